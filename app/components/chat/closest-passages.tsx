/**
 * Where a "no information" answer looked (docs/architecture.md, "Conversation"): the passages it
 * came closest to, apart from citations and never counted as evidence, so a person can tell "not
 * there" from "missed".
 */
import type { ClosestPassage } from "~/lib/response";

function placeOf(passage: ClosestPassage): string {
  if (passage.page) return `${passage.filename}, p. ${passage.page}`;
  if (passage.sheet) return `${passage.filename}, sheet ${passage.sheet}`;
  return passage.filename;
}

export function ClosestPassages(props: { passages: ClosestPassage[] }) {
  if (props.passages.length === 0) return null;
  return (
    <details className="mt-3 rounded-md border border-dashed border-slate-300 bg-slate-50 p-2 text-sm" data-testid="closest-passages">
      <summary className="cursor-pointer text-slate-700">Closest passages (not used as sources)</summary>
      <p className="mt-1 text-xs text-slate-500">Where Docent looked: none of these answered the question.</p>
      <ol className="mt-2 space-y-2">
        {props.passages.map((passage) => (
          <li key={passage.chunk_id} data-testid="closest-passage">
            <p className="text-xs font-medium text-slate-600">
              {placeOf(passage)}
              {passage.score !== null && <span className="font-normal text-slate-500"> · similarity {passage.score.toFixed(2)}</span>}
            </p>
            <p className="text-slate-700">{passage.snippet}</p>
          </li>
        ))}
      </ol>
    </details>
  );
}
