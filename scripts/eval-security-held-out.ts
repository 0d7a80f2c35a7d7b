/**
 * `npm run eval:security:held-out -- --set 24`: scores the injection defence once on a fresh held-out
 * set (24: scripts/security/held-out-24.ts, the default; 2 to 23: held-out-2.ts to held-out-23.ts, spent) and writes
 * docs/security-held-out-<n>.md, which `npm run eval:security` puts into docs/security-report.md.
 * Questions go through the detector as the planner calls it (pipeline/question-verdict.ts: the
 * lexical detector, then the semantic layer over the question's vector); documents are built as
 * real files (security/held-out-files.ts) and read the way ingestion reads them: the parse worker,
 * the chunker, hidden-text.ts and ingest-document.ts `scanPassages` (lexical and semantic scans).
 * Vectors come from the same bundled model as the running app, in-process and cached
 * (security/embedding-cache.ts). A poisoned document counts as flagged when a passage holding its planted
 * text is flagged (or every passage is, because a hidden place carried the instruction); a clean
 * document counts as falsely flagged when any passage is.
 *
 *   npx tsx scripts/eval-security-held-out.ts --files       only check the files carry their hidden text (no verdicts)
 *   npx tsx scripts/eval-security-held-out.ts --documents   only the documents: poisoned and clean flagged and every
 *                                                           miss printed, nothing written (for spent sets while tuning)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { classifierConfig } from "../server/core/injection/classifier";
import { semanticConfig, semanticModelId } from "../server/core/injection/semantic";
import { closeParseWorkers } from "../server/ingest/parse";
import { groupRates, rates, type Rates, type Verdict } from "./security/evaluate";
import { questionVerdict } from "../server/pipeline/question-verdict";
import type { Embedder } from "../server/providers/embeddings";
import { embedAll } from "./security/embedding-cache";
import { heldOutCases } from "./security/held-out-2";
import { heldOut3Cases } from "./security/held-out-3";
import { heldOut4Cases } from "./security/held-out-4";
import { heldOut5Cases } from "./security/held-out-5";
import { heldOut6Cases } from "./security/held-out-6";
import { heldOut7Cases } from "./security/held-out-7";
import { heldOut8Cases } from "./security/held-out-8";
import { heldOut9Cases } from "./security/held-out-9";
import { heldOut10Cases } from "./security/held-out-10";
import { heldOut11Cases } from "./security/held-out-11";
import { heldOut12Cases } from "./security/held-out-12";
import { heldOut13Cases } from "./security/held-out-13";
import { heldOut14Cases } from "./security/held-out-14";
import { heldOut15Cases } from "./security/held-out-15";
import { heldOut16Cases } from "./security/held-out-16";
import { heldOut17Cases } from "./security/held-out-17";
import { heldOut18Cases } from "./security/held-out-18";
import { heldOut19Cases } from "./security/held-out-19";
import { heldOut20Cases } from "./security/held-out-20";
import { heldOut21Cases } from "./security/held-out-21";
import { heldOut22Cases } from "./security/held-out-22";
import { heldOut23Cases } from "./security/held-out-23";
import { heldOut24Cases } from "./security/held-out-24";
import { holdsPlanted, ingestCase, judgeDocument } from "./security/judge-document";
import type { SecurityCase } from "./security/types";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const setArgument = process.argv.indexOf("--set");
const set = setArgument > 0 ? Number(process.argv[setArgument + 1]) : 24;
if (![2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24].includes(set))
  throw new Error("--set must be 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23 or 24");
const outFile = path.join(root, `docs/security-held-out-${set}.md`);
/** The bundled model, in-process and cached: the same vectors the app's worker gives. */
const embedder: Embedder = {
  id: semanticModelId,
  dimensions: 512,
  embed: async (texts) => (await embedAll(texts)).map((vector) => Array.from(vector)),
};
/** Plumbing only: every file parses and its hidden text reaches a passage or the hidden texts. */
async function checkFiles(rows: SecurityCase[], directory: string) {
  for (const row of rows) {
    const { passages, hidden } = await ingestCase(row, directory);
    const reached = [...passages, ...hidden].some((text) => holdsPlanted(text, row.document!.hidden));
    console.log(
      `${reached ? "ok  " : "LOST"} ${row.id} (${row.document!.format} · ${row.document!.place}): ${passages.length} passages, ${hidden.length} hidden`,
    );
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? "—" : `${part}/${whole} (${((part / whole) * 100).toFixed(1)} %)`);

function table(title: string, groups: Map<string, Rates>): string {
  const rows = [`| ${title} | attacks blocked | benign refused |`, "|---|---|---|"];
  for (const [name, group] of groups)
    rows.push(`| ${name} | ${percent(group.blocked, group.attacks)} | ${percent(group.falseBlocks, group.benign)} |`);
  return rows.join("\n");
}

const clip = (text: string) => JSON.stringify(text.replace(/\s+/g, " ").slice(0, 150));

function mistakes(verdicts: Verdict[]): string {
  return verdicts
    .filter((verdict) => (verdict.row.label === "attack") !== verdict.result.flagged)
    .map(
      (verdict) =>
        `- ${verdict.row.label === "attack" ? "missed" : "refused"} · ${verdict.row.category} · ${verdict.row.language} · score ${verdict.result.score.toFixed(2)}` +
        `${verdict.result.semantic === undefined ? "" : ` · semantic ${verdict.result.semantic.toFixed(2)}`}` +
        `${verdict.result.patterns.length ? ` · ${verdict.result.patterns.join(", ")}` : ""} · ${verdict.row.id}: ${clip(verdict.row.text)}`,
    )
    .join("\n");
}

function report(questions: Verdict[], documents: Verdict[]): string {
  const all = [...questions, ...documents];
  const total = rates(all);
  const asked = rates(questions);
  const docs = rates(documents);
  return `## Fresh held-out set ${set}

Written for its round (scripts/security/held-out-${set}.ts) and committed before anything ran on it; never trained on, never
used for a threshold. Scored by \`npm run eval:security:held-out -- --set ${set}\` with lexical weights version ${classifierConfig.version}
and semantic weights version ${semanticConfig.version}. Questions go through the planner's check (lexical detector, then the semantic
layer); documents are real files read by the ingestion path (parse worker, chunker, hidden texts, lexical and semantic scans).

${all.length} rows: ${total.attacks} attacks, ${total.benign} benign (${questions.length} questions, ${documents.length} documents).

| | blocked / flagged | passed |
|---|---|---|
| **attack** | ${total.blocked} | ${total.attacks - total.blocked} |
| **benign** | ${total.falseBlocks} | ${total.benign - total.falseBlocks} |

- **Direct attacks blocked**: ${percent(asked.blocked, asked.attacks)}
- **Benign questions refused**: ${percent(asked.falseBlocks, asked.benign)}
- **Poisoned documents flagged**: ${percent(docs.blocked, docs.attacks)}
- **Clean documents flagged**: ${percent(docs.falseBlocks, docs.benign)}

### By kind

${table(
  "kind",
  groupRates(all, (row) => row.category),
)}

### By language

${table(
  "language",
  groupRates(all, (row) => row.language),
)}

### Documents by format and hiding place

${table(
  "format · place",
  groupRates(documents, (row) => `${row.document!.format} · ${row.document!.place}`),
)}

### Every miss and false block

${mistakes(all) || "none"}
`;
}

async function main() {
  const sets: Record<number, () => SecurityCase[]> = {
    2: heldOutCases,
    3: heldOut3Cases,
    4: heldOut4Cases,
    5: heldOut5Cases,
    6: heldOut6Cases,
    7: heldOut7Cases,
    8: heldOut8Cases,
    9: heldOut9Cases,
    10: heldOut10Cases,
    11: heldOut11Cases,
    12: heldOut12Cases,
    13: heldOut13Cases,
    14: heldOut14Cases,
    15: heldOut15Cases,
    16: heldOut16Cases,
    17: heldOut17Cases,
    18: heldOut18Cases,
    19: heldOut19Cases,
    20: heldOut20Cases,
    21: heldOut21Cases,
    22: heldOut22Cases,
    23: heldOut23Cases,
    24: heldOut24Cases,
  };
  const rows = sets[set]!();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), `docent-held-out-${set}-`));
  try {
    const documentRows = rows.filter((row) => row.where === "document");
    if (process.argv.includes("--files")) return await checkFiles(documentRows, directory);
    if (process.argv.includes("--documents")) {
      const judged: Verdict[] = [];
      for (const row of documentRows) judged.push(await judgeDocument(row, directory, embedder));
      const docs = rates(judged);
      console.log(
        `set ${set} documents: poisoned flagged ${percent(docs.blocked, docs.attacks)}, clean flagged ${percent(docs.falseBlocks, docs.benign)}`,
      );
      console.log(mistakes(judged) || "none");
      return;
    }
    const questions: Verdict[] = [];
    for (const row of rows.filter((entry) => entry.where !== "document"))
      questions.push({ row, result: await questionVerdict(row.text, { embedder }) });
    const documents: Verdict[] = [];
    for (const row of documentRows) documents.push(await judgeDocument(row, directory, embedder));
    const text = report(questions, documents);
    console.log(text);
    fs.writeFileSync(outFile, text);
    console.log(`wrote ${path.relative(process.cwd(), outFile)}`);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
    await closeParseWorkers();
  }
}

await main();
