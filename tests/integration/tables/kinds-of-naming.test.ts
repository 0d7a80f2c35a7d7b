/**
 * Ways a question names what it asks that the interpreter reads by kind (docs/architecture.md,
 * "Tables"), through the real pipeline over small files of our own: a header named by one word of
 * several ("speed" of "Speed IAS in knots"), a measure named by the table's subject ("Brazil's GDP"
 * over gdp.csv's Value), a superlative over a money adjective ("most expensive" ranks the total
 * cost), verbs for roles ("left from" → the departure column, by the key line), the last row where
 * dates tie, "in this sheet" as a count of rows, a full date as a condition, a sheet's name word
 * that is a column of the sheet holding the person asked about, the next date after a date, and
 * suggestions after a table answer that are questions about the table's own columns. Expected
 * figures are computed here from the rows written.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { suiteServices } from "../../helpers/services";

const strikes: [string, number, number, number, string][] = [
  ["KC-10A", 0, 0, 120, "1995-03-02"],
  ["KC-10A", 150, 0, 140, "1996-07-11"],
  ["B-52G", 2000, 48000, 160, "1997-01-20"],
  ["KC-10A", 0, 300, 180, "1998-05-05"],
  ["C-21A", 900, 0, 110, "1999-09-30"],
];
const strikeCsv = [
  "Aircraft,Cost Other,Cost Repair,Cost Total,Speed IAS in knots,Flight Date",
  ...strikes.map(([model, other, repair, speed, date]) => [model, other, repair, other + repair, speed, date].join(",")),
].join("\n");

const gdp: [string, number, number][] = [
  ["Brazil", 2014, 2456],
  ["Brazil", 2015, 1802],
  ["Brazil", 2016, 1796],
  ["Canada", 2014, 1805],
  ["Canada", 2015, 1556],
  ["Canada", 2016, 1528],
];
const gdpCsv = [
  "Country Name,Country Code,Year,Value",
  ...gdp.map(([country, year, value]) => `${country},${country.slice(0, 3).toUpperCase()},${String(year)},${String(value)}`),
].join("\n");

// date, vessel, departure, arrival: the last day has two crossings.
const crossings: [string, string, string, string][] = [
  ["2025-07-01", "Spirit of Kent", "Dover", "Calais"],
  ["2025-07-01", "Pride of Canterbury", "Calais", "Dover"],
  ["2025-07-02", "Cote des Flandres", "Dover", "Dunkirk"],
  ["2025-07-03", "Spirit of Kent", "Calais", "Dover"],
  ["2025-07-03", "Norman Voyager", "Dover", "Calais"],
  ["2025-07-04", "Cote des Flandres", "Dunkirk", "Dover"],
  ["2025-07-04", "Pride of Canterbury", "Dover", "Calais"],
];
const ferryCsv = [
  "Channel crossings in the first week of July 2025",
  "Key: DEP = departure port; ARR = arrival port",
  "",
  "Date,Vessel,DEP,ARR",
  ...crossings.map((row) => row.join(",")),
].join("\n");

// A French register: "mileage" and "maintenance cost" name Kilométrage and Coût entretien.
const fleet: [string, number, number][] = [
  ["AB-123-CD", 48210, 1210.5],
  ["EF-456-GH", 91840, 2315.8],
  ["JK-789-LM", 15320, 480],
];
const fleetCsv = [
  "Immatriculation,Kilométrage,Coût entretien",
  ...fleet.map(([plate, km, cost]) => `${plate},${String(km)},${String(cost)}`),
].join("\n");

// "Chicago/Schaumburg" is another place joined to Chicago; stays kept as h:mm under "Avg stay".
const places = [
  "iata,name,city,Avg stay (h:mm)",
  "MDW,Chicago Midway,Chicago,1:50",
  "06C,Schaumburg,Chicago/Schaumburg,4:10",
  "ORD,Chicago O'Hare International,Chicago,2:45",
  "ARR,Aurora Municipal,Chicago/Aurora,0:40",
].join("\n");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-table-naming-"));
const members = path.join(dir, "members.xlsx");
const book = XLSX.utils.book_new();
const people = [
  ["Name", "Plan", "Visits"],
  ["Priya Shah", "Premium", 142],
  ["Mei Lin", "Standard", 40],
  ["Tom Becker", "Off-peak", 61],
];
XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(people), "Members");
XLSX.utils.book_append_sheet(
  book,
  XLSX.utils.aoa_to_sheet([
    ["Plan", "Hours"],
    ["Premium", "Any time"],
    ["Standard", "Any time"],
    ["Off-peak", "Before 4 pm"],
  ]),
  "Plans",
);
fs.writeFileSync(members, XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);

const docent = suiteServices({
  prefix: "docent-table-naming-",
  documents: [
    { name: "strikes.csv", text: strikeCsv },
    { name: "gdp.csv", text: gdpCsv },
    { name: "ferry-log.csv", text: ferryCsv },
    { path: members },
    { name: "flotte.csv", text: fleetCsv },
    { name: "places.csv", text: places },
  ],
  timeoutMs: 240_000,
});

async function ask(question: string, document: number) {
  const { response } = await docent.ask(question, { documentIds: [docent.documents[document]!.id] });
  return response;
}

describe("a column named by part of its header or by the table's subject", () => {
  it("reads one word of a header whose other words are a code and a unit ('speed' of 'Speed IAS in knots')", async () => {
    const fastest = Math.max(...strikes.map((row) => row[3]));
    const { answer } = await ask("What is the highest speed recorded?", 0);
    expect(answer).toContain("Speed IAS in knots");
    expect(answer).toContain(String(fastest));
  });

  it("reads the table's subject as its one measure ('Brazil's GDP' over gdp.csv is Value, not Year)", async () => {
    const brazil = gdp.filter((row) => row[0] === "Brazil");
    const best = brazil.reduce((left, right) => (right[2] > left[2] ? right : left));
    expect((await ask("In which year was Brazil's GDP highest?", 1)).answer).toMatch(new RegExp(`^${String(best[1])}\\b`, "u"));
    const canada = gdp.filter((row) => row[0] === "Canada");
    const average = canada.reduce((sum, row) => sum + row[2], 0) / canada.length;
    const { answer } = await ask("What was Canada's average GDP?", 1);
    expect(answer).toContain(`The average Value is ${average.toLocaleString("en-US", { maximumFractionDigits: 2 })}`);
  });

  it("ranks a cost for 'the most expensive', the total among look-alike cost columns, not rows per group", async () => {
    const dearest = strikes.reduce((left, right) => (right[1] + right[2] > left[1] + left[2] ? right : left))[0];
    const { answer } = await ask("Which aircraft had the most expensive strike?", 0);
    expect(answer).toMatch(new RegExp(`^${dearest}\\b`, "u"));
    expect(answer).toContain("Cost Total");
    expect(answer).not.toMatch(/rows counted per/u);
  });
});

describe("roles, order and dates in a log", () => {
  it("reads 'left from' as the departure column and 'arrived at' as the arrival column, by the key line", async () => {
    const left = crossings.filter((row) => row[2] === "Dover").length;
    const arrived = crossings.filter((row) => row[3] === "Dover").length;
    expect((await ask("How many crossings left from Dover?", 2)).answer).toMatch(
      new RegExp(`^${String(left)} of 7 rows.*DEP = Dover`, "u"),
    );
    expect((await ask("How many crossings arrived at Dover?", 2)).answer).toMatch(
      new RegExp(`^${String(arrived)} of 7 rows.*ARR = Dover`, "u"),
    );
  });

  it("takes the row listed last where the last date is shared, and says so", async () => {
    const response = await ask("Which vessel made the last crossing in the log?", 2);
    expect(response.answer).toMatch(new RegExp(`^${crossings.at(-1)![1]}\\b`, "u"));
    expect(response.answer).not.toContain(crossings.at(-2)![1]);
    expect(response.answer).toContain("the one listed last was taken");
  });

  it("reads a full ISO date as a condition on the date column", async () => {
    const { answer } = await ask("List the vessels that sailed on 2025-07-03", 2);
    const sailed = new Set(crossings.filter((row) => row[0] === "2025-07-03").map((row) => row[1]));
    for (const vessel of sailed) expect(answer).toContain(vessel);
    for (const [, vessel] of crossings) if (!sailed.has(vessel)) expect(answer).not.toContain(vessel);
    expect(answer).toContain("Date = 2025-07-03");
  });

  it("answers 'the next date after' a date with the earliest date after it", async () => {
    const next = crossings.map((row) => row[0]).find((date) => date > "2025-07-02");
    expect((await ask("What is the next date after 2025-07-02?", 2)).answer).toContain(next!);
  });

  it("counts the rows when the question says 'in this sheet' and names nothing else", async () => {
    expect((await ask("How many strikes are recorded in this sheet?", 0)).answer).toMatch(
      new RegExp(`\\b${String(strikes.length)} rows\\b`, "u"),
    );
  });
});

describe("headers in French", () => {
  it("reads an English word for a French header ('mileage' → Kilométrage, 'maintenance cost' → Coût entretien)", async () => {
    const furthest = fleet.reduce((left, right) => (right[1] > left[1] ? right : left))[0];
    expect((await ask("Which vehicle has the highest mileage?", 4)).answer).toMatch(new RegExp(`^${furthest}\\b.*Kilométrage`, "u"));
    const total = fleet.reduce((sum, row) => sum + row[2], 0);
    expect((await ask("What is the total maintenance cost?", 4)).answer).toContain(
      `The total Coût entretien is ${total.toLocaleString("en-US")}`,
    );
  });
});

describe("values and superlatives said over a column's own words", () => {
  it("finds 'Chicago' in the cells that say Chicago, not in 'Chicago/Schaumburg' (another place joined to it)", async () => {
    const { answer } = await ask("List the airports in Chicago", 5);
    expect(answer).toContain("Chicago Midway");
    expect(answer).toContain("Chicago O'Hare International");
    expect(answer).not.toMatch(/Schaumburg|Aurora/u);
  });

  it("reads 'the longest average stay' as the largest Avg stay, not as an average", async () => {
    const { answer } = await ask("What is the longest average stay?", 5);
    expect(answer).toContain("4:10");
    expect(answer).not.toMatch(/The average/u);
  });
});

describe("two sheets of one workbook", () => {
  it("keeps the sheet holding the person asked about when a word names the other sheet ('plan' of Plans)", async () => {
    const { answer } = await ask("Which plan is Mei Lin on?", 3);
    expect(answer).toContain("Standard");
    expect(answer).not.toMatch(/Any time/u);
  });
});

describe("suggestions after a table answer", () => {
  it("are three questions the table answers, about its real columns, never 'what does the document say about' a header", async () => {
    const response = await ask("How many crossings left from Dover?", 2);
    expect(response.suggestions).toHaveLength(3);
    for (const suggestion of response.suggestions) {
      expect(suggestion).not.toMatch(/document say about|described in the documents/iu);
      // A code the sheet's key explains is asked by its meaning ("Which departure port appears most often?").
      expect(suggestion).toMatch(/\b(Date|Vessel|DEP|ARR|departure port|arrival port)\b/iu);
    }
  });
});
