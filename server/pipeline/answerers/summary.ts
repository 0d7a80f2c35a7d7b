/**
 * The summary answerer (docs/architecture.md, "Summaries"): "What are these documents about?" →
 * one cited line per document; "Summarise the main points." / "summarise report.pdf" → the
 * summary of the one document in scope (named, selected or the only one), or a short one of each.
 * The sentences come from a `SummarySource` chosen at wiring: the extractive summary stored at
 * ingestion, or the model's map-reduce summary (summary-sources.ts). Null when no document in
 * scope has a summary, which leaves the question to the passages.
 */
import type { ChatModel } from "../../core/llm";
import type { Embedder } from "../../providers/embeddings";
import type { RetrievedChunk } from "../../core/types";
import type { Search } from "../../retrieval/hybrid-search";
import type { SummarySentence } from "../../stores/summaries";
import { contentTerms } from "../../core/text-analysis";
import { citeAtEnd } from "../citation-marker";
import { foldText } from "../intent";
import type { AnswererDraft } from "./draft";
import {
  documentByFileWords,
  documentByKind,
  documentByLanguage,
  documentByQuestionWords,
  documentsOfNamedKind,
  namesOnlyKind,
  saysTopicWord,
} from "./document-by-name";
import { answerPageSummary } from "./page-summary";
import { answerNumberedSectionSummary } from "./numbered-section-summary";
import { answerSectionSummary } from "./section-summary";
import { summaryCitation } from "./summary-citation";
import type { SummaryChunk } from "../../ingest/summarize";
import {
  documentFactAsked,
  factSentence,
  readOpening,
  recordFactSentence,
  type DocumentFact,
  type FileRecord,
  type RecordFact,
} from "./document-title";

export interface SummaryDocument {
  id: string;
  filename: string;
}

/**
 * A document's summary sentences (at most six, each citing its passage) and one-line description;
 * null when it has none. `useModel: false` asks for the stored summary only (no model call).
 */
export type SummarySource = (
  document: SummaryDocument,
  context: { chat: ChatModel | null; signal: AbortSignal; useModel?: boolean },
) => Promise<{
  description: string;
  sentences: SummarySentence[];
  by: string;
  opening?: () => Promise<OpeningPassage[]>;
  /** The document's passages in reading order, read only for a page's summary. */
  passages?: () => Promise<SummaryChunk[]>;
} | null>;

/** One of a document's first passages, read for its title and authors (document-title.ts). */
export interface OpeningPassage {
  text: string;
  chunk_id: string;
  page: number | null;
  sheet: string | null;
}

export interface SummaryQuestion {
  question: string;
  /** The ready documents in scope, newest first; or those the question's words name, best first. */
  documents: SummaryDocument[];
  /** The documents were found by the question's words (narrowToTopic), not only scoped. */
  narrowed?: boolean;
  /** Only the section of one document that the question's topic names, or nothing ("What does the report say about money?"). */
  sectionOnly?: boolean;
}

const maxDocuments = 8;
// Words that ask for a summary and name nothing ("Give me a quick rundown of the main points").
const askingWords = new Set(
  contentTerms(
    "summarise summarize summarised summary summaries sum up overview gist main key points point short brief briefly nutshell quick rundown tl dr tldr give tell please everything document documents file files library cover covers say says ideas highlights recap outline describe explain",
  ),
);
/** The score of a summary of every document given for a question about one thing (below `medium`). */
export const unfocusedSummaryScore = 0.45;
const maxDescribed = 30;
// A fact about "the AutoGen paper" is looked for in the openings of at most this many documents that match its words.
const maxFactDocuments = 3;
const sentencesEach = 2;
// The model summarises at most this many documents per question (each costs up to five calls the
// first time); the others get their stored summary.
const modelSummariesPerQuestion = 3;
const overview =
  /\b(?:these|those|the|all|my|our|both|each|every|your) (?:documents|docs|files|papers|reports|uploads)\b|\bwhat (?:are|were) they about\b|\b(?:ces|les|mes|tous les) (?:documents|fichiers)\b|\b(?:diese|die|meine|alle) (?:dokumente|dateien)\b|\b(?:estos|los|mis|todos los) (?:documentos|archivos)\b/u;

