/**
 * Turns mammoth's HTML into sections (docs/architecture.md, "Limits and parsing"): one section per
 * heading, paragraphs separated by blank lines, list items as "- item" / "1. item", tables as rows
 * of "Header: value; Header: value". `htmlToSections` reads the tags; a section writer gathers the
 * text outside tables, a table reader the tables.
 *
 * Mammoth's output is a small, well-formed tag set (h1–h6, p, ul/ol/li, table/tr/td/th, a, sup,
 * strong, em, img, br) with text escaped as &amp; &lt; &gt; &quot; &#39;, so a tag tokenizer is
 * enough and no HTML parser dependency is needed.
 */
import type { ParsedSection } from "../types";

interface TableCell {
  text: string;
  rowSpan: number;
  colSpan: number;
  isHeader: boolean;
}

interface TableState {
  rows: TableCell[][];
  row: TableCell[] | null;
  cell: { text: string; rowSpan: number; colSpan: number; isHeader: boolean } | null;
}

interface ListState {
  ordered: boolean;
  counter: number;
}

const blockTags = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "ul",
  "ol",
  "table",
  "tr",
  "td",
  "th",
  "dl",
  "dt",
  "dd",
  "blockquote",
  "pre",
]);

export interface DocxHtmlResult {
  sections: ParsedSection[];
  imageCount: number;
  /** Each top-level table laid out on a grid (spans filled), for typed-table extraction. */
  tableGrids: string[][][];
}

export function htmlToSections(html: string): DocxHtmlResult {
  const writer = createSectionWriter();
  const tables = createTableReader();
  let imageCount = 0;
  const appendText = (text: string) => {
    if (!tables.appendToCell(text)) writer.appendInline(text);
  };

  for (const token of tokenize(html)) {
    if (token.kind === "text") {
      appendText(decodeEntities(token.text));
      continue;
    }
    const { name } = token;
    // Inside a table cell, block boundaries only separate words.
    if (tables.inCell() && blockTags.has(name) && !tableTags.has(name)) {
      tables.appendToCell(" ");
      continue;
    }
    if (token.kind === "open") {
      if (name === "img") imageCount += 1;
      if (name === "br") appendText("\n");
      if (!blockTags.has(name)) continue;
      // A table nested in a cell is read as plain text inside that cell.
      if (name === "table" && tables.inCell()) tables.open(name, token.attributes);
      else {
        if (name !== "td" && name !== "th" && name !== "tr") writer.flushInline();
        if (tableTags.has(name)) tables.open(name, token.attributes);
        else writer.openBlock(name);
      }
      continue;
    }
    if (!blockTags.has(name)) continue;
    const closed = tables.close(name);
    if (!closed) writer.closeBlock(name);
    else if (closed.block) writer.addBlock(closed.block);
  }
  return { sections: writer.finish(), imageCount, tableGrids: tables.grids };
}

const tableTags = new Set(["table", "tr", "td", "th"]);

/**
 * Text outside tables: inline text gathered into blocks (paragraphs, list items, headings, rendered
 * tables), blocks gathered into one section per heading.
 */
function createSectionWriter() {
  const sections: ParsedSection[] = [];
  let heading: string | undefined;
  let blocks: string[] = [];
  let inline = "";
  let pendingPrefix = "";
  let lastBlockWasListItem = false;
  let headingLevel = 0;
  const lists: ListState[] = [];

  const flushInline = () => {
    const text = collapse(inline);
    inline = "";
    if (!text) return;
    const isListItem = pendingPrefix !== "";
    // Items of one list stay on consecutive lines, so the list reads (and chunks) as one block.
    if (isListItem && lastBlockWasListItem && blocks.length > 0) blocks[blocks.length - 1] += `\n${pendingPrefix}${text}`;
    else blocks.push(pendingPrefix + text);
    lastBlockWasListItem = isListItem;
    pendingPrefix = "";
  };
  const addBlock = (block: string) => {
    blocks.push(block);
    lastBlockWasListItem = false;
  };
  const flushSection = () => {
    const text = blocks.join("\n\n").trim();
    if (text) sections.push(heading === undefined ? { text } : { text, heading });
    blocks = [];
  };
  const closeHeading = () => {
    const text = collapse(inline);
    inline = "";
    headingLevel = 0;
    if (!text) return;
    flushSection();
    heading = text;
    addBlock(text);
  };

  return {
    appendInline(text: string) {
      inline += text;
    },
    flushInline,
    addBlock,
    /** A block tag other than a table's opens (the inline text before it is already flushed). */
    openBlock(name: string) {
      if (/^h[1-6]$/u.test(name)) headingLevel = Number(name[1]);
      else if (name === "ul" || name === "ol") lists.push({ ordered: name === "ol", counter: 0 });
      else if (name === "li") {
        const list = lists.at(-1);
        if (list) list.counter += 1;
        const indent = "  ".repeat(Math.max(0, lists.length - 1));
        pendingPrefix = `${indent}${list?.ordered ? `${list.counter}.` : "-"} `;
      }
    },
    /** A block tag closes that no open table claimed. */
    closeBlock(name: string) {
      if (/^h[1-6]$/u.test(name) && headingLevel > 0) closeHeading();
      else if (name === "ul" || name === "ol") {
        flushInline();
        lists.pop();
      } else flushInline();
    },
    finish(): ParsedSection[] {
      flushInline();
      flushSection();
      return sections;
    },
  };
}

/**
 * Tables, nested ones included: cells gathered into rows, a closed table rendered (as a block,
 * or as plain text inside the outer cell when nested), each top-level table's grid kept.
 */
