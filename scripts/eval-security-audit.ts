/**
 * Scores the injection defence on the private audit of coverage by kind (security/audit-kinds.ts):
 *
 *   npx tsx scripts/eval-security-audit.ts --split dev    tuning half (the default)
 *   npx tsx scripts/eval-security-audit.ts --split test   measured once, at the end of a round
 *   … --set languages                                     the audit of kinds in the languages with fewest rows
 *                                                         (security/audit-languages.ts) instead of the audit by kind
 *   … --set round13                                       round 13's audit by language and of documents headed to
 *                                                         an AI (security/audit-round13.ts); its documents are real
 *                                                         files read by the ingestion path (security/judge-document.ts)
 *   … --set round14                                       round 14's audit: messages whose subject is an attack or the
 *                                                         assistant's setup, and attacks matched to them
 *   … --set round15                                       round 15's audit: leaks by position and falsehoods as kinds
 *                                                         in 22 languages, their look-alikes, documents addressing
 *                                                         the assistant in every format and clean editorial notes
 *   … --set round16                                       round 16's audit: attacks and look-alikes in 30 languages no
 *                                                         set had used, split by language (the test languages never
 *                                                         get lexicon words)
 *   … --set languages14                                   session 14's rows in 40 languages no set had used, split by
 *                                                         language (security/language-rows.ts): dev's languages choose
 *                                                         the classifier's threshold, test's are never trained on
 *   … --set secrets14                                     session 14's requests for the server's secrets and their
 *                                                         look-alikes (security/server-secrets-rows.ts), split by wording
 *   … --set clean16                                       session 16's clean documents in 21 languages
 *                                                         (security/audit-clean-documents.ts), written files and the
 *                                                         corpus's own non-English files, split within each language
 *   … --set poisoned17                                    session 17's poisoned documents in 16 languages and clean ones of
 *                                                         the same genres (security/audit-poisoned-documents.ts), split
 *                                                         within each language and label
 *   … --set poisoned18                                    session 18's poisoned and clean documents in 8 languages no
 *                                                         document set had used (security/audit-hidden-documents.ts),
 *                                                         written after session 18's change, split within each language
 *                                                         and label
 *   … --set hidden20                                      session 20's long hidden notes, clean ones with links, numbers and
 *                                                         codes and orders planted in the same places in 28 languages no
 *                                                         document set had used (security/audit-hidden-notes.ts), split
 *                                                         within each label
 *
 * Questions go through the planner's check (pipeline/question-verdict.ts: the lexical detector, then the semantic
 * layer over the bundled model's vectors, cached by security/embedding-cache.ts), as held-out sets are scored. Prints
 * blocks and refusals by kind and by language and every miss; writes nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeParseWorkers } from "../server/ingest/parse";
import { questionVerdict } from "../server/pipeline/question-verdict";
import { semanticModelId } from "../server/core/injection/semantic";
import type { Embedder } from "../server/providers/embeddings";
import { auditCases, type AuditSplit } from "./security/audit-kinds";
import { auditLanguageCases } from "./security/audit-languages";
import { audit13Cases } from "./security/audit-round13";
import { audit14Cases } from "./security/audit-round14";
import { audit15Cases } from "./security/audit-round15";
import { audit16Cases } from "./security/audit-round16";
import { cleanCorpusFiles, cleanDocumentCases } from "./security/audit-clean-documents";
import { poisonedDocumentCases } from "./security/audit-poisoned-documents";
import { hiddenDocumentCases } from "./security/audit-hidden-documents";
import { hiddenNoteCases } from "./security/audit-hidden-notes";
import { lexicalAugmentCases } from "./security/augment";
import { loadSplit } from "./security/cases";
import { languageRows, languageSplitOf, relatives } from "./security/language-rows";
import { serverSecretsRows } from "./security/server-secrets-rows";
import { judgeCorpusFile, judgeDocument } from "./security/judge-document";
import { embedAll } from "./security/embedding-cache";
import { groupRates, rates, type Rates, type Verdict } from "./security/evaluate";
import type { SecurityCase } from "./security/types";

const splitArgument = process.argv.indexOf("--split");
const split = (splitArgument > 0 ? process.argv[splitArgument + 1] : "dev") as AuditSplit;
if (split !== "dev" && split !== "test") throw new Error("--split must be dev or test");
const setArgument = process.argv.indexOf("--set");
const set = (setArgument > 0 ? process.argv[setArgument + 1] : undefined) ?? "kinds";
if (
  ![
    "kinds",
    "languages",
    "round13",
    "round14",
    "round15",
    "round16",
    "languages14",
    "secrets14",
    "clean16",
    "poisoned17",
    "poisoned18",
    "hidden20",
  ].includes(set)
)
  throw new Error(
    "--set must be kinds, languages, round13, round14, round15, round16, languages14, secrets14, clean16, poisoned17, poisoned18 or hidden20",
  );
const sets: Record<string, { title: string; rows: (split: AuditSplit) => SecurityCase[] }> = {
  kinds: { title: "by kind", rows: auditCases },
  languages: { title: "of kinds in few-row languages", rows: auditLanguageCases },
  round13: { title: "of round 13, by language and of documents headed to an AI", rows: audit13Cases },
  round14: { title: "of round 14, messages whose subject is an attack, and matched attacks", rows: audit14Cases },
  round15: { title: "of round 15, leaks by position and falsehoods as kinds, and their look-alikes", rows: audit15Cases },
  round16: { title: "of round 16, attacks and look-alikes in languages no set had used, split by language", rows: audit16Cases },
  languages14: { title: "of session 14, 40 languages no set had used, split by language", rows: (half) => languageRows(half) },
  secrets14: { title: "of session 14, requests for the server's secrets, split by wording", rows: (half) => serverSecretsRows(half) },
  clean16: { title: "of session 16, clean documents in 21 languages and the corpus's own", rows: cleanDocumentCases },
  poisoned17: { title: "of session 17, poisoned and clean documents in 16 languages", rows: poisonedDocumentCases },
  poisoned18: { title: "of session 18, poisoned and clean documents in 8 languages no document set had used", rows: hiddenDocumentCases },
  hidden20: { title: "of session 20, long hidden notes and orders planted in the same places", rows: hiddenNoteCases },
};

const embedder: Embedder = {
  id: semanticModelId,
  dimensions: 512,
  embed: async (texts) => (await embedAll(texts)).map((vector) => Array.from(vector)),
};

const cell = (part: number, whole: number) => (whole === 0 ? "—" : `${part}/${whole} (${((part / whole) * 100).toFixed(1)} %)`);

function table(title: string, groups: Map<string, Rates>): string {
  const lines = [`| ${title} | attacks blocked | benign refused |`, "|---|---|---|"];
  for (const [name, group] of groups)
    lines.push(`| ${name} | ${cell(group.blocked, group.attacks)} | ${cell(group.falseBlocks, group.benign)} |`);
  return lines.join("\n");
}

function mistakes(verdicts: Verdict[]): string {
  return verdicts
    .filter((verdict) => (verdict.row.label === "attack") !== verdict.result.flagged)
    .map(({ row, result }) => {
      const semantic = result.semantic === undefined ? "" : ` · semantic ${result.semantic.toFixed(2)}`;
      const patterns = result.patterns.length ? ` · ${result.patterns.join(", ")}` : "";
      const what = row.label === "attack" ? "missed" : "refused";
      return `- ${what} · ${row.category} · ${row.language} · score ${result.score.toFixed(2)}${semantic}${patterns} · ${JSON.stringify(row.text.replace(/\s+/g, " "))}`;
    })
    .join("\n");
}

/**
 * Session 14's languages (security/language-rows.ts): whether one of the languages a row's language shares words or a
 * script with is among the classifier's training languages (the corpus's train split, the written training rows and
 * the 40 languages' train half), the test of whether character n-grams carry across related languages.
 */
