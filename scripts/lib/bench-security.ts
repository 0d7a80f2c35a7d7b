/**
 * The injection detector's cost, for `npm run bench` (docs/architecture.md, "Defences"):
 *
 * - detection time per question: every text of the shared injection corpus (attacks and benign
 *   prompts, many languages), each scored once by a detector without the verdict cache, after a
 *   warm-up pass over other texts; p50 / p95 / max. The detector's own work only: the lexical
 *   detector, the semantic layer's texts and its dot products (pipeline/question-verdict.ts). The
 *   question's vector is not counted: the retriever embeds the question anyway and reuses it (the
 *   embedder keeps query vectors, local-embedder.ts), so a fixed unit vector stands in for it;
 * - the added ingestion time: the real parser (its worker process) and chunker over corpus
 *   documents, then the lexical ingestion scan (`scanForInjection` over every chunk, plus the hidden
 *   texts of a Word file) timed on its own, against the parse-and-chunk time it adds to, and the
 *   semantic scan (semantic-scan.ts: the gate, then the bundled embedder over the segments that pass
 *   it) timed beside it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { committedClassifier } from "../../server/core/injection/classifier";
import { createDetector } from "../../server/core/injection/detect";
import { semanticJudgesQuestion, semanticScore, semanticTexts, withSemantic } from "../../server/core/injection/semantic";
import { chunkSections } from "../../server/ingest/chunk";
import { readHiddenTexts } from "../../server/ingest/hidden-text";
import { limitsFrom } from "../../server/ingest/ingest-document";
import { scanForInjection } from "../../server/ingest/injection-scan";
import { closeParseWorkers, parseFile } from "../../server/ingest/parse";
import { semanticScan } from "../../server/ingest/semantic-scan";
import type { Embedder } from "../../server/providers/embeddings";
import { createLocalEmbedder } from "../../server/providers/local-embedder";
import { corpusFile } from "./docent-process";
import { corpusDir } from "./corpus";

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export interface ScanCost {
  file: string;
  chunks: number;
  characters: number;
  parseAndChunkMs: number;
  scanMs: number;
  /** The scan's time as a share of parse + chunk. */
  addedShare: number;
  flagged: number;
  /** The semantic scan: its wall time (mostly the embedder's thread), the segments it embedded of all, and its flags. */
  semanticMs: number;
  semanticEmbedded: number;
  semanticSegments: number;
  semanticFlagged: number;
}

export interface SecurityBenchReport {
  detection: Percentiles & {
    texts: number;
    attacks: number;
    benign: number;
    averageCharacters: number;
    /** The texts no longer than MAX_QUESTION_CHARS: what a question sent to Docent can be. */
    questionSized: Percentiles & { maxCharacters: number };
    /** CPU time of this thread per text: what the wall time is when no other process competes for the core. */
    cpu: Percentiles;
  };
  ingestion: ScanCost[];
}

/** The default settings (nothing is stored: the parser and the scan only read). */
const benchConfig = () => loadConfig({ DATA_DIR: os.tmpdir() });

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;
  return { count: sorted.length, p50: round(rank(0.5)), p95: round(rank(0.95)), max: round(sorted.at(-1) ?? 0) };
}

interface CorpusText {
  text: string;
  label: string;
}

function corpusTexts(): CorpusText[] {
  const file = path.join(corpusDir, "injection", "dev.jsonl");
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as CorpusText);
}

/** Each corpus text scored once, as a question, by a detector with no verdict cache. */
export function benchDetection(): SecurityBenchReport["detection"] {
  const texts = corpusTexts();
  const lexical = createDetector(committedClassifier);
  const stand = new Float32Array(512).fill(1 / Math.sqrt(512));
  // What the planner's check runs (question-verdict.ts) once the question's vector is at hand.
  const detect = (text: string) => {
    const result = lexical(text, "question");
    if (result.flagged || !semanticJudgesQuestion(text)) return result;
    const vectors = semanticTexts(text, "question").map(() => stand);
    return withSemantic(result, semanticScore(vectors, "question"), "question");
  };
  // Warm-up on other strings (JIT, regex compilation), so the timed pass is the steady state.
  for (const { text } of texts.slice(0, 100)) detect(`${text} (warm-up)`);
  const cpuTimes: number[] = [];
  const times = texts.map(({ text }) => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    detect(text);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    return performance.now() - started;
  });
  const maxCharacters = benchConfig().MAX_QUESTION_CHARS;
  return {
    ...percentiles(times),
    questionSized: { ...percentiles(times.filter((_time, index) => texts[index]!.text.length <= maxCharacters)), maxCharacters },
    cpu: percentiles(cpuTimes),
    texts: texts.length,
    attacks: texts.filter((row) => row.label === "attack").length,
    benign: texts.filter((row) => row.label !== "attack").length,
    averageCharacters: Math.round(texts.reduce((sum, row) => sum + row.text.length, 0) / texts.length),
  };
}

