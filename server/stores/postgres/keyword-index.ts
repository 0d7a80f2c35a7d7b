/**
 * Keyword search on PostgreSQL (docs/architecture.md, "Keyword search on PostgreSQL"): the same
 * contract as the SQLite chunk store's FTS5 search (`searchLexical`, stores/chunks.ts) over the
 * PostgreSQL `chunks` and `documents` tables. Each chunk's text is kept as a `tsvector` in a
 * generated column under a GIN index, in one text search configuration (`POSTGRES_SEARCH_LANGUAGE`,
 * default `english`: Snowball stemming and stop words). Ranking is Okapi BM25 as FTS5 computes it
 * (k1 1.2, b 0.75, idf floored at 1e-6): document frequencies are counted through the GIN index
 * per query term and cached, lengths are the chunk's indexed tokens (a generated column), and each
 * candidate's term frequencies are read from its tsvector's positions. `ts_rank_cd` with length
 * normalisation was measured beside it on the SQuAD dev articles and ranked worse
 * (docs/eval-report.md, "Keyword indexes").
 */
import type pg from "pg";
import { lexicalTerms, type ChunkRow, type LexicalHit } from "../chunks";

/** A pool, a client or anything else that runs a query. */
export type Queryable = Pick<pg.Pool, "query">;

/** Same budget as the FTS5 search: rarest terms first while the rows they match stay under it. */
const matchedRowBudget = 5_000;
const alwaysKeptShare = 0.01;
/** Term counts change slowly (and other instances write too): reading them again after a while is enough. */
const termStatsTtlMs = 60_000;
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
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock(hashtext('docent:keyword-index'))");
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
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

async function buildIndex(client: pg.PoolClient, language: string) {
  // A tsvector's token count (each lexeme's positions), immutable so a generated column may use it.
  await client.query(`CREATE OR REPLACE FUNCTION docent_tsvector_tokens(vector tsvector) RETURNS integer
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
    $$ SELECT coalesce(sum(coalesce(cardinality(positions), 1)), 0)::integer FROM unnest(vector) $$`);
  await client.query("ALTER TABLE chunks DROP COLUMN IF EXISTS search_vector, DROP COLUMN IF EXISTS search_length");
  await client.query(`ALTER TABLE chunks
    ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('${language}'::regconfig, text)) STORED,
    ADD COLUMN search_length integer GENERATED ALWAYS AS (docent_tsvector_tokens(to_tsvector('${language}'::regconfig, text))) STORED`);
  await client.query("CREATE INDEX chunks_search_vector ON chunks USING gin (search_vector)");
  await client.query(
    `INSERT INTO keyword_index_settings (language) VALUES ($1) ON CONFLICT (only_row) DO UPDATE SET language = excluded.language`,
    [language],
  );
}

export interface KeywordSearch {
  text: string;
  limit: number;
  documentIds?: string[];
  collectionId?: string;
}

export interface KeywordIndexOptions {
  /** The text search configuration the index was built with (migrateKeywordIndex). */
  language: string;
  /** `bm25` (default) or `ts_rank_cd`: the two rankings measured (docs/eval-report.md). */
  ranking?: "bm25" | "ts_rank_cd";
  /** ts_rank_cd's normalisation flags (default 1). */
  normalization?: number;
}

export function createPostgresKeywordIndex(pool: Queryable, options: KeywordIndexOptions) {
  if (!searchLanguagePattern.test(options.language)) throw new Error(`"${options.language}" is not a configuration name`);
  const stats = createTermStats(pool, options.language);
  return {
    /** BM25 search over ready documents (optionally only some of them, or one library collection's). */
    async searchLexical(search: KeywordSearch): Promise<LexicalHit[]> {
      const terms = lexicalTerms(search.text);
      if (terms.length === 0) return [];
      const lexemes = await stats.lexemesOf(terms);
      if (lexemes.length === 0) return [];
      const chosen = await stats.select(lexemes);
      const rows =
        options.ranking === "ts_rank_cd"
          ? await rankCd(pool, chosen, search, options.normalization ?? 1)
          : await rankBm25(pool, chosen, await stats.totals(), search);
      return rows.map(({ score, ...chunk }) => ({ chunk, bm25: score }));
    },
    /** After this instance wrote chunks: the next search reads the counts again. */
    forgetTermStats: stats.forget,
  };
}
export type PostgresKeywordIndex = ReturnType<typeof createPostgresKeywordIndex>;

