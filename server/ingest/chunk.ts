/**
 * Splits parsed sections into chunks for indexing (docs/architecture.md#chunks). Pure: same input, same output.
 *
 * Token rule: Latin-script text is counted as one token per 4 characters (the usual figure for
 * English with OpenAI-style tokenizers); each CJK ideograph, kana or Hangul syllable counts as one
 * token, since those scripts run 1–2 tokens per character and "chars / 4" would make chunks 4x too big.
 *
 * Boundaries: a chunk never spans two pages, two sheets or two headings, because its metadata names
 * exactly one of each. Within those, text is split at paragraphs, then sentences, then lines, and a
 * run with no break at all is cut at a word (or, failing that, a character) boundary. Consecutive
 * spreadsheet row sections of one sheet are packed together and the chunk's `rows` covers them all.
 */
import type { ChunkDraft, ParsedSection } from "./types";

export interface ChunkOptions {
  targetTokens: number;
  overlapTokens: number;
}

const cjkPattern = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]/u;

export function estimateTokens(text: string): number {
  let cjk = 0;
  let other = 0;
  for (const character of text) {
    if (cjkPattern.test(character)) cjk += 1;
    else other += 1;
  }
  return cjk + Math.ceil(other / 4);
}

interface Piece {
  text: string;
  tokens: number;
  /** Text placed between this piece and the one before it in the same chunk. */
  joiner: string;
  firstRow?: number;
  lastRow?: number;
}

interface Group {
  page?: number;
  sheet?: string;
  heading?: string;
  pieces: Piece[];
}

export function chunkSections(sections: ParsedSection[], options: ChunkOptions): ChunkDraft[] {
  const targetTokens = Math.max(1, Math.floor(options.targetTokens));
  const overlapTokens = Math.max(0, Math.min(Math.floor(options.overlapTokens), Math.floor(targetTokens / 2)));
  const chunks: ChunkDraft[] = [];
  for (const group of groupSections(sections, targetTokens)) {
    chunks.push(...packGroup(group, targetTokens, overlapTokens));
  }
  return chunks;
}

/** Consecutive sections that share page, sheet and heading form one group; groups never share a chunk. */
function groupSections(sections: ParsedSection[], targetTokens: number): Group[] {
  const groups: Group[] = [];
  let current: Group | undefined;
  for (const section of sections) {
    const pieces = splitSection(section, targetTokens);
    if (pieces.length === 0) continue;
    const sameGroup = current && current.page === section.page && current.sheet === section.sheet && current.heading === section.heading;
    if (!current || !sameGroup) {
      current = { page: section.page, sheet: section.sheet, heading: section.heading, pieces: [] };
      groups.push(current);
    }
    current.pieces.push(...pieces);
  }
  return groups;
}

