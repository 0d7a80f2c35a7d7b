/**
 * The extractive summary of a document, made at ingestion (docs/architecture.md, "Summaries"): a
 * pure function of its passages. Prose: whole sentences ranked by centrality (TF-IDF cosine to the
 * document's centroid) times a position prior (openings and abstracts state what a document is)
 * and a heading prior (abstract, introduction, conclusion up; references down), 3–6 of them kept
 * with little overlap, in reading order, each with the passage, page or sheet it comes from.
 * Sheets: one sentence per sheet naming its rows and columns. Plus a one-line description.
 */
import { eachInTurns } from "../core/event-loop-turns";
import { isCleanSentence } from "../core/sentence-quality";
import { contentTerms, splitSentences, stemRevision } from "../core/text-analysis";
import type { SummarySentence } from "../stores/summaries";
import { reviewCommentsHeading, type ParseNotes } from "../core/parse-notes";

/**
 * Raise it whenever what summarizeDocument makes changes: stored summaries made by an earlier
 * revision are then made again after start-up (summary-backfill.ts). 2: a sheet's row count from
 * its passages' row ranges (overlapping passages were counted twice). 3: a document with no prose
 * but a table is described by its table. 4: a table with no naming column says what its rows hold
 * (a category's common values, a date column's span). 5: a document of a few words and no sentence
 * (a diagram's labels) quotes them, so it is not left out of an overview. 6: the stemmer's revision
 * is part of it, since a summary's sentences are picked by their stemmed words (verbs' forms joined).
 * 7: a sentence stating a figure weighs a little more. 8: a table's columns are named once (two periods
 * side by side repeated them) and its rows by their unlabelled leading names ("Zone NA; Sales: …"). 9: a PDF's
 * metadata title describes it when its opening is an instruction line; a Word file's review comments are said.
 * 10: the two sentences stating most figures join the kept ones when they state more than any of them.
 * 11: bibliography entries read without their heading ("28(1):134–174", "pp. 12–34") are no summary sentence.
 * 12: the sentence saying what the document is comes from its first pages, and may name it as a defined term
 * ("The Handbook, issued under …, establishes …").
 */
export const summaryRevision = `12/${stemRevision}`;

export interface SummaryChunk {
  id: string;
  text: string;
  page: number | null;
  sheet: string | null;
  heading: string | null;
  /** A sheet passage's rows as numbered in the sheet ("16-31"). */
  rows?: string | null;
}

export interface ExtractiveSummary {
  description: string;
  sentences: SummarySentence[];
}

interface Candidate {
  text: string;
  chunk: SummaryChunk;
  position: number;
  terms: Map<string, number>;
  score: number;
}

const maxCandidates = 1_500;
const descriptionChars = 160;
const strongHeading =
  /\b(abstract|summary|overview|introduction|conclusions?|r[ée]sum[ée]|synth[èe]se|zusammenfassung|einleitung|fazit|resumen|introducci[óo]n|conclusi[óo]n)\b/iu;
const weakHeading =
  /\b(references|bibliography|acknowledg\w*|appendix|table of contents|contents|index|bibliographie|literatur|referencias)\b/iu;
// A bibliography entry read without its "References" heading (a book's or paper's last pages, their heading on an
// earlier page): a volume(issue):pages, "pp. 12–34", "In Proceedings of". It names a venue, not what the document says.
const referenceEntry =
  /\b\d+\s?\(\d+\)\s?:\s?\d+(?:\s?[–-]\s?\d+)?|\bpp?\.\s?\d+\s?[–-]\s?\d+|\bpages \d+\s?[–-]\s?\d+|\bIn (?:the )?Proceedings of\b|\bProc\. /u;
// Figure and table captions read as sentences but say what a picture shows, not what the document says.
const caption = /\b(?:fig(?:ure)?|tab(?:le)?|abb(?:ildung)?|tabla|tableau)\.? ?\d+\s*[–—:.-]/iu;
const tableRow = /^[^:;\n]{1,40}:\s[^;\n]*(?:;\s[^:;\n]{1,40}:\s[^;\n]*)+$|\s\|\s/u;

