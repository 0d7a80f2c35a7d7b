/** Past conversations: open one, start a new one, delete one. */
import { Link } from "@remix-run/react";
import type { ConversationSummary } from "~/lib/load-context";
import { DeleteButton } from "~/components/ui/delete-button";

export function ConversationList(props: {
  conversations: ConversationSummary[];
  activeId: string | null;
  onNew: () => void;
  onDelete: (conversation: ConversationSummary) => void;
  error: string | null;
}) {
  return (
    <nav aria-labelledby="conversations-heading" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 id="conversations-heading" className="text-sm font-semibold text-slate-800">
          Conversations
        </h2>
        <button
          type="button"
          onClick={props.onNew}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          + New conversation
        </button>
      </div>
      {props.error && (
        <p role="alert" className="text-xs text-red-800">
          {props.error}
        </p>
      )}
      {props.conversations.length === 0 ? (
        <p className="text-xs text-slate-500">Your conversations will be listed here.</p>
      ) : (
        <ul className="space-y-0.5" data-testid="conversation-list">
          {props.conversations.map((conversation) => {
            const active = conversation.id === props.activeId;
            return (
              <li
                key={conversation.id}
                className={`group flex items-center gap-1 rounded-md ${active ? "bg-blue-50" : "hover:bg-slate-100"}`}
              >
                <Link
                  to={`/c/${conversation.id}`}
                  aria-current={active ? "page" : undefined}
                  className={`min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${active ? "font-medium text-blue-900" : "text-slate-700"}`}
                  title={conversation.title}
                >
                  {conversation.title || "Untitled conversation"}
                </Link>
                <DeleteButton
                  itemLabel={`conversation “${conversation.title}”`}
                  onConfirm={() => props.onDelete(conversation)}
                  className="shrink-0"
                />
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
