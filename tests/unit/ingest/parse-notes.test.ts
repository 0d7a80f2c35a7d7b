/**
 * What a parser learns beside the text (core/parse-notes.ts) reaches the description: a PDF's metadata
 * title over an opening instruction line, a Word file's review comments. Real corpus files.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { readParseNotes, storedParseNotes } from "../../../server/core/parse-notes";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { parseDocx } from "../../../server/ingest/parsers/docx";
import { parsePdf } from "../../../server/ingest/parsers/pdf";
import { summarizeDocument, type SummaryChunk } from "../../../server/ingest/summarize";
import type { Parser } from "../../../server/ingest/parsers/parser";
import { corpusFile } from "../../../scripts/lib/docent-process";

const limits = limitsFrom(loadConfig({}));

async function read(parser: Parser, file: string, type: "pdf" | "docx") {
  const outcome = await parser({
    bytes: new Uint8Array(fs.readFileSync(corpusFile(file))),
    filename: file,
    type,
    limits,
    reportProgress: () => undefined,
  });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  const chunks: SummaryChunk[] = outcome.document.sections.map((section, index) => ({
    id: `d_${index}`,
    text: section.text,
    page: section.page ?? null,
    sheet: null,
    heading: section.heading ?? null,
  }));
  return { notes: readParseNotes(storedParseNotes(outcome.document.notes)), chunks };
}

describe("parse notes in the description", () => {
  it("describes a form whose opening is an instruction line by its metadata title", async () => {
    const { notes, chunks } = await read(parsePdf, "pdf/prefilled_f1040.pdf", "pdf");
    expect(notes.title).toBe("2010 Form 1040");
    expect(summarizeDocument(chunks, "prefilled_f1040.pdf", notes).description).toBe("2010 Form 1040.");
    // A title is no better than an opening sentence that says what the document is.
    const paper = [
      {
        id: "p_0",
        text: "This paper introduces a tracing compiler for JavaScript that runs loops fast. It measures speed on nine benchmarks and explains the design in detail.",
        page: 1,
        sheet: null,
        heading: null,
      },
    ];
    expect(summarizeDocument(paper, "paper.pdf", { title: "TraceMonkey" }).description).toMatch(/^This paper introduces/u);
  });

  it("says a Word file's review comments are there, by whom, not only its one word", async () => {
    const { notes, chunks } = await read(parseDocx, "docx/comments.docx", "docx");
    expect(notes.comments).toEqual({ count: 2, authors: ["Michael Williamson"] });
    expect(summarizeDocument(chunks, "comments.docx", notes).description).toBe(
      "Only a few words: “Ouch.”, with 2 review comments by Michael Williamson.",
    );
  });

  it("reads a Word file's review comments as its last section, each saying who wrote it, and leaves their marks out of the body", async () => {
    const { chunks } = await read(parseDocx, "docx/comments.docx", "docx");
    const texts = chunks.map((chunk) => chunk.text);
    expect(texts[0]).toBe("Ouch.");
    expect(chunks.at(-1)?.heading).toBe("Review comments");
    expect(texts.at(-1)).toContain("Comment by Michael Williamson: A tachyon walks into a bar.");
    expect(texts.join(" ")).not.toMatch(/\[MW\d\]|↑/u);
  });

  it("reads stored notes that are damaged as none", () => {
    expect(readParseNotes("{not json")).toEqual({});
    expect(readParseNotes(JSON.stringify({ comments: { count: -1, authors: [] } }))).toEqual({});
    expect(storedParseNotes({})).toBeNull();
  });
});
