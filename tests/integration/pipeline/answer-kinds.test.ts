/**
 * The kinds of offline answer that gather or set side by side what no one sentence says
 * (docs/architecture.md, "Reasoner", "Summaries"), on real files through the real stores: the
 * bullets a line announces, a list under a heading that names it, a comparison with each side's
 * defining sentence, a paper's title-page facts (affiliations; the authors of "the X paper"), and
 * a question not phrased for a table that a table reading only half understood left to the passages.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusFile, suiteServices } from "../../helpers/services";
import { repoRoot } from "../../helpers/docent-server";

const madeFile = (name: string) => path.join(repoRoot, "scripts/eval-real/files", name);

const docent = suiteServices({
  prefix: "pipeline-answer-kinds-",
  documents: [
    { path: corpusFile("pdf/tracemonkey.pdf") },
    { path: corpusFile("pdf/markitdown-test.pdf") },
    { path: corpusFile("docx/markitdown-test.docx") },
    { path: madeFile("garden-handbook.md") },
    { path: madeFile("solar-guide.md") },
    // A workbook whose Readme sheet has cells that say "Source", "Contact", "Version".
    { path: corpusFile("xlsx/tests-example.xls") },
  ],
  timeoutMs: 600_000,
});

const flat = (text: string) => text.replace(/\s*\[Source \d+\]/g, "");

describe("lists gathered from more than one sentence", () => {
  it("gives the bullets a line announces, a PDF's wrapped bullets whole", async () => {
    const { response } = await docent.ask("What are the contributions of the TraceMonkey paper?");
    expect(response.intent).toBe("list");
    const answer = flat(response.answer);
    expect(answer).toMatch(/following contributions:/);
    expect(answer).toContain("We explain an algorithm for dynamically forming trace trees to cover a program");
    expect(answer).toContain("type-specialized code");
    expect(response.citations.map((citation) => citation.filename)).toContain("tracemonkey.pdf");
  });

  it("gives the sentences under a heading that names the list, though no item says the list's noun", async () => {
    const events = await docent.ask("What events does the garden hold?");
    expect(flat(events.response.answer)).toMatch(/seed swap[\s\S]*harvest festival[\s\S]*Work mornings/);
    // The heading names what qualifies the noun ("Safety" for "safety rules").
    const safety = await docent.ask("What safety rules apply to a solar installation?");
    expect(flat(safety.response.answer)).toMatch(/certified electrician[\s\S]*isolator switch/);
    expect(safety.response.citations[0]?.filename).toBe("solar-guide.md");
  });
});

describe("comparisons", () => {
  it("put each side's own sentence beside the one sentence that holds both", async () => {
    const { response } = await docent.ask("How does a standard plot compare with a half plot?");
    expect(response.intent).toBe("comparison");
    const answer = flat(response.answer);
    expect(answer).toContain("10 by 5 metres");
    expect(answer).toContain("5 by 5 metres");
  });
});

describe("title-page facts", () => {
  it("reads the authors' affiliations off the title page, without the e-mail lines", async () => {
    const { response } = await docent.ask("Which corporations are the TraceMonkey authors from?");
    expect(response.answer).toMatch(/Mozilla Corporation, Adobe Corporation, Intel Corporation and University of California, Irvine/);
    expect(response.answer).not.toMatch(/@/);
    expect(response.citations[0]).toMatchObject({ filename: "tracemonkey.pdf", page: 1 });
  });

  it("finds 'the AutoGen paper' by its words, and the copy whose opening names the authors", async () => {
    const { response } = await docent.ask("Who are the authors of the AutoGen paper?");
    expect(response.answer).toContain("Qingyun Wu");
    expect(response.citations[0]?.filename).toBe("markitdown-test.docx");
  });
});

describe("a question that is not a table question", () => {
  it("is left to the passages when a table reading leaves some of its words unread", async () => {
    // The Readme sheet has a "Contact" cell; "garden" and "membership" are nowhere in the workbook.
    const { response } = await docent.ask("Who is the garden's contact for membership?");
    expect(response.table_query).toBeUndefined();
    expect(response.answer).toContain("Maria Okafor");
    expect(response.citations[0]?.filename).toBe("garden-handbook.md");
  });
});

describe("a definition read off a table row", () => {
  it("is at most medium: the row is read, not computed, and not checked to define the term", async () => {
    const { response } = await docent.ask("What does ESS stand for?");
    expect(response.intent).toBe("definition");
    expect(response.table_query).toBeDefined();
    expect(response.confidence).toBe("medium");
    expect(response.reasoning).toMatch(/at most medium/);
  });
});
