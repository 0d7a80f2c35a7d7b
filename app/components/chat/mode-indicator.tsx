/** Which mode this Docent runs in, so a person knows what kind of answers to expect. */
export interface ModeInfo {
  mode: "offline" | "llm";
  webEnabled: boolean;
  tracingEnabled: boolean;
  chatModel: string | null;
  embeddingModel: string;
  /** APP_PASSWORD is set: show a way to log out. */
  loginRequired?: boolean;
}

export function ModeIndicator(props: { info: ModeInfo }) {
  const { info } = props;
  const modeText = info.mode === "llm" ? `LLM mode${info.chatModel ? ` · ${info.chatModel}` : ""}` : "Offline mode";
  const modeHelp =
    info.mode === "llm"
      ? "Answers are written by a language model from the passages Docent finds."
      : "No model key is set: answers quote the best-matching sentences from your documents.";
  return (
    <ul className="flex flex-wrap items-center gap-1.5 text-xs" aria-label="Docent settings" data-testid="mode-indicator">
      <li className="rounded-full border border-slate-300 bg-white px-2 py-0.5 text-slate-700" title={modeHelp}>
        {modeText}
      </li>
      <li
        className={`rounded-full border px-2 py-0.5 ${info.webEnabled ? "border-sky-300 bg-sky-50 text-sky-900" : "border-slate-200 text-slate-500"}`}
        title={
          info.webEnabled
            ? "When your documents do not answer, Docent searches the web and lists those sources apart."
            : "Docent answers only from your documents."
        }
      >
        Web fallback {info.webEnabled ? "on" : "off"}
      </li>
      {info.tracingEnabled && <li className="rounded-full border border-slate-200 px-2 py-0.5 text-slate-500">Tracing on</li>}
      {info.loginRequired && (
        <li>
          <form method="post" action="/logout">
            <button
              type="submit"
              className="rounded-full border border-slate-300 bg-white px-2 py-0.5 text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              Log out
            </button>
          </form>
        </li>
      )}
    </ul>
  );
}
