/**
 * The raw parsing libraries on their own, for `npm run bench` to put next to Docent's end-to-end
 * ingestion of the same file (the ratio is Docent's overhead). Runs as its own process so its
 * peak memory (VmHWM) is the library's alone. Usage: tsx bench-raw-parse.ts pdf|docx|xlsx FILE
 * Prints one JSON line: { ms, units, unit, peakRssMb }.
 */
import fs from "node:fs";
import mammoth from "mammoth";
import { PDFParse } from "pdf-parse";
import * as XLSX from "xlsx";
import { peakRssMb } from "./bench-stats";

async function parse(kind: string, bytes: Buffer): Promise<{ units: number; unit: string }> {
  if (kind === "pdf") {
    const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0 });
    try {
      const result = await parser.getText();
      return { units: result.pages.length, unit: "pages" };
    } finally {
      await parser.destroy();
    }
  }
  if (kind === "docx") {
    const result = await mammoth.convertToHtml({ buffer: bytes });
    return { units: (result.value.match(/<\/p>/g) ?? []).length, unit: "paragraphs" };
  }
  if (kind === "xlsx") {
    const workbook = XLSX.read(bytes, { type: "buffer", dense: true });
    let rows = 0;
    for (const name of workbook.SheetNames) rows += XLSX.utils.sheet_to_json(workbook.Sheets[name]!, { header: 1 }).length;
    return { units: rows, unit: "rows" };
  }
  throw new Error(`unknown kind ${kind}`);
}

const [kind, file] = process.argv.slice(2);
if (!kind || !file) throw new Error("usage: bench-raw-parse.ts pdf|docx|xlsx FILE");
const bytes = fs.readFileSync(file);
const start = performance.now();
const { units, unit } = await parse(kind, bytes);
const ms = performance.now() - start;
process.stdout.write(JSON.stringify({ ms, units, unit, peakRssMb: peakRssMb(process.pid) }) + "\n");
