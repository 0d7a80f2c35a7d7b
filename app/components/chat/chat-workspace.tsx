/**
 * The whole chat screen: conversations and documents on the side, the conversation and the
 * question box in the middle. It stays mounted while the URL moves between "/" and "/c/:id", so
 * an answer that just created a conversation is not re-rendered from scratch.
 */
import { useEffect, useMemo, useState } from "react";
import type { ConversationSummary, DocumentSummary } from "~/lib/load-context";
import type { AnswerStyle } from "~/lib/response";
import { inCollection } from "~/components/collections/collections-context";
import { ChatScope } from "~/components/collections/tag-chips";
import { askScope, useCollectionLibrary } from "~/components/collections/use-collections";
import { ChatHeader } from "./chat-header";
import { ChatSidebar } from "./chat-sidebar";
import { Composer } from "./composer";
import { KnownDocumentsContext } from "./known-documents";
import { ConversationPane } from "./conversation-pane";
import type { ModeInfo } from "./mode-indicator";
import { useConversationList } from "./use-conversation-list";
import { useRouteThread, type RouteConversation } from "./use-route-thread";
import { useSidebar } from "./use-sidebar";

export type { RouteConversation } from "./use-route-thread";

/** Marks the page as interactive (tests and slow devices: server HTML has no handlers yet). */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Which documents a question may use: the ticked ones that are ready, or all when none is ticked. */
function useDocumentChoice(documents: DocumentSummary[]) {
  const [selectedIds, setSelectedIds] = useState<Set<string>>(() => new Set());
  const readyIds = new Set(documents.filter((document) => document.status === "ready").map((document) => document.id));
  const chosenIds = [...selectedIds].filter((id) => readyIds.has(id));
  return { selectedIds, setSelectedIds, readyCount: readyIds.size, chosenIds };
}

/**
 * The list's title first: it is fetched again after every answer, and a chat opened with "hi" is
 * renamed by its first real question, while the route's title is the one loaded with the page.
 */
function titleOf(routeConversation: RouteConversation | null, conversations: ConversationSummary[], activeId: string | null) {
  return conversations.find((conversation) => conversation.id === activeId)?.title ?? routeConversation?.title ?? "New conversation";
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
  const { collections, library } = useCollectionLibrary(props.documents, props.routeConversation?.collection_id);
  const list = useConversationList(props.conversations);
  const [style, setStyle] = useState<AnswerStyle>("concise");
  const choice = useDocumentChoice(library.documents);
  const sidebar = useSidebar();
  const hydrated = useHydrated();
  const { thread, startNewConversation } = useRouteThread({
    routeConversationId: props.routeConversationId,
    routeConversation: props.routeConversation,
    onListChanged: list.refresh,
    onLeave: sidebar.hide,
  });

  const deleteConversation = async (conversation: ConversationSummary) => {
    await list.remove(conversation);
    if (conversation.id === thread.conversationId) startNewConversation();
    await list.refresh();
  };
  const ask = (question: string) => void thread.ask(question, askScope(style, choice.chosenIds, collections));

  const missingConversation =
    props.routeConversationId !== null && props.routeConversation === null && thread.conversationId === null && thread.turns.length === 0;
  const title = titleOf(props.routeConversation, list.conversations, thread.conversationId);
  const chosenCount = choice.chosenIds.length;
  const knownDocumentIds = useMemo(() => new Set(library.documents.map((document) => document.id)), [library.documents]);

  return (
    <div className="flex h-full min-h-0" data-hydrated={hydrated ? "true" : "false"}>
      <ChatSidebar
        collections={collections}
        open={sidebar.open}
        closeButtonRef={sidebar.closeButtonRef}
        onClose={sidebar.hide}
        conversations={inCollection(list.conversations, collections.currentId)}
        activeConversationId={thread.conversationId}
        conversationError={list.error}
        onNewConversation={startNewConversation}
        onDeleteConversation={(conversation) => void deleteConversation(conversation)}
        library={library}
        selectedIds={choice.selectedIds}
        onSelectionChange={choice.setSelectedIds}
      />

      <KnownDocumentsContext.Provider value={knownDocumentIds}>
        <main className="flex min-w-0 flex-1 flex-col">
          <ChatHeader title={title} info={props.info} sidebarOpen={sidebar.open} onOpenSidebar={sidebar.show} />
          <ConversationPane
            missing={missingConversation}
            turns={thread.turns}
            busy={thread.streaming}
            documentCount={library.documents.length}
            readyCount={choice.readyCount}
            chosenIds={choice.chosenIds}
            collectionId={collections.currentId}
            onAsk={ask}
            onStartNew={startNewConversation}
          >
            {props.children}
          </ConversationPane>

          <div className="border-t border-slate-200 bg-white px-3 py-3 sm:px-6">
            <ChatScope collections={collections} />
            <Composer
              busy={thread.streaming}
              style={style}
              onStyleChange={setStyle}
              onSend={ask}
              onStop={thread.stop}
              placeholder={
                library.documents.length === 0 ? "Add a document first, then ask about it…" : "Ask a question about your documents…"
              }
              filterNote={chosenCount > 0 ? `Only ${chosenCount} selected document${chosenCount === 1 ? "" : "s"}` : null}
            />
          </div>
        </main>
      </KnownDocumentsContext.Provider>
    </div>
  );
}
