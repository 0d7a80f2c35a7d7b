/**
 * Suggested follow-up questions (docs/architecture.md#suggestions): exactly three, short, in the user's language.
 * LLM mode asks the model (JSON checked with zod, one retry); offline mode — and LLM mode when
 * the model's replies are unusable — builds them from the passages of the documents the answer
 * cites (the answer's own documents, never another one the search happened to touch), as a
 * person would ask: "What is hot composting?" from a sentence that defines it, "When was Borealis
 * Foods founded?" from a table row, "How much does membership cost?" from a sentence stating it
 * (suggestion-sources.ts). Questions on what the answer already covered are left out.
 */
import { questionsFromPassages, readableHeading, structuralHeadings } from "./suggestion-sources";
import { answerDocuments } from "./suggestion-passages";
import { messageLanguage } from "./message-language";
import { suggestionsPrompt, SuggestionReply } from "../prompts/suggestions";
import { detectInjection, passageFlagged } from "../core/injection";
import { completeJson } from "../providers/json-completion";
import { throwIfAborted } from "../core/abort";
import { contentTerms, escapeRegExp, splitSentences, stopWords, tokenize, type LanguageCode } from "../core/text-analysis";
import type { StageDeps } from "./types";
import type { RetrievedChunk } from "../core/types";

export const SUGGESTION_COUNT = 3;
const maxSuggestionChars = 120;
// Only the best passages are mined: lower ones are more likely off-topic.
const chunksMined = 3;

export interface SuggestionInput {
  question: string;
  answer: string;
  chunks: RetrievedChunk[];
  /** The user's language; guessed from the question when absent. */
  language?: LanguageCode;
}

// English has none: a topic in a template ("What does the document say about conversation patterns?",
// "How is conversation framework described in the documents?") is no question a person asks, and a
// mined topic is often a fragment. English asks what the passages state (suggestion-sources.ts).
const templates: Record<LanguageCode, ((topic: string) => string)[]> = {
  en: [],
  fr: [
    (topic) => `Que dit le document sur ${topic} ?`,
    (topic) => `Peux-tu m'en dire plus sur ${topic} ?`,
    (topic) => `Que disent les documents à propos de ${topic} ?`,
  ],
  es: [
    (topic) => `¿Qué dice el documento sobre ${topic}?`,
    (topic) => `¿Puedes contarme más sobre ${topic}?`,
    (topic) => `¿Cómo describen los documentos ${topic}?`,
  ],
  de: [
    (topic) => `Was sagt das Dokument über ${topic}?`,
    (topic) => `Kannst du mir mehr über ${topic} sagen?`,
    (topic) => `Wie beschreiben die Dokumente ${topic}?`,
  ],
};

const generic: Record<LanguageCode, string[]> = {
  // Questions about the documents as a whole, which the stored summaries answer.
  en: ["What are these documents about?", "Summarise the main points.", "Give me an overview of the documents."],
  fr: [
    "Quels sont les principaux sujets de mes documents ?",
    "Peux-tu résumer les points clés des documents ?",
    "Quelles dates ou quels chiffres les documents mentionnent-ils ?",
  ],
  es: [
    "¿Cuáles son los temas principales de mis documentos?",
    "¿Puedes resumir los puntos clave de los documentos?",
    "¿Qué fechas o cifras mencionan los documentos?",
  ],
  de: [
    "Was sind die Hauptthemen meiner Dokumente?",
    "Kannst du die wichtigsten Punkte der Dokumente zusammenfassen?",
    "Welche Daten oder Zahlen nennen die Dokumente?",
  ],
};

/**
 * The language chips are written in: the question's, read from the whole message (message-language.ts), which
 * tells a German question ("Worum geht es im Handbuch des Imkervereins?") from a French one where detectLanguage
 * does not. Null for a language no chip is written in (Italian, Dutch): no chips rather than English ones.
 */
export function chipLanguage(question: string): LanguageCode | null {
  const language = messageLanguage(question);
  return language === "en" || language === "fr" || language === "de" || language === "es" ? language : null;
}

