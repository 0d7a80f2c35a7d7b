/**
 * The chat thread kept in step with the URL ("/" or "/c/:id"): a new conversation gets its URL as
 * soon as the server has it, and another URL replaces the thread, except when the URL only caught
 * up with the conversation this thread just created.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { turnsFromMessages } from "./chat-types";
import { useChatThread } from "./use-chat-thread";
import type { MessageView } from "~/lib/load-context";

export interface RouteConversation {
  id: string;
  title: string;
  /** The library collection it belongs to (docs/architecture.md, "Collections and tags"). */
  collection_id?: string;
  messages: MessageView[];
}

export function useRouteThread(options: {
  /** The conversation named by the URL (null on "/"). */
  routeConversationId: string | null;
  routeConversation: RouteConversation | null;
  /** The conversation list may have changed (a conversation started, an answer settled). */
  onListChanged: () => Promise<void>;
  /** The thread was replaced by another conversation or a new one. */
  onLeave: () => void;
}) {
  const { routeConversationId, routeConversation, onLeave } = options;
  const navigate = useNavigate();
  const thread = useChatThread({
    conversationId: routeConversation ? routeConversationId : null,
    turns: turnsFromMessages(routeConversation?.messages ?? []),
    // A new chat gets its URL and its place in the list as soon as the server has it, not only
    // when the answer is done: stopping the first answer must not lose the conversation.
    onConversationStarted: (conversationId) => {
      navigate(`/c/${conversationId}`, { replace: true, preventScrollReset: true });
      void options.onListChanged();
    },
    onAnswered: (response, createdConversation) => {
      if (createdConversation) navigate(`/c/${response.conversation_id}`, { replace: true, preventScrollReset: true });
    },
    onSettled: () => void options.onListChanged(),
  });

  const previousRouteId = useRef(routeConversationId);
  const { reset, conversationId: threadConversationId } = thread;
  useEffect(() => {
    if (previousRouteId.current === routeConversationId) return;
    previousRouteId.current = routeConversationId;
    if (routeConversationId !== null && routeConversationId === threadConversationId) return;
    reset(routeConversation ? routeConversationId : null, turnsFromMessages(routeConversation?.messages ?? []));
    onLeave();
  }, [routeConversationId, routeConversation, threadConversationId, reset, onLeave]);

  const startNewConversation = () => {
    reset(null, []);
    onLeave();
    navigate("/");
  };

  return { thread, startNewConversation };
}