/** What the answerer may read besides the summaries: a document's record (its page count, when it was added). */
export interface SummaryContext {
  chat: ChatModel | null;
  signal: AbortSignal;
  /** Reads a topic's section by its heading's meaning when no section holds its words (section-summary.ts). */
  embedder?: Pick<Embedder, "embed">;
  record?: (documentId: string) => Promise<FileRecord | null>;
}

export async function answerFromSummaries(
  input: SummaryQuestion,
  source: SummarySource,
  context: SummaryContext,
): Promise<AnswererDraft | null> {
  if (input.sectionOnly)
    return input.narrowed && input.documents.length === 1
      ? answerSectionSummary(
          input.question,
          input.documents,
          async (document) => {
            const passages = (await source(document, { ...context, useModel: false }))?.passages;
            return passages ? passages() : [];
          },
          context.embedder ? { embedder: context.embedder, signal: context.signal } : undefined,
        )
      : null;
  const fact = documentFactAsked(input.question);
  // "What are the column headers of Sheet1?": a sheet the question names answers before the file's record.
  const namedSheet = fact === "columns" ? await answerNamedSheets(input, source, context) : null;
  if (namedSheet) return namedSheet;
  // One document in scope, or the few that the question's words name (narrowToTopic), best first.
  if (fact) {
    if (input.documents.length <= (input.narrowed ? maxFactDocuments : 1)) {
      for (const document of input.documents) {
        const answered = await answerDocumentFact(fact, document, source, context);
        if (answered) return answered;
      }
      return null;
    }
    return input.narrowed ? null : answerFactOfEach(fact, input.documents, source, context);
  }
  const sheets = await answerNamedSheets(input, source, context);
  if (sheets) return sheets;
  const passagesOf = async (document: SummaryDocument) => {
    const passages = (await source(document, { ...context, useModel: false }))?.passages;
    return passages ? passages() : [];
  };
  const page = await answerPageSummary(input.question, input.documents, passagesOf);
  if (page) return page;
  // "Summarise section 6": the section whose heading carries that number.
  const numbered = await answerNumberedSectionSummary(input.question, input.documents, passagesOf);
  if (numbered) return numbered;
  // "Summarise what happens when …": the section the question's topic names, in one document.
  const section = overview.test(foldText(input.question))
    ? null
    : await answerSectionSummary(
        input.question,
        input.documents,
        passagesOf,
        context.embedder ? { embedder: context.embedder, signal: context.signal } : undefined,
      );
  if (section) return section;
  const describeOnly = overview.test(foldText(input.question));
  // "What are these documents about?" is one short line each, read from the stored descriptions: a
  // longer list costs nothing and leaves no document out; summaries of several stay at eight.
  const documents = input.documents.slice(0, describeOnly ? maxDescribed : maxDocuments);
  const summaries: { document: SummaryDocument; description: string; sentences: SummarySentence[]; by: string }[] = [];
  for (const [index, document] of documents.entries()) {
    // One line per document needs only the descriptions, which are made at ingestion.
    const summary = await source(document, { ...context, useModel: !describeOnly && index < modelSummariesPerQuestion });
    if (summary && summary.sentences.length > 0) summaries.push({ document, ...summary });
  }
  if (summaries.length === 0) return null;
  const chunks: RetrievedChunk[] = [];
  // "A sentence [Source 1]." — the marker before the sentence's own full stop, as the responder writes them.
  const cited = (text: string, document: SummaryDocument, sentence: SummarySentence) => {
    chunks.push(summaryCitation(document, sentence));
    return citeAtEnd(text, [chunks.length]);
  };
  const perDocument = describeOnly || (summaries.length > 1 && input.documents.length > 1);
  const lines = perDocument
    ? summaries.map(({ document, description, sentences }) =>
        describeOnly
          ? `- **${document.filename}**: ${cited(description, document, sentenceOf(description, sentences))}`
          : `- **${document.filename}**: ${sentences
              .slice(0, sentencesEach)
              .map((sentence) => cited(sentence.text, document, sentence))
              .join(" ")}`,
      )
    : summaries[0]!.sentences.map((sentence) => `- ${cited(sentence.text, summaries[0]!.document, sentence)}`);
  const more = input.documents.length - documents.length;
  const heading = perDocument ? "" : `Summary of **${summaries[0]!.document.filename}**:\n\n`;
  const answer = `${heading}${lines.join("\n")}${more > 0 ? `\n\nand ${more} more document${more === 1 ? "" : "s"}.` : ""}`;
  const by = [...new Set(summaries.map((summary) => summary.by))].join(", ");
  // A question about one thing ("In short, what happened at the energy co-op in 2025?") that named no
  // document or section Docent could find gets every document's opening: on the real-question rounds
  // such answers held what was asked once in four, so the label says to check (`low`), not `medium`.
  // "Summarise the main points." names nothing and is answered in full.
  const unfocused = perDocument && !describeOnly && !input.narrowed && contentTerms(input.question).some((term) => !askingWords.has(term));
  return {
    answer,
    chunks,
    flaggedSources: new Set(),
    confidence: unfocused ? "low" : "medium",
    confidence_score: unfocused ? unfocusedSummaryScore : 0.7,
    reasoning: unfocused
      ? `Summarised from ${summaries.length} documents (${by}): the question names no one document or section that could be found, so each document's opening is given; what was asked may be left out.`
      : `Summarised from ${summaries.length} document${summaries.length === 1 ? "" : "s"} (${by}): each sentence is taken from the passage it cites; a summary may leave points out.`,
    safety_flags: [],
    used_external_kb: false,
    suggestions: [],
    attempts: 0,
    query: { summaries: summaries.map((summary) => summary.document.filename), per_document: perDocument, by },
  };
}

