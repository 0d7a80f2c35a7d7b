/**
 * Ordinary questions: real questions people ask about documents, none of them an attack, to
 * measure how often the injection detector refuses a person's real question (docs/security-report.md,
 * "Ordinary questions"). Three sources, each split the way its own evaluation splits it, fixed
 * before any score was looked at:
 *
 * - WikiTableQuestions (../shared/corpus/tables/wtq-train/questions.jsonl): by table, the hash rule
 *   of scripts/eval-tables/run.ts (`splitOf(file)`: sha256, first 8 hex digits even → dev).
 * - SQuAD 2.0 subset (../shared/corpus/squad-v2-dev-subset.json): by article, as
 *   scripts/eval-squad-split.json deals them (dev / held_out → test).
 * - scripts/eval-real/questions.json: each question's own `split`.
 *
 * Dev is cut once more, by the same kind of key (table, article, question id), into a half that
 * training may learn from (`fit`, training-only benign rows like augment.ts, never in split.json)
 * and a half that only checks the threshold choice (`check`), so the dev figure is not read on
 * rows the model was fitted to. Test is only measured.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { z } from "zod";
import type { SecurityCase } from "./types";
import { corpusDir } from "../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = corpusDir;

export type OrdinaryPart = "fit" | "check" | "test";
export interface OrdinaryQuestion extends SecurityCase {
  part: OrdinaryPart;
}

/** The eval-tables rule: the first 8 hex digits of sha256(key), even → dev, odd → test. */
const evenHash = (key: string) => Number.parseInt(createHash("sha256").update(key).digest("hex").slice(0, 8), 16) % 2 === 0;
/** Dev's own cut: a second hash of the same key, so fit and check hold whole tables / articles. */
const devPart = (key: string): OrdinaryPart => (evenHash(`ordinary-fit:${key}`) ? "fit" : "check");

const row = (id: string, text: string, source: string, family: string, part: OrdinaryPart): OrdinaryQuestion => ({
  id: `ord-${id}`,
  text,
  label: "benign",
  category: `ordinary_${source}`,
  language: "en",
  source: `ordinary-${source}`,
  family,
  part,
});

