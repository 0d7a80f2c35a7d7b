/**
 * Follow-ups about the previous answer (docs/architecture.md, "Conversation"): "shorter", "in one
 * sentence", "more detail", "as bullet points", "why?", "where does it say that?", "expand point
 * 2", "simpler", "in French". They work on the previous answer and the passages it cited, with no
 * new search, so citations keep pointing at the same pages.
 *
 * Offline, the answer is reshaped from its own sentences and the cited passages: shorter = its
 * lead sentence(s), bullets = the same sentences as bullets, more detail and "expand point N" =
 * the sentences around the quoted ones in the same passages, "where" and "why" = the cited
 * sentences quoted with file and page. Rewording and translation need a language model: offline
 * says so and gives the original. In LLM mode the model reworks the answer from the same sources
 * (the orchestrator runs the answer loop), except "where", which is a quotation and needs no model.
 */
import type { ChatResponse, Citation } from "~/lib/response";
import { splitSentences, contentTerms } from "../../core/text-analysis";
import type { RetrievedChunk } from "../../core/types";
import { aboutAnswerRequest, type AboutAnswerKind, type AboutAnswerRequest } from "../about-answer-request";
import { citeAtEnd } from "../citation-marker";
import type { AnswerLoopOutput } from "../types";
import { isAdmission } from "../../prompts/reasoner";
import type { AnswererDraft } from "./draft";

/** The answer a follow-up is about, as stored with the chat. */
export interface PreviousAnswer {
  question: string;
  /** The answer text, citing `[Source N]` by its citations' numbers. */
  answer: string;
  response: ChatResponse;
}

export interface AboutAnswerInput {
  message: string;
  /** What the rules recognised; null when only the model classed it (LLM mode reads it itself). */
  request: AboutAnswerRequest | null;
  previous: PreviousAnswer;
  /** The cited passages and those beside them, by chunk id (a table answer's rows are not passages: its snippet stands in). */
  passages: PassageTexts;
}

/** A stored passage as a follow-up reads it. */
export interface PassageText {
  text: string;
  page: number | null;
  sheet: string | null;
  heading: string | null;
}
export type PassageTexts = Map<string, PassageText>;

interface StoredMessageLike {
  role: "user" | "assistant";
  content: string;
  status: string;
  response: ChatResponse | null;
}

/** Answers to a follow-up that only say what could not be done: never the answer the next one reworks. */
const notices = [
  /^The previous answer has \d+ points?, so there is no point/,
  /needs a language model, and Docent is running offline/,
  /^The previous answer (?:found nothing|cited no passage)/,
  /^The cited passages? says? nothing more/,
];

/** Follow-ups whose answer quotes or cuts another: the next follow-up works on the answer before them. */
const quotations = new Set(["where", "why"]);
const reductions = new Set(["shorter", "one_sentence"]);

/**
 * The answer a follow-up works on, and the question before it; null when there is none. A
 * quotation ("where does it say that?") is never the one reshaped, and a shortened answer is
 * passed over for a request that wants more of it (bullets, detail, point N, rewording), so
 * "shorter", "where?", "as bullets" gives the bullets of the full answer.
 */
export function previousAnswerOf(
  messages: StoredMessageLike[],
  request: AboutAnswerRequest | null,
  kindOf: (question: string) => AboutAnswerKind | undefined = (question) => aboutAnswerRequest(question)?.kind,
): PreviousAnswer | null {
  const wantsMore = request !== null && !reductions.has(request.kind) && !quotations.has(request.kind);
  let fallback: PreviousAnswer | null = null;
  for (let index = messages.length - 1; index > 0; index--) {
    const message = messages[index]!;
    if (message.role !== "assistant" || message.status !== "complete" || !message.response) continue;
    const question = messages[index - 1];
    if (question?.role !== "user") break;
    const candidate = { question: question.content, answer: message.response.answer, response: message.response };
    fallback ??= candidate;
    const kind = message.response.intent === "about_answer" ? kindOf(question.content) : undefined;
    if (kind && (quotations.has(kind) || (wantsMore && reductions.has(kind)))) continue;
    if (message.response.intent === "about_answer" && notices.some((notice) => notice.test(message.response!.answer))) continue;
    return candidate;
  }
  return fallback;
}

