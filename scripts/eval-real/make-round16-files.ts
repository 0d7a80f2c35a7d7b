/**
 * Writes the 3 files made for round 16 of the real questions (scripts/eval-real/round16.json) into
 * scripts/eval-real/files/round16/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round16-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round16");

const roles: string[][] = [
  ["Role", "What you do", "Arrive by", "Volunteers per screening", "Coordinator"],
  ["Setting up", "Puts out the chairs, hangs the blackout and tests the fire exits", "6.00pm", "4", "Dai Morgan"],
  ["Projection", "Runs the film from the booth and checks sound and picture", "6.30pm", "1", "Tomasz Wilk"],
  ["Box office", "Sells tickets and memberships and keeps the float", "6.45pm", "2", "Lorna Pike"],
  ["Café bar", "Serves tea, coffee, cake and the interval ice creams", "6.45pm", "3", "Hannah Achebe"],
  ["Front of house", "Greets the audience, shows people to their seats and keeps the head count", "7.00pm", "2", "Lorna Pike"],
];

const handbook: DocxLine[] = [
  ["Ferrybridge Community Cinema: Volunteer Handbook 2026", "title"],
  ["Adopted by the cinema committee on 22 January 2026. It replaces the volunteer notes of 2022.", "text"],
  ["About the cinema", "heading"],
  [
    "Ferrybridge Community Cinema shows films on the second and fourth Friday of every month, and on some Sunday afternoons, in the main hall of the Ferrybridge Institute on Quay Street. It was started in 2009, is run entirely by volunteers, and had 64 volunteers at the start of 2026. The hall seats 120 people, and last year the cinema put on 42 screenings.",
    "text",
  ],
  ["Tickets and membership", "heading"],
  [
    "A ticket costs £6 at the door. Members pay £4.50 and anyone under 16 pays £3. Membership costs £20 a year and runs from January; volunteers who do at least six shifts in a year get the next year's membership free.",
    "text",
  ],
  ["Words used in this handbook", "heading"],
  [
    "A relaxed screening is one in which the lights stay half up, the sound is turned lower and people may move about, talk or leave as they need to.",
    "text",
  ],
  [
    "It is different from a subtitled screening, in which the film carries captions on screen for people who are deaf or hard of hearing; we hold one of each every month.",
    "text",
  ],
  [
    "By a licence we mean the permission, bought for each screening from the film's distributor, to show a film in public; without one, no film may be shown, even to members only.",
    "text",
  ],
  [
    "The float, the £50 in coins and notes the box office starts each night with, must be counted by two volunteers at the start and at the end of the night.",
    "text",
  ],
  ["Volunteer roles", "heading"],
  ["Each screening needs the volunteers below; the rota is sent out a month ahead.", "text"],
  [roles, "table"],
  ["No volunteer under 18 may work in the projection booth or handle cash on their own.", "text"],
  ["At the end of the night", "heading"],
  ["When the film is over, the last volunteers to leave must:", "text"],
  ["stack the chairs at the back of the hall, ten to a stack;", "bullet"],
  ["switch off the projector and let the lamp cool for ten minutes before unplugging it;", "bullet"],
  ["count the takings and the float, with two people, and put them in the safe;", "bullet"],
  ["lock the fire doors and set the alarm on the way out.", "bullet"],
  ["If the fire alarm sounds", "heading"],
  ["If the fire alarm goes off while a film is showing:", "text"],
  ["stop the film and bring up the house lights;", "bullet"],
  ["front of house volunteers open both fire exits and stand by them;", "bullet"],
  ["lead the audience to the assembly point in the car park of the Red Lion, across Quay Street;", "bullet"],
  ["check everyone is out against the head count taken at the door.", "bullet"],
  ["Volunteers' summer party", "heading"],
  [
    "The volunteers' summer party, which for years was held in the Institute in August, will this year take place not at the Institute at all but on the riverside lawn at Ferry House, on Saturday the 11th of July, from 4pm; partners and children are welcome.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The chair of the cinema committee is Rosalind Mbeki. The secretary, who keeps the volunteer rota, is Gareth Lloyd-Hughes; the treasurer is Sunil Varma; and the films we show are chosen by the film selection group, led by Isabel Ferreira.",
    "text",
  ],
  [
    "Any volunteer who is hurt, or who sees a member of the audience hurt, at a screening should, once the person has been looked after, report it within 24 hours, not to the duty manager on the night, but to our safety officer, Kwame Asante, whose number, 07700 900627, is also on the wall of the box office.",
    "text",
  ],
];

const sections: string[][] = [
  ["Section", "Towpath restored (m)", "Work parties", "Section leader"],
  ["Mill Basin", "320", "28", "Carol Ibbotson"],
  ["Bank Lock", "180", "31", "Winston Hale"],
  ["Sough Cutting", "460", "22", "Meera Joshi"],
  ["Top Pound", "280", "15", "Winston Hale"],
];
const sectionTotal = (column: number) => sections.slice(1).reduce((sum, row) => sum + Number(row[column]), 0);
if (sectionTotal(1) !== 1240 || sectionTotal(2) !== 96) throw new Error("the sections table disagrees with the report");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Linthwaite Canal Trust", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "The Linthwaite Canal Trust is a charity of volunteers, founded in 1987, that is restoring the nine-mile Linthwaite branch canal so that boats can use it again. Its volunteers work on the canal every Wednesday and Saturday, and it had 212 members at the end of 2025.",
  );
  drawParagraph(
    document,
    "In 2025 our volunteers gave 5,460 hours in 96 work parties, up from 71 in 2024. They restored 1,240 metres of towpath and cleared 3.2 km of channel, and the trust raised £48,300 in donations and legacies¹, against £36,900 the year before.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(document, "A lock flight is a series of locks built close together to lift a canal up a steep hill.");
  drawParagraph(
    document,
    "Puddling, which you will see on our work party notices, is lining the bed and banks of the canal with worked wet clay so that it holds water.",
  );
  drawParagraph(document, "We say a stretch is in water once it has been filled and has held its level for a whole month.");
  drawHeading(document, "How to join a work party");
  drawParagraph(
    document,
    "Anyone over 16 can come, and no experience is needed: book a place with the work party organiser by the Thursday before, and bring stout boots and gloves. Tools, hard hats and lunch are provided.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "reopened Bank Lock, closed since 1951, in June;",
    "held our first boat rally, which brought 34 boats to Mill Basin;",
    "launched our trip boat, Kingfisher, which carried 2,900 passengers;",
    "welcomed 620 children on school visits.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ Includes a legacy of £12,000 from the late Arthur Denby, a founder member, the largest single gift in the trust's history.",
      60,
      760,
      { width: 475 },
    );
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Work by section");
  drawColumns(document, sections, [60, 190, 330, 430], 130);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Donations and legacies brought in £48,300, grants £22,500 and membership £6,150. The trust spent £61,800, of which £27,400 went on materials for Bank Lock and £9,600 on insurance. The year ended with £41,750 in reserves.",
  );
  drawHeading(document, "Plans for 2026");
  drawParagraph(
    document,
    "In 2026 we plan to start work on Sough Lock, Lock 5, to dredge the Top Pound, and to open a small visitor centre in the old toll house at Mill Basin.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Trustees and organisers");
  drawParagraph(
    document,
    "The trust is governed by its trustees: Patrick Oyelaran, who chairs the board, Helen Kowalczyk, the treasurer, Ben Ashworth, the secretary, and Nadia Rahman. Our work parties are organised by Gwen Tarrant, who has done so since 2012, and Kingfisher's skipper is Alan Brierley.",
  );
  drawHeading(document, "Thank you");
  drawParagraph(
    document,
    "We thank Linthwaite Parish Council for the use of the yard at Mill Basin, Holme Valley Rotary Club, who paid for Kingfisher's new engine, and Pennine Plant Hire for lending us a digger at no charge.",
  );
}

// month, work parties, volunteer attendances, volunteer hours, main job
const months: [string, number, number, number, string][] = [
  ["2025-01", 6, 52, 312, "Clearing scrub at the Sough Cutting"],
  ["2025-02", 6, 48, 288, "Clearing scrub at the Sough Cutting"],
  ["2025-03", 8, 70, 420, "Rebuilding Bank Lock walls"],
  ["2025-04", 9, 84, 504, "Rebuilding Bank Lock walls"],
  ["2025-05", 10, 96, 576, "Towpath at Mill Basin"],
  ["2025-06", 10, 104, 624, "Towpath at Mill Basin"],
  ["2025-07", 9, 90, 540, "Towpath at Mill Basin"],
  ["2025-08", 9, 88, 528, "Towpath at the Top Pound"],
  ["2025-09", 8, 76, 456, "Towpath at the Top Pound"],
  ["2025-10", 8, 72, 432, "Puddling at the Sough Cutting"],
  ["2025-11", 7, 60, 360, "Hedge laying along the Top Pound"],
  ["2025-12", 6, 70, 420, "Hedge laying along the Top Pound"],
];
const parties = months.reduce((sum, row) => sum + row[1], 0);
const hours = months.reduce((sum, row) => sum + row[3], 0);
if (months.length !== 12 || parties !== 96 || hours !== 5460) throw new Error("the work parties file disagrees with the report");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "ferrybridge-cinema-volunteer-handbook-2026.docx"), handbook);
await writePdf(path.join(out, "linthwaite-canal-trust-report-2025.pdf"), "Linthwaite Canal Trust: Annual Report 2025", (document) => {
  firstPage(document);
  document.addPage();
  secondPage(document);
  document.addPage();
  thirdPage(document);
});
fs.writeFileSync(
  path.join(out, "linthwaite-canal-work-parties-2025.csv"),
  [["Month", "Work parties", "Volunteer attendances", "Volunteer hours", "Main job"], ...months].map((row) => row.join(",")).join("\n") +
    "\n",
);
