/**
 * "Summarise what happens when a pet causes a nuisance under the pets policy", "In short, what does
 * the policy expect of owners?": a summary of the part of one document whose topic the question
 * names, not of the whole document. The document's sections are its runs of passages under one
 * heading (a passage never spans two: ingest/chunk.ts); the one the question's topic words name
 * (section-topic.ts) is summarised in its own sentences, each cited. Null when the question names
 * no topic beyond the document, or no section stands out (the whole document's summary answers then).
 */
import { contentTerms, splitSentences, stem, tokenize } from "../../core/text-analysis";
import type { SummaryChunk } from "../../ingest/summarize";
import type { Embedder } from "../../providers/embeddings";
import { citeAtEnd } from "../citation-marker";
import { pdfHeading } from "../extractive";
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
    under according words outline breakdown meant supposed purpose`,
  ),
);
const maxSentences = 5;

/**
 * The document's sections in reading order: consecutive passages under one heading. A PDF's text
 * layer has no heading marks and its passages are pages, so there a short line in words alone
 * ("Money", "Team officers") opens a section of its own, as the extractive reader takes it.
 */
function sectionsOf(passages: SummaryChunk[], title: string[] = []): Section[] {
  const sections: Section[] = [];
  for (const passage of passages) {
    const heading = passage.heading ?? "";
    const last = sections.at(-1);
    let section = last && last.heading === heading ? last : { heading, sentences: [] };
    if (section !== last) sections.push(section);
    const headed = !passage.heading && typeof passage.page === "number";
    // A passage opens with its heading's line, which is not one of the section's sentences.
    for (const text of splitSentences(passage.text)) {
      // The lines before the document's first sentence are its title ("Annual Report 2025"), not a section's heading.
      const opening = sections.every((each) => each.sentences.length === 0);
      // A form's field ("Prepared By: Sarah Martinez") is not a heading.
      if (headed && !text.includes(":") && pdfHeading(text.replace(/\b(?:19|20)\d{2}\b/gu, "").trim())) {
        if (opening) {
          title.push(text.trim());
          continue;
        }
        section = { heading: text.trim(), sentences: [] };
        sections.push(section);
      } else if (text !== heading) section.sentences.push({ text: text.replace(/^[-•*]\s+/u, ""), passage });
    }
  }
  return sections.filter((candidate) => candidate.sentences.length > 0);
}

// When, not what: "last year", "for 2025" date the question and name no section ("the rescue team's money last year").
const period = /\b(?:last|this|next|past)\s+(?:year|month|week|quarter|season)\b|\b(?:19|20)\d{2}\b/giu;

// "How did the finances look …?", "What did the money look like …?": the asking, not what is asked about.
const askingLook = new Set(contentTerms("look looks looked"));
// "An overview of the theatre's year", "the club's season": the span a report covers, which names no
// section of it unless a heading says it ("The year in numbers"); a sentence dated "2025" or saying
// "this year" is no more about it than the rest (section-topic.ts's headingOnly).
const spanTerms = new Set(contentTerms("year years season seasons"));

/** The topic words of the question: its content words less those asking for a summary, naming the file or dating it. */
function topicTerms(question: string, filename: string, headings: string[]): string[] {
  const named = new Set(contentTerms(filename.replace(/\.[a-z0-9]+$/iu, "").replace(/[-_.]+/gu, " ")));
  const headed = new Set(headings.flatMap((heading) => contentTerms(heading)));
  return [...new Set(contentTerms(question.replace(period, " ")))].filter(
    (term) => !requestWords.has(term) && !named.has(term) && !askingLook.has(term) && (!spanTerms.has(term) || headed.has(term)),
  );
}

/**
 * Cosine (USE-lite, one word against a heading) by which a topic word no section holds names a heading
 * in other words ("finances" / "Money", "costs" / "Money", "staff" / "Officers and staff"), and its lead
 * over the next heading: one word against short headings is where the model tells topics apart, while
 * "successes" sits at 0.54 and 0.53 between "Words we use" and "Money". Chosen on the spent rounds' reports.
 */
export const HEADING_MEANING_MIN_COSINE = 0.55;
export const HEADING_MEANING_MIN_LEAD = 0.15;

/**
 * The section whose heading says the question's topic in other words ("Give me an overview of the bike
 * co-op's finances" over "Money"), when no section holds a word of it: every topic word no section holds
 * must point at one and the same heading, clearly closer than the others.
 */
export async function sectionByMeaning(
  question: string,
  filename: string,
  passages: SummaryChunk[],
  embedder: Pick<Embedder, "embed">,
  signal?: AbortSignal,
): Promise<Section | null> {
  const titleLines: string[] = [];
  const sections = sectionsOf(passages, titleLines).filter((section) => section.heading);
  if (sections.length < 3) return null;
  const held = new Set(
    sections.flatMap((section) => contentTerms([section.heading, ...section.sentences.map(({ text }) => text)].join(" "))),
  );
  // The title's words name the whole document ("the bike co-op" of "Millbrook Bike Repair Co-op"), not a topic of it.
  const title = new Set(contentTerms(passages[0]?.heading ?? titleLines.join(" ")));
  const topic = topicTerms(
    question,
    filename,
    sections.map((section) => section.heading),
  ).filter((term) => !lightTopicWords.has(term) && !title.has(term));
  if (topic.length === 0 || topic.some((term) => held.has(term))) return null;
  const words = topic.map((term) => tokenize(question).find((word) => stem(word) === term) ?? term);
  const headings = sections.map((section) => section.heading);
  const [...vectors] = await embedder.embed([...words, ...headings], signal);
  const cosine = (left: number[], right: number[]) => left.reduce((sum, value, index) => sum + value * right[index]!, 0);
  const picked = new Set<number>();
  for (const [index] of words.entries()) {
    const ranked = headings
      .map((_heading, position) => ({ position, cosine: cosine(vectors[index]!, vectors[words.length + position]!) }))
      .sort((left, right) => right.cosine - left.cosine);
    const [best, next] = ranked;
    if (!best || best.cosine < HEADING_MEANING_MIN_COSINE || (next && best.cosine - next.cosine < HEADING_MEANING_MIN_LEAD)) return null;
    picked.add(best.position);
  }
  return picked.size === 1 ? sections[[...picked][0]!]! : null;
}

// Verbs that only carry the asking ("give me", "get an overview"): never a topic to look for by meaning.
const lightTopicWords = new Set(contentTerms("give gives get gets tell tells let know want like say says"));

// "What does the canal trust's report say about money?": what a document says on a topic, which a section of it may hold whole.
const saysAboutTopic = /\bwhat (?:do|does|did) .{1,60}? (?:say|said|tell (?:us|me)) about \S/iu;

/** Whether a question asks what a document says about a topic (a lookup the topic's section may answer). */
export const asksWhatItSaysAbout = (question: string): boolean => saysAboutTopic.test(question);

/** The section of the document the question's topic names, or null. */
export function sectionOfQuestion(question: string, filename: string, passages: SummaryChunk[]): Section | null {
  const titleLines: string[] = [];
  const sections = sectionsOf(passages, titleLines);
  const index = sectionOfTopic(
    topicTerms(
      question,
      filename,
      sections.map((section) => section.heading),
    ),
    sections.map((section) => ({ heading: section.heading, sentences: section.sentences.map((sentence) => sentence.text) })),
    // The heading of the first passage is the document's title (in a PDF, the lines before its first sentence).
    { title: contentTerms(passages[0]?.heading ?? titleLines.join(" ")), headingOnly: spanTerms },
  );
  // A PDF's opening, before its first heading, is what the whole document says: its summary answers then.
  const pdf = passages.some((passage) => !passage.heading && typeof passage.page === "number");
  return index === null || (pdf && !sections[index]!.heading) ? null : sections[index]!;
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
  meaning?: { embedder: Pick<Embedder, "embed">; signal?: AbortSignal },
): Promise<AnswererDraft | null> {
  if (documents.length !== 1) return null;
  const document = documents[0]!;
  const passages = await passagesOf(document);
  let section = sectionOfQuestion(question, document.filename, passages);
  // The embedder is an extra here: the whole document's summary answers when it fails.
  if (!section && meaning)
    section = await sectionByMeaning(question, document.filename, passages, meaning.embedder, meaning.signal).catch((error: unknown) => {
      if (meaning.signal?.aborted) throw error;
      return null;
    });
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