/** `<doc>_<n>` → the passage after it in reading order (or before it: `step` -1). */
const besideId = (chunkId: string, step: number) => {
  const match = /^(.*)_(\d+)$/.exec(chunkId);
  return match && Number(match[2]) + step >= 0 ? `${match[1]}_${Number(match[2]) + step}` : null;
};

/** The chunk ids the previous answer cited and the passages after them, for reading them whole. */
export const citedChunkIds = (previous: PreviousAnswer) =>
  previous.response.citations.flatMap((citation) => [citation.chunk_id, besideId(citation.chunk_id, 1)].filter((id) => id !== null));

/**
 * The previous answer's sources, placed so that `[Source N]` still means its citation N (numbers a
 * web source used are kept by a web entry; any other gap by an empty one that nothing cites).
 */
export function sourcesOfPrevious(previous: PreviousAnswer, passages: PassageTexts): RetrievedChunk[] {
  const { citations, web_citations: web } = previous.response;
  const highest = Math.max(0, ...citations.map((citation) => citation.source), ...web.map((citation) => citation.source ?? 0));
  const sources = Array.from({ length: highest }, (_unused, index) => {
    const source = index + 1;
    const citation = citations.find((entry) => entry.source === source);
    if (citation) return chunkOf(citation, passages.get(citation.chunk_id)?.text ?? citation.snippet);
    const links = web.filter((entry) => entry.source === source).map(({ url, title }) => ({ url, ...(title ? { title } : {}) }));
    return webChunk(source, links);
  });
  // The passages after the cited ones follow, numbered after them: "more" may come from there, cited to its own page.
  for (const citation of citations) {
    const id = besideId(citation.chunk_id, 1);
    const beside = id ? passages.get(id) : undefined;
    if (!id || !beside || sources.some((chunk) => chunk.chunk_id === id)) continue;
    const { page, sheet, heading } = beside;
    sources.push({ ...chunkOf({ ...citation, chunk_id: id, page, sheet, heading, quote: undefined }, beside.text), score: null });
  }
  return sources;
}

function chunkOf(citation: Citation, text: string): RetrievedChunk {
  return {
    chunk_id: citation.chunk_id,
    text,
    metadata: {
      doc_id: citation.doc_id,
      filename: citation.filename,
      chunk_index: 0,
      page: citation.page,
      sheet: citation.sheet,
      rows: citation.rows ?? null,
      heading: citation.heading ?? null,
    },
    score: citation.score,
    lexical_score: 0,
    fused_score: citation.score ?? 0,
    kind: "document",
    ...(citation.injection_flagged ? { injection_flagged: true } : {}),
  };
}

function webChunk(source: number, links: { url: string; title?: string }[]): RetrievedChunk {
  const text = links.map((link) => link.title ?? link.url).join("\n");
  const metadata = { doc_id: `web-${source}`, filename: "web", chunk_index: 0 };
  return { chunk_id: `web-${source}`, text, metadata, score: null, lexical_score: 0, fused_score: 0, kind: "web", web_urls: links };
}

/** Whether the model reworks the answer (LLM mode), or the answer is reshaped without one. */
export function needsModel(request: AboutAnswerRequest | null, hasModel: boolean): boolean {
  return hasModel && request?.kind !== "where";
}

/** One sentence of the previous answer, its markers taken out. */
interface AnswerSentence {
  text: string;
  sources: number[];
}

const marker = /\s*\[Source\s+(\d+)\]/gi;

// A line that only leads into the list under it ("Summary of **report.pdf**:"), citing nothing.
const leadIn = (item: string) => /:\**$/u.test(item) && !/\[Source\s+\d+\]/iu.test(item);

