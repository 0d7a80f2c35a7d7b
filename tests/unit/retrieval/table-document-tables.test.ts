/**
 * Questions people ask of the small tables inside documents (a DOCX table of jobs, a sheet of months),
 * #16: "an hour" is the hourly rate, not the paid hours; a request for every row lists them with the
 * column it names; an amount over a span of rows ("from July to September") is their total; money
 * with pence keeps both digits.
 */
import { describe, expect, it } from "vitest";
import { formatValue } from "../../../server/core/table-values";
import { inTableWords } from "../../../server/retrieval/tables/domain-words";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const jobs = [
  "Role,Shift,Paid hours,Hourly rate",
  "Baker,4am to 12:30pm,8,£14.40",
  "Cook,5am to 1:30pm,8,£14.10",
  "Driver,6am to 10am,4,£13.25",
  "Porter,10am to 4:30pm,6,£12.75",
].join("\n");

const months = ["Month,Shop,Trade", "June,900,400", "July,1000,500", "August,1100,600", "September,1200,700", "October,1300,800"].join(
  "\n",
);

describe("tables inside documents", () => {
  it("reads 'more an hour' as the hourly rate, not the paid hours", async () => {
    const result = await csvAnswer(jobs, "do cooks get more an hour than the drivers?");
    expect(result.plan.target).toBe(3);
    const perHour = await csvAnswer(jobs, "how much does a porter get per hour?");
    expect(perHour.values).toEqual(["£12.75"]);
  });

  it("keeps 'more than an hour' and 'half an hour' lengths of time", async () => {
    const tables = await csvTables("t.csv", jobs);
    for (const asked of ["Which shifts last more than an hour?", "Is the break half an hour?"])
      expect(inTableWords(asked, tables)).toBe(asked);
    expect(inTableWords("Who earns more an hour, a cook or a driver?", tables)).toBe("Who earns more hourly rate, a cook or a driver?");
  });

  it("lists every row with the one column the request names", async () => {
    const result = await csvAnswer(jobs, "List every role and what time each shift starts");
    expect([result.plan.operation, result.plan.target, result.values]).toEqual(["list", 1, ["Baker", "Cook", "Driver", "Porter"]]);
  });

  it("leaves a request naming no row and saying no 'every' to the passages", async () => {
    const tables = await csvTables("t.csv", jobs);
    expect(interpretQuestion("Tell me about the shifts", tables, { scoped: true })).toBeNull();
  });

  it("totals an amount asked from one month to another", async () => {
    const total = await csvAnswer(months, "What were the trade takings from July to September?");
    expect([total.plan.operation, total.number]).toEqual(["sum", 1800]);
    const each = await csvAnswer(months, "What were the trade takings each month from July to September?");
    expect(each.values).toEqual(["500", "600", "700"]);
  });

  it("shows money with pence to two digits", () => {
    expect(formatValue(14.1, { type: "real", unit: "£" })).toBe("£14.10");
    expect(formatValue(14, { type: "real", unit: "£" })).toBe("£14");
    expect(formatValue(-2.5, { type: "real", unit: "$" })).toBe("-$2.50");
  });
});
