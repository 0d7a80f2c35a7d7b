/** Rows of a sheet or CSV around the cited ones, as a table; cited rows highlighted, row numbers as in the sheet. */
import type { ViewedTable } from "~/lib/document-view";

export function TableView(props: { table: ViewedTable; targetRef: React.Ref<HTMLTableRowElement> }) {
  const { table } = props;
  const firstCited = table.rows.find((row) => row.cited)?.row;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full border-collapse text-sm" data-testid="viewer-table">
        <caption className="px-3 py-2 text-left text-xs text-slate-500">
          {table.sheet ? `Sheet ${table.sheet}` : table.name} · {table.total_rows} rows in all; the cited rows are highlighted
        </caption>
        <thead className="bg-slate-100 text-left text-xs font-semibold text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-1.5 tabular-nums">
              Row
            </th>
            {table.columns.map((column, index) => (
              <th key={index} scope="col" className="px-2 py-1.5">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr
              key={row.row}
              ref={row.row === firstCited ? props.targetRef : undefined}
              data-testid="viewer-row"
              data-row={row.row}
              data-cited={row.cited ? "true" : "false"}
              aria-current={row.cited ? "true" : undefined}
              className={`border-t border-slate-100 ${row.cited ? "bg-amber-100 font-medium text-slate-900" : "text-slate-700"}`}
            >
              <th scope="row" className="px-2 py-1 text-left text-xs font-normal tabular-nums text-slate-500">
                {row.row}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-2 py-1 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
