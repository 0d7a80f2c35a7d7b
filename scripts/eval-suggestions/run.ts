/**
 * Follow-up suggestions on real corpus files (docs/architecture.md#suggestions): uploads one split's
 * files into one library, as a new user would, asks a few typical questions (what each file is
 * about, one question on its content, two about the library), prints the three chips shown after
 * each answer, then asks every chip through the real pipeline and prints whether it got a real
 * answer or the admission. The dev/test split (by a hash of each path within its kind; the five
 * files of the reported session in dev) and the questions were fixed before any run.
 *
 * A chip is good when it reads as a whole question a person would ask of the document (not a
 * topic template over a fragment: "What does the document say about conversation patterns?",
 * "How is conversation framework described in the documents?") and the app answers it with a
 * non-admission. The generic chips about the documents as a whole ("What are these documents
 * about?") are counted apart: they are the fallback when no good question exists. Reading is by a
 * person; the script marks the template forms and the admissions, and writes every chip to --out.
 * Chips are also counted by the kind of answer they follow (summary, definition, passage, table).
 *
 *   npx tsx scripts/eval-suggestions/run.ts --split dev|test [--keep DIR] [--out file.json]
 */
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/core/logger";
import { answerQuestion } from "../../server/pipeline/orchestrator";
import { isAdmission } from "../../server/prompts/reasoner";
import { createServices } from "../../server/services";
import { corpusFile, repoRoot } from "../lib/docent-process";

const made = (file: string) => path.join(repoRoot, "scripts/eval-real/files", file);

/** Each file with one question on its content; every file is also asked "What is <file> about?". */
const splits: Record<string, { file: string; question: string }[]> = {
  dev: [
    { file: corpusFile("pdf/markitdown-test.pdf"), question: "What is AutoGen?" },
    { file: corpusFile("docx/comments.docx"), question: "What does comments.docx say?" },
    { file: corpusFile("docx/tables.docx"), question: "What is in the table?" },
    { file: corpusFile("xlsx/stanley-cups-utf-16.csv"), question: "How many Stanley Cups have the Maple Leafs won?" },
    { file: corpusFile("xlsx/2023-half-year-analyses-by-segment.xlsx"), question: "What were the sales of Zone NA?" },
    { file: corpusFile("pdf/fr_olap.pdf"), question: "What does the OLAP paper propose?" },
    { file: corpusFile("pdf/multicolumn.pdf"), question: "What is the two-column document?" },
    { file: corpusFile("pdf/tracemonkey.pdf"), question: "What is a trace tree?" },
    { file: corpusFile("pdf/prefilled_f1040.pdf"), question: "What is the filing status on the form?" },
    { file: corpusFile("docx/strict-format.docx"), question: "What does strict-format.docx say?" },
    { file: corpusFile("docx/simple-list.docx"), question: "Which fruits are listed?" },
    { file: corpusFile("docx/markitdown-test.docx"), question: "Who are the authors of the AutoGen paper?" },
    { file: corpusFile("xlsx/merge_cells.xlsx"), question: "What is in merge_cells.xlsx?" },
    { file: corpusFile("xlsx/tests-example.xls"), question: "What C datatypes are 8 bits?" },
    { file: corpusFile("xlsx/vodafone.xlsx"), question: "What topics does the index cover?" },
    { file: made("round4/chess-club-guide.md"), question: "How much is adult membership?" },
    { file: made("round5/allotment-society-faq.md"), question: "How do I get a plot?" },
    { file: made("garden-handbook.md"), question: "How much does membership cost?" },
  ],
  test: [
    { file: corpusFile("pdf/pdflatex-forms.pdf"), question: "What fields does the form have?" },
    { file: corpusFile("pdf/korean-text-with-tables.pdf"), question: "What is excluded from the points?" },
    { file: corpusFile("pdf/SPARSE-2024-INV-1234_borderless_table.pdf"), question: "What is the total variance cost?" },
    { file: corpusFile("pdf/embedded-images-tables.pdf"), question: "What does the SEM/EDX analysis show?" },
    { file: corpusFile("docx/footnotes.docx"), question: "What does footnotes.docx say?" },
    { file: corpusFile("docx/text-box.docx"), question: "What is in text-box.docx?" },
    { file: corpusFile("xlsx/markitdown-test.xlsx"), question: "What is the highest Alpha value?" },
    { file: corpusFile("xlsx/date.xlsx"), question: "What dates are in date.xlsx?" },
    { file: made("round3/makerspace-guide.md"), question: "How much is a day pass?" },
    { file: made("solar-guide.md"), question: "What is an inverter?" },
  ],
};
const libraryQuestions = ["What are these documents about?", "What is MarkItDown?"];
const generic = new Set(["What are these documents about?", "Summarise the main points.", "Give me an overview of the documents."]);
const template = /^(?:What does .+ say about .+\?|How is .+ described in the documents\?)$/u;

