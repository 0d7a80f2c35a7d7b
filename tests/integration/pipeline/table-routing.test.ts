/**
 * A spreadsheet in the library does not take questions about prose or a form because one of its
 * columns shares a word with them (docs/architecture.md, "Answerers"): a table reading that left
 * words unread answers only a question about the table's rows, else the passage that fits the
 * question better does. Over the round-9 files (a borrowing policy, a report with a booking form,
 * a monthly sessions CSV whose columns are Visitors, Items seen and Repaired), through the real stores.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { suiteServices } from "../../helpers/services";
import { repoRoot } from "../../helpers/docent-server";

const madeFile = (name: string) => path.join(repoRoot, "scripts/eval-real/files/round9", name);

const docent = suiteServices({
  prefix: "pipeline-table-routing-",
  documents: [
    { path: madeFile("tool-library-borrowing-policy.docx") },
    { path: madeFile("repair-cafe-annual-report-2025.pdf") },
    { path: madeFile("repair-sessions-2025.csv") },
  ],
  timeoutMs: 600_000,
});

const cited = (response: { citations: { filename: string; page: number | null }[] }) =>
  response.citations.map((citation) => `${citation.filename}${citation.page ? ` p${String(citation.page)}` : ""}`);

describe("a table reading against the passages", () => {
  it("leaves a form's question to the form, though a column is called Visitors", async () => {
    const { response } = await docent.ask("How many visitors is the PTA expecting?");
    expect(response.answer).toContain("60");
    expect(cited(response)).toContain("repair-cafe-annual-report-2025.pdf p2");
    expect(response.table_query).toBeUndefined();
  });

  it("keeps a follow-up's subject the table does not hold ('those' of the Textiles station)", async () => {
    const first = await docent.ask("How many items did the Textiles station see?");
    const { response } = await docent.ask("And how many of those got repaired?", { conversationId: first.response.conversation_id });
    expect(response.answer).toContain("162");
    expect(cited(response)).toContain("repair-cafe-annual-report-2025.pdf p1");
  });

  it("still answers from the table a question about its rows", async () => {
    const { response } = await docent.ask("Which month had the most visitors at the repair café sessions?");
    expect(response.answer).toContain("May");
    expect(cited(response)).toContain("repair-sessions-2025.csv");
  });
});
