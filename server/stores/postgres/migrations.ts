/**
 * The PostgreSQL schema, the same tables and columns as SQLite's (stores/db.ts) so both stores
 * answer alike: timestamps are ISO-8601 text (they sort as they read), ids text, `seq` an
 * insertion order where SQLite breaks ties by rowid. Append-only: never edit a released
 * migration, add a new one. Run in order under an advisory lock (database.ts). The keyword index's
 * columns on `chunks` are added by keyword-index.ts (they depend on POSTGRES_SEARCH_LANGUAGE).
 */
const nowText = `to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const postgresMigrations: string[] = [
  `
  CREATE TABLE collections (
    id text PRIMARY KEY,
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    instructions text NOT NULL DEFAULT '',
    created_at text NOT NULL,
    updated_at text NOT NULL,
    seq bigint GENERATED ALWAYS AS IDENTITY
  );
  CREATE UNIQUE INDEX collections_name ON collections (lower(name));
  INSERT INTO collections (id, name, created_at, updated_at) VALUES ('default', 'My documents', ${nowText}, ${nowText});

  CREATE TABLE documents (
    id text PRIMARY KEY,
    filename text NOT NULL,
    type text NOT NULL,
    size bigint NOT NULL,
    sha256 text NOT NULL UNIQUE,
    stored_name text NOT NULL,
    pages integer,
    sheets integer,
    chunk_count integer NOT NULL DEFAULT 0,
    status text NOT NULL CHECK (status IN ('queued','parsing','indexing','ready','failed')),
    stage text,
    progress double precision NOT NULL DEFAULT 0,
    error text,
    error_category text,
    vectors_done integer NOT NULL DEFAULT 0,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    collection_id text NOT NULL DEFAULT 'default',
    seq bigint GENERATED ALWAYS AS IDENTITY
  );
  CREATE INDEX documents_collection ON documents (collection_id, status);
  CREATE INDEX documents_order ON documents (created_at, seq);

  CREATE TABLE document_tags (
    doc_id text NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    tag text NOT NULL,
    PRIMARY KEY (doc_id, tag)
  );
  CREATE INDEX document_tags_tag ON document_tags (tag, doc_id);

  CREATE TABLE chunks (
    rowid bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id text NOT NULL UNIQUE,
    doc_id text NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    chunk_index integer NOT NULL,
    text text NOT NULL,
    page integer,
    sheet text,
    rows text,
    heading text,
    vector_model text,
    injection_flagged integer NOT NULL DEFAULT 0
  );
  CREATE INDEX chunks_doc ON chunks (doc_id, chunk_index);
  CREATE INDEX chunks_pending_vectors ON chunks (vector_model);
  CREATE INDEX chunks_flagged ON chunks (doc_id) WHERE injection_flagged = 1;

  CREATE TABLE doc_summaries (
    doc_id text PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
    description text NOT NULL,
    sentences_json text NOT NULL,
    llm_model text,
    llm_sentences_json text,
    created_at text NOT NULL
  );

  -- lease_until: a running job whose lease passed was left by an instance that died (stores/postgres/jobs.ts).
  CREATE TABLE jobs (
    id text PRIMARY KEY,
    doc_id text NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    kind text NOT NULL,
    status text NOT NULL CHECK (status IN ('queued','running','done','failed')),
    attempts integer NOT NULL DEFAULT 0,
    error text,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    lease_until timestamptz,
    seq bigint GENERATED ALWAYS AS IDENTITY
  );
  CREATE INDEX jobs_status ON jobs (status, created_at, seq);

  CREATE TABLE conversations (
    id text PRIMARY KEY,
    title text NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    collection_id text NOT NULL DEFAULT 'default',
    seq bigint GENERATED ALWAYS AS IDENTITY
  );
  CREATE INDEX conversations_order ON conversations (collection_id, updated_at);

  CREATE TABLE messages (
    id text PRIMARY KEY,
    conversation_id text NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    role text NOT NULL CHECK (role IN ('user','assistant')),
    content text NOT NULL,
    response_json text,
    status text NOT NULL CHECK (status IN ('complete','interrupted','failed')),
    created_at text NOT NULL,
    seq bigint GENERATED ALWAYS AS IDENTITY
  );
  CREATE INDEX messages_conversation ON messages (conversation_id, created_at, seq);

  CREATE TABLE web_results (
    id text PRIMARY KEY,
    question text NOT NULL,
    query text NOT NULL,
    answer text NOT NULL,
    citations_json text NOT NULL,
    model text NOT NULL,
    embedding_model text,
    embedding bytea,
    created_at text NOT NULL,
    expires_at text NOT NULL,
    collection_id text NOT NULL DEFAULT 'default'
  );
  CREATE INDEX web_results_expiry ON web_results (expires_at, created_at);

  CREATE TABLE keywords (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    normalized text NOT NULL UNIQUE,
    created_at text NOT NULL
  );
  CREATE TABLE web_queries (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    text text NOT NULL,
    normalized text NOT NULL UNIQUE,
    created_at text NOT NULL
  );
  CREATE TABLE keyword_links (
    keyword_id integer NOT NULL REFERENCES keywords(id) ON DELETE CASCADE,
    web_result_id text NOT NULL REFERENCES web_results(id) ON DELETE CASCADE,
    query_id integer NOT NULL REFERENCES web_queries(id) ON DELETE CASCADE,
    created_at text NOT NULL,
    PRIMARY KEY (keyword_id, web_result_id, query_id)
  );
  CREATE INDEX keyword_links_result ON keyword_links (web_result_id);
  CREATE INDEX keyword_links_query ON keyword_links (query_id);

  CREATE TABLE assistant_instructions (
    scope text PRIMARY KEY,
    text text NOT NULL,
    updated_at text NOT NULL
  );

  CREATE TABLE store_state (
    key text PRIMARY KEY,
    value text NOT NULL,
    updated_at text NOT NULL
  );
  `,
  // What the parser learned beside the text (core/parse-notes.ts), as SQLite's migration 12.
  `
  ALTER TABLE documents ADD COLUMN parse_notes text;
  `,
];
