/**
 * Writes the files made for round 9 of the real questions (scripts/eval-real/round9.json) into
 * scripts/eval-real/files/round9/, written before any run of round 9 by someone who did not read
 * Docent's answering code:
 *
 * - tool-library-borrowing-policy.docx: a community tool library's borrowing policy (headings, a
 *   section of definitions written as sentences, steps and banned items as bullets under announcing
 *   lines, fees, limits, opening hours, dates and named people in running text).
 * - repair-cafe-annual-report-2025.pdf, two pages: a repair café's annual report (facts in running
 *   text, what its words mean, highlights as bullets, a table of repairs by station drawn in columns
 *   without rules); a filled-in session booking request form (label/value lines).
 * - repair-sessions-2025.csv: one row per monthly session (visitors, items seen, repaired, fixers),
 *   whose totals agree with the report.
 *
 *   npx tsx scripts/eval-real/make-round9-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawFields, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round9");

const policy: DocxLine[] = [
  ["Lantern Street Tool Library: Borrowing Policy", "title"],
  [
    "Version 2, adopted by the steering group on 9 October 2025. It applies from 1 December 2025 and will be reviewed in December 2027.",
    "text",
  ],
  ["Purpose", "heading"],
  [
    "The Lantern Street Tool Library lends tools, garden equipment and kitchen appliances to people who live or work in the Eastfield ward. It holds about 640 items, kept in the basement of St Aidan's Church Hall, and is run by 35 volunteers. This policy explains who can borrow, for how long, what it costs and what happens when something comes back late or broken.",
    "text",
  ],
  ["Words used in this policy", "heading"],
  ["A member is anyone aged 18 or over who has signed the borrowing agreement and paid the yearly membership fee.", "text"],
  ["A loan period is the number of days a member may keep an item before it must be returned.", "text"],
  [
    "The Tool Steward is the volunteer who checks every item in and out, tests it for safety and decides whether it can be lent again.",
    "text",
  ],
  [
    "A heavy-duty item means any tool with an engine, or with a motor over 1,000 watts, such as a lawnmower, a rotavator or a floor sander.",
    "text",
  ],
  ["A concession member is a member who receives Universal Credit, Pension Credit or a student grant and pays the reduced fee.", "text"],
  ["Membership and fees", "heading"],
  [
    "Membership costs £25 a year, or £10 a year for concession members. Heavy-duty items also carry a hire charge of £5 per loan. The first loan for every new member is free.",
    "text",
  ],
  ["Borrowing", "heading"],
  ["To borrow an item:", "text"],
  ["Reserve it on the website or at the counter.", "bullet"],
  ["Show your membership card when you collect it.", "bullet"],
  ["Check the item with the Tool Steward and sign the loan sheet.", "bullet"],
  ["Return it clean, on time and with all its parts.", "bullet"],
  [
    "The standard loan period is 7 days. Heavy-duty items can be kept for 3 days only. A loan can be renewed once, for another 7 days, if nobody else has reserved the item. A member may have no more than four items out at once.",
    "text",
  ],
  ["Opening hours", "heading"],
  [
    "The library is open on Wednesdays from 17:30 to 19:30 and on Saturdays from 10:00 to 13:00. It is closed from 22 December to 2 January.",
    "text",
  ],
  ["What we do not lend", "heading"],
  ["For safety and insurance reasons, the library never lends:", "text"],
  ["chainsaws;", "bullet"],
  ["ladders taller than 3 metres;", "bullet"],
  ["welding equipment;", "bullet"],
  ["angle grinders.", "bullet"],
  ["Late returns and damage", "heading"],
  [
    "A late item costs 50p for each day it is overdue, up to a maximum of £15. After 21 days the item is treated as lost and the member pays what it costs to replace it. A member who returns an item broken must tell the Tool Steward; accidental damage is not charged the first time, but a second breakage within a year costs half the repair bill.",
    "text",
  ],
  ["Members who owe more than £15 cannot borrow again until they have paid.", "text"],
  ["Contacts", "heading"],
  [
    "The Tool Library coordinator is Priya Ramanathan. The Tool Steward is Declan O'Hare. Questions about this policy go to the steering group, which meets on the last Monday of each month.",
    "text",
  ],
];

const stations: string[][] = [
  ["Station", "Items seen", "Repaired", "Success rate"],
  ["Electricals", "348", "201", "58%"],
  ["Textiles", "196", "162", "83%"],
  ["Bikes", "142", "121", "85%"],
  ["Furniture", "87", "64", "74%"],
  ["Jewellery and toys", "130", "64", "49%"],
];

const booking: [string, string][] = [
  ["Organisation", "Westcliff Primary School PTA"],
  ["Contact name", "Hannah Okafor"],
  ["Phone", "01632 960274"],
  ["Preferred date", "Saturday 14 March 2026"],
  ["Venue", "Westcliff Primary School hall"],
  ["Expected visitors", "60"],
  ["Stations requested", "Textiles, Jewellery and toys"],
  ["Parking available", "Yes"],
  ["Signed", "H. Okafor"],
  ["Date", "20 January 2026"],
];

function reportPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Harbourside Repair Café", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Harbourside Repair Café meets on the first Saturday of every month at the Old Customs House, Quay Street. Volunteers fix broken items for free while their owners watch and learn. The café was founded in 2019 by Maeve Lindqvist, who still chairs it; the lead fixer is Kwame Asante.",
  );
  drawParagraph(
    document,
    "In 2025 we held 12 sessions and welcomed 1,184 visitors. Our fixers looked at 903 items and repaired 612 of them, a success rate of 68%, up from 61% in 2024. We estimate that this kept 4.3 tonnes of waste out of landfill.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(document, "A fixer is a volunteer with a skill, such as electronics, sewing or woodwork, who repairs items at a session.");
  drawParagraph(document, "A fixing station is a table set up for one kind of repair, with its own tools and one or two fixers.");
  drawParagraph(document, "Triage is the first check at the door, where a volunteer decides which fixing station an item goes to.");
  drawHeading(document, "Highlights");
  drawParagraph(document, "Things that went well this year:");
  drawBullets(document, [
    "We opened a new bike station in May.",
    "Our sewing station ran a mending workshop for 40 school pupils.",
    "We recruited 11 new fixers, bringing the total to 38.",
    "The town council gave us a grant of £2,500 for tools.",
  ]);
  drawHeading(document, "Repairs by station");
  drawColumns(document, stations, [60, 220, 320, 420], 120);
  drawParagraph(
    document,
    "Our biggest cost was insurance, at £1,350. In 2026 we plan to add a computer station and to hold two extra sessions in the school holidays.",
  );
}

function formPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(16).text("Session Booking Request", 60, 60);
  document.moveDown(1);
  drawFields(document, booking, 240);
  drawParagraph(document, "Please return this form to the café secretary at least six weeks before the date you would like.");
}

// month, visitors, items seen, repaired, fixers on duty
const sessions: [string, number, number, number, number][] = [
  ["January", 78, 61, 40, 22],
  ["February", 85, 66, 44, 24],
  ["March", 102, 79, 55, 26],
  ["April", 96, 72, 49, 25],
  ["May", 131, 98, 70, 30],
  ["June", 110, 84, 57, 28],
  ["July", 88, 69, 46, 24],
  ["August", 74, 58, 38, 21],
  ["September", 105, 80, 54, 27],
  ["October", 117, 88, 60, 29],
  ["November", 93, 70, 46, 26],
  ["December", 105, 78, 53, 27],
];
const total = (i: 1 | 2 | 3) => sessions.reduce((sum, row) => sum + row[i], 0);
if (total(1) !== 1184 || total(2) !== 903 || total(3) !== 612) throw new Error("sessions disagree with the report");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "tool-library-borrowing-policy.docx"), policy);
await writePdf(path.join(out, "repair-cafe-annual-report-2025.pdf"), "Harbourside Repair Café: Annual Report 2025", (document) => {
  reportPage(document);
  document.addPage();
  formPage(document);
});
fs.writeFileSync(
  path.join(out, "repair-sessions-2025.csv"),
  ["Month,Visitors,Items seen,Repaired,Fixers on duty", ...sessions.map((row) => row.join(","))].join("\n") + "\n",
);
