/**
 * A spent held-out conversation set's library for the recogniser alone (recogniser-spent.ts,
 * recogniser-debug.ts): whether its corpus files, SQuAD articles and made files hold a word, in an
 * FTS5 table tokenised as Docent's keyword index is.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { loadConfig } from "../../server/config";
import { limitsFrom } from "../../server/ingest/ingest-document";
import { parseFile } from "../../server/ingest/parse";
import { corpusDir, corpusFile } from "../lib/docent-process";

export interface HeldOutSet {
  corpus: string[];
  squad: Record<string, string>;
  made: Record<string, string>;
  cases: { kind: string; first: string; follow: string | null }[];
}

const squad = JSON.parse(fs.readFileSync(path.join(corpusDir, "squad-v2-dev-subset.json"), "utf8")) as {
  data: { title: string; paragraphs: { context: string }[] }[];
};

/** Which words the set's library holds, as Docent's keyword index would say. */
export async function libraryHolds(set: HeldOutSet): Promise<(word: string) => Promise<boolean>> {
  const texts = [
    ...Object.values(set.made),
    ...squad.data.filter((article) => article.title in set.squad).flatMap((article) => article.paragraphs.map((p) => p.context)),
  ];
  const limits = limitsFrom(loadConfig({}));
  for (const file of set.corpus) {
    const parsed = await parseFile({ path: corpusFile(file), filename: path.basename(file), limits });
    if (parsed.ok) texts.push(...parsed.document.sections.map((section) => section.text));
  }
  const db = new Database(":memory:");
  db.exec("CREATE VIRTUAL TABLE t USING fts5(text, tokenize='porter unicode61 remove_diacritics 2')");
  const insert = db.prepare("INSERT INTO t(text) VALUES (?)");
  for (const text of texts) insert.run(text);
  const find = db.prepare("SELECT 1 FROM t WHERE t MATCH ? LIMIT 1");
  return async (word) => find.get(`"${word.replace(/"/g, '""')}"`) !== undefined;
}
