/**
 * Every file in the shared corpus through parseFile, with its expected outcome. A file added to the
 * corpus without an expectation here fails the suite, so the table stays complete.
 */
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { closeParseWorkers, parseFile } from "../../../server/ingest/parse";
import type { FailureCategory, IngestLimits, ParseOutcome } from "../../../server/ingest/types";
import { corpusDir } from "../../../scripts/lib/corpus";

const corpus = join(corpusDir, "files");
// The shipped defaults (server/config.ts), with half the shipped parse deadline: the 352-page
// freeculture.pdf came near 30 s with the suite's other workers beside it.
const limits: IngestLimits = { ...limitsFrom(loadConfig({})), parseTimeoutMs: 60_000 };
/** Two cores on the project machines: three workers keep them busy without starving each other. */
const concurrency = 3;

type Expectation =
  | { ok: true; pages?: number; sheets?: number; phrase: string; page?: number; sheet?: string; heading?: string }
  | { ok: false; category: FailureCategory }
  | { oneOf: Expectation[] };

const expectations: Record<string, Expectation> = {
  "pdf/ArabicCIDTrueType.pdf": { ok: true, pages: 1, phrase: "العربية", page: 1 },
  "pdf/DERIVED-tracemonkey-first-400000-bytes.pdf": { ok: false, category: "corrupt" },
  "pdf/MEDRPT-2024-PAT-3847_medical_report_scan.pdf": { ok: false, category: "no_text" },
  "pdf/SPARSE-2024-INV-1234_borderless_table.pdf": { ok: true, pages: 2, phrase: "INVENTORY RECONCILIATION REPORT", page: 1 },
  "pdf/XiaoBiaoSong.pdf": { ok: false, category: "undecodable" },
  "pdf/copy-protected.pdf": { ok: true, pages: 2, phrase: "LayoutParser", page: 1 },
  "pdf/embedded-images-tables.pdf": { ok: true, pages: 1, phrase: "inhibitor concentration", page: 1 },
  "pdf/empty.pdf": { ok: false, category: "no_text" },
  "pdf/fr_olap.pdf": { ok: true, pages: 12, phrase: "Résumés et interrogations de logs de requêtes OLAP", page: 1 },
  "pdf/freeculture.pdf": { ok: true, pages: 352, phrase: "This PDF version of", page: 2 }, // page 1 is the blank cover
  "pdf/helloworld-bad.pdf": { ok: true, pages: 1, phrase: "Hello, world!", page: 1 },
  "pdf/invalid-pdf-structure-pdfminer-one-page.pdf": { ok: true, pages: 2, phrase: "Threats Highlight the Importance", page: 1 },
  "pdf/korean-text-with-tables.pdf": { ok: true, pages: 1, phrase: "삼성카드", page: 1 },
  "pdf/libreoffice-writer-password.pdf": { ok: false, category: "password_protected" },
  "pdf/markitdown-test.pdf": { ok: true, pages: 1, phrase: "Large language models", page: 1 },
  "pdf/multicolumn.pdf": { ok: true, pages: 3, phrase: "Two-Column Document", page: 1 },
  "pdf/pdflatex-forms.pdf": { ok: true, pages: 1, phrase: "Name", page: 1 },
  "pdf/prefilled_f1040.pdf": { ok: true, pages: 2, phrase: "Form 1040", page: 1 },
  "pdf/tracemonkey.pdf": { ok: true, pages: 14, phrase: "Related Work", page: 12 },
  "pdf/unstructured-password.pdf": { ok: false, category: "password_protected" },
  "pdf/xref_command_missing.pdf": { ok: true, pages: 1, phrase: "Reduced test-case", page: 1 },

  "docx/comments.docx": { ok: true, phrase: "Ouch." },
  "docx/empty-zip-renamed.docx": { ok: false, category: "corrupt" },
  "docx/empty.docx": { ok: false, category: "empty" },
  "docx/footnotes.docx": { ok: true, phrase: "A tachyon walks into a bar." },
  "docx/grid_offset_error.docx": { ok: true, phrase: "Merged B1-B3" },
  "docx/handbook-872p.docx": { ok: true, phrase: "Executive Office for United States Trustees", heading: "CHAPTER 1 – INTRODUCTION" },
  "docx/markitdown-test.docx": {
    ok: true,
    phrase: "AutoGen",
    heading: "AutoGen: Enabling Next-Gen LLM Applications via Multi-Agent Conversation",
  },
  "docx/simple-list.docx": { ok: true, phrase: "- Apple\n- Banana" },
  "docx/strict-format.docx": { ok: true, phrase: "Test" },
  "docx/tables.docx": { ok: true, phrase: "Top left: Bottom left; Top right: Bottom right" },
  "docx/text-box.docx": { ok: true, phrase: "Datum plane" },
  "docx/tiny-picture.docx": { ok: false, category: "no_text" },

  "xlsx/2023-half-year-analyses-by-segment.xlsx": {
    ok: true,
    sheets: 5,
    phrase: "Zone NA; Sales (a): 12,553",
    sheet: "OS-Rev.and results 30 06 2023",
  },
  "xlsx/any_sheets.xlsx": { ok: true, sheets: 2, phrase: "This workbook contains 4 sheets", sheet: "Visible" },
  "xlsx/date.xlsx": { ok: true, sheets: 1, phrase: "2021-01-01", sheet: "Sheet1" },
  "xlsx/errors.xlsx": { ok: true, sheets: 3, phrase: "#DIV/0!", sheet: "Feuil1" },
  "xlsx/formula.issue.xlsx": { ok: true, sheets: 1, phrase: "US", sheet: "Sheet1" },
  "xlsx/gh548_incorrect_sst_unique_count.xls": { ok: true, sheets: 7, phrase: "11th May 2023", sheet: "System Level Data" },
  "xlsx/markitdown-test.xlsx": { ok: true, sheets: 2, phrase: "Alpha: 89; Beta: 82; Gamma: 100; Delta: 12", sheet: "Sheet1" },
  "xlsx/merge_cells.xlsx": { ok: true, sheets: 1, phrase: "Chunk Merged", sheet: "Sheet1" },
  "xlsx/password_protected.xlsx": { ok: false, category: "password_protected" },
  "xlsx/stanley-cups-utf-16.csv": { ok: true, sheets: 1, phrase: "Team: Maple Leafs; Location: TOR; Stanley Cups: 13", sheet: "Sheet1" },
  "xlsx/test_mskanji.csv": { ok: true, sheets: 1, phrase: "名前: 佐藤太郎; 年齢: 30; 住所: 東京", sheet: "Sheet1" },
  "xlsx/tests-example.xls": { ok: true, sheets: 3, phrase: "What is 2+2?", sheet: "Example Test" },
  "xlsx/too_small.xls": { ok: false, category: "corrupt" },
  "xlsx/vodafone.xlsx": { ok: true, sheets: 1, phrase: "Topic: Quarterly revenue", sheet: "Index" },

  "malicious/ContentStreamCycleType3insideType3.pdf": { ok: true, pages: 1, phrase: "ab", page: 1 },
  "malicious/GHOSTSCRIPT-698804-1-fuzzed.pdf": { ok: false, category: "no_text" },
  "malicious/OOM_alloc.xls": { ok: true, sheets: 10, phrase: "Principal Projects", sheet: "Weekly Report" },
  "malicious/OOM_alloc2.xls": { ok: true, sheets: 1, phrase: "Sales_Statement_Id", sheet: "Colsale (Aug" },
  "malicious/OOM_alloc3.xls": { ok: false, category: "corrupt" },
  "malicious/Pages-tree-refs.pdf": { ok: false, category: "corrupt" },
  // Under the worker's memory limit pdf.js gives up on the bomb streams and keeps the page text;
  // on a slower machine the time limit may stop it first, which is also a bounded outcome.
  "malicious/bomb_giant.pdf": {
    oneOf: [
      { ok: true, pages: 1, phrase: "GIANT JBIG2 BOMB", page: 1 },
      { ok: false, category: "too_large" },
      { ok: false, category: "timeout" },
    ],
  },
  "malicious/issue_174.xlsx": { ok: true, sheets: 1, phrase: "Your Ref #", sheet: "Sheet1" },
  "malicious/issue_594_dos.ods": { ok: false, category: "too_large" },
  "malicious/poppler-742-0-fuzzed.pdf": { ok: false, category: "corrupt" },
  "malicious/ptgexp-truncated-operand.xls": { ok: true, sheets: 1, phrase: "Donee", sheet: "Tab 1" },
  "malicious/recursiveCompositGlyf.pdf": { ok: true, pages: 1, phrase: "hello world", page: 1 },
};

