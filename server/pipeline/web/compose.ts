/** The final answer over documents and web sources, saying which part came from where. */
import type { ConfidenceLabel, Usage } from "~/lib/response";
import type { RetrievedChunk } from "../../core/types";
import { addUsage, zeroUsage } from "../../core/usage";
import { runAnswerLoop } from "../answer-loop";
import { citedSourceNumbers } from "../responder";
import { isAdmission } from "../../prompts/reasoner";
import { FALLBACK_ANSWER, validate } from "../validator";
import type { WebStepDeps, WebStepInput } from "./types";

// A web answer is shown up to this length in the offline composition.
const maxWebAnswerChars = 2_000;

export const webNotes = {
  notConsulted: "Your documents were not consulted: none have been uploaded yet, so this answer comes from the web.",
  documentsMissing: "Your documents do not cover this, so the following comes from a web search.",
  unavailable: (reason: string) =>
    `A web search was tried because your documents fall short here, but ${reason}, so this answer is based on your documents only.`,
  unavailableNoDocuments: (reason: string) =>
    `No documents have been uploaded yet, and a web search was tried instead, but ${reason}. Please upload documents, or try again in a moment.`,
  webSources: (web: number[], documents: number[]) =>
    `Where this answer came from: ${web.map((number) => `[Source ${number}]`).join(" ")} ${web.length === 1 ? "is a web result" : "are web results"}${documents.length > 0 ? `; ${documents.map((number) => `[Source ${number}]`).join(" ")} ${documents.length === 1 ? "is" : "are"} from your documents` : ", not your documents"}.`,
};

interface Composed {
  answer: string;
  chunks: RetrievedChunk[];
  confidence: ConfidenceLabel;
  confidence_score: number;
  reasoning: string;
  usage: Usage;
  attempts: number;
}

/**
 * The final answer over documents + web. LLM mode re-runs the answer loop over the best document
 * passages and the web sources (the reasoner prompt tells it to say which part came from the
 * web), then adds a one-line note naming the web sources. Offline — or when the LLM's answer
 * does not use the web source — the web answer is shown as it is, cited as a web source, after
 * what the documents said.
 */
export async function composeAnswer(
  input: WebStepInput,
  documentChunks: RetrievedChunk[],
  webChunks: RetrievedChunk[],
  deps: WebStepDeps,
): Promise<Composed> {
  const hooks = deps.hooks ?? {};
  const startAttempt = input.attempts;
  if (deps.mode === "llm" && deps.chat) {
    const chunks = [...documentChunks.slice(0, 3), ...webChunks];
    // A reset first: the client drops the documents-only answer it already streamed.
    hooks.onStreamReset?.(startAttempt + 1);
    const loop = await runAnswerLoop({ question: input.question, chunks, style: input.style }, deps, {
      ...hooks,
      onStreamReset: (attempt) => hooks.onStreamReset?.(startAttempt + attempt),
    });
    const answer = loop.validation.fallback_response ?? loop.validation.answer;
    const citesWeb = [...citedSourceNumbers(answer)].some((number) => chunks[number - 1]?.kind === "web");
    if (loop.validation.is_valid && citesWeb && !isAdmission(answer)) {
      const note = sourcesNote(answer, chunks, input.documentsConsulted);
      if (note) deps.onToken?.(`\n\n${note}`);
      return {
        answer: note ? `${answer}\n\n${note}` : answer,
        chunks,
        confidence: loop.validation.confidence,
        confidence_score: round(loop.validation.confidence_score),
        reasoning: `The documents fell short, so a web search filled the gap. ${loop.validation.reason}`,
        usage: loop.usage,
        attempts: loop.attempts.length,
      };
    }
    const offline = await composeOffline(input, documentChunks, webChunks, deps, startAttempt + loop.attempts.length);
    return { ...offline, usage: addUsage(loop.usage, offline.usage), attempts: loop.attempts.length };
  }
  return composeOffline(input, documentChunks, webChunks, deps, startAttempt);
}

async function composeOffline(
  input: WebStepInput,
  documentChunks: RetrievedChunk[],
  webChunks: RetrievedChunk[],
  deps: WebStepDeps,
  attemptsSoFar: number,
): Promise<Composed> {
  const documentsAnswered =
    input.documentsConsulted && !isAdmission(input.answer) && input.answer !== FALLBACK_ANSWER && input.answer.trim().length > 0;
  // Document source numbers in the documents' answer stay valid: web sources go after them.
  const chunks = [...documentChunks, ...webChunks];
  const firstWeb = chunks.length - webChunks.length + 1;
  const webParts = webChunks.map((chunk, index) => `${trimText(chunk.text, maxWebAnswerChars)} [Source ${firstWeb + index}]`);
  const opening = !input.documentsConsulted
    ? webNotes.notConsulted
    : documentsAnswered
      ? `From your documents: ${input.answer}`
      : webNotes.documentsMissing;
  const answer = [opening, `${documentsAnswered ? "From the web: " : ""}${webParts.join("\n\n")}`].join("\n\n");

  if (attemptsSoFar > 0) deps.hooks?.onStreamReset?.(attemptsSoFar + 1);
  for (const piece of answer.match(/\S+\s*/g) ?? []) deps.onToken?.(piece);

  // The rule-based validator scores the combined answer; the LLM judge is not asked again.
  const validation = await validate(
    { question: input.question, draft: { answer, context_used: "", num_sources: chunks.length }, chunks },
    { ...deps, mode: "offline", chat: null },
  );
  return {
    answer,
    chunks,
    confidence: validation.confidence,
    confidence_score: validation.confidence_score,
    reasoning: `${input.documentsConsulted ? "The documents fell short" : "No documents were consulted"}, so the answer ${documentsAnswered ? "adds" : "gives"} a web search result, marked as web. ${validation.reason}`,
    usage: zeroUsage,
    attempts: 0,
  };
}

/** "Where this answer came from" for an answer that cites web sources; empty when it cites none. */
export function sourcesNote(answer: string, chunks: RetrievedChunk[], documentsConsulted: boolean): string {
  const cited = [...citedSourceNumbers(answer)].sort((a, b) => a - b);
  const web = cited.filter((number) => chunks[number - 1]?.kind === "web");
  if (web.length === 0) return "";
  const documents = cited.filter((number) => chunks[number - 1]?.kind === "document");
  const note = webNotes.webSources(web, documents);
  return documentsConsulted ? note : `${webNotes.notConsulted} ${note}`;
}

function trimText(text: string, max: number): string {
  const flat = text.trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
