/**
 * Parent side of parsing (docs/architecture.md#limits-and-parsing): size limit, content sniffing and archive
 * pre-checks run here, cheaply and without running any parser; the parser itself runs in a
 * bounded child process (worker-pool.ts).
 */
import { open, stat } from "node:fs/promises";
import type { Logger } from "../core/logger";
import { formatBytes, parseFailure } from "./failures";
import { sniffType } from "./sniff";
import type { IngestLimits, ParseOutcome, ParseProgress } from "./types";
import { parseInWorker } from "./worker-pool";
import { checkZipDirectory } from "./zip-archive";

export { closeParseWorkers } from "./worker-pool";

export interface ParseFileOptions {
  path: string;
  /** The name the person uploaded; its extension must agree with the content. */
  filename: string;
  limits: IngestLimits;
  onProgress?: (progress: ParseProgress) => void;
  /** Aborting kills the worker and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Receives worker crashes and protocol errors; the person only ever sees the failure message. */
  logger?: Logger;
}

/** Reads one uploaded file into sections, or says in one sentence why it cannot. Never throws for a bad file. */
export async function parseFile(options: ParseFileOptions): Promise<ParseOutcome> {
  const { path, filename, limits } = options;
  options.signal?.throwIfAborted();
  const { size } = await stat(path);
  if (size > limits.maxBytes) {
    return refuse("too_large", `The file is ${formatBytes(size)}, larger than the ${formatBytes(limits.maxBytes)} limit per file.`);
  }
  const bytes = await readWholeFile(path, size);
  const sniffed = await sniffType(bytes, filename);
  if (!sniffed.ok) return { ok: false, failure: sniffed.failure };

  if (sniffed.type === "docx" || sniffed.type === "xlsx" || sniffed.type === "ods") {
    const archiveFailure = await checkZipDirectory(bytes, limits);
    if (archiveFailure) return { ok: false, failure: archiveFailure };
  }

  return parseInWorker({ ...options, type: sniffed.type });
}

async function readWholeFile(path: string, size: number): Promise<Uint8Array> {
  // Reads exactly the size checked above, so a file that grows after stat cannot slip past the limit.
  const handle = await open(path, "r");
  try {
    const bytes = new Uint8Array(size);
    let offset = 0;
    while (offset < size) {
      const { bytesRead } = await handle.read(bytes, offset, size - offset, offset);
      if (bytesRead === 0) break;
      offset += bytesRead;
    }
    return bytes.subarray(0, offset);
  } finally {
    await handle.close();
  }
}

function refuse(category: Parameters<typeof parseFailure>[0], message: string): ParseOutcome {
  return { ok: false, failure: parseFailure(category, message) };
}
