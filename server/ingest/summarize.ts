/**
 * The extractive summary of a document, made at ingestion (docs/architecture.md, "Summaries"): a
 * pure function of its passages. Prose: whole sentences ranked by centrality (TF-IDF cosine to the
 * document's centroid) times a position prior (openings and abstracts state what a document is)
 * and a heading prior (abstract, introduction, conclusion up; references down), 3–6 of them kept
 * with little overlap, in reading order, each with the passage, page or sheet it comes from.
 * Sheets: one sentence per sheet naming its rows and columns. Plus a one-line description.
 */
import { contentTerms, splitSentences } from "../core/text-analysis";
import type { SummarySentence } from "../stores/summaries";

export interface SummaryChunk {
  id: string;
  text: string;
  page: number | null;
  sheet: string | null;
  heading: string | null;
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
// Figure and table captions read as sentences but say what a picture shows, not what the document says.
const caption = /\b(?:fig(?:ure)?|tab(?:le)?|abb(?:ildung)?|tabla|tableau)\.? ?\d+\s*[–—:.-]/iu;
const tableRow = /^[^:;\n]{1,40}:\s[^;\n]*(?:;\s[^:;\n]{1,40}:\s[^;\n]*)+$|\s\|\s/u;

export function summarizeDocument(chunks: SummaryChunk[], filename: string): ExtractiveSummary {
  const sheets = chunks.filter((chunk) => chunk.sheet !== null || isTableText(chunk.text));
  if (chunks.length > 0 && sheets.length / chunks.length > 0.6) return summarizeSheets(chunks, filename);
  const candidates = sentencesOf(chunks, true);
  const pool = candidates.length >= 3 ? candidates : sentencesOf(chunks, false);
  if (pool.length === 0) return { description: `${filename}: no sentences to summarise.`, sentences: [] };
  score(pool);
  const chosen = choose(pool, Math.min(6, Math.max(3, Math.round(Math.sqrt(pool.length) / 2))));
  // The description says what the document is, which its opening states: the first kept sentence
  // of the first fifth, else the best kept one.
  const opening = chosen.filter((candidate) => candidate.position <= pool.length / 5).sort((left, right) => left.position - right.position);
  const best = opening[0] ?? [...chosen].sort((left, right) => right.score - left.score)[0]!;
  return {
    description: shorten(best.text, descriptionChars),
    sentences: chosen
      .sort((left, right) => left.position - right.position)
      .map(({ text, chunk }) => ({ text, chunk_id: chunk.id, page: chunk.page, sheet: chunk.sheet })),
  };
}

function isTableText(text: string): boolean {
  const lines = text.split("\n").filter((line) => line.trim().length > 0);
  return lines.length > 0 && lines.filter((line) => tableRow.test(line)).length / lines.length > 0.6;
}

/** Whole sentences that read as prose: a capital start, a full stop, enough words, few symbols. */
function readsAsProse(sentence: string, strict: boolean): boolean {
  const words = sentence.split(/\s+/).length;
  const letters = (sentence.match(/\p{L}/gu) ?? []).length / sentence.length;
  if (sentence.length < (strict ? 40 : 20) || sentence.length > 400 || words < (strict ? 6 : 3) || letters < 0.65) return false;
  if (/[\\$^{}=]|https?:|@|\.{3,}|…$/u.test(sentence) || tableRow.test(sentence) || caption.test(sentence)) return false;
  return !strict || (/^["“(]?\p{Lu}/u.test(sentence) && /[.!?]["”)]?$/u.test(sentence));
}

function sentencesOf(chunks: SummaryChunk[], strict: boolean): Candidate[] {
  const seen = new Set<string>();
  const all: Candidate[] = [];
  for (const chunk of chunks) {
    for (const text of splitSentences(chunk.text)) {
      const key = text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
      if (seen.has(key) || !readsAsProse(text, strict)) continue;
      seen.add(key);
      const terms = new Map<string, number>();
      for (const term of contentTerms(text)) terms.set(term, (terms.get(term) ?? 0) + 1);
      if (terms.size >= 3 || !strict) all.push({ text, chunk, position: all.length, terms, score: 0 });
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
    candidate.score = cosine(vectors[index]!, centroid) * position * prior;
  });
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

/** A sheet per sentence: its name, how many rows the passages hold, and its columns. */
function summarizeSheets(chunks: SummaryChunk[], filename: string): ExtractiveSummary {
  const bySheet = new Map<string, SummaryChunk[]>();
  for (const chunk of chunks) bySheet.set(chunk.sheet ?? filename, [...(bySheet.get(chunk.sheet ?? filename) ?? []), chunk]);
  const sentences: SummarySentence[] = [];
  for (const [sheet, sheetChunks] of [...bySheet].slice(0, 6)) {
    const first = sheetChunks[0]!;
    const rows = sheetChunks.reduce((sum, chunk) => sum + chunk.text.split("\n").filter((line) => line.includes(": ")).length, 0);
    const header = first.text.split("\n")[0]!;
    const named = header.includes(" | ")
      ? header.split(" | ")
      : [...header.matchAll(/(?:^|;\s)([^:;]{1,40}):\s/gu)].map((match) => match[1]!);
    const columns = named
      .map((name) => name.trim())
      .filter((name) => name.length > 0)
      .slice(0, 8);
    const columnText = columns.length > 0 ? ` with the columns ${columns.join(", ")}` : "";
    sentences.push({
      text: `${sheet === filename ? filename : `Sheet "${sheet}"`} holds about ${rows} rows${columnText}.`,
      chunk_id: first.id,
      page: first.page,
      sheet: first.sheet,
    });
  }
  const names = [...bySheet.keys()];
  const description =
    bySheet.size === 1 && names[0] === filename
      ? shorten(sentences[0]!.text, descriptionChars)
      : shorten(`A spreadsheet with ${bySheet.size} sheet${bySheet.size === 1 ? "" : "s"}: ${names.join(", ")}.`, descriptionChars);
  return { description, sentences };
}
