/**
 * Two things compared, however the comparison is said (server/retrieval/tables/comparison-cue.ts): a
 * comparative with "than" after "how many <unit>" or "by how much" is their difference, "how many times
 * <comparative>" their ratio, "A or B - which one …" the one with more. A place said in lower case is the
 * one of the column of places, not a code of another column that writes it too. Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const walks = [
  "Walk,Area,Leader,Length,Climb,Best time,Timed",
  "Ridge Loop,Peaks,Ann,12.5 km,640 m,1:05,yes",
  "Lake Path,Lakes,Bo,6 km,80 m,0:32,yes",
  "Fell Run,Peaks,Ann,21 km,1100 m,2:10,no",
  "Mill Trail,Valleys,Cy,9 km,150 m,0:48,yes",
  "High Moor,Peaks,Bo,18 km,900 m,1:40,yes",
].join("\n");

const ask = (question: string) => csvAnswer(walks, question, { filename: "walks.csv" });

describe("two walks compared", () => {
  it.each([
    ["how many km longer is the fell run than the lake path", 15],
    ["by how much is the climb of high moor bigger than mill trail's", 750],
    ["how many metres higher does the ridge loop climb than the lake path", 560],
  ])("takes the difference: %s", async (question, expected) => {
    expect((await ask(question)).number).toBe(expected);
  });

  it("takes the ratio for 'how many times …': how many times longer is fell run than lake path", async () => {
    expect((await ask("how many times longer is fell run than lake path")).number).toBeCloseTo(3.5, 6);
  });

  it.each([
    ["ridge loop or mill trail - which one has more climb", "Ridge Loop"],
    ["lake path or high moor: which is shorter", "Lake Path"],
  ])("names the one with more (or less): %s", async (question, expected) => {
    expect((await ask(question)).values).toEqual([expected]);
  });

  it("still counts rows against a yardstick: how many walks are longer than the mill trail", async () => {
    expect((await ask("how many walks are longer than the mill trail")).plan?.operation).not.toBe("difference");
  });
});

describe("a place said in lower case", () => {
  const airports = [
    "iata,name,city,state",
    "GEO,Georgetown Field,Georgetown,TX",
    "ATL,Hartsfield,Atlanta,GA",
    "SAV,Savannah Intl,Savannah,GA",
    "BHM,Birmingham Intl,Birmingham,AL",
    "AUS,Austin Bergstrom,Austin,TX",
  ].join("\n");
  it("is the state of the state column, not a country's code among the airport codes", async () => {
    const result = await csvAnswer(airports, "how many airports are in georgia", { filename: "airports.csv" });
    expect(result.number).toBe(2);
  });
});
