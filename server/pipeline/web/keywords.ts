/**
 * Keywords for the web-result index (docs/architecture.md#the-web-step): 3–10 per web answer, 2–50 characters, no
 * generic words, merged case- and space-normalised. LLM mode asks the model (prompts/keywords.ts)
 * and gives it one chance to correct a list the checks reject; offline mode, or an LLM that
 * fails twice, uses the statistical extractor below. Either way the list passes the same zod
 * checks (tool-arguments.ts) before anything is indexed.
 */
import type { Usage } from "~/lib/response";
import { KeywordsReply, keywordsPrompt } from "../../prompts/keywords";
import { completeJson } from "../../providers/json-completion";
import { zeroUsage } from "../../core/usage";
import { stopWords } from "../../core/text-analysis";
import type { ChatModel } from "../../core/llm";
import { genericWords, Keyword, KeywordList, keywordLimits, normaliseKeyword } from "../../core/web-tool-arguments";

export interface KeywordExtraction {
  keywords: string[];
  method: "llm" | "statistical";
  usage: Usage;
  /** Why the LLM's keywords were not used, when they were not. */
  rejected?: string;
}

export interface KeywordDeps {
  chat: ChatModel | null;
  signal: AbortSignal;
}

export async function extractKeywords(input: { question: string; webAnswer: string }, deps: KeywordDeps): Promise<KeywordExtraction> {
  if (!deps.chat) return { keywords: extractKeywordsStatistically(input), method: "statistical", usage: zeroUsage };
  // completeJson re-asks once with the checks' reason: the LLM's one correction chance.
  const reply = await completeJson({
    chat: deps.chat,
    request: { purpose: "keywords", messages: keywordsPrompt(input), temperature: 0, maxTokens: 200 },
    schema: KeywordsReply.pipe(KeywordList),
    signal: deps.signal,
  });
  if (reply.ok) return { keywords: reply.value, method: "llm", usage: reply.usage };
  return { keywords: extractKeywordsStatistically(input), method: "statistical", usage: reply.usage, rejected: reply.reason };
}

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’.&+-]*[\p{L}\p{N}+%]|[\p{L}\p{N}]/gu;
// How much a word counts when it appears in the question rather than only in the answer: later
// related questions share the question's words more than the answer's.
const questionWeight = 3;
const properNounWeight = 1.5;
const bigramWeight = 1.2;

interface Candidate {
  display: string;
  score: number;
  firstSeen: number;
}

/**
 * Picks up to `keywordLimits.maxCount` keywords by weighted frequency: words and two-word phrases
 * of content words (stop words and generic words never count), weighted up when they appear in
 * the question or are capitalised mid-sentence (names). Every pick passes the `Keyword` check.
 */
export function extractKeywordsStatistically(
  input: { question: string; webAnswer: string },
  limit: number = keywordLimits.maxCount,
): string[] {
  const candidates = new Map<string, Candidate>();
  let order = 0;
  const add = (display: string, weight: number) => {
    const key = normaliseKeyword(display);
    const existing = candidates.get(key);
    if (existing) existing.score += weight;
    else candidates.set(key, { display, score: weight, firstSeen: order++ });
  };
  const scan = (text: string, weight: number) => {
    const words = [...text.matchAll(wordPattern)].map((match) => ({ text: match[0].replace(/[.’']+$/u, ""), index: match.index ?? 0 }));
    let previous: string | null = null;
    for (const word of words) {
      const lower = word.text.toLowerCase();
      const isContent = !stopWords.has(lower) && !genericWords.has(lower) && (lower.length >= 3 || /\d/.test(lower));
      if (!isContent) {
        previous = null;
        continue;
      }
      const before = text.slice(Math.max(0, word.index - 2), word.index);
      const capitalisedName = /^\p{Lu}/u.test(word.text) && !/[.!?]\s*$|^$/.test(before);
      add(lower, weight * (capitalisedName ? properNounWeight : 1));
      if (previous) add(`${previous} ${lower}`, weight * bigramWeight);
      previous = lower;
    }
  };
  scan(input.question, questionWeight);
  scan(input.webAnswer, 1);

  const ranked = [...candidates.values()]
    // A phrase seen once in the answer only is noise; single words and question phrases stay.
    .filter((candidate) => candidate.score >= 1.2 || !candidate.display.includes(" ") || candidate.score >= questionWeight)
    .sort((a, b) => b.score - a.score || a.firstSeen - b.firstSeen);
  const picked: string[] = [];
  for (const candidate of ranked) {
    if (picked.length >= limit) break;
    const checked = Keyword.safeParse(candidate.display);
    if (!checked.success || picked.includes(checked.data)) continue;
    picked.push(checked.data);
  }
  return picked;
}
