/**
 * The side panel: conversations above, documents below. On a phone it is hidden until opened from
 * the header, then covers the chat; from the `lg` breakpoint up it is always shown.
 */
import type { RefObject } from "react";
import type { ConversationSummary } from "~/lib/load-context";
import { DocumentPanel } from "~/components/documents/document-panel";
import type { useDocuments } from "~/components/documents/use-documents";
import { ConversationList } from "./conversation-list";
import { CollectionsProvider } from "~/components/collections/collections-context";
import { CollectionSwitcher } from "~/components/collections/collection-switcher";
import type { Collections } from "~/components/collections/use-collections";

export function ChatSidebar(props: {
  open: boolean;
  closeButtonRef: RefObject<HTMLButtonElement>;
  onClose: () => void;
  conversations: ConversationSummary[];
  activeConversationId: string | null;
  conversationError: string | null;
  onNewConversation: () => void;
  onDeleteConversation: (conversation: ConversationSummary) => void;
  library: ReturnType<typeof useDocuments>;
  selectedIds: Set<string>;
  onSelectionChange: (ids: Set<string>) => void;
  /** The library collections (app/components/collections/): a picker above the conversations, move and retag in the list. */
  collections?: Collections;
}) {
  const { library } = props;
  return (
    <aside
      id="sidebar"
      aria-label="Conversations and documents"
      className={`${props.open ? "fixed inset-0 z-30 flex" : "hidden"} w-full flex-col gap-6 overflow-y-auto border-r border-slate-200 bg-slate-50 p-4 lg:static lg:z-auto lg:flex lg:w-80 lg:shrink-0`}
    >
      <div className="flex items-center justify-between">
        <p className="text-base font-semibold tracking-tight text-slate-900">
          Docent <span className="font-normal text-slate-500">· your documents, answered</span>
        </p>
        <button
          ref={props.closeButtonRef}
          type="button"
          onClick={props.onClose}
          className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 lg:hidden"
        >
          Close
        </button>
      </div>
      {props.collections && <CollectionSwitcher collections={props.collections} onSwitched={props.onNewConversation} />}
      <ConversationList
        conversations={props.conversations}
        activeId={props.activeConversationId}
        onNew={props.onNewConversation}
        onDelete={props.onDeleteConversation}
        error={props.conversationError}
      />
      <CollectionsProvider collections={props.collections} onDocumentsChanged={library.refresh}>
        <DocumentPanel
          documents={library.documents}
          uploading={library.uploading}
          problems={library.problems}
          listError={library.listError}
          selectedIds={props.selectedIds}
          onSelectionChange={props.onSelectionChange}
          onUpload={(files) => void library.upload(files)}
          onDelete={(document) => void library.remove(document)}
          onDismissProblem={library.dismissProblem}
        />
      </CollectionsProvider>
    </aside>
  );
}
