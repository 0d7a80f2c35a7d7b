import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { closeParseWorkers, parseFile } from "../../../server/ingest/parse";
import type { IngestLimits, ParseOutcome, ParseProgress } from "../../../server/ingest/types";
import { corpusDir } from "../../../scripts/lib/corpus";

const corpus = join(corpusDir, "files");

// The shipped defaults (server/config.ts), with a shorter parse deadline for tests.
const limits: IngestLimits = { ...limitsFrom(loadConfig({})), parseTimeoutMs: 60_000 };

function parseCorpusFile(
  path: string,
  overrides: Partial<IngestLimits> = {},
  onProgress?: (progress: ParseProgress) => void,
): Promise<ParseOutcome> {
  return parseFile({ path: join(corpus, path), filename: path.split("/").pop()!, limits: { ...limits, ...overrides }, onProgress });
}

afterAll(closeParseWorkers);

describe("parseFile on PDFs", () => {
  it("reads tracemonkey.pdf page by page, 1-based, and reports progress", async () => {
    const progress: ParseProgress[] = [];
    const outcome = await parseCorpusFile("pdf/tracemonkey.pdf", {}, (step) => progress.push(step));
    if (!outcome.ok) throw new Error(outcome.failure.message);
    expect(outcome.document).toMatchObject({ type: "pdf", pages: 14, sheets: null });
    expect(outcome.document.sections.map((section) => section.page)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
    const firstPage = outcome.document.sections[0]!.text;
    expect(firstPage).toContain("Trace-based Just-in-Time Type Specialization");
    // The related-work section ("Related Work") is on page 12 of the paper.
    const pagesWithRelatedWork = outcome.document.sections
      .filter((section) => /Related Work/u.test(section.text))
      .map((section) => section.page);
    expect(pagesWithRelatedWork).toContain(12);
    expect(progress.at(-1)).toEqual({ done: 14, total: 14, unit: "page" });
  });

  it.each(["pdf/libreoffice-writer-password.pdf", "pdf/unstructured-password.pdf"])("refuses %s as password-protected", async (path) => {
    const outcome = await parseCorpusFile(path);
    expect(outcome).toMatchObject({ ok: false, failure: { category: "password_protected" } });
  });

  it("reads a permission-restricted PDF that opens without a password", async () => {
    const outcome = await parseCorpusFile("pdf/copy-protected.pdf");
    expect(outcome).toMatchObject({ ok: true, document: { pages: 2 } });
  });

  it.each(["pdf/MEDRPT-2024-PAT-3847_medical_report_scan.pdf", "pdf/empty.pdf"])("reports %s as having no text (scanned)", async (path) => {
    const outcome = await parseCorpusFile(path);
    expect(outcome).toMatchObject({ ok: false, failure: { category: "no_text" } });
    if (!outcome.ok) expect(outcome.failure.message).toMatch(/scanned/u);
  });

  it("reports a truncated upload as corrupt", async () => {
    const outcome = await parseCorpusFile("pdf/DERIVED-tracemonkey-first-400000-bytes.pdf");
    expect(outcome).toMatchObject({ ok: false, failure: { category: "corrupt" } });
  });

  it("refuses mojibake instead of indexing it", async () => {
    const outcome = await parseCorpusFile("pdf/XiaoBiaoSong.pdf");
    expect(outcome).toMatchObject({ ok: false, failure: { category: "undecodable" } });
  });

  it("folds Arabic presentation forms with NFKC", async () => {
    const outcome = await parseCorpusFile("pdf/ArabicCIDTrueType.pdf");
    if (!outcome.ok) throw new Error(outcome.failure.message);
    expect(outcome.document.sections[0]!.text).toContain("العربية");
  });

  it("names the page limit when a PDF has too many pages", async () => {
    const outcome = await parseCorpusFile("pdf/tracemonkey.pdf", { maxPages: 10 });
    expect(outcome).toMatchObject({ ok: false, failure: { category: "limit_exceeded" } });
    if (!outcome.ok) expect(outcome.failure.message).toContain("10 pages");
  });

  it("names the size limit for a file over maxBytes", async () => {
    const outcome = await parseCorpusFile("pdf/tracemonkey.pdf", { maxBytes: 1_000_000 });
    expect(outcome).toMatchObject({ ok: false, failure: { category: "too_large" } });
    if (!outcome.ok) expect(outcome.failure.message).toMatch(/977 KB limit/u);
  });

  it("finishes bomb_giant.pdf within the limits", async () => {
    const started = Date.now();
    const outcome = await parseCorpusFile("malicious/bomb_giant.pdf", { parseTimeoutMs: 20_000 });
    expect(Date.now() - started).toBeLessThan(25_000);
    // Under the memory limit pdf.js skips the bomb streams and keeps the visible text; a kill is also acceptable.
    if (outcome.ok) expect(outcome.document.sections[0]!.text).toContain("GIANT JBIG2 BOMB");
    else expect(["too_large", "timeout"]).toContain(outcome.failure.category);
  });

  it("stops a parse at the time limit and says so", async () => {
    const outcome = await parseCorpusFile("pdf/freeculture.pdf", { parseTimeoutMs: 1_000 });
    expect(outcome).toMatchObject({ ok: false, failure: { category: "timeout" } });
    if (!outcome.ok) expect(outcome.failure.message).toContain("1-second limit");
  });

  it("rejects with the abort reason when cancelled", async () => {
    const controller = new AbortController();
    const promise = parseFile({
      path: join(corpus, "pdf/freeculture.pdf"),
      filename: "freeculture.pdf",
      limits,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(new Error("cancelled by test")), 50);
    await expect(promise).rejects.toThrow("cancelled by test");
  });
});
