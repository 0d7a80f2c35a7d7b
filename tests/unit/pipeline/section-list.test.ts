/**
 * A list of steps or rules told in a section's prose, or under a heading that does not repeat the
 * question's noun (section-list.ts, section-topic.ts), read by the extractive reasoner.
 */
import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { asksWhatToDo } from "../../../server/pipeline/section-list";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

// An allotment society's rules as a Word file is read: one passage per heading, each opening with its heading's line.
const sections: [string, string][] = [
  ["Riverside Allotment Society: Rules for Tenants", "Adopted at the general meeting of 3 March 2025."],
  [
    "Purpose",
    "The society lets 64 plots by the canal. These rules set out who may rent a plot, what the society expects of tenants and what happens when a plot is neglected.",
  ],
  [
    "Words used in these rules",
    "A plot is a numbered area of ground let to one tenant. A tenant is a member who rents a plot. Neglect is leaving a plot uncultivated so that weeds spread to other plots.",
  ],
  [
    "How to apply for a plot",
    "To apply, a person should:\n\n- fill in the application form in the box at the gate\n- pay the joining fee of £20\n- show proof of an address in the parish",
  ],
  [
    "What tenants must do",
    "Tenants must cultivate at least three quarters of their plot. Bonfires are allowed only between October and March. Hoses may not be left running unattended.",
  ],
  [
    "When things go wrong",
    "If a plot is reported as neglected, the secretary will first send a reminder. If the neglect goes on after 30 days, the committee may give a notice to quit. Eviction is the last step and is decided by the whole committee.",
  ],
  ["Contact", "The secretary is Ruth Adeyemi. Questions can be left in the box at the gate."],
];
const sources = buildSourceContext(
  sections.map(([heading, text], index) =>
    makeChunk(`${heading}\n\n${text}`, {
      chunk_id: `rules_${String(index)}`,
      metadata: { doc_id: "rules", filename: "allotment-rules.docx", chunk_index: index, page: null, heading },
    }),
  ),
  12_000,
).sources;

const answer = (question: string, intent: "list" | "lookup") => extractAnswer({ question, sources, style: "concise", intent }).answer;

describe("a list of steps or rules told in a section", () => {
  it("is asked by a list of steps, rules or requirements, or 'what do I have to do'", () => {
    expect(asksWhatToDo("What steps can the society take if a plot keeps being neglected?")).toBe(true);
    expect(asksWhatToDo("What rules apply to tenants on their plots?")).toBe(true);
    expect(asksWhatToDo("What do I have to do to apply for a plot?")).toBe(true);
    expect(asksWhatToDo("What is the joining fee?")).toBe(false);
    expect(asksWhatToDo("What vegetables grow by the canal?")).toBe(false);
  });

  it("lists the section whose prose tells the steps, not the glossary or the purpose that name the topic", () => {
    const steps = answer("What steps can the society take if a plot keeps being neglected?", "list");
    expect(steps).toContain("send a reminder");
    expect(steps).toContain("notice to quit");
    expect(steps).not.toContain("Neglect is leaving");
  });

  it("lists the rules under a heading that does not say 'rules'", () => {
    const rules = answer("What rules apply to tenants on their plots?", "list");
    expect(rules).toContain("three quarters");
    expect(rules).toContain("Bonfires");
    expect(rules).toContain("Hoses");
  });

  it("gives the announced bullets of the section for 'what do I have to do to …', asked as a lookup too", () => {
    const apply = answer("What do I have to do to apply for a plot?", "lookup");
    expect(apply).toContain("application form");
    expect(apply).toContain("joining fee");
    expect(apply).toContain("proof of an address");
  });

  it("names the section by a word of the file's name when no other word names one", () => {
    const policy: [string, string][] = [
      ["Lantern Street Tool Library: Borrowing Policy", "Version 2, adopted by the steering group on 9 October 2025."],
      ["Purpose", "The Tool Library lends tools and garden equipment. It holds about 640 items and is run by 35 volunteers."],
      [
        "Words used in this policy",
        "A loan period is the number of days a member may keep an item. The Tool Steward is the volunteer who checks every item.",
      ],
      [
        "Borrowing",
        "To borrow an item:\n\n- Reserve it on the website or at the counter.\n- Show your membership card when you collect it.\n- Check the item with the Tool Steward and sign the loan sheet.",
      ],
      ["Membership and fees", "Membership costs £25 a year. Heavy-duty items also carry a hire charge of £5 per loan."],
      ["Opening hours", "The library is open on Saturdays from 10:00 to 13:00."],
      ["What we do not lend", "For safety and insurance reasons, the library never lends chainsaws or welding equipment."],
      ["Late returns", "A late item costs 50p for each day. Members who owe more than £15 cannot borrow again until they have paid."],
      ["Contacts", "The Tool Library coordinator is Priya Ramanathan. The Tool Steward is Declan O'Hare."],
    ];
    const policySources = buildSourceContext(
      policy.map(([heading, text], index) =>
        makeChunk(`${heading}\n\n${text}`, {
          chunk_id: `policy_${String(index)}`,
          metadata: { doc_id: "policy", filename: "tool-library-borrowing-policy.docx", chunk_index: index, page: null, heading },
        }),
      ),
      12_000,
    ).sources;
    const steps = extractAnswer({
      question: "What do I have to do to borrow a tool?",
      sources: policySources,
      style: "concise",
      intent: "lookup",
    });
    expect(steps.answer).toContain("Reserve it");
    expect(steps.answer).toContain("membership card");
  });

  it("takes the section only one heading names, though most sections say its word in passing", () => {
    // "lock" is in three of the four sections found, so it reads as the hall's own subject; the heading "Locking up" names it alone.
    const handbook: [string, string][] = [
      ["About the hall", "The hall is let for parties and meetings. It is locked on Sundays and on bank holidays."],
      ["Keys", "Two keys open the front door. Every hirer must lock the kitchen hatch before the hall is handed back."],
      [
        "Locking up",
        "Whoever locks up at night must:\n\n- stack the chairs against the stage\n- empty the bins into the wheelie bin\n- set the alarm and pull the shutter down",
      ],
      ["Who to ask", "The bookings secretary is Amir Haddad. In a power cut, turn the main switch off in the cupboard by the stage."],
    ];
    const hallSources = buildSourceContext(
      handbook.map(([heading, text], index) =>
        makeChunk(`${heading}\n\n${text}`, {
          chunk_id: `hall_${String(index)}`,
          metadata: { doc_id: "hall", filename: "village-hall-hirers-guide.docx", chunk_index: index + 1, page: null, heading },
        }),
      ),
      12_000,
    ).sources;
    const steps = extractAnswer({
      question: "it's my turn to lock up the hall tonight, what have I got to do?",
      sources: hallSources,
      style: "concise",
      intent: "lookup",
    }).answer;
    expect(steps).toContain("stack the chairs");
    expect(steps).toContain("empty the bins");
    expect(steps).toContain("set the alarm");
    expect(steps).not.toContain("Amir Haddad");
  });

  it("leaves a question for one fact to its sentence", () => {
    expect(answer("What is the joining fee?", "lookup")).not.toContain("application form");
  });
});
