/**
 * Keyword search on PostgreSQL (docs/architecture.md, "Keyword search on PostgreSQL"): the same
 * contract as the SQLite chunk store's FTS5 search (`searchLexical`, stores/chunks.ts) over the
 * PostgreSQL `chunks` and `documents` tables. Each chunk's text is kept as a `tsvector` in a
 * generated column under a GIN index, in one text search configuration (`POSTGRES_SEARCH_LANGUAGE`,
 * default `english`: Snowball stemming and stop words). Ranking is Okapi BM25 as FTS5 computes it
 * (k1 1.2, b 0.75, idf floored at 1e-6): document frequencies come from `keyword_terms`, which
 * triggers keep as chunks are written, lengths are the chunk's indexed tokens (a generated column),
 * and each candidate's term frequencies are read from its tsvector's positions. `ts_rank_cd` with length
 * normalisation was measured beside it on the SQuAD dev articles and ranked worse
 * (docs/eval-report.md, "Keyword indexes").
 */
import type pg from "pg";
import { lexicalTerms, type ChunkRow, type ChunkStore, type LexicalHit, type LexicalSearch } from "../chunks";
import { underAdvisoryLock } from "./database";

/** A pool, a client or anything else that runs a query. */
export type Queryable = Pick<pg.Pool, "query">;

/** Same budget as the FTS5 search: rarest terms first while the rows they match stay under it. */
const matchedRowBudget = 5_000;
const alwaysKeptShare = 0.01;
const k1 = 1.2;
const b = 0.75;

/** A text search configuration's name as PostgreSQL spells it (it goes into DDL, so nothing else passes). */
export const searchLanguagePattern = /^[a-z_][a-z0-9_]*$/u;

const chunkColumns =
  "c.rowid::float8 AS rowid, c.id, c.doc_id, c.chunk_index, c.text, c.page, c.sheet, c.rows, c.heading, c.vector_model, c.injection_flagged";

/**
 * Adds the keyword index to the `chunks` table (or rebuilds it when the language changed), once
 * across instances: under an advisory lock, in one transaction. Refuses a language this server has
 * no configuration for, with the list of those it has.
 */
export async function migrateKeywordIndex(pool: pg.Pool, language: string): Promise<void> {
  if (!searchLanguagePattern.test(language)) throw new Error(`POSTGRES_SEARCH_LANGUAGE: "${language}" is not a configuration name`);
  return underAdvisoryLock(pool, "docent:keyword-index", async (client) => {
    const known = await client.query<{ name: string }>("SELECT cfgname AS name FROM pg_ts_config ORDER BY cfgname");
    if (!known.rows.some((row) => row.name === language)) {
      throw new Error(
        `POSTGRES_SEARCH_LANGUAGE: PostgreSQL has no text search configuration "${language}" (it has: ${known.rows.map((row) => row.name).join(", ")})`,
      );
    }
    await client.query(
      `CREATE TABLE IF NOT EXISTS keyword_index_settings (only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row), language text NOT NULL)`,
    );
    const current = await client.query<{ language: string }>("SELECT language FROM keyword_index_settings");
    if (current.rows[0]?.language !== language) await buildIndex(client, language);
  });
}

async function buildIndex(client: pg.PoolClient, language: string) {
  // A tsvector's token count (each lexeme's positions), immutable so a generated column may use it.
  await client.query(`CREATE OR REPLACE FUNCTION docent_tsvector_tokens(vector tsvector) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
    $$ SELECT coalesce(sum(coalesce(cardinality(positions), 1)), 0)::integer FROM unnest(vector) $$`);
  await client.query("DROP TRIGGER IF EXISTS chunks_terms_insert ON chunks");
  await client.query("DROP TRIGGER IF EXISTS chunks_terms_delete ON chunks");
  await client.query("DROP TRIGGER IF EXISTS chunks_terms_update ON chunks");
  await client.query("ALTER TABLE chunks DROP COLUMN IF EXISTS search_vector, DROP COLUMN IF EXISTS search_length");
  await addSearchColumns(client, language);
  await client.query("CREATE INDEX chunks_search_vector ON chunks USING gin (search_vector)");
  await createTermCounts(client);
  await client.query(
    `INSERT INTO keyword_index_settings (language) VALUES ($1) ON CONFLICT (only_row) DO UPDATE SET language = excluded.language`,
    [language],
  );
}

