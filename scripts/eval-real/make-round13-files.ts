/**
 * Writes the files made for round 13 of the real questions (scripts/eval-real/round13.json) into
 * scripts/eval-real/files/round13/, written before any run of round 13 by someone who did not read
 * Docent's answering code:
 *
 * - ashdown-court-tenants-handbook-2026.docx: a tenants' association's handbook for members
 *   (headings, terms defined as sentences, one of them "in this handbook", the steps to report a
 *   repair and what the association does not do as bullets under announcing lines, a table of the
 *   landlord's repair times, meetings, a hardship fund, a date and a contact in sentences of unusual
 *   shape).
 * - millbrook-bike-repair-coop-report-2025.pdf, three pages: a bike repair co-operative's annual
 *   report (figures in running text with a footnote, what its words mean, highlights as bullets); a
 *   table of courses drawn in columns without rules and the money; the board, partners and safety,
 *   on page 3 only.
 * - millbrook-bike-coop-monthly-2025.csv: one row per month (bikes repaired, workshop visits,
 *   volunteer hours), whose bikes repaired add up to the report's figure.
 *
 *   npx tsx scripts/eval-real/make-round13-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round13");

const repairTimes: string[][] = [
  ["Priority", "Examples", "Landlord must attend within", "If it is late"],
  ["Emergency", "Gas leak, flooding, no heating between October and April", "24 hours", "Ring the chair the same day"],
  ["Urgent", "Broken front door lock, the only toilet blocked", "3 working days", "Tell your block rep"],
  ["Routine", "Dripping tap, loose handrail, faulty extractor fan", "20 working days", "Tell your block rep"],
  ["Planned", "New windows, roof repairs, repainting stairwells", "6 months", "Raise it at a general meeting"],
];

const handbook: DocxLine[] = [
  ["Ashdown Court Tenants' Association: Members' Handbook 2026", "title"],
  ["Agreed at the annual general meeting on 21 January 2026. It replaces the 2023 handbook.", "text"],
  ["Who we are", "heading"],
  [
    "The Ashdown Court Tenants' Association speaks for the tenants of the 212 flats in the four blocks of Ashdown Court, Wexley. Our landlord is Greystone Homes. Membership is free to any tenant aged 18 or over, and at the start of 2026 there were 137 member households.",
    "text",
  ],
  ["Words used in this handbook", "heading"],
  ["A block rep is a member elected by the tenants of one block to carry their concerns to the committee.", "text"],
  [
    "In this handbook, a landlord's repair is any repair that Greystone Homes must carry out under the tenancy agreement, as opposed to one the tenant must do themselves.",
    "text",
  ],
  ["The quorum is the 25 members who must be present before a general meeting can take any decision.", "text"],
  ["An emergency repair is one where there is a danger to someone's health or safety or a risk of serious damage to the building.", "text"],
  ["The committee is the chair, secretary, treasurer and the four block reps, elected each year at the AGM.", "text"],
  ["Meetings", "heading"],
  [
    "General meetings are held on the first Thursday of every other month, starting in March, at 7pm in the community room of Block C. The annual general meeting is held each January. Members who cannot come may send a written question to the secretary beforehand.",
    "text",
  ],
  ["Reporting a repair", "heading"],
  ["When something in your flat or block needs repairing, you should:", "text"],
  ["report it to Greystone Homes by phone or through their online portal;", "bullet"],
  ["write down the job reference number you are given;", "bullet"],
  ["take dated photographs of the problem;", "bullet"],
  ["tell your block rep if the repair is not done within the target time in the table below.", "bullet"],
  ["Repair times", "heading"],
  ["Greystone Homes has agreed the following target times with the association.", "text"],
  [repairTimes, "table"],
  ["What the association does not do", "heading"],
  ["The association cannot:", "text"],
  ["give legal advice;", "bullet"],
  ["take sides in disputes between neighbours;", "bullet"],
  ["collect rent or pass on rent payments;", "bullet"],
  ["lend money, except through the hardship fund.", "bullet"],
  ["Hardship fund", "heading"],
  [
    "The association keeps a small hardship fund, raised each year at the summer fair. A member household may receive up to £150 from it once in any twelve months, towards heating, a broken appliance or a similar unexpected cost. The fund held £2,340 at the end of 2025.",
    "text",
  ],
  ["Rent and service charges", "heading"],
  [
    "The rent review, according to the landlord's own letter of 12 December, takes effect not in April, as in past years, but on the first Monday of May 2026, which falls on the 4th. The service charge for cleaning and the communal lighting rises to £14.20 a week.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "Our chair is Colm Fitzgerald and our treasurer is Priya Venkatesan, who looks after the hardship fund. Should the lift in any block be out of order for more than two days, it is our secretary, Bernadette Achebe of Block A, flat 14, whose mobile, 07700 900418, you should ring, not the landlord's general line.",
    "text",
  ],
];

const courses: string[][] = [
  ["Course", "Led by", "Weeks", "Places", "Fee"],
  ["Basic Maintenance", "Ruth Adebayo", "4", "10", "£40"],
  ["Wheel Building", "Kasper Lindqvist", "2", "6", "£35"],
  ["Women's Workshop", "Fatima Begum", "6", "8", "Free"],
  ["Youth Bike Club", "Dan O'Rourke", "10", "12", "Free"],
  ["Gears and Brakes", "Ruth Adebayo", "3", "10", "£30"],
];

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Millbrook Bike Repair Co-op", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Millbrook Bike Repair Co-op is a members' co-operative running a community bike workshop at Unit 6, Canal Wharf, Millbrook. It was founded in 2016 and has 312 members, 41 of whom volunteer as mechanics. The workshop is open on Tuesday and Thursday evenings from 6pm to 9pm and on Saturdays from 10am to 3pm.",
  );
  drawParagraph(
    document,
    "In 2025 we repaired 1,946 bikes¹, up from 1,610 in 2024, and refurbished 118 donated bikes, which we sold at fair prices. Our volunteers gave 5,880 hours of their time.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "Open workshop means a session where members fix their own bikes with our tools, with a volunteer mechanic on hand to advise.",
  );
  drawParagraph(
    document,
    "A Dr Bike session is a free, quick safety check we hold away from the workshop, for instance at a school or a supermarket car park.",
  );
  drawParagraph(document, "Pay as you feel means the rider decides what to pay for the parts and time, with no fixed price.");
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "ran 46 Dr Bike sessions at schools and workplaces;",
    "gave 60 refurbished bikes to refugees through the Millbrook Welcome Project;",
    "bought a second truing stand and a workshop bike lift;",
    "were named Community Group of the Year by Millbrook Borough Council.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ A repair is counted once per bike per visit; a bike brought back for the same fault within 30 days is not counted again.",
      60,
      760,
      { width: 475 },
    );
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Courses we ran");
  drawColumns(document, courses, [60, 190, 310, 380, 450], 110);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Income was £48,300, of which £21,650 came from sales of refurbished bikes and £9,800 from a grant from the Wexley Community Fund. Spending was £45,900, most of it on parts and the workshop rent of £12,000, leaving a surplus of £2,400.",
  );
  drawHeading(document, "Plans for 2026");
  drawParagraph(
    document,
    "In 2026 we plan to open on Sunday mornings, to start a cargo bike lending scheme and to train ten more volunteer mechanics to the Cytech level 1 standard.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Our board");
  drawParagraph(
    document,
    "The co-op is run by a board of five directors elected by the members: Joanna Whitlock (chair), Ifeanyi Okafor (treasurer), Sunita Rao (secretary), Marek Nowicki and Eleanor Price. The workshop coordinator, our only paid member of staff, is Tom Hargreaves.",
  );
  drawHeading(document, "Safety");
  drawParagraph(
    document,
    "There were three minor accidents in the workshop in 2025, all cuts to hands, and no incident had to be reported to the Health and Safety Executive. Every volunteer mechanic now wears cut-resistant gloves when handling chains.",
  );
  drawHeading(document, "Thank you");
  drawParagraph(
    document,
    "We thank the Wexley Community Fund, Canal Wharf Estates, who gave us three months' rent free while the unit was rewired, and the 23 local businesses that donated old bikes.",
  );
}

// month, bikes repaired, workshop visits, volunteer hours
const months: [string, number, number, number][] = [
  ["January", 98, 210, 380],
  ["February", 104, 226, 395],
  ["March", 152, 318, 470],
  ["April", 178, 362, 510],
  ["May", 201, 405, 545],
  ["June", 214, 431, 560],
  ["July", 236, 468, 590],
  ["August", 189, 377, 505],
  ["September", 197, 392, 520],
  ["October", 162, 330, 480],
  ["November", 121, 257, 430],
  ["December", 94, 198, 495],
];
if (months.reduce((sum, row) => sum + row[1], 0) !== 1946) throw new Error("repairs disagree with the report");
if (months.reduce((sum, row) => sum + row[3], 0) !== 5880) throw new Error("volunteer hours disagree with the report");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "ashdown-court-tenants-handbook-2026.docx"), handbook);
await writePdf(
  path.join(out, "millbrook-bike-repair-coop-report-2025.pdf"),
  "Millbrook Bike Repair Co-op: Annual Report 2025",
  (document) => {
    firstPage(document);
    document.addPage();
    secondPage(document);
    document.addPage();
    thirdPage(document);
  },
);
fs.writeFileSync(
  path.join(out, "millbrook-bike-coop-monthly-2025.csv"),
  ["Month,Bikes repaired,Workshop visits,Volunteer hours", ...months.map((row) => row.join(","))].join("\n") + "\n",
);
