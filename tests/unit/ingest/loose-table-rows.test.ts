/**
 * A table drawn without rules in a PDF (ingest/loose-table-rows.ts): its loose lines become rows the
 * answerers quote and read by column; a PDF written here with pdfkit, read by the real PDF parser.
 */
import { describe, expect, it } from "vitest";
import PDFDocument from "pdfkit";
import { rowsFromLooseTables } from "../../../server/ingest/loose-table-rows";
import { parsePdf } from "../../../server/ingest/parsers/pdf";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "../pipeline/stage-fixtures";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";

// Docent's own default limits, as a person running it without settings has them.
const limits = limitsFrom(loadConfig({}));

/** A quotation whose price table is text set in columns, with no rules around the cells. */
function ruleLessPdf(): Promise<Uint8Array> {
  const document = new PDFDocument({ size: "A4", margin: 60 });
  const parts: Buffer[] = [];
  document.on("data", (part: Buffer) => parts.push(part));
  document.font("Helvetica").fontSize(11).text("Thanks for your order. Prices are in pounds.", 60, 60);
  document.moveDown(1);
  document.text("Garden supplies", 60);
  document.moveDown(0.5);
  const rows = [
    ["Item", "Qty", "Unit price", "Amount"],
    ["Garden hose", "2", "14.50", "29.00"],
    ["Brass tap connector", "4", "3.25", "13.00"],
    ["Watering can", "1", "9.99", "9.99"],
  ];
  for (const row of rows) {
    const y = document.y;
    row.forEach((cell, column) => document.text(cell, [60, 250, 320, 420][column]!, y, { lineBreak: false }));
    document.moveDown(0.5);
  }
  document.end();
  return new Promise((resolve) => document.on("end", () => resolve(new Uint8Array(Buffer.concat(parts)))));
}

describe("tables drawn without rules in a PDF", () => {
  it("become rows named by the header's columns", async () => {
    const outcome = await parsePdf({
      bytes: await ruleLessPdf(),
      filename: "order.pdf",
      type: "pdf",
      limits,
      reportProgress: () => undefined,
    });
    if (!outcome.ok) throw new Error(outcome.failure.message);
    const text = outcome.document.sections.map((section) => section.text).join("\n");
    expect(text).toContain("Item: Brass tap connector; Qty: 4; Unit price: 3.25; Amount: 13.00");
    expect(text).not.toMatch(/^Item Qty Unit price Amount$/m);

    const sources = buildSourceContext(
      [makeChunk(text, { metadata: { doc_id: "o", filename: "order.pdf", chunk_index: 0, page: 1 } })],
      12_000,
    ).sources;
    const price = extractAnswer({ question: "What is the unit price of the brass tap connector?", sources, style: "concise" });
    expect(price.answer).toMatch(/3\.25/);
    const items = extractAnswer({ question: "What items were ordered?", sources, style: "concise", intent: "list" });
    expect(items.answer).toMatch(/Garden hose/);
    expect(items.answer).toMatch(/Watering can/);
    // A short line in words over the rows heads them, as a Markdown heading would.
    const supplies = extractAnswer({ question: "Which garden supplies were bought?", sources, style: "concise", intent: "list" });
    expect(supplies.answer).toMatch(/Garden hose/);
    expect(supplies.answer).toMatch(/Brass tap connector/);
  });

  it("leave prose, lone number lines and headers that do not fit alone", () => {
    const prose = ["Results of the survey", "Chapter 3 12", "The rent rose 4 5", "Plain sentence."].join("\n");
    expect(rowsFromLooseTables(prose)).toBe(prose);
    // Three names for four numbers, or for three: which column lacks its name, the text does not say.
    const misfit = ["Item Qty Total", "Fan belt 2 18.50 37.00", "Sensor 1 112.00 112.00"].join("\n");
    expect(rowsFromLooseTables(misfit)).toBe(misfit);
    const short = ["Qty Unit Total", "Fan belt 2 18.50 37.00", "Sensor 1 112.00 112.00"].join("\n");
    expect(rowsFromLooseTables(short)).toBe(short);
  });
});

describe("a rule-less table with years in its header and a word column", () => {
  it("names each row's cells, the day between the site and its counts", () => {
    const text = [
      "Where the parcels went",
      "Site Open on Parcels 2024 Parcels 2025",
      "Quay Street hall Monday 1,620 1,845",
      "St Luke's church Wednesday 1,210 1,387",
      "Total 3,790 4,312",
    ].join("\n");
    const rows = rowsFromLooseTables(text).split("\n");
    expect(rows).toContain("Site: Quay Street hall; Open on: Monday; Parcels 2024: 1,620; Parcels 2025: 1,845");
    expect(rows).toContain("Site: Total; Parcels 2024: 3,790; Parcels 2025: 4,312");
    const sources = buildSourceContext(
      [makeChunk(rows.join("\n"), { metadata: { doc_id: "r", filename: "report.pdf", chunk_index: 0, page: 2 } })],
      12_000,
    ).sources;
    const day = extractAnswer({ question: "On which day is the St Luke's church site open?", sources, style: "concise" });
    expect(day.answer).toContain("Wednesday");
  });
});