/** The previous answer's sentences: its points, in order (a lead-in line and table rows are none). */
function answerSentences(answer: string): AnswerSentence[] {
  const sentences: AnswerSentence[] = [];
  const lines = answer.split(/\n+/);
  for (const [index, line] of lines.entries()) {
    const item = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim();
    if (!item || /^\|/.test(item) || (index < lines.length - 1 && leadIn(item))) continue;
    const run: AnswerSentence[] = [];
    for (const sentence of splitSentences(item)) {
      const sources = [...new Set([...sentence.matchAll(marker)].map((match) => Number(match[1])))];
      const text = sentence
        .replace(marker, "")
        .replace(/\s+([.,;:!?])/g, "$1")
        .trim();
      if (text) run.push({ text, sources });
    }
    sentences.push(...run);
  }
  return sentences;
}

/**
 * A run of sentences from one passage is cited once, after its last ("A. B [Source 1]."): the lead
 * kept without the rest of its run takes the run's sources, so it still cites its passage.
 */
function withRunSources(kept: AnswerSentence[], all: AnswerSentence[]): AnswerSentence[] {
  const last = kept[kept.length - 1];
  if (!last || last.sources.length > 0) return kept;
  const marked = all.slice(kept.length).find((sentence) => sentence.sources.length > 0);
  return marked ? [...kept.slice(0, -1), { ...last, sources: marked.sources }] : kept;
}

/** A sentence with its citations inside its closing punctuation: "… stated [Source 1]." */
function cite(sentence: AnswerSentence): string {
  return citeAtEnd(sentence.text, sentence.sources);
}

const flat = (text: string) => text.replace(/\s+/g, " ").trim();
const whole = (sentence: string) => /^["“(]?[\p{Lu}\p{N}]/u.test(sentence) && /[.!?]["”)]?$/u.test(sentence) && sentence.length >= 20;

/** The passage's sentences, and the index of the one an answer sentence came from (most shared content words). */
function locate(passage: string, sentence: string): { sentences: string[]; index: number } {
  const sentences = splitSentences(passage).map(flat);
  const terms = [...new Set(contentTerms(sentence))];
  let index = -1;
  let best = 0;
  sentences.forEach((candidate, position) => {
    const own = new Set(contentTerms(candidate));
    const overlap = terms.filter((term) => own.has(term)).length / Math.max(1, terms.length);
    if (overlap > best) [index, best] = [position, overlap];
  });
  return { sentences, index: best >= 0.34 ? index : -1 };
}

/**
 * Up to `limit` whole sentences around the one `sentence` came from, in its source, not already
 * said; when that passage has none left, the opening sentences of the passage after it.
 */
function neighbours(sentence: AnswerSentence, chunks: RetrievedChunk[], said: Set<string>, limit: number): AnswerSentence[] {
  const found: AnswerSentence[] = [];
  const take = (candidate: string | undefined, source: number) => {
    if (found.length >= limit || !candidate || !whole(candidate) || said.has(candidate)) return;
    said.add(candidate);
    found.push({ text: candidate, sources: [source] });
  };
  for (const source of sentence.sources) {
    const chunk = chunks[source - 1];
    if (!chunk || chunk.kind !== "document") continue;
    const { sentences, index } = locate(chunk.text, sentence.text);
    if (index < 0) continue;
    // The two after it, then outwards on both sides: a point that ends its passage still has what precedes it.
    for (const position of [1, 2, -1, -2].map((step) => index + step)) take(sentences[position], source);
    for (let distance = 3; distance < sentences.length; distance++) {
      take(sentences[index + distance], source);
      take(sentences[index - distance], source);
    }
    if (found.length > 0) continue;
    // The passage after it, when it continues the same section (passages never cross a heading).
    const nextId = besideId(chunk.chunk_id, 1);
    const next = chunks.findIndex((candidate) => candidate.chunk_id === nextId && candidate.metadata.heading === chunk.metadata.heading);
    if (next >= 0) for (const candidate of splitSentences(chunks[next]!.text).map(flat).slice(0, 3)) take(candidate, next + 1);
  }
  return found;
}

/** Where a citation points, as a person reads it: "report.pdf, p. 5". */
function placeOf(citation: Citation): string {
  if (citation.page) return `${citation.filename}, p. ${citation.page}`;
  if (citation.sheet) return `${citation.filename}, sheet ${citation.sheet}${citation.rows ? `, rows ${citation.rows}` : ""}`;
  return citation.filename;
}

