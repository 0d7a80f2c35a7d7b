import { describe, expect, it } from "vitest";
import { dropRunningLines } from "../../../server/ingest/page-furniture";

describe("dropRunningLines", () => {
  it("drops a running head and a numbered foot from every page but the first that has them", () => {
    const pages = [
      "Query Logs Summarised\nJ. Smith, A. Diallo\nAbstract. We summarise logs.",
      "Query Logs Summarised\nThe operators are set operators.\n2",
      "Query Logs Summarised\nThe measure extends recall.\n3",
      "Query Logs Summarised\nReferences\nAligon, J. (2010). A framework.\n4",
    ];
    expect(dropRunningLines(pages)).toEqual([
      "Query Logs Summarised\nJ. Smith, A. Diallo\nAbstract. We summarise logs.",
      "The operators are set operators.\n2",
      "The measure extends recall.",
      "References\nAligon, J. (2010). A framework.",
    ]);
  });

  it("reads a chapter foot with its page number as one line ('12 FREE CULTURE' and '131 FREE CULTURE')", () => {
    const pages = ["Intro text.\n12 FREE CULTURE", "More text.\n13 FREE CULTURE", "Even more.\n131 FREE CULTURE"];
    expect(dropRunningLines(pages)).toEqual(["Intro text.\n12 FREE CULTURE", "More text.", "Even more."]);
  });

  it("keeps lines repeated inside pages, long repeated lines, and documents too short to tell", () => {
    const long = "This sentence is long enough to be prose rather than a running head, ".repeat(2).trim();
    const pages = [
      `${long}\nOne.\nTwo.\nMiddle line\nThree.\nFour.`,
      `${long}\nA.\nB.\nMiddle line\nC.\nD.`,
      `${long}\nE.\nF.\nMiddle line\nG.\nH.`,
    ];
    expect(dropRunningLines(pages)).toEqual(pages);
    expect(dropRunningLines(["Head\nA.", "Head\nB."])).toEqual(["Head\nA.", "Head\nB."]);
  });
});
