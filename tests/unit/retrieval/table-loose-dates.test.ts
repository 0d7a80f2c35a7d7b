/**
 * Dates said loosely: "in or after 2015", "no later than 1995", "from 2010 onwards", "since the 1990s",
 * and a month or a day and month with no year ("before April", "after 1 May") over dates of one year.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const huts = [
  "Hut,Opened,Beds,Next inspection",
  "Alpha,1988,12,2024-03-10",
  "Bravo,1995,20,2024-04-02",
  "Charlie,2010,8,2024-04-20",
  "Delta,2015,16,2024-05-15",
  "Echo,2018,10,2024-02-01",
  "Foxtrot,1999,6,2024-06-30",
].join("\n");

const count = async (question: string) => {
  const result = await csvAnswer(huts, question);
  return [result.number, result.plan.assumptions];
};

describe("a year's side said loosely", () => {
  it("includes the year said with 'in or after', 'in or before', 'no earlier than', 'no later than', 'onwards'", async () => {
    expect(await count("How many huts opened in or after 2015?")).toEqual([2, []]);
    expect(await count("How many huts opened in or before 1995?")).toEqual([2, []]);
    expect(await count("How many huts opened no earlier than 2010?")).toEqual([3, []]);
    expect(await count("How many huts opened no later than 1995?")).toEqual([2, []]);
    expect(await count("How many huts opened from 2010 onwards?")).toEqual([3, []]);
  });

  it("reads a day or month of a year said with 'onwards' as a bound from that day", async () => {
    expect(await count("How many huts have their next inspection from 2 April 2024 onwards?")).toEqual([4, []]);
    expect(await count("How many huts have their next inspection from April 20, 2024 onwards?")).toEqual([3, []]);
    expect(await count("How many huts have their next inspection May 2024 and later?")).toEqual([2, []]);
  });

  it("reads two years joined by a dash ('1995-2010') as the years between them, both included", async () => {
    expect(await count("How many huts opened over 1995-2010?")).toEqual([3, []]);
    expect(await count("How many huts opened 1988 – 1999?")).toEqual([3, []]);
  });

  it("bounds at a decade's first or last year ('since the 1990s', 'after the 1990s')", async () => {
    expect(await count("How many huts opened since the 1990s?")).toEqual([5, []]);
    expect(await count("How many huts opened after the 1990s?")).toEqual([3, []]);
  });
});

describe("a month or a day with no year, over dates of one year", () => {
  it("reads 'before April' and 'since March' as bounds", async () => {
    expect(await count("How many huts have their next inspection before April?")).toEqual([2, []]);
    expect(await count("How many huts have an inspection since March?")).toEqual([5, []]);
  });

  it("reads 'before 15 April', 'after May 1' and 'on 20 April' as days of the table's year", async () => {
    expect(await count("How many huts have their next inspection before 15 April?")).toEqual([3, []]);
    expect(await count("How many huts have an inspection after May 1?")).toEqual([2, []]);
    expect((await csvAnswer(huts, "Which hut has an inspection on 20 April?")).values).toEqual(["Charlie"]);
  });
});
