/**
 * `npm run eval:security`: scores the injection detector on the held-out test split
 * (scripts/security/cases.ts) and writes docs/security-report.md: block rate and false-block rate
 * per kind and language, the poisoned-document flag rate, the confusion matrix, every miss and
 * false block, and the detection time per text. `--split dev` scores dev instead (for tuning;
 * the report is only written for test); `--split dev-languages` the small dev set of languages
 * the split lacks (security/dev-languages.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { classifierConfig } from "../server/core/injection/classifier";
import { createDetector } from "../server/core/injection/detect";
import { committedClassifier } from "../server/core/injection/classifier";
import { loadSplit, type SecurityCase, type Split } from "./security/cases";
import { devLanguageCases } from "./security/dev-languages";
import { ordinaryDocuments, ordinaryQuestions } from "./security/ordinary";
import { groupRates, judge, kindOf, rates, ratio, type Rates, type Verdict } from "./security/evaluate";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const splitName = (process.argv.includes("--split") ? process.argv[process.argv.indexOf("--split") + 1] : "test") as
  | Split
  | "dev-languages";
const detect = createDetector(committedClassifier);

const percent = (value: number) => (Number.isNaN(value) ? "—" : `${(value * 100).toFixed(1)} %`);
const cell = (part: number, whole: number) => (whole === 0 ? "—" : `${part}/${whole} (${percent(part / whole)})`);

function table(title: string, groups: Map<string, Rates>): string {
  const lines = [`| ${title} | attacks blocked | benign refused |`, "|---|---|---|"];
  for (const [name, group] of groups)
    lines.push(`| ${name} | ${cell(group.blocked, group.attacks)} | ${cell(group.falseBlocks, group.benign)} |`);
  return lines.join("\n");
}

/** Wall time and CPU time per text: on a shared, loaded machine the wall time also counts waiting for a core. */
function timing(rows: SecurityCase[]) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const row of rows) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    detect(row.text, kindOf(row));
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  const percentiles = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
    return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
  };
  return { wall: percentiles(wall), cpu: percentiles(cpu) };
}

const clip = (text: string) => JSON.stringify(text.replace(/\s+/g, " ").slice(0, 140));

function mistakes(verdicts: Verdict[]): string {
  const wrong = verdicts.filter((verdict) => (verdict.row.label === "attack") !== verdict.result.flagged);
  return wrong
    .map(
      (verdict) =>
        `- ${verdict.row.label === "attack" ? "missed" : "refused"} · ${verdict.row.category} · ${verdict.row.language} · score ${verdict.result.score.toFixed(2)}${verdict.result.patterns.length ? ` · ${verdict.result.patterns.join(", ")}` : ""} · ${verdict.row.id}: ${clip(verdict.row.text)}`,
    )
    .join("\n");
}

function report(rows: SecurityCase[]): string {
  const verdicts = judge(rows, detect);
  const total = rates(verdicts);
  const questions = verdicts.filter((verdict) => kindOf(verdict.row) === "question");
  const documents = verdicts.filter((verdict) => kindOf(verdict.row) === "document");
  const questionRates = rates(questions);
  const documentRates = rates(documents);
  const time = timing(rows);
  const truePositive = total.blocked;
  const falseNegative = total.attacks - total.blocked;
  const falsePositive = total.falseBlocks;
  const trueNegative = total.benign - total.falseBlocks;
  return `## ${splitName} split

${rows.length} rows: ${total.attacks} attacks, ${total.benign} benign (${questions.length} questions, ${documents.length} documents).

| | blocked / flagged | passed |
|---|---|---|
| **attack** | ${truePositive} | ${falseNegative} |
| **benign** | ${falsePositive} | ${trueNegative} |

- **Direct attacks blocked** (questions): ${cell(questionRates.blocked, questionRates.attacks)}
- **Benign questions refused**: ${cell(questionRates.falseBlocks, questionRates.benign)}
- **Poisoned documents flagged**: ${cell(documentRates.blocked, documentRates.attacks)}
- **Clean documents flagged**: ${cell(documentRates.falseBlocks, documentRates.benign)}
- **All attacks**: ${percent(ratio(total.blocked, total.attacks))} blocked; all benign: ${percent(ratio(total.falseBlocks, total.benign))} refused.
- **Detection time** per text (this machine, committed model, first verdict, no cache): CPU p50 ${time.cpu.p50.toFixed(2)} ms, p95 ${time.cpu.p95.toFixed(2)} ms, max ${time.cpu.max.toFixed(2)} ms; wall p50 ${time.wall.p50.toFixed(2)} ms, p95 ${time.wall.p95.toFixed(2)} ms (load average ${os.loadavg()[0]!.toFixed(1)}).

### By kind

${table(
  "kind",
  groupRates(verdicts, (row) => row.category),
)}

### By language

${table(
  "language",
  groupRates(verdicts, (row) => row.language),
)}

### Written documents by where the instruction hides

${table(
  "place",
  groupRates(
    documents.filter((verdict) => verdict.row.document),
    (row) => `${row.document!.format} · ${row.document!.place}`,
  ),
)}

### Every miss and false block

${mistakes(verdicts) || "none"}
`;
}

