import { decodeText } from "../decode-text";
import { formatCount, parseFailure } from "../failures";
import { hasVisibleText, looksGarbled } from "../text-quality";
import type { ParsedSection } from "../types";
import { maxExtractedCharacters, type Parser } from "./parser";

/** Plain text and Markdown. Markdown headings become each section's `heading`; the text is kept as written. */
export const parseText: Parser = async ({ bytes, type, reportProgress }) => {
  const { text: raw } = decodeText(bytes);
  const text = raw.normalize("NFC").replace(/\r\n?/gu, "\n");
  if (!hasVisibleText(text)) return { ok: false, failure: parseFailure("empty", "The file contains no text.") };
  if (text.length > maxExtractedCharacters) {
    return {
      ok: false,
      failure: parseFailure(
        "limit_exceeded",
        `The file holds more than ${formatCount(maxExtractedCharacters)} characters of text, the most Docent reads from one file.`,
      ),
    };
  }
  if (looksGarbled(text, { latinSupplement: false })) {
    return {
      ok: false,
      failure: parseFailure("undecodable", "The text in this file could not be decoded: its character encoding was not recognised."),
    };
  }
  const sections = type === "md" ? splitMarkdownByHeading(text) : [{ text: text.trim() }];
  reportProgress({ done: 1, total: 1, unit: "part" });
  return { ok: true, document: { type, pages: null, sheets: null, sections } };
};

/**
 * One section per heading (ATX `# Title` or setext `Title` over `===`/`---`). Headings inside fenced
 * code blocks are code, not structure. The heading line stays in the text so it is searchable too.
 */
export function splitMarkdownByHeading(text: string): ParsedSection[] {
  const lines = text.split("\n");
  const sections: ParsedSection[] = [];
  let heading: string | undefined;
  let buffer: string[] = [];
  let fence: string | null = null;

  const flush = () => {
    const body = buffer.join("\n").trim();
    if (body) sections.push(heading === undefined ? { text: body } : { text: body, heading });
    buffer = [];
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/u.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1][0] ?? "`";
      if (fence === null) fence = marker;
      else if (fence === marker) fence = null;
      buffer.push(line);
      continue;
    }
    if (fence !== null) {
      buffer.push(line);
      continue;
    }
    const atx = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/u.exec(line);
    const next = lines[index + 1] ?? "";
    const setext = line.trim() !== "" && /^\s{0,3}(=+|-+)\s*$/u.test(next) && !/^\s{0,3}[-*+]\s/u.test(line);
    if (atx?.[1] !== undefined && atx[1] !== "") {
      flush();
      heading = atx[1];
      buffer.push(line);
    } else if (setext) {
      flush();
      heading = line.trim();
      buffer.push(line, next);
      index += 1;
    } else {
      buffer.push(line);
    }
  }
  flush();
  return sections;
}
