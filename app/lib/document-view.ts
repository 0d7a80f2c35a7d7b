/**
 * The document viewer's data (GET /api/documents/:id/chunks/:chunkId and the /documents/:id/view
 * page): the cited passage with its neighbours, or, for a sheet or CSV with a typed table, the
 * rows around the cited ones. Shared by the server and the page.
 */
import { z } from "zod";

/** Chunk ids are `<doc id>_<n>`; a table answer cites `<doc id>_t<n>_rows`. */
export const ChunkIdPattern = /^[0-9a-f-]{36}_(?:\d{1,7}|t\d{1,4}_rows)$/i;

export const DocumentViewQuery = z.object({
  sheet: z.string().max(300).optional(),
  /** Row numbers as a citation gives them: "8", "8-11", "5, 9, 12-14, …". */
  rows: z
    .string()
    .max(300)
    .regex(/^[\d\s,\-–…]*$/u, "rows are numbers and ranges such as 5, 9, 12-14")
    .optional(),
  /** The cited sentence(s), to mark in the passage. */
  quote: z.string().max(1000).optional(),
});
export type DocumentViewQuery = z.infer<typeof DocumentViewQuery>;

export interface ViewedPassage {
  chunk_id: string;
  text: string;
  page: number | null;
  sheet: string | null;
  rows: string | null;
  heading: string | null;
  cited: boolean;
  /** The cited sentence(s) exactly as they appear in `text` (line breaks kept), when found. */
  quote: string | null;
}

export interface ViewedTable {
  name: string;
  sheet: string | null;
  columns: string[];
  rows: { row: number; cells: string[]; cited: boolean }[];
  total_rows: number;
}

export interface DocumentView {
  document: { id: string; filename: string; type: string };
  passages: ViewedPassage[];
  table: ViewedTable | null;
}