async function main() {
  const { values } = parseArgs({
    options: { split: { type: "string", default: "dev" }, keep: { type: "string" }, out: { type: "string" } },
  });
  const files = splits[values.split!];
  if (!files) throw new Error(`unknown split ${values.split}`);
  const dataDir = values.keep ?? fs.mkdtempSync(path.join(os.tmpdir(), "docent-eval-suggestions-"));
  const reuse = values.keep !== undefined && fs.existsSync(path.join(dataDir, "eval-suggestions-ingested"));
  const services = await createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger({ level: "silent" }), {
    projectRoot: repoRoot,
  });
  try {
    if (!reuse)
      await ingest(
        services,
        files.map((entry) => entry.file),
      );
    if (values.keep !== undefined) fs.writeFileSync(path.join(dataDir, "eval-suggestions-ingested"), values.split!);
    for (const document of await services.documents.listDocuments())
      console.log(`doc ${document.filename}: ${(await services.summaries.getSummary(document.id))?.description ?? "(no summary)"}`);
    const signal = new AbortController().signal;
    const ask = (message: string) => answerQuestion({ message, style: "concise", signal, emit: () => undefined }, services.pipeline);
    const questions = [...libraryQuestions, ...files.flatMap(({ file, question }) => [`What is ${path.basename(file)} about?`, question])];
    const answered = new Map<string, boolean>();
    const rows: { question: string; answerKind: string; chip: string; kind: string; answered: boolean }[] = [];
    for (const question of questions) {
      const response = await ask(question);
      const answerKind = kindOfAnswer(response);
      console.log(`\nQ ${question} [${answerKind}]\n  → ${response.answer.slice(0, 160).replace(/\s+/g, " ")}`);
      for (const chip of response.suggestions) {
        if (!answered.has(chip)) answered.set(chip, !isAdmission((await ask(chip)).answer));
        const kind = generic.has(chip) || /^Summarise .+\.$/u.test(chip) ? "generic" : template.test(chip) ? "template" : "made";
        rows.push({ question, answerKind, chip, kind, answered: answered.get(chip)! });
        console.log(`  ${answered.get(chip) ? "ok " : "ADM"} [${kind}] ${chip}`);
      }
    }
    const count = (kind: string, of = rows) => of.filter((row) => row.kind === kind).length;
    const answeredOf = (kind: string, of = rows) => of.filter((row) => row.kind === kind && row.answered).length;
    console.log(
      `\n${values.split}: ${rows.length} chips after ${questions.length} questions; made ${count("made")} (${answeredOf("made")} answered), ` +
        `template ${count("template")} (${answeredOf("template")} answered), generic ${count("generic")} (${answeredOf("generic")} answered)`,
    );
    // Chips after each kind of answer: made from the documents (answered) of all.
    for (const answerKind of ["summary", "definition", "passage", "table", "admission"]) {
      const of = rows.filter((row) => row.answerKind === answerKind);
      if (of.length > 0)
        console.log(`  after ${answerKind}: ${count("made", of)} made (${answeredOf("made", of)} answered) of ${of.length} chips`);
    }
    if (values.out) fs.writeFileSync(values.out, JSON.stringify(rows, null, 1));
  } finally {
    await services.close();
    if (values.keep === undefined) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What kind of answer the chips follow: a table's reading, a summary, a definition, an admission, or a passage answer. */
function kindOfAnswer(response: Awaited<ReturnType<typeof answerQuestion>>): string {
  if (response.table_query) return "table";
  if (isAdmission(response.answer)) return "admission";
  if (response.intent === "summary" || response.intent === "definition") return response.intent;
  return "passage";
}

async function ingest(services: Awaited<ReturnType<typeof createServices>>, files: string[]) {
  const incoming = files.map((file, index) => {
    const tempPath = path.join(services.uploadsDir, "incoming", `upload-${index}`);
    fs.copyFileSync(file, tempPath);
    return { tempPath, originalName: path.basename(file), size: fs.statSync(tempPath).size };
  });
  await services.library.acceptUploads(incoming);
  for (;;) {
    await services.jobRunner.idle();
    await services.vectorIndexer.idle();
    const documents = await services.documents.listDocuments();
    const done = (document: (typeof documents)[number]) =>
      document.status === "failed" || (document.status === "ready" && document.vectors_done >= document.chunk_count);
    if (documents.every(done)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

await main();
