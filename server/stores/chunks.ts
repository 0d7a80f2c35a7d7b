/** Chunks and the FTS5 lexical index (docs/architecture.md#chunks, #embedding-models, #retriever). */
import { stemmer } from "stemmer";
import type { ChunkMetadata } from "../core/types";
import { stopWords } from "../core/text-analysis";
import type { Statement } from "better-sqlite3";
import type { Db } from "./db";

export interface ChunkRow {
  rowid: number;
  id: string;
  doc_id: string;
  chunk_index: number;
  text: string;
  page: number | null;
  sheet: string | null;
  rows: string | null;
  heading: string | null;
  vector_model: string | null;
  /** 1 when ingestion found instructions aimed at an AI in it (migration 5). */
  injection_flagged: number;
}

export interface NewChunk {
  id: string;
  doc_id: string;
  chunk_index: number;
  text: string;
  page?: number | null;
  sheet?: string | null;
  rows?: string | null;
  heading?: string | null;
  injection_flagged?: boolean;
}

export interface LexicalHit {
  chunk: ChunkRow & { filename: string };
  /** BM25 relevance, larger is better (FTS5's bm25() negated). */
  bm25: number;
}

/** Content words of a question, lower-cased, for FTS5 (quoted, so no FTS syntax leaks in). */
export function lexicalTerms(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const terms = words.filter((word) => !stopWords.has(word) && (word.length > 1 || /\d/.test(word)));
  return [...new Set(terms)].slice(0, 32);
}

/**
 * FTS5 scores every row that matches any query term, so a word held by a quarter of 100k chunks
 * ("book", "say") costs most of a search's time while telling BM25 little (its idf is small).
 * The query keeps terms rarest first while the rows they match stay within this budget; a term
 * in under 1 % of the chunks is always kept, and so is the rarest one. Libraries too small to
 * reach the budget search with every term, as before. Measured with `npm run bench`.
 */
const matchedRowBudget = 5_000;
const alwaysKeptShare = 0.01;
/** At most this many times `limit` rows × 4 are ranked before the filter; a smaller collection takes the filtered query. */
const maxSpread = 25;
/** More spans than this (documents far apart) and one filtered query costs less than one query per span. */
const maxRowidRanges = 8;
/** Distinct statement texts kept prepared (they differ by how many document ids they filter on). */
const maxPreparedShapes = 64;
/** Term counts change slowly; reading them again after a while or a write is enough. */
const termStatsTtlMs = 60_000;

function matchExpression(terms: string[]): string {
  return terms.map((term) => `"${term.replace(/"/g, '""')}"`).join(" OR ");
}

export function chunkMetadata(row: ChunkRow, filename: string): ChunkMetadata {
  return {
    doc_id: row.doc_id,
    filename,
    chunk_index: row.chunk_index,
    page: row.page,
    sheet: row.sheet,
    rows: row.rows,
    heading: row.heading,
  };
}

export interface LexicalSearch {
  text: string;
  limit: number;
  documentIds?: string[];
  collectionId?: string;
}

export interface InjectionVerdict {
  id: string;
  text: string;
  flagged: boolean;
}

/** Chunks and their keyword index: one interface, SQLite + FTS5 below (PostgreSQL in stores/postgres/). */
export interface ChunkStore {
  /**
   * New injection verdicts for passages (ingest/injection-rejudge.ts), in one transaction. A
   * passage whose text is no longer the one judged (its document was re-read meanwhile) keeps
   * the verdict its re-reading gave it. Resolves to how many passages changed.
   */
  setInjectionFlags(verdicts: InjectionVerdict[]): Promise<number>;
  /** Replaces every chunk of a document in one transaction, so a crash never leaves half of them. */
  replaceChunks(docId: string, chunks: NewChunk[]): Promise<void>;
  deleteChunksOf(docId: string): Promise<number>;
  chunkIdsOf(docId: string): Promise<string[]>;
  /** A document's passages in reading order (summaries read them whole). */
  chunksOf(docId: string): Promise<ChunkRow[]>;
  getChunks(ids: string[]): Promise<(ChunkRow & { filename: string; collection_id: string })[]>;
  /**
   * Chunks of ready documents that still need a vector in `model`'s collection, the smallest
   * document's first: a two-page file uploaded beside a large workbook is searchable by meaning in
   * seconds instead of waiting behind all of the workbook's passages.
   */
  chunksNeedingVectors(model: string, limit: number): Promise<ChunkRow[]>;
  /** These chunks' vectors are now in `model`'s collection (one transaction). */
  markVectors(model: string, ids: string[]): Promise<void>;
  /** These chunks have no vector any more (their vectors went to a library collection they left). */
  forgetVectors(ids: string[]): Promise<void>;
  countVectors(docId: string, model: string): Promise<number>;
  /**
   * How many chunks of ready documents each embedding model's collection holds (NULL: none yet).
   * Tells which collection is complete after an embedding-model change (services.ts).
   */
  countVectorsByModel(): Promise<{ model: string | null; n: number }[]>;
  /** Sets every document's `vectors_done` to its chunks in `model`'s collection (progress restarts after a model change). */
  recountVectorsDone(model: string): Promise<void>;
  countChunks(): Promise<number>;
  /** BM25 search over ready documents (optionally only some of them, or one library collection's). */
  searchLexical(options: LexicalSearch): Promise<LexicalHit[]>;
  /**
   * Whether any chunk holds the word, as the keyword index stems it (one lookup in its term counts,
   * no search): a follow-up's word no document holds names nothing to look up (about-answer-recogniser.ts).
   */
  holdsWord(word: string): Promise<boolean>;
}

