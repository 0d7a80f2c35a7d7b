import { PDFParse } from "pdf-parse";
import { formatCount, parseFailure } from "../failures";
import { alignedTables, type AlignedTable, type PlacedRun } from "../tables/aligned-columns";
import { extractPdfTables, maxTablePages, type PdfPageTables, rowsFromAlignedTable } from "../tables/pdf-tables";
import { joinLineHyphens } from "../line-hyphens";
import { filledValueLines, formFieldsSentence, type PlacedText, unnamedFilledValues } from "../pdf-form-fields";
import { rowsFromLooseTables } from "../loose-table-rows";
import { dropRunningLines } from "../page-furniture";
import { hasVisibleText, looksGarbled } from "../text-quality";
import type { ParsedSection, ParseFailure, ParseOutcome } from "../types";
import { maxExtractedCharacters, type Parser } from "./parser";

/**
 * Pages per getText call: the document loads once, and the UI gets a progress step per batch. A
 * short PDF is read page by page so its bar moves ("Reading page 3 of 14"); a long one in batches
 * of up to 25 pages, about 25 steps in all.
 */
/** The PDF's metadata title ("2010 Form 1040"), trimmed; null when it has none that reads as words. */
function metadataTitle(info: unknown): string | null {
  const title = (info as { Title?: unknown } | null)?.Title;
  if (typeof title !== "string") return null;
  const text = title.replace(/\s+/gu, " ").trim();
  return text.length >= 3 && text.length <= 300 && /\p{L}{2}/u.test(text) ? text : null;
}

function pagesPerBatch(totalPages: number) {
  return Math.max(1, Math.min(25, Math.ceil(totalPages / 25)));
}

export const parsePdf: Parser = async ({ bytes, limits, reportProgress }) => {
  // pdf.js may transfer (detach) the buffer it is given, so it gets its own copy.
  const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const info = await parser.getInfo();
    const totalPages = info.total;
    if (totalPages > limits.maxPages) {
      return refuse(
        "limit_exceeded",
        `The PDF has ${formatCount(totalPages)} pages, more than the limit of ${formatCount(limits.maxPages)} pages per document.`,
      );
    }
    reportProgress({ done: 0, total: totalPages, unit: "page" });

    const sections: ParsedSection[] = [];
    let characters = 0;
    const batch = pagesPerBatch(totalPages);
    for (let first = 1; first <= totalPages; first += batch) {
      const last = Math.min(totalPages, first + batch - 1);
      const result = await parser.getText({ first, last });
      for (const page of result.pages) {
        const text = cleanPageText(headFootnotes(page.text));
        if (!hasVisibleText(text)) continue; // blank pages (covers, separators) are normal inside real documents
        characters += text.length;
        if (characters > maxExtractedCharacters) {
          return refuse(
            "limit_exceeded",
            `The PDF holds more than ${formatCount(maxExtractedCharacters)} characters of text, the most Docent reads from one file.`,
          );
        }
        sections.push({ text, page: page.num });
      }
      reportProgress({ done: last, total: totalPages, unit: "page" });
    }

    // Judged over the whole document: one blank page is a cover, every page blank is a scan.
    if (sections.length === 0) {
      return refuse(
        "no_text",
        "No text could be found in this PDF. It looks like a scanned or image-only document, and text recognition (OCR) is not available.",
      );
    }
    if (looksGarbled(sections.map((section) => section.text).join("\n"))) {
      return refuse(
        "undecodable",
        "The text in this PDF could not be decoded: its fonts do not say which characters they draw, so the extracted text would be garbage.",
      );
    }
    // Words split at a line end are joined against the whole document's words (ingest/line-hyphens.ts).
    joinLineHyphens(sections.map((section) => section.text)).forEach((text, index) => (sections[index]!.text = text));
    // A table drawn without rules, found by where its cells stand (ingest/tables/aligned-columns.ts),
    // is typed like a ruled one and its lines become rows; loose lines left over are read by their
    // words (ingest/loose-table-rows.ts).
    const unruled = await unruledTables(parser, totalPages);
    const tables = extractPdfTables(mergeTables(await ruledTables(parser, totalPages), unruled));
    for (const section of sections) {
      for (const table of unruled.find((page) => page.page === section.page)?.tables ?? [])
        section.text = rowsFromAlignedTable(section.text, table);
      section.text = rowsFromLooseTables(section.text);
    }
    // Running heads and feet (the title, a chapter name, a page number on page after page) are not content.
    dropRunningLines(sections.map((section) => section.text)).forEach((text, index) => (sections[index]!.text = text));
    // A page that held nothing but its running head (a chapter's blank verso) is blank now, and skipped like one.
    sections.splice(0, sections.length, ...sections.filter((section) => hasVisibleText(section.text)));
    await addFormFields(parser, sections);
    const title = metadataTitle(info.info);
    return {
      ok: true,
      document: {
        type: "pdf",
        pages: totalPages,
        sheets: null,
        sections,
        ...(tables.length > 0 ? { tables } : {}),
        ...(title ? { notes: { title } } : {}),
      },
    };
  } catch (error) {
    return { ok: false, failure: describePdfError(error) };
  } finally {
    await parser.destroy();
  }
};

