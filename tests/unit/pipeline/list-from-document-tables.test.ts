/**
 * Lists read off a table inside a report or handbook (list-answer.ts): the column a "kinds of …"
 * question names, every row even when the question names the document's own subject, and a second
 * column asked beside the items ("… and for how long?").
 */
import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { classifyByRules } from "../../../server/pipeline/intent";
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

// Round 18 (spent): "List the kayak club's trip grades and where each one goes" got the trip leader's
// steps (a bullet "goes" on the water); round 16/17's "Which sections of the canal …", "Which varieties
// of fruit …" were read as lookups of one row. Phrasings below are new.
describe("a list whose noun is said with its owner or its 'of …'", () => {
  const plots = [
    "## Before you dig",
    "Before a new member starts, the site warden must:",
    "- show where each plot size goes on the site map",
    "- hand over the shed key",
    "- check the water butts",
    "Plot size: Full plot; Area: 250 square metres; Yearly rent: £40",
    "Plot size: Half plot; Area: 125 square metres; Yearly rent: £25",
    "Plot size: Raised bed; Area: 10 square metres; Yearly rent: £8",
  ].join("\n");

  it("lists a table column named after an owner and a qualifier, before a section's steps", () => {
    expect(ask("List the allotment society's plot sizes and what rent each one pays", plots, "allotment-handbook.docx")).toBe(
      "Full plot (Yearly rent: £40), Half plot (Yearly rent: £25) and Raised bed (Yearly rent: £8) [Source 1].",
    );
  });

  it("reads 'Which <things> of <what> does … ?' as a list", () => {
    for (const question of [
      "Which breeds of sheep does the farm keep?",
      "What rooms of the hall can members book?",
      "Which sections of the canal does the trust work on?",
    ])
      expect(classifyByRules(question).intent).toBe("list");
    expect(classifyByRules("What kinds of incidents was the team called out to?").intent).toBe("list");
  });
});

// Round 19 (spent, second round): "Which bells hang in the St Ebba's tower, and what note is each?" was
// read as a lookup (a verb of the noun's own after it, not "are" or "do") and quoted the sentence
// announcing the table. Phrasings below are new.
describe("a list whose noun is followed by a verb of its own", () => {
  const boats = [
    "The club's boats are listed below.",
    "Boat | Crew | Built",
    "Boat: Kittiwake; Crew: 4; Built: 1998",
    "Boat: Puffin; Crew: 2; Built: 2004",
    "Boat: Shearwater; Crew: 6; Built: 2011",
  ].join("\n");

  it("reads it as a list, and lists the column with the one asked beside it", () => {
    for (const question of ["Which boats sail from the quay?", "What birds nest on the island?", "Which bells hang in the tower?"])
      expect(classifyByRules(question).intent).toBe("list");
    expect(classifyByRules("Which is the heaviest bell?").intent).not.toBe("list");
    expect(ask("Which boats sail from the quay, and how many crew does each one take?", boats, "harbour-rowing-club.pdf")).toBe(
      "Kittiwake (Crew: 4), Puffin (Crew: 2) and Shearwater (Crew: 6) [Source 1].",
    );
  });
});
