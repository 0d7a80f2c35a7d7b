/**
 * Words of a question the table reading cannot place (docs/architecture.md, "Tables"): a word
 * that is a value of some column becomes a filter ("based in Norway" → Country = Norway); a
 * column named that the chosen table lacks sends the question to a table that has it; a question
 * about something no table holds ("how many watts") is not answered by counting rows.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { suiteServices } from "../../helpers/services";

const companies = [
  ["Company", "Country", "Employees"],
  ["Equinor", "Norway", 21000],
  ["Telenor", "Norway", 16000],
  ["Yara", "Norway", 17000],
  ["Volvo", "Sweden", 95000],
  ["Nokia", "Finland", 86000],
  ["Maersk", "Denmark", 100000],
  ["Ericsson", "Sweden", 100000],
];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-unplaced-"));
const workbookPath = path.join(dir, "measurements.xlsx");
const workbook = XLSX.utils.book_new();
// Only "Readings" has a column named Alpha; "Raw" has ColA.
XLSX.utils.book_append_sheet(
  workbook,
  XLSX.utils.aoa_to_sheet([
    ["ColA", "ColB"],
    [1000, 2],
    [2000, 3],
    [3000, 4],
  ]),
  "Raw",
);
XLSX.utils.book_append_sheet(
  workbook,
  XLSX.utils.aoa_to_sheet([
    ["Sample", "Alpha", "Beta"],
    ["S1", 11, 5],
    ["S2", 12, 6],
    ["S3", 14, 7],
  ]),
  "Readings",
);
fs.writeFileSync(workbookPath, XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }));

const docent = suiteServices({
  prefix: "docent-unplaced-words-",
  documents: [
    { name: "companies.csv", text: companies.map((row) => row.join(",")).join("\n") },
    { path: workbookPath },
    {
      name: "suppliers.csv",
      text: ["Supplier,Location", '"Nordvik AS","Oslo, Norway"', '"Fjellkraft","Bergen, Norway"', '"Svea Metall","Malmo, Sweden"'].join(
        "\n",
      ),
    },
    {
      name: "appliances.csv",
      text: [
        "Appliance,Room,Price",
        "Kettle,Kitchen,35",
        "Toaster,Kitchen,29",
        "Lamp,Bedroom,18",
        "Fan,Office,45",
        "Radio,Kitchen,60",
      ].join("\n"),
    },
  ],
  timeoutMs: 180_000,
});

describe("words of the question the table reading cannot place", () => {
  it("reads a value said with other words as a filter on its column", async () => {
    const { response } = await docent.ask("How many companies are based in Norway?");
    expect(response.answer).toMatch(/\b3\b/u);
    expect(response.answer).toContain("Country = Norway");
    expect(response.answer).toMatch(/^3 of 7 rows/u);
    expect(response.confidence).toBe("high");
  });

  it("never calls a count high when it left a word of the question out, and says which", async () => {
    const { response } = await docent.ask("How many companies in Norway are state owned?");
    expect(response.confidence).not.toBe("high");
    expect(response.answer).toMatch(/"state owned" were not matched/u);
  });

  it("reads a value that is a later part of the cells (Oslo, Norway) as a filter", async () => {
    const { response } = await docent.ask("How many suppliers are located in Norway?");
    expect(response.answer).toMatch(/^2 of 3 rows of suppliers have Location includes Norway/u);
    expect(response.table_query?.sql).toContain(`"Location" LIKE '%, Norway%'`);
  });

  it("sums the column named in the question, on the sheet that has it", async () => {
    const { response } = await docent.ask("What is the sum of the Alpha column?");
    expect(response.answer).toMatch(/\b37\b/u);
    expect(response.answer).not.toMatch(/6,?000/u);
    expect(response.citations[0]).toMatchObject({ sheet: "Readings" });
  });

  it("admits a column named outright that no table has, naming the columns there are", async () => {
    const { response } = await docent.ask("What is the sum of the Omega column in the Readings sheet?");
    expect(response.answer).toContain('has no column for "Omega"');
    expect(response.answer).toContain("Its columns are: Sample, Alpha, Beta");
    expect(response.confidence).toBe("low");
  });

  it("does not count rows for a quantity no table holds", async () => {
    for (const question of [
      "How many watts does the kettle use?",
      "How many kWh does the radio use a year?",
      "How many watts in total?",
      "How many kWh are used per day?",
    ]) {
      const { response } = await docent.ask(question);
      expect(response.table_query).toBeFalsy();
      expect(response.answer).not.toMatch(/has 5 rows|5 rows/u);
      expect(response.confidence).not.toBe("high");
    }
  });
});
