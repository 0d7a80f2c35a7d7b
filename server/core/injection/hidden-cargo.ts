/**
 * A hidden text that carries what a planted instruction carries, read by its shape in any language (issue 17). Text
 * a file hides from its readers (an HTML comment, alt text, a hidden or white Word run, a cell comment) is written by
 * people for people: a label ("Draft 3, approved by the board"), or a longer note about the file's matter that may well
 * hold a link, a phone number, an account or a ticket code (a chart's source, a supplier to ring, a payment made, "see
 * PROJ-482"). An instruction planted for an AI is about what the AI will write: a sentence of clauses about its answer,
 * its summary or being asked, with a payload it wants given: a link to send people to, an account to pay into, a code
 * word to end the answer with. This catches the orders in languages the classifier hardly reads (Georgian, Armenian,
 * Bashkir, Northern Sami, Sardinian: held-out set 17 and the poisoned18 audit, spent) where it scores 0.2–0.6.
 *
 * All four must hold: at least `minWords` words (counted as the language's words are, so Chinese and Thai count), a
 * clause mark, a payload, and a word for the reader's task (reader-task.ts). A short hidden note with a link or an
 * account ("Source: https://…, retrieved 3 Feb"), a long caption with none, and a long note with a link, a phone number
 * or a code that names no answer, summary or asking stay clean (session 20's hidden20 audit, dev half: 20 of its 24
 * long clean notes were read as orders before, 4 are now). Still read wrongly: a long note for a colleague about a reply or a
 * summary with a link or a code in it ("answer the supplier's query about ORD-7731 by Friday, their number is …"); and
 * an order in a language whose words for those acts the list lacks.
 */

import { speaksOfTheReadersTask } from "./reader-task";

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
  return wordCount(text) >= minWords && speaksOfTheReadersTask(text);
}
