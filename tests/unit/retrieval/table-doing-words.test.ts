/**
 * Measures named by what the rows do (docs/architecture.md, "Tables"): "lent more than 60,000
 * items" is a condition on Loans, "the biggest fundraisers" ranks the pledges, "how much was
 * collected / raised" is a total; "List the branches …" lists the rows; "did not score more than
 * 50" turns the comparison round.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const branches = [
  "Branch,District,Loans,Late fees,Café",
  'Central,Centre,182400,"€4.312,40",✓',
  'Eastgate,East,61350,"€1.204,50",x',
  'Hillside,North,23480,"€402,75",x',
  'Quay,South,70100,"€980,00",✓',
  'Riverview,South,41000,"€610,25",✓',
].join("\n");

const race = [
  "Runner,Club,Pledged",
  'Ana Diaz,Harriers,"€1.234,50"',
  'Ben Ode,Rovers,"€860,00"',
  'Cai Lin,Harriers,"€2.105,75"',
  'Dee Roy,Rovers,"€415,00"',
].join("\n");

const clubs = ["Club,Points", "Reds,62", "Blues,48", "Greens,50", "Whites,71"].join("\n");

describe("words for what the rows do", () => {
  it("reads 'lent more than 60,000 items' as a condition on Loans, and lists the branches", async () => {
    const result = await csvAnswer(branches, "List the branches with a café that lent more than 60,000 items");
    expect([result.plan.operation, result.values, result.plan.assumptions]).toEqual(["list", ["Central", "Quay"], []]);
    expect((await csvAnswer(branches, "Which branch lent the most items?")).values).toEqual(["Central"]);
  });

  it("ranks the money of 'the biggest fundraisers'", async () => {
    const result = await csvAnswer(race, "Who were the two biggest fundraisers?");
    expect(result.values).toEqual(["Cai Lin", "Ana Diaz"]);
  });

  it("reads 'how much was collected / raised' as a total", async () => {
    const fees = await csvAnswer(branches, "How much was collected in late fees?");
    expect([fees.plan.operation, fees.number]).toEqual(["sum", 7509.9]);
    expect((await csvAnswer(race, "How much did the Harriers runners raise?")).number).toBe(3340.25);
  });

  it("turns a comparison round after a negated verb ('did not score more than 50')", async () => {
    const result = await csvAnswer(clubs, "Which clubs did not score more than 50 points?");
    expect(result.values).toEqual(["Blues", "Greens"]);
  });
});
