/**
 * Words of a question that belong to a column's name rather than to the operation or to another
 * column (docs/architecture.md, "Tables"), for the kinds held-out-6 missed: a header of several words
 * read where they stand together, a word naming one column in full only hinting at another, "total"
 * or "least" inside a name, the money column named by what the rows are, and rows named by a column
 * of names found once each rather than by a repeating "Country".
 */
import { describe, expect, it } from "vitest";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const clubs = [
  "Club,City,Club members,Founded",
  "Harriers,Leeds,140,1921",
  "Rovers,York,95,1950",
  "Swifts,Leeds,210,1899",
  "Comets,Hull,60,1975",
  "Falcons,Leeds,30,2001",
].join("\n");

const repairs = [
  "Job,Site,Cost Parts,Cost Labour,Cost Total",
  "J1,North,100,200,300",
  "J2,South,400,300,700",
  "J3,North,900,100,1000",
  "J4,East,50,50,100",
].join("\n");

const development = [
  "Country,Least Developed,Population",
  "Nepal,Yes,30",
  "Chile,No,19",
  "Haiti,Yes,11",
  "Malawi,Yes,20",
  "Peru,No,34",
].join("\n");

const awards = [
  "Ref,Scheme,Country,Award",
  'A-1,Tree Nursery,Kenya,"$12,000"',
  'A-2,Night School,Ghana,"$4,500"',
  'A-3,Well Repair,Kenya,"$8,250"',
  'A-4,Bike Library,Peru,"$2,900"',
  'A-5,Seed Fair,Kenya,"$6,100"',
].join("\n");

const resultOf = (csv: string, question: string) => csvAnswer(csv, question);

describe("words that belong to a column's name", () => {
  it("reads a header of several words where they stand together ('which club … club members')", async () => {
    const most = await resultOf(clubs, "Which club has the most club members?");
    expect([most.plan.operation, most.values]).toEqual(["argmax", ["Swifts"]]);
    expect((await resultOf(clubs, "Which club has the fewest club members?")).values).toEqual(["Falcons"]);
  });

  it("counts rows per group when the counted word names one column in full and only part of another", async () => {
    const result = await resultOf(clubs, "Which city has the most clubs?");
    expect([result.plan.operation, result.values]).toEqual(["group_max", ["Leeds"]]);
  });

  it("reads 'total' beside a name holding it as that name when the question counts ('how many … total cost over')", async () => {
    const count = await resultOf(repairs, "How many jobs had a total cost over 500?");
    expect([count.plan.operation, count.number]).toEqual(["count", 2]);
    // Said with nothing else, "the total cost" still adds up the Cost Total column.
    expect((await resultOf(repairs, "What was the total cost at North?")).number).toBe(1300);
  });

  it("reads 'least developed' as a column's name, not as a superlative", async () => {
    const count = await resultOf(development, "How many least developed countries have a population over 15?");
    expect([count.plan.operation, count.number]).toEqual(["count", 2]);
    expect((await resultOf(development, "Which least developed country has the largest population?")).values).toEqual(["Nepal"]);
  });

  it("ranks and filters the one money column named by what the rows are ('the largest award', 'over $5,000')", async () => {
    expect((await resultOf(awards, "Which country got the largest award?")).values).toEqual(["Kenya"]);
    expect((await resultOf(awards, "What are the 2 smallest awards?")).values).toEqual(["Bike Library", "Night School"]);
    const over = await resultOf(awards, "How many awards were over $5,000?");
    expect([over.plan.operation, over.number]).toEqual(["count", 3]);
  });
});

describe("money and units said by what they are", () => {
  const branches = [
    "Branch,Floor area,Fee",
    'Central,"1,205 m²","€1.234,50"',
    'Northside,640 m²,"€80,00"',
    'Riverside,"2,010 m²","€0,00"',
    'Eastgate,900 m²,"€1.000,00"',
  ].join("\n");

  it("ranks the money column for 'the largest grant', never for 'the smallest branch'", async () => {
    const smallest = interpretQuestion("Which is the smallest branch?", await csvTables("t.csv", branches), { scoped: true });
    expect(smallest?.target ?? null).not.toBe(2);
  });

  it("reads a unit of area said after a number as part of the condition ('over 1,000 m²')", async () => {
    const result = await resultOf(branches, "How many branches have a floor area over 1,000 m²?");
    expect([result.number, result.plan.unread]).toEqual([2, undefined]);
    expect((await resultOf(branches, "Which branch has the largest floor area?")).values).toEqual(["Riverside"]);
  });
});

describe("the column asked beside the columns given", () => {
  const listings = [
    "Symbol,Company Name,Plan,Trainer,Length",
    "ZYME,Zymeworks Inc.,Standard,Yes,3:41",
    "ACME,Acme Corp,Premium,No,2:58",
    "BOLT,Bolt Ltd,Standard,No,4:05",
    "CRUX,Crux plc,Standard,Yes,3:12",
  ].join("\n");

  it("does not ask for the column said right beside its value ('the symbol ZYME', 'the Standard plan')", async () => {
    expect((await resultOf(listings, "Which company has the symbol ZYME?")).values).toEqual(["Zymeworks Inc."]);
    const listed = await resultOf(listings, "List the Standard plan companies with a trainer");
    expect(listed.values).toEqual(["Zymeworks Inc.", "Crux plc"]);
  });

  it("reads a column said right before the measure as its qualifier ('the shortest song length' is a length)", async () => {
    const songs = ["Song,Length", "Tidewater,4:12", "Lantern,2:58", "Undertow,3:30"].join("\n");
    const result = await resultOf(songs, "What's the shortest song length?");
    expect([result.plan.operation, result.number]).toEqual(["min", 178]);
    expect((await resultOf(songs, "Which song has the shortest length?")).values).toEqual(["Lantern"]);
  });
});

describe("French headers read by English questions", () => {
  const regions = ["Pays,Superficie,Habitants,Durée moyenne", "Bénin,114763,13,4:10", "Togo,56785,9,3:05", "Niger,1267000,27,5:30"].join(
    "\n",
  );

  it("names common French header words in English ('area', 'inhabitants', 'country')", async () => {
    expect((await resultOf(regions, "Which country has the largest area?")).values).toEqual(["Niger"]);
    expect((await resultOf(regions, "How many inhabitants are there in total?")).number).toBe(49);
  });
});

describe("money said as money", () => {
  it("answers a yes/no over a currency condition, and adds the money up per group for 'the most money'", async () => {
    expect((await resultOf(awards, "Was any award above $10,000?")).boolean).toBe(true);
    expect((await resultOf(awards, "Was any award above $20,000?")).boolean).toBe(false);
    const most = await resultOf(awards, "Which country received the most money?");
    expect([most.plan.operation, most.values, most.number]).toEqual(["group_max", ["Kenya"], 26350]);
  });
});
