/**
 * The page at a laptop (1280 px) and a phone (390 px) width: nothing overflows sideways, every
 * control has a label, and screenshots of both are written to docs/screenshots/ for review.
 */
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusFile, uploadFiles, waitForDocument, type DocentServer } from "../helpers/docent-server";
import { closeChatSession, openChatSession, screenshotsDir, type ChatPage, type WatchedPage } from "./support/browser";

/** Buttons, links, inputs, selects and text areas without an accessible name. */
async function unlabelledControls(page: Page) {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, summary, [tabindex='0']")];
    return controls
      .filter((control) => control.offsetParent !== null || control.classList.contains("sr-only"))
      .filter((control) => {
        const labelledBy = control.getAttribute("aria-labelledby");
        const name =
          control.getAttribute("aria-label") ??
          (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
          (control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`)?.textContent : null) ??
          control.closest("label")?.textContent ??
          control.textContent;
        return !name?.trim();
      })
      .map((control) => control.outerHTML.slice(0, 120));
  });
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe("layout at laptop and phone widths", () => {
  let server: DocentServer;
  let browser: Browser;
  let watched: WatchedPage;
  let chat: ChatPage;

  beforeAll(async () => {
    ({ server, browser, watched, chat } = await openChatSession({
      prepare: async (started) => {
        const uploaded = await uploadFiles(started.url, [corpusFile("pdf/tracemonkey.pdf"), corpusFile("docx/tables.docx")]);
        await Promise.all(uploaded.body.documents.map((document) => waitForDocument(started.url, document.id)));
      },
      goto: null,
    }));
    fs.mkdirSync(screenshotsDir, { recursive: true });
  });

  afterAll(() => closeChatSession({ server, browser, watched }));

  it("at 1280 px: labelled controls, no sideways scrolling, a screenshot of an answer", async () => {
    await chat.goto("/");
    await watched.page.screenshot({ path: path.join(screenshotsDir, "chat-empty-1280.png") });
    await chat.ask("How does the system solve the nested loop problem?");
    const answer = await chat.waitForLatestAnswer();
    await answer.getByTestId("citation").first().locator("button").click();
    await answer.getByTestId("confidence-badge").hover();
    // Let the tooltip finish fading in before the picture.
    await watched.page.waitForTimeout(300);
    expect(await unlabelledControls(watched.page)).toEqual([]);
    expect(await horizontalOverflow(watched.page)).toBeLessThanOrEqual(0);
    await watched.page.screenshot({ path: path.join(screenshotsDir, "chat-answer-1280.png") });
  });

  it("at 390 px: the chat fits, the side panel opens on demand, screenshots of both", async () => {
    await watched.page.setViewportSize({ width: 390, height: 844 });
    await watched.page.reload();
    await watched.page.locator('[data-hydrated="true"]').waitFor();
    expect(await horizontalOverflow(watched.page)).toBeLessThanOrEqual(0);
    expect(await chat.questionBox.isVisible()).toBe(true);
    expect(await unlabelledControls(watched.page)).toEqual([]);
    await watched.page.screenshot({ path: path.join(screenshotsDir, "chat-answer-390.png") });

    await watched.page.getByRole("button", { name: /Documents & chats/ }).click();
    await chat.document("tracemonkey.pdf").waitFor();
    expect(await horizontalOverflow(watched.page)).toBeLessThanOrEqual(0);
    expect(await unlabelledControls(watched.page)).toEqual([]);
    await watched.page.screenshot({ path: path.join(screenshotsDir, "side-panel-390.png") });
    await watched.page.getByRole("button", { name: "Close" }).click();
    expect(await chat.questionBox.isVisible()).toBe(true);
    // From the keyboard: focus moves into the panel, Escape closes it.
    await watched.page.getByRole("button", { name: /Documents & chats/ }).click();
    await expect.poll(() => watched.page.evaluate(() => document.activeElement?.textContent)).toBe("Close");
    await watched.page.keyboard.press("Escape");
    await chat.document("tracemonkey.pdf").waitFor({ state: "hidden" });
    expect(watched.pageErrors).toEqual([]);
  });
});
