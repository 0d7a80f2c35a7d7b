/** The question box: Enter sends, Shift+Enter starts a new line; Stop cancels the answer being written. */
import { useRef, useState } from "react";
import { answerStyles, type AnswerStyle } from "~/lib/response";

const styleNames: Record<AnswerStyle, string> = { concise: "Concise", detailed: "Detailed", bullet: "Bullet points" };
const maxLength = 2000;

export function Composer(props: {
  busy: boolean;
  style: AnswerStyle;
  onStyleChange: (style: AnswerStyle) => void;
  onSend: (question: string) => void;
  onStop: () => void;
  placeholder: string;
  filterNote: string | null;
}) {
  const [text, setText] = useState("");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const canSend = !props.busy && text.trim().length > 0;

  const send = () => {
    if (!canSend) return;
    props.onSend(text);
    setText("");
    textareaRef.current?.focus();
  };

  return (
    <form
      aria-label="Ask a question"
      className="mx-auto w-full max-w-3xl"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <div className="rounded-xl border border-slate-300 bg-white shadow-sm focus-within:border-blue-500 focus-within:ring-2 focus-within:ring-blue-200">
        <label htmlFor="question" className="sr-only">
          Your question
        </label>
        <textarea
          id="question"
          ref={textareaRef}
          name="question"
          rows={2}
          value={text}
          maxLength={maxLength * 2}
          placeholder={props.placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // isComposing: Enter that confirms an IME candidate must not send.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className="block max-h-48 min-h-[3rem] w-full resize-y rounded-t-xl border-0 bg-transparent px-3 py-2.5 text-[0.95rem] placeholder:text-slate-400 focus:outline-none focus:ring-0"
        />
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-2 py-1.5">
          <label htmlFor="answer-style" className="text-xs text-slate-500">
            Answer style
          </label>
          <select
            id="answer-style"
            value={props.style}
            onChange={(event) => props.onStyleChange(event.target.value as AnswerStyle)}
            className="rounded-md border border-slate-300 bg-white py-0.5 pl-2 pr-7 text-xs focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-200"
          >
            {answerStyles.map((style) => (
              <option key={style} value={style}>
                {styleNames[style]}
              </option>
            ))}
          </select>
          {props.filterNote && <span className="truncate text-xs text-slate-500">{props.filterNote}</span>}
          {text.length > maxLength && (
            <span className="text-xs text-red-700">
              {text.length}/{maxLength} characters: too long
            </span>
          )}
          <span className="ml-auto flex gap-2">
            {props.busy ? (
              <button
                type="button"
                onClick={props.onStop}
                className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                <span aria-hidden="true">■ </span>Stop
              </button>
            ) : (
              <button
                type="submit"
                disabled={!canSend}
                className="rounded-lg bg-blue-600 px-4 py-1.5 text-sm font-medium text-white hover:bg-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-slate-300"
              >
                Send
              </button>
            )}
          </span>
        </div>
      </div>
      <p className="mt-1.5 px-1 text-[0.7rem] text-slate-400">
        Enter sends · Shift+Enter adds a line · Answers come only from your documents and show their sources.
      </p>
    </form>
  );
}
