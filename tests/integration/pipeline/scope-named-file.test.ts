/**
 * A file named in the question scopes the answer to that file (docs/architecture.md, "Planner"),
 * on the real stores with real corpus files that share the words of their names
 * (markitdown-test.docx, markitdown-test.xlsx, markitdown-test.pdf): the exact file name, extension
 * included, wins over files that merely share its words; a name without extension keeps the files
 * of the kind the wording asks for ("spreadsheet"), else every file it fits. Searches are recorded
 * by wrapping the real search the pipeline uses.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Search, SearchRequest } from "../../../server/retrieval/hybrid-search";
import { corpusFile, suiteServices } from "../../helpers/services";
import { lyonText } from "../../fixtures/documents";

const docent = suiteServices({
  prefix: "pipeline-scope-",
  documents: [
    { path: corpusFile("docx/markitdown-test.docx") },
    { path: corpusFile("xlsx/markitdown-test.xlsx") },
    { path: corpusFile("pdf/markitdown-test.pdf") },
    { name: "lyon.txt", text: lyonText },
  ],
  timeoutMs: 300_000,
});

const searches: SearchRequest[] = [];
const idOf = (filename: string) => docent.documents.find((document) => document.filename === filename)!.id;

beforeAll(() => {
  const pipeline = docent.services.pipeline;
  const realSearch = pipeline.search;
  const recorded = ((request: SearchRequest) => {
    searches.push(request);
    return realSearch(request);
  }) as Search;
  recorded.many = (request) => realSearch.many(request);
  pipeline.search = recorded;
});

/** The documents the first search of the question was limited to (undefined: the whole library). */
async function scopeOf(question: string): Promise<string[] | undefined> {
  searches.length = 0;
  const { response } = await docent.ask(question);
  expect(searches.length, question).toBeGreaterThan(0);
  const scope = searches[0]!.documentIds;
  if (scope)
    expect(
      response.citations.every((citation) => scope.includes(citation.doc_id)),
      question,
    ).toBe(true);
  return scope ? [...scope].sort() : undefined;
}

describe("a file named in the question", () => {
  it.each([
    ["What does markitdown-test.docx say about AutoGen?", "markitdown-test.docx"],
    ["what does MARKITDOWN-TEST.XLSX hold?", "markitdown-test.xlsx"],
    ["In markitdown-test.pdf, what is AutoGen?", "markitdown-test.pdf"],
  ])("%s → only %s, not the files that share its words", async (question, filename) => {
    expect(await scopeOf(question)).toEqual([idOf(filename)]);
  });

  it("two exact names → those two", async () => {
    const scope = await scopeOf("Compare markitdown-test.docx and markitdown-test.pdf on AutoGen");
    expect(scope).toEqual([idOf("markitdown-test.docx"), idOf("markitdown-test.pdf")].sort());
  });

  it("a name without extension and a kind word → the file of that kind", async () => {
    // (Not "What columns does … have?": since 3369bc6 that is read off the file's record, with no search.)
    expect(await scopeOf("What does the markitdown-test spreadsheet say about AutoGen?")).toEqual([idOf("markitdown-test.xlsx")]);
  });

  it("a name without extension and no kind word → every file it fits, and none other", async () => {
    const scope = await scopeOf("What does markitdown test say about AutoGen?");
    expect(scope).toEqual(["markitdown-test.docx", "markitdown-test.xlsx", "markitdown-test.pdf"].map(idOf).sort());
  });
});
