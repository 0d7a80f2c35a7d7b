/** A lookup whose cell holds only a mark of none ("—", "n/a") has found no value: it says so rather than stating the mark as the answer. */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const segments = [
  "Segment,Auditor note,Sales",
  "Zone NA,Checked twice,12553",
  "Nespresso,—,3128",
  "Zone EUR,n/a,9467",
  "Zone GC,Pending review,2548",
].join("\n");

describe("a looked-up cell that is a mark of none", () => {
  it("notes that the cell is empty instead of giving '—' as the answer", async () => {
    for (const [question, mark] of [
      ["What is the auditor note for Nespresso?", "—"],
      ["What is the auditor note for Zone EUR?", "n/a"],
    ]) {
      const result = await csvAnswer(segments, question!);
      expect(result.values).toEqual([mark]);
      expect(result.plan.assumptions).toContain("the cell that answers it is empty");
    }
  });

  it("still states a real text value", async () => {
    const result = await csvAnswer(segments, "What is the auditor note for Zone GC?");
    expect(result.values).toEqual(["Pending review"]);
    expect(result.plan.assumptions).not.toContain("the cell that answers it is empty");
  });
});