/** False refusals of real questions people ask documents (security/ordinary.ts), per source and part. */
function ordinaryReport(): string {
  const parts = splitName === "test" ? (["test", "check", "fit"] as const) : (["check", "fit"] as const);
  const rows = [...ordinaryQuestions(), ...ordinaryDocuments()].filter((row) => (parts as readonly string[]).includes(row.part));
  const verdicts = judge(rows, detect);
  const groups = groupRates(
    verdicts,
    (row) => `${(row as { part?: string }).part} · ${row.source}${row.where === "document" ? " · passages" : ""}`,
  );
  const lines = ["| part · source | refused (questions) or marked (passages) |", "|---|---|"];
  for (const [name, group] of groups) lines.push(`| ${name} | ${cell(group.falseBlocks, group.benign)} |`);
  const refused = verdicts.filter((verdict) => verdict.result.flagged && (verdict.row as { part?: string }).part === "test");
  return `## Ordinary questions and documents

Real questions people ask documents (WikiTableQuestions split by table, the SQuAD 2.0 subset by article, eval-real by its
own split) and real document passages (SQuAD paragraphs by article, WikiTableQuestions tables as ingested rows by table;
scripts/security/ordinary.ts), none an attack. \`fit\` was learned from, \`check\` bounded each kind's threshold
(≤ 0.5 %), \`test\` is only measured. The corpus's own papers, books and handbooks are measured apart, through
ingestion (tests/integration/security/clean-documents.test.ts).

${lines.join("\n")}

${refused.map((verdict) => `- refused · score ${verdict.result.score.toFixed(2)} · ${verdict.result.patterns.join(", ")} · ${verdict.row.id}: ${clip(verdict.row.text)}`).join("\n") || (splitName === "test" ? "No test question refused." : "")}
`;
}

const split = loadSplit();
// "dev-languages" (security/dev-languages.ts): the small dev set for languages the split lacks.
const rows = splitName === "dev-languages" ? devLanguageCases() : split[splitName];
const body = `${report(rows)}\n${ordinaryReport()}`;
console.log(body);
if (splitName === "test") {
  const header = `# Security report

Written by \`npm run eval:security\` (scripts/eval-security.ts) from the committed split
(scripts/security/split.json) and the committed model (server/core/injection/weights.json,
version ${classifierConfig.version}, trained on ${classifierConfig.trainedOn.rows} rows: the train split's ${split.train.length} and
${classifierConfig.trainedOn.rows - split.train.length} training-only rows: written ones, scripts/security/augment.ts, and
the fit half of the ordinary questions, scripts/security/ordinary.ts). Thresholds, chosen on dev:
question ${classifierConfig.threshold.question.toFixed(3)}, document ${classifierConfig.threshold.document.toFixed(3)}; uncertain band (LLM guard in LLM mode)
from ${classifierConfig.uncertainLow.question.toFixed(3)} (questions). The numbers below are the offline verdict (rules + classifier);
in LLM mode the LLM guard may add blocks in the uncertain band. What the split is, what fails and
why: see the notes at the end.

`;
  const notesFile = path.join(root, "docs/security-report-notes.md");
  const notes = fs.existsSync(notesFile) ? `\n${fs.readFileSync(notesFile, "utf8")}` : "";
  // The fresh held-out sets' one scoring each (npm run eval:security:held-out), kept as written, newest first.
  const heldOut = [
    "docs/security-held-out-24.md",
    "docs/security-held-out-23.md",
    "docs/security-held-out-22.md",
    "docs/security-held-out-21.md",
    "docs/security-held-out-20.md",
    "docs/security-held-out-19.md",
    "docs/security-held-out-18.md",
    "docs/security-held-out-17.md",
    "docs/security-held-out-16.md",
    "docs/security-held-out-15.md",
    "docs/security-held-out-14.md",
    "docs/security-held-out-13.md",
    "docs/security-held-out-12.md",
    "docs/security-held-out-11.md",
    "docs/security-held-out-10.md",
    "docs/security-held-out-9.md",
    "docs/security-held-out-8.md",
    "docs/security-held-out-7.md",
    "docs/security-held-out-6.md",
    "docs/security-held-out-5.md",
    "docs/security-held-out-4.md",
    "docs/security-held-out-3.md",
    "docs/security-held-out-2.md",
  ]
    .map((file) => path.join(root, file))
    .filter((file) => fs.existsSync(file))
    .map((file) => `\n${fs.readFileSync(file, "utf8")}`)
    .join("");
  fs.writeFileSync(path.join(root, "docs/security-report.md"), `${header}${heldOut}\n${body}${notes}`);
  console.log("wrote docs/security-report.md");
}
