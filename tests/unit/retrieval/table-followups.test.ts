/**
 * Follow-ups and names (docs/architecture.md, "Tables"): "and how many of those …" counts even when
 * its own words add nothing the table holds (and says so); a full name finds the cell that writes
 * its initial ("anthony taylor" → "A Taylor").
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const matches = [
  "Home,Away,Referee,Result",
  "Rovers,United,A Taylor,H",
  "Rovers,Athletic,M Oliver,A",
  "United,Rovers,A Taylor,D",
  "Rovers,Albion,A Taylor,H",
].join("\n");

const resultOf = (question: string, previousQuestion?: string) =>
  csvAnswer(matches, question, { filename: "matches.csv", previousQuestion });

describe("follow-ups and names", () => {
  it("finds 'A Taylor' by the full name", async () => {
    const result = await resultOf("How many games did anthony taylor referee?");
    expect(result.number).toBe(3);
  });

  it("refines the previous rows by a full name", async () => {
    const result = await resultOf("and how many of those were refereed by anthony taylor?", "How many games did Rovers play at home?");
    expect(result.plan.operation).toBe("count");
    expect(result.number).toBe(2);
  });

  it("counts the previous rows when the follow-up adds nothing it can read, and says so", async () => {
    const result = await resultOf("and how many of them were on a sunny day?", "How many games did Rovers play at home?");
    expect(result.plan.operation).toBe("count");
    expect(result.number).toBe(3);
    expect(result.plan.assumptions.join(" | ")).toContain("the previous question's rows are counted");
  });

  it("keeps the previous question's unread words unread, so a passage that reads them can answer instead", async () => {
    const sessions = ["Month,Visitors,Items seen,Repaired", "January,78,61,40", "May,131,98,70"].join("\n");
    const result = await csvAnswer(sessions, "And how many of those got repaired?", {
      filename: "repair-sessions-2025.csv",
      previousQuestion: "How many items did the Textiles station see?",
    });
    expect(result.plan.unread).toEqual(expect.arrayContaining(["Textiles"]));
    // A unit the previous question left unread is not carried: the rows are the table's.
    const garages = ["Name,City,Capacity", "A1,Lyon,520 spaces", "B1,Lyon,753 spaces", "C,Nice,120 spaces"].join("\n");
    const inLyon = await csvAnswer(garages, "And which of those are in Lyon?", {
      filename: "garages.csv",
      previousQuestion: "How many garages have a capacity over 500 spaces?",
    });
    expect(inLyon.plan.unread ?? []).toEqual([]);
  });
});

const branches = ["Branch,Visitors,Staff", "North,1200,8", "South,450,3", "East,980,6", "West,300,2"].join("\n");
const branchResult = (question: string, previousQuestion: string) =>
  csvAnswer(branches, question, { filename: "branches.csv", previousQuestion });

describe("a follow-up that only changes the operation", () => {
  it("'And the lowest?' after the highest ranks the same column the other way", async () => {
    const result = await branchResult("And the lowest?", "Which branch had the most visitors?");
    expect(result.plan.operation).toBe("argmin");
    expect(result.values).toEqual(["West"]);
  });

  it("'and the average?' after a total averages the same column", async () => {
    const result = await branchResult("and the average?", "What is the total number of visitors?");
    expect(result.plan.operation).toBe("avg");
    expect(result.number).toBe(732.5);
  });

  it("'What about the smallest?' after the largest figure gives the smallest figure", async () => {
    const result = await branchResult("What about the smallest?", "What is the largest number of staff?");
    expect(result.plan.operation).toBe("min");
    expect(result.number).toBe(2);
  });
});

describe("a follow-up that names another value of the same column", () => {
  const places = ["Airport,State", "Austin Field,TX", "Dallas Field,TX", "Akron Field,OH", "Ames Field,IA"].join("\n");
  it("'And in Ohio?' after Texas counts Ohio's rows instead, and says so", async () => {
    const result = await csvAnswer(places, "And in Ohio?", {
      filename: "airports.csv",
      previousQuestion: "How many airports are in Texas?",
    });
    expect(result.plan.operation).toBe("count");
    expect(result.number).toBe(1);
    expect(result.plan.assumptions.join(" ")).toContain("instead");
  });

  it("still adds a condition on another column to the previous rows", async () => {
    const result = await resultOf("and how many of those were refereed by anthony taylor?", "How many games did Rovers play at home?");
    expect(result.number).toBe(2);
  });
});

const concerts = ["City,Venue,Tickets sold", "Dublin,Vicar Street,1050", "Cork,Opera House,900", "Dublin,National Concert Hall,1389"].join(
  "\n",
);

describe("a follow-up that points back with 'there'", () => {
  it("'sold there altogether' after Dublin's concerts sums Dublin's rows only", async () => {
    const result = await csvAnswer(concerts, "How many tickets were sold there altogether?", {
      filename: "concerts.csv",
      previousQuestion: "How many concerts were in Dublin?",
    });
    expect([result.plan.operation, result.number]).toEqual(["sum", 2439]);
  });

  it("'are there' only says rows exist: 'How many are there in Cork?' is asked afresh", async () => {
    const result = await csvAnswer(concerts, "How many are there in Cork?", {
      filename: "concerts.csv",
      previousQuestion: "How many concerts were in Dublin?",
    });
    expect(result.number).toBe(1);
  });
});

describe("a superlative follow-up the table has no column for", () => {
  const airports = ["Code,Name,State", "ANC,Anchorage,AK", "FAI,Fairbanks,AK", "SEA,Seattle,WA"].join("\n");
  const ask = (question: string) =>
    csvAnswer(airports, question, { filename: "airports.csv", previousQuestion: "list the airports in alaska" });

  it("says which word has no column instead of listing the previous rows again", async () => {
    const result = await ask("which of those is the highest?");
    expect([result.problem, result.plan.missing]).toEqual(["missing_column", "highest"]);
  });

  it("still lists the previous rows when the superlative names no measure at all", async () => {
    const result = await ask("which of those has the most?");
    expect(result.problem).toBeUndefined();
  });
});
