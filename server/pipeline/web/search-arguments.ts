/**
 * The `perplexity_search` tool's two arguments: a web-tailored query and a short summary of what
 * the documents said, each checked before anything leaves the machine.
 */
import { z } from "zod";
import { detectInjection } from "../../core/injection";
import {
  checkToolArguments,
  DocumentsSummary,
  PerplexitySearchArguments,
  queryLimits,
  WebQuery,
  type PerplexitySearchArguments as SearchArguments,
  type ToolArgumentError,
} from "../../core/web-tool-arguments";
import type { Usage } from "~/lib/response";
import { zeroUsage } from "../../core/usage";
import { completeJson } from "../../providers/json-completion";
import { describeOrigin } from "../../prompts/source-context";
import { webQueryPrompt } from "../../prompts/web-query";
import type { StageDeps } from "../types";
import { isAdmission } from "../../prompts/reasoner";
import { FALLBACK_ANSWER } from "../validator";
import type { WebStepInput } from "./types";

export type Prepared = ({ ok: true; value: SearchArguments } | { ok: false; error: ToolArgumentError }) & { usage: Usage };

/**
 * The `perplexity_search` arguments. LLM mode: the model writes them, and a rejected argument is
 * sent back with its reason once (completeJson's second attempt); if that fails too, the offline
 * arguments are used. Offline: the cleaned question and a plain summary of the documents' answer.
 */
export async function prepareSearchArguments(input: WebStepInput, deps: StageDeps): Promise<Prepared> {
  const offline = checkToolArguments("perplexity_search", PerplexitySearchArguments, {
    query: cleanQuestion(input.question),
    context: summariseDocuments(input),
  });
  if (deps.mode !== "llm" || !deps.chat) return { ...offline, usage: zeroUsage };
  const reply = await completeJson({
    chat: deps.chat,
    request: {
      purpose: "web-query",
      messages: webQueryPrompt({
        question: input.question,
        documentsAnswer: input.documentsConsulted && !isAdmission(input.answer) && input.answer !== FALLBACK_ANSWER ? input.answer : "",
        documentOrigins: input.chunks.filter((chunk) => chunk.kind === "document").map(describeOrigin),
        documentsConsulted: input.documentsConsulted,
      }),
      temperature: 0,
      maxTokens: 300,
    },
    schema: z
      .object({ query: WebQuery, documents_summary: DocumentsSummary.default("") })
      .transform((value) => ({ query: value.query, context: value.documents_summary })),
    signal: deps.signal,
  });
  if (reply.ok) return { ok: true, value: reply.value, usage: reply.usage };
  return { ...offline, usage: reply.usage };
}

/**
 * The offline web query: the question on one line, without chatty openers ("can you tell me"),
 * control characters or URLs, cut at a word boundary to the query limit.
 */
export function cleanQuestion(question: string): string {
  let text = question
    .normalize("NFKC")
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]+/gu, " ")
    .replace(/\b(?:https?|ftp|javascript|data):\S*/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  text = text
    .replace(/^(?:(?:hi|hello|hey|please|ok|okay)[,!.\s]+)+/i, "")
    .replace(
      /^(?:(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell|show|explain\s+to)\s+me|i\s+(?:want|would\s+like|need)\s+to\s+know|please\s+tell\s+me|tell\s+me)\s+/i,
      "",
    )
    .replace(/\s*\bplease\b[?.!]*$/i, "")
    .trim();
  if (text.length > queryLimits.maxLength) {
    const cut = text.slice(0, queryLimits.maxLength);
    const space = cut.lastIndexOf(" ");
    text = space > queryLimits.maxLength * 0.6 ? cut.slice(0, space) : cut;
  }
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The offline `context` argument: one or two plain sentences on what the documents said. */
export function summariseDocuments(input: Pick<WebStepInput, "answer" | "chunks" | "documentsConsulted">): string {
  if (!input.documentsConsulted) return "The user has no documents yet; nothing is known from them.";
  const documentChunks = input.chunks.filter((chunk) => chunk.kind === "document");
  const origins = [...new Set(documentChunks.map((chunk) => chunk.metadata.filename))].slice(0, 3);
  const searched = origins.length > 0 ? ` The closest passages searched were in ${origins.join(", ")}.` : "";
  if (isAdmission(input.answer) || input.answer === FALLBACK_ANSWER || input.answer.trim().length === 0) {
    return `The user's documents do not cover this question.${searched}`;
  }
  const plain = input.answer
    .replace(/\s*\[Source\s+\d+\]/gi, "")
    .replace(/\s+/g, " ")
    .trim();
  const summary = `The user's documents say, with low confidence: ${plain.length > 600 ? `${plain.slice(0, 599).trimEnd()}…` : plain}`;
  // Document text may carry injected instructions; those never go out to the web tool.
  return detectInjection(summary, "document").flagged ? `The user's documents only touch on this question.${searched}` : summary;
}