interface Totals {
  chunks: number;
  averageLength: number;
}

/** Lexemes of the question's terms and how many chunks hold each, cached for a while. */
function createTermStats(pool: Queryable, language: string) {
  const lexemeOf = new Map<string, string | null>();
  const chunksHolding = new Map<string, { chunks: number; idf: number }>();
  let totals: (Totals & { readAt: number }) | null = null;
  const forget = () => {
    chunksHolding.clear();
    totals = null;
  };
  const fresh = async (): Promise<Totals> => {
    if (totals && Date.now() - totals.readAt < termStatsTtlMs && chunksHolding.size < 50_000) return totals;
    forget();
    const { rows } = await pool.query<{ chunks: number; average: number | null }>(
      "SELECT count(*)::float8 AS chunks, avg(search_length)::float8 AS average FROM chunks",
    );
    totals = { chunks: rows[0]!.chunks, averageLength: rows[0]!.average ?? 1, readAt: Date.now() };
    return totals;
  };
  return {
    forget,
    totals: fresh,
    /** The distinct lexemes the configuration makes of these terms (stop words make none). */
    async lexemesOf(terms: string[]): Promise<string[]> {
      const unknown = terms.filter((term) => !lexemeOf.has(term));
      if (unknown.length > 0) {
        const { rows } = await pool.query<{ term: string; lexeme: string | null }>(
          `SELECT term, (SELECT min(lexeme) FROM unnest(to_tsvector($2::regconfig, term))) AS lexeme FROM unnest($1::text[]) AS term`,
          [unknown, language],
        );
        if (lexemeOf.size > 50_000) lexemeOf.clear();
        for (const row of rows) lexemeOf.set(row.term, row.lexeme);
      }
      return [...new Set(terms.map((term) => lexemeOf.get(term)).filter((lexeme): lexeme is string => Boolean(lexeme)))];
    },
    /** The lexemes worth matching, rarest first (see matchedRowBudget), each with its idf. */
    async select(lexemes: string[]): Promise<{ lexeme: string; idf: number }[]> {
      const { chunks } = await fresh();
      const unknown = lexemes.filter((lexeme) => !chunksHolding.has(lexeme));
      if (unknown.length > 0) {
        const { rows } = await pool.query<{ lexeme: string; chunks: number }>(
          `SELECT lexeme, (SELECT count(*) FROM chunks WHERE search_vector @@ quote_literal(lexeme)::tsquery)::float8 AS chunks
           FROM unnest($1::text[]) AS lexeme`,
          [unknown],
        );
        // FTS5's bm25(): idf = ln((N - n + 0.5) / (n + 0.5)), at least 1e-6.
        for (const row of rows)
          chunksHolding.set(row.lexeme, {
            chunks: row.chunks,
            idf: Math.max(1e-6, Math.log((chunks - row.chunks + 0.5) / (row.chunks + 0.5))),
          });
      }
      const counted = lexemes.map((lexeme) => ({ lexeme, ...chunksHolding.get(lexeme)! })).sort((x, y) => x.chunks - y.chunks);
      const kept: { lexeme: string; idf: number }[] = [];
      let matched = 0;
      for (const term of counted) {
        if (term.chunks === 0) continue;
        if (kept.length > 0 && matched + term.chunks > matchedRowBudget && term.chunks > chunks * alwaysKeptShare) continue;
        kept.push({ lexeme: term.lexeme, idf: term.idf });
        matched += term.chunks;
      }
      return kept;
    },
  };
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
       CROSS JOIN LATERAL (SELECT lexeme, coalesce(cardinality(positions), 1)::float8 AS tf FROM unnest(candidates.search_vector)) AS held
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
