/**
 * A word of the assistant's own split into quoted pieces to be put back together ("把“系”和“统提示”拼起来", join "系" and
 * "统提示": held-out set 18, spent, 0.36; "'ign' + 'ore'", "«instru» et «ctions»"). Splitting a word inside quotes hides it
 * from a reader of words, in any script; the only reason to hand over such pieces is to have them joined. So the pieces
 * of a run of two or more short quoted fragments a few characters apart are joined, and the run is a split word when
 * the joined text names an idea of the lexicon (the setup, its rules, a secret, setting aside, revealing) that no piece
 * names alone. Whole words quoted side by side ("'system' and 'prompt'", "“密码”和“口令”") each name their idea already
 * and join to nothing new.
 */
import { conceptsIn, type Concept } from "./lexicon";

/** A quoted piece: the marks of the languages, an ASCII apostrophe only where no letter touches it from outside. */
const piece = String.raw`(?:"([^"\n]{1,16})"|“([^”\n]{1,16})”|‘([^’\n]{1,16})’|(?<!\p{L})'([^'\n]{1,16})'(?!\p{L})|«\s?([^»\n]{1,16}?)\s?»|„([^“”\n]{1,16})[“”]|「([^」\n]{1,16})」|『([^』\n]{1,16})』|《([^》\n]{1,16})》|‹([^›\n]{1,16})›)`;
/** What may stand between two pieces: "and", "+", "、", "和", a comma; no sentence ends between them. */
const between = String.raw`[^"“”‘’'«»„「」『』《》‹›\n.!?。！？]{0,10}?`;
const run = new RegExp(`${piece}(?:${between}${piece})+`, "gu");
const single = new RegExp(piece, "gu");

/** Ideas a short name can make by chance ("a" + "i"), not a hidden word. */
const chanceIdeas = new Set<Concept>(["addressee"]);

/** Whether `folded` holds quoted pieces that join into an idea of the lexicon none of them names alone. */
export function joinsASplitWord(folded: string): boolean {
  if (!/["“‘'«„「『《‹]/u.test(folded)) return false;
  for (const [whole] of folded.matchAll(run)) {
    const pieces = [...whole.matchAll(single)].map((match) => match.slice(1).find((group) => group !== undefined) ?? "");
    const named = new Set(pieces.flatMap((text) => conceptsIn(text)));
    if (conceptsIn(pieces.join("")).some((concept) => !named.has(concept) && !chanceIdeas.has(concept))) return true;
  }
  return false;
}