/** The ingestion scan over every chunk of a real document, next to the parse and chunking it follows. */
async function scanCost(file: string, embedder: Embedder): Promise<ScanCost> {
  const config = benchConfig();
  const started = performance.now();
  const parsed = await parseFile({ path: file, filename: path.basename(file), limits: limitsFrom(config) });
  if (!parsed.ok) throw new Error(`${path.basename(file)} did not parse: ${parsed.failure.message}`);
  const drafts = chunkSections(parsed.document.sections, { targetTokens: config.CHUNK_TOKENS, overlapTokens: config.CHUNK_OVERLAP_TOKENS });
  const parseAndChunkMs = performance.now() - started;
  // As ingestion does it (ingest-document.ts): hidden texts read from the file, then every passage checked.
  const scanStarted = performance.now();
  const hidden = await readHiddenTexts(fs.readFileSync(file), parsed.document.type);
  const scan = await scanForInjection(
    drafts.map((draft) => draft.text),
    hidden,
  );
  const scanMs = performance.now() - scanStarted;
  const passages = drafts.map((draft) => draft.text);
  const semanticStarted = performance.now();
  // Measured although Docent leaves it off (semantic-scan.ts `documentsJudged`): what it would cost and mark.
  const semantic = await semanticScan(passages, hidden, embedder, { evenIfOff: true });
  const semanticMs = performance.now() - semanticStarted;
  return {
    semanticMs: Math.round(semanticMs),
    semanticEmbedded: semantic.embedded,
    semanticSegments: [...hidden, ...passages].reduce((sum, text) => sum + semanticTexts(text, "document").length, 0),
    semanticFlagged: semantic.flags.filter(Boolean).length,
    file: path.basename(file),
    chunks: drafts.length,
    characters: drafts.reduce((sum, draft) => sum + draft.text.length, 0),
    parseAndChunkMs: Math.round(parseAndChunkMs),
    scanMs: Math.round(scanMs),
    addedShare: round(scanMs / parseAndChunkMs, 3),
    flagged: scan.flags.filter(Boolean).length,
  };
}

export async function benchSecurity(log: (line: string) => void): Promise<SecurityBenchReport> {
  const detection = benchDetection();
  const sized = detection.questionSized;
  log(
    `  detection per text: p50 ${detection.p50} ms, p95 ${detection.p95} ms, max ${detection.max} ms over ${detection.count} corpus texts`,
  );
  log(`  … of them question-sized (≤ ${sized.maxCharacters} characters): p50 ${sized.p50} ms, p95 ${sized.p95} ms over ${sized.count}`);
  log(`  … CPU time per text (unaffected by other processes): p50 ${detection.cpu.p50} ms, p95 ${detection.cpu.p95} ms`);
  const ingestion: ScanCost[] = [];
  const embedder = createLocalEmbedder();
  try {
    // The parse worker starts on first use: warm it (and the embedder) on another file so the timed parses are steady.
    await scanCost(corpusFile("pdf/embedded-images-tables.pdf"), embedder);
    for (const file of [corpusFile("pdf/tracemonkey.pdf"), corpusFile("pdf/freeculture.pdf"), corpusFile("docx/handbook-872p.docx")]) {
      const cost = await scanCost(file, embedder);
      ingestion.push(cost);
      log(
        `  ingestion scan, ${cost.file}: ${cost.scanMs} ms over ${cost.chunks} chunks vs parse + chunk ${cost.parseAndChunkMs} ms (+${(cost.addedShare * 100).toFixed(1)} %); ` +
          `semantic scan ${cost.semanticMs} ms, ${cost.semanticEmbedded} of ${cost.semanticSegments} segments embedded, ${cost.semanticFlagged} passages flagged`,
      );
    }
  } finally {
    await embedder.close?.();
    // The killed workers' exit events may come after nothing else holds the event loop open: wait at most a second.
    await Promise.race([closeParseWorkers(), new Promise((resolve) => setTimeout(resolve, 1_000))]);
  }
  return { detection, ingestion };
}
