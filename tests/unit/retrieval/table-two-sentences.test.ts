/**
 * Questions of two sentences (docs/architecture.md, "Tables"): a closing request that names a column
 * ("… had a support act? Give the cities.") is the column asked, and the first sentence's last words
 * still end a clause ("had a support act": the filled cells).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const tour = [
  "City,Venue,Capacity,Sold out,Support act",
  "Galway,Town Hall,410,yes,Claddagh Quartet",
  "Limerick,Concert Hall,1020,no,n/a",
  "Cork,City Hall,1205,yes,Lee Singers",
  "Derry,Forum,1000,yes,n/a",
  "Sligo,Hawk's Well,340,no,Yeats Chorale",
].join("\n");

describe("a question of two sentences", () => {
  it("lists the column the closing request names, over the rows the first sentence asks for", async () => {
    const cities = await csvAnswer(tour, "Which sold-out concerts also had a support act? Give the cities.");
    expect(cities.values).toEqual(["Galway", "Cork"]);
    const venues = await csvAnswer(tour, "Which concerts had no support act? List the venues.");
    expect(venues.values).toEqual(["Concert Hall", "Forum"]);
  });
});