/**
 * A fillable form's fields as one sentence on the page of its first field, and the values filled
 * into fields with machine names as labelled lines on their pages (ingest/pdf-form-fields.ts).
 * pdf-parse keeps pdf.js's document private; it is read here for its fields alone, and a PDF whose
 * fields cannot be read keeps its text as it is.
 */
async function addFormFields(parser: PDFParse, sections: ParsedSection[]): Promise<void> {
  try {
    const document = (parser as unknown as { doc?: PdfJsDocument }).doc;
    const fieldObjects = await document?.getFieldObjects?.();
    const fields = formFieldsSentence(fieldObjects);
    if (fields) addToPage(sections, fields.page, fields.text);
    const values = unnamedFilledValues(fieldObjects);
    for (const page of new Set(values.map((value) => value.page))) {
      const lines = filledValueLines(
        values.filter((value) => value.page === page),
        await placedTexts(document, page),
      );
      addToPage(sections, page, lines);
    }
  } catch {
    return;
  }
}

type PdfJsDocument = {
  getFieldObjects?: () => Promise<unknown>;
  getPage?: (page: number) => Promise<{ getTextContent: () => Promise<{ items: unknown[] }> }>;
};

/** A page's text layer with places and font sizes, for the columns of a table drawn without rules. */
async function placedRuns(document: PdfJsDocument | undefined, page: number): Promise<PlacedRun[]> {
  const content = await (await document?.getPage?.(page))?.getTextContent();
  return (content?.items ?? []).flatMap((item) => {
    const { str, transform, width } = item as { str?: unknown; transform?: unknown; width?: unknown };
    if (typeof str !== "string" || !Array.isArray(transform) || typeof width !== "number") return [];
    const [, , skew, scale, x, y] = (transform as unknown[]).map(Number);
    return [{ text: str.normalize("NFKC"), x: x!, y: y!, width, size: Math.hypot(skew!, scale!) || 0 }];
  });
}

/** A page's text layer with places, for the labels printed beside form fields. */
async function placedTexts(document: PdfJsDocument | undefined, page: number): Promise<PlacedText[]> {
  const content = await (await document?.getPage?.(page))?.getTextContent();
  return (content?.items ?? []).flatMap((item) => {
    const { str, transform, width } = item as { str?: unknown; transform?: unknown; width?: unknown };
    if (typeof str !== "string" || !Array.isArray(transform) || typeof width !== "number") return [];
    return [{ text: str.normalize("NFKC"), x: Number(transform[4]), y: Number(transform[5]), width }];
  });
}

function addToPage(sections: ParsedSection[], page: number, text: string): void {
  if (text === "") return;
  const section = sections.find((candidate) => candidate.page === page);
  if (section) section.text = `${section.text}\n\n${text}`;
  else sections.push({ text, page });
  sections.sort((left, right) => (left.page ?? 0) - (right.page ?? 0));
}

/**
 * Tables drawn with rules, as typed tables (docs/architecture.md, "Tables"; ingest/tables/pdf-tables.ts
 * keeps only grids that read as records). Optional: a PDF the table finder cannot read keeps its text.
 */
async function ruledTables(parser: PDFParse, totalPages: number): Promise<PdfPageTables[]> {
  if (totalPages > maxTablePages) return [];
  try {
    const result = await parser.getTable({ first: 1, last: totalPages });
    return result.pages.map((page) => ({ page: page.num, tables: page.tables }));
  } catch {
    return [];
  }
}

/** Tables drawn without rules, page by page, found by where their cells stand. Optional like the ruled ones. */
async function unruledTables(parser: PDFParse, totalPages: number): Promise<{ page: number; tables: AlignedTable[] }[]> {
  if (totalPages > maxTablePages) return [];
  const document = (parser as unknown as { doc?: PdfJsDocument }).doc;
  const pages: { page: number; tables: AlignedTable[] }[] = [];
  try {
    for (let page = 1; page <= totalPages; page++) {
      const tables = alignedTables(await placedRuns(document, page));
      if (tables.length > 0) pages.push({ page, tables });
    }
  } catch {
    return pages;
  }
  return pages;
}

