/**
 * Writes the files made for round 10 of the real questions (scripts/eval-real/round10.json) into
 * scripts/eval-real/files/round10/, written before any run of round 10 by someone who did not read
 * Docent's answering code:
 *
 * - minibus-hire-policy.docx: a community transport scheme's minibus hire policy (headings, a section
 *   of definitions written as sentences, booking steps and forbidden things as bullets under
 *   announcing lines, fees, limits, cancellation rules, dates and named people in running text).
 * - community-energy-annual-report-2025.pdf, two pages: a community energy co-operative's annual
 *   report (facts in running text, what its words mean, highlights as bullets, a table of solar sites
 *   drawn in columns without rules); a filled-in share application form (label/value lines).
 * - solar-generation-2025.csv: one row per month (generated and fed-in kWh, sunny days), whose total
 *   agrees with the report.
 *
 *   npx tsx scripts/eval-real/make-round10-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawFields, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round10");

const policy: DocxLine[] = [
  ["Fernhill Community Transport: Minibus Hire Policy", "title"],
  ["Version 3, agreed by the trustees on 4 November 2025. It takes effect on 5 January 2026 and will be reviewed in January 2028.", "text"],
  ["Why we have this policy", "heading"],
  [
    "Fernhill Community Transport hires out two 16-seat minibuses to community groups in the Fernhill and Ashby parishes. The minibuses are kept at the Ashby Road depot and are driven by a team of 22 volunteer drivers. This policy sets out who may hire them, what it costs, how to book and cancel, and what happens after an accident.",
    "text",
  ],
  ["What some words mean", "heading"],
  ["A member group is a club, charity or school that has joined the scheme and paid the yearly group fee.", "text"],
  [
    "A MiDAS driver is a volunteer who has passed the Minibus Driver Awareness Scheme assessment and is therefore allowed to drive our minibuses.",
    "text",
  ],
  ["A half-day hire means up to four hours' use of a minibus, either in the morning or in the afternoon.", "text"],
  ["The mileage charge is the amount a group pays for every mile driven, on top of the hire fee.", "text"],
  ["The trip leader is the person from the group who travels on the bus and is responsible for the passengers.", "text"],
  ["Fees", "heading"],
  [
    "The yearly group fee is £40, or £20 for groups with no paid staff. A half-day hire costs £30 and a full day costs £50. The mileage charge is 45p a mile, and fuel is included in it. Groups hiring for the first time pay a refundable deposit of £100.",
    "text",
  ],
  ["How to book", "heading"],
  ["To book a minibus, a member group must:", "text"],
  ["check the availability calendar on our website;", "bullet"],
  ["send in the booking form at least 10 days before the trip;", "bullet"],
  ["name a trip leader;", "bullet"],
  ["pay the hire fee before collecting the keys.", "bullet"],
  [
    "Each minibus carries up to 16 passengers, or 14 when its wheelchair space is in use. A trip may not be longer than 250 miles in one day. Only MiDAS drivers may drive, and a driver must be aged 25 or over.",
    "text",
  ],
  ["Not allowed on our minibuses", "heading"],
  ["The following are never allowed:", "text"],
  ["smoking or vaping;", "bullet"],
  ["alcohol on board;", "bullet"],
  ["trips outside the UK;", "bullet"],
  ["carrying goods for sale.", "bullet"],
  ["Cancelling", "heading"],
  [
    "A group that cancels more than 7 days before the trip pays nothing. Cancelling with 7 days' notice or less costs half the hire fee, and a group that does not turn up pays the whole fee.",
    "text",
  ],
  ["Accidents and damage", "heading"],
  [
    "Any accident must be reported to the Transport Manager within 24 hours. The hiring group pays the first £250 of any insurance claim, which is the policy excess.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The Transport Manager is Gareth Pryce-Jones. Bookings are handled by Ayesha Karim. The depot office is open Monday to Friday from 08:30 to 17:00.",
    "text",
  ],
];

const sites: string[][] = [
  ["Site", "Panels (kW)", "Generated (kWh)", "Fed to grid"],
  ["Ashby Leisure Centre", "120", "96,400", "22%"],
  ["St Brigid's Primary School", "60", "58,100", "35%"],
  ["Fernhill Library", "30", "27,900", "41%"],
  ["Riverside Health Centre", "150", "141,700", "18%"],
  ["Quarry Farm Barn", "100", "88,500", "64%"],
];

const application: [string, string][] = [
  ["Full name", "Olusegun Adebayo"],
  ["Address", "7 Mill Lane, Ashby"],
  ["Date of birth", "3 August 1981"],
  ["Email", "o.adebayo@example.org"],
  ["Number of shares", "12"],
  ["Amount enclosed", "£600"],
  ["Interest", "Reinvest in new shares"],
  ["Already a member", "No"],
  ["Signed", "O. Adebayo"],
  ["Date", "2 February 2026"],
];

function reportPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Ashby Community Energy Co-operative", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Ashby Community Energy is a co-operative owned by the people who live around it. It was set up in 2014 by Rhiannon Walsh; its chair today is Tomasz Nowak. It owns solar panels on five roofs in the town and sells their electricity to the buildings underneath at a discount.",
  );
  drawParagraph(
    document,
    "In 2025 our panels generated 412,600 kWh, up from 389,200 kWh in 2024, and saved an estimated 96 tonnes of carbon dioxide. We ended the year with 318 members and paid them 3.5% interest on their shares. The community fund gave £8,400 to 14 local projects.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(document, "A share is a £50 stake in the co-operative; every member has one vote, however many shares they hold.");
  drawParagraph(document, "The community fund is money set aside from each year's surplus for local energy-saving projects.");
  drawParagraph(document, "Feed-in is electricity the panels make that the host building does not use, which is sold to the grid instead.");
  drawHeading(document, "Highlights");
  drawParagraph(document, "This year we:");
  drawBullets(document, [
    "switched on a new 120 kW array at Ashby Leisure Centre in June;",
    "fitted a battery at St Brigid's Primary School;",
    "welcomed 41 new members;",
    "ran free energy advice days for 230 households.",
  ]);
  drawHeading(document, "Our sites");
  drawColumns(document, sites, [60, 240, 330, 440], 130);
  drawParagraph(
    document,
    "Our largest cost was maintenance, at £6,200. In 2026 we will study whether a small wind turbine could work at Quarry Farm and launch a share offer to raise £180,000.",
  );
}

function formPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(16).text("Share Application Form", 60, 60);
  document.moveDown(1);
  drawFields(document, application, 240);
  drawParagraph(document, "Shares cost £50 each. The minimum holding is 2 shares and the maximum is 400.");
}

// month, generated kWh, fed to grid kWh, sunny days
const months: [string, number, number, number][] = [
  ["January", 12400, 2100, 4],
  ["February", 18900, 3300, 6],
  ["March", 31200, 6800, 9],
  ["April", 42800, 10400, 12],
  ["May", 52300, 14100, 15],
  ["June", 55900, 15800, 17],
  ["July", 54100, 16900, 14],
  ["August", 48700, 13200, 13],
  ["September", 36500, 8700, 10],
  ["October", 27300, 5200, 8],
  ["November", 17600, 2900, 5],
  ["December", 14900, 2400, 3],
];
if (months.reduce((sum, row) => sum + row[1], 0) !== 412600) throw new Error("months disagree with the report");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "minibus-hire-policy.docx"), policy);
await writePdf(path.join(out, "community-energy-annual-report-2025.pdf"), "Ashby Community Energy: Annual Report 2025", (document) => {
  reportPage(document);
  document.addPage();
  formPage(document);
});
fs.writeFileSync(
  path.join(out, "solar-generation-2025.csv"),
  ["Month,Generated kWh,Fed to grid kWh,Sunny days", ...months.map((row) => row.join(","))].join("\n") + "\n",
);
