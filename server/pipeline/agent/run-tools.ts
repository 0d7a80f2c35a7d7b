/**
 * What each agent tool does once its arguments passed their checks (docs/architecture.md, "Agent
 * mode"). Sources are numbered once for the whole answer, in the order the tools found them, so a
 * `[Source N]` the model writes means the same passage to the validator and the responder. The
 * table tool reads the typed tables only (the offline interpreter or NL2SQL's read-only sandbox).
 */
import { errorMessage, rethrowIfAbort } from "../../core/abort";
import type { ChatModel } from "../../core/llm";
import type { RetrievedChunk } from "../../core/types";
import { WebSearchError, webUnavailableReasons } from "../../providers/perplexity";
import type { Search } from "../../retrieval/hybrid-search";
import type { TableQueries } from "../../retrieval/tables/queries";
import { tableAnswerFor } from "../answerers/table-answer";
import type { WebServices } from "../web/types";
import { fenceData } from "../../prompts/reasoner";
import type { AgentToolArguments } from "./tools";

export interface ToolContext {
  question: string;
  search: Search;
  tables?: TableQueries;
  web: WebServices | null;
  chat: ChatModel;
  signal: AbortSignal;
  /** The documents the question may use (the page's selection or the one it names); the model may narrow them. */
  documentIds?: string[];
  previousQuestion?: string;
}

/** The sources found so far, numbered 1..n in the order found; a passage found twice keeps its first number. */
export interface SourceList {
  chunks: RetrievedChunk[];
  add(chunk: RetrievedChunk): number;
}

export function createSourceList(): SourceList {
  const chunks: RetrievedChunk[] = [];
  const numbers = new Map<string, number>();
  return {
    chunks,
    add(chunk) {
      const known = numbers.get(chunk.chunk_id);
      if (known) return known;
      chunks.push(chunk);
      numbers.set(chunk.chunk_id, chunks.length);
      return chunks.length;
    },
  };
}

/** What goes back to the model, and whether the call did what it was asked. */
export interface ToolResult {
  ok: boolean;
  content: string;
  /** Set when a search had to fall back to keywords only (the vector side failed). */
  flags?: string[];
}

const excerptChars = 1_200;
/** A numbered source for the model: its text fenced as data, marked when ingestion found instructions in it. */
const describeSource = (number: number, chunk: RetrievedChunk) => {
  const where =
    chunk.kind === "web" ? "web" : [chunk.metadata.filename, chunk.metadata.page ? `page ${chunk.metadata.page}` : ""].join(" ").trim();
  const suspicious = chunk.injection_flagged ? ' suspicious="true"' : "";
  return `[Source ${number}] (${where})\n<source${suspicious}>\n${fenceData(chunk.text.slice(0, excerptChars))}\n</source>`;
};

export async function knowledgeBaseSearch(
  args: AgentToolArguments<"knowledge_base_search">,
  context: ToolContext,
  sources: SourceList,
): Promise<ToolResult> {
  // The model may narrow the documents, never widen them past the person's choice.
  const allowed = context.documentIds;
  const asked = args.document_ids;
  const documentIds = asked && allowed?.length ? asked.filter((id) => allowed.includes(id)) : (asked ?? allowed);
  if (asked && allowed?.length && documentIds?.length === 0) {
    return { ok: false, content: "Error: document_ids: none of these documents may be searched for this question." };
  }
  const result = await context.search({
    query: args.query,
    topK: args.top_k,
    ...(documentIds?.length ? { documentIds } : {}),
    ...(args.collection_id ? { collectionId: args.collection_id } : {}),
    signal: context.signal,
  });
  const found = result.chunks.filter((chunk) => chunk.kind === "document");
  if (found.length === 0) return { ok: true, content: "No passage of the documents matches this search." };
  return {
    ok: true,
    content: found.map((chunk) => describeSource(sources.add(chunk), chunk)).join("\n\n"),
    ...(result.vectorError ? { flags: ["retrieval_error"] } : {}),
  };
}

export async function tableQuery(args: AgentToolArguments<"table_query">, context: ToolContext, sources: SourceList): Promise<ToolResult> {
  const question = { question: args.question, previousQuestion: context.previousQuestion, documentIds: context.documentIds };
  const answer = context.tables ? await tableAnswerFor(question, context.tables, context.chat) : null;
  const draft = answer ? await answer(context.signal) : null;
  if (!draft) return { ok: true, content: "No table of the documents answers this question." };
  // The table answer cites its rows as [Source 1..k] of its own chunks: renumber them into the answer's list.
  const numbers = draft.chunks.map((chunk) => sources.add(chunk));
  const text = draft.answer.replace(/\[Source (\d+)\]/g, (whole, n: string) => {
    const number = numbers[Number(n) - 1];
    return number ? `[Source ${number}]` : whole;
  });
  return { ok: true, content: `${text}\n\n${draft.reasoning ?? ""}`.trim() };
}

export async function webSearch(args: AgentToolArguments<"web_search">, context: ToolContext, sources: SourceList): Promise<ToolResult> {
  const web = context.web;
  if (!web) return { ok: false, content: "Error: there is no web search in this installation." };
  try {
    const result = await web.search.search({ query: args.query, context: args.context }, context.signal);
    const stored = await web.store.storeWebResult({
      question: context.question.slice(0, 2_000),
      query: args.query,
      answer: result.answer,
      citations: result.citations,
      model: result.model,
    });
    const id = stored.ok ? stored.id : `web_${"0".repeat(32)}`;
    const chunk: RetrievedChunk = {
      chunk_id: `${id}_0`,
      text: result.answer,
      metadata: { doc_id: id, filename: "Web search", chunk_index: 0 },
      score: null,
      lexical_score: 0,
      fused_score: 0,
      kind: "web",
      web_urls: result.citations.map((citation) => (citation.title ? { url: citation.url, title: citation.title } : { url: citation.url })),
    };
    const number = sources.add(chunk);
    return { ok: true, content: `${stored.ok ? `result_id: ${id}\n` : ""}${describeSource(number, chunk)}` };
  } catch (error) {
    rethrowIfAbort(error, context.signal);
    const reason = error instanceof WebSearchError ? webUnavailableReasons[error.kind] : errorMessage(error);
    return {
      ok: false,
      content: `Error: the web search failed (${reason}). Answer from the documents and say what is missing.`,
      flags: ["web_unavailable"],
    };
  }
}

export async function indexKeywords(args: AgentToolArguments<"index_keywords">, context: ToolContext): Promise<ToolResult> {
  if (!context.web) return { ok: false, content: "Error: there is no web memory in this installation." };
  const indexed = await context.web.store.indexKeywords({
    keywords: args.keywords,
    query: context.question,
    web_result_id: args.result_id,
  });
  if (!indexed.ok) return { ok: false, content: `Error: ${indexed.error.reason}` };
  return { ok: true, content: `Indexed ${indexed.keyword_count} keywords${indexed.merged ? " (some merged with existing ones)" : ""}.` };
}
