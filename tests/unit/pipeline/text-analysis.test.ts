import { describe, expect, it } from "vitest";
import { detailMismatches, extractAnswer, scoreSentences } from "../../../server/pipeline/extractive";
import { splitSentences } from "../../../server/core/text-analysis";
import { makeChunk } from "./stage-fixtures";

describe("splitSentences", () => {
  it("ends a long line at a heading word a PDF left after its last sentence", () => {
    const text =
      "Summarizing the contents of web server logs. In FUZZ-IEEE, pp. 1–6. IEEE. Summary\nIn this paper, we propose a method for summarizing query logs.";
    expect(splitSentences(text).slice(-2)).toEqual(["Summary", "In this paper, we propose a method for summarizing query logs."]);
    // A line wrapped after a capitalised word that is not a heading still joins.
    expect(splitSentences("We compared it with the rival approach in detail. The\nResults were clear.").at(-1)).toBe(
      "The Results were clear.",
    );
  });

  it("keeps a sentence that a PDF layout wrapped over several lines", () => {
    const text =
      "In recording mode, TraceMonkey\nrecords the operations it executes into a trace, which is\nthen compiled to native code. It runs fast.";
    expect(splitSentences(text)).toEqual([
      "In recording mode, TraceMonkey records the operations it executes into a trace, which is then compiled to native code.",
      "It runs fast.",
    ]);
  });

  it("keeps a numbered item whole when a PDF wrapped it over lines", () => {
    const text = [
      "The toolkit is built with the following components:",
      "1. An off-the-shelf toolkit for applying models for layout detection, character",
      "recognition, and other tasks (Section 3)",
      "2. A rich repository of pre-trained models. It grows each month.",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "The toolkit is built with the following components:",
      "1. An off-the-shelf toolkit for applying models for layout detection, character recognition, and other tasks (Section 3)",
      "2. A rich repository of pre-trained models.",
      "It grows each month.",
    ]);
  });

  it("joins a wrapped PDF line whose colon is prose, not a field's", () => {
    const text = [
      "River level boards have weaknesses: they must be read by hand and in a",
      "storm their readings arrive hours after the water has risen.",
      "Station code: RL-118",
      "Last inspected: 2 May 2024",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "River level boards have weaknesses: they must be read by hand and in a storm their readings arrive hours after the water has risen.",
      "Station code: RL-118",
      "Last inspected: 2 May 2024",
    ]);
  });

  it("joins a wrapped PDF line that opens like a field when it stops on a word no field ends on", () => {
    const text = [
      "We spent £2,900 on kit: £1,400 to replace the lifejackets, £800 to",
      "the sail loft for two new jibs, £450 on a trailer tyre and £250 on",
      "rope and shackles.",
      "Boat: Kestrel; Class: Wayfarer",
      "next season's fixtures follow",
    ].join("\n");
    expect(splitSentences(text)).toEqual([
      "We spent £2,900 on kit: £1,400 to replace the lifejackets, £800 to the sail loft for two new jibs, £450 on a trailer tyre and £250 on rope and shackles.",
      "Boat: Kestrel; Class: Wayfarer",
      "next season's fixtures follow",
    ]);
  });

  it("keeps headings, list items and spreadsheet rows apart", () => {
    const text =
      "Population\nParis Overview\nName: Ada; Age: 36\nname: Bob; age: 40\n- first item without a stop\n- second item\nAlpha | Beta | Gamma";
    expect(splitSentences(text)).toEqual([
      "Population",
      "Paris Overview",
      "Name: Ada; Age: 36",
      "name: Bob; age: 40",
      "- first item without a stop",
      "- second item",
      "Alpha | Beta | Gamma",
    ]);
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

  it("does not take a time of day for the count a 'how many' question asks for", () => {
    const text = "Shift Captains open the building at 8:00 and hold the keys. The food bank has 42 volunteers and 6 Shift Captains.";
    const answer = extractAnswer({ question: "How many Shift Captains are there?", sources: source(text), style: "concise" });
    expect(answer.answer).toMatch(/^The food bank has 42 volunteers and 6 Shift Captains/);
  });

  it("reads a 'non-' prefix as a negation", () => {
    const text = "The meaning of imperialism is to create an empire by conquering other lands.";
    // "neo-" adds an unmatched word just as "non-" does; only "non-" negates.
    const plain = scoreSentences("How would one create an empire by means of neo-imperialism?", source(text))[0]!.score;
    const negated = scoreSentences("How would one create an empire by means of non-imperialism?", source(text))[0]!.score;
    expect(negated).toBeLessThan(plain * 0.6);
  });

  it.each([
    [
      "When did the age of imperialism end?",
      "The age of imperialism, a period that saw its beginning around 1700, saw nations annex lands.",
      "beginning",
      "growth",
    ],
    ["The SNP gave eight seats to whom?", "The SNP took eight seats from the Liberal Democrats.", "took", "won"],
  ])("scores a sentence lower when it has the opposite of a question word: %s", (question, text, opposite, neutral) => {
    // Both sentences lack the question's word; only one has its opposite.
    const swapped = scoreSentences(question, source(text))[0]!.score;
    const unrelated = scoreSentences(question, source(text.replace(opposite, neutral)))[0]!.score;
    expect(swapped).toBeLessThan(unrelated * 0.6);
  });

  it("reads a word negated by its 'un-' prefix as a negation, and not 'under' or 'united'", () => {
    const unpaid = "A member whose subscription is still unpaid after March loses the key to the shed.";
    const plain = unpaid.replace("still unpaid", "still owed");
    const question = "What happens if I don't pay my subscription?";
    const negatedScore = scoreSentences(question, source(unpaid))[0]!.score;
    const plainScore = scoreSentences(question, source(plain))[0]!.score;
    expect(negatedScore).toBeGreaterThan(plainScore * 1.5);
    const united = "The society joined the United Kingdom federation under its old rules.";
    const unitedScore = scoreSentences("Which federation did the society not join?", source(united))[0]!.score;
    const joinedScore = scoreSentences("Which federation did the society not join?", source(united.replace(" under", " with")))[0]!.score;
    expect(unitedScore).toBeCloseTo(joinedScore, 5);
  });

  it("does not read buy and sell as opposites: one exchange seen from its two sides", () => {
    const text = "On weekdays the canteen will sell sandwiches and soup from 12:00.";
    const buy = scoreSentences("Where can I buy sandwiches?", source(text))[0]!.score;
    // "buy" is said by "sell" (everyday-words.ts), with no polarity penalty: as high as asking with "sell".
    const sell = scoreSentences("Where can I sell sandwiches?", source(text))[0]!.score;
    expect(buy).toBeCloseTo(sell, 5);
  });

  it("counts an ordinal century as the date a 'what century' question asks for", () => {
    const text = "Normandy was the site of important developments in classical music in the 11th century.";
    expect(detailMismatches("In what century did important classical music developments occur in Normandy?", text)).toEqual([]);
  });
});