export function summarizeDocument(chunks: SummaryChunk[], filename: string, notes: ParseNotes = {}): ExtractiveSummary {
  // The summary is of the document, not of the review comments read as its last section (parsers/docx.ts).
  const body = notes.comments ? chunks.filter((chunk) => chunk.heading !== reviewCommentsHeading) : chunks;
  const summary = summarizeText(body.length > 0 ? body : chunks, filename, notes.title);
  return notes.comments ? { ...summary, description: withComments(summary.description, notes.comments) } : summary;
}

/**
 * A description that quoted only the body of a Word file ("Only a few words: “Ouch.”") hid that the file
 * is mostly review comments (read as its last section, parsers/docx.ts): it says how many and by whom.
 */
function withComments(description: string, comments: NonNullable<ParseNotes["comments"]>): string {
  const count = comments.count === 1 ? "1 review comment" : `${comments.count} review comments`;
  const authors = comments.authors.length > 0 ? ` by ${comments.authors.slice(0, 3).join(", ")}` : "";
  return `${description.replace(/\.$/u, "")}, with ${count}${authors}.`;
}

// A form's or a leaflet's opening instruction ("If you have a P.O. box, see instructions.", "Attach Form W-2 here."): no description.
const instructionLine =
  /^(?:if you\b|see\b|attach\b|enter\b|check\b|do not\b|don't\b|please\b|complete\b|fill\b|print\b|sign\b|type\b|write\b|use\b|read\b|return\b|send\b|keep\b|tick\b|include\b)/iu;
// Titles that name nothing: a generator's placeholder or a file name.
const emptyTitle =
  /^\(?(?:anonymous|untitled|unspecified|none|title|document\d*)\)?$|\.(?:docx?|pdf|tex|dvi|indd|pptx?)$|^microsoft (?:word|powerpoint)\b/iu;

function summarizeText(chunks: SummaryChunk[], filename: string, title: string | undefined): ExtractiveSummary {
  const sheets = chunks.filter((chunk) => chunk.sheet !== null || isTableText(chunk.text));
  if (chunks.length > 0 && sheets.length / chunks.length > 0.6) return summarizeSheets(chunks, filename);
  const candidates = sentencesOf(chunks, true);
  const pool = candidates.length >= 3 ? candidates : sentencesOf(chunks, false);
  // No prose at all, but a table (a Word file of a table between two captions): say what the table holds.
  if (pool.length === 0 && tableBlocks(chunks).some((block) => block.rows.length > 0)) return summarizeSheets(chunks, filename);
  if (pool.length === 0) return fewWords(chunks, filename);
  score(pool);
  const chosen = withFigures(choose(pool, Math.min(6, Math.max(3, Math.round(Math.sqrt(pool.length) / 2)))), pool);
  // The description says what the document is, which its opening states: the first kept sentence
  // of the first fifth, else the best kept one.
  const opening = chosen.filter((candidate) => candidate.position <= pool.length / 5).sort((left, right) => left.position - right.position);
  const best =
    namingSentence(chunks, pool) ?? selfDescribing(pool) ?? opening[0] ?? [...chosen].sort((left, right) => right.score - left.score)[0]!;
  // An instruction line says what to do, not what the document is: its metadata title does (prefilled_f1040.pdf: "2010 Form 1040").
  const titled = title?.trim() && instructionLine.test(best.text) && !emptyTitle.test(title.trim()) ? `${title.trim()}.` : null;
  return {
    description: shorten(titled ?? best.text, descriptionChars),
    sentences: chosen
      .sort((left, right) => left.position - right.position)
      .map(({ text, chunk }) => ({ text, chunk_id: chunk.id, page: chunk.page, sheet: chunk.sheet })),
  };
}

// A document whose whole text is this short is quoted whole when it holds no sentence to summarise.
const fewWordsChars = 200;

/**
 * No sentence, only a few words (text-box.docx: "Datum plane", a diagram's labels): they are
 * quoted, so an overview lists the document and a person sees what it holds. Longer text without
 * sentences (a form's labels) says so.
 */
function fewWords(chunks: SummaryChunk[], filename: string): ExtractiveSummary {
  const text = chunks
    .map((chunk) => chunk.text.trim())
    .join(" ")
    .replace(/\s+/gu, " ")
    .trim();
  if (chunks.length === 0 || text === "" || text.length > fewWordsChars || !/\p{L}/u.test(text))
    return { description: `${filename}: no sentences to summarise.`, sentences: [] };
  const first = chunks[0]!;
  // The cited sentence is the document's own words, as every summary sentence is.
  return { description: `Only a few words: “${text}”.`, sentences: [{ text, chunk_id: first.id, page: first.page, sheet: first.sheet }] };
}

/**
 * A title that opens with a name before a colon ("LayoutParser: A Unified Toolkit for …") says what
 * the document is about by that name; the first sentence of its opening (first passage or fifth) that says it ("This
 * paper introduces LayoutParser, an open-source library …") describes the document better than
 * the abstract's first, which may not name it at all. Null when the title has no such name.
 */
function namingSentence(chunks: SummaryChunk[], pool: Candidate[]): Candidate | null {
  const firstLine =
    chunks[0]?.text
      .trimStart()
      .split("\n", 1)[0]
      ?.replace(/^#+\s*/u, "") ?? "";
  const name = /^([\p{L}\p{N}][\p{L}\p{N}-]{2,30}):\s+\S/u.exec(firstLine)?.[1];
  if (!name) return null;
  const names = (text: string) => text.split(/[^\p{L}\p{N}-]+/u).includes(name);
  const opening = (candidate: Candidate) => candidate.chunk === chunks[0] || candidate.position <= pool.length / 5;
  return pool.find((candidate) => opening(candidate) && names(candidate.text)) ?? null;
}

// "This agreement sets out what your booking includes …", "This policy explains …": the document saying what it is.
// "The Handbook, issued under …, establishes …": a defined term (capitalised kind) with a clause between.
const documentKinds =
  "agreement|policy|report|paper|document|guide|handbook|booklet|leaflet|form|notice|letter|plan|study|article|manual|contract|quotation|quote|proposal|faq|page|newsletter|brief|briefing|memo|statement|strategy|review";
const describesItself = new RegExp(
  `^(this|the present|the) (${documentKinds})\\b(?:,[^,]{1,80},)?[^.]{0,40}?\\b(?:sets? (?:out|forth)|describes?|explains?|covers?|summari[sz]es?|presents?|introduces?|outlines?|gives?|provides?|lists?|records?|confirms?|establishes|clarifies|defines|is (?:a|an|the|for|about|intended))\\b`,
  "iu",
);
// A document says what it is on its first pages: "This review is a necessary part of …" forty pages into a
// handbook is about a review the handbook describes (handbook-872p.docx's description, before).
const openingSentences = 40;

/** The sentence of the document's opening (its first fifth, its first pages at most) that says what the document is. */
function selfDescribing(pool: Candidate[]): Candidate | null {
  const opening = Math.min(openingSentences, Math.max(3, pool.length / 5));
  return (
    pool.find((candidate) => {
      if (candidate.position > opening) return false;
      const match = describesItself.exec(candidate.text);
      // "The report" alone may be any report; "The Report" is the document's name for itself.
      return match !== null && (match[1]!.toLowerCase() !== "the" || /^\p{Lu}/u.test(match[2]!));
    }) ?? null
  );
}

function isTableText(text: string): boolean {
  const lines = text.split("\n").filter((line) => line.trim().length > 0);
  return lines.length > 0 && lines.filter((line) => tableRow.test(line)).length / lines.length > 0.6;
}

/** Whole sentences that read as prose: a capital start, a full stop, enough words, few symbols. */
function readsAsProse(sentence: string, strict: boolean): boolean {
  const words = sentence.split(/\s+/).length;
  const letters = (sentence.match(/\p{L}/gu) ?? []).length / sentence.length;
  // A sentence of figures ("In 2025 we lent 2,480 tools, up from 1,900 in 2024.") has fewer letters
  // than prose but is no table or formula: its figures count with its letters when it has enough of both.
  const wordy = (sentence.match(/[\p{L}\p{N}]/gu) ?? []).length / sentence.replace(/\s+/gu, "").length;
  const prose = letters >= 0.65 || (letters >= 0.4 && wordy >= 0.85);
  if (sentence.length < (strict ? 40 : 20) || sentence.length > 400 || words < (strict ? 6 : 3) || !prose) return false;
  if (/[\\$^{}=]|https?:|@|\.{3,}|…$/u.test(sentence) || tableRow.test(sentence) || caption.test(sentence) || referenceEntry.test(sentence))
    return false;
  // A chart's axis or a figure's text run into the sentence, or a sentence cut mid-phrase (sentence-quality.ts).
  if (!isCleanSentence(sentence)) return false;
  return !strict || (/^["“(]?\p{Lu}/u.test(sentence) && /[.!?]["”)]?$/u.test(sentence));
}

/** A passage's sentence that reads as prose: `kept` when it has words enough to rank (or any, when not strict). */
interface ProseSentence {
  text: string;
  /** Sentences alike but for case and punctuation are one. */
  key: string;
  terms: Map<string, number>;
  kept: boolean;
}

// Reading a passage's sentences is most of a summary's cost: each passage is read once per strictness, so ingestion
// can read a long file's passages a slice per turn of the event loop (summarizeDocumentInTurns) before summarising.
const proseRead = new WeakMap<SummaryChunk, { strict?: ProseSentence[]; loose?: ProseSentence[] }>();

function proseOf(chunk: SummaryChunk, strict: boolean): ProseSentence[] {
  const read = proseRead.get(chunk) ?? {};
  const known = strict ? read.strict : read.loose;
  if (known) return known;
  const sentences: ProseSentence[] = [];
  for (const text of splitSentences(chunk.text)) {
    if (!readsAsProse(text, strict)) continue;
    const terms = new Map<string, number>();
    for (const term of contentTerms(text)) terms.set(term, (terms.get(term) ?? 0) + 1);
    sentences.push({ text, key: text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ""), terms, kept: terms.size >= 3 || !strict });
  }
  proseRead.set(chunk, strict ? { ...read, strict: sentences } : { ...read, loose: sentences });
  return sentences;
}

