/**
 * What the made PDFs of the real-question rounds draw alike (make-round4…8-files.ts): an A4
 * document written to a file, headings, paragraphs and bullets, label/value lines of a form, and a
 * table set in columns with no rules around its cells (the case Docent must read as rows).
 */
import fs from "node:fs";
import PDFDocument from "pdfkit";

/** Draws an A4 PDF with `draw` and writes it to `file`; resolves when the file is complete. */
export function writePdf(file: string, title: string, draw: (document: PDFKit.PDFDocument) => void): Promise<void> {
  const document = new PDFDocument({ size: "A4", margin: 60, info: { Title: title } });
  const stream = fs.createWriteStream(file);
  document.pipe(stream);
  draw(document);
  document.end();
  return new Promise((resolve) => stream.on("finish", () => resolve()));
}

/** "Label:" in bold at the margin and its value at `valueX`, one pair a line, then a gap. */
export function drawFields(document: PDFKit.PDFDocument, fields: readonly (readonly [string, string])[], valueX: number): void {
  for (const [label, value] of fields) {
    const y = document.y;
    document.font("Helvetica-Bold").fontSize(11).text(`${label}:`, 60, y);
    document.font("Helvetica").fontSize(11).text(value, valueX, y);
    document.moveDown(0.4);
  }
  document.moveDown(0.6);
}

/** Rows of cells placed at the `columns` x positions, the first row in bold, no lines drawn; then a gap. */
export function drawColumns(document: PDFKit.PDFDocument, rows: string[][], columns: number[], cellWidth: number): void {
  for (const [index, row] of rows.entries()) {
    const y = document.y;
    row.forEach((cell, column) =>
      document
        .font(index === 0 ? "Helvetica-Bold" : "Helvetica")
        .fontSize(11)
        .text(cell, columns[column]!, y, { width: cellWidth, lineBreak: false }),
    );
    document.moveDown(0.5);
  }
  document.moveDown(0.4);
}

/** A section heading in bold, with a little space above and below. */
export function drawHeading(document: PDFKit.PDFDocument, text: string): void {
  document.moveDown(0.4);
  document.font("Helvetica-Bold").fontSize(13).text(text, 60);
  document.moveDown(0.3);
}

/** A paragraph across the page's text width, then a gap. */
export function drawParagraph(document: PDFKit.PDFDocument, text: string): void {
  document.font("Helvetica").fontSize(11).text(text, 60, document.y, { width: 475 });
  document.moveDown(0.5);
}

/** One "•" line per item, indented, then a gap. */
export function drawBullets(document: PDFKit.PDFDocument, items: string[]): void {
  for (const item of items) document.font("Helvetica").fontSize(11).text(`•  ${item}`, 72);
  document.moveDown(0.5);
}
