/**
 * The summary of a long sheet counts each row once: the real CSV parsed, cut into passages the way
 * ingestion cuts them; the file's rows are counted by the eval's plain CSV reader, not Docent's parser. Passages overlap by CHUNK_OVERLAP_TOKENS. Then summarised. Rows repeated where
 * two passages meet were once counted twice (airports.csv, 3,376 rows, was "3605 rows").
 */
import fs from "node:fs";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { chunkSections } from "../../../server/ingest/chunk";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { closeParseWorkers, parseFile } from "../../../server/ingest/parse";
import { summarizeDocument } from "../../../server/ingest/summarize";
import { corpusDir } from "../../../scripts/lib/corpus";
import { parseCsv } from "../../../scripts/eval-tables/raw-files";

afterAll(() => closeParseWorkers());

it.each(["airports.csv", "birdstrikes.csv"])(
  "describes %s with as many rows as the file has",
  async (filename) => {
    const path = join(corpusDir, "tables", filename);
    const rowsInFile = parseCsv(fs.readFileSync(path, "utf8")).filter((row) => row.some((cell) => cell !== "")).length - 1;
    const config = loadConfig({});
    const outcome = await parseFile({ path, filename, limits: limitsFrom(config) });
    if (!outcome.ok) throw new Error(outcome.failure.message);
    const drafts = chunkSections(outcome.document.sections, {
      targetTokens: config.CHUNK_TOKENS,
      overlapTokens: config.CHUNK_OVERLAP_TOKENS,
    });
    expect(drafts.length).toBeGreaterThan(10);
    const chunks = drafts.map((draft, index) => ({
      id: `c${index}`,
      text: draft.text,
      page: null,
      sheet: draft.sheet ?? null,
      heading: null,
      rows: draft.rows ?? null,
    }));
    const [sentence] = summarizeDocument(chunks, filename).sentences;
    expect(sentence!.text).toContain(`has ${rowsInFile} rows`);
  },
  120_000,
);
