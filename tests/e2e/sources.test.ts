/**
 * What a person sees of sources and uploads, in Chromium against a real offline Docent: the
 * source preview opens on the cited sentence (highlighted), "Open" on a CSV citation shows the
 * cited row in Docent's viewer, a deleted document's citation says so (in the list and behind
 * its link), and upload progress is told in words that move with the work.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { DocumentView } from "~/lib/document-view";
import { corpusFile, uploadFiles, waitForDocument } from "../helpers/docent-server";
import { suiteChatSession } from "./support/browser";

const filler = [
  "The harbour committee meets on the first Monday of every month in the old customs house.",
  "Its minutes are kept by the town clerk and published a week later on the notice board.",
  "Members serve for three years and may be elected again once.",
  "The committee also advises the council on mooring fees and the winter schedule of the ferry.",
].join(" ");
const citedSentence = "The lighthouse keeper, Margit Olsen, repainted the lantern room in 1987.";
const harbourNotes = `${filler}\n\n${filler} ${citedSentence} The ferry timetable changes in October.\n`;
const garages = ["City,Garage,Spaces", "Lyon,Garage A1,120", "Paris,Garage B1,340", "Lyon,Garage C1,75", "Nantes,Garage D1,90"].join("\n");

describe("sources and uploads", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "docent-e2e-sources-"));
  const session = suiteChatSession({
    prepare: async (started) => {
      fs.writeFileSync(path.join(folder, "harbour-notes.txt"), harbourNotes);
      fs.writeFileSync(path.join(folder, "garages.csv"), garages);
      const uploaded = await uploadFiles(started.url, [
        path.join(folder, "harbour-notes.txt"),
        path.join(folder, "garages.csv"),
        corpusFile("docx/markitdown-test.docx"),
      ]);
      for (const document of uploaded.body.documents) await waitForDocument(started.url, document.id);
    },
  });

  it("shows the cited sentence highlighted in the source preview", async () => {
    await session.chat.ask("Who repainted the lantern room of the lighthouse?");
    const answer = await session.chat.waitForLatestAnswer();
    const citation = answer.getByTestId("citation").first();
    expect(await citation.getByTestId("citation-filename").textContent()).toBe("harbour-notes.txt");
    await citation.getByRole("button").click();
    const passage = citation.getByTestId("citation-passage");
    // The sentence sits past the passage's first 300 characters: the old preview never showed it.
    expect(harbourNotes.indexOf(citedSentence)).toBeGreaterThan(300);
    expect(await passage.getByTestId("cited-quote").textContent()).toBe(citedSentence);
    expect(await passage.getByTestId("cited-quote").isVisible()).toBe(true);
    expect(await passage.getByTestId("citation-open-original").textContent()).toContain("at this passage");
  });

  it("opens a CSV citation in the row viewer with the cited row visible", async () => {
    await session.chat.ask("Which city is Garage B1 in, and how many spaces does it have?");
    const answer = await session.chat.waitForLatestAnswer();
    const citation = answer.getByTestId("citation").filter({ hasText: "garages.csv" }).first();
    await citation.getByRole("button").click();
    const [viewer] = await Promise.all([
      session.watched.context.waitForEvent("page"),
      citation.getByTestId("citation-open-original").click(),
    ]);
    await viewer.waitForLoadState();
    const viewerErrors: string[] = [];
    viewer.on("pageerror", (error) => viewerErrors.push(error.message));
    expect(new URL(viewer.url()).pathname).toMatch(/^\/documents\/[0-9a-f-]{36}\/view$/);
    expect(await viewer.getByTestId("viewer-title").textContent()).toBe("garages.csv");
    const cited = viewer.locator('[data-testid="viewer-row"][data-cited="true"]');
    expect(await cited.allTextContents()).toEqual([expect.stringContaining("Garage B1")]);
    expect(await cited.first().isVisible()).toBe(true);
    expect(await viewer.getByTestId("viewer-table").locator("th").allTextContents()).toEqual(
      expect.arrayContaining(["City", "Garage", "Spaces"]),
    );
    expect(viewerErrors).toEqual([]);
    await viewer.close();
  });

  it("opens a Word passage with the cited sentence's paragraph highlighted and scrolled into view", async () => {
    const page = session.watched.page;
    const list = (await (await page.request.get("/api/documents")).json()) as {
      documents: { id: string; filename: string; chunk_count: number }[];
    };
    const word = list.documents.find((document) => document.filename === "markitdown-test.docx")!;
    const chunkId = `${word.id}_${Math.max(0, word.chunk_count - 1)}`;
    const view = (await (await page.request.get(`/api/documents/${word.id}/chunks/${chunkId}`)).json()) as DocumentView;
    const text = view.passages.find((passage) => passage.cited)!.text;
    const sentences = text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 30);
    const quote = sentences[Math.floor(sentences.length / 2)] ?? text.slice(0, 60);

    const viewer = await session.watched.context.newPage();
    await viewer.goto(`/documents/${word.id}/view?chunk=${chunkId}&quote=${encodeURIComponent(quote)}`);
    await viewer.locator('[data-testid="viewer-passage"][data-cited="true"]').waitFor();
    expect((await viewer.getByTestId("cited-quote").allTextContents()).join("").replace(/\s+/g, " ")).toBe(quote.replace(/\s+/g, " "));
    const paragraph = viewer.getByTestId("cited-paragraph").first();
    // Scrolled into view: the cited paragraph is inside the window without the test scrolling.
    await expect
      .poll(async () => {
        const box = await paragraph.boundingBox();
        const height = viewer.viewportSize()?.height ?? 0;
        return box !== null && box.y + box.height > 0 && box.y < height;
      })
      .toBe(true);
    expect(await viewer.locator('[data-testid="viewer-passage"]').count()).toBeGreaterThan(1);
    await viewer.close();
  });

  it("says a deleted document's citation was deleted, in the list and behind its link", async () => {
    await session.chat.ask("Who repainted the lantern room of the lighthouse?");
    const answer = await session.chat.waitForLatestAnswer();
    const citation = answer.getByTestId("citation").filter({ hasText: "harbour-notes.txt" }).first();
    await citation.getByRole("button").click();
    const link = (await citation.getByTestId("citation-open-original").getAttribute("href")) ?? "";

    await session.chat.document("harbour-notes.txt").getByRole("button", { name: "Delete harbour-notes.txt" }).click();
    await session.chat.document("harbour-notes.txt").getByRole("button", { name: "Yes, delete harbour-notes.txt" }).click();
    await session.chat.document("harbour-notes.txt").waitFor({ state: "detached" });
    const documentId = /\/documents\/([0-9a-f-]{36})\//.exec(link)?.[1] ?? "";
    // The panel hides a document at once; the server deletes it a moment later.
    await expect.poll(async () => (await session.watched.page.request.get(`/api/documents/${documentId}`)).status()).toBe(404);

    expect(await citation.getByTestId("citation-deleted-tag").textContent()).toBe("Deleted");
    expect(await citation.getByTestId("citation-deleted").textContent()).toContain("This document was deleted");
    expect(await citation.getByTestId("citation-open-original").count()).toBe(0);

    // The link an older tab still holds, and the file link, open a page that says so.
    const stale = await session.watched.context.newPage();
    const response = await stale.goto(link);
    expect(response?.status()).toBe(404);
    expect(await stale.getByTestId("viewer-deleted").textContent()).toContain("This document was deleted");
    await stale.goto(`/api/documents/${documentId}/file`);
    expect(await stale.getByTestId("viewer-deleted").textContent()).toContain("This document was deleted");
    expect(await stale.content()).not.toContain('"error"');
    await stale.close();
    expect(session.watched.pageErrors).toEqual([]);
  });

  it("tells upload progress in words that move with the work", async () => {
    const page = session.watched.page;
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      const record = () => {
        for (const element of document.querySelectorAll('[data-testid="document-progress"], [data-testid="document-status"]')) {
          const text = element.textContent ?? "";
          if (seen.at(-1) !== text && !seen.includes(text)) seen.push(text);
        }
      };
      new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await session.chat.upload(corpusFile("pdf/freeculture.pdf"), corpusFile("pdf/tracemonkey.pdf"));
    await session.chat.waitForDocumentStatus("freeculture.pdf", "ready", 180_000);
    await session.chat.waitForDocumentStatus("tracemonkey.pdf", "ready", 180_000);
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const pages = seen.map((text) => /Reading page (\d+) of (\d+)/.exec(text)).filter((match) => match !== null);
    // The page polls once a second and a 352-page PDF is read in a few seconds, so how many steps
    // are seen depends on the machine's load; at least one page part-way through must show.
    expect(pages.some((match) => match[2] === "352" && Number(match[1]) > 0 && Number(match[1]) < 352)).toBe(true);
    expect(seen.some((text) => /Waiting for (freeculture|tracemonkey)\.pdf/.test(text))).toBe(true);
    expect(seen.filter((text) => /\bparsing\b|\bqueued\b|\d+\/\d+ (page|part)s/.test(text))).toEqual([]);
  });
});