describe("detailMismatches", () => {
  it("finds a number of the question that the sentence does not contain", () => {
    const text = "Under the Scotland Act 1998, general elections are held on the first Thursday in May.";
    expect(detailMismatches("Under the Scotland Act 1988, when are general elections held?", text)).toEqual([
      { kind: "number", detail: "1988" },
    ]);
    expect(detailMismatches("Under the Scotland Act 1998, when are general elections held?", text)).toEqual([]);
  });

  it("does not take a number that labels one of the asked things for how many there are", () => {
    const noCount = { kind: "answer_type", detail: "quantity" };
    const book = "Guaranteeing the soul of a culture is a crucial part of the argument (chapter 9).";
    expect(detailMismatches("How many chapters are in Free Culture?", book)).toContainEqual(noCount);
    expect(detailMismatches("how many rooms does the hostel have?", "Breakfast is served in Room 101 by the garden door.")).toContainEqual(
      noCount,
    );
    expect(detailMismatches("How many platforms does the station have?", "Trains to the coast leave from platform 4.")).toContainEqual(
      noCount,
    );
    // A count of the asked things, or a figure after their plural, still answers.
    expect(
      detailMismatches("How many chapters are in Free Culture?", "Free Culture has eleven chapters (chapter 9 is on property)."),
    ).toEqual([]);
    expect(detailMismatches("How many rooms does the hostel have?", "Rooms 24, of which six are doubles.")).toEqual([]);
  });

  it("compares the parts of codes and Roman numerals too", () => {
    expect(detailMismatches("What was the public X.75 network?", "AUSTPAC was a public X.25 network.")).toContainEqual({
      kind: "number",
      detail: "75",
    });
    expect(
      detailMismatches("What was the building on George V Bridge used for?", "The building on George IV Bridge was used for offices."),
    ).toContainEqual({
      kind: "number",
      detail: "v",
    });
    // "I" is a pronoun, and a capital at the start of a text is no numeral.
    expect(detailMismatches("Where did I read that X marks the spot?", "X marks the spot on the map I drew.")).toEqual([]);
  });

  it("finds a word of the question replaced by another in the same place", () => {
    const text = "The Yuan government used woodblocks to print paper money, but switched to bronze plates in 1275.";
    expect(detailMismatches("What had the Yuan used to print its money before plastic plates?", text)).toEqual([
      { kind: "contrast", detail: "plastic plates" },
    ]);
    expect(detailMismatches("What had the Yuan used to print its money before bronze plates?", text)).toEqual([]);
  });

  it("does not count an abbreviation, or a word the question also uses, as a replacement", () => {
    expect(
      detailMismatches(
        "In Sept 1760 who negotiated the surrender of Montreal?",
        "In September 1760 Vaudreuil negotiated the surrender of Montreal.",
      ),
    ).toEqual([]);
    expect(
      detailMismatches(
        "Which Huguenot neighborhoods were created in Berlin?",
        "Two neighborhoods of Huguenots created in Berlin were the Kolonie and the Friedrichstadt.",
      ),
    ).toEqual([]);
  });

  it("finds a sentence without the kind of answer asked for", () => {
    const text = "A group of Huguenots was part of the colonisers who arrived in Brazil in 1555.";
    expect(detailMismatches("How many Huguenots arrived in Brazil in 1555?", text)).toEqual([{ kind: "answer_type", detail: "quantity" }]);
    expect(detailMismatches("How many Huguenots arrived in Brazil in 1555?", `About 500 ${text.slice(2)}`)).toEqual([]);
  });
});
