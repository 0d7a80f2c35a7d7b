/** The conversation: questions on the right, answers as cards; keeps the newest text in view while streaming. */
import { useEffect, useRef } from "react";
import type { ChatTurn } from "./chat-types";
import { AssistantMessage } from "./assistant-message";

export function MessageList(props: { turns: ChatTurn[]; busy: boolean; onAsk: (question: string) => void }) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = props.turns[props.turns.length - 1];
  const lastAssistantIndex = props.turns.map((turn) => turn.role).lastIndexOf("assistant");
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [props.turns.length, last?.status]);

  return (
    <>
      <ol className="mx-auto flex w-full max-w-3xl flex-col gap-4" aria-label="Messages" data-testid="messages">
        {props.turns.map((turn, index) =>
          turn.role === "user" ? (
            <li key={turn.id} className="flex justify-end">
              <p
                data-testid="user-message"
                className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm bg-blue-600 px-4 py-2 text-[0.95rem] text-white"
              >
                {turn.content}
              </p>
            </li>
          ) : (
            <li key={turn.id}>
              <AssistantMessage turn={turn} isLatest={index === lastAssistantIndex} busy={props.busy} onAsk={props.onAsk} />
            </li>
          ),
        )}
      </ol>
      <div ref={endRef} aria-hidden="true" />
    </>
  );
}
