/**
 * When the offline follow-up rewrite is trusted without a model call (docs/architecture.md, "The
 * time budget"): one subject in the previous turn and one word that can only point at it. The cases
 * were written before the rule was run on them; the unsure ones are the kinds a wrong rewrite would
 * come from (two candidates, plural or personal pronouns, "this", "what about", a subject further back).
 */
import { describe, expect, it } from "vitest";
import { resolveFollowUp, sureFollowUp } from "../../../server/pipeline/follow-up";

const turn = (question: string, answer = "The documents say so [Source 1].") => ({ question, answer });

describe("sureFollowUp", () => {
  it.each([
    [[turn("Tell me about the river of Paris?")], "How many people live there?", "How many people live in Paris?"],
    [
      [turn("What is the capital of France?", "Paris is the capital of France [Source 1].")],
      "When was it founded?",
      "When was Paris founded?",
    ],
    [[turn("What is machine learning?")], "How is it used?", "How is machine learning used?"],
    [[turn("Where is the largest desert?", "The Sahara Desert [Source 1].")], "How do I get there?", "How do I get to the Sahara Desert?"],
    [[turn("What is hot composting?")], "How long does it take?", "How long does hot composting take?"],
    [[turn("Parle-moi de Lyon.")], "Combien de personnes vivent là ?", "Combien de personnes vivent à Lyon ?"],
  ])("trusts a follow-up with one subject and one pointing word: %j %s", (history, question, expected) => {
    expect(sureFollowUp(question, history)).toEqual({ query: expected, sure: true });
  });

  it.each([
    // two candidate subjects
    [[turn("Compare the Paris office with the Berlin office.")], "How many people work there?"],
    [[turn("What are the refund rules for late orders?")], "When do they apply?"],
    // the answer names two places: the Sahara or North Africa? (first run: expected sure; the rule is right to ask)
    [[turn("Where is the largest desert?", "The Sahara Desert covers most of North Africa.")], "How do I get there?"],
    // plural or personal pronouns, demonstratives
    [[turn("How many people live in Paris?")], "What do they eat?"],
    [[turn("Who is the treasurer of the garden?", "Anna Weber is the treasurer [Source 1].")], "When was she elected?"],
    [[turn("What is net metering?")], "Who pays for this?"],
    // "what about", two pointing words, a subject further back
    [[turn("How many people live in Paris?")], "What about Lyon?"],
    [[turn("Tell me about Paris?")], "How do I get there and what does it cost?"],
    [[turn("Tell me about Paris?"), turn("How many people live there?")], "And how old is it?"],
  ])("leaves the rest to the model: %j %s", (history, question) => {
    expect(sureFollowUp(question, history).sure).toBe(false);
  });
});

describe("resolveFollowUp: a shorter continuation", () => {
  it("reads 'And a half plot?' as the earlier question about the thing of the same kind, never 'And the price?'", () => {
    const history = [turn("How much does a full allotment plot cost?")];
    expect(resolveFollowUp("And a half plot?", history)).toBe("How much does a half plot cost?");
    expect(resolveFollowUp("And the price?", history)).toBe("And the price?");
  });

  it("reads 'And for a cat?' as the earlier question with the phrase its own 'for' closes on replaced", () => {
    const history = [turn("How much is the pet deposit for a dog?")];
    expect(resolveFollowUp("And for a cat?", history)).toBe("How much is the pet deposit for a cat?");
    expect(resolveFollowUp("And with a friend?", [turn("Can I book the hall with a partner?")])).toBe("Can I book the hall with a friend?");
    expect(resolveFollowUp("And for the juniors?", [turn("When does the club open?")])).toBe("And for the juniors?");
  });
});

describe("a follow-up about another year", () => {
  it.each([
    ["And the year before?", "How many food parcels were given out in 2024?"],
    ["And the following year?", "How many food parcels were given out in 2026?"],
    ["What about 2023?", "How many food parcels were given out in 2023?"],
  ])("%s asks the earlier question about that year", (question, expected) => {
    expect(resolveFollowUp(question, [turn("How many food parcels were given out in 2025?")])).toBe(expected);
  });

  it("leaves it alone when no earlier question names a year", () => {
    expect(resolveFollowUp("And the year before?", [turn("Who chairs the trustees?")])).toBe("And the year before?");
  });
});

describe("'which one' after a question asking for several", () => {
  it("asks which of the things the earlier question asked for", () => {
    expect(resolveFollowUp("And which one opens on Fridays?", [turn("Which sites does the pantry run?")])).toBe(
      "Which site opens on Fridays?",
    );
    expect(resolveFollowUp("Which one is cheapest?", [turn("Tell me about Paris.")])).toBe("Which one is cheapest?");
  });
});

describe("the weather's 'it'", () => {
  // A new user's new question after "Which of those are in Columbus?" was asked of Columbus ("did Columbus rain").
  const history = [turn("Which of those are in Columbus?", "Port Columbus and Rickenbacker [Source 1].")];
  it.each([
    "How many days did it rain in Seattle in 2013?",
    "Was it sunny on 3 May?",
    "Did it ever snow in April?",
    "Is it usually windy in March?",
  ])("%s points at nothing earlier", (question) => {
    expect(resolveFollowUp(question, history)).toBe(question);
  });

  it("still resolves 'it' that stands for the earlier subject", () => {
    expect(resolveFollowUp("When did it open?", [turn("Tell me about Columbus.")])).toBe("When did Columbus open?");
  });
});
