/**
 * A question asked in French ("Combien de musées y a-t-il à Paris ?") read by the English operation
 * rules: its operation words and the little words around them are put into English, the rest (the
 * values, the header words) kept as said. Only a question that opens with a French question word.
 */
const opensFrench = /^\s*(combien|quel|quelle|quels|quelles|lequel|laquelle|lesquels|lesquelles)\b/iu;

/** Longest first; each matched as whole words, case-insensitively. */
const phrases: [RegExp, string][] = [
  [/\bquel(?:le)? est le nombre (?:de|d')\s*/giu, "how many "],
  [/\bcombien (?:de|d')\s*/giu, "how many "],
  [/\bcombien\b/giu, "how many"],
  [/\by a-t-il\b|\by avait-il\b|\by a t il\b/giu, "are there"],
  [/\bquel(?:le)? est la somme (?:de|des|du|d')\s*/giu, "what is the total of "],
  [/\bquel(?:le)? est le total (?:de|des|du|d')\s*/giu, "what is the total of "],
  [/\bquel(?:le)? est la moyenne (?:de|des|du|d')\s*/giu, "what is the average of "],
  [/\bau total\b|\ben tout\b/giu, "in total"],
  [/\bquel(?:le)?s? (?:est|sont)\b/giu, "what is"],
  [/\bquel(?:le)?s?\b/giu, "which"],
  // "à" is no \b word to JavaScript: a letter must simply not come before it.
  [/(?<!\p{L})(?:dans|à|au|aux|en)\s+(?:la |le |les |l')?/giu, "in "],
];

export function englishOperations(question: string): string {
  if (!opensFrench.test(question)) return question;
  return phrases.reduce((text, [pattern, english]) => text.replace(pattern, english), question);
}