/** summarizeDocument, its passages read a slice per turn of the event loop first: questions are served meanwhile. */
export async function summarizeDocumentInTurns(chunks: SummaryChunk[], filename: string, notes: ParseNotes = {}) {
  await eachInTurns(chunks, (chunk) => proseOf(chunk, true));
  return summarizeDocument(chunks, filename, notes);
}

function sentencesOf(chunks: SummaryChunk[], strict: boolean): Candidate[] {
  const seen = new Set<string>();
  const all: Candidate[] = [];
  for (const chunk of chunks) {
    for (const { text, key, terms, kept } of proseOf(chunk, strict)) {
      if (seen.has(key)) continue;
      seen.add(key);
      if (kept) all.push({ text, chunk, position: all.length, terms, score: 0 });
    }
  }
  // A very long document: an even sample keeps the ranking's cost bounded and its spread fair.
  if (all.length <= maxCandidates) return all;
  const step = all.length / maxCandidates;
  return Array.from({ length: maxCandidates }, (_unused, index) => all[Math.floor(index * step)]!);
}

function weights(candidates: Candidate[]): Map<string, number> {
  const documentFrequency = new Map<string, number>();
  for (const candidate of candidates)
    for (const term of candidate.terms.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [term, count] of documentFrequency) idf.set(term, Math.log(1 + candidates.length / count));
  return idf;
}

