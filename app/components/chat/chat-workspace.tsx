/**
 * The whole chat screen: conversations and documents on the side, the conversation and the
 * question box in the middle. It stays mounted while the URL moves between "/" and "/c/:id", so
 * an answer that just created a conversation is not re-rendered from scratch.
 */
import { useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { readApiError } from "~/lib/chat-stream";
import type { ConversationSummary, DocumentSummary, MessageView } from "~/lib/load-context";
import type { AnswerStyle } from "~/lib/response";
import { DocumentPanel } from "~/components/documents/document-panel";
import { useDocuments } from "~/components/documents/use-documents";
import { turnsFromMessages } from "./chat-types";
import { Composer } from "./composer";
import { ConversationList } from "./conversation-list";
import { EmptyState } from "./empty-state";
import { MessageList } from "./message-list";
import { ModeIndicator, type ModeInfo } from "./mode-indicator";
import { useChatThread } from "./use-chat-thread";

export interface RouteConversation {
  id: string;
  title: string;
  messages: MessageView[];
}

export function ChatWorkspace(props: {
  info: ModeInfo;
  documents: DocumentSummary[];
  conversations: ConversationSummary[];
  /** The conversation named by the URL (null on "/"). */
  routeConversationId: string | null;
  routeConversation: RouteConversation | null;
  children?: React.ReactNode;
}) {
  const navigate = useNavigate();
  const library = useDocuments(props.documents);
  const [conversations, setConversations] = useState(props.conversations);
  const [conversationError, setConversationError] = useState<string | null>(null);
  const [style, setStyle] = useState<AnswerStyle>("concise");
  const [selectedIds, setSelectedIds] = useState<Set<string>>(() => new Set());
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebarRef = useRef<HTMLButtonElement>(null);
  // On a phone the side panel covers the chat: move focus into it, and let Escape close it.
  useEffect(() => {
    if (!sidebarOpen) return;
    closeSidebarRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setSidebarOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [sidebarOpen]);
  // Marks the page as interactive (tests and slow devices: server HTML has no handlers yet).
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const refreshConversations = useCallback(async () => {
    try {
      const response = await fetch("/api/conversations", { headers: { Accept: "application/json" } });
      if (!response.ok) throw await readApiError(response);
      const body = (await response.json()) as { conversations: ConversationSummary[] };
      setConversations(body.conversations);
      setConversationError(null);
    } catch (error) {
      setConversationError(error instanceof Error ? error.message : "The conversation list could not be loaded.");
    }
  }, []);

  const thread = useChatThread({
    conversationId: props.routeConversation ? props.routeConversationId : null,
    turns: turnsFromMessages(props.routeConversation?.messages ?? []),
    // A new chat gets its URL and its place in the list as soon as the server has it, not only
    // when the answer is done: stopping the first answer must not lose the conversation.
    onConversationStarted: (conversationId) => {
      navigate(`/c/${conversationId}`, { replace: true, preventScrollReset: true });
      void refreshConversations();
    },
    onAnswered: (response, createdConversation) => {
      if (createdConversation) navigate(`/c/${response.conversation_id}`, { replace: true, preventScrollReset: true });
    },
    onSettled: () => void refreshConversations(),
  });

  // Follow the URL: another conversation (or "/") replaces the thread, except when the URL only
  // caught up with the conversation this thread just created.
  const previousRouteId = useRef(props.routeConversationId);
  const { reset, conversationId: threadConversationId } = thread;
  useEffect(() => {
    if (previousRouteId.current === props.routeConversationId) return;
    previousRouteId.current = props.routeConversationId;
    if (props.routeConversationId !== null && props.routeConversationId === threadConversationId) return;
    reset(props.routeConversation ? props.routeConversationId : null, turnsFromMessages(props.routeConversation?.messages ?? []));
    setSidebarOpen(false);
  }, [props.routeConversationId, props.routeConversation, threadConversationId, reset]);

  const startNewConversation = () => {
    reset(null, []);
    setSidebarOpen(false);
    navigate("/");
  };

  const deleteConversation = async (conversation: ConversationSummary) => {
    setConversations((current) => current.filter((item) => item.id !== conversation.id));
    try {
      const response = await fetch(`/api/conversations/${encodeURIComponent(conversation.id)}`, { method: "DELETE" });
      if (!response.ok && response.status !== 404) throw await readApiError(response);
    } catch (error) {
      setConversationError(`Could not delete “${conversation.title}”: ${error instanceof Error ? error.message : "the server did not answer"}`);
    }
    if (conversation.id === thread.conversationId) startNewConversation();
    await refreshConversations();
  };

  const readyIds = new Set(library.documents.filter((document) => document.status === "ready").map((document) => document.id));
  const chosenIds = [...selectedIds].filter((id) => readyIds.has(id));
  const ask = (question: string) => {
    void thread.ask(question, { style, documentIds: chosenIds.length > 0 ? chosenIds : undefined });
  };

  const missingConversation = props.routeConversationId !== null && props.routeConversation === null && thread.conversationId === null && thread.turns.length === 0;
  const title = props.routeConversation?.title ?? conversations.find((conversation) => conversation.id === thread.conversationId)?.title ?? "New conversation";

  return (
    <div className="flex h-full min-h-0" data-hydrated={hydrated ? "true" : "false"}>
      <aside
        id="sidebar"
        aria-label="Conversations and documents"
        className={`${sidebarOpen ? "fixed inset-0 z-30 flex" : "hidden"} w-full flex-col gap-6 overflow-y-auto border-r border-slate-200 bg-slate-50 p-4 lg:static lg:z-auto lg:flex lg:w-80 lg:shrink-0`}
      >
        <div className="flex items-center justify-between">
          <p className="text-base font-semibold tracking-tight text-slate-900">
            Docent <span className="font-normal text-slate-500">· your documents, answered</span>
          </p>
          <button
            ref={closeSidebarRef}
            type="button"
            onClick={() => setSidebarOpen(false)}
            className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 lg:hidden"
          >
            Close
          </button>
        </div>
        <ConversationList conversations={conversations} activeId={thread.conversationId} onNew={startNewConversation} onDelete={(conversation) => void deleteConversation(conversation)} error={conversationError} />
        <DocumentPanel
          documents={library.documents}
          uploading={library.uploading}
          problems={library.problems}
          listError={library.listError}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          onUpload={(files) => void library.upload(files)}
          onDelete={(document) => void library.remove(document)}
          onDismissProblem={library.dismissProblem}
        />
      </aside>

      <main className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-2.5">
          <button
            type="button"
            aria-controls="sidebar"
            aria-expanded={sidebarOpen}
            onClick={() => setSidebarOpen(true)}
            className="rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 lg:hidden"
          >
            ☰ Documents &amp; chats
          </button>
          <h1 className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">{title}</h1>
          <ModeIndicator info={props.info} />
        </header>

        <div className="min-h-0 flex-1 overflow-y-auto px-3 py-6 sm:px-6">
          {props.children}
          {missingConversation ? (
            <div role="alert" className="mx-auto max-w-lg rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900" data-testid="conversation-missing">
              This conversation does not exist any more; it may have been deleted.{" "}
              <button type="button" onClick={startNewConversation} className="font-medium underline underline-offset-2">
                Start a new one
              </button>
              .
            </div>
          ) : thread.turns.length === 0 ? (
            <EmptyState documentCount={library.documents.length} readyCount={readyIds.size} onAsk={ask} />
          ) : (
            <MessageList turns={thread.turns} busy={thread.streaming} onAsk={ask} />
          )}
        </div>

        <div className="border-t border-slate-200 bg-white px-3 py-3 sm:px-6">
          <Composer
            busy={thread.streaming}
            style={style}
            onStyleChange={setStyle}
            onSend={ask}
            onStop={thread.stop}
            placeholder={library.documents.length === 0 ? "Add a document first, then ask about it…" : "Ask a question about your documents…"}
            filterNote={chosenIds.length > 0 ? `Only ${chosenIds.length} selected document${chosenIds.length === 1 ? "" : "s"}` : null}
          />
        </div>
      </main>
    </div>
  );
}
