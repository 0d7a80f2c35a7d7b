/**
 * The shapes every layer shares: what a chunk carries, what a search returns, a turn of a
 * conversation, and what "high" and "medium" mean for an embedding model's scores.
 */

export type Mode = "offline" | "llm";

/** Metadata stored with every chunk (docs/architecture.md#chunks). */
export interface ChunkMetadata {
  doc_id: string;
  filename: string;
  chunk_index: number;
  page?: number | null;
  sheet?: string | null;
  rows?: string | null;
  heading?: string | null;
  /** Set on the rows a table answer was computed over (answerers/table.ts, table-sql.ts): cited, never searched, so no score. */
  computed?: boolean;
}

export interface RetrievedChunk {
  chunk_id: string;
  text: string;
  metadata: ChunkMetadata;
  /** Cosine similarity 1 - distance (the score users see); null when the chunk has no vector yet. */
  score: number | null;
  /** Normalised BM25 (0..1 within this query), for fusion and offline confidence. */
  lexical_score: number;
  /** The fused ranking score the list is sorted by. */
  fused_score: number;
  kind: "document" | "web";
  /** For web results: the URLs the stored web answer cited. */
  web_urls?: { url: string; title?: string }[];
  /** Ingestion found instructions aimed at an AI in this passage (docs/architecture.md, "Defences"). */
  injection_flagged?: boolean;
  /** `injection_flagged` is the verdict stored at ingestion (core/injection/passages.ts): no need to judge the text again. */
  injection_judged?: boolean;
}

export interface ConversationTurn {
  question: string;
  answer: string;
  /** The answer was small talk ("Hello! I'm Docent…"): nothing a follow-up could shorten, quote or expand. */
  smallTalk?: boolean;
  /** The answer was computed from a table: a follow-up read through it ("and in 2022?") stays with that table. */
  fromTable?: boolean;
}

/** Per-embedding-model calibration (docs/architecture.md#confidence): what "high" and "medium" mean for its cosine scale. */
export interface ConfidenceThresholds {
  high: number;
  medium: number;
}
