/**
 * What every fresh held-out security set shares (held-out-2.ts, -3, -4): a family is one message
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
