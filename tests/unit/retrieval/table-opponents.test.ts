/**
 * The team a side played: with the team filtered on one side (AwayTeam = Man City), "which teams did
 * Man City play away" asks the other side's column, never the table's name column (Referee).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const season = [
  "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,Referee",
  "2023-08-11,Burnley,Man City,0,3,A,C Pawson",
  "2023-08-19,Man City,Newcastle,1,0,H,R Jones",
  "2023-08-27,Sheffield United,Man City,1,2,A,J Gillett",
  "2023-09-02,Man City,Fulham,5,1,H,M Oliver",
  "2023-09-16,West Ham,Man City,1,3,A,M Oliver",
].join("\n");

describe("the team a side played", () => {
  it("lists the home sides for 'Which teams did Man City play away in August 2023?'", async () => {
    const result = await csvAnswer(season, "Which teams did Man City play away in August 2023?");
    expect(result.values).toEqual(["Burnley", "Sheffield United"]);
  });

  it("lists the away sides for 'Who did Man City beat at home?'", async () => {
    const result = await csvAnswer(season, "Who did Man City beat at home?");
    expect(result.values).toEqual(["Newcastle", "Fulham"]);
  });
});