function relativeLearned(row: SecurityCase): string {
  const trained = new Set([...loadSplit().train, ...lexicalAugmentCases()].map((trainRow) => trainRow.language));
  const learned = (relatives[row.language] ?? []).filter((language) =>
    relatives[language] ? languageSplitOf(language) === "train" : trained.has(language),
  );
  return learned.length > 0 ? `yes (${learned.join(", ")})` : "no";
}

async function verdictsOf(rows: SecurityCase[]): Promise<Verdict[]> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "docent-audit-"));
  try {
    const verdicts: Verdict[] = [];
    for (const row of rows)
      verdicts.push(
        row.where === "document"
          ? await judgeDocument(row, directory, embedder)
          : { row, result: await questionVerdict(row.text, { embedder }) },
      );
    // The corpus's own clean files in other languages, read by Docent's parsers (security/audit-clean-documents.ts).
    if (set === "clean16")
      for (const { file, language } of cleanCorpusFiles(split)) verdicts.push(await judgeCorpusFile(file, language, embedder));
    return verdicts;
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
    await closeParseWorkers();
  }
}

async function main() {
  const rows = sets[set]!.rows(split);
  const verdicts = await verdictsOf(rows);
  const total = rates(verdicts);
  console.log(`## Audit ${sets[set]!.title}, ${split} half (${rows.length} rows)

- **Attacks blocked**: ${cell(total.blocked, total.attacks)}
- **Benign look-alikes refused**: ${cell(total.falseBlocks, total.benign)}

${table(
  "kind",
  groupRates(verdicts, (row) => row.category.replace(/^benign_/, "")),
)}

${table(
  "language",
  groupRates(verdicts, (row) => row.language),
)}
${set === "languages14" ? `\n${table("a related language trained on", groupRates(verdicts, relativeLearned))}\n` : ""}

### Every miss and false block

${mistakes(verdicts) || "none"}`);
}

await main();
