/**
 * `high` only for a question read whole and exactly (docs/architecture.md, "Tables"): readings that
 * often answer another question than the one asked still compute, but say what they assumed and so
 * are `medium` (server/retrieval/tables/calibrate.ts).
 */
import { describe, expect, it } from "vitest";
import { calibrationAssumptions } from "../../../server/retrieval/tables/calibrate";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { words } from "../../../server/retrieval/tables/words";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const clubs = [
  "Club,Titles,Runners-up,City,Founded,Week",
  "Rovers,7,2,Leeds,1901,3",
  "United,4,6,York,1888,7",
  "Athletic,3,1,Hull,1920,12",
  "Wanderers,5,3,Leeds,1895,5",
  "Albion,2,4,Bath,1910,9",
].join("\n");

const resultOf = (question: string) => csvAnswer(clubs, question, { filename: "clubs.csv" });

describe("high only when read whole and exactly", () => {
  it.each([
    ["What is the total number of titles of all clubs?", 21],
    ["How many clubs are in Leeds?", 2],
    ["How many different cities are there?", 4],
  ])("keeps an exact reading high: %s", async (question, expected) => {
    const result = await resultOf(question);
    expect(result.number).toBe(expected);
    expect(result.plan.assumptions).toEqual([]);
  });

  it.each([
    ["Which club has the same number of titles as Wanderers?", '"the same … as" was not read'],
    ["What is the total of the titles?", 'every row\'s "Titles" was added up'],
    ["How many clubs are in Hull?", "with one row or none, a value of that row may have been meant"],
    ["What is the sum of titles and runners-up?", "is named in the question but was not used"],
    ["How many cities are there?", 'the different values of "City" were counted'],
    ["What is the sum of the weeks of all clubs?", '"Week" orders or dates the rows'],
  ])("says what it assumed, so not high: %s", async (question, note) => {
    const result = await resultOf(question);
    expect(result.plan.assumptions.join(" | ")).toContain(note);
  });

  it("says when the row ranked is the one the question filtered to (a summary sheet's measures, not teams)", async () => {
    const summary = ["Measure,2022-23,2023-24", "Matches played,380,380", "Home wins,184,175", "Away wins,109,120", "Draws,87,85"].join(
      "\n",
    );
    const tables = await csvTables("league-summary.csv", summary);
    const asked = interpretQuestion("Which team had the most home wins in 2022-23?", tables, { scoped: true });
    expect(asked?.assumptions.join(" | ")).toContain('the rows are named by "Measure", a column the question filters by');
    const exact = await resultOf("Which club has the most titles?");
    expect(exact.plan.assumptions).toEqual([]);
  });

  it("says when groups are something else than the 'which …' the question asks for", async () => {
    const tables = await csvTables(
      "countries.csv",
      [
        "Country,Region,Landlocked",
        "Chad,Africa,Yes",
        "Mali,Africa,Yes",
        "Peru,Americas,No",
        "Laos,Asia,Yes",
        "Nepal,Asia,Yes",
        "Fiji,Oceania,No",
      ].join("\n"),
    );
    const grouped = interpretQuestion("Which region has the most countries?", tables, { scoped: true });
    expect(grouped?.assumptions.join(" | ")).not.toContain("the question asks which");
    const other = interpretQuestion("Which zone has the most countries?", tables, { scoped: true });
    expect(other?.assumptions).toContain('the question asks which zone; the rows here are named by "Country"');
  });

  it("gives a date where a length of time is asked, and says so", async () => {
    const tables = await csvTables(
      "dioceses.csv",
      ["Diocese,Established,Priests", "Barahona,1976-04-24,40", "Bani,1986-11-08,25"].join("\n"),
    );
    const asked = interpretQuestion("How long has the Barahona diocese been established?", tables, { scoped: true });
    expect(asked?.assumptions).toContain('the date in "Established" is given; the question asks for a length of time');
    const when = interpretQuestion("When was the Barahona diocese established?", tables, { scoped: true });
    expect(when?.assumptions).toEqual([]);
  });

  it("says when a list names its rows by the column it filters on (the answer would repeat the value asked with)", async () => {
    const tables = await csvTables("clubs.csv", clubs);
    const plan = interpretQuestion("List the clubs in Leeds", tables, { scoped: true })!;
    const city = tables[0]!.columns.findIndex((column) => column.name === "City");
    const input = {
      question: words("List the clubs in Leeds"),
      folded: "list the clubs in leeds",
      columns: [],
      freeNumbers: [],
      tableNamed: false,
    };
    expect(calibrationAssumptions({ ...input, plan: { ...plan, operation: "list", assumptions: [] } })).toEqual([]);
    expect(calibrationAssumptions({ ...input, plan: { ...plan, operation: "list", label: city, assumptions: [] } })).toContain(
      'the rows are named by "City", a column the question filters by',
    );
  });

  it("names the row compared with when a count is read without the comparison", async () => {
    const result = await resultOf("How many clubs have more titles than Wanderers?");
    expect(result.plan.assumptions.join(" | ")).toContain('"than Wanderers" was not read as a comparison with that row');
  });

  it("does not answer an either-or question with a bare yes", async () => {
    const result = await resultOf("Did Rovers or United have more runners-up?");
    expect(result.plan.operation).not.toBe("yesno");
    const yesNo = await resultOf("Was Rovers or United founded in 1888?");
    if (yesNo.plan.operation === "yesno") expect(yesNo.plan.assumptions.join(" | ")).toContain("either-or");
  });
});

describe("an ambiguous column choice", () => {
  const budgets = ["Branch,Budget 2023,Budget 2024", "North,120,135", "South,80,95", "East,60,40"].join("\n");

  it("says which of two columns the question's words fit equally was used", async () => {
    const tables = await csvTables("budgets.csv", budgets);
    const plan = interpretQuestion("What was the total budget?", tables, { scoped: true });
    expect(plan?.operation).toBe("sum");
    expect(plan?.assumptions.join(" | ")).toMatch(/"Budget 202[34]" was used; "Budget 202[34]" fits the question as well/u);
  });

  it("is exact when the question tells them apart", async () => {
    const tables = await csvTables("budgets.csv", budgets);
    const plan = interpretQuestion("What was the total 2024 budget of all branches?", tables, { scoped: true });
    expect(plan && executePlan(plan).number).toBe(270);
    expect(plan?.assumptions).toEqual([]);
  });
});