function vectorOf(candidate: Candidate, idf: Map<string, number>): Map<string, number> {
  const vector = new Map<string, number>();
  for (const [term, count] of candidate.terms) vector.set(term, (1 + Math.log(count)) * (idf.get(term) ?? 0));
  return vector;
}

function cosine(left: Map<string, number>, right: Map<string, number>): number {
  let dot = 0;
  for (const [term, value] of left) dot += value * (right.get(term) ?? 0);
  const norm = (vector: Map<string, number>) => Math.sqrt([...vector.values()].reduce((sum, value) => sum + value * value, 0));
  const denominator = norm(left) * norm(right);
  return denominator === 0 ? 0 : dot / denominator;
}

/** Centrality × position prior × heading prior, in place. */
function score(candidates: Candidate[]) {
  const idf = weights(candidates);
  const vectors = candidates.map((candidate) => vectorOf(candidate, idf));
  const centroid = new Map<string, number>();
  for (const vector of vectors) for (const [term, value] of vector) centroid.set(term, (centroid.get(term) ?? 0) + value);
  candidates.forEach((candidate, index) => {
    const place = candidates.length > 1 ? index / (candidates.length - 1) : 0;
    const position = 1 + 0.6 * (1 - place) ** 3 + (place < 0.05 ? 0.3 : 0);
    const heading = candidate.chunk.heading ?? "";
    const prior = strongHeading.test(heading) ? 1.4 : weakHeading.test(heading) ? 0.2 : 1;
    candidate.score = cosine(vectors[index]!, centroid) * position * prior * (hasFigure(candidate.text) ? figureFactor : 1);
  });
}

