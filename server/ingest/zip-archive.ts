/**
 * ZIP defences for DOCX, XLSX and ODS (docs/architecture.md#limits-and-parsing; measured on the corpus).
 *
 * `checkZipDirectory` reads only the central directory (nothing is inflated) and runs in the server
 * before any worker starts: entry count, the sum of declared sizes (which also catches
 * overlapping-entry bombs, where every entry declares the full size), per-entry compression ratio,
 * and overlapping local headers.
 *
 * `scanZipXmlParts` runs in the parse worker before the real parser. It inflates the XML parts
 * through yauzl, which stops any entry that inflates past its declared size (the "lying central
 * directory" bomb that JSZip, inside mammoth and SheetJS, only notices after inflating everything),
 * and refuses DTDs: OOXML and ODF never need one, and a DTD is how entity-expansion bombs start.
 */
import type { Readable } from "node:stream";
import yauzl from "yauzl";
import { formatBytes, formatCount, parseFailure } from "./failures";
import type { IngestLimits, ParseFailure } from "./types";

/** Ratios are only judged on entries above this size: small XML parts legitimately compress 50:1 and more. */
const ratioCheckMinimumBytes = 1024 * 1024;

export function openZip(bytes: Uint8Array, validateEntrySizes: boolean): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes, strictFileNames: false, decodeStrings: true }, (error, zipfile) => {
      if (error || !zipfile) reject(error ?? new Error("no zip file"));
      else resolve(zipfile);
    });
  });
}

/** Calls `visit` for each entry in order; `visit` returns a failure to stop early. */
export async function walkEntries(
  zipfile: yauzl.ZipFile,
  visit: (entry: yauzl.Entry) => Promise<ParseFailure | null> | ParseFailure | null,
): Promise<ParseFailure | null> {
  return new Promise((resolve, reject) => {
    let finished = false;
    const finish = (result: ParseFailure | null, error?: unknown) => {
      if (finished) return;
      finished = true;
      zipfile.close();
      if (error) reject(error);
      else resolve(result);
    };
    zipfile.on("error", (error: unknown) => finish(null, error));
    zipfile.on("end", () => finish(null));
    zipfile.on("entry", (entry: yauzl.Entry) => {
      Promise.resolve(visit(entry)).then(
        (failure) => {
          if (failure) finish(failure);
          else zipfile.readEntry();
        },
        (error: unknown) => finish(null, error),
      );
    });
    zipfile.readEntry();
  });
}

export async function checkZipDirectory(bytes: Uint8Array, limits: IngestLimits): Promise<ParseFailure | null> {
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await openZip(bytes, true);
  } catch {
    return parseFailure("corrupt", "The file is damaged: its ZIP structure could not be read.");
  }
  if (zipfile.entryCount > limits.maxZipEntries) {
    zipfile.close();
    return tooManyEntries(zipfile.entryCount, limits);
  }
  let count = 0;
  let declaredTotal = 0;
  const spans: { start: number; end: number }[] = [];
  try {
    const failure = await walkEntries(zipfile, (entry) => {
      count += 1;
      if (count > limits.maxZipEntries) return tooManyEntries(count, limits);
      declaredTotal += entry.uncompressedSize;
      if (declaredTotal > limits.maxUncompressedBytes) {
        return parseFailure(
          "too_large",
          `The file would unpack to more than ${formatBytes(limits.maxUncompressedBytes)}, the limit for the uncompressed size of a document.`,
        );
      }
      if (entry.uncompressedSize > ratioCheckMinimumBytes) {
        const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
        if (ratio > limits.maxCompressionRatio) {
          return parseFailure(
            "too_large",
            `A part of this file is compressed ${formatCount(Math.round(ratio))} to 1, beyond the ${formatCount(limits.maxCompressionRatio)}:1 limit that guards against ZIP bombs.`,
          );
        }
      }
      spans.push({
        start: entry.relativeOffsetOfLocalHeader,
        end: entry.relativeOffsetOfLocalHeader + 30 + entry.fileNameLength + entry.compressedSize,
      });
      return null;
    });
    if (failure) return failure;
  } catch {
    return parseFailure("corrupt", "The file is damaged: its ZIP structure could not be read.");
  }
  // Entries of a real document never share bytes; overlapping entries are the mark of a non-recursive ZIP bomb.
  spans.sort((left, right) => left.start - right.start);
  for (let index = 1; index < spans.length; index += 1) {
    if (spans[index]!.start < spans[index - 1]!.end) {
      return parseFailure(
        "corrupt",
        "The file's ZIP structure has overlapping entries, which real documents never have, so it was refused.",
      );
    }
  }
  return null;
}

