/**
 * Argument checks for the two web tools (docs/architecture.md#the-web-step):
 * every value handed to Perplexity or to the keyword index is checked for
 * type, length and pattern before the tool runs. A failed check never throws into the pipeline:
 * it comes back as a `ToolArgumentError` whose `reason` says what was wrong, so an LLM can be
 * given one chance to correct its arguments and the offline path can fall back or skip the tool.
 */
import { z } from "zod";
import { detectInjection, type TextKind } from "./injection";
import { stopWords, tokenize } from "./text-analysis";

export const toolNames = ["perplexity_search", "index_keywords", "recall_web_results", "store_web_result"] as const;
export type ToolName = (typeof toolNames)[number];

export const keywordLimits = { minCount: 3, maxCount: 10, minLength: 2, maxLength: 50 } as const;
export const queryLimits = { minLength: 3, maxLength: 400 } as const;
export const contextMaxLength = 1_200;
export const questionMaxLength = 2_000;
export const answerMaxLength = 20_000;
export const maxWebCitations = 20;

/**
 * Words too vague to find anything again (reference: "information", "the", "a"). A keyword made
 * only of these and ordinary stop words is rejected.
 */
export const genericWords: ReadonlySet<string> = new Set(
  `information info data details detail thing things stuff something anything everything answer answers question questions
  result results source sources topic topics fact facts example examples way ways part parts general overview
  people person time times year years today now new latest current recent other various several many lot lots
  use used using make made get getting good best important main key web search page site online internet article`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

// Characters a keyword may hold: letters, digits, and the punctuation of names and figures
// ("C++", "AT&T", "Covid-19", "3.5%", "U.S. GDP"). It must start with a letter or digit.
const keywordPattern = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} .,'’&+\-/#%$€£()]*$/u;
// Control characters (line breaks included) never belong in a one-line argument.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this check
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]/u;
// Line breaks and tabs are fine in longer text (the documents summary, an answer); the rest is not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this check
const controlCharactersExceptWhitespace = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u2060\ufeff]/u;
const webResultIdPattern = /^web_[0-9a-f]{32}$/;

