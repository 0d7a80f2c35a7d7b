/**
 * A measure said by its unit, not its header: "kilos" names the column written "9,200 kg", "km" the
 * column of "167,015 km" (or a header that says it, "Kilométrage"), when one number column fits.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const depots = [
  "Depot,Area,Parcels,Weight,Fuel (L)",
  'North Hall,North,120,"1,200 kg",40',
  'Canal Street,East,300,"9,200 kg",55',
  'Mill Lane,East,80,"650 kg",12',
].join("\n");

const fleet = ["Plate,Model,Kilométrage,Seats", "AB-123-CD,Van,96570,3", "WX-890-YZ,Truck,167015,2"].join("\n");

describe("a measure said by its unit", () => {
  it("adds up the column written in kg for 'how many kilos'", async () => {
    const result = await csvAnswer(depots, "How many kilos of food went out in total?");
    expect([result.plan.operation, result.number]).toEqual(["sum", 11050]);
  });

  it("ranks by it ('the most kilos') and reads litres from a header's '(L)'", async () => {
    expect((await csvAnswer(depots, "Which depot gave out the most kilos?")).values).toEqual(["Canal Street"]);
    expect((await csvAnswer(depots, "How many litres of fuel did Mill Lane use?")).number).toBe(12);
  });

  it("takes a difference of two rows by the column a unit names ('how many more km')", async () => {
    const result = await csvAnswer(fleet, "How many more km has WX-890-YZ done than AB-123-CD?");
    expect([result.plan.operation, result.number]).toEqual(["difference", 70445]);
  });

  it("adds up the passengers for 'How many people used …' (people counted in a column of them)", async () => {
    const ferries = [
      "Route,Operator,Passengers",
      'Oban to Lismore,CalMac,"30,455 passengers"',
      'Mallaig to Eigg,CalMac,"8,200 passengers"',
    ].join("\n");
    const result = await csvAnswer(ferries, "How many people used the Oban to Lismore ferry?");
    expect([result.plan.operation, result.number]).toEqual(["sum", 30455]);
  });
});
