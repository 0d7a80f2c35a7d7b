/** What the pipeline is doing right now, in words, announced politely to screen readers. */
import type { StageProgress } from "./chat-types";
import { stageLabels } from "./chat-types";

export function StageProgressLine(props: { stages: StageProgress[]; hasDraft: boolean; revised?: boolean }) {
  const running = [...props.stages].reverse().find((stage) => stage.status === "running");
  const label =
    running?.stage === "reasoner" && props.revised
      ? "Rewriting the answer…"
      : running
        ? stageLabels[running.stage]
        : props.hasDraft
          ? "Writing the answer…"
          : "Starting…";
  return (
    <p role="status" aria-live="polite" data-testid="stage-progress" className="flex items-center gap-2 text-sm text-slate-500">
      <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-blue-600" />
      {label}
    </p>
  );
}
