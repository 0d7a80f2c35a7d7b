/**
 * A negated auxiliary typed without its apostrophe ("werent", "arent", "doesnt") is the negation
 * (spelling.ts, docs/architecture.md "Tables"), as "weren't" is.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const acts = [
  "Act,Stage,Genre",
  "Glass Coast,Main,Rock",
  "Neon Harbour,Lighthouse,Electronic",
  "The Choir,Main,Folk",
  "Dune Radio,Quay,Folk",
].join("\n");

describe("a negation typed without its apostrophe", () => {
  it("counts the other rows for 'werent on the main stage'", async () => {
    const result = await csvAnswer(acts, "how many acts werent on the main stage", { filename: "acts.csv" });
    expect(result.number).toBe(2);
  });

  it("lists the other rows for 'arent folk' and 'doesnt play rock'", async () => {
    expect((await csvAnswer(acts, "which acts arent folk", { filename: "acts.csv" })).values).toEqual(["Glass Coast", "Neon Harbour"]);
    expect((await csvAnswer(acts, "which act doesnt play Rock?", { filename: "acts.csv" })).values).toEqual([
      "Neon Harbour",
      "The Choir",
      "Dune Radio",
    ]);
  });
});
