/**
 * Intents in the browser against a real Docent (offline mode): "hi" gets a friendly reply with no
 * confidence badge; each starter chip of the empty chat gives a real, cited answer from the stored
 * summaries; the document panel shows each document's one-line description; a definition over a
 * real PDF opens its source preview on the sentence it quotes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusFile, uploadFiles, waitForDocument } from "../helpers/docent-server";
import { parisText } from "../fixtures/documents";
import { suiteChatSession } from "./support/browser";

const admission = "The provided documents do not contain information about this.";

describe("intents on the page", () => {
  const session = suiteChatSession({
    prepare: async (started) => {
      const paris = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "docent-e2e-intents-")), "paris.txt");
      fs.writeFileSync(paris, parisText);
      const uploaded = await uploadFiles(started.url, [corpusFile("pdf/tracemonkey.pdf"), paris]);
      for (const document of uploaded.body.documents) await waitForDocument(started.url, document.id);
    },
  });

  it("shows each document's one-line description in the panel", async () => {
    const description = session.chat.document("tracemonkey.pdf").getByTestId("document-description");
    await description.waitFor();
    expect((await description.textContent())?.length).toBeGreaterThan(20);
  });

  for (const chip of ["What are these documents about?", "Summarise the main points."]) {
    it(`the starter chip "${chip}" gives a real answer citing both documents`, async () => {
      await session.chat.goto("/");
      await session.watched.page.getByTestId("empty-state").getByRole("button", { name: chip }).click();
      const answer = await session.chat.waitForLatestAnswer();
      expect(await answer.getAttribute("data-status")).toBe("complete");
      const text = (await answer.getByTestId("answer-text").textContent()) ?? "";
      expect(text).not.toContain(admission);
      expect(text).toContain("tracemonkey.pdf");
      expect(text).toContain("paris.txt");
      expect(await answer.locator("a.citation-marker").count()).toBeGreaterThanOrEqual(2);
      expect(await answer.getByTestId("confidence-badge").count()).toBe(1);
      // The timeline under the answer names the intent.
      expect(await answer.getByTestId("answer-intent").textContent()).toBe("Intent: summary");
    });
  }

  it("a definition over a real PDF: its source preview highlights the very sentence the answer quotes", async () => {
    await session.chat.goto("/");
    await session.chat.ask("What is a typed trace?");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getAttribute("data-status")).toBe("complete");
    const text = ((await answer.getByTestId("answer-text").textContent()) ?? "").replace(/\s+/g, " ");
    expect(text).not.toContain(admission);
    const citation = answer.getByTestId("citation").first();
    expect(await citation.getByTestId("citation-filename").textContent()).toBe("tracemonkey.pdf");
    await citation.getByRole("button").click();
    const quote = citation.getByTestId("citation-passage").getByTestId("cited-quote");
    expect(await quote.isVisible()).toBe(true);
    const quoted = ((await quote.textContent()) ?? "").replace(/\s+/g, " ").trim();
    expect(quoted.length).toBeGreaterThan(20);
    // Offline answers quote their sentences: the highlighted one is in the answer (its full stop aside).
    expect(text).toContain(quoted.replace(/[.!?]$/, ""));
    expect(await citation.getByTestId("citation-open-original").getAttribute("href")).toMatch(/#page=\d+$/);
  });

  it('"hi" gets a friendly reply naming the ready documents, with no badge and no sources', async () => {
    await session.chat.goto("/");
    await session.chat.ask("hi");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getAttribute("data-status")).toBe("complete");
    const text = (await answer.getByTestId("answer-text").textContent()) ?? "";
    expect(text).toMatch(/^Hello! I'm Docent/);
    expect(text).toContain("tracemonkey.pdf");
    expect(text).not.toMatch(/more detail/);
    expect(await answer.getByTestId("confidence-badge").count()).toBe(0);
    expect(await answer.locator("a.citation-marker").count()).toBe(0);
    expect(await answer.getByTestId("citation").count()).toBe(0);

    // The stored reply reads the same after a reload: still no badge. The new chat's address comes with
    // its route data (a loader fetch), which a busy machine may not have finished when the reply is shown.
    await session.watched.page.waitForURL(/\/c\/[\w-]+$/u);
    await session.watched.page.reload();
    await session.watched.page.locator('[data-hydrated="true"]').waitFor();
    const reloaded = session.chat.answers().last();
    await reloaded.getByTestId("answer-text").waitFor();
    expect(await reloaded.getByTestId("answer-text").textContent()).toBe(text);
    expect(await reloaded.getByTestId("confidence-badge").count()).toBe(0);

    // The first real question names the chat, in the list and above the conversation alike.
    await session.chat.ask("What is a trace tree?");
    await session.chat.waitForLatestAnswer();
    const heading = session.watched.page.getByRole("heading", { level: 1 });
    await expect.poll(async () => heading.textContent(), { timeout: 15_000 }).toBe("What is a trace tree?");
    expect(session.watched.pageErrors).toEqual([]);
  });
});
