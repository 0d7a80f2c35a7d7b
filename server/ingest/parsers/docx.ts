/**
 * DOCX through mammoth's HTML output (measured on the corpus: extractRawText loses table rows and footnotes).
 *
 * DOCX has no physical pages: page breaks depend on the fonts and printer of whoever opens it, and
 * the file does not record them. Sections therefore leave `page` undefined and use `heading` as the
 * location a citation points to.
 *
 * Review comments are read too, as a last section headed "Review comments" (each "Comment by <author>:"
 * and its text), so "What does the reviewer say?" finds them, apart from the body they comment on. They
 * are counted, with their authors, so the document's description says they are there (core/parse-notes.ts).
 */
import mammoth from "mammoth";
import { reviewCommentsHeading } from "../../core/parse-notes";
import type { ExtractedTable } from "../../core/table-types";
import { formatCount, parseFailure } from "../failures";
import { extractTable } from "../tables/extract";
import { gridFromStrings } from "../tables/grid";
import { scanZipXmlParts } from "../zip-archive";
import type { ParseFailure, ParseOutcome } from "../types";
import { htmlToSections } from "./docx-html";
import { maxExtractedCharacters, type Parser } from "./parser";

/**
 * Mammoth holds about 6–8 KB per paragraph (measured on the corpus: 150,000 tiny paragraphs took 1.2 GB), so
 * the paragraph count, not the XML size, is what predicts running out of memory. 100,000 per GB of
 * worker memory leaves headroom; the 872-page handbook has 8,152.
 */
const paragraphsPerGigabyte = 100_000;

export const parseDocx: Parser = async ({ bytes, limits, reportProgress }) => {
  const maxParagraphs = Math.floor((paragraphsPerGigabyte * limits.parseMemoryMb) / 1024);
  let paragraphs = 0;
  const comments = { count: 0, authors: new Set<string>(), byId: new Map<string, string>() };
  const scanFailure = await scanZipXmlParts(bytes, {
    limits,
    tagVisitors: {
      // Counted with their authors, so the description can say they are there and the section who wrote each.
      "word/comments.xml": (tag) => {
        if (!/^<w:comment[\s>]/u.test(tag)) return null;
        comments.count += 1;
        const author = /\sw:author="([^"]{1,120})"/u.exec(tag)?.[1]?.trim();
        const id = /\sw:id="([^"]{1,20})"/u.exec(tag)?.[1];
        if (author && comments.authors.size < 20) comments.authors.add(decodeXmlText(author));
        if (author && id && comments.byId.size < 2_000) comments.byId.set(id, decodeXmlText(author));
        return null;
      },
      "word/document.xml": (tag) => {
        if (!/^<w:p[\s>/]/u.test(tag)) return null;
        paragraphs += 1;
        return paragraphs > maxParagraphs
          ? parseFailure(
              "limit_exceeded",
              `The document has more than ${formatCount(maxParagraphs)} paragraphs, the most Docent reads from one Word file.`,
            )
          : null;
      },
    },
  });
  if (scanFailure) return { ok: false, failure: scanFailure };
  reportProgress({ done: 0, total: 1, unit: "part" });

  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // Image bytes are not needed for text and would bloat the HTML.
        convertImage: mammoth.images.imgElement(async () => ({ src: "" })),
        styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh", "comment-reference => sup"],
      },
    );
    html = result.value;
  } catch (error) {
    return { ok: false, failure: describeDocxError(error) };
  }

  // Footnote back-links ("↑") are navigation, not text; the notes mammoth lists at the end are
  // headed as what they are, so "What does the first footnote say?" finds them.
  const cleaned = html
    .replace(/<a href="#(?:footnote|endnote)-ref-[^"]*">[^<]*<\/a>/gu, "")
    .replace(
      /<ol>(?=<li id="(footnote|endnote)-)/gu,
      (list, kind: string) => `<h2>${kind === "footnote" ? "Footnotes" : "Endnotes"}</h2>${list}`,
    )
    // Review comments: the marks in the text ("[MW1]") and the back-links go; the list mammoth adds at
    // the end is headed, and each comment says who wrote it.
    .replace(/<sup><a href="#comment-\d+" id="comment-ref-\d+">[^<]*<\/a><\/sup>/gu, "")
    .replace(/\s*<a href="#comment-ref-\d+">[^<]*<\/a>/gu, "")
    .replace(
      /<dl>(<dt id="comment-[\s\S]*?)<\/dl>/gu,
      (_, list: string) => `<h2>${reviewCommentsHeading}</h2>${commentParagraphs(list, comments.byId)}`,
    );
  const { sections, imageCount, tableGrids } = htmlToSections(cleaned.normalize("NFC"));
  reportProgress({ done: 1, total: 1, unit: "part" });

  const characters = sections.reduce((sum, section) => sum + section.text.length, 0);
  if (characters > maxExtractedCharacters) {
    return refuse(
      "limit_exceeded",
      `The document holds more than ${formatCount(maxExtractedCharacters)} characters of text, the most Docent reads from one file.`,
    );
  }
  if (sections.length === 0) {
    return imageCount > 0
      ? refuse("no_text", "The document contains only images and no text; text recognition (OCR) is not available.")
      : refuse("empty", "The document contains no text.");
  }
  const notes = comments.count > 0 ? { notes: { comments: { count: comments.count, authors: [...comments.authors] } } } : {};
  return { ok: true, document: { type: "docx", pages: null, sheets: null, sections, tables: extractDocxTables(tableGrids), ...notes } };
};

/** Each comment of mammoth's list as one paragraph that says who wrote it: "Comment by Michael Williamson: Fin." */
function commentParagraphs(list: string, authors: Map<string, string>): string {
  return list
    .replace(/<dt id="comment-(\d+)">[^<]*<\/dt><dd>(?:<p>)?/gu, (_, id: string) => {
      const author = authors.get(id);
      return `<p>${author ? `Comment by ${escapeHtml(author)}:` : "Comment:"} `;
    })
    .replace(/<\/dd>/gu, (closing, at: number, whole: string) => (whole.slice(0, at).endsWith("</p>") ? "" : "</p>"));
}

const escapeHtml = (text: string) => text.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;");

function decodeXmlText(text: string): string {
  return text
    .replace(/&quot;/gu, '"')
    .replace(/&apos;/gu, "'")
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&amp;/gu, "&");
}

/** Each Word table whose first row names its columns becomes a typed table ("Table 1", …). */
function extractDocxTables(grids: string[][][]): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  grids.forEach((grid, index) => {
    const name = `Table ${String(index + 1)}`;
    const table = extractTable(gridFromStrings(grid), { name, sheet: null, source: "docx", headerInFirstRow: true });
    if (table) tables.push(table);
  });
  return tables;
}

function describeDocxError(error: unknown): ParseFailure {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (code === "ERR_STRING_TOO_LONG" || /string longer than|allocation failed|out of memory/iu.test(message)) {
    return parseFailure("too_large", "The document is too large or too complex to read.");
  }
  if (/main document part|body element|end of central directory/iu.test(message)) {
    return parseFailure("corrupt", "The file is not a valid Word document.");
  }
  return parseFailure("corrupt", "The Word document is damaged and could not be read.");
}

function refuse(category: ParseFailure["category"], message: string): ParseOutcome {
  return { ok: false, failure: parseFailure(category, message) };
}