/**
 * The tsvector and its token count as generated columns. The tsvector is kept in the row,
 * compressed with lz4 where the server has it (STORAGE MAIN), not in the TOAST table: BM25 reads
 * every candidate's vector. At 100k chunks, measured A/B at the same machine load: backend CPU per
 * search 31.6 → 17.5 ms over 100 questions, 89.5 → 77.4 ms over the bench's 200.
 */
async function addSearchColumns(client: pg.PoolClient, language: string) {
  const add = (compression: string) =>
    client.query(`ALTER TABLE chunks
      ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('${language}'::regconfig, text)) STORED,
      ADD COLUMN search_length integer GENERATED ALWAYS AS (docent_tsvector_tokens(to_tsvector('${language}'::regconfig, text))) STORED,
      ALTER COLUMN search_vector SET STORAGE MAIN${compression}`);
  await client.query("SAVEPOINT search_columns");
  try {
    await add(",\n      ALTER COLUMN search_vector SET COMPRESSION lz4");
  } catch (error) {
    // A server built without lz4 support keeps its default compression.
    if ((error as { code?: string }).code !== "0A000") throw error;
    await client.query("ROLLBACK TO SAVEPOINT search_columns");
    await add("");
  }
}

/** What a set of chunk rows adds to `keyword_terms` (or takes away, with sign -1), in lexeme order. */
const countRows = (rows: string, sign: string) => `
  INSERT INTO keyword_terms (lexeme, chunks, tokens)
  SELECT lexeme, ${sign} * sum(chunks), ${sign} * sum(tokens) FROM (
    SELECT '' AS lexeme, 1 AS chunks, search_length AS tokens FROM ${rows}
    UNION ALL SELECT lexeme, 1, 0 FROM ${rows}, unnest(tsvector_to_array(search_vector)) AS lexeme) AS held
  GROUP BY lexeme ORDER BY lexeme
  ON CONFLICT (lexeme) DO UPDATE SET chunks = keyword_terms.chunks + excluded.chunks, tokens = keyword_terms.tokens + excluded.tokens`;

/**
 * How many chunks hold each lexeme (BM25's document frequency), kept by statement triggers as
 * chunks are written: reading it is one index lookup, where counting through the GIN index took
 * 0.1–0.6 s per common word at 100k chunks. The row '' holds the chunk count and their tokens.
 * Every write statement updates '' first (rows go in lexeme order), so concurrent writers queue
 * there instead of deadlocking on the word rows.
 */
async function createTermCounts(client: pg.PoolClient) {
  await client.query("CREATE TABLE IF NOT EXISTS keyword_terms (lexeme text PRIMARY KEY, chunks bigint NOT NULL, tokens bigint NOT NULL)");
  await client.query("TRUNCATE keyword_terms");
  await client.query(countRows("chunks", "1"));
  await client.query(`CREATE OR REPLACE FUNCTION docent_count_keyword_terms() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN ${countRows("old_rows", "-1")}; ELSE ${countRows("new_rows", "1")}; END IF;
      RETURN NULL;
    END $$`);
  // A chunk's text rewritten in place (rare; marking vectors or flags updates other columns and
  // must not pay for this): row by row, since PostgreSQL allows no column list with transition tables.
  const oldRow = "(SELECT OLD.search_vector AS search_vector, OLD.search_length AS search_length) AS old_row";
  const newRow = "(SELECT NEW.search_vector AS search_vector, NEW.search_length AS search_length) AS new_row";
  await client.query(`CREATE OR REPLACE FUNCTION docent_recount_keyword_terms() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${countRows(oldRow, "-1")}; ${countRows(newRow, "1")}; RETURN NULL; END $$`);
  await client.query(`CREATE TRIGGER chunks_terms_insert AFTER INSERT ON chunks REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION docent_count_keyword_terms()`);
  await client.query(`CREATE TRIGGER chunks_terms_delete AFTER DELETE ON chunks REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION docent_count_keyword_terms()`);
  await client.query(`CREATE TRIGGER chunks_terms_update AFTER UPDATE OF text ON chunks
    FOR EACH ROW WHEN (OLD.text IS DISTINCT FROM NEW.text) EXECUTE FUNCTION docent_recount_keyword_terms()`);
}

