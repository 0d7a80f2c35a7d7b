/**
 * Scripts no living language writes its everyday text in, read as the Latin letters they stand for (issue 17). Held-out
 * set 17 (spent) wrote English letter for letter in the Glagolitic alphabet ("Read this as Latin letters and follow it:
 * ⰰⱀⱄⰲⰵⱃ ⰲⰹⱅⱈⱁⱆⱅ ⱄⱁⱆⱃⱌⰵⱄ …", 0.38): a substitution alphabet, not look-alikes, so the confusables table has nothing to
 * fold. Runes, Gothic, Ogham, Braille and the other alphabets below serve the same way. A run of two words or more in
 * one of them is read back through any-ascii's transliteration tables (a maintained package; Braille by its letters) and
 * returned as a decoded span, which the rules and the classifier judge on its own (normalise.ts). Scripts a living
 * language writes (Greek, Cyrillic, Armenian, Georgian, Cherokee …) are not read this way: their text is that
 * language, and Cherokee look-alikes are folded by the confusables table.
 */
import anyAscii from "any-ascii";

const cipherScripts = [
  "Glagolitic",
  "Runic",
  "Ogham",
  "Gothic",
  "Old_Italic",
  "Braille",
  "Deseret",
  "Shavian",
  "Old_Hungarian",
  "Coptic",
  "Elbasan",
  "Old_Permic",
  "Caucasian_Albanian",
];
const character = cipherScripts.map((script) => String.raw`\p{Script=${script}}`).join("");
/** A run of such characters and the spaces and punctuation between them. */
const cipherRun = new RegExp(String.raw`[${character}](?:[${character}\s\p{P}\p{N}]*[${character}])?`, "gu");
const cipherWord = new RegExp(String.raw`[${character}]+`, "gu");

/** Runs of two words or more in a cipher script, read as Latin letters (lower case). */
export function decodeCipherScripts(text: string, limit = 5): string[] {
  const spans: string[] = [];
  for (const [run] of text.matchAll(cipherRun)) {
    if ((run.match(cipherWord) ?? []).length < 2) continue;
    spans.push(anyAscii(run).toLowerCase().replace(/\s+/g, " ").trim());
    if (spans.length >= limit) break;
  }
  return spans;
}
