/**
 * Text a file carries where a reader does not see it and the passages do not hold it: image alt
 * text and review comments in Word files, cell comments in spreadsheets. Docent indexes only Word
 * comments (their own section, parsers/docx.ts), but an attacker can plant instructions in any of it, so ingestion checks it too
 * (docs/architecture.md, "Defences"). Hidden Word runs and white text need nothing here: the
 * Word parser reads them as ordinary text, so they are in the passages and checked there.
 *
 * Runs after the parser accepted the file (its ZIP limits are checked by then), reads only the
 * few small XML parts named below, each capped, and never fails an upload: a part it cannot read
 * is skipped.
 */
import type { Readable } from "node:stream";
import yauzl from "yauzl";
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

/** Alt text (`descr`, `title` of a drawing) and the text of comment parts. */
export function hiddenTextsOfPart(name: string, xml: string): string[] {
  const texts: string[] = [];
  for (const match of xml.matchAll(/<(?:wp:docPr|xdr:cNvPr|pic:cNvPr)\b[^>]*?\b(?:descr|title)="([^"]+)"/g))
    texts.push(decodeXml(match[1]!));
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

/** Whether files of this type can hide text this module reads (so reading one is worth it). */
export const mayHideText = (type: DocumentType) => partsByType[type] !== undefined;

/** Hidden texts of a Word or Excel file; [] for other types or a file that cannot be read. */
export async function readHiddenTexts(bytes: Uint8Array, type: DocumentType): Promise<string[]> {
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
