/**
 * Measures a table does not hold (docs/architecture.md, "Tables"): "how long / tall / heavy … is <a
 * row the question names>" over a table with no column of that measure, and "how many fans" over a
 * table with no crowd, are the admission naming the real columns, not a question left to the passages
 * or a count of rows.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const airports = [
  "iata,airport,city,state,latitude,longitude",
  "DEN,Denver Intl,Denver,CO,39.86,-104.67",
  "SEA,Seattle Tacoma,Seattle,WA,47.45,-122.31",
].join("\n");

describe("measures a table does not hold", () => {
  it("admits a length asked of a named row where no column holds one", async () => {
    const result = await csvAnswer(airports, "How long is the main runway at DEN?", { filename: "airports.csv" });
    expect([result.problem, result.plan.missing]).toEqual(["missing_column", "main runway length"]);
  });

  it("answers the same question where a column holds the length", async () => {
    const withRunway = ["iata,airport,Runway (ft)", "DEN,Denver Intl,16000", "SEA,Seattle Tacoma,11901"].join("\n");
    const result = await csvAnswer(withRunway, "How long is the main runway at DEN?", { filename: "airports.csv" });
    expect(result.problem).toBeUndefined();
  });

  it("reads a period counted in days as the length asked ('how long can I borrow a DVD?')", async () => {
    const loans = ["Item type,Loan period (days),Renewals allowed", "Book,21,2", "DVD,7,1"].join("\n");
    // Not the admission: a reading of the loan period, or (as here) none, which leaves it to the passages.
    const plan = interpretQuestion("How long can I borrow a DVD?", await csvTables("library-loans.csv", loans));
    expect(plan?.operation).not.toBe("missing_column");
  });

  it("admits a crowd counted where the table has none", async () => {
    const season = fs.readFileSync(path.join(corpusDir, "tables/season-2223.csv"), "utf8");
    const result = await csvAnswer(season, "How many fans watched Arsenal v Chelsea?");
    expect(result.problem).toBe("missing_column");
  });
});
