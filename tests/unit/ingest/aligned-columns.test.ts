/**
 * Tables drawn without rules in a PDF, found by where their cells stand (ingest/tables/aligned-columns.ts):
 * typed like ruled tables, so rankings and sums over them are computed, and their lines written as
 * rows whose cells are the table's, not the words' guess. PDFs written here with pdfkit and corpus
 * PDFs, read by the real PDF parser.
 */
import { describe, expect, it } from "vitest";
import PDFDocument from "pdfkit";
import { alignedTables } from "../../../server/ingest/tables/aligned-columns";
import { parsePdf } from "../../../server/ingest/parsers/pdf";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { corpusFile } from "../../helpers/services";
import { readFile } from "node:fs/promises";

const limits = limitsFrom(loadConfig({}));

/** A report page: prose, a table of programmes whose cells hold several words, a form, and a second table. */
function reportPdf(): Promise<Uint8Array> {
  const document = new PDFDocument({ size: "A4", margin: 60 });
  const parts: Buffer[] = [];
  document.on("data", (part: Buffer) => parts.push(part));
  document.font("Helvetica").fontSize(10);
  document.text("The station broadcasts on 97.4 FM. It began in 2009 and is run by volunteers.", 60, 60);
  document.moveDown(1);
  const table = (rows: string[][], xs: number[]) => {
    for (const row of rows) {
      const y = document.y;
      row.forEach((cell, column) => document.text(cell, xs[column]!, y, { lineBreak: false }));
      document.moveDown(0.6);
    }
    document.moveDown(1);
  };
  table(
    [
      ["Programme", "Presenter", "Day", "Hours a week", "Started"],
      ["Morning Tide", "Gwen Adeyemi", "Weekdays", "15", "2011"],
      ["Folk Roots", "Alasdair Finch", "Sunday", "3", "2009"],
      ["Night Shift", "Tomasz Wrona", "Friday", "5", "2021"],
    ],
    [60, 170, 290, 370, 460],
  );
  document.text("Full name: Megan Tranter", 60);
  document.text("Role wanted: Trainee presenter", 60);
  document.moveDown(1);
  table(
    [
      ["Boat", "Type", "Km rowed"],
      ["Kessock Flyer", "Coxed four", "4,870"],
      ["Old Tom", "Coxless four", "3,410"],
    ],
    [60, 200, 330],
  );
  document.end();
  return new Promise((resolve) => document.on("end", () => resolve(new Uint8Array(Buffer.concat(parts)))));
}

async function parse(bytes: Uint8Array, filename: string) {
  const outcome = await parsePdf({ bytes, filename, type: "pdf", limits, reportProgress: () => undefined });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  return outcome.document;
}

