/** A CSV header row with blank names ("Item,,") heads the data under it; its first data row is not taken as the header (extract.ts). */
import { describe, expect, it } from "vitest";
import { csvTables } from "../../helpers/csv-tables";

const names = async (text: string) => (await csvTables("t.csv", text))[0]!.columns.map((column) => column.name);

describe("a header row with blank names", () => {
  it("names the columns it names and keeps the first data row as data", async () => {
    const tables = await csvTables("stock.csv", ["Part,,", "Bolt M6,40,0.12", "Washer,250,0.03", "Nut M6,60,0.05"].join("\n"));
    expect(tables[0]!.columns[0]!.name).toBe("Part");
    expect(tables[0]!.rows).toHaveLength(3);
    expect(await names(["Runner,,Club", "Ada Lowe,41.5,Harriers", "Ben Cole,39.2,Striders"].join("\n"))).toEqual([
      "Runner",
      "Column B",
      "Club",
    ]);
  });

  it("still reads a title line above a header, and years as a header's names", async () => {
    expect(await names(["Parts on hand,,", "Part,Count,Unit price", "Bolt M6,40,0.12", "Washer,250,0.03"].join("\n"))).toEqual([
      "Part",
      "Count",
      "Unit price",
    ]);
    expect(await names(["Exports by year,,", "Region,2022,2023", "North,1.5,1.7", "South,0.8,0.9"].join("\n"))).toEqual([
      "Region",
      "2022",
      "2023",
    ]);
  });
});
