/**
 * "How many people does Argir have?": a count whose filter names one row by its own name asks that
 * row's figure, never how many rows (1); with several figures and no total, it is left to passages.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const towns = [
  "Town,Population,Postal code,Island",
  "Akrar,28,FO 927,Suduroy",
  "Argir,1907,FO 160,Streymoy",
  "Eidi,669,FO 470,Eysturoy",
].join("\n");
const medals = ["Rank,Nation,Gold,Silver,Bronze,Total", "1,Venezuela,7,4,3,14", "2,Bolivia,2,2,2,6", "3,Chile,2,2,1,5"].join("\n");
const counties = ["County,Area,Population", "Mombasa,212.5,939370", "Kwale,8270.3,649931", "Kilifi,12245.9,1109735"].join("\n");
const songs = ["Title,Artist,Year", "Rain,Ann Lee,2001", "Snow,Ann Lee,2003", "Sun,Bo Rix,2004"].join("\n");

describe("a count of one named row", () => {
  it("answers the row's one number column, said as assumed", async () => {
    const result = await csvAnswer(towns, "How many people does Argir have?");
    expect([result.number, result.plan.assumptions.length > 0]).toEqual([1907, true]);
  });

  it("answers the row's Total when it has several figures", async () => {
    expect((await csvAnswer(medals, "How many medals did Venezuela win?")).number).toBe(14);
  });

  it("answers the figure a verb of the question names ('how many things got fixed at …')", async () => {
    const cafes = [
      "Venue,Volunteers,Items brought,Items fixed",
      "Kendal Town Hall,12,41,30",
      "Penrith Hub,8,25,19",
      "Keswick Rooms,9,33,21",
    ].join("\n");
    expect((await csvAnswer(cafes, "How many things got fixed at Kendal Town Hall?")).number).toBe(30);
  });

  it("is not read when several figures and no total could be meant", async () => {
    await expect(csvAnswer(counties, "How many residents does Kilifi have?")).rejects.toThrow();
  });

  it("still counts rows when the name is a group's ('how many songs by Ann Lee')", async () => {
    expect((await csvAnswer(songs, "How many songs did Ann Lee release?")).number).toBe(2);
  });
});
