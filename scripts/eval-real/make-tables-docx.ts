/**
 * Writes scripts/eval-real/files/bike-rental-prices.docx: a DOCX made only of two tables (no
 * paragraph of text), for the real-questions set's summaries, lists and table questions over a
 * document with no sentences. Run once: `npx tsx scripts/eval-real/make-tables-docx.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const cell = (text: string) =>
  `<w:tc><w:tcPr><w:tcW w:w="2400" w:type="dxa"/></w:tcPr><w:p><w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p></w:tc>`;
const table = (rows: string[][]) =>
  `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr>${rows.map((row) => `<w:tr>${row.map(cell).join("")}</w:tr>`).join("")}</w:tbl>`;

const bikes = [
  ["Bike", "Hourly rate", "Daily rate", "Deposit"],
  ["City bike", "3 euros", "15 euros", "50 euros"],
  ["Electric bike", "6 euros", "35 euros", "150 euros"],
  ["Cargo bike", "8 euros", "45 euros", "200 euros"],
  ["Tandem", "7 euros", "40 euros", "100 euros"],
  ["Children's bike", "2 euros", "10 euros", "30 euros"],
];
const stations = [
  ["Station", "Opening hours", "Bikes available"],
  ["Harbour Square", "7:00 to 22:00", "40"],
  ["Central Station", "6:00 to 23:00", "65"],
  ["University Park", "8:00 to 20:00", "25"],
];

const main = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const body = `<w:body>${table(bikes)}<w:p/>${table(stations)}<w:p/><w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body>`;
const zip = new JSZip();
zip.file(
  "[Content_Types].xml",
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
);
zip.file(
  "_rels/.rels",
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
);
zip.file("word/document.xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${main}">${body}</w:document>`);
const bytes = await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" });
fs.writeFileSync(path.join(import.meta.dirname, "files/bike-rental-prices.docx"), bytes);
