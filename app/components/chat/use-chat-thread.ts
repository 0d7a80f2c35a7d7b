/**
 * One conversation's turns and the answer being streamed into it. The stream is cancelled when
 * the user stops it, switches conversation or leaves the page, so the server stops working too.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ChatStreamError, streamChat } from "~/lib/chat-stream";
import type { AnswerStyle, ChatEvent, ChatResponse } from "~/lib/response";
import type { ChatTurn } from "./chat-types";

let localIdCounter = 0;
// crypto.randomUUID is missing on plain-http LAN addresses; a local counter is enough here.
function localId(prefix: string) {
  localIdCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${localIdCounter}`;
}

/** How long a Stop pressed before the new chat was named waits for its name before closing the stream. */
const stopWaitForNameMs = 5000;

export interface AskOptions {
  style: AnswerStyle;
  documentIds: string[] | undefined;
  /** The library collection a new chat searches, and tags narrowing it (any of them). */
  collectionId?: string;
  tags?: string[];
}

export function useChatThread(options: {
  conversationId: string | null;
  turns: ChatTurn[];
  /** The server started a new conversation for this question (before any answer text). */
  onConversationStarted: (conversationId: string) => void;
  /** `createdConversation`: the answer created a conversation that was not announced before. */
  onAnswered: (response: ChatResponse, createdConversation: boolean) => void;
  /** Called after every attempt, answered or not (a stopped answer may still have been saved). */
  onSettled: () => void;
}) {
  const [conversationId, setConversationId] = useState(options.conversationId);
  const [turns, setTurns] = useState(options.turns);
  const [streaming, setStreaming] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const conversationIdRef = useRef(conversationId);
  conversationIdRef.current = conversationId;
  const onAnsweredRef = useRef(options.onAnswered);
  onAnsweredRef.current = options.onAnswered;
  const onConversationStartedRef = useRef(options.onConversationStarted);
  onConversationStartedRef.current = options.onConversationStarted;
  const onSettledRef = useRef(options.onSettled);
  onSettledRef.current = options.onSettled;

  const updateTurn = useCallback((id: string, update: (turn: ChatTurn) => ChatTurn) => {
    setTurns((current) => current.map((turn) => (turn.id === id ? update(turn) : turn)));
  }, []);

  // The request keeping a stopped answer stopped (see keepStopped); the next question waits for it,
  // so it can never be taken for the answer to an identical question asked right after.
  const pendingStopRef = useRef<Promise<unknown> | null>(null);
  // How the answer being written is stopped (set by each ask; plain abort when none is running).
  const stopRef = useRef<(() => void) | null>(null);
  const stop = useCallback(() => {
    if (stopRef.current) stopRef.current();
    else abortRef.current?.abort();
  }, []);

  const reset = useCallback((nextConversationId: string | null, nextTurns: ChatTurn[]) => {
    abortRef.current?.abort();
    abortRef.current = null;
    stopRef.current = null;
    setStreaming(false);
    setConversationId(nextConversationId);
    conversationIdRef.current = nextConversationId;
    setTurns(nextTurns);
  }, []);

  useEffect(() => () => abortRef.current?.abort(), []);

  const ask = useCallback(
    async (question: string, askOptions: AskOptions) => {
      const message = question.trim();
      if (!message || abortRef.current) return;
      const assistantId = localId("answer");
      setTurns((current) => [
        ...current,
        { id: localId("question"), role: "user", content: message, status: "complete", response: null, stages: [], error: null },
        { id: assistantId, role: "assistant", content: "", status: "streaming", response: null, stages: [], error: null },
      ]);
      const abort = new AbortController();
      abortRef.current = abort;
      setStreaming(true);
      const startedIn = conversationIdRef.current;
      let finished = false;
      let announced = false;
      let named = false;
      let stopRequested = false;
      // The text shown so far, which a stopped answer keeps.
      let shown = "";
      // Stop may reach the server after a quick answer was already stored complete (a slow
      // network): the server is then told to keep it as stopped, with what the page showed.
      const keepStopped = (id: string | null) => {
        if (!id || finished) return;
        pendingStopRef.current = fetch(`/api/conversations/${encodeURIComponent(id)}/interrupt`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ question: message, shown }),
          keepalive: true,
        }).catch(() => undefined);
      };
      stopRef.current = () => {
        if (named || startedIn) {
          abort.abort();
          return keepStopped(conversationIdRef.current ?? startedIn);
        }
        // Stopped before the server named the new chat (a slow network): it holds the question
        // already, so the stream stays open until its name arrives (or a few seconds pass), and
        // the stopped chat can be reopened; the answer shows as stopped at once.
        stopRequested = true;
        updateTurn(assistantId, (turn) => (turn.status === "streaming" ? { ...turn, status: "interrupted" } : turn));
        setTimeout(() => abort.abort(), stopWaitForNameMs);
      };

      const onEvent = (event: ChatEvent) => {
        if (abort.signal.aborted || (stopRequested && event.type !== "conversation-start")) return;
        switch (event.type) {
          case "conversation-start":
            // Known before any answer text: a stopped first answer still leaves a chat to go back to.
            setConversationId(event.conversation_id);
            conversationIdRef.current = event.conversation_id;
            named = true;
            if (event.conversation_id !== startedIn) {
              announced = true;
              onConversationStartedRef.current(event.conversation_id);
            }
            if (stopRequested) {
              abort.abort();
              keepStopped(event.conversation_id);
            }
            break;
          case "stage-start":
            updateTurn(assistantId, (turn) => ({
              ...turn,
              stages: [...turn.stages.filter((stage) => stage.stage !== event.stage), { stage: event.stage, status: "running", ms: null }],
            }));
            break;
          case "stage-end":
            updateTurn(assistantId, (turn) => ({
              ...turn,
              stages: turn.stages.some((stage) => stage.stage === event.stage)
                ? turn.stages.map((stage) => (stage.stage === event.stage ? { ...stage, status: "done", ms: event.ms } : stage))
                : [...turn.stages, { stage: event.stage, status: "done", ms: event.ms }],
            }));
            break;
          case "answer-delta":
            shown += event.text;
            updateTurn(assistantId, (turn) => ({ ...turn, content: turn.content + event.text }));
            break;
          case "answer-reset":
            // The streamed text was withdrawn (a rejected draft, or replaced by the final answer).
            shown = "";
            updateTurn(assistantId, (turn) => ({ ...turn, content: "", revised: true }));
            break;
          case "answer-end":
            finished = true;
            updateTurn(assistantId, (turn) => ({ ...turn, content: event.response.answer, response: event.response, status: "complete" }));
            setConversationId(event.response.conversation_id);
            conversationIdRef.current = event.response.conversation_id;
            onAnsweredRef.current(event.response, !announced && startedIn !== event.response.conversation_id);
            break;
          case "error":
            finished = true;
            updateTurn(assistantId, (turn) => ({ ...turn, status: "failed", error: event.message }));
            break;
        }
      };

      try {
        await pendingStopRef.current;
        await streamChat(
          {
            message,
            conversation_id: startedIn ?? undefined,
            style: askOptions.style,
            document_ids: askOptions.documentIds,
            // An existing chat keeps its own collection (the server knows it).
            collection_id: startedIn ? undefined : askOptions.collectionId,
            tags: askOptions.tags?.length ? { any: askOptions.tags } : undefined,
          },
          { signal: abort.signal, onEvent },
        );
        if (!finished && !abort.signal.aborted && !stopRequested) {
          updateTurn(assistantId, (turn) => ({
            ...turn,
            status: "failed",
            error: "The answer stopped before it was finished. Please try again.",
          }));
        }
      } catch (error) {
        if (abort.signal.aborted) {
          updateTurn(assistantId, (turn) => (turn.status === "streaming" ? { ...turn, status: "interrupted" } : turn));
        } else {
          const text =
            error instanceof ChatStreamError ? error.message : "Something went wrong while reading the answer. Please try again.";
          if (!(error instanceof ChatStreamError)) console.error("Docent: chat stream failed", error);
          updateTurn(assistantId, (turn) => ({ ...turn, status: "failed", error: text }));
        }
      } finally {
        if (abortRef.current === abort) {
          abortRef.current = null;
          stopRef.current = null;
          setStreaming(false);
        }
        onSettledRef.current();
      }
    },
    [updateTurn],
  );

  return { conversationId, turns, streaming, ask, stop, reset };
}