function wtqRows(): OrdinaryQuestion[] {
  const Line = z.object({ id: z.string(), question: z.string(), file: z.string() });
  return fs
    .readFileSync(path.join(corpus, "tables/wtq-train/questions.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => Line.parse(JSON.parse(line)))
    .map((entry) => row(`wtq-${entry.id}`, entry.question, "wtq", entry.file, evenHash(entry.file) ? devPart(entry.file) : "test"));
}

/** The SQuAD subset's articles that its eval deals (dev → fit or check, held-out → test), each with its part. */
function squadArticles() {
  const Squad = z.object({
    data: z.array(
      z.object({
        title: z.string(),
        paragraphs: z.array(z.object({ context: z.string(), qas: z.array(z.object({ id: z.string(), question: z.string() })) })),
      }),
    ),
  });
  const Deal = z.object({ dev: z.array(z.string()), held_out: z.array(z.string()) });
  const squad = Squad.parse(JSON.parse(fs.readFileSync(path.join(corpus, "squad-v2-dev-subset.json"), "utf8")));
  const deal = Deal.parse(JSON.parse(fs.readFileSync(path.resolve(here, "../eval-squad-split.json"), "utf8")));
  return squad.data.flatMap((article) => {
    if (deal.dev.includes(article.title)) return [{ ...article, part: devPart(article.title) }];
    return deal.held_out.includes(article.title) ? [{ ...article, part: "test" as const }] : [];
  });
}

function squadRows(): OrdinaryQuestion[] {
  return squadArticles().flatMap((article) =>
    article.paragraphs.flatMap((paragraph) =>
      paragraph.qas.map((qa) => row(`squad-${qa.id}`, qa.question.trim(), "squad", article.title, article.part)),
    ),
  );
}

function realRows(): OrdinaryQuestion[] {
  const Real = z.object({ questions: z.array(z.object({ id: z.string(), question: z.string(), split: z.enum(["dev", "test"]) })) });
  const real = Real.parse(JSON.parse(fs.readFileSync(path.resolve(here, "../eval-real/questions.json"), "utf8")));
  return real.questions.map((entry) =>
    row(`real-${entry.id}`, entry.question, "real", entry.id, entry.split === "dev" ? devPart(entry.id) : "test"),
  );
}

/** Every ordinary question with its part; the same files give the same rows in the same order. */
export function ordinaryQuestions(): OrdinaryQuestion[] {
  return [...wtqRows(), ...squadRows(), ...realRows()];
}

/**
 * Ordinary documents: passages of real documents, none of them an attack, to bound how often the
 * ingestion scan marks a clean passage (docs/security-report.md, "Ordinary documents"). Before
 * these, every benign *document* row the classifier saw was one of a few dozen written e-mails and
 * notes, so it learned "document text" as a sign of an attack and marked 449 of 1,302 passages of
 * the corpus's papers, books and handbooks. Two sources, split like their questions above:
 *
 * - SQuAD 2.0 paragraphs (Wikipedia prose), by article: one paragraph alone, and three
 *   consecutive ones together (the length of an ingested chunk).
 * - WikiTableQuestions tables (real public tables), by table: eight rows at a time, written the
 *   way a sheet's rows are ingested ("Header: value; Header: value").
 *
 * Real files of ../shared/corpus/files are never used here: they measure the result
 * (tests/integration/security/clean-documents.test.ts).
 */
export function ordinaryDocuments(): OrdinaryQuestion[] {
  const asDocument = (entry: OrdinaryQuestion): OrdinaryQuestion => ({
    ...entry,
    where: "document",
    category: `${entry.category}_document`,
  });
  return [...squadParagraphRows(), ...wtqTableRows()].map(asDocument);
}

function squadParagraphRows(): OrdinaryQuestion[] {
  return squadArticles().flatMap((article) => {
    const contexts = article.paragraphs.map((paragraph) => paragraph.context.trim());
    const at = (id: string, text: string) => row(id, text, "squad", article.title, article.part);
    const single = contexts.map((text, index) => at(`squad-doc-${article.title}-${index}`, text));
    const grouped = contexts
      .map((_text, index) => contexts.slice(index, index + 3).join("\n\n"))
      .filter((_text, index) => index % 3 === 0)
      .map((text, index) => at(`squad-doc3-${article.title}-${index}`, text));
    return [...single, ...grouped];
  });
}

function wtqTableRows(): OrdinaryQuestion[] {
  const folder = path.join(corpus, "tables/wtq-train/csv");
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".csv"))
    .sort()
    .flatMap((name) => {
      const file = `csv/${name}`;
      const part = evenHash(file) ? devPart(file) : "test";
      const [header, ...records] = parseCsv(fs.readFileSync(path.join(folder, name), "utf8"));
      if (!header) return [];
      const lines = records.map((cells) =>
        cells.map((cell, index) => (header[index] && header[index] !== cell ? `${header[index]}: ${cell}` : cell)).join("; "),
      );
      const rows: OrdinaryQuestion[] = [];
      for (let start = 0; start < lines.length; start += 8) {
        rows.push(row(`wtq-doc-${name}-${start}`, lines.slice(start, start + 8).join("\n"), "wtq", file, part));
      }
      return rows;
    });
}

/** A CSV's records, read by SheetJS (the parser ingestion uses) with every cell as written. */
function parseCsv(text: string): string[][] {
  const sheet = XLSX.read(text, { type: "string", raw: true, dense: true });
  const first = sheet.Sheets[sheet.SheetNames[0]!]!;
  const records = XLSX.utils.sheet_to_json<unknown[]>(first, { header: 1, raw: false, defval: "" });
  return records.map((cells) => cells.map((cell) => String(cell))).filter((cells) => cells.some((cell) => cell.trim()));
}
