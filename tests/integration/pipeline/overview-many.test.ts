/**
 * "What are these documents about?" over a library of more than eight documents
 * (docs/architecture.md, "Summaries"): one cited line for every document, none left out as
 * "and N more", on the real stores (each document parsed, summarised at ingestion and indexed).
 */
import { describe, expect, it } from "vitest";
import { suiteServices } from "../../helpers/services";

const topics = [
  "harbour",
  "orchard",
  "bakery",
  "observatory",
  "lighthouse",
  "vineyard",
  "tram depot",
  "quarry",
  "mill",
  "ferry",
  "library",
];
const documents = topics.map((topic, index) => ({
  name: `note-${index + 1}.txt`,
  text: `The ${topic} of Eastwick was opened in ${1900 + index * 7}. It is run by a small team of volunteers and is open to visitors every weekend.`,
}));

const docent = suiteServices({ prefix: "pipeline-overview-many-", documents, timeoutMs: 300_000 });

describe("the overview of a library of eleven documents", () => {
  it("gives one cited line per document, with none left out", async () => {
    const { response } = await docent.ask("What are these documents about?");
    expect(response.intent).toBe("summary");
    const lines = response.answer.split("\n").filter((line) => line.startsWith("- "));
    expect(lines).toHaveLength(topics.length);
    expect(response.answer).not.toMatch(/and \d+ more/);
    for (const topic of topics) expect(response.answer).toContain(`The ${topic} of Eastwick`);
    expect(new Set(response.citations.map((citation) => citation.filename)).size).toBe(topics.length);
  });
});
