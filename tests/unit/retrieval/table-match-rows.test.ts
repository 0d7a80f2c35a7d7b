/**
 * A match log's rows are named by its leftmost column of names (HomeTeam), not by the most varied
 * one (Referee): in a table where every text column repeats, no column is a better key than the one
 * its author put first. "refereed" names the Referee column ("-eed" stems as the "-ee" noun).
 */
import { describe, expect, it } from "vitest";
import { nameWords, words } from "../../../server/retrieval/tables/words";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const teams = ["Arsenal", "Chelsea", "Everton", "Fulham", "Leeds", "Wolves"];
const referees = ["A Taylor", "M Oliver", "P Tierney", "S Attwell", "D England", "C Kavanagh", "R Jones", "J Gillett"];
const matches = [
  "Date,HomeTeam,AwayTeam,FTHG,FTAG,Referee,HS",
  ...Array.from({ length: 20 }, (_, index) => {
    const home = teams[index % 6]!;
    const away = teams[(index + 1 + (index % 5)) % 6]!;
    return `2023-08-${String(10 + index)},${home},${away},${String(index % 4)},${String(index % 3)},${referees[index % 8]!},${String(5 + index)}`;
  }),
].join("\n");

describe("the rows of a match log", () => {
  it("are named by the home team, not the referee", async () => {
    const [table] = await csvTables("matches.csv", matches);
    expect(table!.columns[table!.labelColumn]!.name).toBe("HomeTeam");
  });

  it("answers 'who refereed' from the Referee column", async () => {
    const result = await csvAnswer(matches, "Who refereed the last match listed?");
    expect(result.values).toEqual(["S Attwell"]);
    expect(words("refereed")[0]!.stem).toBe(nameWords("Referee")[0]!.stem);
  });
});