/** The same search as the SQLite chunk store's. */
export type KeywordSearch = LexicalSearch;

export interface KeywordIndexOptions {
  /** The text search configuration the index was built with (migrateKeywordIndex). */
  language: string;
  /** `bm25` (default) or `ts_rank_cd`: the two rankings measured (docs/eval-report.md). */
  ranking?: "bm25" | "ts_rank_cd";
  /** ts_rank_cd's normalisation flags (default 1). */
  normalization?: number;
}

export function createPostgresKeywordIndex(pool: Queryable, options: KeywordIndexOptions): Pick<ChunkStore, "searchLexical" | "holdsWord"> {
  if (!searchLanguagePattern.test(options.language)) throw new Error(`"${options.language}" is not a configuration name`);
  const normalization = Math.trunc(options.normalization ?? 1);
  return {
    /** BM25 search over ready documents (optionally only some of them, or one library collection's). */
    async searchLexical(search: KeywordSearch): Promise<LexicalHit[]> {
      const terms = lexicalTerms(search.text);
      if (terms.length === 0) return [];
      const stats = await termStats(pool, options.language, terms);
      const chosen = selectTerms(stats);
      if (chosen.length === 0) return [];
      const rows =
        options.ranking === "ts_rank_cd"
          ? await rankCd(pool, chosen, search, normalization)
          : await rankBm25(pool, chosen, stats.totals, search);
      return rows.map(({ score, ...chunk }) => ({ chunk, bm25: score }));
    },
    /** Whether any chunk holds the word's lexeme: one lookup in the term counts. */
    async holdsWord(word: string): Promise<boolean> {
      const terms = lexicalTerms(word).slice(0, 1);
      if (terms.length === 0) return false;
      const stats = await termStats(pool, options.language, terms);
      return stats.lexemes.some((entry) => entry.chunks > 0);
    },
  };
}

interface Totals {
  chunks: number;
  averageLength: number;
}

interface TermStats {
  totals: Totals;
  /** Each distinct lexeme of the question (stop words make none) and how many chunks hold it. */
  lexemes: { lexeme: string; chunks: number }[];
}

/** The question's lexemes in the index's configuration and their counts, in one round trip. */
async function termStats(pool: Queryable, language: string, terms: string[]): Promise<TermStats> {
  const { rows } = await pool.query<{ lexeme: string; chunks: number; tokens: number }>(
    `WITH lexemes AS (
       SELECT DISTINCT (SELECT min(lexeme) FROM unnest(to_tsvector($2::regconfig, term))) AS lexeme FROM unnest($1::text[]) AS term)
     SELECT lexemes.lexeme, coalesce(counts.chunks, 0)::float8 AS chunks, coalesce(counts.tokens, 0)::float8 AS tokens
     FROM lexemes LEFT JOIN keyword_terms counts ON counts.lexeme = lexemes.lexeme WHERE lexemes.lexeme IS NOT NULL
     UNION ALL SELECT '', chunks::float8, tokens::float8 FROM keyword_terms WHERE lexeme = ''`,
    [terms, language],
  );
  const total = rows.find((row) => row.lexeme === "");
  const chunks = total?.chunks ?? 0;
  return {
    totals: { chunks, averageLength: chunks > 0 ? Math.max(1, total!.tokens / chunks) : 1 },
    lexemes: rows.filter((row) => row.lexeme !== "").map(({ lexeme, chunks: holding }) => ({ lexeme, chunks: holding })),
  };
}

/** The lexemes worth matching, rarest first (see matchedRowBudget), each with FTS5's idf. */
function selectTerms({ totals, lexemes }: TermStats): { lexeme: string; idf: number }[] {
  const kept: { lexeme: string; idf: number }[] = [];
  let matched = 0;
  for (const term of lexemes.filter((entry) => entry.chunks > 0).sort((x, y) => x.chunks - y.chunks)) {
    if (kept.length > 0 && matched + term.chunks > matchedRowBudget && term.chunks > totals.chunks * alwaysKeptShare) continue;
    // FTS5's bm25(): idf = ln((N - n + 0.5) / (n + 0.5)), at least 1e-6.
    kept.push({ lexeme: term.lexeme, idf: Math.max(1e-6, Math.log((totals.chunks - term.chunks + 0.5) / (term.chunks + 0.5))) });
    matched += term.chunks;
  }
  return kept;
}

