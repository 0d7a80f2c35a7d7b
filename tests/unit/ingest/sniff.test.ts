import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sniffType } from "../../../server/ingest/sniff";
import { corpusDir } from "../../../scripts/lib/corpus";

const corpus = join(corpusDir, "files");
const corpusFile = (path: string) => readFile(join(corpus, path));

describe("sniffType", () => {
  it.each([
    ["pdf/tracemonkey.pdf", "pdf"],
    ["docx/tables.docx", "docx"],
    ["xlsx/vodafone.xlsx", "xlsx"],
    ["xlsx/tests-example.xls", "xls"],
    ["malicious/issue_594_dos.ods", "ods"],
    ["xlsx/test_mskanji.csv", "csv"],
    ["xlsx/stanley-cups-utf-16.csv", "csv"],
  ])("accepts %s as %s", async (path, type) => {
    const bytes = await corpusFile(path);
    expect(await sniffType(bytes, path.split("/").pop()!)).toEqual({ ok: true, type });
  });

  it("refuses a PDF renamed to .docx", async () => {
    const result = await sniffType(await corpusFile("pdf/tracemonkey.pdf"), "report.docx");
    expect(result).toMatchObject({ ok: false, failure: { category: "unsupported_type" } });
  });

  it("refuses an .xlsx renamed to .docx, and a .docx renamed to .xlsx", async () => {
    expect(await sniffType(await corpusFile("xlsx/vodafone.xlsx"), "a.docx")).toMatchObject({
      ok: false,
      failure: { category: "unsupported_type" },
    });
    expect(await sniffType(await corpusFile("docx/tables.docx"), "a.xlsx")).toMatchObject({
      ok: false,
      failure: { category: "unsupported_type" },
    });
  });

  it("refuses a PDF renamed to .txt or .csv", async () => {
    const bytes = await corpusFile("pdf/empty.pdf");
    expect(await sniffType(bytes, "notes.txt")).toMatchObject({ ok: false, failure: { category: "unsupported_type" } });
    expect(await sniffType(bytes, "data.csv")).toMatchObject({ ok: false, failure: { category: "unsupported_type" } });
  });

  it("refuses binary bytes named .md", async () => {
    const bytes = new Uint8Array([0x23, 0x20, 0x48, 0x00, 0x01, 0x02, 0x03, 0x00]);
    expect(await sniffType(bytes, "readme.md")).toMatchObject({ ok: false, failure: { category: "unsupported_type" } });
  });

  it("accepts plain text and Markdown without magic bytes", async () => {
    const bytes = new TextEncoder().encode("# Title\n\nSome text.");
    expect(await sniffType(bytes, "README.md")).toEqual({ ok: true, type: "md" });
    expect(await sniffType(bytes, "notes.TXT")).toEqual({ ok: true, type: "txt" });
  });

  it("reports an empty ZIP named .docx as not a Word document", async () => {
    const result = await sniffType(await corpusFile("docx/empty-zip-renamed.docx"), "empty-zip-renamed.docx");
    expect(result).toMatchObject({ ok: false, failure: { category: "corrupt" } });
  });

  it("reports an encrypted OOXML container as password-protected, under either name", async () => {
    const bytes = await corpusFile("xlsx/password_protected.xlsx");
    expect(await sniffType(bytes, "password_protected.xlsx")).toMatchObject({ ok: false, failure: { category: "password_protected" } });
    expect(await sniffType(bytes, "secret.docx")).toMatchObject({ ok: false, failure: { category: "password_protected" } });
  });

  it("refuses a legacy .xls under a .xlsx name", async () => {
    const result = await sniffType(await corpusFile("xlsx/tests-example.xls"), "book.xlsx");
    expect(result).toMatchObject({ ok: false, failure: { category: "unsupported_type" } });
  });

  it("refuses text named .xls (SheetJS would read it as a CSV)", async () => {
    expect(await sniffType(await corpusFile("xlsx/too_small.xls"), "too_small.xls")).toMatchObject({
      ok: false,
      failure: { category: "corrupt" },
    });
  });

  it("refuses unsupported extensions and empty files", async () => {
    expect(await sniffType(new Uint8Array([1, 2, 3]), "program.exe")).toMatchObject({
      ok: false,
      failure: { category: "unsupported_type" },
    });
    expect(await sniffType(new Uint8Array(), "empty.txt")).toMatchObject({ ok: false, failure: { category: "empty" } });
  });
});