interface Run {
  outcome: ParseOutcome;
  milliseconds: number;
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(corpus, join(entry.parentPath, entry.name)))
    .sort();
}

async function runAll(paths: string[]): Promise<Map<string, Run>> {
  const runs = new Map<string, Run>();
  const queue = [...paths];
  const lane = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const started = Date.now();
      const outcome = await parseFile({ path: join(corpus, path), filename: path.split("/").pop()!, limits });
      runs.set(path, { outcome, milliseconds: Date.now() - started });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return runs;
}

function matches(outcome: ParseOutcome, expectation: Expectation): string | null {
  if ("oneOf" in expectation) {
    const problems = expectation.oneOf.map((option) => matches(outcome, option));
    return problems.includes(null) ? null : problems.join(" / or / ");
  }
  if (!expectation.ok) {
    if (outcome.ok) return `expected ${expectation.category}, got ok`;
    return outcome.failure.category === expectation.category
      ? null
      : `expected ${expectation.category}, got ${outcome.failure.category}: ${outcome.failure.message}`;
  }
  if (!outcome.ok) return `expected ok, got ${outcome.failure.category}: ${outcome.failure.message}`;
  const { document } = outcome;
  if (expectation.pages !== undefined && document.pages !== expectation.pages)
    return `expected ${expectation.pages} pages, got ${document.pages}`;
  if (expectation.sheets !== undefined && document.sheets !== expectation.sheets)
    return `expected ${expectation.sheets} sheets, got ${document.sheets}`;
  const holding = document.sections.filter((section) => section.text.includes(expectation.phrase));
  if (holding.length === 0) return `phrase "${expectation.phrase}" not found`;
  if (expectation.page !== undefined && !holding.some((section) => section.page === expectation.page)) {
    return `phrase found on pages ${holding.map((section) => section.page).join(", ")}, expected page ${expectation.page}`;
  }
  if (expectation.sheet !== undefined && !holding.some((section) => section.sheet === expectation.sheet)) {
    return `phrase found in sheets ${holding.map((section) => section.sheet).join(", ")}, expected ${expectation.sheet}`;
  }
  if (expectation.heading !== undefined && !document.sections.some((section) => section.heading === expectation.heading)) {
    return `no section has the heading "${expectation.heading}"`;
  }
  if (document.sections.some((section) => section.text.trim() === "")) return "an empty section was returned";
  return null;
}

