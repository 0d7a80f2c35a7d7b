/**
 * A library whose spreadsheets' tables were built by an earlier table extractor gets them built
 * again by the running one after the next start-up, in the background (server/ingest/table-refresh.ts),
 * on the real stores; passages are left as they are, and a later start leaves current tables alone.
 */
import { expect, it } from "vitest";
import { tablesRevision } from "../../../server/ingest/tables/extract";
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
