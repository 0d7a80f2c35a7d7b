/**
 * One message read by the follow-up recogniser alone, whole and clause by clause, over a spent
 * held-out set's library (as recogniser-spent.ts builds it): its shape, nearest examples and reading.
 * For studying a miss; the set is named explicitly (a spent one), never a fresh one.
 *
 *   npx tsx scripts/eval-conversation/recogniser-debug.ts --set 20 "Could you build on it?" ["another message" …]
 */
import fs from "node:fs";
import path from "node:path";
import {
  aboutAnswerByPatterns,
  byClauses,
  decide,
  messageShape,
  nearestKind,
  readClauses,
  sortByLibrary,
} from "../../server/pipeline/about-answer-recogniser";
import { aboutAnswerRequest } from "../../server/pipeline/about-answer-request";
import { exampleIndexFromFile } from "../../server/pipeline/about-answer-vectors";
import { expandShorthand } from "../../server/pipeline/chat-shorthand";
import { plainIdioms } from "../../server/pipeline/request-idioms";
import { withoutCourtesy } from "../../server/pipeline/courtesy";
import { createLocalEmbedder } from "../../server/providers/local-embedder";
import { closeParseWorkers } from "../../server/ingest/parse";
import { libraryHolds, type HeldOutSet } from "./recogniser-library";

const args = process.argv.slice(2);
const setAt = args.indexOf("--set");
const name = setAt >= 0 ? args[setAt + 1]! : "20";
const messages = args.filter((_, index) => index !== setAt && index !== setAt + 1);
const set = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `held-out-${name}.json`), "utf8")) as HeldOutSet;
const holds = await libraryHolds(set);
const embedder = createLocalEmbedder();
try {
  const index = await exampleIndexFromFile(embedder);
  const embed = (texts: string[]) => embedder.embed(texts);
  for (const raw of messages) {
    const message = plainIdioms(expandShorthand(withoutCourtesy(raw)));
    const previous = { question: set.cases.find((entry) => entry.follow === raw)?.first ?? "", answer: "" };
    const shape = await sortByLibrary(messageShape(message, previous), holds);
    const nearest = nearestKind((await embedder.embed([message]))[0]!, index);
    const whole = aboutAnswerByPatterns(message) ?? decide(message, shape, nearest, aboutAnswerRequest(message));
    const readings = await readClauses(message, previous, holds, embed, index);
    console.log(
      `${JSON.stringify(raw)} → ${JSON.stringify(message)}\n  whole: ${JSON.stringify(whole)}  nearest ${nearest.kind} ${nearest.score.toFixed(3)} q ${nearest.question.toFixed(3)}`,
    );
    console.log(`  shape ${JSON.stringify(shape)}`);
    for (const reading of readings)
      console.log(
        `  clause ${JSON.stringify(reading.text)} nearest ${reading.nearest?.kind} ${reading.nearest?.score.toFixed(3)} q ${reading.nearest?.question.toFixed(3)} decide ${JSON.stringify(decide(reading.text, reading.shape, reading.nearest, aboutAnswerRequest(reading.text)))}\n    ${JSON.stringify(reading.shape)}`,
      );
    console.log(`  byClauses: ${JSON.stringify(byClauses(readings))}`);
  }
} finally {
  void closeParseWorkers();
  await embedder.close?.();
}
