/**
 * The plain CSV reader the held-out gold scripts share (held-out-2/gold.ts, held-out-3/gold.ts): written
 * here so gold answers never go through Docent's own parser or table engine.
 */
export type Row = Record<string, string>;

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endCell();
    else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== "" || row.length) endRow();
  return rows;
}

export function records(grid: string[][], headerAt: number, firstCol = 0): Row[] {
  const header = grid[headerAt]!.slice(firstCol);
  return grid
    .slice(headerAt + 1)
    .filter((cells) => cells.some((c) => c.trim() !== ""))
    .map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[firstCol + i] ?? ""])));
}