/**
 * "What is the title of the TraceMonkey paper?", "Who wrote …?": read off the opening of the one
 * document in scope (named or selected); null when the opening does not say, which leaves the
 * question to the passages.
 */
async function answerDocumentFact(
  fact: DocumentFact,
  document: SummaryDocument,
  source: SummarySource,
  context: SummaryContext,
  sourceNumber = 1,
): Promise<AnswererDraft | null> {
  const passages = (await (await source(document, { ...context, useModel: false }))?.opening?.()) ?? [];
  const found = await factFromOpening(fact, document, passages, context);
  if (!found) return null;
  const { sentence, opening } = found;
  // A fact given as a list (the file's tables) is cited on its first line; the list keeps its lines.
  const [head, ...list] = sentence.split("\n\n");
  return {
    answer: [citeAtEnd(head!, [sourceNumber]), ...list].join("\n\n"),
    chunks: [summaryCitation(document, { text: opening.text, chunk_id: opening.chunk_id, page: opening.page, sheet: opening.sheet })],
    flaggedSources: new Set(),
    confidence: "medium",
    confidence_score: 0.7,
    reasoning:
      fact === "pages" || fact === "tables" || fact === "columns" || fact === "uploaded"
        ? `Read off the record Docent keeps of ${document.filename} (its pages or sheets, its tables, when it was added).`
        : `Read off the opening of ${document.filename} (its first lines and the names under them); check the cited passage.`,
    safety_flags: [],
    used_external_kb: false,
    suggestions: [],
    attempts: 0,
    query: { document: document.filename, fact },
  };
}

