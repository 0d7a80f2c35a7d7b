/**
 * A group's members asked for ("Who's on the board?"), and a report's plans under a heading dated by
 * its year, read by the extractive reasoner over a PDF's pages (member-list.ts, pdfHeading).
 */
import { describe, expect, it } from "vitest";
import { extractAnswer, pdfHeading } from "../../../server/pipeline/extractive";
import { asksMembers, namedPeople } from "../../../server/pipeline/member-list";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

// A sailing club's three-page annual report as the PDF parser gives it: a page a passage, no heading marks.
const pages = [
  [
    "Harbour Sailing Club",
    "Annual Report 2026–27",
    "Harbour Sailing Club is a volunteer-run club on the Lowmoor estuary with 240 members and a fleet of 30 dinghies.",
    "This report covers the sailing year from 1 April 2026 to 31 March 2027.",
  ],
  [
    "Money",
    "Subscriptions brought in £21,600 and boat hire £4,300.",
    "Plans for 2027–28",
    "For 2027–28 the committee has kept subscriptions at £90 for adults.",
    "We plan to replace the slipway winch, to run a second junior week in August and to start a women's racing squad.",
  ],
  [
    "The committee",
    "The club's commodore is Niamh Gallagher and its vice-commodore Tobias Adeyemi.",
    "The other trustees are Grace Pennington, Rahul Mistry, Owen Treharne and Lucy Fairbairn.",
    "Meetings",
    "The committee meets on the first Monday of each month in the clubhouse, and members may attend.",
  ],
];
const sources = buildSourceContext(
  pages.map((lines, index) =>
    makeChunk(lines.join("\n"), {
      chunk_id: `report_${String(index)}`,
      metadata: { doc_id: "report", filename: "harbour-sailing-club-annual-report.pdf", chunk_index: index, page: index + 1 },
    }),
  ),
  12_000,
).sources;
const answer = (question: string, intent: "list" | "lookup") => extractAnswer({ question, sources, style: "concise", intent }).answer;

describe("a group's members asked for", () => {
  it("is asked by who is on, sits on or makes up a group", () => {
    expect(asksMembers("Who's on Harbour Sailing Club's committee?")).toBe(true);
    expect(asksMembers("who sits on the committee")).toBe(true);
    expect(asksMembers("Who are the members of the committee?")).toBe(true);
    expect(asksMembers("Who is the commodore?")).toBe(false);
    expect(asksMembers("Who runs the junior week?")).toBe(false);
  });

  it("counts the people a sentence names, with their titles, and no capitalised opening", () => {
    expect(namedPeople("The other trustees are Grace Pennington, Rahul Mistry and Cllr Owen Treharne.")).toBe(3);
    expect(namedPeople("The committee meets on the first Monday of each month.")).toBe(0);
  });

  it("answers with the sentences that name the members, though the club's name is in every one of its sentences", () => {
    const members = answer("Who's on Harbour Sailing Club's committee?", "lookup");
    expect(members).toContain("Niamh Gallagher");
    expect(members).toContain("Tobias Adeyemi");
    expect(members).toContain("Grace Pennington");
    expect(members).toContain("Lucy Fairbairn");
    expect(members).not.toContain("volunteer-run club");
  });
});

describe("a PDF heading dated by its year", () => {
  it("heads a section when words stand beside the year, not when a month does", () => {
    expect(pdfHeading("Plans for 2027–28")).toBe(true);
    expect(pdfHeading("Budget and spending 2026/27")).toBe(true);
    expect(pdfHeading("May 2025")).toBe(false);
    expect(pdfHeading("Plans for 12 boats")).toBe(false);
  });

  it("gives every plan under it, not only the sentence that repeats the year", () => {
    const plans = answer("What has the sailing club got planned for 2027-28?", "lookup");
    expect(plans).toContain("slipway winch");
    expect(plans).toContain("women's racing squad");
  });
});
