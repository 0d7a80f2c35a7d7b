/**
 * Writes the files made for round 3 of the real questions (scripts/eval-real/round3.json) into
 * scripts/eval-real/files/round3/: a two-page PDF report with a title page (authors, affiliations),
 * a DOCX of headings, prose and bullets, and a two-sheet XLSX. The Markdown guide beside them is
 * written by hand. Run once: `npx tsx scripts/eval-real/make-round3-files.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import PDFDocument from "pdfkit";
import * as XLSX from "xlsx";

const out = path.join(import.meta.dirname, "files", "round3");

const reportPages: string[][] = [
  [
    "# Amphibian Counts in the Oxbow Wetlands, 2021 to 2023",
    "Lena Marsh, David Okoro and Hannah Weiss",
    "Department of Ecology, University of Tarnow",
    "Oxbow Wetland Trust, Riverbend",
    "## Abstract",
    "This report describes three years of amphibian surveys in the Oxbow Wetlands, a chain of former river meanders that was restored in 2020. Counts of common frogs rose every year, while great crested newts declined. The survey was funded by the Riverbend Nature Fund.",
    "## Methods",
    "A transect is a fixed 200-metre walking route along which every amphibian seen or heard is recorded. Six transects were walked at dusk twice a month from March to June.",
    "Pitfall traps catch small animals that move along the ground: buried buckets with their rims level with the soil, checked every morning and emptied by hand. Forty traps were set along drift fences at the edge of the ponds.",
    "Egg-mass counts record the clumps of spawn laid in each pond, and they were made once a year in the second week of March.",
  ],
  [
    "## Results",
    "The common frog count rose from 412 in 2021 to 655 in 2023. The great crested newt count fell from 58 in 2021 to 31 in 2023. Smooth newts stayed close to 120 in every year.",
    "The species recorded were the common frog, the common toad, the smooth newt, the great crested newt and the natterjack toad.",
    "## Contributions",
    "This report makes the following contributions:",
    "- three years of comparable counts from six fixed transects",
    "- the first record of natterjack toads at the site since 1998",
    "- a map of the ponds where newt numbers fell",
    "## Recommendations",
    "Pond 4 should be cleared of reed before 2025, because shading is the likely cause of the newt decline. Fish must not be stocked in any pond. Surveys should continue for at least five more years.",
  ],
];

function writeReport(): Promise<void> {
  const document = new PDFDocument({ size: "A4", margin: 60, info: { Title: "Amphibian Counts in the Oxbow Wetlands" } });
  const stream = fs.createWriteStream(path.join(out, "wetland-survey.pdf"));
  document.pipe(stream);
  reportPages.forEach((lines, index) => {
    if (index > 0) document.addPage();
    for (const line of lines) {
      if (line.startsWith("# ")) document.font("Helvetica-Bold").fontSize(18).text(line.slice(2), { align: "center" });
      else if (line.startsWith("## ")) document.font("Helvetica-Bold").fontSize(13).text(line.slice(3));
      else if (line.startsWith("- "))
        document
          .font("Helvetica")
          .fontSize(11)
          .text(`\u2022 ${line.slice(2)}`, { indent: 14 });
      else if (index === 0 && lines.indexOf(line) <= 3) document.font("Helvetica").fontSize(11).text(line, { align: "center" });
      else document.font("Helvetica").fontSize(11).text(line, { align: "left" });
      document.moveDown(0.6);
    }
  });
  document.end();
  return new Promise((resolve) => stream.on("finish", () => resolve()));
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const run = (text: string) => `<w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r>`;
const paragraph = (text: string, style?: string, bullet = false) =>
  `<w:p><w:pPr>${style ? `<w:pStyle w:val="${style}"/>` : ""}${bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : ""}</w:pPr>${run(text)}</w:p>`;

const heatPump: [string, "title" | "heading" | "text" | "bullet"][] = [
  ["Heat Pumps for Older Homes", "title"],
  ["These notes were written for the Elm Row residents' association after its spring meeting on heating.", "text"],
  ["How a heat pump works", "heading"],
  [
    "An air-source heat pump takes heat from the outside air, even at minus 15 degrees, and moves it into the house through radiators or underfloor pipes. A ground-source heat pump draws heat from pipes buried in the garden, where the temperature stays near 10 degrees all year.",
    "text",
  ],
  [
    "The coefficient of performance, or COP, is the ratio of the heat delivered to the electricity used; a COP of 3 means three units of heat for every unit of electricity.",
    "text",
  ],
  ["Costs", "heading"],
  [
    "An air-source heat pump costs about 9,000 pounds to install in a three-bedroom house and reaches a COP of about 3. A ground-source heat pump costs about 24,000 pounds, because of the digging, but reaches a COP of about 4.",
    "text",
  ],
  ["The Boiler Upgrade Scheme pays a grant of 7,500 pounds towards either kind, paid to the installer.", "text"],
  ["Before installing", "heading"],
  ["Ask the installer to check these points first:", "text"],
  ["whether the loft and walls are insulated", "bullet"],
  ["whether the radiators are large enough for water at 45 degrees", "bullet"],
  ["where the outdoor unit can stand, at least one metre from a boundary", "bullet"],
  ["whether there is room for a hot-water cylinder", "bullet"],
  ["Noise", "heading"],
  [
    "A modern outdoor unit makes about 40 decibels at one metre, about as loud as a fridge, and must stay under 42 decibels at the nearest neighbour's window.",
    "text",
  ],
];

async function writeNotes(): Promise<void> {
  const body = heatPump
    .map(([text, kind]) =>
      kind === "title"
        ? paragraph(text, "Title")
        : kind === "heading"
          ? paragraph(text, "Heading1")
          : paragraph(text, undefined, kind === "bullet"),
    )
    .join("");
  const main = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
  const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${main}"><w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style></w:styles>`;
  const numbering = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="${main}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="\u2022"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
  const zip = new JSZip();
  zip.file(
    "[Content_Types].xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>`,
  );
  zip.file(
    "_rels/.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  zip.file(
    "word/_rels/document.xml.rels",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>`,
  );
  zip.file("word/styles.xml", styles);
  zip.file("word/numbering.xml", numbering);
  zip.file(
    "word/document.xml",
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${main}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
  );
  fs.writeFileSync(path.join(out, "heat-pump-notes.docx"), await zip.generateAsync({ type: "nodebuffer", compression: "DEFLATE" }));
}

function writeWorkbook(): void {
  const loans = [
    ["Item type", "Loan period (days)", "Renewals allowed", "Fine per day (pence)"],
    ["Book", 21, 3, 20],
    ["Audiobook", 21, 2, 20],
    ["DVD", 7, 1, 50],
    ["Board game", 14, 0, 30],
    ["Laptop", 3, 0, 200],
  ];
  const branches = [
    ["Branch", "District", "Opening days", "Staff"],
    ["Central", "Old Town", "Monday to Saturday", 14],
    ["Eastbrook", "Eastbrook", "Tuesday to Saturday", 6],
    ["Riverside", "Harbour", "Monday to Friday", 4],
    ["Hillcrest", "Northfield", "Wednesday to Sunday", 5],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(loans), "Loans");
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(branches), "Branches");
  fs.writeFileSync(path.join(out, "library-loans.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

fs.mkdirSync(out, { recursive: true });
await writeReport();
await writeNotes();
writeWorkbook();
