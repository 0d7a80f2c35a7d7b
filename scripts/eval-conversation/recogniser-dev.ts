/**
 * The follow-up recogniser alone (server/pipeline/about-answer-recogniser.ts), on the dev data it
 * is tuned on: the follow-ups of cases.json's dev split and the spent held-out sets 1–7 (each after
 * its first question), and questions of their own (their new questions, the intent fixtures' dev
 * questions and the unit tests' look-alikes) asked after a first question. Never held-out-8.json
 * (the clean set) nor cases.json's test split (`npm run eval`). Prints
 * every miss and the per-kind share; no stores, no answers (the conversation eval scores those).
 *
 *   npx tsx scripts/eval-conversation/recogniser-dev.ts [--verbose] [--no-rules]
 */
import fs from "node:fs";
import path from "node:path";
import { createLocalEmbedder } from "../../server/providers/local-embedder";
import { decide, messageShape, nearestKind } from "../../server/pipeline/about-answer-recogniser";
import { aboutAnswerByPattern, aboutAnswerRequest } from "../../server/pipeline/about-answer-request";
import { exampleIndexFromFile } from "../../server/pipeline/about-answer-vectors";
import { devIntents } from "../../tests/fixtures/intents/dev";

const here = import.meta.dirname;
const verbose = process.argv.includes("--verbose");
/** --no-rules: the embedding and the shape alone, to see what they carry without the fixed wordings. */
const withRules = !process.argv.includes("--no-rules");
interface Item {
  first: string;
  message: string;
  /** The kind expected, "none" for a question of its own. */
  kind: string;
  point?: number;
}
const items: Item[] = [];
const followKinds = new Set(["shorter", "one_sentence", "detail", "bullets", "where", "why", "expand", "simpler", "translate"]);
const devFiles = [
  "cases.json",
  "held-out.json",
  "held-out-2.json",
  "held-out-3.json",
  "held-out-4.json",
  "held-out-5.json",
  "held-out-6.json",
  "held-out-7.json",
];
for (const file of devFiles) {
  const data = JSON.parse(fs.readFileSync(path.join(here, file), "utf8")) as {
    cases: { kind: string; first: string; follow: string | null; split: string }[];
  };
  for (const entry of data.cases) {
    if (!entry.follow || entry.split === "test") continue;
    if (followKinds.has(entry.kind)) items.push({ first: entry.first, message: entry.follow, kind: entry.kind });
    else if (entry.kind === "new_question") items.push({ first: entry.first, message: entry.follow, kind: "none" });
  }
}
const firsts = ["What is TraceMonkey?", "Who were the Normans?", "What is net metering?"];
devIntents
  .filter(([, intent]) => intent !== "small_talk")
  .forEach(([message], index) => items.push({ first: firsts[index % firsts.length]!, message, kind: "none" }));
for (const message of [
  "Why did the garden close in winter?",
  "What are the sources of funding for the garden?",
  "List the tools in the shed.",
  "How many points does the league give for a win?",
  "Give me more detail on the Bretton Woods Accord.",
  "Can you list the authors of the paper?",
  "Where is the source of the river?",
  "Can you make it shorter than Paris?",
  "What is a shortcut?",
])
  items.push({ first: "What is hot composting?", message, kind: "none" });

