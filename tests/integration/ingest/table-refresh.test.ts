/**
 * A library whose tables were built by an earlier table builder gets them built again by the running
 * one after the next start-up, in the background (server/ingest/table-refresh.ts), on the real
 * stores: spreadsheets when the sheet extractor changed, PDFs and Word files when the document table
 * builder changed, each without re-reading the other's files; passages are left as they are, and a
 * later start leaves current tables alone.
 */
import { expect, it } from "vitest";
import { documentTablesRevision, tablesRevision } from "../../../server/ingest/tables/extract";
import { addDocuments, corpusFile, startServices } from "../../helpers/services";

it("builds again, after a restart, the tables an earlier extractor built, once", async () => {
  const first = await startServices({ prefix: "table-refresh-" });
  const [workbook] = await addDocuments(first, [{ path: corpusFile("xlsx/2023-half-year-analyses-by-segment.xlsx") }]);
  const built = (await first.tables.listTablesOf(workbook!.id)).map((table) => table.name);
  expect(built).toContain("OS-Rev.and results 30 06 2023 (January–June 2022)");
  const passages = (await first.chunks.chunksOf(workbook!.id)).map((chunk) => chunk.text);
  // As a library read by an earlier extractor would be: other tables, and its revision.
  await first.tables.replaceTables(workbook!.id, []);
  await first.state.set("tables_revision", "1");
  await first.state.set("document_tables_revision", documentTablesRevision);
  const dataDir = first.config.dataDir;
  await first.close();

  const second = await startServices({ dataDir });
  try {
    await expect.poll(async () => (await second.state.get("tables_revision")) ?? "", { timeout: 60_000 }).toBe(tablesRevision);
    expect((await second.tables.listTablesOf(workbook!.id)).map((table) => table.name)).toEqual(built);
    expect((await second.chunks.chunksOf(workbook!.id)).map((chunk) => chunk.text)).toEqual(passages);
    await second.tables.replaceTables(workbook!.id, []);
  } finally {
    await second.close();
  }
  const third = await startServices({ dataDir });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await third.tables.listTablesOf(workbook!.id)).toEqual([]);
  } finally {
    await third.close();
  }
}, 240_000);

it("builds again the tables of PDFs and Word files an earlier document table builder built, and only theirs", async () => {
  const first = await startServices({ prefix: "table-refresh-documents-" });
  const [report, handbook, workbook] = await addDocuments(first, [
    // Tables drawn without rules: a sparse one on page 1 (typed since revision 2) and one on page 2.
    { path: corpusFile("pdf/SPARSE-2024-INV-1234_borderless_table.pdf") },
    { path: corpusFile("docx/markitdown-test.docx") },
    { path: corpusFile("xlsx/stanley-cups-utf-16.csv") },
  ]);
  const names = async (services: typeof first, id: string) => (await services.tables.listTablesOf(id)).map((table) => table.name);
  const reportTables = await names(first, report!.id);
  expect(reportTables).toEqual(["Table 1, page 1", "Table 2, page 2"]);
  const handbookTables = await names(first, handbook!.id);
  expect(handbookTables).toEqual(["Table 1"]);
  const passages = (await first.chunks.chunksOf(report!.id)).map((chunk) => chunk.text);
  // As a library read before PDF tables drawn without rules were typed: none, and no document revision.
  for (const document of [report!, handbook!, workbook!]) await first.tables.replaceTables(document.id, []);
  await first.state.set("tables_revision", tablesRevision);
  await first.state.set("document_tables_revision", "0");
  const dataDir = first.config.dataDir;
  await first.close();

  const second = await startServices({ dataDir });
  try {
    await expect
      .poll(async () => (await second.state.get("document_tables_revision")) ?? "", { timeout: 60_000 })
      .toBe(documentTablesRevision);
    expect(await names(second, report!.id)).toEqual(reportTables);
    expect(await names(second, handbook!.id)).toEqual(handbookTables);
    expect((await second.chunks.chunksOf(report!.id)).map((chunk) => chunk.text)).toEqual(passages);
    // The sheet extractor did not change: the CSV was not read again.
    expect(await names(second, workbook!.id)).toEqual([]);
  } finally {
    await second.close();
  }
}, 240_000);
