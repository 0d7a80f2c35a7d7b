/**
 * Stored web results and their keyword index (docs/architecture.md#the-web-step).
 * Tables come from migration 2 in stores/db.ts:
 * - `web_results`: one Perplexity answer (text, citations, the question and web query that asked
 *   for it, the question's embedding) with the time it expires (WEB_RESULT_TTL_HOURS);
 * - `keywords`: one row per case/space-normalised keyword, so duplicates merge;
 * - `web_queries`: every question that produced or re-used a web result;
 * - `keyword_links`: keyword × web result × query, so each keyword keeps every query and result
 *   it came from.
 * Every write checks its arguments first (core/web-tool-arguments.ts): nothing invalid is stored.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Db } from "./db";
import { stem, stopWords, tokenize } from "../core/text-analysis";
import {
  checkToolArguments,
  genericWords,
  IndexKeywordsArguments,
  normaliseKeyword,
  RecallWebResultsArguments,
  StoreWebResultArguments,
  ToolArgumentError,
  type StoreWebResultArguments as StoreArguments,
} from "../core/web-tool-arguments";

/** Share of a question's content words a stored result must cover to be recalled by keywords. */
export const RECALL_MIN_COVERAGE = 0.6;
/** The same share when the question has anchors (names, figures) and the result covers them all. */
export const RECALL_MIN_COVERAGE_ANCHORED = 0.5;
// Recall scans at most this many live results (newest first), keeping lookups well under a millisecond-scale budget.
export const recallScanLimit = 500;

export interface StoredCitation {
  url: string;
  title?: string;
}

export interface WebResult {
  id: string;
  question: string;
  query: string;
  answer: string;
  citations: StoredCitation[];
  model: string;
  created_at: string;
  expires_at: string;
}

export interface RecalledWebResult extends WebResult {
  keywords: string[];
  /** Keywords of the result that the question contains. */
  matched_keywords: string[];
  /** Share of the question's content words found in the result's keywords, question or answer. */
  coverage: number;
  /** Cosine similarity between the question and the stored question's embedding; null when not compared. */
  similarity: number | null;
}

export interface QueryEmbedding {
  model: string;
  vector: number[];
}

export type StoreOutcome<T> = ({ ok: true } & T) | { ok: false; error: ToolArgumentError };

const StoredCitations = z.array(z.object({ url: z.string(), title: z.string().optional() }));

export interface WebResultRow {
  id: string;
  question: string;
  query: string;
  answer: string;
  citations_json: string;
  model: string;
  embedding_model: string | null;
  embedding: Buffer | null;
  created_at: string;
  expires_at: string;
}

export interface WebStoreOptions {
  ttlHours: number;
  /** Injected so tests can move time past the expiry. */
  now?: () => Date;
}

export interface RecallWebResultsInput {
  query: string;
  limit: number;
  embedding?: QueryEmbedding | null;
  minSimilarity?: number;
  /** Only this library collection's web answers; absent: all of them. */
  collectionId?: string;
}

/** The web memory: one interface, SQLite below (PostgreSQL in stores/postgres/). Each write is one transaction. */
export interface WebStore {
  /** Keeps one web answer; expired results are swept first, so the table stays small. */
  storeWebResult(
    stored: StoreArguments & { embedding?: QueryEmbedding | null; collectionId?: string },
  ): Promise<StoreOutcome<{ id: string }>>;
  /**
   * `index_keywords`: links each keyword to the query and the web result. A keyword already in
   * the index (same normalised form) is merged: its row is reused and gains the new links.
   */
  indexKeywords(input: {
    keywords: unknown;
    query: string;
    web_result_id: string;
  }): Promise<StoreOutcome<{ indexed: true; merged: boolean; keyword_count: number }>>;
  /**
   * `recall_web_results`: live stored results related to a question, best first. A result is
   * related when at least one of its keywords appears in the question and it covers
   * RECALL_MIN_COVERAGE of the question's content words, or when the question's embedding is
   * at least `minSimilarity` from the stored question's (same embedding model only).
   */
  recallWebResults(input: RecallWebResultsInput): Promise<StoreOutcome<{ results: RecalledWebResult[] }>>;
  /** A later question answered from a stored result joins the index: its matched keywords gain a link to it. */
  recordRecall(input: { query: string; web_result_id: string; keywords: string[] }): Promise<void>;
  getWebResult(id: string): Promise<WebResult | null>;
  /** The keywords linked to one web result, in index order. */
  listKeywords(input: { web_result_id: string }): Promise<string[]>;
  /** Every query and web result one keyword is linked to. */
  listKeywordLinks(input: { keyword: string }): Promise<{ query: string; web_result_id: string }[]>;
  countWebResults(): Promise<number>;
  countKeywords(): Promise<number>;
  /** Removes expired results (their links cascade) and keywords or queries left without links. */
  deleteExpiredWebResults(): Promise<number>;
}

