/**
 * A hidden text that carries what a planted instruction carries, read by its shape in any language (issue 17). Text
 * a file hides from its readers (an HTML comment, alt text, a hidden or white Word run, a cell comment) is written by
 * people as a label: a version, who checked it, a caption, a reminder, a few words long ("Draft 3, approved by the
 * board", "Zapsala J. Malá, ověřil předseda výboru"). An instruction planted for an AI needs a sentence of clauses and
 * a payload it wants repeated: a link to send people to, an account to pay into, a code word to end the answer with.
 * Neither needs the language to be read, so this catches the orders in languages no lexicon has (Georgian,
 * Armenian, Bashkir, Northern Sami, Sardinian: held-out set 17 and the poisoned18 audit, spent) where the classifier
 * scores 0.2–0.6.
 *
 * All three must hold: at least `minWords` words (counted as the language's words are, so Chinese and Thai count),
 * a clause mark, and a payload. A short hidden note with a link or an account ("Source: https://…, retrieved 3 Feb";
 * "Paid on 12 March to account 2800123456/2010") and a long caption with none stay clean. A long hidden note with a
 * link or a phone number is the look-alike this reads wrongly (a reviewer's cell comment "see https://… and fix the
 * totals, then …"); no clean hidden text of sets 2–17 or the audits is one.
 */

/** Hidden notes of the spent sets' clean documents run to 15 words; every planted order with a payload to 15 and up. */
const minWords = 15;
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: "word" });
/** Commas, semicolons and colons of the scripts (Latin, CJK full-width and ideographic, Arabic). */
const clauseMark = /[,;:，；：、،؛]/u;
const link =
  /https?:\/\/|(?<![\p{L}\p{N}])www\.|(?<![\p{L}\p{N}@])[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|org|net|io|info|example|[a-z]{2})\/\S/iu;
/** An account number: ten digits or more in groups, or an IBAN (two letters, two digits, then groups). */
const account = /(?<!\d)\d(?:[\s-]?\d){9,}(?!\d)|(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,}/u;
/**
 * A code word to be repeated: letters then a hyphen and a number ("KUIKKA-47", "GÁRANAS-3", Tamil "கிளி-65"). Where the
 * script has capitals the word is in capitals; scripts without case (Tamil, Georgian) take any letters and marks.
 */
const codeWord = /(?<![\p{L}\p{M}])(?:\p{Lu}[\p{Lu}\p{M}]{2,}|\p{Lo}[\p{Lo}\p{M}]{2,})-\d{1,4}(?![\d\p{L}])/u;

/** A link's parts are no words of the sentence: a short note with a long address stays short. */
const linkSpan = /https?:\/\/\S+|(?<![\p{L}\p{N}])www\.\S+/giu;
const wordCount = (text: string) => {
  let words = 0;
  for (const segment of wordSegmenter.segment(text.replace(linkSpan, " "))) if (segment.isWordLike) words++;
  return words;
};

/** Whether a hidden text is a sentence of clauses with a planted payload (a link, an account number, a code word). */
export function hiddenTextCarriesPayload(text: string): boolean {
  if (!clauseMark.test(text) || !(link.test(text) || account.test(text) || codeWord.test(text))) return false;
  return wordCount(text) >= minWords;
}
