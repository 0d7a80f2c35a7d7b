/**
 * Writes the files made for round 12 of the real questions (scripts/eval-real/round12.json) into
 * scripts/eval-real/files/round12/, written before any run of round 12 by someone who did not read
 * Docent's answering code:
 *
 * - street-food-market-trader-handbook-2026.docx: a street food market's handbook for traders
 *   (headings, terms defined as sentences, one of them "for pitch fees", the steps to apply and the
 *   things traders must not do as bullets under announcing lines, fees, safety rules, dates and named
 *   contacts in running text).
 * - lakeside-community-radio-review-2025.pdf, two pages: a community radio station's annual review
 *   (figures in running text with a footnote, what its words mean, highlights as bullets, a table of
 *   programmes drawn in columns without rules); a filled-in volunteer application form.
 * - lakeside-radio-monthly-2025.csv: one row per month (online listeners, volunteer hours,
 *   donations), whose average listeners agree with the review.
 *
 *   npx tsx scripts/eval-real/make-round12-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawFields, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round12");

const handbook: DocxLine[] = [
  ["Thornbury Street Food Market: Trader Handbook 2026", "title"],
  [
    "Approved by the market board on 3 February 2026. This handbook applies to the 2026 season, which runs from 4 April to 31 October.",
    "text",
  ],
  ["About the market", "heading"],
  [
    "The market is held every Saturday from 10am to 4pm in Mill Yard car park, Thornbury. There are 36 pitches, 8 of them with a mains electric hook-up. The market is run by Thornbury Markets CIC, a not-for-profit company, on behalf of Thornbury Town Council.",
    "text",
  ],
  ["Terms used in this handbook", "heading"],
  ["A pitch is a space three metres wide and three metres deep in which one trader sets up a gazebo or van.", "text"],
  ["A regular trader is a trader booked for at least twelve Saturdays in the season; anyone booked for fewer is a casual trader.", "text"],
  ["For pitch fees, a hot food trader is any trader who cooks or reheats food on the pitch, even if they also sell cold food.", "text"],
  ["The waste charge is a flat sum added to each booking to pay for the removal of food waste and cardboard.", "text"],
  ["Setting-up time is the hour before opening, from 9am, when vehicles may drive into the yard.", "text"],
  ["Fees", "heading"],
  [
    "A pitch costs £45 a Saturday for a regular trader and £60 for a casual trader. Hot food traders pay an extra £10 a Saturday, and an electric hook-up costs £8. The waste charge is £5 per booking. Fees are paid by the Wednesday before each market; a trader who cancels less than seven days before a market loses the fee.",
    "text",
  ],
  ["Applying for a pitch", "heading"],
  ["To apply, a trader must:", "text"],
  ["fill in the online application;", "bullet"],
  ["send a copy of their public liability insurance, for at least £5 million;", "bullet"],
  ["send their food hygiene rating certificate (level 3 or above);", "bullet"],
  ["come to a short induction with the market manager.", "bullet"],
  ["What traders must not do", "heading"],
  ["Traders must not:", "text"],
  ["use single-use plastic cutlery or straws;", "bullet"],
  ["run a petrol generator;", "bullet"],
  ["play amplified music;", "bullet"],
  ["pack up and leave before 4pm;", "bullet"],
  ["sell alcohol without a personal licence.", "bullet"],
  ["Gas and fire safety", "heading"],
  [
    "Every trader who cooks must keep a fire extinguisher and a fire blanket on the pitch. LPG cylinders must be checked by a Gas Safe engineer every twelve months, and no more than two spare cylinders may be kept on a pitch.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The market manager is Carys Pritchard, who handles bookings, inductions and pitch allocation. Health and safety questions go to the safety officer, Dev Malhotra. Complaints should be sent in writing to the board chair, Lorraine Healey. Fees are paid to the market's finance officer, Sam Okonjo.",
    "text",
  ],
];

const programmes: string[][] = [
  ["Programme", "Presenter", "Day", "Hours a week", "Started"],
  ["Morning Tide", "Gwen Adeyemi", "Weekdays", "15", "2011"],
  ["Folk Roots", "Alasdair Finch", "Sunday", "3", "2009"],
  ["Elmere Talks", "Nadia Kowalczyk", "Tuesday", "2", "2018"],
  ["Saturday Sport", "Callum Reid", "Saturday", "4", "2015"],
  ["Night Shift", "Tomasz Wrona", "Friday", "5", "2021"],
];

const application: [string, string][] = [
  ["Full name", "Megan Tranter"],
  ["Date of birth", "2 September 1998"],
  ["Address", "14 Quayside Terrace, Elmere"],
  ["Email", "megan.tranter@example.org"],
  ["Role wanted", "Trainee presenter"],
  ["Experience", "Student radio at Leeds, 2017 to 2020"],
  ["Available", "Weekday evenings"],
  ["DBS check held", "Yes, issued March 2024"],
  ["Emergency contact", "Owen Tranter (brother)"],
  ["Signed", "M. Tranter"],
  ["Date", "11 January 2026"],
];

function reviewPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Lakeside Community Radio", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Review 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Lakeside Community Radio broadcasts on 97.4 FM and online to the towns around Lake Elmere. It began broadcasting in 2009 and holds a community radio licence from Ofcom until 2030. The station is run by 84 volunteers and one paid part-time station manager, Hannah Lowther. Our chair is Rashid Osei.",
  );
  drawParagraph(
    document,
    "In 2025 we broadcast 2,312 hours of live programmes; the rest of the year was repeats and automated music. Our online stream averaged 3,450 listeners a month¹, up from 2,980 in 2024. Income was £61,200 and spending £57,850, leaving a surplus of £3,350.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(document, "A live programme is one presented in the studio as it goes out, as opposed to a pre-recorded one.");
  drawParagraph(document, "Drive time means the weekday slots from 7am to 9am and from 4pm to 6pm, when most people listen in the car.");
  drawParagraph(
    document,
    "A trainee presenter is a volunteer who has finished the station's six-week course but has not yet presented a programme alone.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "moved into a new studio above the Elmere library;",
    "trained 19 new presenters;",
    "broadcast the town's Remembrance service live for the first time;",
    "won the bronze award for Best Speech Programme at the Community Radio Awards.",
  ]);
  drawHeading(document, "Our programmes");
  drawColumns(document, programmes, [60, 170, 290, 370, 460], 110);
  drawParagraph(
    document,
    "Our largest cost was the transmitter site rent, at £9,400. In 2026 we plan to start a Polish-language programme and to replace the studio mixing desk.",
  );
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ Online figures are monthly averages of distinct listeners on our web stream; they do not include FM listeners, who cannot be counted.",
      60,
      760,
      { width: 475 },
    );
}

function formPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(16).text("Volunteer Application", 60, 60);
  document.moveDown(1);
  drawFields(document, application, 220);
  drawParagraph(document, "Volunteers must be 16 or over. Every volunteer completes the six-week course before going on air.");
}

// month, online listeners, volunteer hours, donations in pounds
const months: [string, number, number, number][] = [
  ["January", 3100, 1210, 820],
  ["February", 3050, 1150, 640],
  ["March", 3200, 1320, 710],
  ["April", 3300, 1280, 905],
  ["May", 3400, 1400, 760],
  ["June", 3350, 1360, 690],
  ["July", 3250, 1190, 540],
  ["August", 3150, 1100, 610],
  ["September", 3500, 1450, 880],
  ["October", 3700, 1720, 950],
  ["November", 4100, 1480, 1230],
  ["December", 4300, 1460, 2140],
];
if (months.reduce((sum, row) => sum + row[1], 0) / 12 !== 3450) throw new Error("listeners disagree with the review");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "street-food-market-trader-handbook-2026.docx"), handbook);
await writePdf(path.join(out, "lakeside-community-radio-review-2025.pdf"), "Lakeside Community Radio: Annual Review 2025", (document) => {
  reviewPage(document);
  document.addPage();
  formPage(document);
});
fs.writeFileSync(
  path.join(out, "lakeside-radio-monthly-2025.csv"),
  ["Month,Online listeners,Volunteer hours,Donations (£)", ...months.map((row) => row.join(","))].join("\n") + "\n",
);
