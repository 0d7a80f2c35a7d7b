import { describe, expect, it } from "vitest";
import type { DocumentSummary } from "~/lib/load-context";
import { describeProgress } from "~/lib/progress-words";

const base: DocumentSummary = {
  id: "d",
  filename: "report.pdf",
  type: "pdf",
  size: 1,
  pages: null,
  sheets: null,
  chunk_count: 0,
  status: "parsing",
  stage: "parsing",
  progress: 0.02,
  error: null,
  vectors_done: 0,
  vector_progress: 0,
  created_at: "",
};

describe("describeProgress", () => {
  it("says which page is being read", () => {
    expect(describeProgress({ ...base, stage: "parsing 2/14 pages" }, null)).toBe("Reading page 3 of 14");
    expect(describeProgress({ ...base, stage: "parsing 14/14 pages" }, null)).toBe("Reading page 14 of 14");
    expect(describeProgress(base, null)).toBe("Opening the file");
  });

  it("names sheets of a workbook, and never a stage word", () => {
    const words = describeProgress({ ...base, type: "xlsx", stage: "parsing 1/3 parts" }, null);
    expect(words).toBe("Reading sheet 2 of 3");
    expect(describeProgress({ ...base, type: "docx", stage: "parsing 0/1 parts" }, null)).toBe("Reading the file");
  });

  it("says what a queued document waits for", () => {
    expect(describeProgress({ ...base, status: "queued", stage: "queued" }, "report.pdf")).toBe("Waiting for report.pdf");
    expect(describeProgress({ ...base, status: "queued", stage: "queued" }, null)).toBe("Waiting to start");
  });

  it("counts passages while vectors fill in, and nothing once done", () => {
    const ready = { ...base, status: "ready" as const, stage: "ready", chunk_count: 400, vectors_done: 120, vector_progress: 0.3 };
    expect(describeProgress(ready, null)).toBe("Answerable now; indexing 120 of 400 passages for meaning search");
    expect(describeProgress({ ...ready, vectors_done: 400, vector_progress: 1 }, null)).toBeNull();
  });
});
