/**
 * A library whose passages were judged by an earlier injection detector is judged again by the
 * running one after the next start-up, in the background (server/ingest/injection-rejudge.ts), on
 * the real stores: ordinary passages an old detector marked lose the mark, planted ones (in the
 * text, or hidden in a Word comment, which marks every passage of its file) keep or regain it.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { strToU8, unzipSync, zipSync } from "fflate";
import { expect, it } from "vitest";
import { detectorFingerprint } from "../../../server/core/injection";
import type { Logger } from "../../../server/core/logger";
import { makeDataDir } from "../../helpers/docent-server";
import { addDocuments, corpusFile, startServices, type Services } from "../../helpers/services";
import { plantedInstructions, poisonedCases, wordFile, writePoisonedFiles } from "../security/poisoned-files";

/** A Word file of ordinary paragraphs whose one review comment carries an instruction to the assistant. */
function commentedWordFile(): Uint8Array {
  const rooms = ["kitchen", "hall", "bathroom", "bedroom", "study", "landing", "loft", "garage", "porch", "utility room"];
  const paragraphs = rooms.flatMap((room, index) => [
    `Radiator log for the ${room}`,
    `The ${room} radiator was bled in week ${index + 3}; it took ${index + 2} minutes for water to reach the valve, and the ` +
      `system pressure fell from 1.${index} bar to 1.${Math.max(0, index - 1)} bar, so the filling loop was opened until the ` +
      `gauge read 1.2 bar again. The thermostatic valve was set to ${2 + (index % 3)}, the pipework under the floor was ` +
      `checked for drips, and the tenant was shown how to read the gauge and when to call the landlord about a cold radiator.`,
  ]);
  const files = unzipSync(wordFile(paragraphs));
  files["word/comments.xml"] = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><w:comments xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:comment w:id="0" w:author="Reviewer"><w:p><w:r><w:t>${plantedInstructions["docx-hidden"].replace(/[<>&]/g, " ")}</w:t></w:r></w:p></w:comment></w:comments>`,
  );
  return zipSync(files);
}

const flagsOf = async (services: Services, docId: string) =>
  (await services.chunks.chunksOf(docId)).map((chunk) => chunk.injection_flagged === 1);
const planted = async (services: Services, docId: string) =>
  (await services.chunks.chunksOf(docId)).map((chunk) => /ignore your previous instructions/i.test(chunk.text.replace(/\s+/g, " ")));

function recordingLogger(lines: { message: string; fields?: Record<string, unknown> }[]): Logger {
  const logger: Logger = {
    debug: () => {},
    info: (message, fields) => lines.push({ message, fields }),
    warn: (message, fields) => lines.push({ message, fields }),
    error: (message, fields) => lines.push({ message, fields }),
    child: () => logger,
  };
  return logger;
}

it("re-judges every stored passage after a restart when the stored verdicts came from another detector", async () => {
  const first = await startServices({ prefix: "injection-rejudge-" });
  // A brand-new store records the running detector: nothing to re-judge.
  expect(await first.state.get("injection_detector")).toBe(detectorFingerprint);
  const poisonedDir = makeDataDir("injection-rejudge-files-");
  const venuePdf = (await writePoisonedFiles(poisonedDir))[poisonedCases.findIndex((poisoned) => poisoned.format === "pdf")]!;
  const commented = path.join(poisonedDir, "radiator-log.docx");
  fs.writeFileSync(commented, commentedWordFile());
  const [paper, venue, word] = await addDocuments(first, [
    { path: corpusFile("pdf/tracemonkey.pdf") },
    { path: venuePdf },
    { path: commented },
  ]);
  const judged = { paper: await flagsOf(first, paper!.id), venue: await flagsOf(first, venue!.id), word: await flagsOf(first, word!.id) };
  const plantedInVenue = await planted(first, venue!.id);
  expect(plantedInVenue.some(Boolean)).toBe(true);
  expect(judged.venue).toEqual(plantedInVenue);
  expect(judged.word.length).toBeGreaterThan(1);
  expect(judged.word.every(Boolean)).toBe(true);
  expect(judged.paper.filter(Boolean).length).toBeLessThan(judged.paper.length / 10);
  const dataDir = first.config.dataDir;
  await first.close();

  // As a Docent with an older detector would have left the store: the paper's passages all marked,
  // the planted ones missed, and that detector's fingerprint recorded.
  const sqlite = new Database(path.join(dataDir, "docent.db"));
  sqlite.prepare("UPDATE chunks SET injection_flagged = 1 WHERE doc_id = ?").run(paper!.id);
  sqlite.prepare("UPDATE chunks SET injection_flagged = 0 WHERE doc_id IN (?, ?)").run(venue!.id, word!.id);
  sqlite.prepare("UPDATE store_state SET value = 'rules-0.weights-v4.0000000000000000' WHERE key = 'injection_detector'").run();
  sqlite.close();

  const lines: { message: string; fields?: Record<string, unknown> }[] = [];
  const second = await startServices({ dataDir, logger: recordingLogger(lines) });
  try {
    await expect.poll(() => second.state.get("injection_detector"), { timeout: 60_000 }).toBe(detectorFingerprint);
    expect(await flagsOf(second, paper!.id)).toEqual(judged.paper);
    expect(await flagsOf(second, venue!.id)).toEqual(judged.venue);
    expect(await flagsOf(second, word!.id)).toEqual(judged.word);
    const changed =
      judged.paper.filter((flagged) => !flagged).length + judged.venue.filter(Boolean).length + judged.word.filter(Boolean).length;
    const done = lines.find((line) => line.message.startsWith("stored passages re-judged"));
    expect(done?.fields).toMatchObject({ documents: 3, changed });
    expect((await second.documents.getDocument(paper!.id))?.flagged_chunks).toBe(judged.paper.filter(Boolean).length);
  } finally {
    await second.close();
    fs.rmSync(poisonedDir, { recursive: true, force: true });
  }
}, 240_000);
