/**
 * Two values of an ordered column joined by "to" / "through" / "until" name every row between them
 * ("June to August" is three months, not two: value-ranges.ts); "the quietest" / "the busiest" with
 * no column of traffic ranks by the table's first count, and says so.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const months = [
  "Month,Callouts,People helped,Callout hours",
  "January,9,10,210",
  "February,4,4,61",
  "March,8,9,190",
  "April,11,12,240",
  "May,14,15,301",
  "June,16,18,388",
  "July,19,22,412",
  "August,21,24,417",
].join("\n");

const days = ["Day,Parcels,Volunteers,Donations (£)", "Monday,41,6,120", "Tuesday,35,5,80", "Wednesday,22,4,300", "Thursday,48,7,95"].join(
  "\n",
);

describe("ranges of rows and how busy", () => {
  it("sums every row between two values said with 'to', 'through' or 'until'", async () => {
    const summer = await csvAnswer(months, "How many hours did the team spend on callouts over the summer, June to August?");
    expect(summer.number).toBe(388 + 412 + 417);
    expect(summer.matched).toBe(3);
    expect((await csvAnswer(months, "How many people were helped from March through May?")).number).toBe(9 + 12 + 15);
    expect((await csvAnswer(days, "How many parcels went out Monday until Wednesday?")).number).toBe(41 + 35 + 22);
    // Two values joined by "and" are those two alone.
    expect((await csvAnswer(months, "How many callouts were there in June and August?")).number).toBe(16 + 21);
  });

  it("ranks 'the quietest' and 'the busiest' by the first count when no column says traffic", async () => {
    const quiet = await csvAnswer(months, "What was the quietest month for the rescue team?");
    expect(quiet.values).toEqual(["February"]);
    expect(quiet.plan.assumptions.join(" ")).toContain('"quietest" was read as Callouts');
    expect((await csvAnswer(days, "Which day is the food bank busiest?")).values).toEqual(["Thursday"]);
  });
});
