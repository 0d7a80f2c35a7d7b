/**
 * A question that starts with "And …" but names its own measure and subject, with no word pointing
 * back ("those", "them", "they", "there"), is asked on its own, not as a narrowing of the one before.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const season = [
  "Date,Home Team,Away Team,Home Goals,Away Goals,Result,Home Yellow Cards,Away Yellow Cards",
  "2023-08-12,Arsenal,Forest,2,1,H,1,2",
  "2023-08-19,Palace,Arsenal,0,1,A,3,1",
  "2023-08-26,Arsenal,Fulham,2,2,D,0,2",
  "2023-09-03,Chelsea,Man Utd,3,1,H,2,2",
  "2023-09-17,Everton,Chelsea,3,0,H,1,4",
  "2023-09-23,Chelsea,Fulham,1,0,H,2,1",
].join("\n");

describe("'And …' questions complete on their own", () => {
  it("answers 'And how many goals did Chelsea score at home?' alone after a question about Arsenal", async () => {
    const result = await csvAnswer(season, "And how many goals did Chelsea score at home?", {
      previousQuestion: "How many goals did Arsenal score at home?",
    });
    expect(result.plan.filters.map((filter) => filter.said)).toEqual(["Home Team = Chelsea"]);
    expect(result.number).toBe(4);
  });

  it("answers 'And how many yellow cards did Chelsea get at home?' alone after 'How many games did Arsenal win?'", async () => {
    const result = await csvAnswer(season, "And how many yellow cards did Chelsea get at home?", {
      previousQuestion: "How many games did Arsenal win?",
    });
    expect(result.number).toBe(4);
  });

  it("still narrows the previous rows when a word points back ('And how many of those …')", async () => {
    const result = await csvAnswer(season, "And how many of those ended in a draw?", {
      previousQuestion: "How many games did Arsenal play at home?",
    });
    expect(result.number).toBe(1);
  });
});

describe("a follow-up pointing back with 'their'", () => {
  const routes = [
    "Route,Operator,Passengers",
    "Kirkwall to Shapinsay,Orkney Isles Ferries,48210",
    "Sconser to Raasay,Skye Small Isles,21300",
    "Mallaig to Eigg,Skye Small Isles,28845",
  ].join("\n");

  it("adds up the previous question's rows for 'What's their combined passenger total?'", async () => {
    const result = await csvAnswer(routes, "What's their combined passenger total?", {
      previousQuestion: "How many routes does Skye Small Isles run?",
    });
    expect(result.number).toBe(21300 + 28845);
  });
});
