/** The web memory on PostgreSQL: the same interface, checks and recall as stores/web-results.ts. */
import {
  checkToolArguments,
  IndexKeywordsArguments,
  normaliseKeyword,
  RecallWebResultsArguments,
  ToolArgumentError,
} from "../../core/web-tool-arguments";
import {
  newWebResultRow,
  recallFromRows,
  recallScanLimit,
  toWebResult,
  webResultColumns,
  type RecallRow,
  type WebResultRow,
  type WebStore,
  type WebStoreOptions,
} from "../web-results";
import { inTransaction, type Pool, type Queryable } from "./database";

export function createPostgresWebStore(pool: Pool, options: WebStoreOptions): WebStore {
  const clock = options.now ?? (() => new Date());
  const stamp = () => clock().toISOString();
  const queryIdOf = async (db: Queryable, text: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO web_queries (text, normalized, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (normalized) DO UPDATE SET text = excluded.text RETURNING id`,
        [text.trim(), normaliseKeyword(text), stamp()],
      )
    ).rows[0]!.id;
  const keywordIds = async (db: Queryable, keywords: string[]) => {
    const { rows } = await db.query<{ id: number; normalized: string }>(
      "SELECT id, normalized FROM keywords WHERE normalized = ANY($1::text[])",
      [keywords],
    );
    return new Map(rows.map((row) => [row.normalized, row.id]));
  };
  const link = async (db: Queryable, keywordId: number, resultId: string, queryId: number, created: string) => {
    await db.query(
      "INSERT INTO keyword_links (keyword_id, web_result_id, query_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING",
      [keywordId, resultId, queryId, created],
    );
  };
  const deleteExpired = async (db: Queryable) => {
    const removed = (await db.query("DELETE FROM web_results WHERE expires_at <= $1", [stamp()])).rowCount ?? 0;
    if (removed > 0) {
      await db.query("DELETE FROM keywords WHERE id NOT IN (SELECT keyword_id FROM keyword_links)");
      await db.query("DELETE FROM web_queries WHERE id NOT IN (SELECT query_id FROM keyword_links)");
    }
    return removed;
  };
  const getWebResult = async (id: string) => {
    const { rows } = await pool.query<WebResultRow>("SELECT * FROM web_results WHERE id = $1", [id]);
    return rows[0] ? toWebResult(rows[0]) : null;
  };
  const count = async (table: "web_results" | "keywords") =>
    (await pool.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`)).rows[0]!.n;

  return {
    async storeWebResult(stored) {
      const row = newWebResultRow(stored, options.ttlHours, clock());
      if (!row.ok) return row;
      const placeholders = webResultColumns.map((_, index) => `$${String(index + 1)}`).join(", ");
      await inTransaction(pool, async (client) => {
        await deleteExpired(client);
        await client.query(`INSERT INTO web_results (${webResultColumns.join(", ")}) VALUES (${placeholders})`, row.values);
      });
      return { ok: true, id: row.id };
    },
    async indexKeywords(input) {
      const checked = checkToolArguments("index_keywords", IndexKeywordsArguments, input);
      if (!checked.ok) return checked;
      const { keywords, query, web_result_id } = checked.value;
      if (!(await getWebResult(web_result_id))) {
        return { ok: false, error: new ToolArgumentError("index_keywords", "web_result_id: no stored web result has this id", input) };
      }
      const merged = await inTransaction(pool, async (client) => {
        const queryId = await queryIdOf(client, query);
        const created = stamp();
        const existing = await keywordIds(client, keywords);
        for (const keyword of keywords) {
          const keywordId =
            existing.get(keyword) ??
            (
              await client.query<{ id: number }>(
                `INSERT INTO keywords (normalized, created_at) VALUES ($1, $2)
                 ON CONFLICT (normalized) DO UPDATE SET normalized = excluded.normalized RETURNING id`,
                [keyword, created],
              )
            ).rows[0]!.id;
          await link(client, keywordId, web_result_id, queryId, created);
        }
        return keywords.some((keyword) => existing.has(keyword));
      });
      return { ok: true, indexed: true, merged, keyword_count: keywords.length };
    },
    async recallWebResults(input) {
      const checked = checkToolArguments("recall_web_results", RecallWebResultsArguments, { query: input.query, limit: input.limit });
      if (!checked.ok) return checked;
      const inCollection = input.collectionId === undefined ? "" : "AND r.collection_id = $3";
      const { rows } = await pool.query<RecallRow>(
        `SELECT r.*, (SELECT string_agg(k.normalized, chr(31)) FROM (SELECT DISTINCT keyword_id FROM keyword_links WHERE web_result_id = r.id) l
                      JOIN keywords k ON k.id = l.keyword_id) AS keyword_list
         FROM web_results r WHERE r.expires_at > $1 ${inCollection}
         ORDER BY r.created_at DESC LIMIT $2`,
        [stamp(), recallScanLimit, ...(input.collectionId === undefined ? [] : [input.collectionId])],
      );
      return { ok: true, results: recallFromRows(rows, checked.value, input) };
    },
    async recordRecall(input) {
      const keywords = input.keywords.map(normaliseKeyword);
      if (keywords.length === 0) return;
      await inTransaction(pool, async (client) => {
        const queryId = await queryIdOf(client, input.query);
        const created = stamp();
        const existing = await keywordIds(client, keywords);
        for (const keyword of keywords) {
          const keywordId = existing.get(keyword);
          if (keywordId !== undefined) await link(client, keywordId, input.web_result_id, queryId, created);
        }
      });
    },
    getWebResult,
    async listKeywords(input) {
      const { rows } = await pool.query<{ normalized: string }>(
        `SELECT k.normalized FROM keywords k WHERE k.id IN (SELECT keyword_id FROM keyword_links WHERE web_result_id = $1) ORDER BY k.id`,
        [input.web_result_id],
      );
      return rows.map((row) => row.normalized);
    },
    async listKeywordLinks(input) {
      const { rows } = await pool.query<{ query: string; web_result_id: string }>(
        `SELECT q.text AS query, l.web_result_id FROM keywords k JOIN keyword_links l ON l.keyword_id = k.id JOIN web_queries q ON q.id = l.query_id
         WHERE k.normalized = $1 ORDER BY l.created_at, q.id`,
        [normaliseKeyword(input.keyword)],
      );
      return rows;
    },
    countWebResults: () => count("web_results"),
    countKeywords: () => count("keywords"),
    deleteExpiredWebResults: () => deleteExpired(pool),
  };
}
