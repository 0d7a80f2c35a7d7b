/**
 * Measures said by what they mean (docs/architecture.md, "Tables", domain-words.ts): "booked" is a
 * yellow card, "sent off" a red one, "listens" downloads, "the visiting team" the away side, "the hosts" the home side,
 * "below freezing" a low under 0, revenue, turnover and takings sales; a table whose own column says the
 * everyday word keeps it.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { answerOver, csvAnswer, spreadsheetTables } from "../../helpers/csv-tables";

const season = fs.readFileSync(path.join(corpusDir, "tables/season-2223.csv"), "utf8");

describe("measures said by what they mean", () => {
  it("reads 'booked the most players' as the most yellow cards", async () => {
    const booked = await csvAnswer(season, "Which referee booked the most players?");
    const yellow = await csvAnswer(season, "Which referee gave the most yellow cards?");
    expect(booked.values).toEqual(yellow.values);
    expect(booked.plan.sumOf).toBe(yellow.plan.sumOf);
  });

  it("reads 'was somebody sent off' as a game with a red card", async () => {
    const sentOff = await csvAnswer(season, "In how many games was somebody sent off?");
    const red = await csvAnswer(season, "How many games had a red card?");
    expect(sentOff.number).toBe(red.number);
    expect(sentOff.number).toBeLessThan(380);
  });

  it("reads 'the visiting team' as the away side", async () => {
    const visiting = await csvAnswer(season, "On average, how many corners did the visiting team win per match?");
    const away = await csvAnswer(season, "On average, how many corners did the away team win per match?");
    expect(visiting.number).toBe(away.number);
  });

  it("reads 'the hosts' as the home side", async () => {
    const fixtures = [
      "Date,Home,Away,Home goals,Away goals,Crowd",
      "2026-03-07,Red Lions,Rovers,3,1,210",
      "2026-03-14,Rovers,Tinkers,0,4,1205",
    ].join("\n");
    expect((await csvAnswer(fixtures, "Which hosts had the biggest crowd?")).values).toEqual(["Rovers"]);
  });

  it("keeps a column that says the everyday word itself", async () => {
    const museums = ["Museum,Visitors", "Castle,1200", "Gallery,5400"].join("\n");
    expect((await csvAnswer(museums, "Which museum had the most visitors?")).values).toEqual(["Gallery"]);
  });

  it("reads 'below freezing' as a low temperature under 0", async () => {
    const weather = [
      "location,date,temp_max,temp_min",
      "Oslo,2013-01-01,2.0,-3.5",
      "Oslo,2013-01-02,4.0,0.5",
      "Oslo,2013-01-03,-1.0,-6.0",
    ].join("\n");
    const result = await csvAnswer(weather, "On how many days did Oslo drop below freezing?");
    expect([result.number, result.how]).toEqual([2, "location = Oslo and temp_min < 0"]);
  });

  it("reads 'listens' as downloads where the table counts downloads", async () => {
    const episodes = ["Title,Topic,Downloads", "Mill Girls,History,9800", "Curry Mile,Food,12400", "Docks,History,5100"].join("\n");
    const result = await csvAnswer(episodes, "Which topic gets the most listens?");
    expect([result.values, result.plan.sumOf]).toEqual([["History"], 2]);
  });

  it("reads a season sheet, not a summary of measures, for 'the most yellow cards in 2022-23'", async () => {
    const file = path.join(corpusDir, "tables/premier-league-2022-23-2023-24.xlsx");
    const tables = await spreadsheetTables(path.basename(file), new Uint8Array(fs.readFileSync(file)), "xlsx");
    const result = answerOver(tables, "Which referee gave the most yellow cards in 2022-23?");
    expect(result.plan.table.record.name).toBe("2022-23");
  });

  it("reads revenue, turnover and takings as sales where the table counts sales, and keeps a Revenue column's own word", async () => {
    const file = path.join(corpusDir, "files/xlsx/2023-half-year-analyses-by-segment.xlsx");
    const tables = await spreadsheetTables(path.basename(file), new Uint8Array(fs.readFileSync(file)), "xlsx");
    expect(answerOver(tables, "which segment had the highest revenue?").values).toEqual(["Zone NA"]);
    expect(answerOver(tables, "what was the turnover of PetCare?").values).toEqual(["9373"]);
    const shops = ["Shop,Sales,Revenue", "Leeds,120,900", "York,80,1400"].join("\n");
    expect((await csvAnswer(shops, "Which shop had the highest revenue?")).values).toEqual(["York"]);
    const stalls = ["Stall,Sales", "Fruit,410", "Cakes,650"].join("\n");
    expect((await csvAnswer(stalls, "Which stall had the biggest takings?")).values).toEqual(["Cakes"]);
  });
});
