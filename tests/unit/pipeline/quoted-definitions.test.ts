import { describe, expect, it } from "vitest";
import { definitionSubject } from "../../../server/pipeline/answer-shape";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

// Spent round 14 (not held-out): "What does 'seeing' mean in the astronomy handbook?" was admitted
// although "Seeing is how steady the air is" was there: the quotation marks stayed in the term. The
// phrasings below are new ones, written the way a sailing club's guide defines its words.
const guide = [
  "# Harbour sailing club: a guide for new crews",
  "",
  "## Words we use",
  "",
  "On a gusty day the boat drifted towards the moorings twice before the crew reefed the main.",
  "Drift is how far the boat slides sideways while it sails forward, and it grows as the wind rises.",
  "The quorum is the number of members who must be present for a general meeting to vote.",
  "A general meeting with too few members present is adjourned and held again a week later.",
].join("\n");
const answerTo = (question: string) =>
  extractAnswer({ question, sources: buildSourceContext([makeChunk(guide)], 12_000).sources, style: "concise", intent: "definition" })
    .answer;

describe("a quoted term asked to be defined", () => {
  it.each([
    ["What does 'drift' mean in the sailing guide?", "drift"],
    ["What is meant by “the quorum” in the guide?", "quorum"],
    ["What does ‘lead time’ mean here?", "lead time"],
    ['What does "seeing" mean?', "seeing"],
  ])("%j asks about %j", (question, term) => {
    expect(definitionSubject(question)).toBe(term);
  });

  it("quotes the sentence that defines it", () => {
    expect(answerTo("What does 'drift' mean in the sailing guide?")).toMatch(/^Drift is how far/);
    expect(answerTo("What is meant by “the quorum” in the guide?")).toMatch(/^The quorum is the number/);
  });
});
