/**
 * Whether a piece of extracted text is a whole, clean sentence that can be quoted as an answer or a
 * summary point, shared by every extractive answerer (the offline reasoner, the ingestion summary).
 * A PDF puts a chart's axis labels and a figure's text into the running prose, and a page or chunk
 * edge cuts a sentence in two: such pieces start or end mid-phrase and must never be quoted. The
 * checks look at the form only (numbers, brackets, the last word), never at what the text says.
 */

// Four tokens in a row that are bare numbers or single characters: a chart's axis ("0 20 40 60 80").
const axisRun = /(?:^|\s)(?:[-+]?\d+(?:[.,]\d+)?%?|[\p{L}\p{S}])(?:\s+(?:[-+]?\d+(?:[.,]\d+)?%?|[\p{L}\p{S}])){3,}(?=\s|$|[.,;:])/u;
// The words a sentence never ends on: it was cut after them ("… the speedup of the").
const danglingEnd =
  /(?:^|\s)(?:the|a|an|and|or|nor|of|between|whose|its|their|our|your|such|than|la|le|les|des|du|de|et|der|die|das|und)\s*[.!?]?\s*$/u;

/** Why the text is not a clean sentence ("chart residue", "unbalanced brackets", "cut mid-phrase"), or null when it is one. */
export function fragmentReason(text: string): string | null {
  const trimmed = text.trim();
  if (axisRun.test(trimmed)) return "chart residue";
  // "(12) For example, …": an equation's or a reference's number left before the sentence.
  if (/^[([]\s*\d{1,3}\s*[)\]]\s/u.test(trimmed)) return "stray number";
  // An enumeration's "1)" or "b)" closes no bracket; "(see Section 3)" does.
  const opened = count(trimmed, /[([{]/g);
  const closed = count(trimmed, /[)\]}]/g);
  const enumerators = count(trimmed, /(?:^|\s)(?:\d{1,2}|[a-z]|[ivx]{1,4})\)/g);
  if (opened !== closed && opened !== closed - enumerators) return "unbalanced brackets";
  if (danglingEnd.test(trimmed)) return "cut mid-phrase";
  // No closing punctuation and ending on a comma or a hyphen: the rest is on the next page or chunk.
  if (/[,;(\u2013\u2014-]\s*$/u.test(trimmed)) return "cut mid-phrase";
  // Letters and digits against every other visible character: "· · → ▲ ▲" is residue, "PLDI’09, June
  // 15–20, 2009, Dublin, Ireland." is not (its letters alone are under half of it).
  const visible = trimmed.replace(/\s+/gu, "");
  const wordCharacters = (visible.match(/[\p{L}\p{N}]/gu) ?? []).length;
  if (visible.length >= 20 && wordCharacters / visible.length < 0.6) return "mostly symbols";
  return null;
}

/** Whether the text is a whole, clean sentence (fragmentReason finds nothing). */
export function isCleanSentence(text: string): boolean {
  return fragmentReason(text) === null;
}

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
