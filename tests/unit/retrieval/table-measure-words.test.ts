/**
 * A measure said by its unit, its purpose or another word for the table's order (docs/architecture.md,
 * "Tables"), the kinds held-out-8 missed: "seats" and "hold" for Capacity, "take" for takings,
 * "busier" / "quietest" for a traffic column, "smallest venue" for capacity, "final" for the last one
 * and "most recent" for the latest date; a header's or a value's verb in another form ("a sell-out" over
 * Sold out, "taxiing" over Taxi), "when does it start" as the earliest date, and the top N of groups.
 */
import { describe, expect, it } from "vitest";
import { writeTableAnswer } from "../../../server/pipeline/answerers/table";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { csvAnswer } from "../../helpers/csv-tables";

const halls = [
  "Date,Town,Hall,Capacity,Tickets,Takings",
  '2025-05-02,Leeds,Corn Exchange,900 seats,850,"€9.350,00"',
  '2025-05-09,York,Minster Rooms,300 seats,300,"€3.300,00"',
  '2025-05-16,Hull,City Hall,1500 seats,1100,"€12.100,00"',
  '2025-05-23,Bath,Pump Room,450 seats,410,"€4.510,00"',
].join("\n");

const docks = ["Dock,Area,Docks,Trips", "Quay,North,20,1840", "Market,South,16,2210", "Park,North,12,640", "School,East,10,905"].join("\n");

const incidents = ["Logged,Site,Severity", "2021-03-04,Mill,2", "2023-11-30,Dam,1", "2022-06-15,Mill,3", "2023-11-30,Weir,2"].join("\n");

describe("a measure said by its unit or purpose", () => {
  it("reads 'seats' and 'hold … people' as the capacity column", async () => {
    expect((await csvAnswer(halls, "How many seats does the Pump Room have?")).number).toBe(450);
    expect((await csvAnswer(halls, "How many of the halls hold more than 800 people?")).number).toBe(2);
  });

  it("reads 'the smallest hall' as the lowest capacity", async () => {
    expect((await csvAnswer(halls, "Which is the smallest hall on the tour?")).values).toEqual(["Minster Rooms"]);
  });

  it("reads 'take' as money gathered: a total of the takings", async () => {
    expect((await csvAnswer(halls, "How much did the tour take at the door?")).number).toBe(29260);
    expect((await csvAnswer(halls, "What did the tour take in takings?")).number).toBe(29260);
  });

  it("reads 'busier' and 'quietest' by the traffic column", async () => {
    expect((await csvAnswer(docks, "Which was busier, Quay or Market?")).values).toEqual(["Market"]);
    expect((await csvAnswer(docks, "Which two docks were the quietest?")).values).toEqual(["Park", "School"]);
  });
});

describe("words for the table's order", () => {
  it("reads 'final' as the last by date", async () => {
    expect((await csvAnswer(halls, "Which hall hosts the final concert?")).values).toEqual(["Pump Room"]);
  });

  it("reads 'on the tour' as the only table, named by a later word of its file name", async () => {
    const result = await csvAnswer(gigs, "How many concerts are on the tour?", { filename: "brass-tour-2025.csv" });
    expect(result.number).toBe(3);
  });

  it("reads 'most recent' as the latest date, not a count per date", async () => {
    const result = await csvAnswer(incidents, "When was the most recent incident?");
    expect(result.plan.operation).not.toBe("group_max");
    expect(result.values.join()).toContain("2023-11-30");
  });
});

const gigs = ["Date,Town,Tickets sold,Sold out", "2025-02-01,Leeds,300,✓", "2025-02-08,York,180,✗", "2025-02-15,Hull,250,✗"].join("\n");

const phases = ["Logged,Phase,Birds", "2024-01-02,Climb,3", "2024-01-05,Taxi,1", "2024-01-09,Landing,2"].join("\n");

