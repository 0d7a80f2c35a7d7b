/**
 * SQLite (better-sqlite3) for app state: documents, chunks + the FTS5 lexical index, jobs,
 * conversations and messages. WAL mode so a kill never corrupts the file. Migrations are
 * numbered and run in one transaction each; a failed migration stops start-up.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export type Db = Database.Database;

/** Append-only: never edit a released migration, add a new one. */
const migrations: string[] = [
  `
  CREATE TABLE documents (
    id TEXT PRIMARY KEY,
    filename TEXT NOT NULL,
    type TEXT NOT NULL,
    size INTEGER NOT NULL,
    sha256 TEXT NOT NULL UNIQUE,
    stored_name TEXT NOT NULL,
    pages INTEGER,
    sheets INTEGER,
    chunk_count INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL CHECK (status IN ('queued','parsing','indexing','ready','failed')),
    stage TEXT,
    progress REAL NOT NULL DEFAULT 0,
    error TEXT,
    error_category TEXT,
    vectors_done INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE chunks (
    rowid INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    chunk_index INTEGER NOT NULL,
    text TEXT NOT NULL,
    page INTEGER,
    sheet TEXT,
    rows TEXT,
    heading TEXT,
    -- Id of the embedding model whose Chroma collection holds this chunk's vector (NULL: none yet).
    vector_model TEXT
  );
  CREATE INDEX chunks_doc ON chunks(doc_id, chunk_index);
  CREATE INDEX chunks_pending_vectors ON chunks(vector_model);

  -- External-content FTS5 index over chunks.text (BM25 via bm25()). Porter stemming for English.
  CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content='chunks', content_rowid='rowid', tokenize='porter unicode61 remove_diacritics 2');
  CREATE TRIGGER chunks_ai AFTER INSERT ON chunks BEGIN
    INSERT INTO chunks_fts(rowid, text) VALUES (new.rowid, new.text);
  END;
  CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN
    INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.rowid, old.text);
  END;

  CREATE TABLE jobs (
    id TEXT PRIMARY KEY,
    doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('queued','running','done','failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    error TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX jobs_status ON jobs(status, created_at);

  CREATE TABLE conversations (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );

  CREATE TABLE messages (
    id TEXT PRIMARY KEY,
    conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    role TEXT NOT NULL CHECK (role IN ('user','assistant')),
    content TEXT NOT NULL,
    -- The full response (docs/architecture.md#responder) for assistant messages (JSON, validated on read).
    response_json TEXT,
    status TEXT NOT NULL CHECK (status IN ('complete','interrupted','failed')),
    created_at TEXT NOT NULL
  );
  CREATE INDEX messages_conversation ON messages(conversation_id, created_at);
  `,
  // 2: stored web results and the keyword index (docs/architecture.md#the-web-step; queries in stores/web-results.ts).
  `
  CREATE TABLE web_results (
    id TEXT PRIMARY KEY,
    question TEXT NOT NULL,
    query TEXT NOT NULL,
    answer TEXT NOT NULL,
    citations_json TEXT NOT NULL,
    model TEXT NOT NULL,
    embedding_model TEXT,
    -- Float32 vector of the question, for recall by embedding.
    embedding BLOB,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL
  );
  CREATE INDEX web_results_expiry ON web_results(expires_at, created_at);

  CREATE TABLE keywords (
    id INTEGER PRIMARY KEY,
    -- Case/space-normalised, so duplicates merge into one row.
    normalized TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );

  CREATE TABLE web_queries (
    id INTEGER PRIMARY KEY,
    text TEXT NOT NULL,
    normalized TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );

  CREATE TABLE keyword_links (
    keyword_id INTEGER NOT NULL REFERENCES keywords(id) ON DELETE CASCADE,
    web_result_id TEXT NOT NULL REFERENCES web_results(id) ON DELETE CASCADE,
    query_id INTEGER NOT NULL REFERENCES web_queries(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    PRIMARY KEY (keyword_id, web_result_id, query_id)
  );
  CREATE INDEX keyword_links_result ON keyword_links(web_result_id);
  CREATE INDEX keyword_links_query ON keyword_links(query_id);
  `,
  // 3: how many chunks hold each indexed (stemmed) term, read by the lexical search to leave out
  // words so common that scoring them costs more than they tell (stores/chunks.ts).
  `
  CREATE VIRTUAL TABLE chunks_vocab USING fts5vocab(chunks_fts, 'row');
  `,
  // 4: typed tables extracted at ingestion (sheets, CSV, DOCX tables) and their rows, removed with
  // their document (stores/tables.ts; docs/architecture.md, "Tables").
  `
  CREATE TABLE doc_tables (
    id TEXT PRIMARY KEY,
    doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    table_index INTEGER NOT NULL,
    name TEXT NOT NULL,
    sheet TEXT,
    source TEXT NOT NULL CHECK (source IN ('sheet','csv','docx')),
    header_row INTEGER NOT NULL,
    -- [{name, type, unit?}] in column order.
    columns_json TEXT NOT NULL,
    row_count INTEGER NOT NULL
  );
  CREATE INDEX doc_tables_doc ON doc_tables(doc_id, table_index);

  CREATE TABLE doc_table_rows (
    table_id TEXT NOT NULL REFERENCES doc_tables(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    -- Row number as shown in the sheet or file.
    row_number INTEGER NOT NULL,
    -- Typed values in column order (numbers, ISO dates, text, null).
    values_json TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
  ) WITHOUT ROWID;
  `,
  // 5: chunks that carry instructions aimed at an AI, found at ingestion (server/core/injection).
  // They stay searchable; retrieval marks them, prompts fence them, citations say so.
  `
  ALTER TABLE chunks ADD COLUMN injection_flagged INTEGER NOT NULL DEFAULT 0;
  `,
  // 6: a summary and a one-line description per document, made at ingestion, and the model's
  // summary cached per document and model (stores/summaries.ts; docs/architecture.md, "Summaries").
  `
  CREATE TABLE doc_summaries (
    doc_id TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
    description TEXT NOT NULL,
    -- [{text, chunk_id, page, sheet}] in document order.
    sentences_json TEXT NOT NULL,
    llm_model TEXT,
    -- [{text, chunk_id, page, sheet}]: the model's summary sentences, each with the passage it cites.
    llm_sentences_json TEXT,
    created_at TEXT NOT NULL
  );
  `,
  // 7: library collections (stores/collections.ts; docs/architecture.md, "Collections and tags"): a
  // default one always there, a document's collection and tags, a conversation's and a web answer's
  // collection. No REFERENCES on the added columns: SQLite refuses a non-NULL default there; the
  // store checks the id instead.
  `
  CREATE TABLE collections (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    instructions TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE UNIQUE INDEX collections_name ON collections(name COLLATE NOCASE);
  INSERT INTO collections (id, name, created_at, updated_at)
    VALUES ('default', 'My documents', strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  ALTER TABLE documents ADD COLUMN collection_id TEXT NOT NULL DEFAULT 'default';
  CREATE INDEX documents_collection ON documents(collection_id, status);
  CREATE TABLE document_tags (
    doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    tag TEXT NOT NULL,
    PRIMARY KEY (doc_id, tag)
  ) WITHOUT ROWID;
  CREATE INDEX document_tags_tag ON document_tags(tag, doc_id);
  ALTER TABLE conversations ADD COLUMN collection_id TEXT NOT NULL DEFAULT 'default';
  ALTER TABLE web_results ADD COLUMN collection_id TEXT NOT NULL DEFAULT 'default';
  `,
  // 8: tables found in PDFs (ingest/tables/pdf-tables.ts): doc_tables.source may be 'pdf'. SQLite
  // cannot change a CHECK, so both tables are rebuilt and their rows copied; the rows table goes
  // first, so dropping the old doc_tables cascades to nothing.
  `
  CREATE TABLE doc_tables_next (
    id TEXT PRIMARY KEY,
    doc_id TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    table_index INTEGER NOT NULL,
    name TEXT NOT NULL,
    sheet TEXT,
    source TEXT NOT NULL CHECK (source IN ('sheet','csv','docx','pdf')),
    header_row INTEGER NOT NULL,
    columns_json TEXT NOT NULL,
    row_count INTEGER NOT NULL
  );
  INSERT INTO doc_tables_next (id, doc_id, table_index, name, sheet, source, header_row, columns_json, row_count)
    SELECT id, doc_id, table_index, name, sheet, source, header_row, columns_json, row_count FROM doc_tables;
  CREATE TABLE doc_table_rows_next (
    table_id TEXT NOT NULL REFERENCES doc_tables_next(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    row_number INTEGER NOT NULL,
    values_json TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
  ) WITHOUT ROWID;
  INSERT INTO doc_table_rows_next (table_id, seq, row_number, values_json)
    SELECT table_id, seq, row_number, values_json FROM doc_table_rows;
  DROP TABLE doc_table_rows;
  DROP TABLE doc_tables;
  ALTER TABLE doc_tables_next RENAME TO doc_tables;
  ALTER TABLE doc_table_rows_next RENAME TO doc_table_rows;
  CREATE INDEX doc_tables_doc ON doc_tables(doc_id, table_index);
  `,
  // 9: custom instructions for the assistant (stores/instructions.ts; docs/architecture.md,
  // "Conversation"): one row per scope, 'global' for the whole library (a collection's id later).
  `
  CREATE TABLE assistant_instructions (
    scope TEXT PRIMARY KEY,
    text TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
  // 10: the document list counts each document's flagged passages; without this index that count
  // read every chunk of every document on each listing (~44 ms at 100k chunks, on every question).
  `
  CREATE INDEX chunks_flagged ON chunks(doc_id) WHERE injection_flagged = 1;
  `,
  // 11: facts about the stored data as a whole, by key (stores/store-state.ts): which injection
  // detector made the stored chunks.injection_flagged verdicts (ingest/injection-rejudge.ts).
  `
  CREATE TABLE store_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  `,
  // 12: what the parser learned beside the text (core/parse-notes.ts: a PDF's metadata title, a Word
  // file's review comments), JSON, so a summary made again after start-up still describes them.
  `
  ALTER TABLE documents ADD COLUMN parse_notes TEXT;
  `,
];

export function openDb(file: string): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  migrate(db);
  return db;
}

function migrate(db: Db) {
  const current = db.pragma("user_version", { simple: true }) as number;
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

export function checkDb(db: Db): boolean {
  return (db.prepare("SELECT 1 AS ok").get() as { ok: number } | undefined)?.ok === 1;
}

export const now = () => new Date().toISOString();
