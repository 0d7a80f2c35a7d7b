/** Above the conversation: the button that opens the side panel on a phone, the title, the mode. */
import { ModeIndicator, type ModeInfo } from "./mode-indicator";

export function ChatHeader(props: { title: string; info: ModeInfo; sidebarOpen: boolean; onOpenSidebar: () => void }) {
  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-4 py-2.5">
      <button
        type="button"
        aria-controls="sidebar"
        aria-expanded={props.sidebarOpen}
        onClick={props.onOpenSidebar}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 lg:hidden"
      >
        ☰ Documents &amp; chats
      </button>
      <h1 className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800">{props.title}</h1>
      <ModeIndicator info={props.info} />
      <a href="/settings" className="text-sm text-slate-600 underline hover:text-slate-900" data-testid="settings-link">
        Settings
      </a>
    </header>
  );
}
