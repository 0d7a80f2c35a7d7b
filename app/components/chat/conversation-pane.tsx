/**
 * The scrolling middle of the chat screen: the turns of the conversation, the first-visit help
 * when there are none yet, or a notice when the URL names a conversation that no longer exists.
 */
import type { ChatTurn } from "./chat-types";
import { EmptyState } from "./empty-state";
import { MessageList } from "./message-list";

function MissingConversation(props: { onStartNew: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="conversation-missing"
    >
      This conversation does not exist any more; it may have been deleted.{" "}
      <button type="button" onClick={props.onStartNew} className="font-medium underline underline-offset-2">
        Start a new one
      </button>
      .
    </div>
  );
}

export function ConversationPane(props: {
  missing: boolean;
  turns: ChatTurn[];
  busy: boolean;
  documentCount: number;
  readyCount: number;
  /** The ready documents ticked in the panel (the starter questions keep to them). */
  chosenIds: string[];
  /** The library collection a new chat searches (its starter questions come from it). */
  collectionId?: string;
  onAsk: (question: string) => void;
  onStartNew: () => void;
  children?: React.ReactNode;
}) {
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-3 py-6 sm:px-6">
      {props.children}
      {props.missing ? (
        <MissingConversation onStartNew={props.onStartNew} />
      ) : props.turns.length === 0 ? (
        <EmptyState
          documentCount={props.documentCount}
          readyCount={props.readyCount}
          chosenIds={props.chosenIds}
          collectionId={props.collectionId}
          onAsk={props.onAsk}
        />
      ) : (
        <MessageList turns={props.turns} busy={props.busy} onAsk={props.onAsk} />
      )}
    </div>
  );
}
