import { describe, expect, it } from "vitest";
import { scoreSentences } from "../../../server/pipeline/extractive";
import { splitSentences } from "../../../server/pipeline/text-analysis";
import { makeChunk } from "./stage-fixtures";

describe("splitSentences", () => {
  it("keeps a sentence that a PDF layout wrapped over several lines", () => {
    const text = "In recording mode, TraceMonkey\nrecords the operations it executes into a trace, which is\nthen compiled to native code. It runs fast.";
    expect(splitSentences(text)).toEqual([
      "In recording mode, TraceMonkey records the operations it executes into a trace, which is then compiled to native code.",
      "It runs fast.",
    ]);
  });

  it("keeps headings, list items and spreadsheet rows apart", () => {
    const text = "Population\nParis Overview\nName: Ada; Age: 36\nname: Bob; age: 40\n- first item without a stop\n- second item\nAlpha | Beta | Gamma";
    expect(splitSentences(text)).toEqual(["Population", "Paris Overview", "Name: Ada; Age: 36", "name: Bob; age: 40", "- first item without a stop", "- second item", "Alpha | Beta | Gamma"]);
  });
});

describe("scoreSentences: polarity and answer type", () => {
  const source = (text: string) => [{ number: 1, chunk: makeChunk(text), text, origin: "doc.txt" }];

  it("scores a sentence lower when the question negates what it states", () => {
    const text = "The Scottish Parliament has the ability to alter income tax in Scotland.";
    const positive = scoreSentences("Who has the ability to alter income tax in Scotland?", source(text))[0]!.score;
    const negated = scoreSentences("Who does not have the ability to alter income tax in Scotland?", source(text))[0]!.score;
    expect(negated).toBeLessThan(positive * 0.6);
  });

  it("scores a sentence lower when the question swaps in an opposite word", () => {
    const text = "The period of Norman architecture succeeds that of the Anglo-Saxon period.";
    const same = scoreSentences("What succeeds the period of Anglo-Saxon architecture?", source(text))[0]!.score;
    const opposite = scoreSentences("What precedes the period of Anglo-Saxon architecture?", source(text))[0]!.score;
    expect(opposite).toBeLessThan(same);
  });

  it("prefers, for a 'when' question, the sentence that holds a date", () => {
    const text = "The tower was opened to the public after a long debate. The tower was opened in 1889 for the fair.";
    const [best] = scoreSentences("When was the tower opened?", source(text));
    expect(best!.text).toContain("1889");
  });
});
