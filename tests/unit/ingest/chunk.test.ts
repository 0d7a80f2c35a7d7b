import { describe, expect, it } from "vitest";
import { chunkSections, estimateTokens } from "../../../server/ingest/chunk";
import type { ParsedSection } from "../../../server/ingest/types";

const options = { targetTokens: 500, overlapTokens: 50 };

function sentence(index: number): string {
  return `Sentence number ${index} talks about the ingestion pipeline and its careful limits.`;
}

function paragraph(from: number, count: number): string {
  return Array.from({ length: count }, (_, offset) => sentence(from + offset)).join(" ");
}

describe("estimateTokens", () => {
  it("counts four Latin characters as a token and each CJK character as one", () => {
    expect(estimateTokens("abcd")).toBe(1);
    expect(estimateTokens("abcde")).toBe(2);
    expect(estimateTokens("東京大阪")).toBe(4);
    expect(estimateTokens("")).toBe(0);
  });
});

describe("chunkSections", () => {
  it("keeps a short section as one chunk with its metadata", () => {
    const chunks = chunkSections([{ text: "Hello world.", page: 3, heading: "Intro" }], options);
    expect(chunks).toEqual([{ text: "Hello world.", page: 3, heading: "Intro" }]);
  });

  it("never joins two pages, even when both are short", () => {
    const chunks = chunkSections(
      [
        { text: "Page one text.", page: 1 },
        { text: "Page two text.", page: 2 },
      ],
      options,
    );
    expect(chunks.map((chunk) => chunk.page)).toEqual([1, 2]);
  });

  it("never joins two sheets, and packs rows of one sheet with their row range", () => {
    const sections: ParsedSection[] = [
      { text: "Team: Blues; Cups: 1", sheet: "A", rows: "2" },
      { text: "Team: Flyers; Cups: 2", sheet: "A", rows: "3" },
      { text: "Team: Leafs; Cups: 13", sheet: "B", rows: "2" },
    ];
    expect(chunkSections(sections, options)).toEqual([
      { text: "Team: Blues; Cups: 1\nTeam: Flyers; Cups: 2", sheet: "A", rows: "2-3" },
      { text: "Team: Leafs; Cups: 13", sheet: "B", rows: "2" },
    ]);
  });

  it("splits long pages near the target, at sentence boundaries, with overlap", () => {
    const text = [paragraph(0, 40), paragraph(40, 40), paragraph(80, 40)].join("\n\n");
    const chunks = chunkSections([{ text, page: 7 }], options);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.page).toBe(7);
      expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(options.targetTokens + options.overlapTokens);
      expect(chunk.text.trim().endsWith(".")).toBe(true);
    }
    // Every sentence survives, and consecutive chunks share text (the overlap).
    for (let index = 0; index < 120; index += 1) {
      expect(chunks.some((chunk) => chunk.text.includes(sentence(index)))).toBe(true);
    }
    for (let index = 1; index < chunks.length; index += 1) {
      const previousEnd = chunks[index - 1]!.text.slice(-40);
      expect(chunks[index]!.text).toContain(previousEnd.slice(previousEnd.indexOf(" ") + 1));
    }
  });

  it("prefers paragraph boundaries: two mid-size paragraphs that do not fit together stay whole", () => {
    const first = paragraph(0, 20);
    const second = paragraph(100, 20);
    const chunks = chunkSections([{ text: `${first}\n\n${second}` }], options);
    expect(chunks[0]!.text).toBe(first);
    expect(chunks.at(-1)!.text.endsWith(second)).toBe(true);
  });

  it("hard-splits a sentence far longer than the target", () => {
    const longRun = Array.from({ length: 3000 }, (_, index) => `word${index}`).join(" ");
    const chunks = chunkSections([{ text: longRun }], options);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(options.targetTokens + options.overlapTokens);
    expect(chunks.some((chunk) => chunk.text.includes("word2999"))).toBe(true);
  });

  it("hard-splits CJK text that has no spaces", () => {
    const chunks = chunkSections([{ text: "東".repeat(1300) }], options);
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    for (const chunk of chunks) expect(estimateTokens(chunk.text)).toBeLessThanOrEqual(options.targetTokens + options.overlapTokens);
  });

  it("carries the heading into every chunk of its section and starts a new chunk at a new heading", () => {
    const sections: ParsedSection[] = [
      { text: paragraph(0, 60), heading: "Chapter 1" },
      { text: "Short closing words.", heading: "Chapter 2" },
    ];
    const chunks = chunkSections(sections, options);
    expect(chunks.filter((chunk) => chunk.heading === "Chapter 1").length).toBeGreaterThan(1);
    expect(chunks.at(-1)).toEqual({ text: "Short closing words.", heading: "Chapter 2" });
  });

  it("produces no empty chunks", () => {
    const chunks = chunkSections(
      [
        { text: "   \n\n  ", page: 1 },
        { text: "", page: 2 },
        { text: "Real text.", page: 3 },
      ],
      options,
    );
    expect(chunks).toEqual([{ text: "Real text.", page: 3 }]);
  });

  it("is deterministic", () => {
    const sections = [{ text: paragraph(0, 100), page: 1 }];
    expect(chunkSections(sections, options)).toEqual(chunkSections(sections, options));
  });
});
