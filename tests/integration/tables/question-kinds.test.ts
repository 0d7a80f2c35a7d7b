/**
 * Kinds of table question read through the real pipeline (docs/architecture.md, "Tables"): a yes/no
 * column named by its adjective ("active"), "Lyon, France" grouped with "Lyon", a count that names
 * only the table, the cost column a question's wording picks among look-alike names, and "1 row has".
 */
import { describe, expect, it } from "vitest";
import { suiteServices } from "../../helpers/services";

const members = [
  "Name,City,Active,Joined",
  "Ada,Lyon,Yes,2019",
  'Bob,"Lyon, France",No,2020',
  "Cy,Nice,Yes,2018",
  'Di,"Nice, France",Yes,2021',
  "Ed,Lille,No,2017",
  "Fay,Paris,Yes,2016",
].join("\n");
const repairs = ["Vehicle,Cost Other,Cost Repair,Cost Total", "Van 1,0,120,120", "Van 2,0,0,0", "Truck 1,50,900,950"].join("\n");

const docent = suiteServices({
  prefix: "docent-table-kinds-",
  documents: [
    { name: "members.csv", text: members },
    { name: "repairs.csv", text: repairs },
  ],
  timeoutMs: 180_000,
});

describe("kinds of table question", () => {
  it("reads a yes/no column named by its adjective as its Yes rows, and 'not' as the others", async () => {
    expect((await docent.ask("How many members are active?")).response.answer).toMatch(/^4 of 6 rows of members have Active = Yes/u);
    expect((await docent.ask("How many members are not active?")).response.answer).toMatch(/^2 of 6 rows of members have Active ≠ Yes/u);
  });

  it("groups 'Lyon, France' with 'Lyon' when the column also says 'Lyon' alone", async () => {
    const { response } = await docent.ask("Which city has the most members?");
    expect(response.answer).toMatch(/^Lyon and Nice have the most rows: 2 each/u);
  });

  it("counts the rows of a table the question names, whatever it calls them", async () => {
    const { response } = await docent.ask("How many vehicles are listed in the repairs file?");
    expect(response.answer).toMatch(/^repairs has 3 rows/u);
  });

  it("picks the cost column whose name the question's wording completes", async () => {
    const { response } = await docent.ask("What is the highest total cost of the repairs?");
    expect(response.answer).toContain("The highest Cost Total is 950");
  });

  it("says 1 row has, not 1 rows have", async () => {
    const { response } = await docent.ask("How many members joined in 2016?");
    expect(response.answer).toMatch(/^1 of 6 rows of members has Joined = 2016/u);
  });
});
