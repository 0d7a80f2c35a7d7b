import { describe, expect, it } from "vitest";
import { isWeakReading, passageStatesIt } from "../../../server/pipeline/passage-evidence";
import { makeChunk } from "./stage-fixtures";

const report = makeChunk(
  "In 2025 we gave out 4,312 food parcels, up from 3,790 in 2024. The number of volunteers rose from 64 in 2024 to 82 in 2025.",
  { metadata: { doc_id: "report", filename: "report.pdf", chunk_index: 0, page: 1, sheet: null, heading: null } },
);
const shifts = makeChunk("Date: 2026-01-05; Site: Quay Street hall; Volunteer: Dev Raman; Hours: 6", {
  metadata: { doc_id: "shifts", filename: "shifts.csv", chunk_index: 0, page: null, sheet: null, heading: null },
});

describe("a weak table reading against a passage that states the figure", () => {
  it("is weak with words unread or no row matched", () => {
    expect(isWeakReading({ unread: [], matchedRows: 3, tableDocuments: ["shifts"] })).toBe(false);
    expect(isWeakReading({ unread: [], matchedRows: 0, tableDocuments: ["shifts"] })).toBe(true);
  });

  it("gives way to another document's sentence holding a figure and the words the table missed", () => {
    const question = "How many food parcels were given out in 2025?";
    const reading = { unread: ["food", "parcels", "given", "out"], matchedRows: 0, tableDocuments: ["shifts"] };
    expect(passageStatesIt(question, reading, [shifts, report])).toBe(true);
    // Only the table's own rows: nothing else states it.
    expect(passageStatesIt(question, reading, [shifts])).toBe(false);
  });

  it("reads the question's words when the reading only dropped a year, and wants every year said", () => {
    const reading = { unread: ["2025"], matchedRows: 18, tableDocuments: ["shifts"] };
    expect(passageStatesIt("How did the number of volunteers change from 2024 to 2025?", reading, [report])).toBe(true);
    expect(passageStatesIt("How did the number of volunteers change from 2024 to 2026?", { ...reading, unread: ["2026"] }, [report])).toBe(
      false,
    );
  });
});
