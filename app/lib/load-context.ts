/**
 * What page loaders may read from the server (passed by server/http/app.ts). Types only: the
 * browser bundle never imports server code.
 */
import type { DocumentView, DocumentViewQuery } from "./document-view";
import type { ChatResponse } from "./response";

export interface DocumentSummary {
  id: string;
  filename: string;
  type: string;
  size: number;
  pages: number | null;
  sheets: number | null;
  chunk_count: number;
  status: "queued" | "parsing" | "indexing" | "ready" | "failed";
  stage: string | null;
  progress: number;
  error: string | null;
  vectors_done: number;
  vector_progress: number;
  /** One line saying what the document is about, made at ingestion; null until then. */
  description?: string | null;
  /** How many passages carry instructions to an assistant (Docent does not follow them); 0 when none. */
  flagged_chunks?: number;
  /** Its library collection and tags (docs/architecture.md, "Collections and tags"). */
  collection_id?: string;
  tags?: string[];
  created_at: string;
}

export interface ConversationSummary {
  id: string;
  title: string;
  /** The library collection it searches. */
  collection_id?: string;
  created_at: string;
  updated_at: string;
}

export interface MessageView {
  id: string;
  role: "user" | "assistant";
  content: string;
  status: "complete" | "interrupted" | "failed";
  response: ChatResponse | null;
  created_at: string;
}

export type DocentLoadContext = {
  docent: {
    mode: "offline" | "llm";
    webEnabled: boolean;
    tracingEnabled: boolean;
    embeddingModel: string;
    chatModel: string | null;
    listDocuments(): Promise<DocumentSummary[]>;
    listConversations(): Promise<ConversationSummary[]>;
    getConversation(id: string): Promise<(ConversationSummary & { messages: MessageView[] }) | null>;
    /** The viewer's data for one cited passage: null when the document is gone, undefined when the passage is. */
    viewDocument(id: string, chunkId: string, query: DocumentViewQuery): Promise<DocumentView | null | undefined>;
    /** The document's name and type, or null when it was deleted. */
    findDocument(id: string): Promise<{ id: string; filename: string; type: string } | null>;
  };
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends DocentLoadContext {}
}
