/**
 * The sense gate for `high` (server/retrieval/tables/accounted.ts): an answer that stands on a word
 * read in another sense than the question's still computes, but says what it assumed, so it is
 * `medium`. Every phrasing here is new (none from an eval set); exact readings stay `high`.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const depots = [
  "Depot,Town,Opened,Vans,Tonnes shipped,Staff on leave,Fees,Fees paid,Shift,Currency",
  "Northgate Yard,Leeds,2015-03-02,14,820,2,300,yes,Night,TOP",
  "Southgate Yard,York,2018-10-20,9,640,1,250,no,Day,TRY",
  "Harbour Point,Hull,2021-06-11,22,1210,0,410,yes,Day,USD",
  "Mill Lane,Bath,2012-01-15,6,300,3,150,no,Night,CUP",
  "Canal Wharf,Derby,2019-08-30,11,560,1,220,yes,Day,TOP",
].join("\n");

const ask = (question: string) => csvAnswer(depots, question, { filename: "depots.csv" });

describe("high only when no word was read in another sense", () => {
  it.each([
    ["how many more tonnes did northgate yard ship than the mill lane vans", '"vans" names "Vans", which was not used'],
    ["how much did all the depots pay in fees", 'one word named both "Fees" and "Fees paid"'],
    ["what do the depots pay in fees in total", 'one word named both "Fees" and "Fees paid"'],
    ["which depot won the cup", '"cup" was read as the code "CUP" in "Currency"'],
    ["which depot should I try", '"try" was read as the code "TRY" in "Currency"'],
    ["when was the shift at Harbour Point", '"when" was answered from "Shift", which holds no dates or times'],
    ["when does the shift start at Mill Lane", '"when" was answered from "Shift"'],
    ["how many vans were added in march", "a month said without its year was read as Opened in 2015-03, over dates of several years"],
    ["how many staff did the depots have in october", "a month said without its year"],
  ])("says what it assumed: %s", async (question, note) => {
    const result = await ask(question);
    expect(result.plan.assumptions.join(" | ")).toContain(note);
  });

  it.each([
    ["how many more tonnes did Northgate Yard ship than Mill Lane?", 520],
    ["which depot uses TRY", "Southgate Yard"],
    ["what is the currency code of Hull", "USD"],
    ["how many depots opened after 2014?", 4],
    ["What is the total of the fees of all depots?", 1330],
  ])("keeps an exact reading high: %s", async (question, expected) => {
    const result = await ask(question);
    expect(typeof expected === "number" ? result.number : result.values).toEqual(typeof expected === "number" ? expected : [expected]);
    expect(result.plan.assumptions).toEqual([]);
  });
});
