/**
 * A table follow-up that names the earlier answer's row by a pronoun ("and how many did they
 * win?"), end to end offline over the corpus's stanley-cups CSV and Premier League workbook (real
 * SQLite, real Chroma): the planner's rewrite says who "they" are, so the row's figure is answered,
 * not a count of all rows, and a count left without its noun ("how many did they score?") takes the
 * previous question's ("the most goals").
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { corpusFile, suiteServices } from "../../helpers/services";

const docent = suiteServices({
  prefix: "docent-pronoun-follow-ups-",
  documents: [
    { path: corpusFile("xlsx/stanley-cups-utf-16.csv") },
    { path: path.join(corpusDir, "tables", "premier-league-2022-23-2023-24.xlsx") },
  ],
  timeoutMs: 120_000,
});

describe("a pronoun follow-up over a table", () => {
  it("answers the named row's figure", async () => {
    const { response: first } = await docent.ask("Which team has won the most Stanley Cups?");
    expect(first.answer).toContain("Maple Leafs");
    const { response: second } = await docent.ask("And how many did they win?", { conversationId: first.conversation_id });
    expect(second.answer).toContain("13");
    expect(second.answer).not.toContain("has 3 rows");
  });

  it("carries the count's noun from the previous question", async () => {
    const { response: first } = await docent.ask("Which team scored the most goals in 2022-23?");
    expect(first.answer).toContain("Man City");
    const { response: second } = await docent.ask("And how many did they score?", { conversationId: first.conversation_id });
    expect(second.answer).toContain("94");
  });
});
