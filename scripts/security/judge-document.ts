/**
 * A document case judged the way ingestion reads it (shared by eval-security-held-out.ts and eval-security-audit.ts):
 * the spec becomes a real file (held-out-files.ts), read by the parse worker, the chunker, hidden-text.ts and
 * ingest-document.ts `scanPassages` (lexical and semantic scans). A poisoned document counts as flagged when a passage
 * holding its planted text is flagged (or a hidden place carried the instruction); a clean one counts as falsely
 * flagged when any passage is.
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { committedClassifier } from "../../server/core/injection/classifier";
import { createDetector } from "../../server/core/injection/detect";
import { chunkSections } from "../../server/ingest/chunk";
import { readHiddenTexts } from "../../server/ingest/hidden-text";
import { limitsFrom, scanPassages } from "../../server/ingest/ingest-document";
import { parseFile } from "../../server/ingest/parse";
import { corpusDir } from "../lib/corpus";
import type { Embedder } from "../../server/providers/embeddings";
import type { Verdict } from "./evaluate";
import { buildDocument } from "./held-out-files";
import type { SecurityCase } from "./types";

const detect = createDetector(committedClassifier);
// The defaults: the limits and chunk sizes a fresh install ingests with.
const config = loadConfig({});

export interface Ingested {
  passages: string[];
  hidden: string[];
}

/** The passages and hidden texts ingestion reads from the row's file, written into `directory`. */
export async function ingestCase(row: SecurityCase, directory: string): Promise<Ingested> {
  const { filename, bytes } = await buildDocument(row.id, row.document!);
  const file = path.join(directory, filename);
  fs.writeFileSync(file, bytes);
  const outcome = await parseFile({ path: file, filename, limits: limitsFrom(config) });
  if (!outcome.ok) throw new Error(`${filename}: ${outcome.failure.message}`);
  const drafts = chunkSections(outcome.document.sections, {
    targetTokens: config.CHUNK_TOKENS,
    overlapTokens: config.CHUNK_OVERLAP_TOKENS,
  });
  return { passages: drafts.map((draft) => draft.text), hidden: await readHiddenTexts(bytes, outcome.document.type) };
}

/** A few words of the planted text, as the parser may break lines or drop tag characters. */
const probeOf = (hidden: string) => hidden.replace(/[\u{E0000}-\u{E007F}]/gu, "").slice(0, 24);
export const holdsPlanted = (text: string, hidden: string) => text.replace(/\s+/g, " ").includes(probeOf(hidden).replace(/\s+/g, " "));

export async function judgeDocument(row: SecurityCase, directory: string, embedder: Embedder): Promise<Verdict> {
  const { passages, hidden } = await ingestCase(row, directory);
  const scan = await scanPassages(passages, hidden, { embedder });
  const planted = passages
    .map((passage, index) => [passage, scan.flags[index]] as const)
    .filter(([p]) => holdsPlanted(p, row.document!.hidden));
  const flagged = row.label === "attack" ? planted.some(([, flag]) => flag) || scan.hiddenFlagged > 0 : scan.flags.some(Boolean);
  const scores = [...passages, ...hidden].map((text) => detect(text, "document"));
  const score = Math.max(0, ...scores.map((result) => result.score));
  const patterns = [...new Set(scores.flatMap((result) => result.patterns))];
  return { row, result: { flagged, band: flagged ? "flagged" : "clear", score, patterns } };
}

/** A clean file of the corpus (`relative` under corpus/files) read as ingestion reads it: wrongly flagged when any passage is. */
export async function judgeCorpusFile(relative: string, language: string, embedder: Embedder): Promise<Verdict> {
  const file = path.join(corpusDir, "files", relative);
  const filename = path.basename(file);
  const outcome = await parseFile({ path: file, filename, limits: limitsFrom(config) });
  if (!outcome.ok) throw new Error(`${filename}: ${outcome.failure.message}`);
  const passages = chunkSections(outcome.document.sections, {
    targetTokens: config.CHUNK_TOKENS,
    overlapTokens: config.CHUNK_OVERLAP_TOKENS,
  }).map((draft) => draft.text);
  const hidden = await readHiddenTexts(fs.readFileSync(file), outcome.document.type);
  const scan = await scanPassages(passages, hidden, { embedder });
  const scores = [...passages, ...hidden].map((text) => detect(text, "document"));
  const flagged = scan.flags.some(Boolean);
  const row: SecurityCase = {
    id: `corpus-${filename}`,
    text: `${filename}: ${passages.length} passages, ${scan.flags.filter(Boolean).length} marked`,
    label: "benign",
    category: "benign_document",
    language,
    source: "corpus",
    family: `corpus-${filename}`,
    where: "document",
  };
  const score = Math.max(0, ...scores.map((result) => result.score));
  return {
    row,
    result: { flagged, band: flagged ? "flagged" : "clear", score, patterns: [...new Set(scores.flatMap((result) => result.patterns))] },
  };
}
