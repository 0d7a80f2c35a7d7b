/**
 * A number written with a minus sign in a question keeps its sign ("west of -120", "below -5"):
 * the words of a question dropped the sign, so the bound was 120 or 5. A hyphen inside a word is no
 * sign ("2023-24", "10-20").
 */
import { describe, expect, it } from "vitest";
import { words } from "../../../server/retrieval/tables/words";
import { csvAnswer } from "../../helpers/csv-tables";

const airports = [
  "iata,name,city,state,latitude,longitude",
  "ANC,Ted Stevens Anchorage International,Anchorage,AK,61.17,-149.99",
  "FAI,Fairbanks International,Fairbanks,AK,64.81,-147.86",
  "EYW,Key West International,Key West,FL,24.56,-81.76",
  "SEA,Seattle-Tacoma International,Seattle,WA,47.45,-122.31",
].join("\n");

const winter = ["day,low", "Mon,-7", "Tue,-2", "Wed,3", "Thu,-11"].join("\n");

describe("negative numbers in a question", () => {
  it("bounds a column by a negative number", async () => {
    expect((await csvAnswer(airports, "How many airports have a longitude below -120?")).number).toBe(3);
    expect((await csvAnswer(winter, "How many days had a low under -5?")).number).toBe(2);
    expect((await csvAnswer(winter, "How many days had a low above -5?")).number).toBe(2);
  });

  it("reads a hyphen inside a word as no sign", () => {
    expect(words("in 2023-24 from 10-20").map((word) => word.negative ?? false)).toEqual([false, false, false, false, false, false]);
    expect(words("below -5 or (−3)").find((word) => word.norm === "5")?.negative).toBe(true);
  });
});
