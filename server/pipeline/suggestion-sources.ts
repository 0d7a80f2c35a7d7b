/**
 * Questions a person would ask about a set of passages, built from what they hold
 * (docs/architecture.md#suggestions): a sentence that defines something ("Hot composting is a
 * method …") → "What is hot composting?"; a table row ("Company: Borealis Foods; Founded: 1995")
 * → "When was Borealis Foods founded?"; a section heading ("## Water") → "What does the garden
 * handbook say about water?". Fragments that make odd questions (headings like "Section" or
 * "Name", a half phrase cut from a sentence) are never used. English; pure, no I/O.
 */
import type { RetrievedChunk } from "../core/types";
import { splitSentences, stopWords, tokenize } from "../core/text-analysis";
import { isRowLine } from "./row-sentences";

// "X is a …", "An X is the …": the subject (at most four words) of a sentence that defines it.
const definingSentence =
  /^(?:(a|an|the)\s+)?((?:[\p{L}][\p{L}\p{N}'’-]*\s+){0,3}[\p{L}][\p{L}\p{N}'’-]*)\s+(?:is|are)\s+(?:a|an|the)\s+\p{L}/iu;
// Pronouns and quantifiers: "Every loop back edge is a …" defines no "every loop back edge".
const pronouns =
  /^(?:it|this|that|these|those|there|he|she|they|which|what|who|one|each|here|every|all|some|any|no|most|many|such|other|another|both|either|neither)$/i;
// Subjects that say nothing on their own: "The result is a …" defines no "result" worth asking about.
const vagueSubjects =
  /^(?:result|results|goal|aim|idea|problem|answer|reason|purpose|effect|outcome|difference|point|key|main|first|last|following|rest|case|way|thing|issue|question|solution|approach|trick|catch|downside|upside)$/i;
// Headings that name a part of a document rather than a topic.
export const structuralHeadings =
  /^(?:section|chapter|part|introduction|abstract|contents|table of contents|conclusions?|references|bibliography|appendix|acknowledg(?:e)?ments|notes|summary|overview|index|name|names|page|figure|table|sheet\d*|column \d+|untitled)$/i;

/** Best first: one question of each kind in turn, so three chips are not three of one kind. */
export function questionsFromPassages(chunks: RetrievedChunk[], fresh: (topic: string) => boolean): string[] {
  const kinds = [definitionQuestions(chunks), rowQuestions(chunks), headingQuestions(chunks)].map((questions) =>
    questions.filter((entry) => fresh(entry.topic)).map((entry) => entry.question),
  );
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
}

function definitionQuestions(chunks: RetrievedChunk[]): Built[] {
  const built: Built[] = [];
  for (const chunk of chunks) {
    for (const sentence of splitSentences(chunk.text)) {
      const match = definingSentence.exec(sentence.trim());
      if (!match) continue;
      const subject = match[2]!;
      const words = tokenize(subject);
      // A subject opening on a function word is a clause, not a term ("If the qualifying person is a child …").
      if (words.length === 0 || pronouns.test(words[0]!) || stopWords.has(words[0]!)) continue;
      if (words.length === 1 && vagueSubjects.test(words[0]!)) continue;
      // Lower-case the first word unless the passage writes it capitalised mid-sentence (a name).
      // A capital inside the word ("AutoGen", "LLM") is a name wherever it stands.
      const first = subject.split(/\s+/)[0]!;
      const isName = /^.\p{L}*\p{Lu}/u.test(first) || new RegExp(`[\\p{Ll}\\p{N},;]\\s+${escape(first)}\\b`, "u").test(chunk.text);
      const shown = isName ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
      const article = match[1] ? `${match[1].toLowerCase()} ` : "";
      built.push({ question: `What ${/s$/i.test(subject) && !match[1] ? "are" : "is"} ${article}${shown}?`, topic: subject });
    }
  }
  return built;
}

function rowQuestions(chunks: RetrievedChunk[]): Built[] {
  const built: Built[] = [];
  for (const chunk of chunks) {
    for (const line of chunk.text.split("\n")) {
      if (!isRowLine(line)) continue;
      const cells = line.split(/;\s*/).map((cell) => cell.split(/:\s*/, 2) as [string, string]);
      const name = cells[0]?.[1]?.trim();
      // A number is no name to ask about ("What is the beta of 89?").
      if (!name || cells.length < 2 || !/\p{L}{2}/u.test(name)) continue;
      // One column per row, turning through the columns so the questions differ.
      const [column, value] = cells[1 + (built.length % (cells.length - 1))]!;
      if (!column || !value) continue;
      built.push({ question: rowQuestion(name, column.trim(), value.trim()), topic: name });
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

function headingQuestions(chunks: RetrievedChunk[]): Built[] {
  const built: Built[] = [];
  for (const chunk of chunks) {
    const headings = [chunk.metadata.heading ?? "", ...[...chunk.text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => match[1]!)];
    for (const raw of headings) {
      const heading = readableHeading(raw.replace(/^\d+(?:\.\d+)*\.?\s+/, ""));
      const words = heading.split(/\s+/);
      if (words.length === 0 || words.length > 5 || !/^[\p{L}][\p{L}\s&'’-]*$/u.test(heading) || structuralHeadings.test(heading)) continue;
      if (repeatsName(heading, chunk.metadata.filename)) continue;
      const shown =
        words.every((word) => /^\p{Lu}/u.test(word)) && words.length > 1 ? heading : heading.charAt(0).toLowerCase() + heading.slice(1);
      built.push({ question: `What does ${documentName(chunk.metadata.filename)} say about ${shown}?`, topic: heading });
    }
  }
  return built;
}

/** "garden-handbook.md" → "the garden handbook"; a name that reads as words, else "the document". */
function documentName(filename: string): string {
  const words = filename
    .replace(/\.[^.]+$/, "")
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0);
  const readable =
    words.length >= 2 && words.length <= 4 && words.every((word) => /^\p{L}{2,}$/u.test(word) && !/test|copy|final|draft/i.test(word));
  return readable ? `the ${words.join(" ").toLowerCase()}` : "the document";
}

/**
 * A heading that is the document's own title ("Riverside Community Garden Handbook" in
 * garden-handbook.md): asking what the garden handbook says about it asks about itself.
 */
function repeatsName(heading: string, filename: string): boolean {
  const nameWords = filename
    .replace(/\.[^.]+$/, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);
  const headingWords = new Set(heading.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return nameWords.length > 0 && nameWords.every((word) => headingWords.has(word));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
