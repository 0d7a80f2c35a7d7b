/** Conversations and messages on PostgreSQL: the same interface and answers as stores/conversations.ts. */
import { now } from "../db";
import { messageFromRow, type ConversationRow, type ConversationStore, type MessageRow } from "../conversations";
import { inTransaction, type Pool } from "./database";

const conversationColumns = "id, title, collection_id, created_at, updated_at";

export function createPostgresConversationStore(pool: Pool): ConversationStore {
  return {
    async createConversation(input) {
      const stamp = now();
      await pool.query("INSERT INTO conversations (id, title, created_at, updated_at, collection_id) VALUES ($1, $2, $3, $3, $4)", [
        input.id,
        input.title,
        stamp,
        input.collection_id ?? "default",
      ]);
    },
    async getConversation(id) {
      return (await pool.query<ConversationRow>(`SELECT ${conversationColumns} FROM conversations WHERE id = $1`, [id])).rows[0];
    },
    async listConversations(collectionId) {
      const inCollection = collectionId === undefined ? "" : "WHERE collection_id = $1";
      const { rows } = await pool.query<ConversationRow>(
        `SELECT ${conversationColumns} FROM conversations ${inCollection} ORDER BY updated_at DESC, seq DESC`,
        collectionId === undefined ? [] : [collectionId],
      );
      return rows;
    },
    async deleteConversation(id) {
      return ((await pool.query("DELETE FROM conversations WHERE id = $1", [id])).rowCount ?? 0) > 0;
    },
    async retitleConversation(id, title) {
      await pool.query("UPDATE conversations SET title = $1 WHERE id = $2", [title, id]);
    },
    async addMessage(input) {
      const stamp = now();
      await inTransaction(pool, async (client) => {
        await client.query(
          `INSERT INTO messages (id, conversation_id, role, content, response_json, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            input.id,
            input.conversation_id,
            input.role,
            input.content,
            input.response ? JSON.stringify(input.response) : null,
            input.status ?? "complete",
            stamp,
          ],
        );
        await client.query("UPDATE conversations SET updated_at = $1 WHERE id = $2", [stamp, input.conversation_id]);
      });
    },
    async interruptAnswer(conversationId, question, shown) {
      return inTransaction(pool, async (client) => {
        const asked = await client.query<{ seq: string }>(
          `SELECT seq FROM messages WHERE conversation_id = $1 AND role = 'user' AND content = $2 ORDER BY created_at DESC, seq DESC LIMIT 1`,
          [conversationId, question],
        );
        if (!asked.rows[0]) return false;
        const answer = await client.query<{ id: string; status: string }>(
          `SELECT id, status FROM messages WHERE conversation_id = $1 AND role = 'assistant' AND seq > $2 ORDER BY seq LIMIT 1 FOR UPDATE`,
          [conversationId, asked.rows[0].seq],
        );
        const found = answer.rows[0];
        if (!found || found.status === "failed") return false;
        await client.query("UPDATE messages SET status = 'interrupted', content = $1, response_json = NULL WHERE id = $2", [
          shown,
          found.id,
        ]);
        return true;
      });
    },
    async listMessages(conversationId) {
      const { rows } = await pool.query<MessageRow>(
        `SELECT id, conversation_id, role, content, response_json, status, created_at FROM messages
         WHERE conversation_id = $1 ORDER BY created_at, seq`,
        [conversationId],
      );
      return rows.map(messageFromRow);
    },
  };
}
