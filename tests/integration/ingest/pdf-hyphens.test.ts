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

  it("keeps the phrase only with the word joined, in one passage of page 2", async () => {
    const passages = await docent.services.chunks.chunksOf(docent.documents[0]!.id);
    const holding = passages.filter((passage) => passage.text.includes("tracing VM TraceMonkey"));
    expect(holding.map((passage) => passage.page)).toEqual([2]);
    expect(holding[0]!.text).toContain(definition);
    expect(passages.some((passage) => /Trace-\s*Monkey/u.test(passage.text))).toBe(false);
  });

  it("ranks the defining passage among the keyword hits for 'What is TraceMonkey?'", async () => {
    // Among the first 20 of the paper's ~90 passages (FTS5 ranks it 8th, PostgreSQL's BM25 11th).
    const hits = await docent.services.chunks.searchLexical({ text: "What is TraceMonkey?", limit: 20 });
    expect(hits.some((hit) => hit.chunk.text.includes(definition))).toBe(true);
  });
});
