/**
 * Stopping the first answer of a new chat in the browser keeps the chat: the page moves to the
 * conversation's URL and lists it as soon as the server names it (`conversation-start`), so after
 * Stop it can be reloaded and reopened with its question. A real Docent in LLM mode whose
 * OpenAI-compatible API is msw on a loopback port, with the reasoner's call held open so the
 * answer is still being written when Stop is pressed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadFiles, waitForDocument, type DocentServer } from "../helpers/docent-server";
import { serveHandlers, type MswHttpServer } from "../integration/security/msw-over-http";
import { anyHostBaseUrl, createOpenAIMock } from "../mocks/openai";
import { closeChatSession, openChatSession, type ChatPage, type WatchedPage } from "./support/browser";

const question = "How many people live in Paris?";
const openaiMock = createOpenAIMock({ baseUrl: anyHostBaseUrl });
const heldReasoners: (() => void)[] = [];
openaiMock.script("reasoner", () => new Promise<string>((resolve) => heldReasoners.push(() => resolve("Paris has 2,102,650 residents [Source 1]."))));

describe("stopping the first answer of a new chat", () => {
  let openai: MswHttpServer;
  let server: DocentServer;
  let browser: Browser;
  let watched: WatchedPage;
  let chat: ChatPage;

  beforeAll(async () => {
    openai = await serveHandlers(openaiMock.handlers);
    ({ server, browser, watched, chat } = await openChatSession({
      env: { OPENAI_API_KEY: "sk-test-e2e-stop", OPENAI_BASE_URL: `${openai.url}/v1` },
      prepare: async (started) => {
        const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "docent-e2e-stop-")), "paris.txt");
        fs.writeFileSync(file, "Paris is the capital of France. Paris has an estimated population of 2,102,650 residents.");
        const uploaded = await uploadFiles(started.url, [file]);
        await waitForDocument(started.url, uploaded.body.documents[0]!.id);
      },
    }));
  });

  afterAll(async () => {
    heldReasoners.splice(0).forEach((release) => release());
    await closeChatSession({ server, browser, watched });
    await openai?.close();
  });

  it("keeps the stopped chat: its URL, its place in the list, and its question after a reload", async () => {
    await chat.ask(question);
    // The conversation is named before any answer text: the URL and the list follow at once.
    await expect.poll(() => new URL(watched.page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/c\/[\w-]+$/);
    const conversationPath = new URL(watched.page.url()).pathname;
    const listed = watched.page.getByTestId("conversation-list").getByRole("link", { name: question });
    await listed.waitFor();
    expect(await listed.getAttribute("aria-current")).toBe("page");

    await expect.poll(() => heldReasoners.length, { timeout: 30_000 }).toBe(1);
    expect(await chat.answers().last().getAttribute("data-status")).toBe("streaming");
    await watched.page.getByRole("button", { name: "Stop" }).click();
    const stopped = await chat.waitForLatestAnswer();
    expect(await stopped.getAttribute("data-status")).toBe("interrupted");

    await watched.page.reload();
    await watched.page.locator('[data-hydrated="true"]').waitFor();
    expect(new URL(watched.page.url()).pathname).toBe(conversationPath);
    expect(await watched.page.getByTestId("user-message").allTextContents()).toEqual([question]);
    expect(await chat.answers().last().getByTestId("answer-stopped").textContent()).toContain("Stopped");

    // Reachable from the list after leaving it.
    await watched.page.getByRole("button", { name: "+ New conversation" }).click();
    await expect.poll(() => new URL(watched.page.url()).pathname).toBe("/");
    await watched.page.getByTestId("conversation-list").getByRole("link", { name: question }).click();
    await expect.poll(() => new URL(watched.page.url()).pathname).toBe(conversationPath);
    expect(await watched.page.getByTestId("user-message").allTextContents()).toEqual([question]);
    expect(watched.pageErrors).toEqual([]);
  });
});
