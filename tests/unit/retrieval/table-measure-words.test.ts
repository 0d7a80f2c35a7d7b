/**
 * A measure said by its unit, its purpose or another word for the table's order (docs/architecture.md,
 * "Tables"), the kinds held-out-8 missed: "seats" and "hold" for Capacity, "take" for takings,
 * "busier" / "quietest" for a traffic column, "smallest venue" for capacity, "final" for the last one
 * and "most recent" for the latest date.
 */
import { describe, expect, it } from "vitest";
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

  it("reads 'most recent' as the latest date, not a count per date", async () => {
    const result = await csvAnswer(incidents, "When was the most recent incident?");
    expect(result.plan.operation).not.toBe("group_max");
    expect(result.values.join()).toContain("2023-11-30");
  });
});