function splitSection(section: ParsedSection, targetTokens: number): Piece[] {
  const range = parseRowRange(section.rows);
  // Rows of a sheet read best one per line; prose paragraphs are separated by a blank line.
  const sectionJoiner = range ? "\n" : "\n\n";
  const pieces: Piece[] = [];
  const paragraphs = section.text
    .split(/\n[ \t]*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  for (const paragraph of paragraphs) {
    const parts = splitToFit(paragraph, targetTokens);
    parts.forEach((part, index) => {
      pieces.push({ ...part, joiner: index === 0 ? sectionJoiner : part.joiner, ...range });
    });
  }
  return pieces;
}

/** Splits text into parts of at most `limit` tokens, trying sentence, then line, then word boundaries. */
function splitToFit(text: string, limit: number): { text: string; tokens: number; joiner: string }[] {
  const tokens = estimateTokens(text);
  if (tokens <= limit) return [{ text, tokens, joiner: " " }];
  const splitters: { pattern: RegExp; joiner: string }[] = [
    { pattern: /(?<=[.!?…]["'”’)\]]?)\s+|(?<=[。！？])/u, joiner: " " },
    { pattern: /\n/u, joiner: "\n" },
  ];
  for (const { pattern, joiner } of splitters) {
    const parts = text
      .split(pattern)
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length > 1) {
      return parts.flatMap((part) =>
        splitToFit(part, limit).map((piece, index) => ({ ...piece, joiner: index === 0 ? joiner : piece.joiner })),
      );
    }
  }
  return hardSplit(text, limit);
}

/** Cuts a run with no sentence or line break, preferring the last whitespace before the limit. */
function hardSplit(text: string, limit: number): { text: string; tokens: number; joiner: string }[] {
  const parts: { text: string; tokens: number; joiner: string }[] = [];
  const characters = Array.from(text);
  let start = 0;
  while (start < characters.length) {
    let end = start;
    let used = 0;
    let latinCharacters = 0;
    let lastSpace = -1;
    while (end < characters.length) {
      const character = characters[end] ?? "";
      // Mirrors estimateTokens: a CJK character is a token, other text one token per started group of four.
      let cost = 1;
      if (!cjkPattern.test(character)) {
        latinCharacters += 1;
        cost = latinCharacters % 4 === 1 ? 1 : 0;
      }
      if (used + cost > limit && end > start) break;
      used += cost;
      if (/\s/u.test(character)) lastSpace = end;
      end += 1;
    }
    if (end < characters.length && lastSpace > start) end = lastSpace + 1;
    const part = characters.slice(start, end).join("").trim();
    if (part) parts.push({ text: part, tokens: estimateTokens(part), joiner: " " });
    start = end;
  }
  return parts;
}

function packGroup(group: Group, targetTokens: number, overlapTokens: number): ChunkDraft[] {
  const chunks: ChunkDraft[] = [];
  let current: Piece[] = [];
  let currentTokens = 0;
  let hasFreshText = false;

  const emit = () => {
    if (!hasFreshText) return;
    const text = current
      .map((piece, index) => (index === 0 ? piece.text : piece.joiner + piece.text))
      .join("")
      .trim();
    if (text) chunks.push(toDraft(group, current, text));
  };

  for (const piece of group.pieces) {
    if (current.length > 0 && hasFreshText && currentTokens + piece.tokens > targetTokens) {
      emit();
      current = overlapTail(current, overlapTokens);
      currentTokens = current.reduce((sum, tail) => sum + tail.tokens, 0);
      hasFreshText = false;
    }
    current.push(piece);
    currentTokens += piece.tokens;
    hasFreshText = true;
  }
  emit();
  return chunks;
}

/** The end of the previous chunk, repeated at the start of the next so a fact cut in two is still found. */
function overlapTail(pieces: Piece[], overlapTokens: number): Piece[] {
  if (overlapTokens === 0) return [];
  const tail: Piece[] = [];
  let tokens = 0;
  for (let index = pieces.length - 1; index >= 0; index -= 1) {
    const piece = pieces[index]!;
    if (tokens + piece.tokens > overlapTokens) {
      // Part of a long prose piece still makes useful context; part of a spreadsheet row would not.
      if (tail.length === 0 && piece.firstRow === undefined) {
        const partial = lastWords(piece.text, overlapTokens);
        if (partial) tail.unshift({ ...piece, text: partial, tokens: estimateTokens(partial) });
      }
      break;
    }
    tail.unshift(piece);
    tokens += piece.tokens;
  }
  return tail;
}

function lastWords(text: string, tokenBudget: number): string {
  const words = text.split(/\s+/u);
  const kept: string[] = [];
  let tokens = 0;
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const word = words[index] ?? "";
    const cost = estimateTokens(word + " ");
    if (tokens + cost > tokenBudget) break;
    kept.unshift(word);
    tokens += cost;
  }
  return kept.join(" ").trim();
}

function toDraft(group: Group, pieces: Piece[], text: string): ChunkDraft {
  const draft: ChunkDraft = { text };
  if (group.page !== undefined) draft.page = group.page;
  if (group.sheet !== undefined) draft.sheet = group.sheet;
  if (group.heading !== undefined) draft.heading = group.heading;
  const firstRows = pieces.map((piece) => piece.firstRow).filter((row): row is number => row !== undefined);
  const lastRows = pieces.map((piece) => piece.lastRow).filter((row): row is number => row !== undefined);
  if (firstRows.length > 0 && lastRows.length > 0) {
    const first = Math.min(...firstRows);
    const last = Math.max(...lastRows);
    draft.rows = first === last ? String(first) : `${first}-${last}`;
  }
  return draft;
}

function parseRowRange(rows: string | undefined): { firstRow: number; lastRow: number } | undefined {
  if (rows === undefined) return undefined;
  const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/u.exec(rows);
  if (!match?.[1]) return undefined;
  const firstRow = Number(match[1]);
  const lastRow = match[2] ? Number(match[2]) : firstRow;
  return { firstRow, lastRow };
}
