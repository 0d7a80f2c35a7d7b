/**
 * The tables report run on the test split keeps every spent held-out set's one measurement: a set
 * became dev the run after it was measured, and its section used to leave docs/eval-report.md then.
 */
import { describe, expect, it } from "vitest";
import { writeReport } from "../../../scripts/eval-tables/report";

describe("tables report", () => {
  it("lists each spent held-out set with the figure its analysis states, on the test split only", () => {
    const test = writeReport({ split: "test", own: [], wtq: [], heldOut: [], write: false, verbose: false });
    expect(test).toContain("### Spent held-out sets");
    // held-out-4's analysis wraps its bold figure over two lines.
    expect(test).toContain("- held-out-4: measured once at 52 of 63 (82.5 %)");
    expect(test).toContain("scripts/eval-tables/held-out-8/analysis.md");
    const dev = writeReport({ split: "dev", own: [], wtq: [], heldOut: [], write: false, verbose: false });
    expect(dev).not.toContain("### Spent held-out sets");
  });
});
