/**
 * "The first X" / "the last X" name a row by where it is listed when the table's date is only an
 * attribute of its rows (when each opened), and the date's extreme when the rows run in its order or
 * the word follows a verb ("opened first"). An ordinal never spells a header's initial ("the first
 * home game" is not HF's F). Tables and phrasings of our own, not eval cases.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const bakeries = [
  "Bakery,Town,Founded,Loaves",
  "Crumb & Co,Leeds,1998-04-01,420",
  "Rye House,York,1972-10-12,310",
  "Oven Door,Hull,2015-06-30,515",
  "Flour Mill,Leeds,1961-02-14,280",
].join("\n");

const fixtures = [
  "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,Referee,HF,AF",
  "2024-08-10,Rovers,City,1,0,H,P Lane,14,9",
  "2024-08-17,City,Rovers,2,2,D,K Moss,8,12",
  "2024-08-24,Rovers,Athletic,0,1,A,D Hart,7,15",
  "2024-08-31,Athletic,City,3,1,H,P Lane,11,10",
  "2024-09-07,Rovers,United,2,0,H,K Moss,6,16",
].join("\n");

const ask = (text: string, question: string, filename: string) => csvAnswer(text, question, { filename });

describe("first and last as where a row is listed", () => {
  it("the last bakery is the one listed last, not the newest founded", async () => {
    expect((await ask(bakeries, "what is the last bakery", "bakeries.csv")).values).toEqual(["Flour Mill"]);
  });

  it("the first bakery in leeds is the first listed there, not the oldest", async () => {
    expect((await ask(bakeries, "which is the first bakery in leeds", "bakeries.csv")).values).toEqual(["Crumb & Co"]);
  });

  it("opened first, after a verb, still ranks by the date", async () => {
    expect((await ask(bakeries, "which bakery opened first", "bakeries.csv")).values).toEqual(["Flour Mill"]);
  });

  it("the first home game spells no fouls column", async () => {
    expect((await ask(fixtures, "who refereed the first rovers home game", "fixtures.csv")).values).toEqual(["P Lane"]);
  });

  it("the last home game of rovers, over rows listed by date, is the latest", async () => {
    expect((await ask(fixtures, "who came to rovers for their last home game", "fixtures.csv")).values).toEqual(["United"]);
  });
});
