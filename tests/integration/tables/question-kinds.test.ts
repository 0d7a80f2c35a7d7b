/**
 * Kinds of table question read through the real pipeline (docs/architecture.md, "Tables"): a yes/no
 * column named by its adjective ("active"), "Lyon, France" grouped with "Lyon", a count that names
 * only the table, the cost column a question's wording picks among look-alike names, two values of one
 * column as either-or, "did A or B have more" as a comparison (by rows when no column counts), "the
 * last …" as the last row when nothing orders the table, a CSV escaping quotes as \", places
 * written "2nd", "more or less?" and "is A higher than B?", and "1 row has".
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

// Quotes inside quoted fields escaped as \" (not ""), as some exports write them.
const singles = ['"Single","Released","UK position"', '"\\"Bleach\\"","2002","40"', '"\\"You & Me\\" (remix)","2003","30"'].join("\n");

const docent = suiteServices({
  prefix: "docent-table-kinds-",
  documents: [
    { name: "members.csv", text: members },
    { name: "fleet.csv", text: repairs },
    { name: "singles.csv", text: singles },
    { name: "race.csv", text: "Runner,Position\nAda,1st\nBob,2nd\nCy,3rd\nDi,2nd\nEd,11th\n" },
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
    expect(response.answer).toMatch(/^Lyon and Nice have the most members: 2 each/u);
  });

  it("names what is counted with its modifier ('the most active members'), not 'rows'", async () => {
    const { response } = await docent.ask("Which city has the most active members?");
    expect(response.answer).toMatch(/^Nice has the most active members: 2/u);
  });

  it("counts the rows of a table the question names, whatever it calls them", async () => {
    const { response } = await docent.ask("How many vehicles are listed in the fleet file?");
    expect(response.answer).toMatch(/^fleet has 3 rows/u);
  });

  it("picks the cost column whose name the question's wording completes", async () => {
    const { response } = await docent.ask("What is the highest total cost of the vehicles?");
    expect(response.answer).toContain("The highest Cost Total is 950");
  });

  it("reads two values of one column as either-or ('Van 1 and Truck 1 combined')", async () => {
    const { response } = await docent.ask("What is the total Cost Repair of Van 1 and Truck 1 combined?");
    expect(response.answer).toContain("The total Cost Repair is 1020, summed over 2 of 3 rows (Vehicle = Van 1 or Vehicle = Truck 1)");
    expect(response.table_query?.sql).toContain(`("Vehicle" = 'Van 1' OR "Vehicle" = 'Truck 1')`);
  });

  it("reads 'did A or B have a higher …' as which of the two", async () => {
    const { response } = await docent.ask("Did Van 1 or Truck 1 have a higher Cost Total?");
    expect(response.answer).toMatch(/^Truck 1 has the higher Cost Total/u);
  });

  it("compares two values by their rows when no column says how many", async () => {
    const { response } = await docent.ask("Are more members from Nice or Paris?");
    expect(response.answer).toMatch(/^Nice has more rows \(Nice: 2 rows, Paris: 1 row\)/u);
  });

  it("reads 'the last …' of a table with nothing to order by as its last row, and says so", async () => {
    const { response } = await docent.ask("What was the last vehicle?");
    expect(response.answer).toMatch(/^The last row of fleet is Truck 1 \(Vehicle, row 4\)/u);
    expect(response.answer).toContain("the table's own order");
    expect(response.confidence).toBe("medium");
  });

  it('reads a CSV whose quoted fields escape quotes as \\" cell by cell', async () => {
    const { response } = await docent.ask('What is the UK position of "Bleach" in the singles file?');
    expect(response.answer).toContain('UK position for Single = "Bleach": 40');
  });

  it("reads places written 1st, 2nd, 11th as numbers, and '2nd' in a question as that place", async () => {
    const { response } = await docent.ask("How many runners finished 2nd?");
    expect(response.answer).toMatch(/^2 of 5 rows of race have Position = 2nd/u);
    expect((await docent.ask("Which runner has the lowest position?")).response.answer).toMatch(/^Ada has the lowest Position: 1st/u);
    // Places count down: below 2nd place is a larger number.
    expect((await docent.ask("How many runners finished below 2nd place?")).response.answer).toMatch(
      /^2 of 5 rows of race have Position > 2nd/u,
    );
  });

  it("reads 'after the year 2018' as 'after 2018'", async () => {
    const { response } = await docent.ask("How many members joined after the year 2018?");
    expect(response.answer).toMatch(/^3 of 6 rows of members have Joined > 2018/u);
  });

  it("answers 'more or less?' with more or less, and 'is A higher than B?' or 'more than 100?' with yes or no", async () => {
    const moreOrLess = await docent.ask("Does Van 1 have a higher or lower Cost Total than Truck 1?");
    expect(moreOrLess.response.answer).toMatch(
      /^Less: Vehicle = Van 1 has less Cost Total than Vehicle = Truck 1 \(Van 1: 120, Truck 1: 950\)/u,
    );
    expect((await docent.ask("Is the Cost Total of Truck 1 higher than Van 1?")).response.answer).toMatch(
      /^Yes \(Truck 1: 950, Van 1: 120\)/u,
    );
    const threshold = await docent.ask("Is the Cost Total of Van 1 more than 500?");
    expect(threshold.response.answer).toMatch(/^No: 0 rows of fleet have Vehicle = Van 1 and Cost Total > 500/u);
  });

  it("says 1 row has, not 1 rows have", async () => {
    const { response } = await docent.ask("How many members joined in 2016?");
    expect(response.answer).toMatch(/^1 of 6 rows of members has Joined = 2016/u);
  });
});
