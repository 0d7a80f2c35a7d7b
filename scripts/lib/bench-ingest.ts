/**
 * Ingestion throughput for `npm run bench`: a real offline Docent process ingests each file to
 * `ready` (parsed, chunked, in the lexical index; vectors follow separately, docs/architecture.md#vectors) while its
 * process tree's memory is sampled; the raw parsing library then reads the same file in its own
 * process, in the same run, so the ratio between the two is Docent's overhead.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import * as XLSX from "xlsx";
import { corpusFile, makeDataDir, repoRoot, startDocent, uploadFiles } from "./docent-process";
import { round1, sampleTreeMemory } from "./bench-stats";

const run = promisify(execFile);

export interface IngestMeasurement {
  file: string;
  kind: "pdf" | "docx" | "xlsx";
  bytes: number;
  /** Pages (PDF), rows (XLSX) or paragraphs (DOCX), as the raw library counts them. */
  units: number;
  unit: string;
  chunks: number;
  docentSeconds: number;
  docentUnitsPerSecond: number;
  docentPeakRssMb: { server: number; parser: number; total: number };
  rawSeconds: number;
  rawUnitsPerSecond: number;
  rawPeakRssMb: number;
  /** Docent end to end ÷ raw library: how much slower the whole path is than the parser alone. */
  overheadRatio: number;
}

export interface IngestReport {
  coldStartFirstFileSeconds: number;
  files: IngestMeasurement[];
}

/** A 50,000-row order list (8 columns, dates, numbers, text), written with SheetJS. */
export function writeRowsWorkbook(directory: string, rowCount = 50_000) {
  const regions = ["North", "South", "East", "West"];
  const rows: (string | number)[][] = [["Order id", "Date", "Customer", "Region", "Product", "Quantity", "Unit price", "Note"]];
  for (let index = 1; index <= rowCount; index++) {
    rows.push([
      index,
      `2024-${String(1 + (index % 12)).padStart(2, "0")}-${String(1 + (index % 28)).padStart(2, "0")}`,
      `Customer ${index % 997}`,
      regions[index % 4]!,
      `Product ${index % 211}`,
      index % 50,
      Math.round(index * 7.31) / 100,
      `order ${index} shipped by carrier ${index % 13}`,
    ]);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "Orders");
  const file = path.join(directory, "orders-50000-rows.xlsx");
  fs.writeFileSync(file, XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }) as Buffer);
  return file;
}

async function rawParse(kind: string, file: string) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", path.join(repoRoot, "scripts/lib/bench-raw-parse.ts"), kind, file], {
    cwd: repoRoot,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as { ms: number; units: number; unit: string; peakRssMb: number };
}

async function documentRecord(url: string, id: string) {
  return (await (await fetch(`${url}/api/documents/${id}`)).json()) as { status: string; chunk_count: number; error: string | null };
}

/** Uploads and polls (every 50 ms, bounded) until ready; returns seconds from upload to ready. */
async function ingestToReady(url: string, file: string, timeoutMs = 300_000) {
  const start = performance.now();
  const upload = await uploadFiles(url, [file]);
  const id = upload.body.documents[0]!.id;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await documentRecord(url, id);
    if (record.status === "failed") throw new Error(`${path.basename(file)} failed: ${record.error}`);
    if (record.status === "ready") return { id, seconds: (performance.now() - start) / 1000, chunks: record.chunk_count };
    if (Date.now() > deadline) throw new Error(`${path.basename(file)} not ready in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function benchIngestion(workDir: string, log: (line: string) => void): Promise<IngestReport> {
  const xlsxFile = writeRowsWorkbook(workDir);
  const inputs: { kind: IngestMeasurement["kind"]; file: string }[] = [
    { kind: "pdf", file: corpusFile("pdf/freeculture.pdf") },
    { kind: "docx", file: corpusFile("docx/handbook-872p.docx") },
    { kind: "xlsx", file: xlsxFile },
  ];

  const docent = await startDocent({
    dataDir: makeDataDir("docent-bench-ingest-"),
    env: { LOG_LEVEL: "warn", UPLOAD_REQUESTS_PER_MINUTE: "0" },
  });
  const memory = sampleTreeMemory(docent.process.pid!);
  try {
    // The first upload starts the parse worker process (cold start); it is reported on its own.
    const warmUp = await ingestToReady(docent.url, corpusFile("pdf/embedded-images-tables.pdf"));
    await fetch(`${docent.url}/api/documents/${warmUp.id}`, { method: "DELETE" });
    log(`  cold start (first file, parse worker start-up included): ${round1(warmUp.seconds)} s`);

    const files: IngestMeasurement[] = [];
    for (const input of inputs) {
      memory.reset();
      const ingested = await ingestToReady(docent.url, input.file);
      const peaks = memory.read();
      // Deleted at once: its vectors would otherwise be embedded behind the next measurement,
      // competing for the same two cores (vector speed is measured on its own).
      await fetch(`${docent.url}/api/documents/${ingested.id}`, { method: "DELETE" });
      const raw = await rawParse(input.kind, input.file);
      const measurement: IngestMeasurement = {
        file: path.basename(input.file),
        kind: input.kind,
        bytes: fs.statSync(input.file).size,
        units: raw.units,
        unit: raw.unit,
        chunks: ingested.chunks,
        docentSeconds: Math.round(ingested.seconds * 100) / 100,
        docentUnitsPerSecond: round1(raw.units / ingested.seconds),
        docentPeakRssMb: { server: Math.round(peaks.server), parser: Math.round(peaks.parser), total: Math.round(peaks.total) },
        rawSeconds: Math.round(raw.ms / 10) / 100,
        rawUnitsPerSecond: round1(raw.units / (raw.ms / 1000)),
        rawPeakRssMb: Math.round(raw.peakRssMb),
        overheadRatio: round1(ingested.seconds / (raw.ms / 1000)),
      };
      files.push(measurement);
      log(
        `  ${measurement.file}: Docent ${measurement.docentSeconds} s (${measurement.docentUnitsPerSecond} ${raw.unit}/s, peak RSS server ${measurement.docentPeakRssMb.server} MB + parser ${measurement.docentPeakRssMb.parser} MB); raw ${measurement.rawSeconds} s (${measurement.rawUnitsPerSecond} ${raw.unit}/s, ${measurement.rawPeakRssMb} MB)`,
      );
    }
    return { coldStartFirstFileSeconds: round1(warmUp.seconds), files };
  } finally {
    memory.stop();
    await docent.stop("SIGTERM");
  }
}
