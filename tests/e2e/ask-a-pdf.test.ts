/**
 * The core promise, end to end in a real browser against a real Docent (offline mode, embedded
 * Chroma, SQLite): upload a PDF through the page, wait until it is ready, ask a question that one
 * page answers, and see a cited answer naming the file and the page.
 */
import { describe, expect, it } from "vitest";
import { corpusFile } from "../helpers/docent-server";
import { suiteChatSession } from "./support/browser";

describe("ask a PDF", () => {
  const session = suiteChatSession({ goto: null });

  it("uploads tracemonkey.pdf, answers from it and cites the file and page", async () => {
    await session.chat.goto("/");
    expect(await session.watched.page.getByTestId("empty-state").textContent()).toContain("Start by adding your documents");

    await session.chat.upload(corpusFile("pdf/tracemonkey.pdf"));
    await session.chat.waitForDocumentStatus("tracemonkey.pdf", "ready");

    await session.chat.ask("How does the system solve the nested loop problem?");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getAttribute("data-status")).toBe("complete");
    expect((await answer.getByTestId("answer-text").textContent())?.trim()).not.toBe("");

    const citations = answer.getByTestId("citation");
    expect(await citations.count()).toBeGreaterThan(0);
    expect(await citations.first().getByTestId("citation-filename").textContent()).toBe("tracemonkey.pdf");
    expect(await citations.first().getByTestId("citation-location").textContent()).toMatch(/page \d+/);
    // The answer's inline [n] markers link to that list.
    expect(await answer.locator("a.citation-marker").count()).toBeGreaterThan(0);
    expect(await answer.getByTestId("confidence-badge").isVisible()).toBe(true);
    expect(await answer.getByTestId("suggestion-chip").count()).toBe(3);

    expect(session.watched.pageErrors).toEqual([]);
  });
});
