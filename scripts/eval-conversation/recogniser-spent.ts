/**
 * The follow-up recogniser alone (server/pipeline/about-answer-recogniser.ts) on the spent held-out
 * sets 2 to 26, each with its own library (its corpus files, SQuAD articles and made files in an
 * FTS5 table tokenised as Docent's keyword index is). Every follow-up of the five kinds, why,
 * simpler, and the new questions (which must stay searches) is read after its first question, with
 * an empty previous answer (no stores, no answers: the conversation eval scores those). Prints every
 * miss and the per-set and per-kind tallies, so a change can be checked on every spent set at once.
 *
 * The sets are named by number, 2 to 26 only: a fresh set sits beside them and is never read here.
 *
 *   npx tsx scripts/eval-conversation/recogniser-spent.ts [--verbose] [--sets 17,18,19]
 */
import fs from "node:fs";
import path from "node:path";
import { closeParseWorkers } from "../../server/ingest/parse";
import { createLocalEmbedder } from "../../server/providers/local-embedder";
import {
  aboutAnswerByPatterns,
  byClauses,
  decideOrLearn,
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
import { libraryHolds, type HeldOutSet } from "./recogniser-library";

const here = import.meta.dirname;
const verbose = process.argv.includes("--verbose");
const spent = Array.from({ length: 25 }, (_, offset) => String(offset + 2));
const setsArg = process.argv.indexOf("--sets");
const chosen = setsArg > 0 ? (process.argv[setsArg + 1] ?? "").split(",").filter((set) => spent.includes(set)) : spent;
const followKinds = new Set(["shorter", "one_sentence", "detail", "bullets", "where", "why", "expand", "simpler", "translate"]);

const embedder = createLocalEmbedder();
const total = new Map<string, [number, number]>();
const perSet: string[] = [];
try {
  const index = await exampleIndexFromFile(embedder);
  const embed = (texts: string[]) => embedder.embed(texts);
  for (const name of chosen) {
    const set = JSON.parse(fs.readFileSync(path.join(here, `held-out-${name}.json`), "utf8")) as HeldOutSet;
    const holds = await libraryHolds(set);
    const items = set.cases
      .filter((entry) => entry.follow && (followKinds.has(entry.kind) || entry.kind === "new_question"))
      .map((entry) => ({ first: entry.first, message: entry.follow!, kind: entry.kind === "new_question" ? "none" : entry.kind }));
    const messages = items.map((item) => plainIdioms(expandShorthand(withoutCourtesy(item.message))));
    const vectors = await embedder.embed(messages);
    let right = 0;
    let fiveRight = 0;
    let five = 0;
    for (const [position, item] of items.entries()) {
      const previous = { question: item.first, answer: "" };
      const message = messages[position]!;
      const shape = await sortByLibrary(messageShape(message, previous), holds);
      const nearest = nearestKind(vectors[position]!, index);
      const whole = aboutAnswerByPatterns(message) ?? decideOrLearn(message, shape, nearest, aboutAnswerRequest(message));
      const got = whole ?? byClauses(await readClauses(message, previous, holds, embed, index));
      const gotKind = got?.kind ?? "none";
      const ok =
        gotKind === item.kind ||
        (item.kind === "shorter" && gotKind === "one_sentence") ||
        (item.kind === "detail" && gotKind === "expand") ||
        (item.kind === "expand" && gotKind === "expand");
      right += ok ? 1 : 0;
      if (["shorter", "detail", "bullets", "where", "expand"].includes(item.kind)) {
        five += 1;
        fiveRight += ok ? 1 : 0;
      }
      const [kindOk, kindAll] = total.get(item.kind) ?? [0, 0];
      total.set(item.kind, [kindOk + (ok ? 1 : 0), kindAll + 1]);
      if (!ok || verbose)
        console.log(
          `${ok ? "ok  " : "MISS"} h${name} [${item.kind} → ${gotKind}${got && "by" in got ? ` by ${String(got.by)}` : ""}] ${JSON.stringify(item.message)}  nearest ${nearest.kind} ${nearest.score.toFixed(3)} vs question ${nearest.question.toFixed(3)}; new ${shape.newWords.join(",")} stray ${shape.strayWords.join(",")} back ${shape.backWords.join(",")} names ${shape.names.join(",")}${shape.cue ? ` cue ${shape.cue}` : ""}`,
        );
    }
    perSet.push(`held-out-${name}: ${right} / ${items.length} (five kinds ${fiveRight} / ${five})`);
  }
  void closeParseWorkers();
  for (const line of perSet) console.log(line);
  let misses = 0;
  for (const [kind, [ok, all]] of total) {
    misses += all - ok;
    console.log(`${kind.padEnd(13)} ${ok} / ${all}`);
  }
  console.log(`misses ${misses}`);
} finally {
  await embedder.close?.();
}
