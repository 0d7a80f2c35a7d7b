/**
 * A document read before summaries existed gets its summary and description after the next
 * start-up, in the background (server/ingest/summary-backfill.ts), on the real stores.
 */
import { expect, it } from "vitest";
import { parisText } from "../../fixtures/documents";
import { addDocuments, startServices } from "../../helpers/services";

it("summarises, after a restart, a ready document that has no summary", async () => {
  const first = await startServices({ prefix: "summary-backfill-" });
  const [paris] = await addDocuments(first, [{ name: "paris.txt", text: parisText }]);
  // As a document read by a Docent without summaries would be.
  await first.summaries.deleteSummaryOf(paris!.id);
  expect((await first.documents.getDocument(paris!.id))?.description).toBeNull();
  const dataDir = first.config.dataDir;
  await first.close();

  const second = await startServices({ dataDir });
  try {
    await expect.poll(async () => (await second.summaries.getSummary(paris!.id))?.sentences.length ?? 0).toBeGreaterThan(0);
    expect((await second.documents.getDocument(paris!.id))?.description).toMatch(/Paris/);
  } finally {
    await second.close();
  }
}, 120_000);