/** Each page's ruled tables, then its unruled ones whose header no ruled table of the page has (the same table found twice). */
function mergeTables(ruled: PdfPageTables[], unruled: { page: number; tables: AlignedTable[] }[]): PdfPageTables[] {
  const headerKey = (row: string[] | undefined) => (row ?? []).map((cell) => cell.replace(/\s+/gu, "").toLowerCase()).join("|");
  const pages = [...new Set([...ruled, ...unruled].map((page) => page.page))].sort((left, right) => left - right);
  return pages.map((page) => {
    const drawn = ruled.find((candidate) => candidate.page === page)?.tables ?? [];
    const headers = new Set(drawn.map((table) => headerKey(table[0])));
    const found = (unruled.find((candidate) => candidate.page === page)?.tables ?? []).filter(
      (table) => !headers.has(headerKey(table.cells[0])),
    );
    return { page, tables: [...drawn, ...found.map((table) => table.cells)], alignedFrom: drawn.length };
  });
}

/** A note's mark as it opens the note: a superscript figure ("¹", "²³") or a reference sign. */
const noteOpening = /^([\u00b9\u00b2\u00b3\u2070\u2074-\u2079]+|[*\u2020\u2021\u00a7])\s+\p{L}/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/**
 * A page's footnotes, headed as such (as a Word file's are, parsers/docx.ts), so "What does the
 * footnote say?" or "the small print at the bottom of the page" finds them: the first line that
 * opens with a note's mark ("¹ A repair is counted …") which the text above it carries on a word
 * ("bikes¹,"), and the lines after it to the page's end. Read before NFKC, which turns "¹" into a
 * plain "1" that no longer tells a note from a number.
 */
export function headFootnotes(text: string): string {
  const lines = text.split("\n");
  const carrier = (mark: string) => new RegExp(`(?<=[\\p{L}\\p{N}.,;:)%])${escapeRegExp(mark)}(?![\\p{N}])`, "gu");
  const start = lines.findIndex((line, index) => {
    const mark = noteOpening.exec(line.trim())?.[1];
    return mark !== undefined && index > 0 && lines.slice(0, index).some((above) => carrier(mark).test(above));
  });
  if (start < 0) return text;
  // The marks in the running text are dropped: NFKC would glue them to their word ("bikes¹" → "bikes1"),
  // which then matches neither "bikes" nor a number.
  const marks = lines.slice(start).flatMap((line) => noteOpening.exec(line.trim())?.[1] ?? []);
  const body = lines.slice(0, start).map((line) => marks.reduce((kept, mark) => kept.replace(carrier(mark), ""), line));
  return [...body, "Footnotes", ...lines.slice(start)].join("\n");
}

/**
 * NFKC folds ligatures (ﬁ), full-width forms and Arabic presentation forms into plain letters so
 * search matches what people type; line ends are trimmed and runs of blank lines collapsed; runs of
 * symbol-only "words" are dropped (`dropSymbolRuns`). Words hyphenated across a line end are joined
 * later, once the whole document's words are known.
 */
function cleanPageText(text: string): string {
  return dropSymbolRuns(text.normalize("NFKC"))
    .split("\n")
    .map((line) => line.replace(/[ \t]+$/u, ""))
    .join("\n")
    .replace(/\n{3,}/gu, "\n\n")
    .trim();
}

/**
 * A chart's labels drawn in a font that does not say which characters it draws come out as runs
 * of punctuation (tracemonkey.pdf's figures: `!"# $!"# %!"# &!"#`), which then sit inside the
 * sentence next to them and get quoted in answers. Three or more symbol-only words in a row are
 * such a run; code and formulas keep letters or digits between their symbols, so they stay.
 */
export function dropSymbolRuns(text: string): string {
  return text.replace(/(?:^|(?<=[ \t]))(?:[!-/:-@[-`{-~]+[ \t]+){2,}[!-/:-@[-`{-~]+(?=[ \t]|$)/gmu, "").replace(/[ \t]{2,}/gu, " ");
}

/** pdf.js errors raised while reading a page are not instances of its exported classes, so match on name (measured on the corpus). */
function describePdfError(error: unknown): ParseFailure {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException")
    return parseFailure("password_protected", "This PDF is password-protected. Remove the password and upload it again.");
  if (name === "InvalidPDFException")
    return parseFailure("corrupt", "The PDF is damaged or incomplete (it may have been cut off during upload or download).");
  if (name === "UnknownErrorException" || name === "FormatError")
    return parseFailure("corrupt", "The PDF is damaged and could not be read.");
  if (error instanceof RangeError && /alloc|memory|too long/iu.test(error.message)) {
    return parseFailure("too_large", "The PDF is too large or too complex to read.");
  }
  return parseFailure("corrupt", "The PDF could not be read.");
}

function refuse(category: ParseFailure["category"], message: string): ParseOutcome {
  return { ok: false, failure: parseFailure(category, message) };
}