function createTableReader() {
  const tables: TableState[] = [];
  const grids: string[][][] = [];

  const closeTable = (table: TableState): { block?: string } => {
    tables.pop();
    const rendered = renderTable(table.rows);
    const outer = tables.at(-1);
    if (!outer) grids.push(layoutTable(table.rows).grid);
    if (outer?.cell) {
      outer.cell.text += ` ${rendered.replace(/\n/gu, " ")} `;
      return {};
    }
    return rendered ? { block: rendered } : {};
  };

  return {
    grids,
    inCell: () => Boolean(tables.at(-1)?.cell),
    /** Adds text to the open cell; false when no cell is open. */
    appendToCell(text: string): boolean {
      const cell = tables.at(-1)?.cell;
      if (!cell) return false;
      cell.text += text;
      return true;
    },
    open(name: string, attributes: string) {
      const table = tables.at(-1);
      if (name === "table") tables.push({ rows: [], row: null, cell: null });
      else if (name === "tr" && table) table.row = [];
      else if ((name === "td" || name === "th") && table) {
        table.cell = {
          text: "",
          rowSpan: numberAttribute(attributes, "rowspan"),
          colSpan: numberAttribute(attributes, "colspan"),
          isHeader: name === "th",
        };
      }
    },
    /** A closing tag: null when it closes nothing of a table; `block` when a table is done and stands as a block. */
    close(name: string): { block?: string } | null {
      const table = tables.at(-1);
      if ((name === "td" || name === "th") && table?.cell) {
        table.row?.push({ ...table.cell, text: collapse(table.cell.text) });
        table.cell = null;
      } else if (name === "tr" && table?.row) {
        table.rows.push(table.row);
        table.row = null;
      } else if (name === "table" && table) return closeTable(table);
      else return null;
      return {};
    },
  };
}

/** Lays the cells on a grid, then writes one line per row ("Header: value; Header: value"). */
function renderTable(rows: TableCell[][]): string {
  const { grid, headerFlags } = layoutTable(rows);
  if (grid.length === 0) return "";

  const header = grid[0]!;
  const looksLikeHeader =
    grid.length >= 2 &&
    header.length >= 2 &&
    (headerFlags[0] === true || header.every((text) => text !== "" && text.length <= 80 && !/^[\d\s.,%$€£-]+$/u.test(text)));
  if (!looksLikeHeader) {
    return grid
      .map((line) => dedupeAdjacent(line).filter(Boolean).join(" | "))
      .filter(Boolean)
      .join("\n");
  }
  const lines = [dedupeAdjacent(header).join(" | ")];
  for (const line of grid.slice(1)) {
    const pairs: string[] = [];
    line.forEach((value, index) => {
      const name = header[index];
      // Skip empty cells, a column span repeated, and a header cell merged down into this row.
      if (!value || value === name || (index > 0 && value === line[index - 1] && name === header[index - 1])) return;
      pairs.push(name ? `${name}: ${value}` : value);
    });
    if (pairs.length > 0) lines.push(pairs.join("; "));
  }
  return lines.join("\n");
}

/** Lays the cells on a grid, filling row and column spans. */
function layoutTable(rows: TableCell[][]): { grid: string[][]; headerFlags: boolean[] } {
  const grid: string[][] = [];
  const headerFlags: boolean[] = [];
  const carried: ({ text: string; remaining: number } | undefined)[] = [];
  for (const row of rows) {
    const line: string[] = [];
    let column = 0;
    const fillCarried = () => {
      while (carried[column] && carried[column]!.remaining > 0) {
        line[column] = carried[column]!.text;
        carried[column]!.remaining -= 1;
        column += 1;
      }
    };
    for (const cell of row) {
      fillCarried();
      for (let span = 0; span < Math.max(1, cell.colSpan); span += 1) {
        line[column] = cell.text;
        if (cell.rowSpan > 1) carried[column] = { text: cell.text, remaining: cell.rowSpan - 1 };
        column += 1;
      }
    }
    fillCarried();
    grid.push(Array.from(line, (text) => text ?? ""));
    headerFlags.push(row.length > 0 && row.every((cell) => cell.isHeader));
  }
  return { grid, headerFlags };
}

/** A cell spanning columns appears once in a rendered row, not once per column. */
function dedupeAdjacent(values: string[]): string[] {
  return values.filter((value, index) => index === 0 || value !== values[index - 1]);
}

type Token = { kind: "text"; text: string } | { kind: "open" | "close"; name: string; attributes: string };

function* tokenize(html: string): Generator<Token> {
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/gu;
  let position = 0;
  for (const match of html.matchAll(tagPattern)) {
    const index = match.index ?? 0;
    if (index > position) yield { kind: "text", text: html.slice(position, index) };
    const name = (match[2] ?? "").toLowerCase();
    yield { kind: match[1] ? "close" : "open", name, attributes: match[3] ?? "" };
    position = index + match[0].length;
  }
  if (position < html.length) yield { kind: "text", text: html.slice(position) };
}

function numberAttribute(attributes: string, name: string): number {
  const match = new RegExp(`${name}="(\\d+)"`, "u").exec(attributes);
  const value = match?.[1] ? Number(match[1]) : 1;
  return Math.min(Math.max(1, value), 1_000); // a hostile span cannot make the grid explode
}

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#(\d+)|#x([0-9a-f]+));/giu, (entity, name: string, decimal?: string, hex?: string) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" } as Record<string, string>)[name.toLowerCase()] ?? entity;
  });
}

function collapse(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/gu, " ").trim())
    .filter(Boolean)
    .join("\n");
}
