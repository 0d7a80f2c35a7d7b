/**
 * Offline readings that word overlap alone got wrong (docs/architecture.md, "Reasoner"), on real
 * files through the real stores (SQLite keyword index, Chroma, the bundled USE-lite embedder): the
 * sentence that names a term a paper mentions on every page, a form's label/value fields, a
 * paraphrase the words miss, and the citation placed inside the full stop.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusFile, suiteServices } from "../../helpers/services";
import { repoRoot } from "../../helpers/docent-server";

const madeFile = (name: string) => path.join(repoRoot, "scripts/eval-real/files", name);

const docent = suiteServices({
  prefix: "pipeline-answer-readings-",
  documents: [
    { path: corpusFile("pdf/tracemonkey.pdf") },
    { path: corpusFile("pdf/SPARSE-2024-INV-1234_borderless_table.pdf") },
    { path: madeFile("round3/library-loans.xlsx") },
  ],
  timeoutMs: 600_000,
});

describe("definitions", () => {
  it("quote the sentence that names the term, not one of the 45 that mention it", async () => {
    const { response } = await docent.ask("What is TraceMonkey?");
    expect(response.intent).toBe("definition");
    expect(response.answer).toContain("We call the resulting tracing VM TraceMonkey [Source 1].");
    expect(response.citations[0]?.filename).toBe("tracemonkey.pdf");
  });
});

describe("form fields", () => {
  it("answer who and when from a report's label/value lines", async () => {
    const { response } = await docent.ask("Who prepared the inventory report, and when?");
    expect(response.answer).toContain("Sarah Martinez");
    expect(response.answer).toContain("2024-11-15");
    expect(response.citations[0]).toMatchObject({ filename: "SPARSE-2024-INV-1234_borderless_table.pdf", page: 1 });
  });
});

describe("paraphrase", () => {
  it("meets 'borrow' with the sheet's 'Loan period' by meaning, labelled low", async () => {
    const { response } = await docent.ask("How long can I borrow a DVD?");
    expect(response.answer).toMatch(/DVD[^.]*7/);
    expect(response.confidence).toBe("low");
    expect(response.citations[0]).toMatchObject({ filename: "library-loans.xlsx", sheet: "Loans" });
  });
});

describe("every answer reads cleanly", () => {
  it("never shows a space before punctuation after a citation", async () => {
    for (const question of ["What is TraceMonkey?", "How long can I borrow a DVD?", "Who prepared the inventory report, and when?"]) {
      const { response } = await docent.ask(question);
      expect(response.answer).not.toMatch(/\]\s+[.,;:!?]/);
    }
  });
});
