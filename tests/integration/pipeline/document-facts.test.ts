/**
 * A document's authors read off its opening when its first passage names none: a book opens with a
 * licence notice before its title page ("Who wrote Free Culture?" was answered with a sentence about
 * Shakespeare). Real stores; the book is a small Markdown file whose sections are its first passages.
 */
import { describe, expect, it } from "vitest";
import { corpusFile, suiteServices } from "../../helpers/services";

const book = [
  "# Licence",
  "",
  "This electronic edition is licensed under a Creative Commons licence. This licence permits non-commercial use of this work, so long as attribution is given. For more information about the licence, visit the publisher's website.",
  "",
  "# The Quiet Harbour",
  "",
  "The Quiet Harbour",
  "A history of the fishing town of Portwenn",
  "Eleanor Marlow",
  "",
  "# Chapter One",
  "",
  "The harbour was built in 1821 by the town's fishermen, who carried the stones from the quarry above the bay. For a century it sheltered the pilchard fleet, and in 1921 the town council extended its western wall.",
].join("\n");

describe("document facts", () => {
  const docent = suiteServices({ prefix: "document-facts-", documents: [{ name: "quiet-harbour.md", text: book }], timeoutMs: 120_000 });

  it("names the author from the title page that follows a licence notice, citing it", async () => {
    const { response } = await docent.ask("Who wrote The Quiet Harbour?");
    expect(response.intent).toBe("summary");
    expect(response.answer).toContain("Eleanor Marlow");
    expect(response.citations[0]?.snippet ?? "").toContain("Eleanor Marlow");
  });
});

describe("a file's tables, read off its typed tables", () => {
  const docent = suiteServices({ prefix: "document-tables-", documents: [{ path: corpusFile("docx/tables.docx") }], timeoutMs: 120_000 });

  it("lists the tables of the file the question names, with their rows and columns", async () => {
    const tables = await docent.services.tables.listTablesOf(docent.documents[0]!.id);
    expect(tables.length).toBeGreaterThan(0);
    const { response } = await docent.ask("What tables does tables.docx have?");
    expect(response.intent).toBe("summary");
    expect(response.answer).toContain(`has ${tables.length} table`);
    for (const table of tables) expect(response.answer).toContain(`\n- ${table.name}: ${table.row_count} row`);
  });
});