describe("tables drawn without rules in a PDF, by where their cells stand", () => {
  it("become typed tables, several on a page, and their lines rows with the cells as set", async () => {
    const document = await parse(await reportPdf(), "review.pdf");
    const tables = document.tables ?? [];
    expect(tables.map((table) => table.name)).toEqual(["Table 1, page 1", "Table 2, page 1"]);
    expect(tables[0]!.columns.map((column) => `${column.name}:${column.type}`)).toEqual([
      "Programme:text",
      "Presenter:text",
      "Day:text",
      "Hours a week:integer",
      "Started:integer",
    ]);
    expect(tables[0]!.rows.map((row) => row.values)).toContainEqual(["Folk Roots", "Alasdair Finch", "Sunday", 3, 2009]);
    expect(tables[1]!.rows.map((row) => row.values[1])).toEqual(["Coxed four", "Coxless four"]);
    const text = document.sections.map((section) => section.text).join("\n");
    expect(text).toContain("Programme: Night Shift; Presenter: Tomasz Wrona; Day: Friday; Hours a week: 5; Started: 2021");
    expect(text).toContain("Boat: Kessock Flyer; Type: Coxed four; Km rowed: 4,870");
    // The form's lines and the prose stay as they are.
    expect(text).toContain("Full name: Megan Tranter");
    expect(text).toContain("The station broadcasts on 97.4 FM.");
  });

  it("finds the corpus's tables set without rules and keeps a ruled one once", async () => {
    const countries = await parse(new Uint8Array(await readFile(corpusFile("pdf/multicolumn.pdf"))), "multicolumn.pdf");
    expect(countries.tables?.map((table) => table.name)).toEqual(["Table 1, page 3"]);
    const table = countries.tables![0]!;
    expect(table.columns.map((column) => column.name)).toContain("Capital");
    expect(table.rows.find((row) => row.values[0] === "Finland")?.values).toContain("Helsinki");
    const inventory = await parse(new Uint8Array(await readFile(corpusFile("pdf/SPARSE-2024-INV-1234_borderless_table.pdf"))), "inv.pdf");
    // Page 1's reconciliation table is sparse (each row fills the cells that differ): typed with its empty cells.
    expect(inventory.tables?.map((found) => found.name)).toEqual(["Table 1, page 1", "Table 2, page 2"]);
    const reconciliation = inventory.tables![0]!;
    expect(reconciliation.columns.map((column) => `${column.name}:${column.type}`)).toEqual([
      "Product Code:text",
      "Location:text",
      "Expected:integer",
      "Actual:integer",
      "Variance:integer",
      "Status:text",
    ]);
    expect(reconciliation.rows.map((row) => row.values)).toContainEqual(["SKU-4563", "D-22", null, 156, null, "CRITICAL"]);
    expect(inventory.sections.map((section) => section.text).join("\n")).toContain(
      "Product Code: SKU-9201; Expected: 780; Actual: 778; Status: OK",
    );
    // A header set over two lines ("Corrosion" over "rate (mm/year)") names its columns whole.
    const corrosion = await parse(new Uint8Array(await readFile(corpusFile("pdf/embedded-images-tables.pdf"))), "tables.pdf");
    const rates = corrosion.tables?.[0];
    expect(rates?.columns.map((column) => `${column.name}:${column.type}`)).toContain("Corrosion rate (mm/year):real");
    expect(rates?.rows).toHaveLength(6);
    const prose = await parse(new Uint8Array(await readFile(corpusFile("pdf/fr_olap.pdf"))), "fr_olap.pdf");
    expect(prose.tables ?? []).toEqual([]);
  }, 60_000);

  it("leaves two columns of prose, a label-and-value form and a lone aligned line", () => {
    const run = (text: string, x: number, y: number) => ({ text, x, y, width: text.length * 5, size: 10 });
    const columns = [0, 1, 2, 3].flatMap((line) => [
      run(`the left column of a paper goes on ${String(line)}`, 60, 700 - line * 12),
      run(`while the right column says more ${String(line)}`, 320, 700 - line * 12),
    ]);
    expect(alignedTables(columns)).toEqual([]);
    const form = ["Full name:", "Date of birth:", "Email:"].flatMap((label, line) => [
      run(label, 60, 600 - line * 12),
      run("x", 200, 600 - line * 12),
    ]);
    expect(alignedTables(form)).toEqual([]);
    const lone = [run("Item", 60, 500), run("Qty", 200, 500), run("Fan belt", 60, 488), run("2", 200, 488)];
    expect(alignedTables(lone)).toEqual([]);
    // Sparse rows are a table only under four or more names, each name over two rows or more.
    const line = (y: number, cells: [string, number][]) => cells.map(([text, x]) => run(text, x, y));
    const narrow = [
      ...line(400, [
        ["Item", 60],
        ["Qty", 200],
        ["Cost", 300],
      ]),
      ...line(388, [
        ["Fan belt", 60],
        ["2", 200],
      ]),
      ...line(376, [
        ["8", 200],
        ["12.50", 300],
      ]),
      ...line(364, [
        ["Hose", 60],
        ["4.00", 300],
      ]),
    ];
    expect(alignedTables(narrow)).toEqual([]);
    const lonely = [
      ...line(300, [
        ["Item", 60],
        ["Qty", 200],
        ["Cost", 300],
        ["Note", 400],
      ]),
      ...line(288, [
        ["Fan belt", 60],
        ["2", 200],
      ]),
      ...line(276, [
        ["Hose", 60],
        ["12.50", 300],
      ]),
      ...line(264, [
        ["Clamp", 60],
        ["3", 200],
      ]),
      ...line(252, [
        ["Valve", 60],
        ["urgent", 400],
      ]),
    ];
    expect(alignedTables(lonely)).toEqual([]);
  });
});
