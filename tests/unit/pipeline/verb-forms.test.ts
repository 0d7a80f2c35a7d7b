/**
 * The root of a French, German or Spanish verb form (server/pipeline/verb-forms.ts), by which a
 * follow-up's verb counts as the word it comes from.
 */
import { describe, expect, it } from "vitest";
import { verbRoot } from "../../../server/pipeline/verb-forms";

describe("a verb form's root", () => {
  it.each([
    ["gefasst", "fassen"],
    ["zusammengefasst", "fassen"],
    ["aufgelistet", "auflisten"],
    ["abgekurzt", "kurzen"],
    ["acortado", "acortar"],
    ["enumere", "enumerer"],
    ["listez", "lister"],
    ["continua", "continuer"],
    // The Spanish second person in "-as", the French conditional.
    ["abrevias", "abreviar"],
    ["acortas", "acortar"],
    ["raccourcirais", "raccourcir"],
    ["developperait", "developper"],
  ])("%s has the root of %s", (form, infinitive) => {
    expect(verbRoot(form)).toBe(verbRoot(infinitive));
  });

  it("cuts no root shorter than four letters, and leaves short words as they are", () => {
    expect(verbRoot("fasst")).toBe("fass");
    expect(verbRoot("lire")).toBe("lire");
    expect(verbRoot("plus")).toBe("plus");
  });

  it("tells different verbs apart", () => {
    expect(verbRoot("acortado")).not.toBe(verbRoot("aparecer"));
    expect(verbRoot("aufgelistet")).not.toBe(verbRoot("aufgestanden"));
  });
});
