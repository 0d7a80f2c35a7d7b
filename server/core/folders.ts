/**
 * The folders Docent writes to (DATA_DIR, UPLOADS_DIR), made at start with a message that names
 * the setting when they cannot be. Each missing level is made on its own: Node's recursive mkdir
 * never returns on some paths (under /proc it retries the missing parent forever), and one level
 * at a time also says which level failed.
 */
import fs from "node:fs";
import path from "node:path";

const reasons: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  ENOTDIR: "part of the path is a file, not a folder",
  EEXIST: "a file of that name is in the way",
  ENOENT: "a folder cannot be made there",
  ENOSPC: "the disk is full",
};

/** Makes `folder` (and any missing parents) and checks Docent can write in it; throws naming `setting`. */
export function makeWritableFolder(folder: string, setting: string): void {
  const absolute = path.resolve(folder);
  try {
    const missing: string[] = [];
    for (let level = absolute; !fs.existsSync(level); level = path.dirname(level)) missing.unshift(level);
    for (const level of missing) fs.mkdirSync(level);
    if (!fs.statSync(absolute).isDirectory()) throw Object.assign(new Error(`${absolute} is a file`), { code: "EEXIST" });
    fs.accessSync(absolute, fs.constants.W_OK);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(`${setting}=${folder} cannot be used as Docent's folder: ${(code && reasons[code]) ?? message} (${message})`, {
      cause: error,
    });
  }
}
