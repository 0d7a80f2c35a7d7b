/**
 * Writes the files made for round 7 of the real questions (scripts/eval-real/round7.json) into
 * scripts/eval-real/files/round7/, written before any run of round 7 by someone who did not read
 * Docent's answering code:
 *
 * - pantry-annual-report-2025.pdf, three pages: a food bank's yearly report (facts and names in
 *   running text, a glossary of the words it uses written as sentences, partners and changes as
 *   bullets under an announcing line); a table of sites drawn in columns without rules with money
 *   and comparison figures below it; a filled-in volunteer application form (label/value lines).
 * - volunteer-shifts-jan-2026.csv: one row per volunteer shift (date, site, volunteer, role, hours).
 *
 *   npx tsx scripts/eval-real/make-round7-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawFields, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";

const out = path.join(import.meta.dirname, "files", "round7");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Harbourside Community Pantry", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Harbourside Community Pantry is a volunteer-run food bank in the port town of Kelmouth. It gives emergency food parcels to households referred by local agencies and runs a community fridge where surplus food from shops is shared free of charge.",
  );
  drawParagraph(
    document,
    "In 2025 we gave out 4,312 food parcels, up from 3,790 in 2024, and fed 9,860 people, of whom 3,415 were children.",
  );
  drawParagraph(document, "The trustees are chaired by Marguerite Okonjo. The pantry manager, Dev Raman, leads a team of volunteers.");
  drawHeading(document, "What the words in this report mean");
  drawParagraph(document, "A food parcel is a bag of tinned, dried and fresh food meant to last a household three days.");
  drawParagraph(
    document,
    "A referral voucher is the slip a partner agency gives a household so that it can collect a parcel; each voucher can be used once.",
  );
  drawParagraph(
    document,
    "The community fridge is an open fridge in the Quay Street hall where anyone can take surplus food without a voucher.",
  );
  drawParagraph(
    document,
    "Surplus food is food that shops and farms cannot sell but that is still safe to eat, such as bread on its last day or misshapen vegetables.",
  );
  drawParagraph(
    document,
    "Gift Aid is a UK scheme that lets the pantry claim an extra 25 pence from the government for every pound a taxpayer gives.",
  );
  drawHeading(document, "Our referral partners");
  drawParagraph(document, "Households reached us through five kinds of partners:");
  drawBullets(document, [
    "Citizens Advice Kelmouth",
    "GP surgeries",
    "schools and nurseries",
    "the council's housing team",
    "Kelmouth Women's Aid",
  ]);
}

const sites = [
  ["Site", "Open on", "Parcels 2024", "Parcels 2025"],
  ["Quay Street hall", "Monday", "1,620", "1,845"],
  ["St Luke's church", "Wednesday", "1,210", "1,387"],
  ["Northgate school", "Friday", "960", "1,080"],
  ["Total", "", "3,790", "4,312"],
];

function secondPage(document: PDFKit.PDFDocument): void {
  document.addPage();
  drawHeading(document, "Where the parcels went");
  drawColumns(document, sites, [60, 220, 330, 440], 150);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Income in 2025 was £68,450: £41,200 from donations, £18,000 from a National Lottery Community Fund grant and £9,250 from Gift Aid.",
  );
  drawParagraph(
    document,
    "We spent £61,930. The largest costs were food we bought (£38,700) and the rent of the Quay Street hall (£12,000). We had to buy food because donations of tinned fish, UHT milk and toiletries fell short of what households needed.",
  );
  drawHeading(document, "Compared with last year");
  drawParagraph(
    document,
    "The number of volunteers rose from 64 in 2024 to 82 in 2025, while the average wait at the Quay Street hall fell from 25 minutes to 12 minutes.",
  );
  drawHeading(document, "What we did differently");
  drawParagraph(document, "This year we:");
  drawBullets(document, [
    "opened on Thursday evenings for people who work during the day",
    "added halal and gluten-free parcels",
    "started a text-message reminder service",
    "opened a holiday lunch club",
  ]);
  drawParagraph(
    document,
    "The holiday lunch club is a free hot meal for children on weekdays during the school holidays, served at Northgate school.",
  );
  drawHeading(document, "Looking ahead");
  drawParagraph(
    document,
    "In 2026 we plan to open a fourth site at Kelmouth library on Saturdays and to start a debt-advice drop-in with Citizens Advice.",
  );
}

const application: [string, string][] = [
  ["Full name", "Ana Lucía Prieto"],
  ["Date of birth", "9 March 1988"],
  ["Preferred site", "Northgate school"],
  ["Available", "Friday mornings"],
  ["Food hygiene certificate", "Level 2, expires 30 June 2027"],
  ["Emergency contact", "Tomasz Prieto, 07700 900418"],
  ["DBS check", "Not required"],
  ["Signed", "2 February 2026"],
];

function thirdPage(document: PDFKit.PDFDocument): void {
  document.addPage();
  document.font("Helvetica-Bold").fontSize(16).text("Volunteer application form", 60, 60);
  document.moveDown(0.8);
  drawFields(document, application, 230);
  drawParagraph(document, "Office use: application accepted, induction booked for 13 February 2026.");
}

// date, site, volunteer, role, hours
const shifts: [string, string, string, string, number][] = [
  ["2026-01-05", "Quay Street hall", "Dev Raman", "Shift lead", 6],
  ["2026-01-05", "Quay Street hall", "Ana Lucía Prieto", "Packing", 3],
  ["2026-01-07", "St Luke's church", "Joe Whitfield", "Driver", 4],
  ["2026-01-07", "St Luke's church", "Priti Shah", "Welcome desk", 3.5],
  ["2026-01-09", "Northgate school", "Ana Lucía Prieto", "Packing", 4],
  ["2026-01-09", "Northgate school", "Sean Tully", "Welcome desk", 3],
  ["2026-01-12", "Quay Street hall", "Dev Raman", "Shift lead", 6],
  ["2026-01-12", "Quay Street hall", "Priti Shah", "Packing", 2.5],
  ["2026-01-14", "St Luke's church", "Joe Whitfield", "Driver", 4],
  ["2026-01-16", "Northgate school", "Ana Lucía Prieto", "Welcome desk", 3],
  ["2026-01-19", "Quay Street hall", "Sean Tully", "Packing", 3],
  ["2026-01-19", "Quay Street hall", "Mo Haddad", "Driver", 5],
  ["2026-01-21", "St Luke's church", "Priti Shah", "Welcome desk", 3.5],
  ["2026-01-23", "Northgate school", "Ana Lucía Prieto", "Packing", 4],
  ["2026-01-26", "Quay Street hall", "Dev Raman", "Shift lead", 6],
  ["2026-01-26", "Quay Street hall", "Mo Haddad", "Driver", 5],
  ["2026-01-28", "St Luke's church", "Joe Whitfield", "Driver", 4],
  ["2026-01-30", "Northgate school", "Sean Tully", "Welcome desk", 3],
];

function writeShifts(): void {
  const cell = (v: string) => (/[",]/u.test(v) ? `"${v.replace(/"/gu, '""')}"` : v);
  const lines = [
    "Date,Site,Volunteer,Role,Hours",
    ...shifts.map(([date, site, name, role, hours]) => [date, site, name, role, String(hours)].map(cell).join(",")),
  ];
  fs.writeFileSync(path.join(out, "volunteer-shifts-jan-2026.csv"), lines.join("\n") + "\n");
}

fs.mkdirSync(out, { recursive: true });
await writePdf(path.join(out, "pantry-annual-report-2025.pdf"), "Harbourside Community Pantry: Annual Report 2025", (document) => {
  firstPage(document);
  secondPage(document);
  thirdPage(document);
});
writeShifts();
