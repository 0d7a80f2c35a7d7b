import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { parsePdf } from "../../../server/ingest/parsers/pdf";
import { formFieldsSentence } from "../../../server/ingest/pdf-form-fields";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "../pipeline/stage-fixtures";

const limits = limitsFrom(loadConfig({}));

const parse = async (file: string) => {
  const outcome = await parsePdf({
    bytes: new Uint8Array(fs.readFileSync(path.join(corpusDir, file))),
    filename: path.basename(file),
    type: "pdf",
    limits,
    reportProgress: () => undefined,
  });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  return outcome.document.sections;
};

describe("a fillable PDF form's fields", () => {
  it("are named in one sentence on their page, push buttons left out", async () => {
    const sections = await parse("files/pdf/pdflatex-forms.pdf");
    const text = sections.map((section) => section.text).join("\n");
    expect(text).toContain("This form has the fields Name (a text field) and Check (a check box).");
    expect(text).not.toMatch(/Submit \(/u);

    const sources = buildSourceContext(
      [makeChunk(text, { metadata: { doc_id: "f", filename: "pdflatex-forms.pdf", chunk_index: 0, page: 1 } })],
      12_000,
    ).sources;
    const answer = extractAnswer({ question: "What fields are on the pdflatex form?", sources, style: "concise", intent: "list" }).answer;
    expect(answer).toContain("Name");
    expect(answer).toContain("Check");
  });

  it("say a filled-in value, and machine names say nothing", () => {
    const widget = (type: string, value: unknown, page = 0) => [{ page, type, value }];
    expect(formFieldsSentence({ "Full name": widget("text", "Ada Lovelace", 1), Agree: widget("checkbox", "Off", 1) })).toEqual({
      page: 2,
      text: 'This form has the fields Full name (a text field, filled in as "Ada Lovelace") and Agree (a check box).',
    });
    expect(formFieldsSentence({ "topmostSubform[0].Page1[0].f1_01[0]": widget("text", "John") })).toBeNull();
    expect(formFieldsSentence(null)).toBeNull();
  });

  it("say the values filled into machine-named fields under the label printed beside each (the IRS 1040)", async () => {
    const sections = await parse("files/pdf/prefilled_f1040.pdf");
    expect(sections.some((section) => section.text.includes("This form has the field"))).toBe(false);
    const page2 = sections.find((section) => section.page === 2)?.text ?? "";
    // Its two filled values: a text field right of "Firm’s address ▶" and the box between "Check" and "if / self-employed".
    expect(page2).toContain("Firm’s address: foobar.");
    expect(page2).toContain("Check if self-employed: checked.");
    expect(sections.find((section) => section.page === 1)?.text).not.toContain("Filled in on this page");
    // The printed label alone ("Firm’s address ▶ Phone no.") ties with the value's line; the value's comes first.
    const sources = buildSourceContext(
      [makeChunk(page2, { metadata: { doc_id: "f", filename: "prefilled_f1040.pdf", chunk_index: 0, page: 2 } })],
      12_000,
    ).sources;
    const answer = extractAnswer({ question: "What is the firm's address?", sources, style: "concise", intent: "lookup" }).answer;
    expect(answer).toContain("foobar");
  });

  it("answer a question about a filled-in value of a form whose fields have machine names", async () => {
    const bytes = await filledForm();
    const outcome = await parsePdf({
      bytes: new Uint8Array(bytes),
      filename: "allotment.pdf",
      type: "pdf",
      limits,
      reportProgress: () => undefined,
    });
    if (!outcome.ok) throw new Error(outcome.failure.message);
    const text = outcome.document.sections.map((section) => section.text).join("\n");
    expect(text).toContain("Full name: Ada Lovelace.");
    expect(text).toContain("Postcode: EH8 9YL.");
    expect(text).not.toContain("Telephone:"); // left empty
    const sources = buildSourceContext(
      [makeChunk(text, { metadata: { doc_id: "a", filename: "allotment.pdf", chunk_index: 0, page: 1 } })],
      12_000,
    ).sources;
    const answer = extractAnswer({
      question: "What postcode is on the allotment application?",
      sources,
      style: "concise",
      intent: "lookup",
    }).answer;
    expect(answer).toContain("EH8 9YL");
  });
});

/** A one-page form in two columns, labels then boxes, whose fields have machine names as the IRS's do. */
function filledForm(): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 50 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  doc.initForm();
  doc.fontSize(16).text("Allotment application", 50, 50);
  doc.fontSize(11);
  const row = (label: string, y: number, name: string, value: string) => {
    doc.text(label, 50, y + 4, { lineBreak: false });
    doc.formText(name, 200, y, 250, 18, { value });
  };
  row("Full name", 100, "form1[0].p1[0].f1_01[0]", "Ada Lovelace");
  row("Postcode", 130, "form1[0].p1[0].f1_02[0]", "EH8 9YL");
  row("Plot size wanted", 160, "form1[0].p1[0].f1_03[0]", "Half plot");
  row("Telephone", 190, "form1[0].p1[0].f1_04[0]", "");
  doc.end();
  return new Promise((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
}
