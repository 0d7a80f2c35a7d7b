import fs from "node:fs";
import path from "node:path";
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

  it("add nothing to a form whose fields have machine names (the IRS 1040)", async () => {
    const sections = await parse("files/pdf/prefilled_f1040.pdf");
    expect(sections.some((section) => section.text.includes("This form has the field"))).toBe(false);
  });
});
