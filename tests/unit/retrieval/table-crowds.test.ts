/**
 * "The biggest crowd" is the people who came: the attendance or tickets column when there is one,
 * and when the table only has a place's Capacity, a column it lacks (said so), never the capacity.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const concerts = [
  "Venue,City,Capacity,Date,Tickets sold",
  'Olympia,Dublin,"1,200 seats",2026-03-01,1100',
  'Vicar Street,Dublin,"1,050 seats",2026-03-02,1050',
  'Cork Opera House,Cork,"1,000 seats",2026-03-05,870',
].join("\n");

const matches = [
  "Date,HomeTeam,AwayTeam,Stadium,Capacity,FTHG,FTAG",
  "2023-08-12,Arsenal,Forest,Emirates,60704,2,1",
  "2023-08-19,Palace,Arsenal,Selhurst Park,25486,0,1",
  "2023-08-26,Chelsea,Fulham,Stamford Bridge,40343,2,2",
].join("\n");

describe("a crowd is the people who came", () => {
  it("reads 'the biggest crowd' as the tickets sold, not the venue's capacity", async () => {
    const result = await csvAnswer(concerts, "What was the biggest crowd?");
    expect(result.plan.table.columns[result.plan.target!]!.name).toBe("Tickets sold");
    expect(result.number).toBe(1100);
  });

  it("says the table has no crowd column when it only has Capacity", async () => {
    const result = await csvAnswer(matches, "Which game had the biggest crowd?");
    expect(result.plan.operation).toBe("missing_column");
    expect(result.problem).toBe("missing_column");
  });

  it("still ranks a place by its capacity for 'the biggest stadium'", async () => {
    expect((await csvAnswer(matches, "Which stadium is the biggest?")).values).toEqual(["Emirates"]);
  });
});
