/**
 * A summary asked of the span a report covers ("an overview of the choir's season", "the year at the
 * allotments") names no section of it, unless a heading says it; "how did the finances look in 2025"
 * asks how a topic stood, and its "look" is the asking, not a topic word (section-summary.ts,
 * topicTerms; intent.ts; #16). Rounds 18 and 19 took "Highlights", "Our bells" and "Officers" for
 * such questions (a sentence there said "year" or "looks after"). Every phrasing here is in no eval set.
 */
import { describe, expect, it } from "vitest";
import { sectionOfQuestion } from "../../../server/pipeline/answerers/section-summary";
import { classifyByRules } from "../../../server/pipeline/intent";

const section = (index: number, heading: string, text: string) => ({
  id: `c_${String(index)}`,
  text: `${heading}\n\n${text}`,
  page: null,
  sheet: null,
  heading,
});
const report = [
  section(0, "About us", "Harbourside Community Choir sings in Portleven and the villages around it."),
  section(
    1,
    "Our music",
    "This year we sang 14 concerts, and the year ended with the carol service. Each season we learn a new mass, and every year a new member writes the programme notes.",
  ),
  section(
    2,
    "Officers",
    "The officers for 2025 were elected at the annual meeting. The librarian, Gwen Hale, looks after the scores, and the treasurer, Sam Otto, looks after the bank.",
  ),
  section(
    3,
    "Money",
    "Income was £9,400, against £8,100 the year before. Spending came to £8,900, mostly the hall and the director's fee.",
  ),
  section(4, "Plans", "Next season we hope to sing with the Truro choirs."),
];

describe("a summary of the span a report covers, or of how a topic looked", () => {
  it("names no section for the year or season asked whole", () => {
    for (const question of [
      "Can I get an overview of the choir's season?",
      "Give me a quick overview of the year at Harbourside choir",
      "Summarise the choir's year in 2025",
    ])
      expect(sectionOfQuestion(question, "harbourside-choir-report-2025.docx", report), question).toBeNull();
  });

  it("takes a section whose heading says the span", () => {
    const withYear = [...report, section(5, "The year in numbers", "We sang 14 concerts to 2,300 people.")];
    expect(sectionOfQuestion("Give me an overview of the choir's year", "harbourside-choir-report-2025.docx", withYear)?.heading).toBe(
      "The year in numbers",
    );
  });

  it("reads 'how did the accounts look in 2025' as a summary whose topic is the accounts, not 'looks after'", () => {
    expect(classifyByRules("How did the choir's accounts look last year?").intent).toBe("summary");
    expect(classifyByRules("How did the garden look in 2024?").intent).toBe("summary");
    expect(classifyByRules("How does the choir's badge look?").intent).not.toBe("summary");
    // No section holds "accounts": the heading nearest in meaning ("Money") is sought next, not the officers who "look after".
    expect(sectionOfQuestion("How did the choir's accounts look in 2025?", "harbourside-choir-report-2025.docx", report)).toBeNull();
  });
});