describe("another form of a verb, and the start of what the file is about", () => {
  it("reads 'a sell-out' and 'didn't sell out' as the Sold out flag, not Tickets sold", async () => {
    expect((await csvAnswer(gigs, "Was the York concert a sell-out?")).boolean).toBe(false);
    expect((await csvAnswer(gigs, "Was the Leeds concert a sell-out?")).boolean).toBe(true);
    const notSold = await csvAnswer(gigs, "How many shows didn't sell out?");
    expect(notSold.number).toBe(2);
    expect(notSold.plan.filters.map((filter) => filter.said)).toEqual(["Sold out ≠ Yes"]);
  });

  it("reads 'taxiing' as the value Taxi", async () => {
    const result = await csvAnswer(phases, "Were any birds hit while the plane was taxiing?");
    expect(result.boolean).toBe(true);
    expect(result.plan.filters.map((filter) => filter.said)).toEqual(["Phase = Taxi"]);
  });

  it("reads 'when does the tour start / end' as the earliest / latest date", async () => {
    expect((await csvAnswer(gigs, "When does the tour start?")).values.join()).toContain("2025-02-01");
    expect((await csvAnswer(gigs, "When did the tour end?")).values.join()).toContain("2025-02-15");
  });
});

const sightings = [
  "Seen,County,Species",
  "2024-04-01,Kent,Owl",
  "2024-04-02,Devon,Owl",
  "2024-04-03,Kent,Kite",
  "2024-04-04,Fife,Owl",
  "2024-04-05,Devon,Wren",
  "2024-04-06,Kent,Wren",
].join("\n");

describe("the top N of groups", () => {
  it("names the two counties with the most rows, most first, and says so", async () => {
    const result = await csvAnswer(sightings, "Which two counties reported the most sightings?");
    expect(result.plan.operation).toBe("group_max");
    expect(result.values).toEqual(["Kent", "Devon"]);
    expect(planSql(result.plan)).toContain("LIMIT 2");
    expect(writeTableAnswer(result.plan).answer).toContain("most first: Kent and Devon");
  });
});

describe("how many people came, said of a show", () => {
  it("compares the tickets sold when more people came to one show than another", async () => {
    const result = await csvAnswer(halls, "Did more people come to the Hull show or the Leeds one?");
    expect([result.plan.table.columns[result.plan.target!]!.name, result.values]).toEqual(["Tickets", ["Hull"]]);
  });
});

describe("a day's high and low", () => {
  const days = [
    "location,date,temp_max,temp_min,weather",
    "Leeds,2024-01-01,8.1,2.0,rain",
    "Leeds,2024-01-02,6.4,-1.5,sun",
    "Leeds,2024-01-03,9.9,3.5,rain",
  ].join("\n");

  it("reads 'the high' as the maximum column and 'the average low' as the minimum one", async () => {
    const low = await csvAnswer(days, "What was the average low in Leeds?");
    expect([low.plan.table.columns[low.plan.target!]!.name, low.number]).toEqual(["temp_min", 4 / 3]);
    expect((await csvAnswer(days, "On how many rainy days did the high go above 9 degrees?")).number).toBe(1);
  });
});

describe("the day after a date", () => {
  const days = [
    "location,date,weather",
    "Leeds,2024-01-01,rain",
    "York,2024-01-02,fog",
    "Leeds,2024-01-02,sun",
    "Leeds,2024-01-03,snow",
  ].join("\n");

  it("is the next date's row, not every later one", async () => {
    const after = await csvAnswer(days, "What was the weather in Leeds the day after 1 January 2024?");
    expect([after.plan.operation, after.values]).toEqual(["argmin", ["sun"]]);
  });
});

describe("a question framed by a leading period, and 'longest ago'", () => {
  const depots = [
    "Depot,Parcels,Last inspection",
    "Mill Lane,1490,2025-01-10",
    "Quay Hall,1415,2024-09-02",
    "Old Station,980,2024-06-30",
  ].join("\n");

  it("compares two named rows after 'In Q2,' and ranks the oldest date for 'longest ago'", async () => {
    const more = await csvAnswer(depots, "In Q2, did Mill Lane or Quay Hall give out more parcels?");
    expect([more.plan.operation, more.values]).toEqual(["compare_max", ["Mill Lane"]]);
    const oldest = await csvAnswer(depots, "Which depot was inspected longest ago?");
    expect([oldest.plan.operation, oldest.values]).toEqual(["argmin", ["Old Station"]]);
  });
});

describe("a compass direction as a latitude or a longitude", () => {
  const airports = ["name,state,latitude,longitude", "Alpha,ME,44.1,-69.2", "Bravo,ME,47.3,-68.3", "Charlie,NH,43.2,-71.5"].join("\n");

  it("ranks the latitude for 'the furthest north' and 'the furthest south'", async () => {
    expect((await csvAnswer(airports, "Which airport in ME is the furthest north?")).values).toEqual(["Bravo"]);
    expect((await csvAnswer(airports, "Which airport is the furthest south?")).values).toEqual(["Charlie"]);
  });
});
