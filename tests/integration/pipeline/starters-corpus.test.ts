/**
 * Starter questions on real corpus files (docs/architecture.md#suggestions), on the real stores:
 * the chips made from documents come from what each is about (its summary made at ingestion and
 * its title), never a number as a topic ("What is the beta of 89?"), a passing phrase ("What is the
 * best case?") or the document's own title ("… say about Riverside Community Garden Handbook?"),
 * and each is checked the way it is then answered, so a good one ("What is AutoGen?", which scores
 * below the medium similarity yet is answered) is kept and every chip, asked, gets a real answer.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { starterQuestions } from "../../../server/pipeline/starter-questions";
import { isAdmission } from "../../../server/prompts/reasoner";
import { corpusFile, suiteServices } from "../../helpers/services";

const files = path.resolve(import.meta.dirname, "../../../scripts/eval-real/files");
const general = ["What are these documents about?", "Summarise the main points."];

describe("starter questions over real files", () => {
  const docent = suiteServices({
    prefix: "pipeline-starters-",
    documents: [
      { path: corpusFile("pdf/tracemonkey.pdf") },
      { path: corpusFile("docx/markitdown-test.docx") },
      { path: corpusFile("xlsx/markitdown-test.xlsx") },
      { name: "garden-handbook.md", text: fs.readFileSync(path.join(files, "garden-handbook.md"), "utf8") },
    ],
    timeoutMs: 300_000,
  });

  const starters = (documentIds?: string[]) => {
    const { documents, chunks, summaries, search } = docent.services;
    return starterQuestions(
      { ...(documentIds ? { documentIds } : {}) },
      {
        documents,
        chunksOf: (docId) => chunks.chunksOf(docId),
        summaryOf: (docId) => summaries.getSummary(docId),
        search,
        signal: new AbortController().signal,
      },
    );
  };

  it("makes chips from what the documents are about, each answered when asked", async () => {
    const chips = await starters();
    expect(chips.slice(0, 2)).toEqual(general);
    expect(chips).toContain("What is AutoGen?");
    for (const chip of chips) {
      expect(chip).not.toMatch(/\bof \d|best case|say about Riverside Community Garden Handbook/i);
      const { response } = await docent.ask(chip);
      expect(isAdmission(response.answer), `${chip} → ${response.answer}`).toBe(false);
    }
  }, 120_000);

  it("never asks a document about its own title, and keeps to the selection", async () => {
    const garden = docent.documents.find((document) => document.filename === "garden-handbook.md")!.id;
    const chips = await starters([garden]);
    expect(chips.length).toBeGreaterThan(2);
    for (const chip of chips.slice(2)) {
      expect(chip).not.toMatch(/Riverside Community Garden Handbook|AutoGen|trace/i);
      const { response } = await docent.ask(chip, { documentIds: [garden] });
      expect(isAdmission(response.answer), `${chip} → ${response.answer}`).toBe(false);
    }
  }, 120_000);
});