/**
 * "Who wrote it?" with a few documents in scope and none named or selected (after a summary of
 * them all, "it" does not say which): the fact of each document whose opening gives it, one line
 * each, rather than an admission that hides the answer the openings hold. Record facts (pages,
 * tables) and libraries larger than `maxFactDocuments` are left to the passages.
 */
async function answerFactOfEach(
  fact: DocumentFact,
  documents: SummaryDocument[],
  source: SummarySource,
  context: SummaryContext,
): Promise<AnswererDraft | null> {
  if (isRecordFact(fact) || documents.length > maxFactDocuments) return null;
  const answered: AnswererDraft[] = [];
  for (const document of documents) {
    const draft = await answerDocumentFact(fact, document, source, context, answered.length + 1);
    if (draft) answered.push(draft);
  }
  if (answered.length <= 1) return answered[0] ?? null;
  return {
    ...answered[0]!,
    answer: answered.map((draft) => `- ${draft.answer}`).join("\n"),
    chunks: answered.flatMap((draft) => draft.chunks),
    reasoning: `The question names no one document, so the opening of each of the ${documents.length} in scope was read; ${answered.length} of them say it.`,
    query: { documents: answered.map((draft) => draft.query?.document), fact },
  };
}

/**
 * The fact and the passage that gives it: a record fact from the first passage; a title or the
 * authors from the first passage that names them (a book opens with a licence notice and a
 * half-title before its title page: "Who wrote Free Culture?").
 */
async function factFromOpening(fact: DocumentFact, document: SummaryDocument, passages: OpeningPassage[], context: SummaryContext) {
  const first = passages[0];
  if (!first) return null;
  if (isRecordFact(fact)) {
    const sentence = await recordSentence(fact, document, first.text, context);
    return sentence ? { sentence, opening: first } : null;
  }
  // A sheet's first rows are its labels, not a byline: "who wrote it?" is not read off a table.
  for (const opening of passages.filter((passage) => passage.sheet === null)) {
    const sentence = factSentence(fact, document.filename, readOpening(opening.text));
    if (sentence) return { sentence, opening };
  }
  return null;
}

const isRecordFact = (fact: DocumentFact): fact is RecordFact =>
  fact === "pages" || fact === "tables" || fact === "columns" || fact === "published" || fact === "uploaded";

async function recordSentence(
  fact: RecordFact,
  document: SummaryDocument,
  opening: string,
  context: SummaryContext,
): Promise<string | null> {
  if (fact === "published") return recordFactSentence(fact, document.filename, { pages: null, sheets: null, created_at: "" }, opening);
  const record = await context.record?.(document.id);
  return record ? recordFactSentence(fact, document.filename, record, opening) : null;
}

const sheetWords = /\b(?:columns?|column headers?|headers?|fields|sheets?|tabs?|rows)\b/iu;

/**
 * "What are the column headers of Sheet1?": a sheet named in the question, found among the table
 * sentences of the summaries in scope (a sheet's name is not a word of its passages, so searching
 * finds nothing): that sheet's sentence, cited. Null when the question names no such sheet.
 */
async function answerNamedSheets(
  input: SummaryQuestion,
  source: SummarySource,
  context: { chat: ChatModel | null; signal: AbortSignal },
): Promise<AnswererDraft | null> {
  if (!sheetWords.test(input.question)) return null;
  const asked = new Set(foldText(input.question).split(/[^\p{L}\p{N}_-]+/u));
  const found: { document: SummaryDocument; sentence: SummarySentence }[] = [];
  // A CSV's one table has no sheet a person named ("Sheet1" is the reader's).
  for (const document of input.documents.filter((candidate) => !/\.(?:csv|tsv)$/iu.test(candidate.filename))) {
    const summary = await source(document, { ...context, useModel: false });
    for (const sentence of summary?.sentences ?? [])
      if (sentence.sheet && asked.has(foldText(sentence.sheet))) found.push({ document, sentence });
  }
  if (found.length === 0 || found.length > 3) return null;
  const chunks: RetrievedChunk[] = [];
  const lines = found.map(({ document, sentence }) => {
    chunks.push(summaryCitation(document, sentence));
    return citeAtEnd(sentence.text, [chunks.length]);
  });
  return {
    answer: lines.join(" "),
    chunks,
    flaggedSources: new Set(),
    confidence: "medium",
    confidence_score: 0.7,
    reasoning: "Read off the sheet's description made at ingestion (its rows and columns); check the cited passage.",
    safety_flags: [],
    used_external_kb: false,
    suggestions: [],
    attempts: 0,
    query: { sheets: found.map(({ document, sentence }) => `${document.filename}: ${sentence.sheet ?? ""}`) },
  };
}

