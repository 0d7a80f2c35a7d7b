/**
 * The page at a laptop (1280 px) and a phone (390 px) width: nothing overflows sideways, every
 * control has a label, and screenshots of both are written to docs/screenshots/ for review.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { corpusFile, uploadFiles, waitForDocument } from "../helpers/docent-server";
import { screenshotsDir, suiteChatSession } from "./support/browser";

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
  const session = suiteChatSession({
    prepare: async (started) => {
      const uploaded = await uploadFiles(started.url, [corpusFile("pdf/tracemonkey.pdf"), corpusFile("docx/tables.docx")]);
      await Promise.all(uploaded.body.documents.map((document) => waitForDocument(started.url, document.id)));
    },
    goto: null,
  });

  beforeAll(() => {
    fs.mkdirSync(screenshotsDir, { recursive: true });
  });

  it("at 1280 px: labelled controls, no sideways scrolling, a screenshot of an answer", async () => {
    await session.chat.goto("/");
    await session.watched.page.screenshot({ path: path.join(screenshotsDir, "chat-empty-1280.png") });
    await session.chat.ask("How does the system solve the nested loop problem?");
    const answer = await session.chat.waitForLatestAnswer();
    await answer.getByTestId("citation").first().locator("button").click();
    await answer.getByTestId("confidence-badge").hover();
    // Let the tooltip finish fading in before the picture.
    await session.watched.page.waitForTimeout(300);
    expect(await unlabelledControls(session.watched.page)).toEqual([]);
    expect(await horizontalOverflow(session.watched.page)).toBeLessThanOrEqual(0);
    await session.watched.page.screenshot({ path: path.join(screenshotsDir, "chat-answer-1280.png") });
  });

  it("at 390 px: the chat fits, the side panel opens on demand, screenshots of both", async () => {
    await session.watched.page.setViewportSize({ width: 390, height: 844 });
    await session.watched.page.reload();
    await session.watched.page.locator('[data-hydrated="true"]').waitFor();
    expect(await horizontalOverflow(session.watched.page)).toBeLessThanOrEqual(0);
    expect(await session.chat.questionBox.isVisible()).toBe(true);
    expect(await unlabelledControls(session.watched.page)).toEqual([]);
    await session.watched.page.screenshot({ path: path.join(screenshotsDir, "chat-answer-390.png") });

    await session.watched.page.getByRole("button", { name: /Documents & chats/ }).click();
    await session.chat.document("tracemonkey.pdf").waitFor();
    expect(await horizontalOverflow(session.watched.page)).toBeLessThanOrEqual(0);
    expect(await unlabelledControls(session.watched.page)).toEqual([]);
    await session.watched.page.screenshot({ path: path.join(screenshotsDir, "side-panel-390.png") });
    await session.watched.page.getByRole("button", { name: "Close" }).click();
    expect(await session.chat.questionBox.isVisible()).toBe(true);
    // From the keyboard: focus moves into the panel, Escape closes it.
    await session.watched.page.getByRole("button", { name: /Documents & chats/ }).click();
    await expect.poll(() => session.watched.page.evaluate(() => document.activeElement?.textContent)).toBe("Close");
    await session.watched.page.keyboard.press("Escape");
    await session.chat.document("tracemonkey.pdf").waitFor({ state: "hidden" });
    expect(session.watched.pageErrors).toEqual([]);
  });
});
