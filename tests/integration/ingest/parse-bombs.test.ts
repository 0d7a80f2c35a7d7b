/**
 * ZIP and XML bombs, built in a temp folder at test time (never committed): each must be refused
 * before any parser inflates it, with a message that names the limit.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { deflateSync, strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { closeParseWorkers, parseFile } from "../../../server/ingest/parse";
import type { IngestLimits, ParseOutcome } from "../../../server/ingest/types";
import { corpusDir } from "../../../scripts/lib/corpus";

const corpus = join(corpusDir, "files");
// The shipped defaults (server/config.ts), with a shorter parse deadline for tests.
const limits: IngestLimits = { ...limitsFrom(loadConfig({})), parseTimeoutMs: 60_000 };

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "docent-bombs-"));
});
afterAll(async () => {
  await closeParseWorkers();
  await rm(folder, { recursive: true, force: true });
});

async function parseBytes(filename: string, bytes: Uint8Array, overrides: Partial<IngestLimits> = {}): Promise<ParseOutcome> {
  const path = join(folder, filename);
  await writeFile(path, bytes);
  return parseFile({ path, filename, limits: { ...limits, ...overrides } });
}

interface RawEntry {
  name: string;
  content: Uint8Array;
  /** Overrides the uncompressed size written to the central directory (a lying archive). */
  declaredSize?: number;
  /** Point this central-directory entry at the local header of an earlier entry (overlapping entries). */
  shareDataWith?: number;
}

/**
 * Writes a ZIP by hand, because fflate (rightly) cannot write lying sizes, shared data or 100,000
 * entries. Uses ZIP64 end records when there are more than 65,535 entries.
 */
function writeZip(entries: RawEntry[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  const offsets: number[] = [];
  const compressedCache = new Map<number, { data: Uint8Array; crc: number; size: number }>();
  let offset = 0;
  entries.forEach((entry, index) => {
    const name = strToU8(entry.name);
    let localOffset: number;
    let packed: { data: Uint8Array; crc: number; size: number };
    if (entry.shareDataWith !== undefined) {
      localOffset = offsets[entry.shareDataWith]!;
      packed = compressedCache.get(entry.shareDataWith)!;
    } else {
      packed = { data: deflateSync(entry.content, { level: 6 }), crc: crc32(entry.content), size: entry.content.length };
      compressedCache.set(index, packed);
      const local = new Uint8Array(30 + name.length);
      const view = new DataView(local.buffer);
      view.setUint32(0, 0x04034b50, true);
      view.setUint16(4, 20, true);
      view.setUint16(8, 8, true);
      view.setUint32(14, packed.crc, true);
      view.setUint32(18, packed.data.length, true);
      view.setUint32(22, entry.declaredSize ?? packed.size, true);
      view.setUint16(26, name.length, true);
      local.set(name, 30);
      localOffset = offset;
      locals.push(local, packed.data);
      offset += local.length + packed.data.length;
    }
    offsets.push(localOffset);
    const central = new Uint8Array(46 + name.length);
    const view = new DataView(central.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, 20, true);
    view.setUint16(10, 8, true);
    view.setUint32(16, packed.crc, true);
    view.setUint32(20, packed.data.length, true);
    view.setUint32(24, entry.declaredSize ?? packed.size, true);
    view.setUint16(28, name.length, true);
    view.setUint32(42, localOffset, true);
    central.set(name, 46);
    centrals.push(central);
  });
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const centralOffset = offset;
  const tail: Uint8Array[] = [];
  const zip64 = entries.length > 0xffff;
  if (zip64) {
    const record = new Uint8Array(56);
    const view = new DataView(record.buffer);
    view.setUint32(0, 0x06064b50, true);
    view.setBigUint64(4, 44n, true);
    view.setUint16(12, 45, true);
    view.setUint16(14, 45, true);
    view.setBigUint64(24, BigInt(entries.length), true);
    view.setBigUint64(32, BigInt(entries.length), true);
    view.setBigUint64(40, BigInt(centralSize), true);
    view.setBigUint64(48, BigInt(centralOffset), true);
    const locator = new Uint8Array(20);
    const locatorView = new DataView(locator.buffer);
    locatorView.setUint32(0, 0x07064b50, true);
    locatorView.setBigUint64(8, BigInt(centralOffset + centralSize), true);
    locatorView.setUint32(16, 1, true);
    tail.push(record, locator);
  }
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, zip64 ? 0xffff : entries.length, true);
  endView.setUint16(10, zip64 ? 0xffff : entries.length, true);
  endView.setUint32(12, centralSize, true);
  endView.setUint32(16, centralOffset, true);
  tail.push(end);
  const parts = [...locals, ...centrals, ...tail];
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let position = 0;
  for (const part of parts) {
    out.set(part, position);
    position += part.length;
  }
  return out;
}

