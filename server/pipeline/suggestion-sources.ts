/**
 * Questions a person would ask about a set of passages, built from what they hold
 * (docs/architecture.md#suggestions): a sentence that defines something ("Hot composting is a
 * method …") → "What is hot composting?"; a table row ("Company: Borealis Foods; Founded: 1995")
 * → "When was Borealis Foods founded?"; a sentence stating a figure, a date or a person's role →
 * "How much does membership cost?", "When was the hall built?", "Who is the treasurer?"; a form's
 * filled field → "What is the report date?"; a heading that is a question, as it stands
 * (stated-questions.ts). A topic in a template ("What does the document say about conversation
 * patterns?") is no question a person asks, so none is made: fewer questions, completed with the
 * questions about the documents as a whole. English; pure, no I/O.
 */
import type { RetrievedChunk } from "../core/types";
import { splitSentences, stopWords, tokenize } from "../core/text-analysis";
import { isRowLine } from "./row-sentences";
import { fieldQuestion, headingAsQuestion, statedQuestions } from "./stated-questions";

// "X is a …", "An X is the …": the subject (at most four words) of a sentence that defines it.
const definingSentence =
  /^(?:(a|an|the)\s+)?((?:[\p{L}][\p{L}\p{N}'’-]*\s+){0,3}[\p{L}][\p{L}\p{N}'’-]*)\s+(?:is|are)\s+(?:(?:simply|just|essentially|basically|usually|typically|generally)\s+)?(?:a|an|the)\s+\p{L}/iu;
// A numbered heading a PDF's text runs into the sentence after it ("3.1 Traces A trace is simply a program path").
const gluedHeading = /^\d+(?:\.\d+)*\.?\s+(?:\p{Lu}[\p{L}-]*\s+){1,4}(?=(?:A|An|The)\s)/u;
// Pronouns and quantifiers: "Every loop back edge is a …" defines no "every loop back edge".
const pronouns =
  /^(?:it|this|that|these|those|there|he|she|they|which|what|who|one|each|here|every|all|some|any|no|most|many|such|other|another|both|either|neither)$/i;
// Words that point back to something said before: a subject holding one names no term.
const pointers = /^(?:this|that|these|those|its|their|our|your|his|her|such)$/i;
// Subjects that say nothing on their own: "The result is a …" defines no "result" worth asking about.
const vagueSubjects =
  /^(?:result|results|goal|aim|idea|problem|answer|reason|purpose|effect|outcome|difference|point|key|main|first|last|following|rest|case|way|thing|issue|question|solution|approach|trick|catch|downside|upside)$/i;
// Words that rank or order ("the best case", "the first step"): what they pick out depends on the passage.
const rankingWords =
  /^(?:best|worst|first|second|third|last|next|previous|main|major|minor|only|same|whole|entire|other|latter|former|simplest|easiest|hardest|biggest|largest|smallest|most|least|final|overall|current|present|new|old)$/i;
// Headings that name a part of a document rather than a topic.
export const structuralHeadings =
  /^(?:section|chapter|part|introduction|abstract|contents|table of contents|conclusions?|references|bibliography|appendix|acknowledg(?:e)?ments|notes|summary|overview|index|name|names|page|figure|table|sheet\d*|column \d+|untitled)$/i;

/**
 * Best first: one question of each kind in turn, so three chips are not three of one kind. Within a
 * kind, questions about what the answer names (`named`: a summary's "trace tree") come before those
 * about whatever else the passages hold ("the best case"), each in reading order.
 */
export function questionsFromPassages(
  chunks: RetrievedChunk[],
  fresh: (topic: string, source: string) => boolean,
  named: (topic: string) => boolean = () => false,
): string[] {
  const kinds = [definitionQuestions(chunks), sentenceQuestions(chunks), fieldQuestions(chunks), rowQuestions(chunks)].map((questions) => {
    const kept = questions.filter((entry) => fresh(entry.topic, entry.source));
    return [...kept.filter((entry) => named(entry.topic)), ...kept.filter((entry) => !named(entry.topic))].map((entry) => entry.question);
  });
  const merged: string[] = [];
  for (let index = 0; kinds.some((questions) => index < questions.length); index++) {
    for (const questions of kinds) if (index < questions.length) merged.push(questions[index]!);
  }
  return [...new Set(merged)];
}

interface Built {
  question: string;
  /** What the question is about, to leave out what the answer already covered. */
  topic: string;
  /** The sentence, line or heading it was built from: an answer that says it has answered the question. */
  source: string;
}

function definitionQuestions(chunks: RetrievedChunk[]): Built[] {
  const built: Built[] = [];
  for (const chunk of chunks) {
    for (const sentence of splitSentences(chunk.text)) {
      const match = definingSentence.exec(sentence.trim().replace(gluedHeading, ""));
      if (!match) continue;
      const subject = match[2]!;
      const words = tokenize(subject);
      // A subject opening on a function word is a clause, not a term ("If the qualifying person is a child …").
      if (words.length === 0 || pronouns.test(words[0]!) || stopWords.has(words[0]!)) continue;
      // "Avoiding these costs is a …", "Its core is a …": an action or a pointer back, not a term.
      if (/ing$/u.test(words[0]!) || words.some((word) => pointers.test(word))) continue;
      if (words.length === 1 && vagueSubjects.test(words[0]!)) continue;
      // "The air is a …", "The best case is a …": what "the" points at with one ordinary word, or a
      // ranking word before one, is a thing of the passage's context, no term the document defines
      // ("What is the air?" over a book). A name ("The Northgate Makerspace") or a term of two words
      // ("the club ladder") still is.
      if (
        match[1]?.toLowerCase() === "the" &&
        !/\p{Lu}/u.test(subject) &&
        (words.length === 1 || words.some((word) => rankingWords.test(word)))
      )
        continue;
      // Lower-case the first word unless the passage writes it capitalised mid-sentence (a name).
      // A capital inside the word ("AutoGen", "LLM") is a name wherever it stands.
      const first = subject.split(/\s+/)[0]!;
      const isName = /^.\p{L}*\p{Lu}/u.test(first) || new RegExp(`[\\p{Ll}\\p{N},;]\\s+${escape(first)}\\b`, "u").test(chunk.text);
      const shown = isName ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
      const article = match[1] ? `${match[1].toLowerCase()} ` : "";
      built.push({
        question: `What ${/s$/i.test(subject) && !match[1] ? "are" : "is"} ${article}${shown}?`,
        topic: subject,
        source: sentence,
      });
    }
  }
  return built;
}

function rowQuestions(chunks: RetrievedChunk[]): Built[] {
  const built: Built[] = [];
  for (const chunk of chunks) {
    const rows = chunk.text.split("\n").filter((line) => isRowLine(line));
    // One row under its header ("Top left: Bottom left; Top right: Bottom right") names no rows: its first cell is no name.
    if (rows.length < 2) continue;
    for (const line of rows) {
      const cells = line.split(/;\s*/).map((cell) => cell.split(/:\s*/, 2) as [string, string]);
      const name = cells[0]?.[1]?.trim();
      // A number is no name to ask about ("What is the beta of 89?"), nor a line's label with its notes
      // ("Underlying trading operating profit (a) as per Note 3.1").
      if (!name || cells.length < 2 || !/\p{L}{2}/u.test(name) || name.length > 40 || /[()]/u.test(name)) continue;
      // One column per row, turning through the columns so the questions differ.
      const [column, value] = cells[1 + (built.length % (cells.length - 1))]!;
      // A period's column ("January–June 2023") asks "What was X in January–June 2023?", not "the january–june 2023 of X".
      if (!column || !value || /\d{4}/u.test(column)) continue;
      built.push({ question: rowQuestion(name, column.trim(), value.trim()), topic: name, source: line });
    }
  }
  return built;
}

function rowQuestion(name: string, column: string, value: string): string {
  const lower = /^[\p{Lu}\d]+$/u.test(column) ? column : column.toLowerCase();
  if (/^\p{L}+ed$/u.test(lower)) return /^\d{3,4}$/.test(value) ? `When was ${name} ${lower}?` : `How was ${name} ${lower}?`;
  if (/^[\d.,]+$/.test(value) && /[^s]s$/.test(lower)) return `How many ${lower} does ${name} have?`;
  return `What is the ${lower} of ${name}?`;
}

/**
 * A heading as a question says it: without its number ("2. Remedial actions") and, written all in
 * capitals ("CONFLICTS OF INTEREST"), in lower case, so one heading is one topic however it is set.
 */
export function readableHeading(raw: string): string {
  const heading = raw.replace(/^\s*(?:\d+(?:\.\d+)*|[IVXivx]+|[A-Za-z])[.)]\s+/u, "").trim();
  return /\p{Ll}/u.test(heading) ? heading : heading.toLowerCase();
}

