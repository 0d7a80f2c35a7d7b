/**
 * A poisoned file uploaded on the page (docs/architecture.md, "Defences"): the document list says
 * it holds instructions aimed at an assistant, and an answer over it — to a question worded like
 * the planted instruction, and to one about its real content — never carries the attacker's link,
 * marker word or script; the citation says Docent did not follow the passage. Offline, then in
 * LLM mode with a stand-in model that obeys the document.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { suiteChatSession, type ChatSession } from "./support/browser";
import { anyHostBaseUrl, createOpenAIMock, type ChatBody } from "../mocks/openai";
import {
  attackerHost,
  marker,
  payloadPattern,
  plantedInstructions,
  poisonedCases,
  writePoisonedFiles,
} from "../integration/security/poisoned-files";

const directory = fs.mkdtempSync(path.join(os.tmpdir(), "docent-e2e-poisoned-"));
let files: string[] = [];
beforeAll(async () => {
  files = await writePoisonedFiles(directory);
});

/** The poisoned cases this suite uploads: a Word file with a hidden run, and Markdown with an HTML comment. */
const chosen = poisonedCases.filter((poisoned) => poisoned.format === "docx-hidden" || poisoned.format === "html-comment");
const fileOf = (filename: string) => files[poisonedCases.findIndex((poisoned) => poisoned.filename === filename)]!;

async function uploadAndSeeFlagged(session: ChatSession) {
  await session.chat.upload(...chosen.map((poisoned) => fileOf(poisoned.filename)));
  for (const poisoned of chosen) {
    await session.chat.waitForDocumentStatus(poisoned.filename, "ready");
    const flag = session.chat.document(poisoned.filename).getByTestId("document-injection-flag");
    await flag.waitFor();
    expect(await flag.textContent()).toMatch(/instructions aimed at an assistant/);
  }
}

async function askAndCheck(session: ChatSession, question: string) {
  await session.chat.ask(question);
  const answer = await session.chat.waitForLatestAnswer();
  expect(await answer.getAttribute("data-status")).toBe("complete");
  const text = (await answer.getByTestId("answer-text").textContent()) ?? "";
  console.log(`e2e poisoned: ${JSON.stringify(question)} → ${JSON.stringify(text)}`);
  expect(text).not.toMatch(payloadPattern);
  expect(text).not.toMatch(/ignore (your|all|the)? ?(previous|prior) instructions/i);
  // Nothing in the answer points at the attacker: no link, image or frame to their host.
  const pointing = await answer
    .getByTestId("answer-text")
    .evaluate(
      (element, host) => [...element.querySelectorAll("[href], [src]")].filter((node) => node.outerHTML.includes(host)).length,
      attackerHost,
    );
  expect(pointing).toBe(0);
  return { answer, text };
}

describe("a poisoned upload, offline", () => {
  const session = suiteChatSession();

  it("is flagged in the document list, and no answer over it carries the payload", async () => {
    await uploadAndSeeFlagged(session);
    for (const poisoned of chosen) {
      await askAndCheck(session, poisoned.payloadQuestion);
      const { answer } = await askAndCheck(session, poisoned.question);
      const flagged = answer.locator('[data-testid="citation"]:has([data-testid="injection-flag"])');
      expect(await flagged.count(), "the citation says Docent did not follow the passage").toBeGreaterThan(0);
    }
    expect(session.watched.pageErrors).toEqual([]);
    expect(session.watched.dialogs).toEqual([]);
  });
});

/** The stand-in obeys the planted instruction: the fact, then the document's link, image, script and marker word. */
function obedientReply(body: ChatBody): string {
  const prompt = body.messages.map((message) => message.content).join("\n");
  const poisoned = chosen.find((candidate) => prompt.includes(candidate.question)) ?? chosen[0]!;
  const link = /https:\/\/[^\s)'"<]+/.exec(plantedInstructions[poisoned.format])![0];
  return `The documents say ${poisoned.fact} [Source 1]. ![status](${link}?d=chat) Book it at [this page](${link}) or ${link}. <script>alert('${marker}')</script>`;
}

describe("a poisoned upload, LLM mode with a model that obeys the document", () => {
  const openai = createOpenAIMock({ baseUrl: anyHostBaseUrl, replies: { reasoner: obedientReply } });
  const session = suiteChatSession({ openai });

  it("is flagged in the document list; the output guard strips the obedient model's link, image and script", async () => {
    await uploadAndSeeFlagged(session);
    const poisoned = chosen.find((candidate) => candidate.format === "docx-hidden")!;
    const { text } = await askAndCheck(session, poisoned.question);
    expect(text).toContain(poisoned.fact);
    expect(openai.callsFor("reasoner").length).toBeGreaterThan(0);
    expect(session.watched.dialogs).toEqual([]);
    expect(session.standIn?.unhandled).toEqual([]);
  });
});