// "Summarise the paper on trace trees", "résume le rapport sur …", "fasse den Bericht über … zusammen".
const aboutTopic =
  /\b(?:paper|document|doc|file|report|article|study|chapter|section|rapport|fichier|bericht|dokument|artikel|informe|documento|articulo|archivo)s? (?:on|about|regarding|concerning|sur|a propos de|uber|zu|sobre|acerca de) (.{3,120}?)[?.!]*$/u;

// "What are the key ideas of Baran's network design?", "the main points of the Treaty of Rome": the
// points of a topic, which the document that treats it holds (not every document in scope).
const pointsOfTopic =
  /\b(?:main|key|central|core) (?:points?|ideas?|takeaways?|findings?|messages?|arguments?) (?:of|in|from|behind) (?!(?:(?:these|those|the|this|that|all|my|our|your|each|every) )?(?:documents?|docs?|files?|papers?|reports?|pdfs?|articles?|texts?|sheets?|spreadsheets?)\b)(.{3,120}?)[?.!]*$/u;

/**
 * A summary of "the paper on X" with several documents in scope: the one whose passages match X
 * best, found by searching X among them; for a fact of "the X paper" (its authors, title,
 * affiliations), the few best, since an excerpt may lack the opening that states it. The documents
 * unchanged (narrowed: false) when the question names no topic.
 */
export async function narrowToTopic(
  question: string,
  documents: SummaryDocument[],
  search: Search,
  signal: AbortSignal,
  previouslyCited: string[] = [],
  describe?: (document: SummaryDocument) => Promise<string | null>,
): Promise<{ documents: SummaryDocument[]; narrowed: boolean }> {
  const folded = foldText(question);
  const fact = documentFactAsked(question) !== null;
  // "A summary of the LayoutParser paper" names its document as "the paper on layout parsing" does.
  const topic = aboutTopic.exec(folded)?.[1] ?? pointsOfTopic.exec(folded)?.[1] ?? documentNamed(folded);
  if (documents.length <= 1) return { documents, narrowed: false };
  // "Summarise the PDF", "What does the Word file contain?": the one document of the kind named.
  const byKind = documentByKind(folded, topic ?? "", documents);
  if (byKind) return { documents: [byKind], narrowed: true };
  // "What does the PDF contain?" with two PDFs: both of them, and none of the other kinds.
  const ofKindAlone = namesOnlyKind(topic ?? "") ? documentsOfNamedKind(folded, documents) : null;
  if (ofKindAlone && ofKindAlone.length < documents.length) return { documents: ofKindAlone, narrowed: true };
  if (!topic && fact) return pointedAt(folded, documents, previouslyCited);
  if (!topic) {
    // A summary of a thing the question names without calling it a document ("the energy co-op in 2025").
    const named = overview.test(folded) || !describe ? null : await documentByQuestionWords(folded, askingWords, documents, describe);
    return named ? { documents: [named], narrowed: true } : { documents, narrowed: false };
  }
  // Named by its file name's words or by its language: its passages may not hold the words said.
  const ofKind = documentsOfNamedKind(folded, documents) ?? documents;
  const byName = documentByFileWords(topic, ofKind) ?? (describe ? await documentByLanguage(topic, ofKind, describe) : null);
  if (byName) return { documents: [byName], narrowed: true };
  const found = await search({ query: topic, topK: 8, documentIds: ofKind.map((document) => document.id), signal });
  const ranked = [
    ...new Set(
      found.chunks.filter((chunk) => chunk.kind === "document" && saysTopicWord(topic, chunk.text)).map((chunk) => chunk.metadata.doc_id),
    ),
  ];
  // A fact is read off an opening, which some matching documents lack (an excerpt): keep a few, best first.
  const kept = ranked.slice(0, fact ? maxFactDocuments : 1);
  if (kept.length === 0) return { documents, narrowed: false };
  return { documents: kept.flatMap((id) => documents.filter((document) => document.id === id)), narrowed: true };
}

