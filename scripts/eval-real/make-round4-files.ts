/**
 * Writes the files made for round 4 of the real questions (scripts/eval-real/round4.json) into
 * scripts/eval-real/files/round4/: a two-page PDF work order (a form's label/value lines, a table
 * drawn in columns, prose), a DOCX volunteer handbook (terms defined in several ways, each also
 * mentioned elsewhere; contact fields; rules worded apart from how a person asks), and a small
 * Markdown club guide. Run once: `npx tsx scripts/eval-real/make-round4-files.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { drawColumns, drawFields, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round4");

const fields: [string, string][] = [
  ["Work Order No.", "WO-2291"],
  ["Requested By", "Priya Nair"],
  ["Department", "Chemistry"],
  ["Date Requested", "2025-03-04"],
  ["Assigned To", "Tomas Berg"],
  ["Priority", "High"],
];

const parts: string[][] = [
  ["Item", "Qty", "Unit cost", "Total"],
  ["Fan belt", "2", "18.50", "37.00"],
  ["Motor capacitor", "1", "64.00", "64.00"],
  ["Airflow sensor", "1", "112.00", "112.00"],
  ["Labour (hours)", "3", "45.00", "135.00"],
];

function formPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(18).text("Facilities Work Order", { align: "center" });
  document.moveDown(0.8);
  drawFields(document, fields, 200);
  document.font("Helvetica-Bold").fontSize(13).text("Description of the fault", 60);
  document.moveDown(0.3);
  document
    .font("Helvetica")
    .fontSize(11)
    .text(
      "The fume hood in room B214 no longer draws air. Staff noticed the low-flow alarm on 3 March and stopped all work with solvents in that room. A fume hood is a ventilated enclosure that pulls vapours away from the person working at it and out through the roof.",
      60,
      document.y,
      { width: 475 },
    );
  document.moveDown(0.8);
  document.font("Helvetica-Bold").fontSize(13).text("Parts and labour", 60);
  document.moveDown(0.3);
  drawColumns(document, parts, [60, 230, 300, 400], 150);
  document.font("Helvetica-Bold").fontSize(11).text("Grand total: 348.00 pounds", 60);
}

function completionPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(13).text("Completion", 60);
  document.moveDown(0.5);
  drawFields(
    document,
    [
      ["Completed On", "2025-03-07"],
      ["Signed Off By", "Dr. Alan Reyes"],
    ],
    200,
  );
  document
    .font("Helvetica")
    .fontSize(11)
    .text(
      "The fan belt was replaced because it had stretched and was slipping on the motor pulley. The airflow sensor was also replaced, since it read zero even with the fan running. After the repair the face velocity measured 0.5 metres per second, which meets the safety standard. The hood was returned to service on 7 March.",
      60,
      document.y,
      { width: 475 },
    );
  document.moveDown(0.6);
  document
    .font("Helvetica")
    .fontSize(11)
    .text(
      "The department should test the low-flow alarm every month, and the belt should be checked at the annual service.",
      60,
      document.y,
      { width: 475 },
    );
}

function writeWorkOrder(): Promise<void> {
  return writePdf(path.join(out, "work-order-WO-2291.pdf"), "Facilities Work Order WO-2291", (document) => {
    formPage(document);
    document.addPage();
    completionPage(document);
  });
}

const handbook: DocxLine[] = [
  ["Riverside Food Bank Volunteer Handbook", "title"],
  [
    "This handbook is for everyone who gives time to the Riverside Food Bank, from a first shift to a tenth year. The food bank has 42 registered volunteers and 6 Shift Captains.",
    "text",
  ],
  ["Contacts", "heading"],
  ["Volunteer Coordinator: Maria Lopez", "text"],
  ["Phone: 0161 555 0199", "text"],
  ["Email: volunteers@riversidefoodbank.org", "text"],
  ["Address: 14 Mill Lane, Riverside", "text"],
  ["Roles and words we use", "heading"],
  ["Shift Captains open the building at 8:00 and hold the keys to the store room.", "text"],
  ["We call the volunteers who lead a shift Shift Captains.", "text"],
  ["Every household must show its Pantry Pass at the door.", "text"],
  ["The Pantry Pass, a card given to every registered household, lets a family collect one parcel a week.", "text"],
  ["Rescue stock must be checked for dates before it is sorted.", "text"],
  ["Surplus food collected from supermarkets at the end of the day is known as rescue stock.", "text"],
  ["The cold chain is logged twice a day on the sheet by the fridge.", "text"],
  ["The term cold chain refers to keeping chilled food below 5 degrees from delivery to hand-out.", "text"],
  ["Shifts", "heading"],
  ["Parcels are handed out on Tuesdays and Fridays from 10:00 to 13:00.", "text"],
  ["Volunteers may swap shifts with one another through the rota app up to 24 hours before the shift starts.", "text"],
  ["Children under 16 may help only when a parent or guardian is with them.", "text"],
  ["Travel costs are reimbursed up to 10 pounds a day on receipts.", "text"],
  ["Safety", "heading"],
  ["Volunteers wear gloves when sorting rescue stock, because damaged packaging can have sharp edges.", "text"],
  ["Volunteers may not take food home from the store, even when it is past its best-before date.", "text"],
  ["Before your first shift, please bring:", "text"],
  ["a photo ID", "bullet"],
  ["closed shoes", "bullet"],
  ["a signed volunteer agreement", "bullet"],
];

function writeHandbook(): Promise<void> {
  return writeDocx(path.join(out, "volunteer-handbook.docx"), handbook);
}

const clubGuide = `# Northside Chess Club

The Northside Chess Club meets in the back room of the Corn Exchange. It was founded in 1987 by two teachers from the grammar school and now has about 60 members.

## Meetings

Club nights are every Wednesday from 19:00 to 22:00. In August the club does not meet, because the Corn Exchange closes for repairs.

## Membership

Adult membership is 45 pounds a year. Juniors under 18 pay 15 pounds a year, and their first term is free.

## Words you will hear

A rapidplay is a game in which each player has 15 minutes for all their moves. Blitz, a game with 5 minutes or less per player, is played only at the end of the evening. The club ladder is a ranking of members that changes after every graded game.

## Teams

The club enters three teams in the county league:

- the A team in Division 1
- the B team in Division 2
- the Juniors in the Youth League

Players must be graded to play for the A team.
`;

fs.mkdirSync(out, { recursive: true });
await writeWorkOrder();
await writeHandbook();
fs.writeFileSync(path.join(out, "chess-club-guide.md"), clubGuide);
