import { describe, expect, it } from "vitest";
import { asksAboutTable, isWeakReading, passageFitsBetter, passageStatesIt } from "../../../server/pipeline/passage-evidence";
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

  it("reads a report's own sentences, not its table's rows, when the table is the report's", () => {
    // A handbook's table of flats (typed from its DOCX or PDF) counts its rows; the handbook says how many flats there are.
    const handbook = makeChunk(
      "Block: North; Flats: 60; Floors: 8; Lift: Yes\nAshdown Court has 212 flats in four blocks, built in 1968.",
      { metadata: { doc_id: "handbook", filename: "handbook.docx", chunk_index: 0, page: null, sheet: null, heading: null } },
    );
    const reading = { unread: ["flats", "Court"], matchedRows: 4, tableDocuments: ["handbook"] };
    expect(passageStatesIt("How many flats are there at Ashdown Court?", reading, [handbook])).toBe(true);
    // Its rows alone state nothing the reading missed; a sheet's passages are its rows.
    const rowsOnly = makeChunk("Block: North; Flats: 60 Court; Floors: 8", {
      metadata: { doc_id: "handbook", filename: "handbook.docx", chunk_index: 1, page: null, sheet: null, heading: null },
    });
    expect(passageStatesIt("How many flats are there at Ashdown Court?", reading, [rowsOnly])).toBe(false);
    const sheet = { unread: ["Dev", "Raman"], matchedRows: 0, tableDocuments: ["shifts"] };
    expect(passageStatesIt("How many hours did Dev Raman work?", sheet, [shifts])).toBe(false);
  });

  it("reads the question's words when the reading only dropped a year, and wants every year said", () => {
    const reading = { unread: ["2025"], matchedRows: 18, tableDocuments: ["shifts"] };
    expect(passageStatesIt("How did the number of volunteers change from 2024 to 2025?", reading, [report])).toBe(true);
    expect(passageStatesIt("How did the number of volunteers change from 2024 to 2026?", { ...reading, unread: ["2026"] }, [report])).toBe(
      false,
    );
  });
});

describe("a table reading of a question not about the table's rows", () => {
  const sessions = { filename: "repair-sessions-2025.csv", name: "repair-sessions-2025", label: "Month" };
  const others = ["repair-cafe-annual-report-2025.pdf", "tool-library-borrowing-policy.docx"];
  const form = makeChunk("Organisation: Westcliff Primary School PTA\nExpected visitors: 60\nParking available: Yes", {
    metadata: { doc_id: "report", filename: "repair-cafe-annual-report-2025.pdf", chunk_index: 3, page: 2, sheet: null, heading: null },
  });
  const rows = makeChunk("Month: May; Visitors: 131; Items seen: 98; Repaired: 70", {
    metadata: { doc_id: "sessions", filename: "repair-sessions-2025.csv", chunk_index: 0, page: null, sheet: null, heading: null },
  });

  it("is about the table when it names the file, its kind or the column its rows are named by", () => {
    expect(asksAboutTable("Which month had the most visitors?", sessions, others)).toBe(true);
    expect(asksAboutTable("How many visitors came to the sessions?", sessions, others)).toBe(true);
    expect(asksAboutTable("How many items were repaired in the CSV?", sessions, others)).toBe(true);
    // "repair" is in the report's name too: it names neither alone.
    expect(asksAboutTable("How many visitors is the PTA expecting?", sessions, others)).toBe(false);
    expect(asksAboutTable("How many visitors came to the repair café in 2025?", sessions, others)).toBe(false);
    // A row named by a value the reading filtered on, in the question's own words.
    const garages = { filename: "garages.xlsx", name: "Garages", label: "Name", filters: ["Capacity > 500 spaces", "City = Lyon"] };
    expect(asksAboutTable("And which of those are in Lyon?", garages, ["minutes.md"])).toBe(true);
  });

  it("gives way to another document's sentence that holds more of the question than the reading read", () => {
    const reading = { unread: ["PTA", "expecting"], matchedRows: 12, tableDocuments: ["sessions"] };
    expect(passageFitsBetter("How many visitors is the PTA expecting?", reading, sessions, [rows, form])).toBe(true);
    // The table's own rows are not another document.
    expect(passageFitsBetter("How many visitors is the PTA expecting?", reading, sessions, [rows])).toBe(false);
    // Read whole but one word: no sentence elsewhere holds more.
    const mostly = { unread: ["busiest"], matchedRows: 12, tableDocuments: ["sessions"] };
    expect(passageFitsBetter("Which month had the most visitors, the busiest?", mostly, sessions, [rows, form])).toBe(false);
  });
});
