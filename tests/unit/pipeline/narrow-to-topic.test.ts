import { describe, expect, it } from "vitest";
import { narrowToTopic } from "../../../server/pipeline/answerers/summary";
import type { Search, SearchRequest } from "../../../server/retrieval/hybrid-search";

/** A search that records what it was asked and finds nothing. */
function recordingSearch(asked: string[]): Search {
  const search = async (request: SearchRequest) => {
    asked.push(request.query);
    return { chunks: [] };
  };
  return Object.assign(search, { many: async () => [] });
}

const documents = [
  { id: "a", filename: "a.pdf" },
  { id: "b", filename: "b.docx" },
];

describe("narrowToTopic: the words that name a document", () => {
  it.each([
    ["Who are the authors of the AutoGen paper?", "autogen"],
    ["What is the title of the wetland survey report?", "wetland survey"],
    ["Who wrote the LayoutParser paper?", "layoutparser"],
  ])("%s searches %s", async (question, topic) => {
    const asked: string[] = [];
    await narrowToTopic(question, documents, recordingSearch(asked), new AbortController().signal);
    expect(asked).toEqual([topic]);
  });
});
