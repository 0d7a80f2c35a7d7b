/**
 * The questions Docent offers, clicked in Chromium against a real offline Docent
 * (docs/architecture.md#suggestions): the empty chat's starter chips are the server's
 * (GET /api/chat/starters: two general ones, then questions made from the documents), every chip
 * clicked gives a real answer, the chips keep to the documents ticked in the panel, and each
 * suggestion under an answer, clicked, gives an answer rather than the admission.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { corpusFile, repoRoot, uploadFiles, waitForDocument } from "../helpers/docent-server";
import { suiteChatSession } from "./support/browser";

const admission = "The provided documents do not contain information about this.";
const general = ["What are these documents about?", "Summarise the main points."];
// Guides written for the real-questions eval: their definitions and headings make questions.
const madeFiles = ["garden-handbook.md", "solar-guide.md"].map((name) => path.join(repoRoot, "scripts/eval-real/files", name));

describe("starter chips and suggestions", () => {
  const ids = new Map<string, string>();
  const session = suiteChatSession({
    prepare: async (started) => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), "docent-e2e-starters-"));
      for (const file of madeFiles) fs.copyFileSync(file, path.join(folder, path.basename(file)));
      const uploaded = await uploadFiles(started.url, [
        corpusFile("pdf/tracemonkey.pdf"),
        ...madeFiles.map((file) => path.join(folder, path.basename(file))),
      ]);
      for (const document of uploaded.body.documents) {
        // With its vectors: a starter is checked by searching it, and a passage without a vector yet
        // passes that check by default, so the chips would change as the vectors come in.
        await waitForDocument(started.url, document.id, { vectors: true });
        ids.set(document.filename, document.id);
      }
    },
  });

  const chips = () => session.watched.page.getByTestId("empty-state").getByRole("button");
  const startersFor = async (documentIds: string[] = []) => {
    const query = documentIds.length > 0 ? `?document_ids=${documentIds.join(",")}` : "";
    const response = await session.watched.page.request.get(`/api/chat/starters${query}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { questions: string[] }).questions;
  };
  /** Clicks the empty chat's chip (or an answer's suggestion) and waits for its answer. */
  const askByChip = async (chip: Locator, text: string) => {
    const before = await session.watched.page.getByTestId("user-message").count();
    await chip.click();
    await expect.poll(() => session.watched.page.getByTestId("user-message").count()).toBe(before + 1);
    expect(await session.watched.page.getByTestId("user-message").last().textContent()).toBe(text);
    return session.chat.waitForLatestAnswer();
  };
  /** What every answer to an offered question must be: complete, not the admission, cited, with its badge. */
  const expectRealAnswer = async (answer: Locator, question: string) => {
    expect(await answer.getAttribute("data-status"), question).toBe("complete");
    expect(await answer.getByTestId("answer-text").textContent(), question).not.toContain(admission);
    expect(await answer.getByTestId("citation").count(), question).toBeGreaterThan(0);
    expect(await answer.getByTestId("confidence-badge").count(), question).toBe(1);
  };

  it("shows the server's starter questions: the two general ones, then ones made from the documents", async () => {
    const starters = await startersFor();
    expect(starters.slice(0, 2)).toEqual(general);
    expect(starters.length).toBeGreaterThan(2);
    await session.chat.goto("/");
    await expect.poll(() => chips().allTextContents(), { timeout: 30_000 }).toEqual(starters);
  });

  it("gives a real answer for every starter chip, the document-made ones included", async () => {
    const starters = await startersFor();
    for (const starter of starters) {
      await session.chat.goto("/");
      await expect.poll(() => chips().allTextContents(), { timeout: 30_000 }).toEqual(starters);
      const answer = await askByChip(chips().filter({ hasText: starter }).first(), starter);
      await expectRealAnswer(answer, starter);
    }
    expect(session.watched.pageErrors).toEqual([]);
  });

  it("keeps the starter chips to the documents ticked in the panel, and answers them from those", async () => {
    const solar = ids.get("solar-guide.md")!;
    const selected = await startersFor([solar]);
    const made = selected.slice(2);
    expect(made.length).toBeGreaterThan(0);
    // Made from the solar guide alone: nothing of the garden or the paper, unlike the whole library's.
    expect(made.join(" ")).not.toMatch(/garden|plot|compost|trace|loop|JavaScript/i);
    expect(selected).not.toEqual(await startersFor());

    await session.chat.goto("/");
    await session.watched.page.getByLabel("Ask only about selected documents: include solar-guide.md").check();
    await expect.poll(() => chips().allTextContents(), { timeout: 30_000 }).toEqual(selected);
    for (const starter of made) {
      const answer = await askByChip(chips().filter({ hasText: starter }).first(), starter);
      await expectRealAnswer(answer, starter);
      const cited = await answer.getByTestId("citation-filename").allTextContents();
      expect(new Set(cited), starter).toEqual(new Set(["solar-guide.md"]));
      await session.watched.page.getByRole("button", { name: "+ New conversation" }).click();
      await expect.poll(() => chips().allTextContents(), { timeout: 30_000 }).toEqual(selected);
    }
    await session.watched.page.getByLabel("Ask only about selected documents: include solar-guide.md").uncheck();
    await expect.poll(() => chips().allTextContents(), { timeout: 30_000 }).toEqual(await startersFor());
  });

  it("gives an answer, not the admission, for each suggestion under an answer", async () => {
    const question = "What is hot composting?";
    await session.chat.goto("/");
    await session.chat.ask(question);
    const first = await session.chat.waitForLatestAnswer();
    const suggestions = await first.getByTestId("suggestion-chip").allTextContents();
    expect(suggestions).toHaveLength(3);
    for (const [index, suggestion] of suggestions.entries()) {
      // Each from the same answer: a new chat, the same question, then the index-th chip.
      if (index > 0) {
        await session.chat.goto("/");
        await session.chat.ask(question);
        await session.chat.waitForLatestAnswer();
      }
      const chip = session.chat.answers().last().getByTestId("suggestion-chip").nth(index);
      expect(await chip.textContent()).toBe(suggestion);
      const answer = await askByChip(chip, suggestion);
      await expectRealAnswer(answer, suggestion);
    }
    expect(session.watched.pageErrors).toEqual([]);
  });
});
