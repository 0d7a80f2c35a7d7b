/**
 * A total or a count per group (docs/architecture.md, "Tables"): "which <group> … the most" over a
 * row per purchase adds up, or counts, the rows of each group, not one row's extreme. The measure may
 * be said by the verb between the group and "the most" ("which department spent the most"), and a
 * year or month asked of a table with one date column groups by that part of the date.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";
import { planSql } from "../../../server/retrieval/tables/plan-sql";

// One row per purchase: Sales makes the single largest purchase, Research spends the most in all.
const purchases = [
  "Date,Department,Item,Spent",
  "2024-01-15,Research,Microscope,900",
  "2024-01-20,Sales,Stand,300",
  "2024-03-02,Research,Reagents,800",
  "2024-03-09,Sales,Banner,100",
  "2025-02-11,Sales,Trade fair,1200",
  "2025-02-18,Research,Centrifuge,700",
  "2025-02-25,Research,Pipettes,400",
  "2025-06-01,Design,Tablet,500",
].join("\n");

describe("a total or a count per group, asked as which group … the most", () => {
  it("adds up the measure a verb names between the group and the superlative", async () => {
    const spent = await csvAnswer(purchases, "Which department spent the most?");
    expect([spent.plan.operation, spent.number, spent.values, spent.plan.assumptions]).toEqual(["group_max", 2800, ["Research"], []]);
    const least = await csvAnswer(purchases, "which department spent the least in all");
    expect([least.number, least.values]).toEqual([500, ["Design"]]);
    // One purchase is still one row: "in a single purchase" is the row's own figure.
    const single = await csvAnswer(purchases, "Which department spent the most in a single purchase?");
    expect(single.values).toEqual(["Sales"]);
  });

  it("groups the rows by the year or the month of the one date column", async () => {
    const month = await csvAnswer(purchases, "Which month had the most purchases?");
    expect([month.plan.operation, month.plan.datePart, month.number, month.values]).toEqual(["group_max", "month", 3, ["February"]]);
    expect(planSql(month.plan)).toContain("strftime('%m'");
    const year = await csvAnswer(purchases, "which year saw the fewest purchases");
    expect([year.plan.datePart, year.number, year.values]).toEqual(["year", 4, ["2024", "2025"]]);
    const filtered = await csvAnswer(purchases, "which month of 2024 had the most purchases by research");
    expect([filtered.number, filtered.values]).toEqual([1, ["January", "March"]]);
  });

  it("adds up a measure per year, said as assumed when the superlative is no amount word", async () => {
    const highest = await csvAnswer(purchases, "Which year had the highest spending for Research?");
    expect([highest.number, highest.values, highest.plan.assumptions]).toEqual([1700, ["2024"], ['"Spent" was added up per year']]);
    const total = await csvAnswer(purchases, "Which year had the most spent in total?");
    expect([total.number, total.values, total.plan.assumptions]).toEqual([2800, ["2025"], []]);
  });

  it("counts the table's rows per group under a compass bound said with its unit and axis", async () => {
    const stations = [
      "Station,State,latitude,longitude",
      "Cold Bay,AK,55.2,-162.7",
      "Nome,AK,64.5,-165.4",
      "Bangor,ME,44.8,-68.8",
      "Caribou,ME,46.9,-68.0",
      "Denver,CO,39.8,-104.7",
      "Grand Junction,CO,39.1,-108.5",
      "Durango,CO,37.2,-107.8",
    ].join("\n");
    const options = { filename: "stations.csv" };
    const north = await csvAnswer(stations, "which state has the most stations north of 45 degrees latitude", options);
    expect([north.plan.operation, north.number, north.values, north.plan.assumptions]).toEqual(["group_max", 2, ["AK"], []]);
    const west = await csvAnswer(stations, "how many stations in colorado are west of -105 longitude", options);
    expect([west.number, west.plan.assumptions]).toEqual([2, []]);
  });
});
