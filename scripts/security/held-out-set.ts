/**
 * What every fresh held-out security set shares (held-out-2.ts … -6): a family is one message
 * and its translations, a document case is a real file with one hidden or visible instruction, and
 * the rows are built the same way from both; plus the encodings the sets hide attacks in.
 */
import type { DocumentSpec, SecurityCase } from "./types";

export type Texts = Record<string, string>;
export type Entry = [family: string, category: string, texts: Texts];
export type Doc = [family: string, label: "attack" | "benign", language: string, document: DocumentSpec];

/** Every row of a set: ids are `<family>-<language>` for messages and `<family>` for documents. */
export function heldOutSetCases(source: string, set: { attacks: Entry[]; benign: Entry[]; documents: Doc[] }): SecurityCase[] {
  const direct =
    (label: "attack" | "benign") =>
    ([family, category, texts]: Entry): SecurityCase[] =>
      Object.entries(texts).map(([language, text]) => ({ id: `${family}-${language}`, text, label, category, language, source, family }));
  const docs = set.documents.map(
    ([family, label, language, document]): SecurityCase => ({
      id: family,
      text: document.hidden,
      label,
      category: label === "attack" ? "indirect_document" : "benign_document",
      language,
      source,
      family,
      where: "document",
      document,
    }),
  );
  return [...set.attacks.flatMap(direct("attack")), ...set.benign.flatMap(direct("benign")), ...docs];
}

export const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");
export const reversed = (text: string) => [...text].reverse().join("");
/** Each printable ASCII character as its Unicode tag character (U+E0000 + code), invisible on screen. */
export const tagCharacters = (text: string) =>
  [...text].map((character) => String.fromCodePoint(0xe0000 + character.charCodeAt(0))).join("");
/** A zero-width space between every two letters of each word. */
export const zeroWidth = (text: string) =>
  text
    .split(" ")
    .map((word) => [...word].join("\u200b"))
    .join(" ");

/** A space between every two letters of a word, three spaces between words. */
export const spacedLetters = (text: string) =>
  text
    .split(" ")
    .map((word) => [...word].join(" "))
    .join("   ");

export const hex = (text: string) => Buffer.from(text, "utf8").toString("hex");
/** Every byte percent-encoded, letters too. */
export const urlEncoded = (text: string) =>
  [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
export const rot13 = (text: string) =>
  text.replace(/[a-z]/gi, (letter) => {
    const base = letter <= "Z" ? 65 : 97;
    return String.fromCharCode(((letter.charCodeAt(0) - base + 13) % 26) + base);
  });
export const leet = (text: string) =>
  text.replace(/[aeiost]/gi, (letter) => ({ a: "4", e: "3", i: "1", o: "0", s: "5", t: "7" })[letter.toLowerCase()] ?? letter);
/** ASCII letters as their fullwidth forms (NFKC folds them back). */
export const fullwidth = (text: string) => text.replace(/[!-~]/g, (character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0));
/** Latin letters swapped for the Cyrillic letters that look the same. */
export const cyrillic = (text: string) =>
  text.replace(/[aceopxyi]/g, (letter) => ({ a: "а", c: "с", e: "е", o: "о", p: "р", x: "х", y: "у", i: "і" })[letter] ?? letter);
const morseCode: Record<string, string> = {
  a: ".-",
  b: "-...",
  c: "-.-.",
  d: "-..",
  e: ".",
  f: "..-.",
  g: "--.",
  h: "....",
  i: "..",
  j: ".---",
  k: "-.-",
  l: ".-..",
  m: "--",
  n: "-.",
  o: "---",
  p: ".--.",
  q: "--.-",
  r: ".-.",
  s: "...",
  t: "-",
  u: "..-",
  v: "...-",
  w: ".--",
  x: "-..-",
  y: "-.--",
  z: "--..",
};
/** Letters in Morse code, a space between letters and a slash between words (anything else kept as written). */
export const morse = (text: string) =>
  text
    .toLowerCase()
    .split(" ")
    .map((word) => [...word].map((letter) => morseCode[letter] ?? letter).join(" "))
    .join(" / ");
