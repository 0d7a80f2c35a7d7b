import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const answerTo = (question: string, ...texts: string[]) =>
  extractAnswer({
    question,
    sources: buildSourceContext(
      texts.map((text) => makeChunk(text)),
      12_000,
    ).sources,
    style: "concise",
  }).answer;

// A community garden's rules, written the way such rules are: the topic's words on every line.
const garden = [
  "A plot is a bed of four by six metres.",
  "For plot rents, a raised bed counts as half a plot.",
  "A plot costs £30 a year, and a raised bed costs £15 a Saturday session.",
  "Rents are paid by the first Monday of March; a gardener who gives up a plot keeps no refund.",
  "To ask for a shed, leave a note at the garden office or on the notice board by the office.",
  "Questions go to the garden office, which is open Tuesday to Saturday from 10:00 to 15:30.",
].join(" ");

describe("deadlines and opening hours", () => {
  it("answers 'by when' with the sentence that sets a deadline", () => {
    expect(answerTo("By when do I have to pay my plot rent?", garden)).toMatch(/^Rents are paid by the first Monday of March/);
  });

  it("answers 'by when' over a form's dated fields with the line that sets the deadline", () => {
    const form = [
      "Plot Renewal Form 2026",
      "Gardener: Tomasz Wilk",
      "Date of birth: 12/04/1980",
      "Plot number: 14",
      "Date signed: 2 February 2026",
      "Please return this form to the garden secretary by 1 March 2026.",
    ].join("\n");
    expect(answerTo("By when does the renewal form have to be returned?", form)).toMatch(/^Please return this form .* by 1 March 2026/);
  });

  it.each(["What time does the garden office close?", "When does the garden office open?"])("answers '%s' with its hours", (question) => {
    expect(answerTo(question, garden)).toMatch(/^Questions go to the garden office, which is open Tuesday to Saturday from 10:00 to 15:30/);
  });

  it("still reads 'open' and 'close' as opposites where no hours are stated", () => {
    expect(answerTo("When did the garden close?", "The garden opened in 1998. A new shed was built in 2004.")).not.toMatch(
      /opened in 1998/,
    );
  });
});

describe("hours said with another verb", () => {
  it("answers 'What time does the fair close?' with the span it is held over, not a sentence that says 'time'", () => {
    const fair = [
      "The fair is held every Sunday from 9am to 1pm on the village green.",
      "Setting-up time is the hour before opening, from 8am, when stalls may be unloaded.",
      "The fair has 20 stalls, 4 of them under cover.",
    ].join(" ");
    expect(answerTo("What time does the fair close?", fair)).toMatch(/^The fair is held every Sunday from 9am to 1pm/);
  });
});
