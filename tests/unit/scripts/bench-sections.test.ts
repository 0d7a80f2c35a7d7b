/** `npm run bench -- --only …` (scripts/lib/bench-sections.ts): which sections run, and what the report's header says of each. */
import { describe, expect, it } from "vitest";
import { runsLine, sectionNames, selectedSections } from "../../../scripts/lib/bench-sections";

describe("bench section selection", () => {
  it("runs every section without --only, and only the named ones with it", () => {
    expect([...selectedSections([])]).toEqual([...sectionNames]);
    expect([...selectedSections(["--only", "overhead,concurrency"])]).toEqual(["overhead", "concurrency"]);
    expect([...selectedSections(["--only=budget"])]).toEqual(["budget"]);
  });

  it("refuses an unknown or missing section name, listing the valid ones", () => {
    expect(() => selectedSections(["--only", "overhead,speed"])).toThrow(
      /--only takes a comma-separated list of sections: ingestion, tables/,
    );
    expect(() => selectedSections(["--only"])).toThrow(/got ""/);
  });

  it("says which sections were measured when and under what load, earlier ones without a recorded load", () => {
    const line = runsLine({
      overhead: { at: "2026-11-26T22:38:00.000Z", loadAverage: 15.2 },
      concurrency: { at: "2026-11-26T22:38:40.000Z", loadAverage: 15.2 },
      security: { at: "2026-11-25T05:11:53.267Z", loadAverage: null },
    });
    expect(line).toBe(
      "overhead, concurrency: 2026-11-26 22:38 UTC (1-minute load average 15.2 at its start); security: 2026-11-25 05:11 UTC (load not recorded)",
    );
  });
});