// A sentence that states a figure (an amount, a count, a limit, a date) is what an overview is most often asked
// for ("the year's figures", "the rents"), and a document's central wording may not hold one: it weighs a little more.
const figureFactor = 1.2;
const hasFigure = (text: string) => /\d/u.test(text.replace(/^\s*\d{1,2}[.)]\s+/u, ""));

/**
 * The figures a document is summed up by ("we repaired 1,946 bikes, up from 1,610, and refurbished
 * 118"; "Income was £61,200 and spending £57,850"): a count, an amount or a share, not a year, a
 * day of a month or a clock time, which date a text without measuring anything.
 */
const quantityPattern =
  /(?<![\p{L}\d])[£$€]?\d(?:[\d,]*\d)?(?:\.\d+)?(?!\s*(?:am|pm)\b|:\d|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*)(?![\p{L}\d])/giu;
export function quantitiesIn(text: string): number {
  // A year ("2024") dates; a leading zero or six figures without commas ("07700 900418") is a phone number or a code.
  return [...text.matchAll(quantityPattern)].filter((match) => !/^(?:1[89]|20)\d{2}$|^0\d|^\d{6,}$/u.test(match[0])).length;
}

/**
 * The sentence stating most of the document's figures, when it states at least two and more than any
 * kept sentence: an overview of a report was asked for its year's figures on every real-question
 * round from 10 to 13 ("the key points of the annual report" → "1,946 bikes"), and centrality and
 * position keep its opening and its definitions instead. The two stating most join the kept ones (at most six in all).
 */
const figureSentences = 2;
const maxSummarySentences = 6;

function withFigures(chosen: Candidate[], pool: Candidate[]): Candidate[] {
  const most = Math.max(0, ...chosen.map((candidate) => quantitiesIn(candidate.text)));
  const figures = [...pool]
    .filter((candidate) => !chosen.includes(candidate) && quantitiesIn(candidate.text) >= Math.max(2, most + 1))
    .sort((left, right) => quantitiesIn(right.text) - quantitiesIn(left.text) || right.score - left.score)
    .slice(0, figureSentences);
  return [...chosen.slice(0, maxSummarySentences - figures.length), ...figures];
}

