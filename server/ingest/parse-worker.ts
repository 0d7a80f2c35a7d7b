/**
 * The parse worker: a child process that reads one file at a time with the format's parser and
 * reports back over IPC. It runs under an address-space limit set by its parent (measured on the corpus: a heap
 * cap does not bound pdf.js, mammoth or SheetJS, whose buffers live outside the heap), and the
 * parent kills it on timeout, so nothing here needs to defend against runaway parsers itself.
 */
import { readFile } from "node:fs/promises";
import { parseFailure } from "./failures";
import { parserLoaders } from "./parsers/index";
import type { ParseOutcome, ParseProgress } from "./types";
import { parseRequestSchema, sectionBatchCharacters, tableRowsPerMessage, type ParseRequest, type WorkerMessage } from "./worker-protocol";

function send(message: WorkerMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error("parse-worker must be started with an IPC channel"));
      return;
    }
    process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });
}

async function runParser(request: ParseRequest): Promise<ParseOutcome> {
  const bytes = new Uint8Array(await readFile(request.path));
  const parser = await parserLoaders[request.type]();
  let lastProgressAt = 0;
  const reportProgress = (progress: ParseProgress) => {
    // At most a few messages a second, and always the final one.
    const now = Date.now();
    if (progress.done < progress.total && now - lastProgressAt < 200) return;
    lastProgressAt = now;
    send({ kind: "progress", jobId: request.jobId, ...progress }).catch(reportSendFailure);
  };
  try {
    return await parser({ bytes, filename: request.filename, type: request.type, limits: request.limits, reportProgress });
  } catch (error) {
    // A parser that throws instead of returning a failure met a file it did not expect.
    process.stderr.write(
      `parse-worker: ${request.type} parser threw: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    if (error instanceof RangeError && /alloc|memory|too long/iu.test(error.message)) {
      return { ok: false, failure: parseFailure("too_large", "The file is too large or too complex to read.") };
    }
    return { ok: false, failure: parseFailure("corrupt", "The file is damaged or in an unexpected format and could not be read.") };
  }
}

async function handle(request: ParseRequest): Promise<void> {
  const outcome = await runParser(request);
  if (!outcome.ok) {
    await send({ kind: "done", jobId: request.jobId, outcome: { ok: false, failure: outcome.failure } });
    return;
  }
  const { sections } = outcome.document;
  let batch: typeof sections = [];
  let batchCharacters = 0;
  for (const section of sections) {
    batch.push(section);
    batchCharacters += section.text.length;
    if (batchCharacters >= sectionBatchCharacters) {
      await send({ kind: "sections", jobId: request.jobId, sections: batch });
      batch = [];
      batchCharacters = 0;
    }
  }
  if (batch.length > 0) await send({ kind: "sections", jobId: request.jobId, sections: batch });
  for (const { rows, ...table } of outcome.document.tables ?? []) {
    for (let start = 0, part = 0; start === 0 || start < rows.length; start += tableRowsPerMessage, part += 1) {
      await send({ kind: "table", jobId: request.jobId, part, table, rows: rows.slice(start, start + tableRowsPerMessage) });
    }
  }
  const { type, pages, sheets, notes } = outcome.document;
  await send({
    kind: "done",
    jobId: request.jobId,
    outcome: { ok: true, type, pages, sheets, sectionCount: sections.length, ...(notes ? { notes } : {}) },
  });
}

function reportSendFailure(error: unknown): void {
  // The parent is gone or the channel is closed; nothing useful is left to do.
  process.stderr.write(`parse-worker: could not reach the server: ${String(error)}\n`);
  process.exit(1);
}

process.on("message", (raw: unknown) => {
  const request = parseRequestSchema.parse(raw);
  handle(request).catch(reportSendFailure);
});
process.on("disconnect", () => process.exit(0));
