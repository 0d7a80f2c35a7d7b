/**
 * Writes the file made for round 6 of the real questions (scripts/eval-real/round6.json) into
 * scripts/eval-real/files/round6/: a village hall hire agreement PDF (a letterhead whose contact and
 * charity lines carry no colon, booking fields, a price table drawn in columns without rules, an
 * announcing line followed by bullets, conditions written in words a hirer would not use). Written
 * before any run of round 6. Run once: `npx tsx scripts/eval-real/make-round6-files.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { drawColumns, drawFields, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";

const out = path.join(import.meta.dirname, "files", "round6");

const bookingFields: [string, string][] = [
  ["Booking Ref.", "BH-0318"],
  ["Hirer", "Tamsin Oduya"],
  ["Event", "Children's birthday party"],
  ["Date of hire", "Saturday 14 June 2025"],
  ["Hours", "13:00 to 18:00"],
];

const priceRows: string[][] = [
  ["Room", "Hours", "Rate", "Amount"],
  ["Main hall", "5", "18.00", "90.00"],
  ["Kitchen", "5", "6.00", "30.00"],
  ["Stage lighting", "2", "10.00", "20.00"],
];

const included = ["60 stacking chairs", "12 folding tables", "use of the car park", "a first-aid kit and fire blanket"];

const conditions = [
  "The hirer must be aged 21 or over and is responsible for the behaviour of all guests.",
  "Confetti, glitter and candles with a naked flame are forbidden anywhere in the building.",
  "Amplified music must end by 23:00 so that neighbours are not disturbed.",
  "If a booking is cancelled less than 14 days before the event, half of the hire fee is retained by the Trust.",
  "The damage deposit is refunded within ten working days, less the cost of any extra cleaning or repairs.",
  "Children's parties need at least one adult for every ten children present.",
  "The hall has step-free access from the car park and an accessible toilet beside the kitchen.",
  "Keys are collected from Little Brannock Post Office on the morning of the hire and posted back through its letterbox afterwards.",
  "Smoking and vaping are prohibited on the premises, including the car park.",
];

function letterhead(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(16).text("St Brannock Village Hall Trust", 60, 50);
  document.font("Helvetica").fontSize(9).text("Church Lane, Little Brannock, Devon EX31 4QP", 60);
  document.text("Tel 01271 860 442 · bookings@stbrannockhall.org.uk", 60);
  document.text("Registered Charity No. 1094472", 60);
  document.moveDown(1.5);
  document.font("Helvetica-Bold").fontSize(18).text("Hall Hire Agreement", 60);
  document.moveDown(0.6);
}

function fields(document: PDFKit.PDFDocument): void {
  drawFields(document, bookingFields, 180);
}

function prices(document: PDFKit.PDFDocument): void {
  drawColumns(document, priceRows, [60, 250, 320, 420], 160);
  document.font("Helvetica-Bold").fontSize(11).text("Total due: 140.00 pounds", 60);
  document.moveDown(0.5);
}

function writeAgreement(): Promise<void> {
  return writePdf(path.join(out, "hall-hire-agreement.pdf"), "Hall Hire Agreement BH-0318", (document) => {
    letterhead(document);
    fields(document);
    drawParagraph(
      document,
      "Thank you for choosing St Brannock Village Hall. This agreement sets out what your booking includes and the conditions of hire; please sign and return one copy with the deposit.",
    );
    prices(document);
    drawParagraph(document, "A refundable damage deposit of 75 pounds is payable when the booking is confirmed.");
    drawHeading(document, "What your booking includes");
    drawParagraph(document, "Every hire of the main hall comes with:");
    for (const item of included) document.font("Helvetica").fontSize(11).text(`•  ${item}`, 72);
    drawHeading(document, "Conditions of hire");
    for (const condition of conditions) drawParagraph(document, condition);
  });
}

fs.mkdirSync(out, { recursive: true });
await writeAgreement();