let files: string[] = [];
let runs = new Map<string, Run>();

beforeAll(async () => {
  files = await listFiles(corpus);
  runs = await runAll(files);
}, 360_000);

afterAll(closeParseWorkers);

describe("every corpus file", () => {
  it("has an expectation in this table", () => {
    expect(files.length).toBeGreaterThanOrEqual(59);
    expect(files.filter((path) => !(path in expectations))).toEqual([]);
  });

  it.each(Object.keys(expectations))("%s", (path) => {
    const run = runs.get(path);
    expect(run, `${path} was not run`).toBeDefined();
    expect(matches(run!.outcome, expectations[path]!)).toBeNull();
    // Every file, including the 12 malicious ones, ends well inside the time limit.
    expect(run!.milliseconds).toBeLessThan(limits.parseTimeoutMs + 5_000);
  });

  it("gives every failure a message a person can read", () => {
    for (const run of runs.values()) {
      if (run.outcome.ok) continue;
      expect(run.outcome.failure.message).toMatch(/^[A-Z].{15,}[.!]$/u);
    }
  });
});

describe("text and Markdown files", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), "docent-text-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  async function parseBytes(filename: string, bytes: Uint8Array): Promise<ParseOutcome> {
    const path = join(folder, filename);
    await writeFile(path, bytes);
    return parseFile({ path, filename, limits });
  }

  it("reads Markdown into one section per heading, ignoring # inside code fences", async () => {
    const markdown =
      "Intro line.\n\n# Install\n\nRun it.\n\n```sh\n# not a heading\n```\n\n## Configure\n\nSet PORT.\n\nUsage\n=====\n\nAsk away.";
    const outcome = await parseBytes("guide.md", new TextEncoder().encode(markdown));
    if (!outcome.ok) throw new Error(outcome.failure.message);
    expect(outcome.document.sections.map((section) => section.heading)).toEqual([undefined, "Install", "Configure", "Usage"]);
    expect(outcome.document.sections[1]!.text).toContain("# not a heading");
  });

  it.each([
    ["utf-8 without BOM", Buffer.from("Crème brûlée, déjà vu.", "utf8")],
    ["utf-8 with BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("Crème brûlée, déjà vu.", "utf8")])],
    ["utf-16le with BOM", Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Crème brûlée, déjà vu.", "utf16le")])],
    ["windows-1252", Buffer.from("Crème brûlée, déjà vu.", "latin1")],
  ])("decodes %s text", async (_label, bytes) => {
    const outcome = await parseBytes("notes.txt", bytes);
    if (!outcome.ok) throw new Error(outcome.failure.message);
    expect(outcome.document.sections[0]!.text).toBe("Crème brûlée, déjà vu.");
  });

  it("reports a whitespace-only text file as empty", async () => {
    expect(await parseBytes("blank.txt", new TextEncoder().encode("  \n\n\t "))).toMatchObject({
      ok: false,
      failure: { category: "empty" },
    });
  });

  it("names the row limit when a CSV has too many rows", async () => {
    const csv = ["name,value", ...Array.from({ length: 120 }, (_, index) => `row${index},${index}`)].join("\n");
    const path = join(folder, "long.csv");
    await writeFile(path, csv);
    const outcome = await parseFile({ path, filename: "long.csv", limits: { ...limits, maxSheetRows: 100 } });
    expect(outcome).toMatchObject({ ok: false, failure: { category: "limit_exceeded" } });
    if (!outcome.ok) expect(outcome.failure.message).toContain("100 rows");
  });
});
