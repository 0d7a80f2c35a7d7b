import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { parseDocx } from "../../../server/ingest/parsers/docx";
import { parsePdf } from "../../../server/ingest/parsers/pdf";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { corpusDir } from "../../../scripts/lib/corpus";
import { makeChunk } from "./stage-fixtures";

// The shared corpus's Word file with two footnotes ("Ouch[1].[2]"), read as Docent reads it.
const file = path.join(corpusDir, "files/docx/footnotes.docx");

async function footnoteSources() {
  const outcome = await parseDocx({
    bytes: new Uint8Array(fs.readFileSync(file)),
    filename: "footnotes.docx",
    type: "docx",
    limits: limitsFrom(loadConfig({})),
    reportProgress: () => undefined,
  });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  const metadata = { doc_id: "fn", filename: "footnotes.docx", chunk_index: 0, page: null };
  const text = outcome.document.sections.map((section) => (section.heading ? `## ${section.heading}\n\n${section.text}` : section.text));
  return { sections: outcome.document.sections, sources: buildSourceContext([makeChunk(text.join("\n\n"), { metadata })], 12_000).sources };
}

describe("a Word file's footnotes", () => {
  it("are headed as footnotes when read", async () => {
    const { sections } = await footnoteSources();
    expect(sections.some((section) => section.heading === "Footnotes" && section.text.includes("A tachyon walks into a bar."))).toBe(true);
  });

  it("answer 'What does the first / second footnote say?' with that note", async () => {
    const { sources } = await footnoteSources();
    const first = extractAnswer({ question: "What does the first footnote in footnotes.docx say?", sources, style: "concise" });
    expect(first.answer).toMatch(/A tachyon walks into a bar/);
    const second = extractAnswer({ question: "What does the second footnote say?", sources, style: "concise" });
    expect(second.answer).toMatch(/Fin/);
    expect(second.answer).not.toMatch(/tachyon/);
  });
});

// A PDF report whose figure carries a note mark ("bikes¹") and whose note sits at the foot of the
// page in small type, as word processors and pdfkit set them; written here, read by the real parser.
function reportWithFootnote(): Promise<Uint8Array> {
  const document = new PDFDocument({ size: "A4", margin: 60 });
  const parts: Buffer[] = [];
  document.on("data", (part: Buffer) => parts.push(part));
  document.font("Helvetica-Bold").fontSize(18).text("Riverside Tool Share", 60, 60);
  document.font("Helvetica").fontSize(11).moveDown(1);
  document.text("In 2025 we lent 2,480 tools¹, up from 1,900 in 2024. Members paid a yearly fee of £15.", 60);
  document.moveDown(0.5);
  document.text("Our volunteers opened the shed every Saturday morning and two evenings a week.", 60);
  document
    .fontSize(8)
    .text("¹ A loan is counted once per tool per borrower; renewals within a week are not counted again.", 60, 760, { width: 475 });
  document.end();
  return new Promise((resolve) => document.on("end", () => resolve(new Uint8Array(Buffer.concat(parts)))));
}

async function pdfFootnoteSources() {
  const outcome = await parsePdf({
    bytes: await reportWithFootnote(),
    filename: "tool-share-report-2025.pdf",
    type: "pdf",
    limits: limitsFrom(loadConfig({})),
    reportProgress: () => undefined,
  });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  const text = outcome.document.sections.map((section) => section.text).join("\n\n");
  const metadata = { doc_id: "ts", filename: "tool-share-report-2025.pdf", chunk_index: 0, page: 1 };
  return { text, sources: buildSourceContext([makeChunk(text, { metadata })], 12_000).sources };
}

describe("a PDF's footnotes", () => {
  it("are headed as footnotes when the note's mark stands in the page's text", async () => {
    const { text } = await pdfFootnoteSources();
    expect(text).toMatch(/^Footnotes\n1 A loan is counted once per tool per borrower/m);
    // The mark in the running text is dropped (NFKC would glue it to its word: "tools1"); the body is not taken for a note.
    expect(text).toMatch(/^In 2025 we lent 2,480 tools, up from 1,900/m);
  });

  it("answer 'What does the footnote say?' and 'the small print at the bottom of the page'", async () => {
    const { sources } = await pdfFootnoteSources();
    for (const question of [
      "What does the footnote in the tool share report say?",
      "What does the small print at the bottom of the tool share report's first page explain?",
      "What does the note at the foot of page 1 say?",
    ]) {
      const answer = extractAnswer({ question, sources, style: "concise" });
      expect(answer.answer, question).toMatch(/A loan is counted once per tool per borrower/);
    }
  });
});
