/**
 * "What tables are in tables.docx?", "Which tables does the report have?", "How many tables are
 * there?" (docs/architecture.md, "Tables"): the typed tables of the documents asked about, each by
 * its name, its columns and its number of rows, cited to the table. No answerer listed them, so the
 * question went to the passages and got a fragment of a table's cells as the answer.
 */
import type { RetrievedChunk } from "../../core/types";
import { isUnnamedColumn } from "../../core/table-types";
import { pdfTablePage } from "../../ingest/tables/pdf-tables";
import type { LoadedTable } from "../../retrieval/tables/loaded-table";
import { tableSuggestions } from "./table-suggestions";
import type { AnswererDraft } from "./draft";

// "what tables", "which tables", "how many tables", "any tables", "list the tables", "tables in/of":
// the tables themselves are asked for, not a value inside one ("What is in the table?").
const asksForTables =
  /\b(?:(?:what|which|how\s+many|any|list|name|show)\s+(?:(?:of\s+)?(?:the|its|their|his|her|my|our|your)\s+|other\s+|kind\s+of\s+|sorts?\s+of\s+)*tables|(?:is|are)\s+there\s+(?:any\s+)?tables?|tables?\s+(?:does|do|did)\s+[^?]*\b(?:have|has|hold|contain|include))\b/iu;

const maxListedTables = 12;
const maxListedColumns = 8;

/** Whether the question asks which tables the documents hold (not a value inside one: "What is in the table?"). */
export function asksWhichTables(question: string): boolean {
  return asksForTables.test(question);
}

/** Whether the tables' own words say "table" (a restaurant's seating plan): then "which tables" asks for their rows. */
export function tablesAreValues(tables: LoadedTable[]): boolean {
  return tables.some(
    (table) =>
      table.record.columns.some((column) => /\btables?\b/iu.test(column.name)) ||
      table.keys.some((keys) => keys?.some((key) => /\btables?\b/u.test(key))),
  );
}

/** The tables as an answer: one line per table, grouped by document; null when there is none to list. */
export function listDocumentTables(tables: LoadedTable[]): AnswererDraft | null {
  if (tables.length === 0) return null;
  const shown = tables.slice(0, maxListedTables);
  const documents = [...new Set(shown.map((table) => table.record.filename))];
  const lines: string[] = [];
  for (const filename of documents) {
    const own = tables.filter((table) => table.record.filename === filename);
    if (documents.length > 1) lines.push(`**${filename}**`);
    for (const table of shown.filter((each) => each.record.filename === filename)) {
      lines.push(`- ${tableLine(table)} [Source ${String(shown.indexOf(table) + 1)}]`);
    }
    if (documents.length === 1) lines.unshift(`${filename} holds ${count(own.length, "table")} that Docent reads as rows and columns:`);
  }
  const more = tables.length - shown.length;
  if (documents.length > 1) lines.unshift(`The documents hold ${count(tables.length, "table")} that Docent reads as rows and columns:`);
  if (more > 0) lines.push(`and ${String(more)} more.`);
  const suggestions = shown.filter((table) => table.rows.length >= 3).flatMap((table) => tableSuggestions(table, null));
  return {
    answer: lines.join("\n"),
    chunks: shown.map(tableChunk),
    flaggedSources: new Set(),
    confidence: "high",
    confidence_score: 0.95,
    reasoning: `Listed the typed tables of ${documents.join(", ")} as stored at ingestion: names, columns and row counts.`,
    safety_flags: [],
    used_external_kb: false,
    suggestions,
    attempts: 0,
    query: { operation: "list_tables", tables: shown.map((table) => `${table.record.filename}: ${table.record.name}`) },
  };
}

function count(n: number, noun: string): string {
  return `${String(n)} ${noun}${n === 1 ? "" : "s"}`;
}

/** "Table 2, page 3, 5 rows: Apiary, Colonies, Manager". */
function tableLine(table: LoadedTable): string {
  const { record } = table;
  const named = record.columns.map((column) => column.name).filter((name) => !isUnnamedColumn(name));
  const columns =
    named.length > maxListedColumns
      ? `${named.slice(0, maxListedColumns).join(", ")} and ${String(named.length - maxListedColumns)} more`
      : named.join(", ");
  // A PDF's table is named with its page ("Table 2, page 3"); a sheet by its tab.
  const name = record.source === "sheet" ? `Sheet "${record.name}"` : record.name;
  return `${name}, ${count(record.row_count, "row")}${columns ? `: ${columns}` : ""}`;
}

/** The table as its citation: its header and first rows, so the preview shows what the line says. */
function tableChunk(table: LoadedTable): RetrievedChunk {
  const { record } = table;
  const header = record.columns.map((column) => column.name).join(" | ");
  const rows = table.rows.slice(0, 3).map((row) => row.values.map((value) => (value === null ? "" : String(value))).join(" | "));
  return {
    chunk_id: `${record.id}_table`,
    text: [`${record.name}: ${header}`, ...rows].join("\n"),
    metadata: {
      doc_id: record.doc_id,
      filename: record.filename,
      chunk_index: 0,
      page: record.source === "pdf" ? pdfTablePage(record.name) : null,
      sheet: record.source === "sheet" ? record.name : null,
      heading: record.source === "docx" || record.source === "pdf" ? record.name : null,
      computed: true,
    },
    score: null,
    lexical_score: 1,
    fused_score: 1,
    kind: "document",
  };
}
