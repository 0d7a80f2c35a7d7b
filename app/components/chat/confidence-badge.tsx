/**
 * The confidence label; its score and the validator's reason appear on hover and on keyboard focus
 * (a tooltip that is also wired as the badge's description for screen readers), as SPEC §5 asks.
 * The score stays off the badge itself: scores of different answerers sit on different scales (a
 * passage answer lowered to "low" by a rule may keep 0.75 while a table's "medium" is 0.70), and
 * "Low confidence 0.75" beside "Medium confidence 0.70" read as a contradiction.
 */
import { useId } from "react";
import type { ConfidenceLabel } from "~/lib/response";

const tones: Record<ConfidenceLabel, string> = {
  high: "border-emerald-300 bg-emerald-50 text-emerald-800",
  medium: "border-amber-300 bg-amber-50 text-amber-900",
  low: "border-red-300 bg-red-50 text-red-800",
};

const labels: Record<ConfidenceLabel, string> = {
  high: "High confidence",
  medium: "Medium confidence",
  low: "Low confidence",
};

const dots: Record<ConfidenceLabel, string> = {
  high: "bg-emerald-500",
  medium: "bg-amber-500",
  low: "bg-red-500",
};

export function ConfidenceBadge(props: { confidence: ConfidenceLabel; score: number; reasoning: string }) {
  const tooltipId = useId();
  const reason = props.reasoning.trim() || "No reason was given.";
  return (
    <span className="group relative inline-flex">
      <span
        tabIndex={0}
        data-testid="confidence-badge"
        data-confidence={props.confidence}
        aria-describedby={tooltipId}
        className={`inline-flex cursor-help items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-1 ${tones[props.confidence]}`}
      >
        <span aria-hidden="true" className={`h-2 w-2 rounded-full ${dots[props.confidence]}`} />
        <span>{labels[props.confidence]}</span>
      </span>
      <span
        id={tooltipId}
        role="tooltip"
        data-testid="confidence-reason"
        className="pointer-events-none invisible absolute left-0 top-full z-20 mt-2 w-72 max-w-[80vw] rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <span className="tabular-nums">Score {props.score.toFixed(2)}.</span> {reason}
      </span>
    </span>
  );
}
