/**
 * "north of latitude 60" is latitude > 60 (south: below; east / west: longitude), and "the
 * three-letter code" is the code column whose cells are three letters or digits (iata, not country).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const airports = [
  "iata,name,city,state,country,latitude,longitude",
  "ANC,Ted Stevens Anchorage International,Anchorage,AK,USA,61.17,-149.99",
  "FAI,Fairbanks International,Fairbanks,AK,USA,64.81,-147.86",
  "EYW,Key West International,Key West,FL,USA,24.56,-81.76",
  "00M,Thigpen,Bay Springs,MS,USA,31.95,-89.23",
  "SEA,Seattle-Tacoma International,Seattle,WA,USA,47.45,-122.31",
].join("\n");

describe("compass sides and letter codes", () => {
  it("counts the airports north of latitude 60 and south of 30", async () => {
    expect((await csvAnswer(airports, "How many airports lie north of latitude 60?")).number).toBe(2);
    expect((await csvAnswer(airports, "How many airports are south of 30?")).number).toBe(1);
  });

  it("answers the three-letter code from the iata column", async () => {
    expect((await csvAnswer(airports, "What's the three-letter code for Key West International?")).values).toEqual(["EYW"]);
  });
});
