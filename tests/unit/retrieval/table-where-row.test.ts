/**
 * "Where did a repair take longest on average?" asks for the row's name (its venue), not the figure:
 * a place asked at the start names the row, as "which" does.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const cafes = [
  "Venue,Town,Average repair,Items fixed",
  "Greenside Library,Kendal,0:52,30",
  "Penrith Hub,Penrith,0:31,19",
  "Keswick Rooms,Keswick,0:40,21",
].join("\n");

describe("where … the most", () => {
  it("names the row with the longest average repair", async () => {
    const result = await csvAnswer(cafes, "Where did a repair take longest on average?");
    expect(result.values).toEqual(["Greenside Library"]);
  });

  it("names the row with the most items fixed", async () => {
    expect((await csvAnswer(cafes, "Where were the most items fixed?")).values).toEqual(["Greenside Library"]);
  });
});

describe("open the longest", () => {
  const museums = ["Museum,Opened", "Tram Depot,2019-05-01", "Almshouse Museum,1952-06-12", "Print Shop,1987-03-03"].join("\n");

  it("is the row that opened first", async () => {
    expect((await csvAnswer(museums, "Which museum has been open the longest?")).values).toEqual(["Almshouse Museum"]);
  });
});