function tooManyEntries(count: number, limits: IngestLimits): ParseFailure {
  return parseFailure(
    "limit_exceeded",
    `The file holds ${formatCount(count)} or more parts, more than the limit of ${formatCount(limits.maxZipEntries)} parts per document.`,
  );
}

export interface XmlScanOptions {
  limits: IngestLimits;
  /** Called for every start tag of the named parts (e.g. `word/document.xml`); may return a failure to stop. */
  tagVisitors?: Record<string, (tag: string) => ParseFailure | null>;
}

export async function scanZipXmlParts(bytes: Uint8Array, options: XmlScanOptions): Promise<ParseFailure | null> {
  const { limits, tagVisitors = {} } = options;
  let zipfile: yauzl.ZipFile;
  try {
    zipfile = await openZip(bytes, true);
  } catch {
    return parseFailure("corrupt", "The file is damaged: its ZIP structure could not be read.");
  }
  let inflatedTotal = 0;
  try {
    return await walkEntries(zipfile, async (entry) => {
      if (!/\.(xml|rels)$/iu.test(entry.fileName)) return null;
      const stream = await new Promise<Readable>((resolve, reject) =>
        zipfile.openReadStream(entry, (error, readStream) =>
          error || !readStream ? reject(error ?? new Error("no stream")) : resolve(readStream),
        ),
      );
      const visitor = tagVisitors[entry.fileName];
      let carry = "";
      const decoder = new TextDecoder("utf-8");
      for await (const piece of stream as AsyncIterable<Buffer>) {
        inflatedTotal += piece.length;
        if (inflatedTotal > limits.maxUncompressedBytes) {
          stream.destroy();
          return parseFailure(
            "too_large",
            `The file unpacks to more than ${formatBytes(limits.maxUncompressedBytes)}, the limit for the uncompressed size of a document.`,
          );
        }
        const text = carry + decoder.decode(piece, { stream: true });
        if (/<!DOCTYPE|<!ENTITY/iu.test(text)) {
          stream.destroy();
          return parseFailure(
            "corrupt",
            `The part ${entry.fileName} declares a DTD (<!DOCTYPE> or <!ENTITY>), which documents never need and XML bombs rely on, so the file was refused.`,
          );
        }
        // An unfinished tag is kept for the next piece. A marker cut in two ("<!DOC" | "TYPE") is
        // always such an unfinished tag, so the DTD test above also sees it whole.
        const lastOpen = text.lastIndexOf("<");
        const lastClose = text.lastIndexOf(">");
        const complete = lastOpen > lastClose ? text.slice(0, lastOpen) : text;
        carry = lastOpen > lastClose ? text.slice(lastOpen) : "";
        if (carry.length > 1_000_000) {
          stream.destroy();
          return parseFailure("corrupt", `The part ${entry.fileName} is not well-formed XML.`);
        }
        if (visitor) {
          for (const match of complete.matchAll(/<[^!?/][^>]*>/gu)) {
            const failure = visitor(match[0]);
            if (failure) {
              stream.destroy();
              return failure;
            }
          }
        }
      }
      return null;
    });
  } catch (error) {
    // yauzl reports an entry that inflates past its declared size (or fails to inflate) here.
    const message = error instanceof Error ? error.message : String(error);
    if (/too many bytes|size mismatch|exceeds/iu.test(message)) {
      return parseFailure(
        "too_large",
        "A part of this file unpacks to more than its stated size, the mark of a ZIP bomb, so it was refused.",
      );
    }
    return parseFailure("corrupt", "The file is damaged: a part of it could not be unpacked.");
  }
}
