/**
 * "Summarise what happens when a pet causes a nuisance under the pets policy", "In short, what does
 * the policy expect of owners?": a summary of the part of one document whose topic the question
 * names, not of the whole document. The document's sections are its runs of passages under one
 * heading (a passage never spans two: ingest/chunk.ts); the one the question's topic words name
 * (section-topic.ts) is summarised in its own sentences, each cited. Null when the question names
 * no topic beyond the document, or no section stands out (the whole document's summary answers then).
 */
import { contentTerms, splitSentences } from "../../core/text-analysis";
import type { SummaryChunk } from "../../ingest/summarize";
import { citeAtEnd } from "../citation-marker";
import { sectionOfTopic, signpostsDocument } from "../section-topic";
import type { AnswererDraft } from "./draft";
import { summaryCitation } from "./summary-citation";

interface SectionDocument {
  id: string;
  filename: string;
}

interface Section {
  heading: string;
  sentences: { text: string; passage: SummaryChunk }[];
}

// Words that ask for a summary or name the document, not its topic.
const requestWords = new Set(
  contentTerms(
    `summarise summarize summary summaries sum up short brief briefly overview gist recap nutshell main key point points
    idea ideas takeaway takeaways document file paper report pdf docx policy section part chapter page cover covers
    under according words`,
  ),
);
const maxSentences = 5;

/** The document's sections in reading order: consecutive passages under one heading. */
function sectionsOf(passages: SummaryChunk[]): Section[] {
  const sections: Section[] = [];
  for (const passage of passages) {
    const heading = passage.heading ?? "";
    const last = sections.at(-1);
    const section = last && last.heading === heading ? last : { heading, sentences: [] };
    if (section !== last) sections.push(section);
    // A passage opens with its heading's line, which is not one of the section's sentences.
    for (const text of splitSentences(passage.text))
      if (text !== heading) section.sentences.push({ text: text.replace(/^[-•*]\s+/u, ""), passage });
  }
  return sections.filter((candidate) => candidate.sentences.length > 0);
}

/** The topic words of the question: its content words less those asking for a summary or naming the file. */
function topicTerms(question: string, filename: string): string[] {
  const named = new Set(contentTerms(filename.replace(/\.[a-z0-9]+$/iu, "").replace(/[-_.]+/gu, " ")));
  return [...new Set(contentTerms(question))].filter((term) => !requestWords.has(term) && !named.has(term));
}

/** The section of the document the question's topic names, or null. */
export function sectionOfQuestion(question: string, filename: string, passages: SummaryChunk[]): Section | null {
  const sections = sectionsOf(passages);
  const index = sectionOfTopic(
    topicTerms(question, filename),
    sections.map((section) => ({ heading: section.heading, sentences: section.sentences.map((sentence) => sentence.text) })),
    // The heading of the first passage is the document's title.
    { title: contentTerms(passages[0]?.heading ?? "") },
  );
  return index === null ? null : sections[index]!;
}

// A figure: a number, an amount or a share ("£45", "10 days", "35%"), not a numbered item's mark ("2. Send …").
const hasFigure = (text: string) => /\d/u.test(text.replace(/^\s*\d{1,2}[.)]\s+/u, ""));

/**
 * The sentences a section's summary keeps, in reading order: all of a short section; of a longer one,
 * those carrying figures first (fees, limits, dates: what a question about the section most often
 * asks for, and what its first sentences may not hold), then the first of the others.
 */
function keptSentences<Sentence extends { text: string }>(sentences: Sentence[]): Sentence[] {
  if (sentences.length <= maxSentences) return sentences;
  const withFigures = sentences.filter(({ text }) => hasFigure(text)).slice(0, maxSentences);
  const others = sentences.filter((sentence) => !withFigures.includes(sentence)).slice(0, maxSentences - withFigures.length);
  return sentences.filter((sentence) => withFigures.includes(sentence) || others.includes(sentence));
}

export async function answerSectionSummary(
  question: string,
  documents: SectionDocument[],
  passagesOf: (document: SectionDocument) => Promise<SummaryChunk[]>,
): Promise<AnswererDraft | null> {
  if (documents.length !== 1) return null;
  const document = documents[0]!;
  const section = sectionOfQuestion(question, document.filename, await passagesOf(document));
  if (!section) return null;
  const sentences = keptSentences(section.sentences.filter(({ text }) => !signpostsDocument(text))).map(({ text, passage }) => ({
    text,
    chunk_id: passage.id,
    page: passage.page,
    sheet: passage.sheet,
  }));
  const chunks = sentences.map((sentence) => summaryCitation(document, sentence));
  const lines = sentences.map((sentence, index) => `- ${citeAtEnd(sentence.text, [index + 1])}`);
  const title = section.heading ? `"${section.heading}" in **${document.filename}**` : `**${document.filename}**`;
  return {
    answer: `${title}:\n\n${lines.join("\n")}`,
    chunks,
    flaggedSources: new Set(),
    confidence: "medium",
    confidence_score: 0.7,
    reasoning: `Summarised from the section of ${document.filename} whose heading and sentences hold the question's topic; each sentence is cited.`,
    safety_flags: [],
    used_external_kb: false,
    suggestions: [],
    attempts: 0,
    query: { section: section.heading, document: document.filename },
  };
}
