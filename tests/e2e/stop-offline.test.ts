/**
 * Stop pressed on the first answer of a new chat in offline mode over a slow network: offline
 * answers are written in a fraction of a second, so the server may have finished before the
 * page's Stop reaches it. The chat is kept (URL, list, reload) and what the page shows after a
 * reload agrees with what it showed when Stop was pressed: the answer is stopped, not complete.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { uploadFiles, waitForDocument } from "../helpers/docent-server";
import { parisText } from "../fixtures/documents";
import { suiteChatSession } from "./support/browser";

describe("stopping the first answer of a new chat, offline", () => {
  const session = suiteChatSession({
    prepare: async (started) => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "docent-e2e-stop-offline-")), "paris.txt");
      fs.writeFileSync(file, parisText);
      const uploaded = await uploadFiles(started.url, [file]);
      await waitForDocument(started.url, uploaded.body.documents[0]!.id);
    },
  });

  it("keeps the chat and shows the answer stopped after a reload, as it did when Stop was pressed", async () => {
    const page = session.watched.page;
    const question = "How many people live in Paris?";
    const network = await session.watched.context.newCDPSession(page);
    await network.send("Network.enable");
    await network.send("Network.emulateNetworkConditions", { offline: false, latency: 1500, downloadThroughput: -1, uploadThroughput: -1 });
    try {
      await session.chat.ask(question);
      await page.getByRole("button", { name: "Stop" }).click();
      expect(await session.chat.answers().last().getAttribute("data-status")).toBe("interrupted");
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/c\/[\w-]+$/);
    } finally {
      await network.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const conversationPath = new URL(page.url()).pathname;
    const stored = async () => {
      const response = await page.request.get(`/api/conversations/${conversationPath.split("/").at(-1) ?? ""}`);
      return ((await response.json()) as { messages: { role: string; status: string; content: string }[] }).messages;
    };
    await expect.poll(async () => (await stored()).length, { timeout: 30_000 }).toBe(2);
    // Stored as the page showed it: stopped, with no text (nothing had reached the page).
    await expect
      .poll(async () => (await stored()).map((message) => `${message.role}:${message.status}`), { timeout: 30_000 })
      .toEqual(["user:complete", "assistant:interrupted"]);
    expect((await stored())[1]?.content).toBe("");

    await page.reload();
    await page.locator('[data-hydrated="true"]').waitFor();
    expect(new URL(page.url()).pathname).toBe(conversationPath);
    await page.getByTestId("user-message").first().waitFor();
    expect(await page.getByTestId("user-message").allTextContents()).toEqual([question]);
    expect(await session.chat.answers().last().getAttribute("data-status")).toBe("interrupted");
    expect(await session.chat.answers().last().getByTestId("answer-stopped").textContent()).toContain("No answer was written");
    expect(await session.chat.answers().last().textContent()).not.toContain("2,102,650");
    expect(await page.getByTestId("conversation-list").getByRole("link", { name: question }).count()).toBe(1);
    expect(session.watched.pageErrors).toEqual([]);
  });

  it("checks what a stop names: no question is refused, an unknown chat is not found, a complete answer of another question stays", async () => {
    const request = session.watched.page.request;
    const conversationId = new URL(session.watched.page.url()).pathname.split("/").at(-1) ?? "";
    const missing = await request.post(`/api/conversations/${conversationId}/interrupt`, { data: { shown: "" } });
    expect(missing.status()).toBe(400);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toMatch(/^bad_request/);
    const unknown = await request.post("/api/conversations/no-such-chat/interrupt", { data: { question: "hi" } });
    expect(unknown.status()).toBe(404);

    await session.chat.ask("When was the Eiffel Tower completed?");
    expect(await (await session.chat.waitForLatestAnswer()).getAttribute("data-status")).toBe("complete");
    const other = await request.post(`/api/conversations/${conversationId}/interrupt`, { data: { question: "Something never asked" } });
    expect(await other.json()).toEqual({ interrupted: false });
    const messages = ((await (await request.get(`/api/conversations/${conversationId}`)).json()) as { messages: { status: string }[] })
      .messages;
    expect(messages.at(-1)?.status).toBe("complete");
  });
});
