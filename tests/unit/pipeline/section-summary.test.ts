import { describe, expect, it } from "vitest";
import { answerSectionSummary, sectionOfQuestion } from "../../../server/pipeline/answerers/section-summary";
import { classifyByRules } from "../../../server/pipeline/intent";

// A club's rules in sections, as a Word file is read: each passage opens with its heading's line.
const rules = { id: "g", filename: "allotment-rules.docx" };
const section = (index: number, heading: string, text: string) => ({
  id: `g_${String(index)}`,
  text: `${heading}\n\n${text}`,
  page: null,
  sheet: null,
  heading,
});
const passages = [
  section(
    0,
    "Purpose",
    "The Riverside Allotment Society lets 64 plots by the canal. These rules set out who may rent a plot, what the society expects of tenants and what happens when a plot is neglected.",
  ),
  section(
    1,
    "Words used in these rules",
    "A plot is a numbered area of ground let to one tenant. A tenant is a member who rents a plot. Neglect is leaving a plot uncultivated so that weeds spread to other plots.",
  ),
  section(
    2,
    "Who may rent a plot",
    "Any adult living in the parish may join the waiting list for a plot. Plots are offered in the order of the list.",
  ),
  section(
    3,
    "What tenants must do",
    "Tenants must cultivate at least three quarters of their plot. Bonfires are allowed only between October and March. Hoses may not be left running unattended.",
  ),
  section(
    4,
    "When things go wrong",
    "If a plot is reported as neglected, the secretary will first send a reminder. If the neglect goes on after 30 days, the committee may give a notice to quit, and the plot is offered to the next person on the list.",
  ),
  section(5, "Contact", "The secretary is Ruth Adeyemi. Questions can be left in the box at the gate."),
];

describe("a summary of the section a question's topic names", () => {
  it("is asked as a summary, also 'in short, what does …'", () => {
    expect(classifyByRules("In short, what do the allotment rules expect of tenants?").intent).toBe("summary");
    expect(classifyByRules("Summarise what happens when a plot is neglected under the allotment rules").intent).toBe("summary");
    // A fact asked briefly is still a lookup or a definition, not a summary.
    expect(classifyByRules("In short, what is a plot?").intent).not.toBe("summary");
  });

  it("picks the section that holds the topic, not the purpose that lists every topic nor the glossary", () => {
    const topic = "Summarise what happens when a plot is neglected under the allotment rules";
    expect(sectionOfQuestion(topic, rules.filename, passages)?.heading).toBe("When things go wrong");
    expect(sectionOfQuestion("In short, what do the allotment rules expect of tenants?", rules.filename, passages)?.heading).toBe(
      "What tenants must do",
    );
  });

  it("summarises that section alone, each sentence cited, without its heading line", async () => {
    const draft = await answerSectionSummary("In short, what do the allotment rules expect of tenants?", [rules], async () => passages);
    expect(draft?.answer).toContain("cultivate at least three quarters");
    expect(draft?.answer).toContain("Bonfires");
    expect(draft?.answer).not.toContain("waiting list");
    expect(draft?.answer).not.toMatch(/^- What tenants must do/mu);
    expect(draft?.chunks).toHaveLength(3);
  });

  it("leaves a question with no topic beyond the document, or none standing out, to the whole summary", () => {
    expect(sectionOfQuestion("Summarise the allotment rules", rules.filename, passages)).toBeNull();
    expect(sectionOfQuestion("What are the main points of the allotment rules?", rules.filename, passages)).toBeNull();
    // "plot" is in nearly every section: the document's own subject, not a part's.
    expect(sectionOfQuestion("Summarise what the rules say about plots", rules.filename, passages)).toBeNull();
  });
});

describe("a long section's summary keeps its figures", () => {
  const policy = { id: "m", filename: "minibus-hire-policy.docx" };
  const longSection = [
    section(0, "Minibus hire policy", "Fernhill Community Transport hires out two minibuses to member groups."),
    section(1, "Drivers", "Every driver must hold a full licence and be aged 25 or over."),
    section(2, "Fees", "The hire fee is £60 a day. The mileage charge is 45p a mile."),
    section(
      3,
      "Cancelling a booking",
      "A group that can no longer travel should tell the office as soon as it can. The office will offer the date to the next group. " +
        "Groups are asked to give a reason. The trip leader should make the call. Keys already collected go back to the depot. " +
        "A booking cancelled less than 7 days before the trip costs half the hire fee. A booking cancelled on the day costs £45.",
    ),
  ];

  it("keeps the sentences that carry numbers when the section holds more than it quotes, in reading order", async () => {
    const draft = await answerSectionSummary(
      "Sum up what the minibus policy says about cancelling a booking",
      [policy],
      async () => longSection,
    );
    expect(draft?.answer).toContain("less than 7 days before the trip costs half the hire fee");
    expect(draft?.answer).toContain("£45");
    expect(draft?.answer.indexOf("tell the office")).toBeLessThan(draft?.answer.indexOf("£45") ?? -1);
    expect(draft?.chunks).toHaveLength(5);
  });
});
