/**
 * A duration asked in a unit of its own is computed in that unit (server/retrieval/tables/duration-unit.ts):
 * durations are kept in seconds and written h:mm:ss, so "how many minutes slower", "in minutes", "how many
 * hours … altogether" give minutes or hours, not seconds. Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const rides = [
  "Rider,Club,Distance,Ride time",
  "Ann Lee,Vale,42 km,1:35:20",
  "Bo Chan,Vale,42 km,1:52:50",
  "Cy Hart,Moor,60 km,2:41:00",
  "Di Ross,Moor,60 km,2:20:30",
].join("\n");

const ask = (question: string) => csvAnswer(rides, question, { filename: "rides.csv" });

describe("a duration in the unit asked", () => {
  it.each([
    ["how many minutes slower was Bo Chan than Ann Lee", 17.5],
    ["what was the average ride time at moor, in minutes", 150.75],
    ["how many hours of riding did the moor club do in total", 5.025],
    ["what is the longest ride time in minutes", 161],
  ])("%s", async (question, expected) => {
    expect((await ask(question)).number).toBeCloseTo(expected, 6);
  });

  it("says the unit with the figure", async () => {
    expect((await ask("what was the average ride time at moor, in minutes")).values).toEqual(["150.75 minutes"]);
  });

  it("keeps seconds when no unit is asked: how much longer was Cy Hart's ride time than Di Ross's", async () => {
    expect((await ask("how much longer was Cy Hart's ride time than Di Ross's")).number).toBe(1230);
  });
});