const contentTypes = strToU8(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const documentStart =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const documentEnd = "</w:body></w:document>";

function repeatedParagraphs(bytes: number): Uint8Array {
  const paragraph = "<w:p><w:r><w:t>x</w:t></w:r></w:p>";
  return strToU8(documentStart + paragraph.repeat(Math.ceil(bytes / paragraph.length)) + documentEnd);
}

function docxEntries(document: Uint8Array): RawEntry[] {
  return [
    { name: "[Content_Types].xml", content: contentTypes },
    { name: "word/document.xml", content: document },
  ];
}

describe("ZIP and XML bombs", () => {
  it("refuses a deflate bomb by its compression ratio, naming the limit", async () => {
    const outcome = await parseBytes("deflate-bomb.docx", writeZip(docxEntries(repeatedParagraphs(50 * 1024 * 1024))));
    expect(outcome).toMatchObject({ ok: false, failure: { category: "too_large" } });
    if (!outcome.ok) expect(outcome.failure.message).toContain("200:1 limit");
  });

  it("refuses an archive whose declared sizes add up past the uncompressed limit", async () => {
    const entries = docxEntries(strToU8(documentStart + "<w:p/>" + documentEnd));
    entries.push({ name: "word/media/blob.bin", content: new Uint8Array(200), declaredSize: 400 * 1024 * 1024 });
    const outcome = await parseBytes("declared-huge.docx", writeZip(entries));
    expect(outcome).toMatchObject({ ok: false, failure: { category: "too_large" } });
    if (!outcome.ok) expect(outcome.failure.message).toContain("300 MB");
  });

  it("refuses an overlapping-entry bomb (many entries sharing one compressed stream)", async () => {
    const shared = new Uint8Array(900 * 1024).fill(0x20);
    const entries: RawEntry[] = [
      ...docxEntries(strToU8(documentStart + "<w:p/>" + documentEnd)),
      { name: "word/media/0.bin", content: shared },
    ];
    for (let index = 1; index < 500; index += 1) entries.push({ name: `word/media/${index}.bin`, content: shared, shareDataWith: 2 });
    const outcome = await parseBytes("overlap-bomb.docx", writeZip(entries));
    expect(outcome).toMatchObject({ ok: false, failure: { category: "too_large" } });
    if (!outcome.ok) expect(outcome.failure.message).toContain("300 MB");
    // Below the size limit, the overlap itself is what gives it away.
    const small = await parseBytes("overlap-small.docx", writeZip(entries.slice(0, 10)));
    expect(small).toMatchObject({ ok: false, failure: { category: "corrupt" } });
    if (!small.ok) expect(small.failure.message).toMatch(/overlapping/u);
  });

  it("refuses a 100,000-entry archive, naming the entry limit", async () => {
    const entries = docxEntries(strToU8(documentStart + "<w:p/>" + documentEnd));
    const empty = new Uint8Array(0);
    for (let index = 0; index < 100_000; index += 1) entries.push({ name: `word/parts/${index}.xml`, content: empty });
    // Refused from the central directory alone (the message names the entry limit); how fast
    // that is belongs to `npm run bench`, not to a timed test.
    const outcome = await parseBytes("many-entries.docx", writeZip(entries));
    expect(outcome).toMatchObject({ ok: false, failure: { category: "limit_exceeded" } });
    if (!outcome.ok) expect(outcome.failure.message).toContain("10,000 parts");
  });

  it("refuses a part that inflates past its declared size (lying central directory)", async () => {
    const entries = docxEntries(repeatedParagraphs(20 * 1024 * 1024));
    entries[1]!.declaredSize = 1_000;
    const outcome = await parseBytes("lying-sizes.docx", writeZip(entries));
    expect(outcome).toMatchObject({ ok: false, failure: { category: "too_large" } });
    if (!outcome.ok) expect(outcome.failure.message).toMatch(/stated size/u);
  });

  it("refuses a billion-laughs DOCX before mammoth sees it", async () => {
    const original = unzipSync(await readFile(join(corpus, "docx/tables.docx")));
    const laughs = Array.from({ length: 9 }, (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`).join("");
    original["word/document.xml"] = strToU8(
      `<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY l0 "lol">${laughs}]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&l9;</w:t></w:r></w:p></w:body></w:document>`,
    );
    const outcome = await parseBytes("laughs.docx", zipSync(original));
    expect(outcome).toMatchObject({ ok: false, failure: { category: "corrupt" } });
    if (!outcome.ok) expect(outcome.failure.message).toMatch(/DOCTYPE/u);
  });

  it("refuses a Word file with more paragraphs than mammoth can hold, naming the limit", async () => {
    const paragraphs = Array.from({ length: 210_000 }, (_, index) => `<w:p><w:r><w:t>line ${index * 7919}</w:t></w:r></w:p>`).join("");
    const outcome = await parseBytes("many-paragraphs.docx", writeZip(docxEntries(strToU8(documentStart + paragraphs + documentEnd))));
    expect(outcome).toMatchObject({ ok: false, failure: { category: "limit_exceeded" } });
    if (!outcome.ok) expect(outcome.failure.message).toContain("200,000 paragraphs");
  });
});
