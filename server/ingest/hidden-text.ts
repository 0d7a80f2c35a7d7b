/**
 * Text a file carries where a reader does not see it: image alt text and review comments in Word
 * files, cell comments in spreadsheets, hidden and white Word runs, and a Markdown file's HTML
 * comments, image alt text and link titles. Docent indexes only Word comments (their own section,
 * parsers/docx.ts), but an attacker can plant instructions in any of it, so ingestion checks it too
 * (docs/architecture.md, "Defences"). Hidden and white Word runs and a Markdown file's comments are
 * in the passages as well (the parsers keep them as text), where the visible sentences around them
 * dilute them; here each is judged on its own, as text no reader sees (injection-scan.ts).
 *
 * Runs after the parser accepted the file (its ZIP limits are checked by then), reads only the
 * few small XML parts named below, each capped, and never fails an upload: a part it cannot read
 * is skipped.
 */
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { decodeText } from "./decode-text";
import type { DocumentType } from "./types";

/** Parts larger than this are skipped: comments and drawings of real documents are far smaller. */
const maxPartBytes = 8 * 1024 * 1024;
const maxTexts = 2_000;

const partsByType: Partial<Record<DocumentType, RegExp>> = {
  docx: /^word\/(?:document|comments|footnotes|endnotes)\.xml$/,
  xlsx: /^xl\/(?:comments\d*\.xml|threadedComments\/[^/]+\.xml|drawings\/drawing\d+\.xml)$/,
};

const decodeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_whole, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_whole, digits: string) => String.fromCodePoint(Number.parseInt(digits, 10)))
    .replace(/&amp;/g, "&");

/** A run's properties that hide it: `w:vanish` (hidden text), or a white font colour with no shading or highlight behind it. */
const hidesRun = (properties: string) =>
  /<w:vanish(?:\s*\/>|\s+w:val="(?:1|true|on)")/u.test(properties) ||
  (/<w:color\s[^>]*?(?:w:val="FFFFFF"|w:themeColor="background1")/iu.test(properties) && !/<w:(?:shd|highlight)\b/u.test(properties));

/**
 * Each paragraph's hidden and white runs, joined: one text per paragraph that has any. A paragraph or
 * table cell with shading is skipped for white runs: white on a coloured banner or header cell is seen.
 */
function hiddenRunsOf(xml: string): string[] {
  const texts: string[] = [];
  const unshaded = xml.replace(/<w:tc>[\s\S]*?<\/w:tc>/gu, (cell) =>
    /<w:tcPr>[\s\S]*?<w:shd\b[\s\S]*?<\/w:tcPr>/u.test(cell) ? "" : cell,
  );
  for (const paragraph of unshaded.matchAll(/<w:p[\s>][\s\S]*?<\/w:p>/gu)) {
    const shaded = /<w:pPr>[\s\S]*?<w:shd\b[\s\S]*?<\/w:pPr>/u.test(paragraph[0]);
    const words = [...paragraph[0].matchAll(/<w:r[\s>][\s\S]*?<\/w:r>/gu)]
      .filter((run) => {
        const properties = /<w:rPr>([\s\S]*?)<\/w:rPr>/u.exec(run[0])?.[1] ?? "";
        return hidesRun(properties) && (!shaded || /<w:vanish/u.test(properties));
      })
      .flatMap((run) => [...run[0].matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/gu)].map((text) => decodeXml(text[1]!)))
      .join("");
    if (words.trim()) texts.push(words.trim());
  }
  return texts;
}

/** Alt text (`descr`, `title` of a drawing), hidden and white Word runs, and the text of comment parts. */
export function hiddenTextsOfPart(name: string, xml: string): string[] {
  const texts: string[] = [];
  for (const match of xml.matchAll(/<(?:wp:docPr|xdr:cNvPr|pic:cNvPr)\b[^>]*?\b(?:descr|title)="([^"]+)"/g))
    texts.push(decodeXml(match[1]!));
  if (name === "word/document.xml") texts.push(...hiddenRunsOf(xml));
  if (/comments|threadedComments/i.test(name)) {
    // One comment per <w:comment>, <comment> or <threadedComment>: its runs of text joined.
    for (const comment of xml.matchAll(/<(w:comment|comment|threadedComment)\b[\s\S]*?<\/\1>/g)) {
      // The lookahead leaves the next tag's "<" unread: `<text><t>…` (SheetJS, plain comments) holds its run right after.
      const words = [...comment[0].matchAll(/<(?:w:t|t|text)\b[^>]*>([^<]*)(?=<)/g)].map((run) => decodeXml(run[1]!)).join("");
      if (words.trim()) texts.push(words.trim());
    }
  }
  return texts;
}

function openZip(bytes: Uint8Array): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true },
      (error, zipfile) => (error || !zipfile ? reject(error ?? new Error("no zip")) : resolve(zipfile)),
    ),
  );
}

async function readEntry(zipfile: yauzl.ZipFile, entry: yauzl.Entry): Promise<string> {
  const stream = await new Promise<Readable>((resolve, reject) =>
    zipfile.openReadStream(entry, (error, readStream) =>
      error || !readStream ? reject(error ?? new Error("no stream")) : resolve(readStream),
    ),
  );
  const pieces: Buffer[] = [];
  for await (const piece of stream as AsyncIterable<Buffer>) pieces.push(piece);
  return Buffer.concat(pieces).toString("utf8");
}

/**
 * What a Markdown file holds that its rendering does not show as prose: HTML comments, image alt text
 * (`![alt](…)`) and link titles (`[text](url "title")`).
 */
export function hiddenTextsOfMarkdown(text: string): string[] {
  const texts: string[] = [];
  for (const match of text.matchAll(/<!--([\s\S]*?)-->/gu)) texts.push(match[1]!.trim());
  for (const match of text.matchAll(/!\[([^\]\n]+)\]\(/gu)) texts.push(match[1]!.trim());
  for (const match of text.matchAll(/\]\([^)\s]+\s+"([^"\n]+)"\)/gu)) texts.push(match[1]!.trim());
  return texts.filter((hidden) => hidden.length > 0).slice(0, maxTexts);
}

/** Whether files of this type can hide text this module reads (so reading one is worth it). */
export const mayHideText = (type: DocumentType) => type === "md" || partsByType[type] !== undefined;

/** Hidden texts of a Word, Excel or Markdown file; [] for other types or a file that cannot be read. */
export async function readHiddenTexts(bytes: Uint8Array, type: DocumentType): Promise<string[]> {
  if (type === "md") return hiddenTextsOfMarkdown(decodeText(bytes).text);
  const wanted = partsByType[type];
  if (!wanted) return [];
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await openZip(bytes);
  } catch {
    return [];
  }
  const texts: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zipfile.on("entry", (entry: yauzl.Entry) => {
        if (!wanted.test(entry.fileName) || entry.uncompressedSize > maxPartBytes || texts.length >= maxTexts) return zipfile.readEntry();
        readEntry(zipfile, entry).then((xml) => {
          texts.push(...hiddenTextsOfPart(entry.fileName, xml));
          zipfile.readEntry();
        }, reject);
      });
      zipfile.on("end", () => resolve());
      zipfile.on("error", reject);
      zipfile.readEntry();
    });
  } catch {
    // A part that does not inflate: the parser read the file, so the passages are still checked.
  } finally {
    zipfile.close();
  }
  return texts.slice(0, maxTexts);
}
