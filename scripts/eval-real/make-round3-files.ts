/**
 * Writes the files made for round 3 of the real questions (scripts/eval-real/round3.json) into
 * scripts/eval-real/files/round3/: a two-page PDF report with a title page (authors, affiliations),
 * a DOCX of headings, prose and bullets, and a two-sheet XLSX. The Markdown guide beside them is
 * written by hand. Run once: `npx tsx scripts/eval-real/make-round3-files.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { writeDocx, type DocxLine } from "./write-docx";
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

const heatPump: DocxLine[] = [
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

function writeNotes(): Promise<void> {
  return writeDocx(path.join(out, "heat-pump-notes.docx"), heatPump);
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
