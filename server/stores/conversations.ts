/**
 * Conversations and messages. A complete assistant message carries the full response
 * (app/lib/response.ts `ChatResponse`); an unfinished one has none: `interrupted` keeps the text
 * the person saw before stopping it, `failed` a sentence saying the answer failed
 * (pipeline/orchestrator.ts). Only complete answers are used as conversation history.
 */
import { ChatResponse } from "~/lib/response";
import { now, type Db } from "./db";

export interface ConversationRow {
  id: string;
  title: string;
  /** The library collection it searches (docs/architecture.md, "Collections and tags"; migration 7). */
  collection_id: string;
  created_at: string;
  updated_at: string;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  role: "user" | "assistant";
  content: string;
  response_json: string | null;
  status: "complete" | "interrupted" | "failed";
  created_at: string;
}

export interface StoredMessage extends Omit<MessageRow, "response_json"> {
  response: ChatResponse | null;
}

export interface NewMessage {
  id: string;
  conversation_id: string;
  role: "user" | "assistant";
  content: string;
  response?: ChatResponse | null;
  status?: StoredMessage["status"];
}

/** Conversations and messages: one interface, SQLite below (PostgreSQL in stores/postgres/). */
export interface ConversationStore {
  createConversation(input: { id: string; title: string; collection_id?: string }): Promise<void>;
  getConversation(id: string): Promise<ConversationRow | undefined>;
  /** Newest first; only one library collection's when `collectionId` is given. */
  listConversations(collectionId?: string): Promise<ConversationRow[]>;
  deleteConversation(id: string): Promise<boolean>;
  /** Renames it (a chat opened with "hi" is named by its first real question). */
  retitleConversation(id: string, title: string): Promise<void>;
  /** Adds a message and touches its conversation, in one transaction. */
  addMessage(input: NewMessage): Promise<void>;
  /**
   * Keeps the answer to the latest `question` of a conversation as stopped, with the text the
   * person saw: Stop pressed on a slow network reaches the server after a quick answer was
   * stored complete, or after more text was sent than reached the page
   * (docs/architecture.md#the-stream). False when there is no such answer, or it failed.
   */
  interruptAnswer(conversationId: string, question: string, shown: string): Promise<boolean>;
  listMessages(conversationId: string): Promise<StoredMessage[]>;
}

/** A stored message as callers see it (both stores read rows this way). */
export function messageFromRow(row: MessageRow): StoredMessage {
  const { response_json, ...rest } = row;
  let response: ChatResponse | null = null;
  if (response_json) {
    // Stored JSON is a boundary too: a row written by an older version must not break the page.
    const parsed = ChatResponse.safeParse(JSON.parse(response_json));
    response = parsed.success ? parsed.data : null;
  }
  return { ...rest, response };
}

export function createConversationStore(db: Db): ConversationStore {
  return {
    async createConversation(input) {
      const stamp = now();
      db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, collection_id) VALUES (?, ?, ?, ?, ?)").run(
        input.id,
        input.title,
        stamp,
        stamp,
        input.collection_id ?? "default",
      );
    },
    async getConversation(id) {
      return db.prepare("SELECT * FROM conversations WHERE id = ?").get(id) as ConversationRow | undefined;
    },
    async listConversations(collectionId) {
      if (collectionId !== undefined)
        return db
          .prepare("SELECT * FROM conversations WHERE collection_id = ? ORDER BY updated_at DESC, rowid DESC")
          .all(collectionId) as ConversationRow[];
      return db.prepare("SELECT * FROM conversations ORDER BY updated_at DESC, rowid DESC").all() as ConversationRow[];
    },
    async deleteConversation(id) {
      return db.prepare("DELETE FROM conversations WHERE id = ?").run(id).changes > 0;
    },
    async retitleConversation(id, title) {
      db.prepare("UPDATE conversations SET title = ? WHERE id = ?").run(title, id);
    },
    async addMessage(input) {
      const stamp = now();
      db.transaction(() => {
        db.prepare(
          `INSERT INTO messages (id, conversation_id, role, content, response_json, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          input.id,
          input.conversation_id,
          input.role,
          input.content,
          input.response ? JSON.stringify(input.response) : null,
          input.status ?? "complete",
          stamp,
        );
        db.prepare("UPDATE conversations SET updated_at = ? WHERE id = ?").run(stamp, input.conversation_id);
      })();
    },
    async interruptAnswer(conversationId, question, shown) {
      const asked = db
        .prepare(
          "SELECT rowid FROM messages WHERE conversation_id = ? AND role = 'user' AND content = ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
        )
        .get(conversationId, question) as { rowid: number } | undefined;
      if (!asked) return false;
      const answer = db
        .prepare(
          `SELECT id, status FROM messages WHERE conversation_id = ? AND role = 'assistant' AND rowid > ?
           ORDER BY rowid LIMIT 1`,
        )
        .get(conversationId, asked.rowid) as { id: string; status: string } | undefined;
      if (!answer || answer.status === "failed") return false;
      db.prepare("UPDATE messages SET status = 'interrupted', content = ?, response_json = NULL WHERE id = ?").run(shown, answer.id);
      return true;
    },
    async listMessages(conversationId) {
      return (
        db.prepare("SELECT * FROM messages WHERE conversation_id = ? ORDER BY created_at, rowid").all(conversationId) as MessageRow[]
      ).map(messageFromRow);
    },
  };
}
