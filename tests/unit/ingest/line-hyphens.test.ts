import { describe, expect, it } from "vitest";
import { decideSplit, documentWords, joinLineHyphens } from "../../../server/ingest/line-hyphens";

describe("joinLineHyphens", () => {
  it("joins a syllable break and keeps the rest of the continuation line on its own line", () => {
    expect(joinLineHyphens(["Trace trees allow specu-\nlation about types.\nNext line."])).toEqual([
      "Trace trees allow speculation\nabout types.\nNext line.",
    ]);
  });

  it("joins a capitalised word the document writes whole elsewhere, across pages", () => {
    const pages = ["We built Trace-\nMonkey for Firefox.", "TraceMonkey is fast."];
    expect(joinLineHyphens(pages)[0]).toBe("We built TraceMonkey\nfor Firefox.");
  });

  it("keeps the hyphen of a compound the document writes with a hyphen elsewhere", () => {
    const pages = ["This is a well-known result.", "The method is well-\nknown today."];
    expect(joinLineHyphens(pages)[1]).toBe("The method is well-known\ntoday.");
  });

  it("keeps multi-part compounds and capitalised continuations hyphenated", () => {
    expect(joinLineHyphens(["A state-of-the-\nart system for non-\nEnglish text."])).toEqual([
      "A state-of-the-art\nsystem for non-English\ntext.",
    ]);
  });

  it("keeps the hyphen when the word goes on with another hyphen", () => {
    expect(joinLineHyphens(["the interpreter-\nto-trace transition"])).toEqual(["the interpreter-to-trace\ntransition"]);
  });

  it("always joins at a soft hyphen, and leaves dashes, numbers and page ends alone", () => {
    expect(joinLineHyphens(["an ex\u00ad\nample", "pages 3 -\n4 and COVID-\n19", "ends with specu-"])).toEqual([
      "an example",
      "pages 3 -\n4 and COVID-\n19",
      "ends with specu-",
    ]);
  });
});

describe("decideSplit", () => {
  const known = documentWords(["bytecode bytecode byte-code mixed mode language independent; the stop-the-world collector"]);

  it("follows the more frequent spelling in the document", () => {
    expect(decideSplit("byte", "code", known)).toBe("join");
    expect(decideSplit("stop-the", "world", known)).toBe("hyphen");
  });

  it("reads two known words as a compound, lowercase syllables as one word", () => {
    expect(decideSplit("language", "independent", known)).toBe("hyphen");
    expect(decideSplit("inter", "preter", known)).toBe("join");
    expect(decideSplit("self", "interest", known)).toBe("hyphen");
    expect(decideSplit("φ", "nodes", known)).toBe("hyphen");
  });

  it("does not count the halves of split words as words", () => {
    const halves = documentWords(["discov-\nered and discov-\nered again; ered"]);
    expect(halves.words.has("discov")).toBe(false);
    expect(decideSplit("discov", "ered", halves)).toBe("join");
  });
});
