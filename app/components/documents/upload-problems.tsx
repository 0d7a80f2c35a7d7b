/** Why an upload was refused or failed, one dismissable message per file. */
import type { UploadProblem } from "./use-documents";

export function UploadProblems(props: { problems: UploadProblem[]; onDismiss: (index: number) => void }) {
  if (props.problems.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label="Upload messages">
      {props.problems.map((problem, index) => (
        <li
          key={`${problem.filename}-${index}`}
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900"
        >
          <span className="min-w-0 flex-1">
            <strong className="font-medium">{problem.filename}:</strong> {problem.message}
          </span>
          <button
            type="button"
            aria-label={`Dismiss the message about ${problem.filename}`}
            onClick={() => props.onDismiss(index)}
            className="shrink-0 rounded px-1 hover:bg-amber-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
