import { describe, expect, it } from "vitest";
import { definitionSubject } from "../../../server/pipeline/answer-shape";
import { classifyByRules } from "../../../server/pipeline/intent";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

// Tuned on the spent round 12 (not held-out): a ferry's terms, written the way such handbooks are.
const handbook = [
  "# Island ferry: terms for passengers",
  "",
  "## About the service",
  "",
  "The ferry sails four times a day from the harbour. There are 40 car spaces, 6 of them with a charging point.",
  "",
  "## Terms used",
  "",
  "A crossing is one sailing from the harbour to the island or back.",
  "",
  "## Applying for a season pass",
  "",
  "To apply, a passenger must:",
  "",
  "- fill in the pass form;",
  "- send a photo;",
  "- show proof of address at the harbour office.",
  "",
  "## Fares",
  "",
  "A season pass costs £30 a month for a resident and £45 for a visitor. Bicycles travel free, and a charging point costs £6. Fees are paid by the Friday before each month; a passenger who cancels late loses the fee.",
].join("\n");
const sources = () => buildSourceContext([makeChunk(handbook)], 12_000).sources;
const answerTo = (question: string) => extractAnswer({ question, sources: sources(), style: "concise" }).answer;

describe("tuned on the spent round 12", () => {
  it("reads 'What exactly is X at Y?' as a definition asked outright", () => {
    expect(classifyByRules("What exactly is a crossing at the island ferry?").intent).toBe("definition");
    expect(classifyByRules("What exactly is the population of Paris?").intent).not.toBe("definition");
    expect(definitionSubject("What exactly is a crossing at the island ferry?")).toBe("crossing");
    expect(answerTo("What exactly is a crossing at the island ferry?")).toMatch(/^A crossing is one sailing/);
  });

  it("answers 'How much is X?' with the sentence stating its price, not one that counts it", () => {
    expect(answerTo("How much is a charging point?")).toMatch(/charging point costs £6/);
  });

  it("does not read a price as what one pays by a date", () => {
    // "stall" is on every line, as a market's handbook names its stalls throughout.
    const market = buildSourceContext(
      [
        makeChunk(
          [
            "A stall is a space three metres wide.",
            "Each stall has a number painted on the ground.",
            "A stall costs £45 a Saturday for a regular trader and £60 for a casual trader.",
            "Stall holders keep their stall clean.",
            "Fees are paid by the Wednesday before each market.",
          ].join(" "),
        ),
      ],
      12_000,
    ).sources;
    expect(extractAnswer({ question: "By when do I have to pay my stall fee?", sources: market, style: "concise" }).answer).toMatch(
      /^Fees are paid by the Wednesday/,
    );
  });

  it("reads 'off limits' as what the rules forbid, not what they require", () => {
    const rules = buildSourceContext(
      [
        makeChunk(
          [
            "# Stall holders' rules",
            "",
            "## Applying",
            "",
            "To apply, a trader must:",
            "",
            "- fill in the form;",
            "- show their insurance.",
            "",
            "## What traders must not do",
            "",
            "Traders must not:",
            "",
            "- play amplified music;",
            "- run a petrol generator.",
          ].join("\n"),
        ),
      ],
      12_000,
    ).sources;
    const answer = extractAnswer({ question: "Which things are off limits for traders?", sources: rules, style: "concise" }).answer;
    expect(answer).toContain("play amplified music");
    expect(answer).not.toContain("fill in the form");
  });

  it("reads whom to speak to about a worry as the contact for it", () => {
    const contacts = buildSourceContext(
      [
        makeChunk(
          [
            "# Harbour market",
            "",
            "## Safety",
            "",
            "Every trader who cooks keeps a fire blanket on the stall.",
            "",
            "## Who to contact",
            "",
            "The market manager is Carol Price, who handles bookings. Safety questions go to the safety officer, Dev Shah. Complaints go to the chair, Lena Holt.",
          ].join("\n"),
        ),
      ],
      12_000,
    ).sources;
    const question = "Who should I speak to about a safety worry at the market?";
    expect(extractAnswer({ question, sources: contacts, style: "concise" }).answer).toMatch(
      /^Safety questions go to the safety officer, Dev Shah/,
    );
  });

  it("reads 'free to' as a form's availability", () => {
    const form = buildSourceContext(
      [makeChunk(["Volunteer Application", "Full name: Megan Ward", "Role wanted: Presenter", "Available: Weekday evenings"].join("\n"))],
      12_000,
    ).sources;
    expect(extractAnswer({ question: "When is the applicant free to volunteer?", sources: form, style: "concise" }).answer).toMatch(
      /Available: Weekday evenings/,
    );
  });
});