/** Case-, width- and space-normalised form used to merge duplicate keywords ("  AAPL  Stock" = "aapl stock"). */
export function normaliseKeyword(keyword: string): string {
  return keyword.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

function isGeneric(keyword: string): boolean {
  const words = tokenize(keyword);
  return words.length === 0 || words.every((word) => stopWords.has(word) || genericWords.has(word) || word.length < 2);
}

// Script URIs are not instructions to a model (the injection check leaves them to the output
// guard), but a search query has no use for one, so tool arguments refuse them here.
const scriptUri = /\b(?:java|vb)\s*script\s*:|\bdata\s*:\s*[a-z]+\/[a-z0-9.+-]+[;,]/i;
// The query is judged as a question; the summary is document text, judged as a document passage.
const noInjection = (where: TextKind) => (text: string) => !scriptUri.test(text.normalize("NFKC")) && !detectInjection(text, where).flagged;

export const Keyword = z
  .string({ error: "must be text" })
  .transform(normaliseKeyword)
  .pipe(
    z
      .string()
      .min(keywordLimits.minLength, `must be at least ${keywordLimits.minLength} characters`)
      .max(keywordLimits.maxLength, `must be at most ${keywordLimits.maxLength} characters`)
      .regex(keywordPattern, "may hold only letters, digits, spaces and - . , ' & + / # % $ ( ), starting with a letter or digit")
      .refine((keyword) => !isGeneric(keyword), 'is too generic (a stop word or a vague word such as "information")'),
  );

/** 3–10 keywords after merging case/space duplicates. */
export const KeywordList = z
  .array(Keyword, { error: "must be a list of keywords" })
  .transform((keywords) => [...new Set(keywords)])
  .pipe(
    z
      .array(z.string())
      .min(keywordLimits.minCount, `needs at least ${keywordLimits.minCount} distinct keywords`)
      .max(keywordLimits.maxCount, `allows at most ${keywordLimits.maxCount} keywords`),
  );

export const WebQuery = z
  .string({ error: "must be text" })
  .transform((query) => query.normalize("NFKC").trim())
  .pipe(
    z
      .string()
      .min(queryLimits.minLength, `must be at least ${queryLimits.minLength} characters`)
      .max(queryLimits.maxLength, `must be at most ${queryLimits.maxLength} characters`)
      .refine((query) => !controlCharacters.test(query), "must be one line without control characters")
      .refine((query) => /[\p{L}\p{N}]/u.test(query), "must contain a word")
      .refine(noInjection("question"), "contains instruction-like or script patterns"),
  );

export const DocumentsSummary = z
  .string({ error: "must be text" })
  .transform((summary) => summary.normalize("NFKC").trim())
  .pipe(
    z
      .string()
      .max(contextMaxLength, `must be at most ${contextMaxLength} characters`)
      .refine((summary) => !controlCharactersExceptWhitespace.test(summary), "must not contain control characters")
      .refine(noInjection("document"), "contains instruction-like or script patterns"),
  );

/** `perplexity_search` arguments: the tailored web query and what the documents said. */
export const PerplexitySearchArguments = z.object({
  query: WebQuery,
  context: DocumentsSummary.default(""),
});
export type PerplexitySearchArguments = z.infer<typeof PerplexitySearchArguments>;

export const WebResultId = z.string({ error: "must be text" }).regex(webResultIdPattern, "must look like web_ followed by 32 hex digits");

const Question = z
  .string({ error: "must be text" })
  .transform((question) => question.trim())
  .pipe(
    z
      .string()
      .min(1, "must not be empty")
      .max(questionMaxLength, `must be at most ${questionMaxLength} characters`)
      .refine((question) => !controlCharactersExceptWhitespace.test(question), "must not contain control characters"),
  );

/** `index_keywords` arguments: the keywords of one web result and the query they came from. */
export const IndexKeywordsArguments = z.object({
  keywords: KeywordList,
  query: Question,
  web_result_id: WebResultId,
});
export type IndexKeywordsArguments = z.infer<typeof IndexKeywordsArguments>;

/** `recall_web_results` arguments: a question looked up in the keyword index. */
export const RecallWebResultsArguments = z.object({
  query: Question,
  limit: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(5, "must be at most 5"),
});
export type RecallWebResultsArguments = z.infer<typeof RecallWebResultsArguments>;

export const WebCitationArgument = z.object({
  url: z
    .string({ error: "must be text" })
    .max(2_048, "must be at most 2048 characters")
    .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" })),
  title: z.string().trim().max(300).optional(),
});

/** `store_web_result` arguments: what Perplexity returned, before it is kept. */
export const StoreWebResultArguments = z.object({
  question: Question,
  query: WebQuery,
  answer: z
    .string({ error: "must be text" })
    .trim()
    .min(1, "must not be empty")
    .max(answerMaxLength, `must be at most ${answerMaxLength} characters`)
    .refine((answer) => !controlCharactersExceptWhitespace.test(answer), "must not contain control characters"),
  citations: z.array(WebCitationArgument).max(maxWebCitations, `allows at most ${maxWebCitations} citations`),
  model: z.string().trim().min(1).max(100),
});
export type StoreWebResultArguments = z.infer<typeof StoreWebResultArguments>;

/** An invalid tool argument: `reason` is what the LLM (or the log) is told to fix. */
export class ToolArgumentError extends Error {
  constructor(
    readonly tool: ToolName,
    readonly reason: string,
    /** The value that was rejected, kept for the log. */
    readonly raw: unknown,
  ) {
    super(`Invalid arguments for ${tool}: ${reason}`);
    this.name = "ToolArgumentError";
  }
}

export type CheckedArguments<T> = { ok: true; value: T } | { ok: false; error: ToolArgumentError };

/** Turns zod issues into one readable reason: "keywords.1: is too generic; query: must be …". */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "arguments"}: ${issue.message}`)
    .join("; ");
}

/** Checks `value` against a tool's schema; never throws. */
export function checkToolArguments<Schema extends z.ZodType>(
  tool: ToolName,
  schema: Schema,
  value: unknown,
): CheckedArguments<z.output<Schema>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: new ToolArgumentError(tool, describeIssues(parsed.error.issues), value) };
}
