/**
 * A document read before summaries existed gets its summary and description after the next
 * start-up, in the background (server/ingest/summary-backfill.ts), on the real stores.
 */
import { expect, it } from "vitest";
import { summaryRevision } from "../../../server/ingest/summarize";
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

it("makes again, after a restart, the summaries an earlier summariser made, once", async () => {
  const first = await startServices({ prefix: "summary-revision-" });
  const [paris] = await addDocuments(first, [{ name: "paris.txt", text: parisText }]);
  const made = await first.summaries.getSummary(paris!.id);
  // As a library summarised by an earlier revision would be.
  await first.summaries.replaceSummary({ doc_id: paris!.id, description: "Made by revision 1.", sentences: [] });
  await first.state.set("summary_revision", "1");
  const dataDir = first.config.dataDir;
  await first.close();

  const second = await startServices({ dataDir });
  try {
    await expect.poll(async () => (await second.state.get("summary_revision")) ?? "").toBe(summaryRevision);
    expect(await second.summaries.getSummary(paris!.id)).toEqual(made);
    // Now current: a later start leaves a summary alone.
    await second.summaries.replaceSummary({ doc_id: paris!.id, description: "Kept as it is.", sentences: [] });
  } finally {
    await second.close();
  }
  const third = await startServices({ dataDir });
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await third.summaries.getSummary(paris!.id))?.description).toBe("Kept as it is.");
  } finally {
    await third.close();
  }
}, 180_000);