export async function suggest(input: SuggestionInput, deps: StageDeps): Promise<string[]> {
  throwIfAborted(deps.signal);
  const language = input.language ?? chipLanguage(input.question);
  const offline = () => (language ? completeToThree(buildSuggestionCandidates({ ...input, language }), input.question, language) : []);
  if (deps.mode !== "llm" || !deps.chat) return offline();

  const reply = await completeJson({
    chat: deps.chat,
    request: {
      purpose: "suggestions",
      messages: suggestionsPrompt({ question: input.question, answer: input.answer, topics: topicsOf(answerChunks(input)) }),
      temperature: 0.5,
      maxTokens: 200,
    },
    // Cleaning runs inside the schema, so a reply with fewer than three usable questions is retried.
    schema: SuggestionReply.transform((questions) => cleanSuggestions(questions, input.question)).refine(
      (questions) => questions.length >= SUGGESTION_COUNT,
      `need ${SUGGESTION_COUNT} distinct, short questions`,
    ),
    signal: deps.signal,
  });
  return reply.ok ? reply.value.slice(0, SUGGESTION_COUNT) : offline();
}

/**
 * Offline candidates, best first and usually more than three, so a caller that checks each one
 * against retrieval has replacements. Pure: no I/O, no randomness.
 */
export function buildSuggestionCandidates(input: SuggestionInput): string[] {
  const language = input.language ?? chipLanguage(input.question);
  if (!language) return [];
  const covered = new Set([...contentTerms(input.question), ...contentTerms(input.answer)]);
  const chunks = answerChunks(input).filter((chunk) => !passageFlagged(chunk));
  const fresh = (topic: string) => contentTerms(topic).some((term) => !covered.has(term));
  const phrasings = templates[language];
  // "Was sagt das Dokument über Euro?": a word the passages write after a number ("30 Euro") is a unit, no topic.
  const unit = (topic: string) => chunks.some((chunk) => new RegExp(`\\d\\s*${escapeRegExp(topic)}(?![\\p{L}])`, "iu").test(chunk.text));
  const topics =
    phrasings.length > 0 ? distinctTopics(salientTopics(chunks.slice(0, chunksMined))).filter((topic) => fresh(topic) && !unit(topic)) : [];
  // English first asks what the passages state outright (a definition, a row, a section); what they
  // only mention often comes after, so a short answer's passages still give three questions to check.
  // A stated question is left out when its topic is the one just asked, or when the answer already says
  // the sentence it comes from; a topic the answer only names (a summary's "AutoGen", a heading) is
  // still worth asking about.
  const asked = new Set(contentTerms(input.question));
  const answered = new Set(contentTerms(input.answer));
  const said = (source: string) => {
    const terms = contentTerms(source);
    return terms.length > 0 && terms.filter((term) => answered.has(term)).length >= terms.length * 0.7;
  };
  const stated =
    language === "en"
      ? questionsFromPassages(
          chunks,
          (topic, source) => contentTerms(topic).some((term) => !asked.has(term)) && !said(source),
          // A topic the answer names and the question did not ask: what a reader of the answer asks next.
          (topic) => {
            const terms = contentTerms(topic).filter((term) => !asked.has(term));
            return terms.length > 0 && terms.every((term) => answered.has(term));
          },
        )
      : [];
  // A topic a stated question already asks about (a section's heading) is not asked twice.
  const statedText = stated.join(" ").toLowerCase();
  const aboutTopics =
    phrasings.length === 0
      ? []
      : topics
          .filter((topic) => !statedText.includes(topic.toLowerCase()))
          .map((topic, index) => phrasings[index % phrasings.length]!(topic));
  return cleanSuggestions([...stated, ...aboutTopics], input.question);
}

/**
 * The passages of the documents the answer cites ("[Source N]"), in retrieval order; with no
 * citation (the admission, a first turn), those of the closest passages' documents (answerDocuments).
 */
function answerChunks(input: SuggestionInput): RetrievedChunk[] {
  const documents = new Set(answerDocuments(input.chunks, input.answer, input.question));
  return input.chunks.filter((chunk) => chunk.kind !== "web" && documents.has(chunk.metadata.doc_id));
}

/**
 * "Tilleuls" after "Guide du Club Vélo des Tilleuls", "Imkervereins Lindenau" after "Handbuch des Imkervereins
 * Lindenau": a topic whose words an earlier one holds asks about the same thing again.
 */
function distinctTopics(topics: string[]): string[] {
  const kept: string[] = [];
  const stems = (topic: string) => contentTerms(topic.toLowerCase());
  for (const topic of topics) {
    const own = stems(topic);
    if (own.length > 0 && kept.some((earlier) => own.every((term) => stems(earlier).includes(term)))) continue;
    kept.push(topic);
  }
  return kept;
}

