/** The list of conversations in the side panel, refreshed from GET /api/conversations. */
import { useCallback, useState } from "react";
import { readApiError } from "~/lib/chat-stream";
import type { ConversationSummary } from "~/lib/load-context";

export function useConversationList(initial: ConversationSummary[]) {
  const [conversations, setConversations] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/api/conversations", { headers: { Accept: "application/json" } });
      if (!response.ok) throw await readApiError(response);
      const body = (await response.json()) as { conversations: ConversationSummary[] };
      setConversations(body.conversations);
      setError(null);
    } catch (error) {
      setError(error instanceof Error ? error.message : "The conversation list could not be loaded.");
    }
  }, []);

  /** Takes it off the list at once, then deletes it on the server (already gone counts as deleted). */
  const remove = async (conversation: ConversationSummary) => {
    setConversations((current) => current.filter((item) => item.id !== conversation.id));
    try {
      const response = await fetch(`/api/conversations/${encodeURIComponent(conversation.id)}`, { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw await readApiError(response);
    } catch (error) {
      setError(`Could not delete “${conversation.title}”: ${error instanceof Error ? error.message : "the server did not answer"}`);
    }
  };

  return { conversations, error, refresh, remove };
}
