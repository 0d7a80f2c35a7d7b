import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { termsHeldByValue } from "../../../server/pipeline/stated-values";
import { contentTerms } from "../../../server/core/text-analysis";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

// A village hall's notes, written the way such handbooks say things: the number to call, the money
// and the frequency are stated as values, never named with the question's words.
const notes = [
  "# Millbrook village hall: notes for hirers",
  "",
  "## Getting in",
  "",
  "The hall opens at 9am on weekdays and the car park is shared with the church.",
  "Should you find the side door jammed when you come to set up, our caretaker, Ellis Moore, can be reached on 07700 900123.",
  "",
  "## Events",
  "",
  "The spring fair is held on the green behind the hall, with stalls from local growers.",
  "",
  "## The year in brief",
  "",
  "The hall committee met six times this year and repainted the kitchen.",
  "After the roof repairs the hall account still holds £2,310 for next year.",
  "",
  "## Radio club",
  "",
  "The radio club's weekly net runs on 145.500 MHz on Tuesday evenings.",
].join("\n");
const sources = () => buildSourceContext([makeChunk(notes)], 12_000).sources;
const answerTo = (question: string) => extractAnswer({ question, sources: sources(), style: "concise" }).answer;

describe("a stated value holds the question's word for its kind", () => {
  it("reads a phone number as the number to ring, call or phone", () => {
    expect(answerTo("What number do I ring if the side door is jammed when I come to set up?")).toMatch(/07700 900123/);
    expect(answerTo("Which number should I phone when the side door is jammed?")).toMatch(/07700 900123/);
    expect(
      termsHeldByValue("What number do I call?", contentTerms("what number do I call"), "Dial 999 and ask for the coastguard."),
    ).toEqual(expect.arrayContaining(contentTerms("number call")));
    // A count or a year is not a phone number.
    expect(termsHeldByValue("What number do I call?", contentTerms("what number do I call"), "Members gave 9,420 hours in 2025.")).toEqual(
      [],
    );
  });

  it("reads an amount of money as the money asked about", () => {
    expect(answerTo("How much money does the hall account hold after the roof repairs?")).toMatch(/£2,310/);
    expect(termsHeldByValue("How much money did the raffle make?", contentTerms("money raffle"), "The raffle brought in £640.")).toEqual(
      contentTerms("money"),
    );
    expect(termsHeldByValue("How much money did the raffle make?", contentTerms("money raffle"), "The raffle sold 640 tickets.")).toEqual(
      [],
    );
    // A person is asked for, not an amount.
    expect(answerTo("Who do I ask about money for the roof repairs?")).not.toMatch(/£2,310/);
  });

  it("reads a frequency as the frequency asked about", () => {
    expect(answerTo("What frequency do I tune to for the Tuesday net?")).toMatch(/145\.500 MHz/);
  });

  it("reads 'take place' as 'happen': where or when is asked, not the words", () => {
    expect(answerTo("Where will the fair take place?")).toMatch(/held on the green/);
  });

  it("reads a plan the group states for itself as the plan, hope or aim asked about", () => {
    const review = buildSourceContext(
      [
        makeChunk(
          [
            "The Millbrook hall committee met six times in 2026 and repainted the kitchen.",
            "Hirers must leave the hall by 11pm and return the key to the caretaker.",
            "In 2027 we will replace the stage curtains and start a Saturday film club for families.",
          ].join(" "),
        ),
      ],
      12_000,
    ).sources;
    const ask = (question: string) => extractAnswer({ question, sources: review, style: "concise" }).answer;
    expect(ask("What does the hall committee intend to do in 2027?")).toMatch(/^In 2027 we will replace the stage curtains/);
    expect(ask("What is the hall committee aiming for in 2027?")).toMatch(/^In 2027 we will replace the stage curtains/);
    expect(ask("What are the committee's goals for 2027?")).toMatch(/^In 2027 we will replace the stage curtains/);
    const plans = contentTerms("plans 2027");
    expect(termsHeldByValue("What are the hall's plans for 2027?", plans, "In 2027 we plan to open a café.")).toEqual(
      contentTerms("plans"),
    );
    // A rule is not a plan, nor is the asker's own wish a question about one.
    expect(termsHeldByValue("What are the hall's plans for 2027?", plans, "Hirers will be charged for damage.")).toEqual([]);
    expect(
      termsHeldByValue(
        "I want to hire the hall in 2027, what do I do?",
        contentTerms("want hire hall 2027"),
        "In 2027 we will open a café.",
      ),
    ).toEqual([]);
  });
});