type ScoredRow = ChunkRow & { filename: string; score: number };

/** The candidate filter shared by both rankings: any chosen lexeme, ready documents, the scope asked for. */
function candidateFilter(search: KeywordSearch, firstParameter: number) {
  const parameters: unknown[] = [];
  let where = "c.search_vector @@ $1::tsquery AND d.status = 'ready'";
  if (search.documentIds?.length) {
    parameters.push(search.documentIds);
    where += ` AND c.doc_id = ANY($${String(firstParameter + parameters.length - 1)}::text[])`;
  }
  if (search.collectionId !== undefined) {
    parameters.push(search.collectionId);
    where += ` AND d.collection_id = $${String(firstParameter + parameters.length - 1)}`;
  }
  return { where, parameters };
}

/** Lexemes as an OR tsquery, quoted: tsquery's input takes a quoted lexeme as it is, unstemmed. */
const orQuery = (lexemes: string[]) => lexemes.map((lexeme) => `'${lexeme.replace(/'/gu, "''").replace(/\\/gu, "\\\\")}'`).join(" | ");

async function rankBm25(pool: Queryable, chosen: { lexeme: string; idf: number }[], totals: Totals, search: KeywordSearch) {
  if (chosen.length === 0) return [];
  const filter = candidateFilter(search, 6);
  const { rows } = await pool.query<ScoredRow>(
    `WITH terms AS (SELECT * FROM unnest($2::text[], $3::float8[]) AS t(lexeme, idf)),
     candidates AS (
       SELECT c.rowid, c.search_vector, c.search_length FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE ${filter.where}),
     scored AS (
       SELECT candidates.rowid,
              sum(terms.idf * (tf * ($4::float8 + 1)) / (tf + $4::float8 * (1 - $5::float8 + $5::float8 * candidates.search_length / ${String(totals.averageLength)}))) AS score
       FROM candidates
       -- Only the question's lexemes are unnested: setweight marks them A, ts_filter keeps those.
       CROSS JOIN LATERAL (SELECT lexeme, coalesce(cardinality(positions), 1)::float8 AS tf
                           FROM unnest(ts_filter(setweight(candidates.search_vector, 'A', $2::text[]), '{a}'))) AS held
       JOIN terms ON terms.lexeme = held.lexeme
       GROUP BY candidates.rowid
       ORDER BY score DESC, candidates.rowid LIMIT $${String(6 + filter.parameters.length)})
     SELECT ${chunkColumns}, d.filename, scored.score
     FROM scored JOIN chunks c ON c.rowid = scored.rowid JOIN documents d ON d.id = c.doc_id
     ORDER BY scored.score DESC, c.rowid`,
    [
      orQuery(chosen.map((term) => term.lexeme)),
      chosen.map((term) => term.lexeme),
      chosen.map((term) => term.idf),
      k1,
      b,
      ...filter.parameters,
      search.limit,
    ],
  );
  return rows;
}

/** `ts_rank_cd` (cover density) with one of its length normalisations (1: divided by 1 + log of the length). */
async function rankCd(pool: Queryable, chosen: { lexeme: string; idf: number }[], search: KeywordSearch, normalization: number) {
  if (chosen.length === 0) return [];
  const filter = candidateFilter(search, 2);
  const { rows } = await pool.query<ScoredRow>(
    `WITH ranked AS (
       SELECT c.rowid, ts_rank_cd(c.search_vector, $1::tsquery, ${String(normalization)})::float8 AS score
       FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE ${filter.where}
       ORDER BY score DESC, c.rowid LIMIT $${String(2 + filter.parameters.length)})
     SELECT ${chunkColumns}, d.filename, ranked.score
     FROM ranked JOIN chunks c ON c.rowid = ranked.rowid JOIN documents d ON d.id = c.doc_id
     ORDER BY ranked.score DESC, c.rowid`,
    [orQuery(chosen.map((term) => term.lexeme)), ...filter.parameters, search.limit],
  );
  return rows;
}