/** The best sentences, skipping any too close to one already kept (summaries should not repeat). */
function choose(candidates: Candidate[], count: number): Candidate[] {
  const idf = weights(candidates);
  const chosen: { candidate: Candidate; vector: Map<string, number> }[] = [];
  for (const candidate of [...candidates].sort((left, right) => right.score - left.score)) {
    if (chosen.length >= count) break;
    const vector = vectorOf(candidate, idf);
    if (chosen.some((kept) => cosine(kept.vector, vector) > 0.5)) continue;
    chosen.push({ candidate, vector });
  }
  return chosen.map((kept) => kept.candidate);
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[,;:\s]+$/u, "")}…`;
}

/** One table of a sheet or a document: where it starts, its columns and its rows' fields. */
interface TableBlock {
  sheet: string | null;
  chunk: SummaryChunk;
  columns: string[];
  rows: Map<string, string>[];
  /** The sheet rows of the last passage read into it, to skip those the next passage repeats. */
  lastRows?: string | null;
}

// The key a row's leading field without a column name is kept under ("Zone NA; Sales: 12,553"): its name.
const unnamedColumn = "";

const fieldsOf = (line: string) => {
  const parts = line.split(/;\s/u);
  const fields = new Map(
    parts
      .map((field) => /^([^:]{1,60}):\s(.*)$/su.exec(field.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!.trim(), match[2]!.trim()] as const),
  );
  const lead = parts[0]!.trim();
  if (fields.size > 0 && parts.length > 1 && !lead.includes(":") && lead.length <= 60) fields.set(unnamedColumn, lead);
  return fields;
};

/**
 * The tables of a document's passages: a "A | B | C" header line starts one, each "A: x; B: y"
 * line is a row of the current one; a passage that goes on with rows (a long sheet cut in
 * passages) continues the table before it when the sheet is the same.
 */
function tableBlocks(chunks: SummaryChunk[]): TableBlock[] {
  const blocks: TableBlock[] = [];
  for (const chunk of chunks) {
    let current: TableBlock | null = null;
    const lines = chunk.text.split("\n").map((text) => text.trim());
    for (const line of withoutOverlap(lines, blocks.at(-1), chunk)) {
      if (line.length === 0) continue;
      const fields = fieldsOf(line);
      if (line.includes(" | ") && fields.size === 0) {
        current = { sheet: chunk.sheet, chunk, columns: line.split(" | ").map((name) => name.trim()), rows: [] };
        blocks.push(current);
      } else if (fields.size > 0) {
        const last = blocks.at(-1);
        current ??= last && last.sheet === chunk.sheet ? last : null;
        if (!current) {
          current = { sheet: chunk.sheet, chunk, columns: [...fields.keys()].filter((key) => key !== unnamedColumn), rows: [] };
          blocks.push(current);
        }
        current.rows.push(fields);
        current.lastRows = chunk.rows;
      }
    }
  }
  // A header with no rows under it ("In millions of CHF | January–June 2023") is a title over the
  // table that follows, not a table to describe as having 0 rows; kept only when no table has rows.
  const withRows = blocks.filter((block) => block.rows.length > 0);
  return withRows.length > 0 ? withRows : blocks.filter((block) => block.columns.length > 1);
}

/**
 * A passage's lines without the rows it repeats from the passage before: passages overlap
 * (ingest/chunk.ts), so where two meet, a long sheet's rows were counted twice (airports.csv's
 * 3,376 rows were described as 3,605). The sheet's row numbers say how many lead lines repeat;
 * two equal rows in the sheet itself are still two.
 */
function withoutOverlap(lines: string[], before: TableBlock | undefined, chunk: SummaryChunk): string[] {
  const from = rowRange(chunk.rows)?.[0];
  const until = before?.sheet === chunk.sheet ? rowRange(before.lastRows)?.[1] : undefined;
  if (from === undefined || until === undefined || from > until) return lines;
  let repeated = until - from + 1;
  return lines.filter((line) => !(line.length > 0 && repeated-- > 0));
}

const rowRange = (rows: string | null | undefined): [number, number] | undefined => {
  const match = rows ? /^(\d+)(?:-(\d+))?$/u.exec(rows) : null;
  return match ? [Number(match[1]), Number(match[2] ?? match[1])] : undefined;
};

/** What the rows are: the values of the first column that names them (text, nearly all different), a few shown. */
function rowNames(block: TableBlock): string {
  for (const column of [unnamedColumn, ...block.columns]) {
    const values = block.rows.map((row) => row.get(column) ?? "").filter((value) => value.length > 0);
    const distinct = new Set(values);
    const textual = values.filter((value) => /\p{L}/u.test(value) && !/^[\d\s.,:%-]+$/u.test(value)).length;
    if (values.length < 2 || textual < values.length * 0.8 || distinct.size < values.length * 0.8) continue;
    const shown = [...distinct].slice(0, 3).map((value) => shorten(value, 40));
    const more = distinct.size - shown.length;
    return more > 0 ? ` (${shown.join(", ")} and ${more} more)` : ` (${shown.slice(0, -1).join(", ")} and ${shown.at(-1)!})`;
  }
  return "";
}

const isoDate = /^\d{4}-\d{2}-\d{2}\b/u;

/**
 * What a log's rows hold when no column names them (shifts, sales): the values of its first column
 * of a few recurring words, most frequent first, and the span of its first column of ISO dates
 * ("; Site is Quay Street hall, St Luke's church or Northgate school; Date from 2026-01-05 to 2026-01-30").
 */
function whatRowsHold(block: TableBlock): string {
  const parts: string[] = [];
  const valuesOf = (column: string) => block.rows.map((row) => row.get(column) ?? "").filter((value) => value.length > 0);
  const category = block.columns.find((column) => {
    const values = valuesOf(column);
    const distinct = new Set(values).size;
    const textual = values.filter((value) => /\p{L}/u.test(value) && !isoDate.test(value)).length;
    return values.length >= 4 && textual === values.length && distinct >= 2 && distinct <= Math.min(6, values.length / 2);
  });
  if (category) {
    const counts = new Map<string, number>();
    for (const value of valuesOf(category)) counts.set(value, (counts.get(value) ?? 0) + 1);
    const shown = [...counts.entries()].sort((left, right) => right[1] - left[1]).map(([value]) => shorten(value, 40));
    const listed =
      shown.length <= 3 ? `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)!}` : `${shown.slice(0, 3).join(", ")} and others`;
    parts.push(`${category} is ${listed}`);
  }
  const dated = block.columns.find((column) => {
    const values = valuesOf(column);
    return values.length >= 2 && values.every((value) => isoDate.test(value));
  });
  if (dated) {
    const days = valuesOf(dated)
      .map((value) => value.slice(0, 10))
      .sort();
    parts.push(`${dated} from ${days[0]!} to ${days.at(-1)!}`);
  }
  return parts.map((part) => `; ${part}`).join("");
}

// Columns named in a table's sentence: more reads as a dump of the header row.
const shownColumns = 8;

/**
 * A table per sentence: which table or sheet, how many rows and what they are (the values of the
 * column that names them), and its columns. A document made only of tables (a spreadsheet, a CSV,
 * a DOCX of tables) is summarised this way: it has no sentences to rank.
 */
function summarizeSheets(chunks: SummaryChunk[], filename: string): ExtractiveSummary {
  const blocks = tableBlocks(chunks);
  const sheetNames = [...new Set(blocks.map((block) => block.sheet).filter((sheet): sheet is string => sheet !== null))];
  const workbook = sheetNames.length > 1 || /\.(?:xlsx?|ods)$/iu.test(filename);
  const sentences: SummarySentence[] = blocks.slice(0, 6).map((block, index) => {
    // A sheet of two periods side by side repeats its columns ("Impairment … (c), … (d), Impairment … (c)"): each is named once.
    const distinct = [...new Set(block.columns)];
    const columns = distinct.slice(0, shownColumns);
    const label =
      // A CSV is its one table; a table in a Word or PDF file is one part of it.
      blocks.length === 1 && !workbook && !/\.(?:docx?|pdf|md|html?)$/iu.test(filename)
        ? filename
        : workbook && block.sheet !== null && blocks.filter((other) => other.sheet === block.sheet).length === 1
          ? `Sheet "${block.sheet}"`
          : `Table ${index + 1}${block.sheet !== null && workbook ? ` of sheet "${block.sheet}"` : ""}`;
    const rows = block.rows.length;
    const named = rowNames(block);
    const more = distinct.length - columns.length;
    const columnText = columns.length > 0 ? ` with the columns ${columns.join(", ")}${more > 0 ? ` and ${more} more` : ""}` : "";
    return {
      text: `${label} has ${rows} row${rows === 1 ? "" : "s"}${named}${columnText}${named ? "" : whatRowsHold(block)}.`,
      chunk_id: block.chunk.id,
      page: block.chunk.page,
      sheet: block.chunk.sheet,
    };
  });
  const description =
    sentences.length === 0
      ? `${filename}: a table with no rows.`
      : sentences.length === 1
        ? sentences[0]!.text
        : workbook
          ? `A spreadsheet with ${sheetNames.length} sheet${sheetNames.length === 1 ? "" : "s"}: ${sheetNames.join(", ")}.`
          : `${blocks.length} tables: ${blocks
              .slice(0, 4)
              .map((block) => block.columns.slice(0, 3).join(", "))
              .join("; ")}.`;
  return { description: shorten(description, descriptionChars), sentences };
}
