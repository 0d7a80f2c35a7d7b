import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { parseDocx } from "../../../server/ingest/parsers/docx";
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