/** Headings first, then names and recurring two-word phrases, by how often the passages use them. */
function salientTopics(chunks: RetrievedChunk[]): string[] {
  const headings = chunks
    .map((chunk) => readableHeading(chunk.metadata.heading ?? ""))
    .filter((heading) => heading.length > 2 && heading.length <= 60 && !structuralHeadings.test(heading));
  const counts = new Map<string, { text: string; count: number; firstSeen: number }>();
  let order = 0;
  const ordinary = ordinaryWords(chunks);
  const add = (phrase: string, weight: number) => {
    // "the Eiffel Tower" (a name) and "eiffel tower" (a word pair) are one topic; the name's spelling wins.
    const key = phrase
      .toLowerCase()
      .replace(/^the\s+/, "")
      .replace(/['’]s\b/g, "");
    const entry = counts.get(key);
    if (!entry) counts.set(key, { text: phrase, count: weight, firstSeen: order++ });
    else {
      entry.count += weight;
      if (/\p{Lu}/u.test(phrase) && !/\p{Lu}/u.test(entry.text)) entry.text = phrase;
    }
  };
  for (const chunk of chunks) {
    if (passageFlagged(chunk)) continue;
    for (const sentence of splitSentences(chunk.text)) {
      // A sheet's row ("Zone NA; Sales (a): 12,553; Underlying Trading operating profit (b): …")
      // names columns, not topics: its capitalised runs are header fragments ("Underlying Trading").
      // A table's header line ("Top left | Top right") is columns too.
      if ((sentence.match(/;\s*[^:;|]{1,60}:\s/gu) ?? []).length >= 2 || sentence.includes(" | ")) continue;
      // A name counts like a word pair, so what the passages repeat comes first and a name seen
      // once (a list of people thanked at the end of a paper) does not crowd out the subject.
      for (const name of namesIn(sentence, ordinary)) add(name, 1);
      const words = tokenize(sentence);
      for (let index = 0; index + 1 < words.length; index++) {
        const [first, second] = [words[index]!, words[index + 1]!];
        if (isTopicWord(first) && isTopicWord(second) && first !== second) add(`${first} ${second}`, 1);
      }
    }
  }
  // A phrase said once is as often a chance neighbour ("customizable conversable") as a topic; a
  // figure's label ("T16") is no topic at all.
  const ranked = [...counts.values()]
    .filter((entry) => entry.count >= 2 && !/^\p{L}{0,2}\d+$/u.test(entry.text))
    .sort((left, right) => right.count - left.count || left.firstSeen - right.firstSeen)
    .map((entry) => entry.text);
  return [...new Set([...headings, ...ranked])];
}

// Month and day names are capitalised but make poor topics ("What does the document say about January?").
const calendarWords =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

function isTopicWord(word: string): boolean {
  return word.length >= 3 && /^\p{L}+$/u.test(word) && !stopWords.has(word);
}

/** Words the passages write in lower case inside a sentence: ordinary words, whatever a label's capital says. */
function ordinaryWords(chunks: RetrievedChunk[]): Set<string> {
  const words = new Set<string>();
  for (const chunk of chunks) for (const match of chunk.text.matchAll(/(?<=[\p{Ll},;]\s+)\p{Ll}[\p{Ll}'’-]+/gu)) words.add(match[0]);
  return words;
}

const referenceEntry = /\((?:1[89]|20)\d{2}[a-z]?\)|\bpp\.\s*\d|\bet al\./u;

// What follows a reference's noun: a number or a letter code ("Form 3903", "Schedule B", "Form W-2").
const referenceCode = /^\s+(\d[\p{L}\p{N}-]*|\p{Lu}(?:-[\p{L}\p{N}]+)?)(?=[\s.,;:)]|$)/u;

/**
 * Capitalised names inside a sentence (its first word is skipped: every sentence starts with a
 * capital). A form's labels capitalise ordinary words ("Attach Schedule B if required", "Attach
 * Form 3903"): words the passages also write in lower case are no name, and a noun followed by its
 * number or letter is named with it ("Schedule B"), never alone ("Form").
 */
function namesIn(sentence: string, ordinary: ReadonlySet<string>): string[] {
  const names: string[] = [];
  // A cited work's entry names its authors and venue, not topics ("Zadrozny, S. (2007). … In FUZZ-IEEE, pp. 1–6.").
  if (referenceEntry.test(sentence)) return names;
  const pattern = /(?<=\s)(\p{Lu}[\p{L}\p{N}&'’-]+(?:\s+(?:of\s+|de\s+)?\p{Lu}[\p{L}\p{N}&'’-]+){0,3})/gu;
  for (const match of sentence.matchAll(pattern)) {
    // The first word after a footnote's or a list's mark ("(d) Composed of …", "2. Results") starts the sentence.
    if (/^\s*(?:\(?[\p{L}\p{N}]{1,3}[).:]|[-•*–])\s*$/u.test(sentence.slice(0, match.index))) continue;
    const words = match[1]!.split(/\s+/);
    const code = referenceCode.exec(sentence.slice((match.index ?? 0) + match[1]!.length))?.[1];
    while (words.length > 1 && ordinary.has(words[0]!.toLowerCase())) words.shift();
    if (words.every((word) => ordinary.has(word.toLowerCase()))) continue;
    const name = code ? `${words.join(" ")} ${code}` : words.join(" ");
    // "Sr", "Dr", "St": a title's abbreviation, not a name (an acronym in capitals, "EU", stays).
    if (stopWords.has(name.toLowerCase()) || calendarWords.test(name) || name.length > 40 || /^\p{Lu}\p{Ll}$/u.test(name)) continue;
    // "the Eiffel Tower" reads better in a question than "Eiffel Tower".
    names.push(/\bthe\s+$/i.test(sentence.slice(0, match.index)) ? `the ${name}` : name);
  }
  return names;
}

function cleanSuggestions(questions: string[], userQuestion: string): string[] {
  const seen = new Set([questionKey(userQuestion)]);
  const kept: string[] = [];
  for (const raw of questions) {
    const question = raw.replace(/\s+/g, " ").trim();
    const key = questionKey(question);
    if (question.length < 8 || question.length > maxSuggestionChars || seen.has(key) || detectInjection(question).flagged) continue;
    seen.add(key);
    kept.push(question);
  }
  return kept;
}

/** Questions about the documents as a whole, in the question's language: what a list short of three is completed with. */
export function documentQuestions(question: string): string[] {
  const language = chipLanguage(question);
  return language ? generic[language] : [];
}

const summariseFile: Record<LanguageCode, (filename: string) => string> = {
  en: (filename) => `Summarise ${filename}.`,
  fr: (filename) => `Résume ${filename}.`,
  es: (filename) => `Resume ${filename}.`,
  de: (filename) => `Fasse ${filename} zusammen.`,
};

/** "Summarise report.pdf.", in the question's language: after an overview, the next step is one document. */
export function documentSummaryQuestion(question: string, filename: string): string | null {
  const language = chipLanguage(question);
  return language ? summariseFile[language](filename) : null;
}

function completeToThree(candidates: string[], question: string, language: LanguageCode): string[] {
  return cleanSuggestions([...candidates, ...generic[language]], question).slice(0, SUGGESTION_COUNT);
}

function topicsOf(chunks: RetrievedChunk[]): string[] {
  const topics = chunks.flatMap((chunk) => [chunk.metadata.heading ?? "", chunk.kind === "web" ? "" : chunk.metadata.filename]);
  return [...new Set(topics.map((topic) => topic.trim()).filter((topic) => topic.length > 0))];
}

/** A question as compared for sameness: case, spacing and punctuation aside. */
export function questionKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Suggestions started from a draft while the judge reads it (docs/architecture.md, "The time
 * budget"), so the two model calls overlap instead of following each other. They are used only
 * when the answer finally shown is that draft (citations aside); a rejected draft or an answer the
 * web step rewrote gets fresh ones.
 */
export interface EarlySuggestions {
  start(input: SuggestionInput, deps: StageDeps): void;
  /** The questions made for this answer; null when none were started for it or they failed. */
  take(answer: string): Promise<string[] | null>;
}

export function createEarlySuggestions(): EarlySuggestions {
  let started: { answer: string; questions: Promise<string[] | null> } | null = null;
  const withoutCitations = (text: string) =>
    text
      .replace(/\s*\[\s*sources?\b[^\]]*\]/gi, "")
      .replace(/\s+/g, " ")
      .trim();
  return {
    start(input, deps) {
      if (!input.answer.trim()) return;
      // A failure (or a stop) is not lost: take() gives null and the caller asks again, and sees it then.
      started = { answer: withoutCitations(input.answer), questions: suggest(input, deps).catch(() => null) };
    },
    async take(answer) {
      if (!started || started.answer !== withoutCitations(answer)) return null;
      return started.questions;
    },
  };
}
