/**
 * Words that name the rows as well as a number column (docs/architecture.md, "Tables"): "How many car
 * parks …" over the columns Car park (names) and Cars parked (a number) counts the car parks, and
 * "the total revenue across all car parks" adds up Revenue, not Cars parked.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const parks = [
  "Car park,Town,Spaces,Revenue,Cars parked",
  "Northgate,Chester,1205,412380.5,118430",
  "Sealand Road,Chester,1450,398000,120100",
  "Deeside Park,Deeside,420,77170,31000",
  "Wrexham Gateway,Wrexham,380,61000,25000",
].join("\n");

describe("words that name the rows and a number column alike", () => {
  it("counts the rows, and totals the measure named beside them", async () => {
    const chester = await csvAnswer(parks, "How many car parks are there in Chester?");
    expect([chester.plan.operation, chester.number]).toEqual(["count", 2]);
    expect((await csvAnswer(parks, "How many car parks have fewer than 400 spaces?")).number).toBe(1);
    const revenue = await csvAnswer(parks, "What was the total revenue across all car parks?");
    expect([revenue.plan.table.columns[revenue.plan.target!]!.name, revenue.number]).toEqual(["Revenue", 948550.5]);
  });
});

describe("a place's size said by its spaces", () => {
  it("ranks the spaces for 'the biggest' and 'the smallest' car park", async () => {
    expect((await csvAnswer(parks, "Which car park is the biggest?")).values).toEqual(["Sealand Road"]);
    expect((await csvAnswer(parks, "Which is the smallest car park?")).values).toEqual(["Wrexham Gateway"]);
  });
});