export function createChunkStore(db: Db): ChunkStore {
  const insert = db.prepare(
    `INSERT INTO chunks (id, doc_id, chunk_index, text, page, sheet, rows, heading, injection_flagged)
     VALUES (@id, @doc_id, @chunk_index, @text, @page, @sheet, @rows, @heading, @injection_flagged)`,
  );

  // How many chunks hold each stemmed term (fts5vocab, migration 3), cached: one lookup walks
  // the term's whole list of rows, and common words come back in nearly every question.
  const termRows = db.prepare("SELECT doc FROM chunks_vocab WHERE term = ?").pluck();
  const termStats = { rows: new Map<string, number>(), total: -1, readAt: 0 };
  const forgetTermStats = () => {
    spreads.clear();
    termStats.rows.clear();
    termStats.total = -1;
  };
  const freshTotals = () => {
    if (Date.now() - termStats.readAt > termStatsTtlMs || termStats.rows.size > 50_000) forgetTermStats();
    if (termStats.total < 0) {
      termStats.total = (db.prepare("SELECT COUNT(*) AS n FROM chunks").get() as { n: number }).n;
      termStats.readAt = Date.now();
    }
  };
  const rowsHolding = (term: string) => {
    freshTotals();
    // SQLite's porter tokenizer and this stemmer follow the same algorithm; a word they stem
    // differently reads as absent (0 rows), so it is kept: never a wrong drop, at worst no saving.
    const stem = stemmer(term);
    let rows = termStats.rows.get(stem);
    if (rows === undefined) {
      rows = (termRows.get(stem) as number | undefined) ?? 0;
      termStats.rows.set(stem, rows);
    }
    return rows;
  };
  // How many times larger the library is than one library collection (docs/architecture.md,
  // "Collections and tags"), cached with the term counts: the lexical fast path's headroom.
  const collectionChunks = db
    .prepare("SELECT COUNT(*) FROM chunks JOIN documents ON documents.id = chunks.doc_id WHERE documents.collection_id = ?")
    .pluck();
  const spreads = new Map<string, number>();
  const spreadOf = (collectionId: string) => {
    freshTotals();
    let spread = spreads.get(collectionId);
    if (spread === undefined) {
      const inCollection = collectionChunks.get(collectionId) as number;
      spread = Math.min(maxSpread, Math.max(1, Math.ceil(termStats.total / Math.max(1, inCollection))));
      spreads.set(collectionId, spread);
    }
    return spread;
  };
  /** The terms worth matching, rarest first (see matchedRowBudget). */
  const selectTerms = (terms: string[]) => {
    const counted = terms.map((term) => ({ term, rows: rowsHolding(term) })).sort((a, b) => a.rows - b.rows);
    const kept: string[] = [];
    let matched = 0;
    for (const { term, rows } of counted) {
      if (kept.length > 0 && matched + rows > matchedRowBudget && rows > termStats.total * alwaysKeptShare) continue;
      kept.push(term);
      matched += rows;
    }
    return kept;
  };
  // Statements whose text varies only with the number of ids asked for: prepared once per shape.
  const statements = new Map<string, Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= maxPreparedShapes) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const byIds = (ids: string[]) =>
    prepared(
      `SELECT chunks.*, documents.filename AS filename, documents.collection_id AS collection_id
         FROM chunks JOIN documents ON documents.id = chunks.doc_id
         WHERE chunks.id IN (${ids.map(() => "?").join(",")})`,
    ).all(...ids) as (ChunkRow & { filename: string; collection_id: string })[];
  const documentRowids = db.prepare("SELECT MIN(rowid) AS lo, MAX(rowid) AS hi FROM chunks WHERE doc_id = ?");
  /** The rowid spans holding these documents' chunks (a document's chunks are inserted together), merged, in order. */
  const rowidRanges = (documentIds: string[]) => {
    const spans = documentIds
      .map((id) => documentRowids.get(id) as { lo: number | null; hi: number | null })
      .filter((span): span is { lo: number; hi: number } => span.lo !== null && span.hi !== null)
      .sort((a, b) => a.lo - b.lo);
    const merged: { lo: number; hi: number }[] = [];
    for (const span of spans) {
      const last = merged.at(-1);
      if (last && span.lo <= last.hi + 1) last.hi = Math.max(last.hi, span.hi);
      else merged.push({ ...span });
    }
    return merged;
  };
  /**
   * BM25 within some documents, one FTS5 query per span of their rowids: FTS5 then reads only
   * those spans of each term's row list instead of scoring every matching row of the library
   * (suggestion checks and named documents search one to a few documents; npm run bench).
   * bm25() keeps the whole index's statistics, so scores are the same as the unbounded query's;
   * ties keep its order (rowid ascending). Null: too many spans, the filtered query is used.
   */
  const searchDocumentRanges = (match: string, documentIds: string[], collectionId: string | undefined, limit: number) => {
    const ranges = rowidRanges(documentIds);
    if (ranges.length > maxRowidRanges) return null;
    const inCollection = collectionId === undefined ? "" : "AND documents.collection_id = ?";
    const query = prepared(
      `WITH ranked AS (
         SELECT chunks_fts.rowid AS rowid, bm25(chunks_fts) AS score FROM chunks_fts
         JOIN chunks ON chunks.rowid = chunks_fts.rowid JOIN documents ON documents.id = chunks.doc_id
         WHERE chunks_fts MATCH ? AND chunks_fts.rowid BETWEEN ? AND ? AND documents.status = 'ready'
           AND chunks.doc_id IN (${documentIds.map(() => "?").join(",")}) ${inCollection}
         ORDER BY score LIMIT ?)
       SELECT chunks.*, documents.filename AS filename, -ranked.score AS bm25
       FROM ranked JOIN chunks ON chunks.rowid = ranked.rowid JOIN documents ON documents.id = chunks.doc_id
       ORDER BY ranked.score`,
    );
    const collection = collectionId === undefined ? [] : [collectionId];
    const rows = ranges.flatMap(
      ({ lo, hi }) => query.all(match, lo, hi, ...documentIds, ...collection, limit) as (ChunkRow & { filename: string; bm25: number })[],
    );
    rows.sort((a, b) => b.bm25 - a.bm25 || a.rowid - b.rowid);
    return rows.slice(0, limit).map(({ bm25, ...chunk }) => ({ chunk, bm25 }));
  };
  const replaceAll = db.transaction((docId: string, chunks: NewChunk[]) => {
    db.prepare("DELETE FROM chunks WHERE doc_id = ?").run(docId);
    for (const chunk of chunks) {
      insert.run({ page: null, sheet: null, rows: null, heading: null, ...chunk, injection_flagged: chunk.injection_flagged ? 1 : 0 });
    }
  });

  const setFlag = db.prepare("UPDATE chunks SET injection_flagged = ? WHERE id = ? AND text = ? AND injection_flagged != ?");
  const setFlags = db.transaction((verdicts: InjectionVerdict[]) =>
    verdicts.reduce((changed, { id, text, flagged }) => changed + setFlag.run(flagged ? 1 : 0, id, text, flagged ? 1 : 0).changes, 0),
  );

  const markAll = db.transaction((model: string, ids: string[]) => {
    const mark = db.prepare("UPDATE chunks SET vector_model = ? WHERE id = ?");
    for (const id of ids) mark.run(model, id);
  });
  const forgetAll = db.transaction((ids: string[]) => {
    const clear = db.prepare("UPDATE chunks SET vector_model = NULL WHERE id = ?");
    for (const id of ids) clear.run(id);
  });

  return {
    async setInjectionFlags(verdicts) {
      return setFlags(verdicts);
    },
    async replaceChunks(docId, chunks) {
      replaceAll(docId, chunks);
      forgetTermStats();
    },
    async deleteChunksOf(docId) {
      const deleted = db.prepare("DELETE FROM chunks WHERE doc_id = ?").run(docId).changes;
      forgetTermStats();
      return deleted;
    },
    async chunkIdsOf(docId) {
      return (db.prepare("SELECT id FROM chunks WHERE doc_id = ? ORDER BY chunk_index").all(docId) as { id: string }[]).map(
        (row) => row.id,
      );
    },
    async chunksOf(docId) {
      return db.prepare("SELECT * FROM chunks WHERE doc_id = ? ORDER BY chunk_index").all(docId) as ChunkRow[];
    },
    async getChunks(ids) {
      return ids.length === 0 ? [] : byIds(ids);
    },
    async chunksNeedingVectors(model, limit) {
      return db
        .prepare(
          `SELECT chunks.* FROM chunks JOIN documents ON documents.id = chunks.doc_id
           WHERE documents.status = 'ready' AND (chunks.vector_model IS NULL OR chunks.vector_model <> ?)
           ORDER BY documents.chunk_count, documents.created_at, chunks.doc_id, chunks.chunk_index LIMIT ?`,
        )
        .all(model, limit) as ChunkRow[];
    },
    async markVectors(model, ids) {
      markAll(model, ids);
    },
    async forgetVectors(ids) {
      forgetAll(ids);
    },
    async countVectors(docId, model) {
      // `+vector_model` keeps SQLite on the doc_id index: the vector_model index matches nearly
      // every chunk once vectors are done, and walking it per document took seconds at 100k chunks.
      return (db.prepare("SELECT COUNT(*) AS n FROM chunks WHERE doc_id = ? AND +vector_model = ?").get(docId, model) as { n: number }).n;
    },
    async countVectorsByModel() {
      return db
        .prepare(
          `SELECT chunks.vector_model AS model, COUNT(*) AS n FROM chunks JOIN documents ON documents.id = chunks.doc_id
           WHERE documents.status = 'ready' GROUP BY chunks.vector_model`,
        )
        .all() as { model: string | null; n: number }[];
    },
    async recountVectorsDone(model) {
      db.prepare(
        `UPDATE documents SET vectors_done = (SELECT COUNT(*) FROM chunks WHERE chunks.doc_id = documents.id AND +chunks.vector_model = ?)
         WHERE status = 'ready'`,
      ).run(model);
    },
    async countChunks() {
      return (db.prepare("SELECT COUNT(*) AS n FROM chunks").get() as { n: number }).n;
    },
    async holdsWord(word) {
      const [term] = lexicalTerms(word);
      return term !== undefined && rowsHolding(term) > 0;
    },
    async searchLexical(options) {
      const terms = lexicalTerms(options.text);
      if (terms.length === 0) return [];
      const match = matchExpression(selectTerms(terms));
      const collection = options.collectionId === undefined ? [] : [options.collectionId];
      const inCollection = options.collectionId === undefined ? "" : "AND documents.collection_id = ?";
      if (!options.documentIds?.length) {
        // Fast path (npm run bench: 128 → ~40 ms p50 at 100k chunks). Ranking inside FTS5 first
        // and joining only the best rows avoids loading the text of every matching chunk (tens of
        // thousands for a common word) just to sort them. Headroom for chunks of documents that
        // are not ready, or of other library collections (as many times more as the library is
        // larger than the collection): those of the wanted ones among the best overall are the
        // best wanted ones, so the answer is exact whenever enough of them remain; otherwise the
        // query below runs.
        const headroom = 4 * (options.collectionId === undefined ? 1 : spreadOf(options.collectionId));
        const ranked = prepared(
          `WITH ranked AS (SELECT rowid, bm25(chunks_fts) AS score FROM chunks_fts WHERE chunks_fts MATCH ? ORDER BY score LIMIT ?)
             SELECT chunks.*, documents.filename AS filename, -ranked.score AS bm25
             FROM ranked JOIN chunks ON chunks.rowid = ranked.rowid JOIN documents ON documents.id = chunks.doc_id
             WHERE documents.status = 'ready' ${inCollection} ORDER BY ranked.score LIMIT ?`,
        ).all(match, options.limit * headroom, ...collection, options.limit) as (ChunkRow & { filename: string; bm25: number })[];
        if (ranked.length === options.limit) return ranked.map(({ bm25, ...chunk }) => ({ chunk, bm25 }));
      }
      if (options.documentIds?.length) {
        const ranged = searchDocumentRanges(match, options.documentIds, options.collectionId, options.limit);
        if (ranged) return ranged;
      }
      // Every matching row is scored and filtered, but only ids and scores go through the sort;
      // the text is read for the best rows alone.
      const filter = options.documentIds?.length ? `AND chunks.doc_id IN (${options.documentIds.map(() => "?").join(",")})` : "";
      const rows = prepared(
        `WITH ranked AS (
             SELECT chunks_fts.rowid AS rowid, bm25(chunks_fts) AS score FROM chunks_fts
             JOIN chunks ON chunks.rowid = chunks_fts.rowid JOIN documents ON documents.id = chunks.doc_id
             WHERE chunks_fts MATCH ? AND documents.status = 'ready' ${filter} ${inCollection}
             ORDER BY score LIMIT ?)
           SELECT chunks.*, documents.filename AS filename, -ranked.score AS bm25
           FROM ranked JOIN chunks ON chunks.rowid = ranked.rowid JOIN documents ON documents.id = chunks.doc_id
           ORDER BY ranked.score`,
      ).all(match, ...(options.documentIds ?? []), ...collection, options.limit) as (ChunkRow & { filename: string; bm25: number })[];
      return rows.map(({ bm25, ...chunk }) => ({ chunk, bm25 }));
    },
  };
}
