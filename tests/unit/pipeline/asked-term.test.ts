import { describe, expect, it } from "vitest";
import { askedTermWords, missingAskedTerm } from "../../../server/pipeline/asked-term";
import { validate } from "../../../server/pipeline/validator";
import { NO_INFORMATION_ANSWER } from "../../../server/prompts/reasoner";
import type { RetrievedChunk } from "../../../server/core/types";
import { makeChunk, makeDeps } from "./stage-fixtures";

const paper = [
  makeChunk("AutoGen is an open-source framework that allows developers to build LLM applications via multiple agents."),
  makeChunk("Large language models (LLMs) are becoming a crucial building block in developing powerful agents."),
];
/** A keyword index that holds these passages (a passage is found when it holds one of the query's words). */
const indexOf = (held: RetrievedChunk[]) => {
  const found = (query: string) =>
    held.filter((chunk) =>
      query
        .toLowerCase()
        .split(/\s+/)
        .some((word) => chunk.text.toLowerCase().includes(word)),
    );
  return Object.assign(async ({ query }: { query: string }) => ({ chunks: found(query) }), {
    many: async ({ queries }: { queries: string[] }) => queries.map((query) => ({ chunks: found(query) })),
  });
};
const draft = (answer: string) => ({ answer, context_used: "", num_sources: 2 });

describe("the term a definition asks about", () => {
  it("reads the term's content words from a definition question only", () => {
    expect(askedTermWords("What is MarkItDown?")).toEqual(["markitdown"]);
    expect(askedTermWords("What are hot composting methods?")).toEqual(["hot", "compost", "method"]);
    expect(askedTermWords("How many people live in Paris?")).toBeNull();
    expect(askedTermWords("What are the plot types?")).toBeNull();
    expect(askedTermWords("What does a rapidplay mean?")).toEqual(["rapidplay"]);
    // A value asked for, which a form may give under other words ("Ref:", "Tel:").
    expect(askedTermWords("What is the booking reference?")).toBeNull();
    expect(askedTermWords("What's the printer's phone number?")).toBeNull();
    expect(askedTermWords("What does the chess club charge kids?")).toBeNull();
  });

  it("is missing when no retrieved passage and nothing in the keyword index holds it", async () => {
    expect(await missingAskedTerm("What is MarkItDown?", paper, { search: indexOf(paper) })).toBe("MarkItDown");
  });

  it("is there when a retrieved passage holds it, plural or possessive, in any case", async () => {
    const search = indexOf([]);
    expect(await missingAskedTerm("What is AutoGen?", paper, { search })).toBeNull();
    expect(await missingAskedTerm("What is an LLM?", paper, { search })).toBeNull();
    const possessive = [makeChunk("The framework's design follows MarkItDown's converters.")];
    expect(await missingAskedTerm("What is markitdown?", possessive, { search })).toBeNull();
  });

  it("is there when only the keyword index finds it (a passage the search ranked lower)", async () => {
    const elsewhere = makeChunk("MarkItDown converts office files to Markdown.", { chunk_id: "doc2_1" });
    expect(await missingAskedTerm("What is MarkItDown?", paper, { search: indexOf([...paper, elsewhere]) })).toBeNull();
  });

  it("turns an offline answer about something else into the admission, with the reason", async () => {
    const deps = makeDeps({ search: indexOf(paper) });
    const answer = "AutoGen is an open-source framework that allows developers to build LLM applications [Source 1].";
    const result = await validate({ question: "What is MarkItDown?", draft: draft(answer), chunks: paper }, deps);
    expect(result).toMatchObject({ is_valid: true, confidence: "low", answer: NO_INFORMATION_ANSWER });
    expect(result.reason).toMatch(/no document mentions "MarkItDown"/);
    const kept = await validate({ question: "What is AutoGen?", draft: draft(answer), chunks: paper }, deps);
    expect(kept.answer).toBe(answer);
  });
});