/** The cited sentence of a citation: its stored quote, else the passage's best match for the answer's sentence. */
function quoteOf(citation: Citation, sentences: AnswerSentence[], chunks: RetrievedChunk[]): string {
  if (citation.quote) return flat(citation.quote);
  const chunk = chunks[citation.source - 1];
  const citing = sentences.find((sentence) => sentence.sources.includes(citation.source));
  if (chunk && citing) {
    const { sentences: passage, index } = locate(chunk.text, citing.text);
    if (index >= 0) return passage[index]!;
  }
  return flat(citation.snippet).replace(/^… /, "").slice(0, 300);
}

type Reshaped = { answer: string; reasoning: string; grew?: boolean; closest?: ChatResponse["closest"] };

// Where a sentence's main statement ends and an aside begins: an appositive, a relative clause, a
// bracket, or examples ("…, such as …", "…, comme …", "…, zum Beispiel …": the statement holds without them).
const asideStart =
  /(?:,\s+(?:which|who|whose|where|a|an|the)\s|\s+\(|\s+[—–]\s|;\s|,\s+(?<examples>such as|for example|for instance|e\.g\.|including|comme|par exemple|notamment|tels? que|telles? que|zum beispiel|z\. ?b\.|beispielsweise|darunter|por ejemplo|como por ejemplo|incluidos?|incluidas?|ad esempio|per esempio|tra cui|zoals|bijvoorbeeld|por exemplo|incluindo)[\s,])/giu;
// An aside that limits or turns the statement round is never dropped.
const qualifying = /\b(?:not|no|never|none|nor|but|except|although|though|unless|however|only|without|until)\b/iu;

// A leading concessive or contrasting clause is background to the main statement ("While others
// tried X,3 we present Y"); a footnote number may sit after its comma.
const leadingClause = /^(?:while|although|though|even though|whereas)\b[^,;]{3,200},\d*\s+/iu;
const appositive = /^,\s+(?:a|an|the)\s/iu;

/**
 * "Shorter" on an answer of one sentence: its main statement without a leading "while …" clause and
 * without the aside after it (with its citations), or, when it has none to drop, the same sentence
 * said to be one already. An appositive right after the thing the question asked about ("AutoGen,
 * a … framework") is what the answer says about it, so it stays.
 */
function reshapeOneSentence(sentence: AnswerSentence, question: string): Reshaped {
  const lead = leadingClause.exec(sentence.text);
  const rest = lead ? sentence.text.slice(lead[0].length) : sentence.text;
  const main = lead && rest.split(/\s+/).length >= 5 ? rest.charAt(0).toUpperCase() + rest.slice(1) : sentence.text;
  const asked = new Set(contentTerms(question));
  for (const match of main.matchAll(asideStart)) {
    const kept = main.slice(0, match.index).trim();
    const dropped = main.slice(match.index);
    // A "not" inside the examples limits an example, not the statement.
    if (kept.split(/\s+/).length < 5 || (!match.groups?.examples && qualifying.test(dropped))) continue;
    if (appositive.test(dropped) && contentTerms(kept.split(/\s+/).at(-1) ?? "").some((term) => asked.has(term))) continue;
    return shortened(kept, sentence, "its main statement, without the aside after it");
  }
  if (main !== sentence.text) return shortened(main.replace(/[.!?]+$/u, ""), sentence, "its main statement, without the clause before it");
  return {
    answer: `That answer is already a single sentence: ${cite(sentence)}`,
    reasoning: "The previous answer was one sentence with nothing to drop; it is given as it was.",
  };
}

function shortened(kept: string, sentence: AnswerSentence, what: string): Reshaped {
  return {
    answer: cite({ text: `${kept.replace(/[,;:]+$/, "")}.`, sources: sentence.sources }),
    reasoning: `The previous answer was one sentence: ${what}, citing the same passages.`,
  };
}

function reshapeShorter(sentences: AnswerSentence[], oneSentence: boolean, question: string): Reshaped {
  if (sentences.length === 1 && !oneSentence) return reshapeOneSentence(sentences[0]!, question);
  const keep = oneSentence || sentences.length <= 3 ? 1 : 2;
  return {
    answer: withRunSources(sentences.slice(0, keep), sentences).map(cite).join(" "),
    reasoning: `The previous answer shortened to its lead sentence${keep > 1 ? "s" : ""}, citing the same passages; nothing was searched again.`,
  };
}

function reshapeBullets(sentences: AnswerSentence[]): Reshaped {
  return {
    answer: sentences.map((sentence) => `- ${cite(sentence)}`).join("\n"),
    reasoning: "The previous answer's sentences as bullet points, citing the same passages; nothing was searched again.",
  };
}

function reshapeDetail(sentences: AnswerSentence[], chunks: RetrievedChunk[]): Reshaped {
  const said = new Set(sentences.map((sentence) => sentence.text));
  const lines: string[] = [];
  let added = 0;
  for (const sentence of sentences) {
    lines.push(cite(sentence));
    const more = neighbours(sentence, chunks, said, Math.min(2, 4 - added));
    added += more.length;
    lines.push(...more.map(cite));
  }
  if (added === 0) {
    return {
      answer: `The cited passages say nothing more than this: ${sentences.map(cite).join(" ")}`,
      reasoning: "The cited passages hold no further sentence about this.",
    };
  }
  return {
    answer: lines.join(" "),
    reasoning: `The previous answer with ${added} more sentence${added === 1 ? "" : "s"} from the same passages.`,
    grew: true,
  };
}

function reshapeExpand(sentences: AnswerSentence[], chunks: RetrievedChunk[], point: number): Reshaped {
  const chosen = sentences[point - 1];
  if (!chosen) {
    const count = sentences.length;
    return {
      answer: `The previous answer has ${count} point${count === 1 ? "" : "s"}, so there is no point ${point}. Its points were:\n${sentences.map((sentence) => `- ${cite(sentence)}`).join("\n")}`,
      reasoning: `There is no point ${point} in the previous answer.`,
    };
  }
  const more = neighbours(chosen, chunks, new Set(sentences.map((sentence) => sentence.text)), 3);
  const answer =
    more.length > 0 ? [chosen, ...more].map(cite).join(" ") : `The cited passage says nothing more about this point: ${cite(chosen)}`;
  return {
    answer,
    reasoning: `Point ${point} of the previous answer, with the sentences around it in its passage.`,
    grew: more.length > 0,
  };
}

function reshapeWhere(sentences: AnswerSentence[], chunks: RetrievedChunk[], citations: Citation[], why: boolean): Reshaped {
  const lines = citations.map((citation) => {
    const quote = quoteOf(citation, sentences, chunks).replace(/[.!?]+$/, "");
    return `- ${placeOf(citation)}: “${quote}” [Source ${citation.source}].`;
  });
  const lead = why
    ? "Because that is what the cited passages state; the answer rests on these sentences:"
    : `It says so in ${citations.length === 1 ? "this passage" : "these passages"}:`;
  return {
    answer: `${lead}\n${lines.join("\n")}`,
    reasoning: "The sentences the previous answer cited, quoted with their file and page; nothing was searched again.",
  };
}

function needsLanguageModel(request: AboutAnswerRequest, answer: string): Reshaped {
  const what =
    request.kind === "translate" ? `Translating an answer${request.language ? ` into ${request.language}` : ""}` : "Rewording an answer";
  return {
    answer: `${what} needs a language model, and Docent is running offline without one. Here is the original answer:\n\n${answer}`,
    reasoning: "Offline mode cannot reword or translate; the original answer is given unchanged.",
  };
}

// What a follow-up would have done to an answer, said of an admission that has none.
const reworkOf: Partial<Record<AboutAnswerRequest["kind"], string>> = {
  shorter: "no answer to make shorter",
  one_sentence: "no answer to put in one sentence",
  detail: "no answer to expand",
  bullets: "no answer to put in a list",
  where: "no passage it rests on to show",
  why: "no passage it rests on to show",
};

/**
 * A follow-up about an admission: says plainly there is no answer to rework, and hands on the
 * closest passages the admission came with (shown apart from citations), so the person can see
 * where Docent looked and ask again.
 */
function afterAnAdmission(request: AboutAnswerRequest, previous: PreviousAnswer): Reshaped {
  const what = request.kind === "expand" ? `no point ${request.point ?? 1} to expand` : (reworkOf[request.kind] ?? "nothing to rework");
  const closest = previous.response.closest ?? [];
  const lead = `The previous answer found nothing in your documents about “${previous.question}”, so there is ${what}.`;
  const offer =
    closest.length > 0
      ? " The closest passages it found are listed below; none of them answered the question. Asking it in other words, or naming the document, may find more."
      : " Asking it in other words, or naming the document, may find more.";
  return {
    answer: `${lead}${offer}`,
    reasoning: "The previous answer was an admission: there is nothing to rework; its closest passages are passed on.",
    ...(closest.length > 0 ? { closest } : {}),
  };
}

function reshape(input: AboutAnswerInput, chunks: RetrievedChunk[]): Reshaped {
  const { previous } = input;
  const request = input.request ?? { kind: "detail" };
  const sentences = answerSentences(previous.answer);
  const citations = previous.response.citations;
  if (request.kind === "translate" || request.kind === "simpler") return needsLanguageModel(request, previous.answer);
  if (isAdmission(previous.answer) || sentences.length === 0) return afterAnAdmission(request, input.previous);
  if ((request.kind === "where" || request.kind === "why") && citations.length === 0) {
    return { answer: `The previous answer cited no passage of your documents. ${previous.answer}`, reasoning: "Nothing was cited." };
  }
  switch (request.kind) {
    case "shorter":
    case "one_sentence":
      return reshapeShorter(sentences, request.kind === "one_sentence", previous.question);
    case "bullets":
      return reshapeBullets(sentences);
    case "expand":
      return reshapeExpand(sentences, chunks, request.point ?? 1);
    case "where":
    case "why":
      return reshapeWhere(sentences, chunks, citations, request.kind === "why");
    default:
      return reshapeDetail(sentences, chunks);
  }
}

/** Offline (and "where" in both modes): the previous answer reshaped, with no model and no search. */
export function reshapeAnswer(input: AboutAnswerInput): AnswererDraft {
  const chunks = sourcesOfPrevious(input.previous, input.passages);
  const reshaped = reshape(input, chunks);
  const previous = input.previous.response;
  // New sentences from the same passages are quoted, not checked by a model: never more than medium.
  const confidence = reshaped.grew && previous.confidence === "high" ? "medium" : previous.confidence;
  return {
    answer: reshaped.answer,
    ...(reshaped.closest ? { closest: reshaped.closest } : {}),
    chunks,
    flaggedSources: flaggedOf(input.previous),
    confidence,
    confidence_score: previous.confidence_score,
    reasoning: reshaped.reasoning,
    safety_flags: [],
    used_external_kb: previous.used_external_kb,
    suggestions: previous.suggestions,
    attempts: 0,
    query: { about_answer: input.request?.kind ?? "unknown", previous_question: input.previous.question },
  };
}

const flaggedOf = (previous: PreviousAnswer) =>
  new Set(previous.response.citations.filter((citation) => citation.injection_flagged).map((citation) => citation.source));

/** LLM mode: the model's rework, checked by the validator; when none passed, the offline reshaping. */
export function reworkedDraft(input: AboutAnswerInput, chunks: RetrievedChunk[], loop: AnswerLoopOutput): AnswererDraft {
  if (!loop.validation.is_valid || isAdmission(loop.validation.answer)) return reshapeAnswer(input);
  return {
    answer: loop.validation.answer,
    chunks,
    flaggedSources: flaggedOf(input.previous),
    confidence: loop.validation.confidence,
    confidence_score: Math.round(loop.validation.confidence_score * 1000) / 1000,
    reasoning: `The previous answer reworked by the model from the same passages (${input.request?.kind ?? "as asked"}); nothing was searched again. ${loop.validation.reason}`,
    safety_flags: loop.validation.safety_flags,
    used_external_kb: input.previous.response.used_external_kb,
    suggestions: input.previous.response.suggestions,
    attempts: loop.attempts.length,
    query: { about_answer: input.request?.kind ?? "model", previous_question: input.previous.question },
  };
}
