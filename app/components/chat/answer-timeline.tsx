/** The per-answer timeline (docs/architecture.md#tracing): each stage's duration, tokens and cost, and the trace link. */
import { formatCost, formatMilliseconds } from "~/lib/format";
import { stageNames, type ChatResponse, type TableQuery } from "~/lib/response";
import { safeUrl } from "~/lib/safe-url";
import { stageTitles } from "./chat-types";

const stageOrder: readonly string[] = stageNames;

export function AnswerTimeline(props: { response: ChatResponse }) {
  const { timings, usage } = props.response;
  const entries = Object.entries(timings).sort(([a], [b]) => {
    const rankA = stageOrder.indexOf(a);
    const rankB = stageOrder.indexOf(b);
    return (rankA < 0 ? 99 : rankA) - (rankB < 0 ? 99 : rankB);
  });
  const total = timings.total ?? entries.filter(([name]) => name !== "total").reduce((sum, [, ms]) => sum + ms, 0);
  const longest = Math.max(1, ...entries.filter(([name]) => name !== "total").map(([, ms]) => ms));
  const traceUrl = props.response.trace_url ? safeUrl(props.response.trace_url) : null;
  return (
    <details className="group mt-3 text-xs text-slate-600" data-testid="answer-timeline">
      <summary className="inline-flex cursor-pointer select-none items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600">
        <span aria-hidden="true" className="transition-transform group-open:rotate-90">
          ▸
        </span>
        How this answer was made · {formatMilliseconds(total)}
      </summary>
      <div className="mt-2 space-y-1.5 rounded-md border border-slate-200 bg-slate-50 p-3">
        <table className="w-full">
          <caption className="sr-only">Time spent in each stage</caption>
          <tbody>
            {entries
              .filter(([name]) => name !== "total")
              .map(([name, ms]) => (
                <tr key={name}>
                  <th scope="row" className="w-24 py-0.5 pr-2 text-left font-normal">
                    {stageTitles[name as keyof typeof stageTitles] ?? name}
                  </th>
                  <td className="py-0.5 pr-2">
                    <div className="h-1.5 rounded-full bg-blue-400" style={{ width: `${Math.max(2, (ms / longest) * 100)}%` }} />
                  </td>
                  <td className="w-16 py-0.5 text-right tabular-nums">{formatMilliseconds(ms)}</td>
                </tr>
              ))}
          </tbody>
        </table>
        {props.response.table_query && <TableQueryView query={props.response.table_query} />}
        <p className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-1.5">
          <span>
            Tokens: {usage.prompt_tokens} in, {usage.completion_tokens} out
          </span>
          <span>Cost: {formatCost(usage.cost_usd)}</span>
          <span>Mode: {props.response.mode === "llm" ? "LLM" : "offline (extractive)"}</span>
          {props.response.intent && <span data-testid="answer-intent">Intent: {props.response.intent.replace("_", " ")}</span>}
          {props.response.attempts != null && props.response.attempts > 1 && <span>Attempts: {props.response.attempts}</span>}
          <span className="break-all">Trace: {props.response.trace_id}</span>
        </p>
        {traceUrl && (
          <a href={traceUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-blue-700 underline underline-offset-2">
            Open the trace in Langfuse<span className="sr-only"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </details>
  );
}

/** The query a table answer ran (docs/architecture.md, "Tables"): SQL, and what it computed in words. */
function TableQueryView(props: { query: TableQuery }) {
  const { query } = props;
  return (
    <div className="border-t border-slate-200 pt-1.5" data-testid="answer-table-query">
      <p className="font-medium text-slate-700">
        {query.by === "model" ? "SQL query written by the model" : "Table query (computed offline; shown as SQL)"}
      </p>
      <p className="mt-0.5">{query.description}</p>
      {query.sql && (
        <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded bg-white p-2 font-mono text-[11px] text-slate-800 ring-1 ring-slate-200">
          <code>{query.sql}</code>
        </pre>
      )}
    </div>
  );
}
