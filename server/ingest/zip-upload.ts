/**
 * A ZIP uploaded as a folder of documents (docs/architecture.md, "Collections and tags"): each file
 * of an accepted type becomes a document, tagged with the names of the folders it sat in
 * (`policies/hr/leave.pdf` → `policies`, `hr`). The archive passes the same guards as a DOCX's
 * (`checkZipDirectory`: entry count, declared sizes, compression ratio, overlapping entries), and
 * every entry is written with a byte cap, so a lying header cannot unpack more than declared.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Transform } from "node:stream";
import type yauzl from "yauzl";
import { Tag } from "~/lib/collections";
import { acceptedExtensions, extensionOf, type IncomingFile } from "./library";
import type { IngestLimits } from "./types";
import { checkZipDirectory, openZip, walkEntries } from "./zip-archive";

export interface UnpackedFile extends IncomingFile {
  /** Tags from the folders the file sat in, outermost first. */
  folderTags: string[];
}

export class ZipUploadError extends Error {}

const maxFolderTags = 10;

/** Folder names that are tags (a name that is not a valid tag is left out). */
export function folderTagsOf(entryName: string): string[] {
  const folders = entryName.split("/").slice(0, -1);
  const tags = folders.flatMap((folder) => {
    const parsed = Tag.safeParse(folder);
    return parsed.success ? [parsed.data] : [];
  });
  return [...new Set(tags)].slice(0, maxFolderTags);
}

/** Files a person put in the archive, not the archiver's own (macOS resource forks, hidden files). */
function wanted(entryName: string) {
  if (entryName.endsWith("/") || entryName.startsWith("__MACOSX/")) return false;
  const base = entryName.split("/").pop() ?? "";
  return !base.startsWith(".") && (acceptedExtensions as readonly string[]).includes(extensionOf(base));
}

function cappedCopy(limit: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > limit ? new ZipUploadError("A file in the archive unpacks to more than it declares.") : null, chunk);
    },
  });
}

async function writeEntry(zipfile: yauzl.ZipFile, entry: yauzl.Entry, target: string, limit: number) {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zipfile.openReadStream(entry, (error, opened) => (error || !opened ? reject(error ?? new Error("unreadable entry")) : resolve(opened))),
  );
  await pipeline(stream, cappedCopy(limit), fs.createWriteStream(target));
}

/**
 * Unpacks the archive's documents into `incomingDir` (the ZIP itself is left to the caller).
 * Throws ZipUploadError with a sentence a person understands when the archive is refused.
 */
export async function unpackZipUpload(
  file: IncomingFile,
  options: { incomingDir: string; limits: IngestLimits; maxFiles: number },
): Promise<UnpackedFile[]> {
  const bytes = await fs.promises.readFile(file.tempPath);
  const refused = await checkZipDirectory(bytes, options.limits);
  if (refused) throw new ZipUploadError(`${path.basename(file.originalName)}: ${refused.message}`);
  const zipfile = await openZip(bytes, true);
  const unpacked: UnpackedFile[] = [];
  try {
    await walkEntries(zipfile, async (entry) => {
      if (!wanted(entry.fileName)) return null;
      if (unpacked.length >= options.maxFiles)
        throw new ZipUploadError(`The archive holds more than ${options.maxFiles} documents, the most one upload may add.`);
      if (entry.uncompressedSize > options.limits.maxBytes)
        throw new ZipUploadError(`${entry.fileName} in the archive is larger than the upload limit for one file.`);
      const tempPath = path.join(options.incomingDir, randomUUID());
      unpacked.push({
        tempPath,
        originalName: entry.fileName.split("/").pop()!,
        size: entry.uncompressedSize,
        folderTags: folderTagsOf(entry.fileName),
      });
      await writeEntry(zipfile, entry, tempPath, Math.min(entry.uncompressedSize, options.limits.maxBytes));
      return null;
    });
  } catch (error) {
    await Promise.all(unpacked.map((each) => fs.promises.rm(each.tempPath, { force: true })));
    throw error instanceof ZipUploadError
      ? error
      : new ZipUploadError(`${path.basename(file.originalName)}: the archive could not be read.`);
  }
  return unpacked;
}
