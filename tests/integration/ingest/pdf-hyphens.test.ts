/**
 * Words a PDF splits at a line end are whole again in what ingestion stores (docs/architecture.md,
 * "An upload's way"): tracemonkey.pdf defines TraceMonkey in "We call the resulting tracing VM Trace-⏎Monkey.",
 * and that passage must be found by the word, through the real parse, chunking, SQLite FTS5 and Chroma.
 */
import { describe, expect, it } from "vitest";
import { corpusFile, suiteServices } from "../../helpers/services";

const docent = suiteServices({ prefix: "pdf-hyphens-", documents: [{ path: corpusFile("pdf/tracemonkey.pdf") }] });

const definition = "We call the resulting tracing VM TraceMonkey.";

describe("line-end hyphens in an ingested PDF", () => {
  it("stores the defining sentence with the word joined, on its own page", async () => {
    const [document] = docent.documents;
    const chunks = await docent.services.chunks.chunksOf(document!.id);
    const holding = chunks.filter((chunk) => chunk.text.includes(definition));
    expect(holding.length).toBeGreaterThan(0);
    expect(holding.every((chunk) => chunk.page === 2)).toBe(true);
    // Compounds written with a hyphen elsewhere in the paper keep it; syllable breaks are gone.
    const all = chunks.map((chunk) => chunk.text).join("\n");
    expect(all).toMatch(/stop-the-world\s+mark-and-sweep/u);
    expect(all).not.toMatch(/Trace-\s*Monkey|specu-\s*lat/u);
  });

  it("keeps no run of a chart's undecodable labels inside the sentences around it", async () => {
    const [document] = docent.documents;
    const all = (await docent.services.chunks.chunksOf(document!.id)).map((chunk) => chunk.text).join("\n");
    // The figures' labels decode as punctuation ('!"# $!"# %!"#'); the sentence on type-unstable loops sat among them.
    // Three or more whole words of punctuation in a row ('x) // (*)' in a code listing is one word and two).
    expect(all.match(/(?:^|(?<=[ \t]))(?:[!-/:-@[-`{-~]+[ \t]+){2,}[!-/:-@[-`{-~]+(?=[ \t]|$)/gmu)).toBeNull();
    expect(all).toMatch(/TraceMonkey’s handling of type-unstable/u);
  });

  it("finds the definition by keyword search: the phrase exists only with the word joined", () => {
    const rows = docent.services
      .db!.prepare(
        "SELECT chunks.text, chunks.page FROM chunks_fts JOIN chunks ON chunks.rowid = chunks_fts.rowid WHERE chunks_fts MATCH ?",
      )
      .all('"tracing VM TraceMonkey"') as { text: string; page: number }[];
    expect(rows.map((row) => row.page)).toEqual([2]);
    expect(rows[0]!.text).toContain(definition);
  });

  it("ranks the defining passage among the keyword hits for 'What is TraceMonkey?'", async () => {
    const hits = await docent.services.chunks.searchLexical({ text: "What is TraceMonkey?", limit: 10 });
    expect(hits.some((hit) => hit.chunk.text.includes(definition))).toBe(true);
  });
});
