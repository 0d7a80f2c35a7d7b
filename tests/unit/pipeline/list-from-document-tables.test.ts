/**
 * Lists read off a table inside a report or handbook (list-answer.ts): the column a "kinds of …"
 * question names, every row even when the question names the document's own subject, and a second
 * column asked beside the items ("… and for how long?").
 */
import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const sourcesOf = (text: string, filename: string) =>
  buildSourceContext([makeChunk(text, { metadata: { doc_id: "d", filename, chunk_index: 0, page: 2 } })], 12_000).sources;

// The planner reads these as lists (intent.ts); the reader is given that intent.
const ask = (question: string, text: string, filename: string) =>
  extractAnswer({ question, sources: sourcesOf(text, filename), style: "concise", intent: "list" }).answer;

const events = [
  "Events by type",
  "Event type: Beach clean; Volunteers: 64; Bags collected: 210",
  "Event type: Litter pick; Volunteers: 38; Bags collected: 95",
  "Event type: Tree planting; Volunteers: 22; Bags collected: 0",
].join("\n");

const classes = [
  "Class: Harbour Sunrise Flow; Teacher: Ines Moreau; Price: £9; Length: 60 minutes",
  "Class: Yin and Restore; Teacher: Tom Akers; Price: £8; Length: 75 minutes",
  "Class: Power Vinyasa; Teacher: Ines Moreau; Price: £10; Length: 45 minutes",
].join("\n");

const rooms = [
  "Room | Capacity | Hire charge | Booking period",
  "Room: Main hall; Capacity: 120; Hire charge: £40 an hour; Booking period: up to 2 days",
  "Room: Committee room; Capacity: 16; Hire charge: £12 an hour; Booking period: up to 1 day",
  "Room: Kitchen; Capacity: 6; Hire charge: £15 an hour; Booking period: up to 2 days",
].join("\n");

describe("lists from a document's table", () => {
  it("lists the column of kinds a 'kinds of …' or 'sorts of …' question names", () => {
    for (const question of ["What kinds of events was the trust running?", "What sorts of events were there?"])
      expect(ask(question, events, "shore-trust-report-2025.pdf")).toBe("Beach clean, Litter pick and Tree planting [Source 1].");
  });

  it("keeps every row when the question names the document's own subject, not a row", () => {
    expect(ask("Which classes does the Harbour yoga studio offer?", classes, "harbour-yoga-studio-timetable.pdf")).toBe(
      "Harbour Sunrise Flow, Yin and Restore and Power Vinyasa [Source 1].",
    );
    // A word the file name does not hold still picks the rows that say it.
    expect(ask("Which classes are with Ines Moreau?", classes, "harbour-yoga-studio-timetable.pdf")).toBe(
      "Harbour Sunrise Flow and Power Vinyasa [Source 1].",
    );
  });

  it("gives the other column asked for beside each item", () => {
    expect(ask("Which rooms can we hire and for how long?", rooms, "village-hall-hire.docx")).toBe(
      "Main hall (Booking period: up to 2 days), Committee room (Booking period: up to 1 day) and Kitchen (Booking period: up to 2 days) [Source 1].",
    );
    expect(ask("What rooms are there to hire, and what does each cost?", rooms, "village-hall-hire.docx")).toContain(
      "Committee room (Hire charge: £12 an hour)",
    );
    expect(ask("Which rooms can be hired?", rooms, "village-hall-hire.docx")).toBe("Main hall, Committee room and Kitchen [Source 1].");
  });
});
