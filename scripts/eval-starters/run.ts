/**
 * Starter questions on real corpus files (docs/architecture.md#suggestions): uploads one set of
 * files, asks GET /api/chat/starters' function for the empty chat's chips, then asks each chip
 * through the real pipeline and counts those answered with a real answer (not the admission).
 * The split was fixed before any run: dev files were looked at while tuning, test files were not.
 *
 *   npx tsx scripts/eval-starters/run.ts --split dev|test [--verbose]
 */
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/core/logger";
import { answerQuestion } from "../../server/pipeline/orchestrator";
import { starterQuestions } from "../../server/pipeline/starter-questions";
import { isAdmission } from "../../server/prompts/reasoner";
import { createServices } from "../../server/services";
import { corpusFile, repoRoot } from "../lib/docent-process";

const splits: Record<string, string[]> = {
  dev: ["pdf/tracemonkey.pdf", "docx/markitdown-test.docx", "xlsx/markitdown-test.xlsx", "pdf/freeculture.pdf"],
  test: [
    "pdf/multicolumn.pdf",
    "docx/handbook-872p.docx",
    "xlsx/2023-half-year-analyses-by-segment.xlsx",
    "pdf/embedded-images-tables.pdf",
  ],
};
const general = new Set(["What are these documents about?", "Summarise the main points."]);

async function main() {
  const { values } = parseArgs({
    options: { split: { type: "string", default: "dev" }, verbose: { type: "boolean", default: false }, keep: { type: "string" } },
  });
  const files = splits[values.split!];
  if (!files) throw new Error(`unknown split ${values.split}`);
  // --keep DIR: ingest once into DIR and reuse it on later runs (while tuning).
  const dataDir = values.keep ?? fs.mkdtempSync(path.join(os.tmpdir(), "docent-eval-starters-"));
  const reuse = values.keep !== undefined && fs.existsSync(path.join(dataDir, "eval-starters-ingested"));
  const services = await createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger({ level: "silent" }), {
    projectRoot: repoRoot,
  });
  try {
    const incoming = (reuse ? [] : files).map((file, index) => {
      const tempPath = path.join(services.uploadsDir, "incoming", `upload-${index}`);
      fs.copyFileSync(corpusFile(file), tempPath);
      return { tempPath, originalName: path.basename(file), size: fs.statSync(tempPath).size };
    });
    if (incoming.length > 0) await services.library.acceptUploads(incoming);
    for (;;) {
      await services.jobRunner.idle();
      await services.vectorIndexer.idle();
      const documents = await services.documents.listDocuments();
      if (
        documents.every(
          (document) => document.status === "failed" || (document.status === "ready" && document.vectors_done >= document.chunk_count),
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (values.keep !== undefined) fs.writeFileSync(path.join(dataDir, "eval-starters-ingested"), files.join("\n"));
    const signal = new AbortController().signal;
    const { documents, chunks, search, summaries } = services;
    const chips = await starterQuestions(
      {},
      { documents, chunksOf: (id) => chunks.chunksOf(id), summaryOf: (id) => summaries.getSummary(id), search, signal },
    );
    let made = 0;
    let answered = 0;
    for (const chip of chips) {
      const response = await answerQuestion({ message: chip, style: "concise", signal, emit: () => undefined }, services.pipeline);
      const real = !isAdmission(response.answer);
      if (!general.has(chip)) {
        made++;
        if (real) answered++;
      }
      console.log(
        `${real ? "ok " : "ADM"} ${chip}${values.verbose ? `\n     → ${response.answer.slice(0, 220).replace(/\s+/g, " ")}` : ""}`,
      );
    }
    console.log(`${values.split}: ${made} document-made chips, ${answered} answered with a real answer`);
  } finally {
    await services.close();
    if (values.keep === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
