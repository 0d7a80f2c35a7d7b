/**
 * Blank cells asked for, negated outcomes and numbers, and sheets told apart by a date or by their
 * values (docs/architecture.md, "Tables"): "no finish time", "not in a club", "did not finish",
 * "did not end in a home win", "other than 100", a day that only one season's sheet holds, and a
 * summary sheet saved without its formula values beside the one with them.
 */
import { describe, expect, it } from "vitest";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { loadTable, type LoadedTable } from "../../../server/retrieval/tables/loaded-table";
import { answerOver, csvAnswer, csvTables } from "../../helpers/csv-tables";
import { writeTableAnswer } from "../../../server/pipeline/answerers/table";

const race = [
  "Bib,Runner,Club,Finish time,Lot",
  "101,Ana Diaz,Harriers,41:23,100",
  "102,Ben Ode,Unattached,38:05,100",
  "103,Cai Lin,Harriers,n/a,50",
  "104,Dee Roy,,44:50,100",
  "105,Eli Fox,Rovers,n/a,100",
].join("\n");

const matches = [
  "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR",
  "2023-08-11,Burnley,Man City,0,3,A",
  "2023-08-12,Arsenal,Forest,2,1,H",
  "2023-08-12,Everton,Fulham,0,1,A",
  "2023-08-13,Chelsea,Liverpool,1,1,D",
].join("\n");

/** A CSV loaded as a sheet of a workbook, named as the sheet. */
async function sheet(name: string, csv: string): Promise<LoadedTable> {
  const [table] = await csvTables(`${name}.csv`, csv);
  return loadTable({ ...table!.record, name, sheet: name, filename: "season.xlsx" }, table!.rows);
}

describe("blank cells asked for", () => {
  it("counts and lists the rows whose named column is empty, an 'n/a' or a mark of none", async () => {
    const none = await csvAnswer(race, "How many runners have no finish time?");
    expect([none.number, none.plan.assumptions]).toEqual([2, []]);
    expect((await csvAnswer(race, "How many runners are not in a club?")).number).toBe(2);
    expect((await csvAnswer(race, "How many runners did not finish?")).number).toBe(2);
    expect((await csvAnswer(race, "Which runners have no finish time?")).values).toEqual(["Cai Lin", "Eli Fox"]);
    expect((await csvAnswer(race, "How many runners have a finish time?")).number).toBe(3);
    expect(planSql(none.plan)).toContain('"Finish time" IS NULL');
  });

  it("leaves a column with a value said after it alone ('a lot of 100')", async () => {
    expect((await csvAnswer(race, "How many runners have a lot of 100?")).number).toBe(4);
  });
});

describe("negated outcomes and numbers", () => {
  it("reads 'did not end in a home win' as every other result", async () => {
    const result = await csvAnswer(matches, "How many matches did not end in a home win?");
    expect([result.number, result.plan.assumptions]).toEqual([3, []]);
  });

  it("reads a flag after 'don't have a' / 'without a' as its crosses", async () => {
    const cafes = ["Branch,Café", "Central,✓", "Eastgate,x", "Quay,✓", "Hillside,x", "Docks,x"].join("\n");
    const without = await csvAnswer(cafes, "Which branches don't have a café?");
    expect([without.values, without.plan.assumptions]).toEqual([["Eastgate", "Hillside", "Docks"], []]);
    expect((await csvAnswer(cafes, "List the branches without a café")).values).toEqual(["Eastgate", "Hillside", "Docks"]);
  });

  it("reads 'other than 100' as a number not equal to it", async () => {
    expect((await csvAnswer(race, "How many runners have a lot other than 100?")).number).toBe(1);
  });
});

describe("sheets told apart", () => {
  it("takes a year inside a full date as the day, and the sheet that holds that day", async () => {
    const early = await sheet("2022-23", matches.replace(/2023-08/gu, "2022-12"));
    const late = await sheet("2023-24", matches);
    const result = answerOver([early, late], "How many games were played on 12 August 2023?");
    expect([result.plan.table.record.name, result.number]).toEqual(["2023-24", 2]);
    expect(answerOver([early, late], "How many games were played on 12 December 2022?").plan.table.record.name).toBe("2022-23");
  });

  it("reads a summary sheet of measures by season from the copy that holds values", async () => {
    const empty = await sheet("Summary", ["Measure,2022-23,2023-24", "Goals,,", "Yellow cards,,"].join("\n"));
    const values = await sheet("Summary (values)", ["Measure,2022-23,2023-24", "Goals,1084,1246", "Yellow cards,1401,1586"].join("\n"));
    const result = answerOver([empty, values], "According to the summary, how many yellow cards were shown in 2023-24?");
    expect([result.plan.table.record.name, result.number, result.plan.assumptions]).toEqual(["Summary (values)", 1586, []]);
  });
});

describe("marks of none in groups", () => {
  it("never names a mark of none as the group with the most rows ('NA' in a column of city names)", async () => {
    const airports = [
      "iata,name,city,state",
      "CLD,Palomar,NA,NA",
      "HHH,Hilton Head,NA,NA",
      "MIB,Minot AFB,NA,NA",
      "ORD,O'Hare,Chicago,IL",
      "MDW,Midway,Chicago,IL",
      "AUS,Austin-Bergstrom,Austin,TX",
      "DAL,Love Field,Dallas,TX",
    ].join("\n");
    const most = await csvAnswer(airports, "Which city has the most airports?", { filename: "airports.csv" });
    expect(most.values).toEqual(["Chicago"]);
    expect(most.how).toContain('3 rows with "NA" left out');
    expect(writeTableAnswer(most.plan).answer).toContain('(rows counted per city (3 groups, 3 rows with "NA" left out))');
    const continents = ["country,continent", "Canada,NA", "Mexico,NA", "Cuba,NA", "France,EU", "Spain,EU"].join("\n");
    expect((await csvAnswer(continents, "Which continent has the most countries?")).values).toEqual(["NA"]);
  });
});