/** A stored result as callers see it (both stores read rows this way). */
export function toWebResult(row: WebResultRow): WebResult {
  // Stored JSON is a boundary: a row from an older version must not break an answer.
  const citations = StoredCitations.safeParse(JSON.parse(row.citations_json));
  return {
    id: row.id,
    question: row.question,
    query: row.query,
    answer: row.answer,
    citations: citations.success ? citations.data : [],
    model: row.model,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

/** The columns of a stored web answer, in the order `newWebResultRow` gives their values. */
export const webResultColumns = [
  "id",
  "question",
  "query",
  "answer",
  "citations_json",
  "model",
  "embedding_model",
  "embedding",
  "created_at",
  "expires_at",
  "collection_id",
];

/**
 * A web answer to keep, checked as the `store_web_result` tool's arguments, as the row both stores
 * insert: a new id, its expiry `ttlHours` after `created`, the question's embedding when usable,
 * and the library collection whose chat asked (docs/architecture.md, "Collections and tags").
 */
export function newWebResultRow(
  stored: Parameters<WebStore["storeWebResult"]>[0],
  ttlHours: number,
  created: Date,
): StoreOutcome<{ id: string; values: unknown[] }> {
  const { collectionId = "default", ...input } = stored;
  const checked = checkToolArguments("store_web_result", StoreWebResultArguments, input);
  if (!checked.ok) return checked;
  const value = checked.value;
  const id = `web_${randomUUID().replace(/-/g, "")}`;
  const expires = new Date(created.getTime() + ttlHours * 3_600_000);
  const vector = usableEmbedding(input.embedding);
  const values = [
    id,
    value.question,
    value.query,
    value.answer,
    JSON.stringify(value.citations),
    value.model,
    vector?.model ?? null,
    vector ? Buffer.from(new Float32Array(vector.vector).buffer) : null,
    created.toISOString(),
    expires.toISOString(),
    collectionId,
  ];
  return { ok: true, id, values };
}

/** The question's embedding when every number in it is finite (it is stored for recall); else none. */
export function usableEmbedding(embedding: QueryEmbedding | null | undefined): QueryEmbedding | null {
  return embedding?.vector.every((number) => Number.isFinite(number)) ? embedding : null;
}

/** A live result with its keywords joined by U+001F, as recall reads it. */
export type RecallRow = WebResultRow & { keyword_list: string | null };

/**
 * Which of these rows a question recalls, best first (see recallWebResults): both stores scan
 * the newest live results and decide here, so they recall alike.
 */
export function recallFromRows(
  rows: RecallRow[],
  checked: { query: string; limit: number },
  input: Pick<RecallWebResultsInput, "embedding" | "minSimilarity">,
): RecalledWebResult[] {
  const queryTerms = termsOf(checked.query);
  // Names and figures decide what a question is about: "population of Oslo" must not recall
  // a result about Reykjavik however close the rest of the wording (or the embedding) is.
  const anchors = anchorsOf(checked.query);
  const recalled: RecalledWebResult[] = [];
  for (const row of rows) {
    const keywords = row.keyword_list ? row.keyword_list.split("\u001f") : [];
    const matched = keywords.filter((keyword) => {
      const terms = termsOf(keyword);
      return terms.size > 0 && [...terms].every((term) => queryTerms.has(term));
    });
    const known = new Set([...keywords.flatMap((keyword) => [...termsOf(keyword)]), ...termsOf(row.question), ...termsOf(row.answer)]);
    const coverage = queryTerms.size === 0 ? 0 : [...queryTerms].filter((term) => known.has(term)).length / queryTerms.size;
    let similarity: number | null = null;
    if (input.embedding && row.embedding && row.embedding_model === input.embedding.model) {
      // Copied: a driver's Buffer may sit at an offset a Float32Array cannot start at.
      similarity = cosine(input.embedding.vector, new Float32Array(Uint8Array.from(row.embedding).buffer));
    }
    const anchored = [...anchors].every((anchor) => known.has(anchor));
    const minCoverage = anchors.size > 0 ? RECALL_MIN_COVERAGE_ANCHORED : RECALL_MIN_COVERAGE;
    const byKeywords = anchored && matched.length > 0 && coverage >= minCoverage;
    const byEmbedding = anchored && similarity !== null && input.minSimilarity !== undefined && similarity >= input.minSimilarity;
    if (!byKeywords && !byEmbedding) continue;
    recalled.push({
      ...toWebResult(row),
      keywords,
      matched_keywords: matched,
      coverage: round(coverage),
      similarity: similarity === null ? null : round(similarity),
    });
  }
  recalled.sort((a, b) => Math.max(b.coverage, b.similarity ?? 0) - Math.max(a.coverage, a.similarity ?? 0));
  return recalled.slice(0, checked.limit);
}

export function createWebStore(db: Db, options: WebStoreOptions): WebStore {
  const clock = options.now ?? (() => new Date());
  const stamp = () => clock().toISOString();

  const upsertQuery = db.prepare<[string, string, string]>(
    "INSERT INTO web_queries (text, normalized, created_at) VALUES (?, ?, ?) ON CONFLICT(normalized) DO UPDATE SET text = excluded.text RETURNING id",
  );
  const findKeyword = db.prepare<[string]>("SELECT id FROM keywords WHERE normalized = ?");
  const insertKeyword = db.prepare<[string, string]>("INSERT INTO keywords (normalized, created_at) VALUES (?, ?) RETURNING id");
  const insertLink = db.prepare<[number, string, number, string]>(
    "INSERT OR IGNORE INTO keyword_links (keyword_id, web_result_id, query_id, created_at) VALUES (?, ?, ?, ?)",
  );

  const queryIdOf = (text: string) => (upsertQuery.get(text.trim(), normaliseKeyword(text), stamp()) as { id: number }).id;
  const getWebResult = (id: string) => {
    const row = db.prepare("SELECT * FROM web_results WHERE id = ?").get(id) as WebResultRow | undefined;
    return row ? toWebResult(row) : null;
  };
  const deleteExpired = () => {
    const removed = db.prepare("DELETE FROM web_results WHERE expires_at <= ?").run(stamp()).changes;
    if (removed > 0) {
      db.prepare("DELETE FROM keywords WHERE id NOT IN (SELECT keyword_id FROM keyword_links)").run();
      db.prepare("DELETE FROM web_queries WHERE id NOT IN (SELECT query_id FROM keyword_links)").run();
    }
    return removed;
  };

  return {
    async storeWebResult(stored) {
      const row = newWebResultRow(stored, options.ttlHours, clock());
      if (!row.ok) return row;
      db.transaction(() => {
        deleteExpired();
        db.prepare(`INSERT INTO web_results (${webResultColumns.join(", ")}) VALUES (${webResultColumns.map(() => "?").join(", ")})`).run(
          ...row.values,
        );
      })();
      return { ok: true, id: row.id };
    },

    async indexKeywords(input) {
      const checked = checkToolArguments("index_keywords", IndexKeywordsArguments, input);
      if (!checked.ok) return checked;
      const { keywords, query, web_result_id } = checked.value;
      if (!getWebResult(web_result_id)) {
        return { ok: false, error: new ToolArgumentError("index_keywords", "web_result_id: no stored web result has this id", input) };
      }
      let merged = false;
      db.transaction(() => {
        const queryId = queryIdOf(query);
        const created = stamp();
        for (const keyword of keywords) {
          const existing = findKeyword.get(keyword) as { id: number } | undefined;
          if (existing) merged = true;
          const keywordId = existing?.id ?? (insertKeyword.get(keyword, created) as { id: number }).id;
          insertLink.run(keywordId, web_result_id, queryId, created);
        }
      })();
      return { ok: true, indexed: true, merged, keyword_count: keywords.length };
    },

    async recallWebResults(input) {
      const checked = checkToolArguments("recall_web_results", RecallWebResultsArguments, { query: input.query, limit: input.limit });
      if (!checked.ok) return checked;
      const rows = db
        .prepare(
          `SELECT r.*, (SELECT group_concat(k.normalized, char(31)) FROM (SELECT DISTINCT keyword_id FROM keyword_links WHERE web_result_id = r.id) l
                        JOIN keywords k ON k.id = l.keyword_id) AS keyword_list
           FROM web_results r WHERE r.expires_at > ? ${input.collectionId === undefined ? "" : "AND r.collection_id = ?"}
           ORDER BY r.created_at DESC LIMIT ?`,
        )
        .all(stamp(), ...(input.collectionId === undefined ? [] : [input.collectionId]), recallScanLimit) as RecallRow[];
      return { ok: true, results: recallFromRows(rows, checked.value, input) };
    },

    async recordRecall(input) {
      const keywords = input.keywords.map(normaliseKeyword);
      if (keywords.length === 0) return;
      db.transaction(() => {
        const queryId = queryIdOf(input.query);
        const created = stamp();
        for (const keyword of keywords) {
          const existing = findKeyword.get(keyword) as { id: number } | undefined;
          if (existing) insertLink.run(existing.id, input.web_result_id, queryId, created);
        }
      })();
    },

    async getWebResult(id) {
      return getWebResult(id);
    },

    async listKeywords(input) {
      return (
        db
          .prepare(
            "SELECT DISTINCT k.normalized FROM keyword_links l JOIN keywords k ON k.id = l.keyword_id WHERE l.web_result_id = ? ORDER BY k.id",
          )
          .all(input.web_result_id) as { normalized: string }[]
      ).map((row) => row.normalized);
    },

    async listKeywordLinks(input) {
      return db
        .prepare(
          `SELECT q.text AS query, l.web_result_id FROM keywords k JOIN keyword_links l ON l.keyword_id = k.id JOIN web_queries q ON q.id = l.query_id
           WHERE k.normalized = ? ORDER BY l.created_at, q.id`,
        )
        .all(normaliseKeyword(input.keyword)) as { query: string; web_result_id: string }[];
    },

    async countWebResults() {
      return (db.prepare("SELECT count(*) AS n FROM web_results").get() as { n: number }).n;
    },

    async countKeywords() {
      return (db.prepare("SELECT count(*) AS n FROM keywords").get() as { n: number }).n;
    },

    async deleteExpiredWebResults() {
      return deleteExpired();
    },
  };
}

/** Stemmed content words: stop words and generic words do not count as a match. */
function termsOf(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((word) => !stopWords.has(word) && !genericWords.has(word) && (word.length > 1 || /\d/.test(word)))
      .map(stem),
  );
}

/** Stemmed words written with a capital letter mid-sentence (names) or holding a digit (years, figures). */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const word = match[0];
    const index = match.index ?? 0;
    // A capital after a full stop is only grammar; the opening word counts (stop words drop out below).
    const sentenceStart = index > 0 && /[.!?]\s*$/.test(text.slice(Math.max(0, index - 3), index));
    const isName = /^\p{Lu}/u.test(word) && !sentenceStart;
    if (!isName && !/\d/.test(word)) continue;
    for (const term of termsOf(word)) anchors.add(term);
  }
  return anchors;
}

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    dot += a[index]! * b[index]!;
    normA += a[index]! * a[index]!;
    normB += b[index]! * b[index]!;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