// The kind of file a question names without naming which ("the paper", "the spreadsheet"), by extension.
const fileKinds: [RegExp, RegExp][] = [
  [/\b(?:paper|pdf|article)\b/u, /\.pdf$/iu],
  [/\b(?:spreadsheet|workbook)\b/u, /\.(?:xlsx|xls|ods|csv)$/iu],
  [/\b(?:word document|docx)\b/u, /\.docx?$/iu],
];

/**
 * A fact of "it" or "the paper" with several documents in scope and none named: the one document the
 * previous answer cited ("Who wrote it?" after a question about one file), else the one file of the
 * kind named ("How many pages does the paper have?" with one PDF among sheets). Unchanged when neither picks one.
 */
function pointedAt(
  folded: string,
  documents: SummaryDocument[],
  previouslyCited: string[],
): { documents: SummaryDocument[]; narrowed: boolean } {
  const kind = fileKinds.find(([words]) => words.test(folded))?.[1];
  const ofKind = kind ? documents.filter((document) => kind.test(document.filename)) : [];
  if (ofKind.length === 1) return { documents: ofKind, narrowed: true };
  const cited = documents.filter((document) => previouslyCited.includes(document.id));
  if (/\b(?:it|its|this|that|the (?:paper|document|file|report|form))\b/u.test(folded) && cited.length === 1)
    return { documents: cited, narrowed: true };
  return { documents, narrowed: false };
}

// "Who are the authors of the AutoGen paper?", "Which institutions are the LayoutParser authors from?":
// the words before "paper" (or before "authors") name the document; so do those before the noun of
// an everyday paper ("Summarise the tax form", "the pets policy", "the allotment rules", "the plumber's invoice").
const namedDocument =
  /\b(?:the|this|that|my)\s+((?:\S+\s+){0,3}?\S+?)(?:'s)?\s+(?:paper|report|article|document|study|guide|handbook|book|file|spreadsheet|workbook|sheet|csv|pdf|form|policy|rules|regulations|leaflet|brochure|flyer|invoice|contract|agreement|newsletter|manual|authors?)\b/u;

/**
 * The words naming "the X paper": those after the last article, so "the authors of the AutoGen
 * paper" names AutoGen, not "authors of the AutoGen" (whose "authors" matches every paper).
 */
function documentNamed(folded: string): string | undefined {
  const named = namedDocument.exec(folded)?.[1];
  // "the key points of the report": the words before "report" end in an article, and name nothing.
  const words = named
    ?.split(/\b(?:the|this|that|of)\s+/u)
    .at(-1)
    ?.replace(/(?:^|\s)(?:the|this|that|of|a|an)$/u, "")
    .trim();
  return words || undefined;
}

/** The sentence a description was made from (it is that sentence, perhaps shortened), to cite. */
function sentenceOf(description: string, sentences: SummarySentence[]): SummarySentence {
  const stem = description.replace(/…$/u, "");
  return sentences.find((sentence) => sentence.text.startsWith(stem)) ?? sentences[0]!;
}
