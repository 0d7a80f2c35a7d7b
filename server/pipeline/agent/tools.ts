/**
 * Agent mode's tools (docs/architecture.md, "Agent mode"): each one's arguments as a zod schema —
 * type, length, pattern and no injected instructions — and the JSON Schema the model is shown,
 * made from it so the two never drift apart. A failed check goes back to the model with the reason.
 */
import { z } from "zod";
import type { ToolDefinition } from "../../core/llm";
import { detectInjection } from "../../core/injection";
import { describeIssues, DocumentsSummary, KeywordList, WebQuery, WebResultId } from "../../core/web-tool-arguments";

const noInstructions = (text: string) => !detectInjection(text).flagged;
const searchText = (max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .min(3, "must be at least 3 characters")
    .max(max, `must be at most ${max} characters`)
    .refine((text) => /[\p{L}\p{N}]/u.test(text), "must contain a word")
    .refine(noInstructions, "contains instruction-like patterns");
const id = z.string().regex(/^[\w-]{1,64}$/, "must be an id of letters, digits, - and _");

export const KnowledgeBaseSearchArguments = z.strictObject({
  query: searchText(400),
  top_k: z.number().int("must be a whole number").min(1, "must be at least 1").max(10, "must be at most 10").default(5),
  document_ids: z.array(id).max(20, "allows at most 20 ids").optional(),
  collection_id: id.optional(),
});

export const TableQueryArguments = z.strictObject({ question: searchText(400) });

export const WebSearchArguments = z.strictObject({ query: WebQuery, context: DocumentsSummary.default("") });

export const IndexKeywordsArguments = z.strictObject({ keywords: KeywordList, result_id: WebResultId });

export const GenerateResponseArguments = z.strictObject({
  answer: z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(8_000, "must be at most 8000 characters"),
  sources: z.array(z.number().int().positive()).max(30, "allows at most 30 sources"),
  confidence: z.enum(["high", "medium", "low"]),
});

export const agentToolSchemas = {
  knowledge_base_search: KnowledgeBaseSearchArguments,
  table_query: TableQueryArguments,
  web_search: WebSearchArguments,
  index_keywords: IndexKeywordsArguments,
  generate_response: GenerateResponseArguments,
} as const;
export type AgentToolName = keyof typeof agentToolSchemas;
export type AgentToolArguments<Name extends AgentToolName> = z.output<(typeof agentToolSchemas)[Name]>;

const descriptions: Record<AgentToolName, string> = {
  knowledge_base_search:
    "Search the user's documents (keyword and meaning search). Must be the first call. Returns numbered sources [Source N] with file and page.",
  table_query:
    "Compute an answer over the spreadsheets and tables of the documents (counts, totals, averages, extremes, rankings, lookups). Returns the result as a numbered source.",
  web_search:
    "Search the web for the part of the question the documents do not answer. `query`: what is missing; `context`: what the documents already said, briefly. Returns a numbered web source and its result_id.",
  index_keywords: "Index 3 to 10 specific keywords of a web result (its result_id), so later questions find it without a new web search.",
  generate_response:
    "Finish: the answer with [Source N] citations, the numbers of the sources it uses, and your confidence that it answers the whole question.",
};

/** The tools offered: the web's two only when the web is configured, table_query only when there are tables. */
export function agentTools(options: { webEnabled: boolean; tablesAvailable: boolean }): ToolDefinition[] {
  const names = (Object.keys(agentToolSchemas) as AgentToolName[]).filter(
    (name) =>
      (options.webEnabled || (name !== "web_search" && name !== "index_keywords")) && (options.tablesAvailable || name !== "table_query"),
  );
  return names.map((name) => {
    const { $schema: _dialect, ...parameters } = z.toJSONSchema(agentToolSchemas[name], { io: "input", unrepresentable: "any" });
    return { name, description: descriptions[name], parameters };
  });
}

export type CheckedToolCall =
  | { ok: true; name: AgentToolName; value: AgentToolArguments<AgentToolName> }
  | { ok: false; name: string; reason: string };

/** The model's raw call → checked arguments, or the reason it is refused (unknown tool, bad JSON, a failed check). */
export function checkToolCall(name: string, rawArguments: string, offered: ReadonlySet<string>): CheckedToolCall {
  if (!(name in agentToolSchemas) || !offered.has(name)) {
    return { ok: false, name, reason: `unknown tool "${name.slice(0, 40)}"; the tools are: ${[...offered].join(", ")}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawArguments || "{}");
  } catch {
    return { ok: false, name, reason: "the arguments are not valid JSON" };
  }
  const schema = agentToolSchemas[name as AgentToolName];
  const checked = schema.safeParse(parsed);
  if (!checked.success) return { ok: false, name, reason: describeIssues(checked.error.issues) };
  return { ok: true, name: name as AgentToolName, value: checked.data };
}
