/**
 * A negation before a function word turns one party away for another ("must first ask not any
 * coach, and not the committee, but the safety boat officer"); it denies no word of the question
 * (server/pipeline/extractive.ts, deniesAskedVerb; #16). Rounds 16-18's contact sentences were
 * written so ("not to the duty manager … but to our safety officer"), and "not the" halved the
 * sentence's score when the question held "the". Every phrasing here is in no eval set.
 */
import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const handbook = makeChunk(
  [
    "Who to contact",
    "",
    "The club meets on Tuesday evenings in the scout hut on Mill Road, and new members are always welcome.",
    "",
    "Anyone who wants to borrow the club minibus, for whatever trip, must ask not the coaches, and not the chair, but the transport officer, Dilys Owen, on 07700 900311.",
    "",
    "Lost keys to the hut should be reported not to the caretaker but to the bookings secretary, Ravi Shah, the same day.",
    "",
    "Complaints about noise from the hall go not to the parish council but to the residents' officer, Maria Lopez.",
    "",
    "In August the club does not meet, and the hut is closed.",
  ].join("\n"),
);
const sources = buildSourceContext([handbook], 12_000).sources;
const answer = (question: string) => extractAnswer({ question, sources, style: "concise" }).answer;

describe("a party turned away for another is no denial", () => {
  it.each([
    ["I want to borrow the club minibus for the away match, who do I ask?", "Dilys Owen"],
    ["Who should I report the lost keys to the hut to?", "Ravi Shah"],
    ["Who do complaints about noise from the hall go to?", "Maria Lopez"],
  ])("%j names %s", (question, person) => {
    expect(answer(question)).toContain(person);
  });

  it("a negated word of the question still denies it", () => {
    expect(answer("When does the club meet in August?")).not.toMatch(/^In August the club does not meet/);
  });
});
