/**
 * Stopping the first answer of a new chat in the browser keeps the chat: the page moves to the
 * conversation's URL and lists it as soon as the server names it (`conversation-start`), so after
 * Stop it can be reloaded and reopened with its question, and the answer stays stored as
 * interrupted even when the model's reply arrives after Stop. A real Docent in LLM mode whose
 * OpenAI-compatible API is msw on a loopback port, with the reasoner's call held open so the
 * answer is still being written when Stop is pressed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { uploadFiles, waitForDocument } from "../helpers/docent-server";
import { anyHostBaseUrl, createOpenAIMock } from "../mocks/openai";
import { suiteChatSession } from "./support/browser";

const question = "How many people live in Paris?";
const openaiMock = createOpenAIMock({ baseUrl: anyHostBaseUrl });
const heldReasoners: (() => void)[] = [];
openaiMock.script(
  "reasoner",
  () => new Promise<string>((resolve) => heldReasoners.push(() => resolve("Paris has 2,102,650 residents [Source 1]."))),
);

describe("stopping the first answer of a new chat", () => {
  const session = suiteChatSession({
    openai: openaiMock,
    prepare: async (started) => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "docent-e2e-stop-")), "paris.txt");
      fs.writeFileSync(file, "Paris is the capital of France. Paris has an estimated population of 2,102,650 residents.");
      const uploaded = await uploadFiles(started.url, [file]);
      await waitForDocument(started.url, uploaded.body.documents[0]!.id);
    },
  });

  // Runs before the session closes (after-hooks run in reverse): an answer still held would keep Docent busy.
  afterAll(() => heldReasoners.splice(0).forEach((release) => release()));

  it("keeps the stopped chat: its URL, its place in the list, and its question after a reload", async () => {
    await session.chat.ask(question);
    // The conversation is named before any answer text: the URL and the list follow at once.
    await expect.poll(() => new URL(session.watched.page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/c\/[\w-]+$/);
    const conversationPath = new URL(session.watched.page.url()).pathname;
    const listed = session.watched.page.getByTestId("conversation-list").getByRole("link", { name: question });
    await listed.waitFor();
    expect(await listed.getAttribute("aria-current")).toBe("page");

    await expect.poll(() => heldReasoners.length, { timeout: 30_000 }).toBe(1);
    expect(await session.chat.answers().last().getAttribute("data-status")).toBe("streaming");
    await session.watched.page.getByRole("button", { name: "Stop" }).click();
    const stopped = await session.chat.waitForLatestAnswer();
    expect(await stopped.getAttribute("data-status")).toBe("interrupted");

    // The model now finishes its reply: a stopped answer must stay stopped, not be stored complete behind the page.
    heldReasoners.splice(0).forEach((release) => release());
    const conversationId = conversationPath.split("/").at(-1) ?? "";
    const storedMessages = async () => {
      const response = await session.watched.page.request.get(`/api/conversations/${conversationId}`);
      return ((await response.json()) as { messages: { role: string; status: string }[] }).messages;
    };
    await expect
      .poll(async () => (await storedMessages()).map((message) => `${message.role}:${message.status}`), { timeout: 30_000 })
      .toEqual(["user:complete", "assistant:interrupted"]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await storedMessages()).map((message) => message.status)).toEqual(["complete", "interrupted"]);

    await session.watched.page.reload();
    await session.watched.page.locator('[data-hydrated="true"]').waitFor();
    expect(new URL(session.watched.page.url()).pathname).toBe(conversationPath);
    await session.watched.page.getByTestId("user-message").first().waitFor();
    expect(await session.watched.page.getByTestId("user-message").allTextContents()).toEqual([question]);
    expect(await session.chat.answers().last().getByTestId("answer-stopped").textContent()).toContain("Stopped");
    expect(await session.chat.answers().last().getAttribute("data-status")).toBe("interrupted");
    expect(await session.chat.answers().last().textContent()).not.toContain("2,102,650 residents");

    // Reachable from the list after leaving it.
    await session.watched.page.getByRole("button", { name: "+ New conversation" }).click();
    await expect.poll(() => new URL(session.watched.page.url()).pathname).toBe("/");
    await session.watched.page.getByTestId("conversation-list").getByRole("link", { name: question }).click();
    await expect.poll(() => new URL(session.watched.page.url()).pathname).toBe(conversationPath);
    await expect.poll(() => session.watched.page.getByTestId("user-message").allTextContents()).toEqual([question]);
    expect(session.watched.pageErrors).toEqual([]);
  });

  it("keeps the chat when Stop comes before the server's first event (a slow network)", async () => {
    const page = session.watched.page;
    await page.getByRole("button", { name: "+ New conversation" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/");
    const slowQuestion = "What is the estimated population of Paris?";
    const network = await session.watched.context.newCDPSession(page);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 });
    try {
      await session.chat.ask(slowQuestion);
      // Stopped while the request is still on its way: nothing from the server has arrived yet.
      await page.getByRole("button", { name: "Stop" }).click();
      expect(new URL(page.url()).pathname).toBe("/");
      expect(await session.chat.answers().last().getAttribute("data-status")).toBe("interrupted");
      // The chat is named once its first event arrives, and only then is the stream closed.
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/c\/[\w-]+$/);
    } finally {
      await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const conversationPath = new URL(page.url()).pathname;
    heldReasoners.splice(0).forEach((release) => release());
    const response = await page.request.get(`/api/conversations/${conversationPath.split("/").at(-1) ?? ""}`);
    const stored = ((await response.json()) as { messages: { role: string; status: string }[] }).messages;
    expect(stored.map((message) => `${message.role}:${message.status}`)).toEqual(["user:complete", "assistant:interrupted"]);

    await page.reload();
    await page.locator('[data-hydrated="true"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(conversationPath);
    await page.getByTestId("user-message").first().waitFor();
    expect(await page.getByTestId("user-message").allTextContents()).toEqual([slowQuestion]);
    expect(await page.getByTestId("conversation-list").getByRole("link", { name: slowQuestion }).count()).toBe(1);
    expect(session.watched.pageErrors).toEqual([]);
  });
});