// Follow-ups and questions of their own in French, German and Spanish written for this tuning (dev):
// participles, continuations, "where in the document", verbs of wanting and appearing.
const devOtherLanguages: [string, string][] = [
  ["Abrégé, s'il te plaît.", "shorter"],
  ["En plus court ?", "shorter"],
  ["Etwas kürzer vielleicht?", "shorter"],
  ["Abgekürzt, bitte.", "shorter"],
  ["Más resumido, por favor.", "shorter"],
  ["Acortado, porfa.", "shorter"],
  ["¿Lo puedes recortar?", "shorter"],
  ["Et ensuite ?", "detail"],
  ["Vas-y, continue.", "detail"],
  ["Und dann?", "detail"],
  ["Weiter bitte.", "detail"],
  ["¿Y luego?", "detail"],
  ["Sigue, por favor.", "detail"],
  ["Je voudrais plus de détails.", "detail"],
  ["Ich möchte mehr darüber wissen.", "detail"],
  ["Quisiera saber más.", "detail"],
  ["Énumère-les.", "bullets"],
  ["Stichpunktartig bitte.", "bullets"],
  ["Aufgelistet, bitte.", "bullets"],
  ["Listez-les, s'il vous plaît.", "bullets"],
  ["Enuméralo.", "bullets"],
  ["En puntos, por favor.", "bullets"],
  ["Dans quel fichier ?", "where"],
  ["Où dans le texte ?", "where"],
  ["Ça apparaît où ?", "where"],
  ["In welcher Datei?", "where"],
  ["Wo im Text?", "where"],
  ["In welchem Abschnitt findet man das?", "where"],
  ["¿En qué archivo está?", "where"],
  ["¿En qué sección lo dice?", "where"],
  ["¿Dónde aparece eso?", "where"],
  ["Explique le premier point.", "expand"],
  ["Punkt 1 bitte genauer.", "expand"],
  ["Und der dritte Punkt?", "expand"],
  ["Amplía el primer punto.", "expand"],
  ["Où se trouve le Parlement écossais ?", "none"],
  ["Plus d'informations sur les normands.", "none"],
  ["Fais une liste des ducs de normandie.", "none"],
  ["Quels pays ont subi l'embargo ?", "none"],
  ["Wo liegt Edinburgh?", "none"],
  ["Mehr über die Normannen.", "none"],
  ["Welche Netzwerke nutzten X.25?", "none"],
  ["Wer hat das Embargo beendet?", "none"],
  ["¿Dónde está el parlamento escocés?", "none"],
  ["Más sobre los normandos.", "none"],
  ["Haz una lista de los países del embargo.", "none"],
  ["¿En qué año terminó el embargo?", "none"],
  ["¿Qué documento creó el parlamento?", "none"],
  ["¿Y después qué hicieron los normandos?", "none"],
  ["Et ensuite, qui a gouverné la normandie ?", "none"],
  ["Weiter zur nächsten Frage: wer war Rollo?", "none"],
  ["Quel document parle du budget ?", "none"],
  ["Dans quel fichier est le budget ?", "none"],
  ["Welche Datei enthält das Budget?", "none"],
  ["¿Qué archivo tiene el presupuesto?", "none"],
  ["Liste des membres, s'il vous plaît.", "none"],
  ["¿Dónde aparece el rey?", "none"],
  ["Wo steht der Computer?", "none"],
  ["Où se trouve la salle ?", "none"],
  ["Which file covers the budget?", "none"],
  ["Continue the story of the Normans.", "none"],
];
for (const [message, kind] of devOtherLanguages) items.push({ first: "What caused the 1973 oil crisis?", message, kind });

const embedder = createLocalEmbedder();
try {
  const index = await exampleIndexFromFile(embedder);
  const vectors = await embedder.embed(items.map((item) => item.message));
  const tally = new Map<string, [number, number]>();
  for (const [position, item] of items.entries()) {
    const previous = { question: item.first, answer: "" };
    const shape = messageShape(item.message, previous);
    const nearest = nearestKind(vectors[position]!, index);
    const got = withRules
      ? (aboutAnswerByPattern(item.message) ?? decide(item.message, shape, nearest, aboutAnswerRequest(item.message)))
      : decide(item.message, shape, nearest, null);
    const gotKind = got?.kind ?? "none";
    const right = gotKind === item.kind || (item.kind === "expand" && gotKind === "expand");
    const [ok, all] = tally.get(item.kind) ?? [0, 0];
    tally.set(item.kind, [ok + (right ? 1 : 0), all + 1]);
    if (!right || verbose)
      console.log(
        `${right ? "ok  " : "MISS"} [${item.kind} → ${gotKind}${got && "by" in got ? ` by ${String(got.by)}` : ""}] ${JSON.stringify(item.message)}  nearest ${nearest.kind} ${nearest.score.toFixed(3)} vs question ${nearest.question.toFixed(3)}; new ${shape.newWords.join(",")} back ${shape.backWords.join(",")} names ${shape.names.join(",")}${shape.cue ? ` cue ${shape.cue}` : ""}`,
      );
  }
  for (const [kind, [ok, all]] of tally) console.log(`${kind.padEnd(13)} ${ok} / ${all}`);
} finally {
  await embedder.close?.();
}
