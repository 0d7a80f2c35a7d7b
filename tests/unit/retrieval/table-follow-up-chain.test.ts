/**
 * A chain of follow-ups in one chat (docs/architecture.md, "Tables"): each is read with the questions
 * before it, as the chat read them, so "Which of those are in Columbus?" after "And in Ohio?" keeps
 * Ohio; a year said alone ("And in 2014?") takes the previous question's year. Written from a new
 * user's chat over two files, before the change; the other phrasings are new.
 */
import { describe, expect, it } from "vitest";
import { answerOver, csvTables } from "../../helpers/csv-tables";

const stations = [
  "code,name,city,state",
  "A1,Port Columbus,Columbus,OH",
  "A2,Rickenbacker,Columbus,OH",
  "A3,Cleveland Hopkins,Cleveland,OH",
  "A4,Columbus Metro,Columbus,GA",
  "A5,Austin Bergstrom,Austin,TX",
  "A6,Hobby,Houston,TX",
].join("\n");

const weather = [
  "location,date,precipitation,weather",
  "Denver,2019-01-03,2.0,snow",
  "Denver,2019-02-11,4.1,snow",
  "Denver,2020-01-09,1.2,snow",
  "Denver,2020-03-02,0.0,sun",
  "Boston,2019-01-05,3.3,snow",
  "Boston,2020-01-06,5.0,snow",
  "Boston,2020-02-07,2.5,snow",
].join("\n");

const library = async () => [...(await csvTables("stations.csv", stations)), ...(await csvTables("weather.csv", weather))];

describe("a chain of table follow-ups", () => {
  it("keeps every refinement: the rows of Ohio, then those in Columbus", async () => {
    const tables = await library();
    const result = answerOver(tables, "Which of those are in Columbus?", "And in Ohio?", ["How many stations are in Texas?"]);
    expect(result.values).toEqual(["Port Columbus", "Rickenbacker"]);
  });

  it("counts a refinement two follow-ups down the chain", async () => {
    const tables = await library();
    const result = answerOver(tables, "and how many of those are in Cleveland?", "what about Ohio?", ["How many stations are in Texas?"]);
    expect(result.number).toBe(1);
  });

  it.each([
    ["And in 2020?", "How many days did it snow in Denver in 2019?", 1],
    ["what about 2020?", "How many snowy days did Boston have in 2019?", 2],
    ["and for 2019?", "How many days did it snow in Boston in 2020?", 1],
  ])("%s after %s asks the previous question of the other year", async (question, previous, expected) => {
    const tables = await library();
    const result = answerOver(tables, question, previous);
    expect(result.number).toBe(expected);
    expect(result.plan.assumptions.join(" | ")).toMatch(/read as ".*20(19|20).*"/u);
  });

  it("takes the year back through the chain: the year after a swapped city", async () => {
    const tables = await library();
    const result = answerOver(tables, "And in 2020?", "How many days did it snow in Boston in 2019?", [
      "How many days did it snow in Denver in 2019?",
    ]);
    expect(result.number).toBe(2);
  });
});
