/**
 * A filter said once (server/retrieval/tables/execute.ts `filterGroups`): the same value twice in one
 * column (a follow-up's filter carried over beside the one it says again) is one condition. A table
 * answer had read "Apiary = Copse Farm or Apiary = Copse Farm".
 */
import { describe, expect, it } from "vitest";
import { describeFilters, filterGroups } from "../../../server/retrieval/tables/execute";
import type { TableFilter } from "../../../server/retrieval/tables/types";

const equals = (column: number, value: string | number, said: string): TableFilter => ({ columns: [column], operator: "eq", value, said });

describe("a filter repeated", () => {
  it("is said and tested once; two values of one column stay an 'or', another column an 'and'", () => {
    const copse = equals(0, "Copse Farm", "Apiary = Copse Farm");
    expect(describeFilters([copse, { ...copse }])).toBe("Apiary = Copse Farm");
    expect(filterGroups([copse, { ...copse, said: "Apiary = copse farm" }])).toEqual([[copse]]);
    const mill = equals(0, "Mill Lane", "Apiary = Mill Lane");
    expect(describeFilters([copse, mill, { ...copse }])).toBe("Apiary = Copse Farm or Apiary = Mill Lane");
    const year = equals(2, 2025, "Year = 2025");
    expect(describeFilters([copse, year, { ...year }, { ...copse }])).toBe("Apiary = Copse Farm and Year = 2025");
  });
});
