/**
 * The answer pipeline in LLM mode (issue 5 acceptance), on the real stores: msw stands in for the
 * OpenAI-compatible API only (streamed reasoner chunks, JSON judge / reformulation / suggestions,
 * embeddings); Chroma on 127.0.0.1 and SQLite are real.
 */
import { afterEach, describe, expect, it } from "vitest";
import { FALLBACK_ANSWER } from "../../../server/pipeline/validator";
import { lyonText, parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, judgeJson, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const openai = createOpenAIMock();
suiteHandlers(...openai.handlers);
const docent = suiteServices({
  prefix: "pipeline-llm-",
  env: { ...openaiEnv(), MAX_ANSWER_ATTEMPTS: "3", RETRY_BELOW_SCORE: "0.75" },
  documents: [
    { name: "paris.txt", text: parisText },
    { name: "lyon.txt", text: lyonText },
  ],
});

const populationAnswer = "Paris has an estimated population of 2,102,650 residents [Source 1].";

afterEach(() => openai.reset());

describe("LLM mode: the validation loop", () => {
  it("retries after a low judge score with the judge's feedback in the prompt, and keeps the second attempt", async () => {
    openai.script("reasoner", "Paris is big [Source 1].", populationAnswer);
    openai.script("judge", judgeJson(5, "State the population figure the source gives."), judgeJson(24));

    const { response } = await docent.ask("How many people live in Paris?");

    const reasonerCalls = openai.callsFor("reasoner");
    expect(reasonerCalls).toHaveLength(2);
    expect(reasonerCalls[0]!.body.stream).toBe(true);
    expect(reasonerCalls[0]!.body.messages[0]!.content).not.toContain("rejected by a reviewer");
    const retryPrompt = reasonerCalls[1]!.body.messages[0]!.content;
    expect(retryPrompt).toContain("rejected by a reviewer");
    expect(retryPrompt).toContain("State the population figure the source gives.");

    expect(response.answer).toBe(populationAnswer);
    expect(response.confidence_score).toBeGreaterThanOrEqual(0.75);
    expect(response.timeline?.attempts.map((attempt) => attempt.attempt)).toEqual([1, 2]);
    expect(response.citations[0]?.filename).toBe("paris.txt");
  });

  it("after the configured number of attempts, keeps what the best one found and says it could not check it", async () => {
    openai.script("reasoner", "Paris is big [Source 1].");
    openai.script("judge", judgeJson(2, "The answer does not address the question."));

    const { response } = await docent.ask("How many people live in Paris?");

    expect(openai.callsFor("reasoner")).toHaveLength(3);
    expect(openai.callsFor("judge")).toHaveLength(3);
    // Not "Could you rephrase your question?" (docs/architecture.md, "Conversation"): the cited sentence, and why it is unchecked.
    expect(response.answer).not.toContain(FALLBACK_ANSWER);
    expect(response.answer).toMatch(/^Paris is big \[Source 1\]\.\n\nI could not fully check this answer/);
    expect(response.confidence).toBe("low");
    expect(response.reasoning).toMatch(/after 3 attempts/);
  });

  it("asks the judge once more after malformed JSON, then scores by rules alone and says so", async () => {
    openai.script("reasoner", populationAnswer);
    openai.script("judge", "Sure! The answer looks great.", "{ relevance: twenty");

    const { response } = await docent.ask("How many people live in Paris?");

    const judgeCalls = openai.callsFor("judge");
    // Exactly one retry, and the retry tells the model what was wrong; the rule-based score
    // alone passes this well-cited answer, so no second attempt runs.
    expect(judgeCalls).toHaveLength(2);
    expect(openai.callsFor("reasoner")).toHaveLength(1);
    expect(judgeCalls[1]!.body.messages.at(-1)!.content).toMatch(/could not be used/);
    expect(judgeCalls[1]!.body.messages.at(-2)).toMatchObject({ role: "assistant", content: "Sure! The answer looks great." });
    expect(response.reasoning).toMatch(/quality check was unavailable/);
    expect(response.answer).toBe(populationAnswer);
  });

  it("uses the judge's second reply when only the first was malformed", async () => {
    openai.script("reasoner", populationAnswer);
    openai.script("judge", "not json at all", judgeJson(25));

    const { response } = await docent.ask("How many people live in Paris?");

    expect(openai.callsFor("judge")).toHaveLength(2);
    expect(openai.callsFor("reasoner")).toHaveLength(1);
    expect(response.answer).toBe(populationAnswer);
    expect(response.reasoning).not.toMatch(/unavailable/);
  });

  it("cancels the in-flight LLM call when the request is aborted", async () => {
    let sawAbort = false;
    openai.script(
      "reasoner",
      (_body, request) =>
        new Promise<string>((resolve) => {
          request.signal.addEventListener("abort", () => {
            sawAbort = true;
            resolve("");
          });
        }),
    );
    const controller = new AbortController();
    const answering = docent.ask("How many people live in Paris?", { signal: controller.signal });
    const outcome = answering.then(
      () => null,
      (error: unknown) => error,
    );

    await expect.poll(() => openai.callsFor("reasoner").length, { timeout: 20_000 }).toBe(1);
    controller.abort();

    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("AbortError");
    await expect.poll(() => sawAbort).toBe(true);
    expect(openai.callsFor("reasoner")[0]!.signal.aborted).toBe(true);
    // Nothing ran after the cancelled call.
    expect(openai.callsFor("judge")).toHaveLength(0);
  });
});

describe("LLM mode: usage", () => {
  it("counts every model call, the suggestions' included, exactly as the timeline does", async () => {
    openai.script("reasoner", populationAnswer);
    openai.script("judge", judgeJson(24));

    const { response } = await docent.ask("How many people live in Paris?");

    // Each stand-in call costs 100 prompt and 20 completion tokens: reasoner, judge, suggestions (a plain
    // question's intent is the rules', with no call: docs/architecture.md, "The time budget").
    expect(openai.chats.map((chat) => chat.purpose).sort()).toEqual(["judge", "reasoner", "suggestions"]);
    expect(response.timeline?.llm_calls.map((call) => call.name).sort()).toEqual(["llm.judge", "llm.reasoner", "llm.suggestions"]);
    expect(response.usage).toMatchObject({ prompt_tokens: 300, completion_tokens: 60 });
    expect(response.usage).toEqual(response.timeline?.usage);
    // What is stored (and returned by GET /api/conversations/:id) agrees too.
    const stored = (await docent.services.conversations.listMessages(response.conversation_id)).find(
      (message) => message.role === "assistant",
    );
    expect(stored?.response?.usage).toEqual(response.timeline?.usage);
  });
});

describe("LLM mode: follow-up reformulation (the Paris example)", () => {
  it("turns 'How many people live there?' into a question about Paris and answers from the Paris document", async () => {
    openai.script("reasoner", "Paris is the capital and largest city of France [Source 1].", populationAnswer);
    openai.script("reformulate", JSON.stringify({ query: "How many people live in Paris?" }));

    const { response: first } = await docent.ask("What is the capital of France?");
    expect(openai.callsFor("reformulate")).toHaveLength(0);
    const { response: second } = await docent.ask("How many people live there?", { conversationId: first.conversation_id });

    // One clear subject (Paris, named by the answer): rewritten offline, no call (time-budget.test.ts has the model's rewrite).
    expect(openai.callsFor("reformulate")).toHaveLength(0);
    const reasonerCalls = openai.callsFor("reasoner");
    expect(reasonerCalls.at(-1)!.body.messages.at(-1)!.content).toContain("Question: How many people live in Paris?");
    expect(second.retrieved?.[0]?.filename).toBe("paris.txt");
    expect(second.citations.map((citation) => citation.filename)).toContain("paris.txt");
    expect(second.answer).toContain("2,102,650");
  });
});
