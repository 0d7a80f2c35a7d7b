/**
 * LLM mode's small JSON calls around an answer (docs/architecture.md, "Intents", "Summaries",
 * "Suggestions"), msw standing in for the OpenAI-compatible API, on the real stores: the model's
 * intent is followed and a failing intent call keeps the rules' intent; the model's summary points
 * must cite real passages; the model's suggestions are checked by asking them, so one the
 * documents cannot answer is dropped, and a malformed reply falls back to checked offline ones.
 */
import { afterEach, describe, expect, it } from "vitest";
import { NO_INFORMATION_ANSWER } from "../../../server/prompts/reasoner";
import { lyonText, parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { apiError, createOpenAIMock, judgeJson, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

// Embeddings by topic: a question about Paris lands near the Paris passage, as a real model's
// would (the default hashed bag of words puts a short question far from a whole passage, below
// the similarity a suggestion must reach to be kept).
const topics = [
  ["paris", "eiffel", "tower", "seine", "capital", "completed", "river", "fair"],
  ["lyon", "rhône", "saône", "silk", "cuisine", "weaving"],
  ["france", "city", "population", "residents", "live", "people"],
  ["chocolate", "banana", "bread", "recipe", "bake"],
];
const topicEmbedding = (text: string) => {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return [0.05, ...topics.map((topic) => words.filter((word) => topic.includes(word)).length)];
};
const openai = createOpenAIMock({ embed: topicEmbedding });
suiteHandlers(...openai.handlers);
const docent = suiteServices({
  prefix: "pipeline-llm-plans-",
  env: openaiEnv(),
  documents: [
    { name: "paris.txt", text: parisText },
    { name: "lyon.txt", text: lyonText },
  ],
});
afterEach(() => openai.reset());

const populationAnswer = "Paris has an estimated population of 2,102,650 residents [Source 1].";

describe("LLM mode: intent", () => {
  it("follows the model's intent over the rules' (a definition asked without a definition word)", async () => {
    openai.script("intent", JSON.stringify({ intent: "definition" }));
    openai.script("reasoner", "The Eiffel Tower is a tower completed in 1889 for the World's Fair [Source 1].");
    openai.script("judge", judgeJson(90));
    const { response } = await docent.ask("Tell me about the Eiffel Tower");
    expect(openai.callsFor("intent")).toHaveLength(1);
    expect(response.intent).toBe("definition");
    expect(response.citations[0]?.filename).toBe("paris.txt");
  });

  it("keeps the rules' intent when the intent call fails, and still answers", async () => {
    // A message the rules are unsure of (not a question, no intent wording) goes to the model.
    // A 400 is not retried by the SDK; a 5xx is, and in-process msw never delivers the retry
    // (the cancelled body of the first response hangs), so the test would only time out.
    openai.script("intent", apiError(400, "The stand-in refused this call."));
    openai.script("reasoner", "Lyon has a population of 522,250 residents [Source 1].");
    openai.script("judge", judgeJson(80));
    const { response } = await docent.ask("population of Lyon, roughly");
    expect(openai.callsFor("intent").length).toBeGreaterThan(0);
    expect(response.intent).toBe("lookup");
    expect(response.answer).not.toContain(NO_INFORMATION_ANSWER);
    expect(response.citations[0]?.filename).toBe("lyon.txt");
  });

  it("treats a reply that is JSON but not an intent as malformed (asked once more, then the rules)", async () => {
    openai.script("intent", JSON.stringify({ intent: ["summary", "list"] }), "null");
    openai.script("reasoner", "Lyon lies where the Rhône and the Saône rivers meet [Source 1].");
    openai.script("judge", judgeJson(80));
    const { response } = await docent.ask("the rivers of Lyon");
    expect(openai.callsFor("intent")).toHaveLength(2);
    expect(response.intent).toBe("lookup");
    expect(response.citations[0]?.filename).toBe("lyon.txt");
  });
});

describe("LLM mode: summaries", () => {
  it("keeps the extractive summary when the model's points cite passages that do not exist", async () => {
    openai.script("intent", JSON.stringify({ intent: "summary" }));
    openai.script(
      "summary",
      JSON.stringify({ points: [{ text: "Lyon is on the Moon.", source: 42 }] }),
      JSON.stringify({ points: [{ text: "Lyon is on the Moon.", source: 42 }] }),
    );
    const { response } = await docent.ask("Summarise lyon.txt");
    expect(response.intent).toBe("summary");
    expect(response.answer).not.toContain("Moon");
    expect(response.answer).toContain("Lyon is a city in the east of France");
    expect(response.citations.length).toBeGreaterThan(0);
    expect(response.citations.every((citation) => citation.filename === "lyon.txt")).toBe(true);
  });
});

describe("LLM mode: suggestions", () => {
  it("shows the model's suggestions the documents answer and drops one they cannot", async () => {
    openai.script("reasoner", populationAnswer);
    openai.script("judge", judgeJson(90));
    const unanswerable = "What is the recipe for chocolate banana bread?";
    openai.script(
      "suggestions",
      JSON.stringify({ questions: ["When was the Eiffel Tower completed?", unanswerable, "Which river does Paris lie on?"] }),
    );
    const { response } = await docent.ask("How many people live in Paris?");
    expect(openai.callsFor("suggestions")).toHaveLength(1);
    expect(response.suggestions).toHaveLength(3);
    expect(response.suggestions).not.toContain(unanswerable);
    expect(response.suggestions).toContain("When was the Eiffel Tower completed?");
  });

  it("falls back to offline questions when the model's reply is malformed twice, each answerable", async () => {
    openai.script("reasoner", populationAnswer);
    openai.script("judge", judgeJson(90));
    openai.script("suggestions", '{"questions": [', '{"questions": "not a list"}');
    const { response } = await docent.ask("How many people live in Paris?");
    expect(openai.callsFor("suggestions")).toHaveLength(2);
    expect(response.suggestions).toHaveLength(3);
    // Asked back, each finds a passage to cite: the model is told to cite [Source 1], and a
    // citation naming no retrieved passage is removed by the validator.
    openai.reset();
    openai.script("reasoner", "From the documents [Source 1].");
    openai.script("judge", judgeJson(80));
    for (const suggestion of response.suggestions) {
      const followUp = await docent.ask(suggestion);
      expect(followUp.response.citations.length, suggestion).toBeGreaterThan(0);
    }
  });
});
