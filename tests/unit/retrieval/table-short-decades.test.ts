/**
 * A decade said short (server/retrieval/tables/short-decades.ts): "the 60s", "the '60s", "the sixties", "the
 * noughties" are the decade's ten years, in the century the table's own dates or years fall in ("the 20s" over
 * openings of 2019–2024 is the 2020s, over 1920s dates the 1920s); an age ("in their 30s") is no decade.
 * Tables and wordings written for this test, not taken from an eval set.
 */
import { describe, expect, it } from "vitest";
import { csvTables } from "../../helpers/csv-tables";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { decadesInFull } from "../../../server/retrieval/tables/short-decades";

const bridges = [
  "Bridge,River,Opened,Span (m)",
  "Kelso Arch,Tweed,1964-05-02,120",
  "Mill Ford,Aire,1968-09-14,45",
  "Riverside Link,Tyne,2003-11-20,210",
  "Quay Swing,Tyne,2007-03-08,95",
  "Old Toll,Aire,1926-07-01,60",
  "Harbour Lift,Wear,2019-06-30,80",
].join("\n");
const lighthouses = [
  "Lighthouse,Year lit,Height (m)",
  "North Head,1892,34",
  "Sker Point,1925,21",
  "Black Rock,1928,18",
  "Gull Isle,1951,27",
].join("\n");

async function count(csv: string, question: string) {
  const plan = interpretQuestion(question, await csvTables("t.csv", csv));
  if (!plan) throw new Error(`not read: ${question}`);
  return executePlan(plan).number;
}

describe("a decade said short", () => {
  it.each([
    ["How many bridges opened in the 60s?", bridges, 2],
    ["How many bridges opened in the '60s?", bridges, 2],
    ["how many bridges opened in the sixties", bridges, 2],
    ["How many bridges opened in the noughties?", bridges, 2],
    ["How many bridges opened in the 20s?", bridges, 1],
    ["How many lighthouses were lit in the 20s?", lighthouses, 2],
  ])("%s", async (question, csv, expected) => {
    expect(await count(csv, question)).toBe(expected);
  });

  it("takes the century the table's dates fall in, else the 1900s from the 30s on", async () => {
    const recent = await csvTables("t.csv", ["Hub,Opened", "A,2021-01-04", "B,2023-05-06"].join("\n"));
    expect(decadesInFull("how many opened in the 20s", recent)).toBe("how many opened in the 2020s");
    expect(decadesInFull("how many opened in the 50s", recent)).toBe("how many opened in the 1950s");
    expect(decadesInFull("how many opened in the 10s", recent)).toBe("how many opened in the 2010s");
  });

  it("leaves an age and a group said by its bound as they are", async () => {
    const tables = await csvTables("t.csv", bridges);
    expect(decadesInFull("how many members are in their 30s", tables)).toBe("how many members are in their 30s");
    expect(decadesInFull("how many of the over 60s came", tables)).toBe("how many of the over 60s came");
  });
});
