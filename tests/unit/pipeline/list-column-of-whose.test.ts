/**
 * Lists of a column's values over a document's table (list-answer.ts): "Which <things> of <whose> does … ?" names its
 * noun before the "of …", and a header's unit in brackets ("Corrosion rate (mm/year)") is not the header's last word.
 */
import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const sourcesOf = (text: string, filename: string) =>
  buildSourceContext([makeChunk(text, { metadata: { doc_id: "d", filename, chunk_index: 0, page: 2 } })], 12_000).sources;

const ask = (question: string, text: string, filename: string) =>
  extractAnswer({ question, sources: sourcesOf(text, filename), style: "concise", intent: "list" }).answer;

const rooms = [
  "Room | Seats | Day rate (GBP)",
  "Room: Loom shed; Seats: 80; Day rate (GBP): 120",
  "Room: Dye house; Seats: 24; Day rate (GBP): 60",
  "Room: Counting house; Seats: 12; Day rate (GBP): 45",
].join("\n");

const crews = [
  "Boat | Crew needed | Weekday set-off",
  "Boat: Kingfisher; Crew needed: 2; Weekday set-off: 9.15am",
  "Boat: Heron; Crew needed: 3; Weekday set-off: 10.45am",
].join("\n");

describe("a list of one column's values", () => {
  it("reads the noun before its 'of …' ('Which rooms of the old mill can …')", () => {
    for (const question of ["Which rooms of the old mill can be booked?", "What rooms of the mill does the trust let out?"])
      expect(ask(question, rooms, "old-mill-trust-bookings.pdf")).toBe("Loom shed, Dye house and Counting house [Source 1].");
  });

  it("reads the noun after a possessive and the hyphened header a second column is asked by", () => {
    expect(ask("List the trust's boats and when each one sets off on a weekday", crews, "canal-trust-boats.docx")).toBe(
      "Kingfisher (Weekday set-off: 9.15am) and Heron (Weekday set-off: 10.45am) [Source 1].",
    );
  });

  it("names a column whose header ends in a unit in brackets", () => {
    expect(ask("List the day rates in the table", rooms, "old-mill-trust-bookings.pdf")).toBe("120, 60 and 45 [Source 1].");
  });
});