/** Questions the passages' sentences answer (stated-questions.ts) and headings that are questions. */
function sentenceQuestions(chunks: RetrievedChunk[]): Built[] {
  const built: Built[] = [];
  for (const chunk of chunks) {
    const headings = [chunk.metadata.heading ?? "", ...[...chunk.text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1]!)];
    for (const heading of new Set(headings)) {
      const asked = headingAsQuestion(heading);
      if (asked) built.push({ ...asked, source: heading });
    }
    for (const sentence of splitSentences(chunk.text.replace(/^#{1,6}\s+.+$/gm, "")))
      built.push(...statedQuestions(sentence).map((stated) => ({ ...stated, source: sentence })));
  }
  return built;
}

// A line of a table of contents: a title and the page it starts on ("Market: Concentration 161", "PREFACE xiii").
const contentsLine = /^\S.*\p{L}\S*\s+(?:\d{1,4}|[ivxlc]{1,7})$/u;
const contentsRun = 3;

/**
 * A form's filled fields and a report's labelled lines: "What is the report date?". Not a sheet's title rows ("Topic:
 * Operational metrics"), nor a book's contents ("Law: Duration 133" asks no "What is the law?"): a passage with several
 * lines ending on a page number lists titles, and those lines are left out.
 */
function fieldQuestions(chunks: RetrievedChunk[]): Built[] {
  return chunks.flatMap((chunk) => {
    if (chunk.metadata.sheet) return [];
    const lines = chunk.text.split("\n");
    const contents = lines.filter((line) => contentsLine.test(line.trim())).length >= contentsRun;
    return lines.flatMap((line) => {
      const field = contents && contentsLine.test(line.trim()) ? null : fieldQuestion(line);
      return field ? [{ ...field, source: line }] : [];
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
