/** One answer: streaming text and progress, then the checked answer with its sources and badge. */
import { useCallback, useState } from "react";
import { CopyButton } from "~/components/ui/copy-button";
import { AnswerMarkdown } from "./answer-markdown";
import { AnswerTimeline } from "./answer-timeline";
import type { ChatTurn } from "./chat-types";
import { CitationList } from "./citation-list";
import { ClarifyChoices } from "./clarify-choices";
import { ClosestPassages } from "./closest-passages";
import { ConfidenceBadge } from "./confidence-badge";
import { StageProgressLine } from "./stage-progress";
import { SuggestionChips } from "./suggestion-chips";
import { WebSourceList } from "./web-source-list";

export function AssistantMessage(props: { turn: ChatTurn; isLatest: boolean; busy: boolean; onAsk: (question: string) => void }) {
  const { turn } = props;
  const response = turn.response;
  const messageKey = turn.id.replace(/[^\w-]/g, "");
  const [openSource, setOpenSource] = useState<number | null>(null);

  const showSource = useCallback(
    (source: number) => {
      setOpenSource(source);
      // Wait for the passage to render, then bring the entry into view and give it focus.
      requestAnimationFrame(() => {
        const entry = document.getElementById(`citation-${messageKey}-${source}`);
        entry?.scrollIntoView({ block: "nearest", behavior: "smooth" });
        entry?.querySelector("button")?.focus({ preventScroll: true });
      });
    },
    [messageKey],
  );

  const knownSources = response?.citations.map((citation) => citation.source) ?? [];

  return (
    <article
      aria-label="Answer"
      data-testid="assistant-message"
      data-status={turn.status}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {turn.status === "streaming" && <StageProgressLine stages={turn.stages} hasDraft={turn.content.length > 0} revised={turn.revised} />}
      {turn.content && (
        <div className={`text-[0.95rem] text-slate-800 ${turn.status === "streaming" ? "mt-2" : ""}`} data-testid="answer-text">
          <AnswerMarkdown text={turn.content} messageKey={messageKey} knownSources={knownSources} onCitationClick={showSource} />
        </div>
      )}
      <AnswerStatusNotice turn={turn} />
      {props.isLatest && <AnswerAnnouncement turn={turn} />}
      {response && (
        <>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {/* Small talk searched nothing: a confidence badge would measure nothing. */}
            {response.intent !== "small_talk" && !response.clarify && (
              <ConfidenceBadge confidence={response.confidence} score={response.confidence_score} reasoning={response.reasoning} />
            )}
            {response.safety_flags.length > 0 && (
              <span
                className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs text-slate-600"
                title="Safety checks that fired for this answer"
              >
                Flags: {response.safety_flags.join(", ").replaceAll("_", " ")}
              </span>
            )}
            <span className="ml-auto">
              <CopyButton text={response.answer} label="Copy the answer" />
            </span>
          </div>
          <CitationList
            messageKey={messageKey}
            citations={response.citations}
            openSource={openSource}
            onToggle={(source) => setOpenSource((current) => (current === source ? null : source))}
          />
          <WebSourceList citations={response.web_citations} />
          {response.clarify && <ClarifyChoices clarify={response.clarify} disabled={props.busy || !props.isLatest} onAsk={props.onAsk} />}
          <ClosestPassages passages={response.closest ?? []} />
          {props.isLatest && <SuggestionChips suggestions={response.suggestions.slice(0, 3)} disabled={props.busy} onAsk={props.onAsk} />}
          <AnswerTimeline response={response} />
        </>
      )}
    </article>
  );
}

/** What happened to an answer that did not complete: stopped by the person, or failed. */
function AnswerStatusNotice({ turn }: { turn: ChatTurn }) {
  if (turn.status === "interrupted") {
    return (
      <p className="mt-2 text-sm italic text-slate-500" data-testid="answer-stopped">
        Stopped. {turn.content ? "The answer above is incomplete." : "No answer was written."}
      </p>
    );
  }
  if (turn.status !== "failed") return null;
  return (
    <div role="alert" className="mt-1 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="answer-error">
      {turn.error ?? "This answer failed."}
    </div>
  );
}

/** Announces the finished answer once to screen readers; the stage line disappears when it ends. */
function AnswerAnnouncement({ turn }: { turn: ChatTurn }) {
  const response = turn.response;
  let text = "";
  if (turn.status === "complete" && response) {
    const sources = `${response.citations.length} source${response.citations.length === 1 ? "" : "s"}`;
    text = response.intent === "small_talk" ? "Answer ready." : `Answer ready: ${response.confidence} confidence, ${sources}.`;
  } else if (turn.status === "interrupted") text = "Answer stopped.";
  else if (turn.status === "failed") text = "The answer failed.";
  return (
    <p className="sr-only" role="status">
      {text}
    </p>
  );
}
