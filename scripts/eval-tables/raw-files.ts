/**
 * The plain readers the held-out gold scripts share (held-out-2/gold.ts, held-out-3/gold.ts): CSV by
 * RFC 4180 and a workbook's sheet XML, written here so gold answers never go through Docent's own
 * parser or table engine.
 */
import fs from "node:fs";
import JSZip from "jszip";

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

/** The named sheet's cells as a grid, from the sheet XML (shared or inline strings). */
export async function xlsxGrid(file: string, sheet: number): Promise<string[][]> {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const shared = [...((await zip.file("xl/sharedStrings.xml")?.async("string")) ?? "").matchAll(/<si>([\s\S]*?)<\/si>/gu)].map((m) =>
    [...m[1]!.matchAll(/<t[^>]*>([^<]*)<\/t>/gu)].map((t) => t[1]).join(""),
  );
  const xml = await zip.file(`xl/worksheets/sheet${String(sheet)}.xml`)!.async("string");
  const grid: string[][] = [];
  for (const m of xml.matchAll(/<c r="([A-Z]+)(\d+)"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/gu)) {
    const col = [...m[1]!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    const row = Number(m[2]) - 1;
    const body = m[4] ?? "";
    const raw = /<v>([^<]*)<\/v>/u.exec(body)?.[1] ?? /<t[^>]*>([^<]*)<\/t>/u.exec(body)?.[1] ?? "";
    const value = /t="s"/u.test(m[3]!) ? shared[Number(raw)]! : raw;
    while (grid.length <= row) grid.push([]);
    grid[row]![col] = value.replace(/&amp;/gu, "&").replace(/&apos;/gu, "'");
  }
  return grid.map((row) => Array.from(row, (v) => v ?? ""));
}
