/** A month said without its year ("in January") over a column of ISO dates that all share one year. */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const shifts = [
  "Date,Site,Volunteer,Hours",
  "2026-01-05,Quay Street hall,Ana Lucía Prieto,3",
  "2026-01-12,Northgate school,Ana Lucía Prieto,5",
  "2026-01-20,Quay Street hall,Dev Raman,6",
  "2026-02-02,Quay Street hall,Ana Lucía Prieto,4",
].join("\n");

describe("a month without its year", () => {
  it("is that month of the one year the table's dates hold", async () => {
    const result = await csvAnswer(shifts, "How many hours did Ana Lucía Prieto volunteer in January?");
    expect(result.number).toBe(8);
    expect(result.plan.filters.map((filter) => filter.said).join(" ")).toContain("2026-01");
  });

  it("is no condition when the dates span several years", async () => {
    const years = shifts.replace("2026-02-02", "2025-01-09");
    const result = await csvAnswer(years, "How many hours did Ana Lucía Prieto volunteer in January?").catch(() => null);
    expect(result?.plan.filters.some((filter) => filter.said.includes("-01")) ?? false).toBe(false);
  });
});
