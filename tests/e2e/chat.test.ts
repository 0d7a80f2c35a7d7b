/**
 * Answers in the browser against a real Docent (offline mode): citations open their passage and
 * the PDF at the page, the badge explains itself, the "no information" admission, suggestion
 * chips, persistence across reload, the conversation list, Stop, copy, the timeline, keyboard-only
 * use and errors shown in place.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { corpusFile, uploadFiles, waitForDocument } from "../helpers/docent-server";
import { suiteChatSession } from "./support/browser";

const admission = "The provided documents do not contain information about this.";

async function tabUntil(page: Page, matches: () => boolean, options: { max?: number; backwards?: boolean } = {}) {
  for (let step = 0; step < (options.max ?? 80); step += 1) {
    await page.keyboard.press(options.backwards ? "Shift+Tab" : "Tab");
    if (await page.evaluate(matches)) return;
  }
  throw new Error("Tabbing never reached the expected element");
}

describe("chat", () => {
  const session = suiteChatSession({
    // The upload page itself is covered by ask-a-pdf and documents; here the API is quicker.
    prepare: async (started) => {
      const uploaded = await uploadFiles(started.url, [corpusFile("pdf/tracemonkey.pdf")]);
      await waitForDocument(started.url, uploaded.body.documents[0]!.id);
    },
    permissions: ["clipboard-read", "clipboard-write"],
  });

  it("shows the mode and a newcomer's next step", async () => {
    const mode = await session.watched.page.getByTestId("mode-indicator").textContent();
    expect(mode).toContain("Offline mode");
    expect(mode).toContain("Web fallback off");
    expect(await session.watched.page.getByTestId("empty-state").textContent()).toContain("Ask about your documents");
  });

  it("opens a citation's passage and links the PDF at its page", async () => {
    await session.chat.ask("How does the system solve the nested loop problem?");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getAttribute("data-status")).toBe("complete");
    await answer.locator("a.citation-marker").first().click();
    const passage = answer.getByTestId("citation-passage");
    await passage.waitFor();
    expect((await passage.locator("blockquote").textContent())?.trim().length).toBeGreaterThan(20);
    const link = passage.getByTestId("citation-open-original");
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file#page=\d+$/);
    const page = Number(href.split("#page=")[1]);
    expect(await answer.getByTestId("citation-location").first().textContent()).toContain(`page ${page}`);
    // The link serves the original PDF.
    const file = await fetch(new URL(href.split("#")[0]!, session.server.url));
    expect(file.headers.get("content-type")).toContain("application/pdf");
    await file.body?.cancel();
  });

  it("shows the badge's reason on hover and on keyboard focus", async () => {
    const answer = session.chat.answers().last();
    const badge = answer.getByTestId("confidence-badge");
    const reason = answer.getByTestId("confidence-reason");
    expect(await reason.isVisible()).toBe(false);
    await badge.hover();
    await expect.poll(() => reason.isVisible()).toBe(true);
    expect((await reason.textContent())?.length).toBeGreaterThan(10);
    // The score is in the tooltip with the reason, not on the badge (SPEC §5: "score and reason on hover").
    expect(await reason.textContent()).toMatch(/^Score [01]\.\d\d\. /);
    expect(await badge.textContent()).toMatch(/^(High|Medium|Low) confidence$/);
    await session.watched.page.mouse.move(0, 0);
    await expect.poll(() => reason.isVisible()).toBe(false);
    await badge.focus();
    await expect.poll(() => reason.isVisible()).toBe(true);
    expect(await badge.getAttribute("aria-describedby")).toBe(await reason.getAttribute("id"));
  });

  it("copies the answer and shows the timeline", async () => {
    const answer = session.chat.answers().last();
    await answer.getByRole("button", { name: "Copy the answer" }).click();
    await expect.poll(() => answer.getByRole("button", { name: "Copy the answer" }).textContent()).toBe("Copied");
    const copied = await session.watched.page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("nested");
    const timeline = answer.getByTestId("answer-timeline");
    await timeline.locator("summary").click();
    const text = (await timeline.textContent()) ?? "";
    expect(text).toMatch(/Retriever\s*[\d.]+ (ms|s)/);
    expect(text).toContain("Tokens:");
    expect(text).toContain("Cost:");
  });

  it("admits when the documents do not hold the answer, with a low badge", async () => {
    await session.chat.ask("What is the recipe for chocolate banana bread?");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getByTestId("answer-text").textContent()).toContain(admission);
    expect(await answer.getByTestId("confidence-badge").getAttribute("data-confidence")).toBe("low");
  });

  it("asks a suggestion when its chip is clicked", async () => {
    const before = await session.watched.page.getByTestId("user-message").count();
    const chip = session.chat.answers().last().getByTestId("suggestion-chip").first();
    const suggestion = (await chip.textContent()) ?? "";
    await chip.click();
    await expect.poll(() => session.watched.page.getByTestId("user-message").count()).toBe(before + 1);
    expect(await session.watched.page.getByTestId("user-message").last().textContent()).toBe(suggestion);
    await session.chat.waitForLatestAnswer();
  });

  it("keeps the conversation and its suggestions after a reload", async () => {
    expect(session.watched.page.url()).toMatch(/\/c\/[\w-]+$/);
    const questions = await session.watched.page.getByTestId("user-message").allTextContents();
    const suggestions = await session.chat.answers().last().getByTestId("suggestion-chip").allTextContents();
    expect(suggestions).toHaveLength(3);
    await session.watched.page.reload();
    await session.watched.page.locator('[data-hydrated="true"]').waitFor();
    expect(await session.watched.page.getByTestId("user-message").allTextContents()).toEqual(questions);
    expect(await session.chat.answers().last().getByTestId("suggestion-chip").allTextContents()).toEqual(suggestions);
    expect(await session.chat.answers().first().getByTestId("citation").count()).toBeGreaterThan(0);
  });

  it("stops an answer that is still streaming", async () => {
    // Offline answers take well under a second; a slow network (emulated in the browser, the
    // server stays real) leaves time to press Stop.
    const cdp = await session.watched.context.newCDPSession(session.watched.page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 3000, downloadThroughput: -1, uploadThroughput: -1 });
    try {
      await session.chat.ask("What speedups were measured for benchmark programs?");
      const stop = session.watched.page.getByRole("button", { name: "Stop" });
      await stop.click();
      const answer = await session.chat.waitForLatestAnswer();
      expect(await answer.getAttribute("data-status")).toBe("interrupted");
      expect(await answer.getByTestId("answer-stopped").textContent()).toContain("Stopped");
      expect(await stop.count()).toBe(0);
    } finally {
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await cdp.detach();
    }
    // The next question works normally.
    await session.chat.ask("What speedups were measured for benchmark programs?");
    expect(await (await session.chat.waitForLatestAnswer()).getAttribute("data-status")).toBe("complete");
  });

  it("works from the keyboard alone: Enter sends, Tab reaches a citation and a chip, Enter activates", async () => {
    await session.chat.goto("/");
    await session.chat.questionBox.focus();
    await session.watched.page.keyboard.type("How does the system solve the nested loop problem?");
    await session.watched.page.keyboard.press("Shift+Enter");
    expect(await session.chat.questionBox.inputValue()).toBe("How does the system solve the nested loop problem?\n");
    await session.watched.page.keyboard.press("Backspace");
    await session.watched.page.keyboard.press("Enter");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getAttribute("data-status")).toBe("complete");

    await session.chat.questionBox.focus();
    await tabUntil(session.watched.page, () => document.activeElement?.classList.contains("citation-marker") ?? false, { backwards: true });
    await session.watched.page.keyboard.press("Enter");
    await answer.getByTestId("citation-passage").waitFor();

    await tabUntil(session.watched.page, () => document.activeElement?.getAttribute("data-testid") === "suggestion-chip");
    // The focus is visible: a ring drawn as a box shadow.
    const ring = await session.watched.page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow);
    expect(ring).not.toBe("none");
    const before = await session.watched.page.getByTestId("user-message").count();
    await session.watched.page.keyboard.press("Enter");
    await expect.poll(() => session.watched.page.getByTestId("user-message").count()).toBe(before + 1);
    await session.chat.waitForLatestAnswer();
  });

  it("lists conversations: switch, start new, delete", async () => {
    const list = session.watched.page.getByTestId("conversation-list");
    await expect.poll(() => list.getByRole("link").count()).toBe(2);
    const links = list.getByRole("link");
    const current = session.watched.page.url();
    const currentQuestions = await session.watched.page.getByTestId("user-message").allTextContents();
    // Switch to the other conversation.
    const other = (await links.nth(0).getAttribute("aria-current")) === "page" ? links.nth(1) : links.nth(0);
    const otherTitle = (await other.textContent()) ?? "";
    await other.click();
    await expect.poll(() => session.watched.page.url()).not.toBe(current);
    expect(await session.watched.page.locator("h1").textContent()).toBe(otherTitle);
    await expect.poll(() => session.watched.page.getByTestId("user-message").allTextContents()).not.toEqual(currentQuestions);
    expect(await session.watched.page.getByTestId("user-message").count()).toBeGreaterThan(0);

    await session.watched.page.getByRole("button", { name: "+ New conversation" }).click();
    await expect.poll(() => new URL(session.watched.page.url()).pathname).toBe("/");
    expect(await session.watched.page.getByTestId("user-message").count()).toBe(0);

    const doomed = list.getByRole("listitem").first();
    const doomedHref = await doomed.getByRole("link").getAttribute("href");
    await doomed.getByRole("button", { name: /^Delete conversation/ }).click();
    await doomed.getByRole("button", { name: /^Yes, delete conversation/ }).click();
    await expect.poll(() => list.getByRole("link").count()).toBe(1);
    expect(await list.getByRole("link").getAttribute("href")).not.toBe(doomedHref);
    // The list drops the row at once; the server's delete may land a moment later.
    const stored = async () =>
      ((await (await fetch(`${session.server.url}/api/conversations`)).json()) as { conversations: unknown[] }).conversations;
    await expect.poll(async () => (await stored()).length).toBe(1);
  });

  it("shows a missing conversation and a lost server in place, never a blank page", async () => {
    await session.chat.goto("/c/no-such-conversation");
    expect(await session.watched.page.getByTestId("conversation-missing").textContent()).toContain("does not exist");
    await session.watched.page.getByRole("button", { name: "Start a new one" }).click();
    await expect.poll(() => new URL(session.watched.page.url()).pathname).toBe("/");

    await session.server.stop();
    await session.chat.ask("Is anyone there?");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getAttribute("data-status")).toBe("failed");
    expect(await answer.getByTestId("answer-error").textContent()).toMatch(/could not be reached|try again/i);
    expect(session.watched.pageErrors).toEqual([]);
  });
});
