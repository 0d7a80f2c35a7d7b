/**
 * Writes the files made for round 14 of the real questions (scripts/eval-real/round14.json) into
 * scripts/eval-real/files/round14/, written before any run of round 14 by someone who did not read
 * Docent's answering code:
 *
 * - fenwick-astronomical-society-handbook-2026.docx: an amateur astronomy society's handbook for
 *   members (headings, terms defined as sentences of several shapes, one of them inside another's
 *   sentence, the steps to borrow a telescope and what is not allowed at the dark site as bullets
 *   under announcing lines, a table of the loan telescopes, fees, meetings, a safety rule, a date and
 *   a contact in sentences of unusual shape).
 * - kestrel-valley-mountain-rescue-report-2025.pdf, three pages: a volunteer mountain rescue team's
 *   annual report (figures in running text with a footnote, what its words mean, how to call the
 *   team, highlights as bullets); a table of callouts by incident type drawn in columns without
 *   rules, the money and the plans; the officers, training and thanks, on page 3 only.
 * - kestrel-valley-mrt-callouts-2025.xlsx: one sheet, one row per month (callouts, people helped,
 *   callout hours), whose totals agree with the report.
 *
 *   npx tsx scripts/eval-real/make-round14-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import * as XLSX from "xlsx";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round14");

const loanTelescopes: string[][] = [
  ["Telescope", "Type", "Aperture", "Loan period", "Deposit"],
  ["Skywatcher Heritage 130", "Reflector on a tabletop mount", "130 mm", "4 weeks", "£30"],
  ["Celestron NexStar 6SE", "Schmidt-Cassegrain with go-to mount", "150 mm", "2 weeks", "£80"],
  ["Skywatcher Dobsonian 200P", "Reflector on a Dobsonian mount", "200 mm", "4 weeks", "£60"],
  ["Coronado PST", "Solar telescope", "40 mm", "1 week", "£100"],
  ["Helios Apollo 15x70", "Binoculars", "70 mm", "6 weeks", "£20"],
];

const handbook: DocxLine[] = [
  ["Fenwick Astronomical Society: Members' Handbook 2026", "title"],
  ["Adopted by the committee on 9 February 2026. It replaces the handbook of 2022.", "text"],
  ["About the society", "heading"],
  [
    "The Fenwick Astronomical Society brings together amateur astronomers in and around Fenwick and the Tarn Valley. It was founded in 1978 and had 164 members at the start of 2026, 29 of them juniors under 16. Beginners are as welcome as experienced observers, and no one needs to own a telescope to join.",
    "text",
  ],
  ["Membership", "heading"],
  [
    "Membership runs from 1 September to 31 August. Adult membership costs £32 a year, concessions £18 and juniors £8; a family membership, for two adults and their children under 16, costs £55. Members may bring a guest to two indoor meetings before deciding whether to join.",
    "text",
  ],
  ["Words used in this handbook", "heading"],
  [
    "A dark site is any observing place far enough from street lights for the Milky Way to be seen with the naked eye; ours is the lower car park at Greenhow Forest, eleven miles north of Fenwick.",
    "text",
  ],
  [
    "By a clear-sky call we mean the text message the observing secretary sends, usually by 4pm on the day, when the forecast is good enough for an observing session at the dark site that night.",
    "text",
  ],
  [
    "Seeing is how steady the air is: on a night of good seeing the stars hardly twinkle and the planets show fine detail. It is not the same as transparency, which is how clear the air is of haze and cloud.",
    "text",
  ],
  ["A star party is a weekend when members camp at the dark site and observe through both nights.", "text"],
  ["The loan scheme lets members take one of the society's instruments home to use on their own.", "text"],
  ["Meetings", "heading"],
  [
    "Indoor meetings are held at 7.30pm on the second Wednesday of each month from September to June, in the Jubilee Room of Fenwick Library. Each has a talk, usually by a visiting speaker, followed by tea and a short guide to what is in the sky in the coming month.",
    "text",
  ],
  ["Borrowing a telescope", "heading"],
  ["To borrow an instrument from the loan scheme, a member must:", "text"],
  ["have been a member for at least three months;", "bullet"],
  ["book it with the equipment officer at an indoor meeting;", "bullet"],
  ["pay the deposit shown in the table below, which is returned when the instrument comes back undamaged;", "bullet"],
  ["attend one of the short handling sessions held before each indoor meeting.", "bullet"],
  ["Loan instruments", "heading"],
  ["The society owns the following instruments for lending.", "text"],
  [loanTelescopes, "table"],
  [
    "Never look at the Sun through any telescope or binoculars unless a society solar filter is fitted. The Coronado PST is the only loan instrument made for looking at the Sun.",
    "text",
  ],
  ["At the dark site", "heading"],
  ["At the dark site, members must not:", "text"],
  ["shine white torches or phone screens without a red filter;", "bullet"],
  ["bring dogs;", "bullet"],
  ["light fires or barbecues;", "bullet"],
  ["drive onto the grass of the observing field.", "bullet"],
  ["Star parties", "heading"],
  [
    "The spring star party, weather permitting, will begin not over the Easter weekend, as in past years, but on the evening of the April new Moon, which in 2026 falls on Friday the 17th, and end on the Sunday morning. The autumn star party is held in October.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "Our chair is Dr Anand Mistry. The observing secretary, who sends the clear-sky calls, is Lucy Baines; the equipment officer, who runs the loan scheme, is Rhys Morgan; and the treasurer is Helen Cartwright.",
    "text",
  ],
  [
    "Should you arrive on an observing night to find the Greenhow Forest barrier down and locked, it is not the forest office you want but our site warden, Gwen Pryce-Jones, who keeps the key and can be reached on 07700 900672.",
    "text",
  ],
];

const incidents: string[][] = [
  ["Incident type", "Callouts", "People helped", "Hours"],
  ["Lower leg injury", "41", "41", "932"],
  ["Lost or overdue walker", "38", "52", "1,104"],
  ["Cragfast", "12", "15", "298"],
  ["Medical (illness)", "21", "21", "410"],
  ["Mountain bike accident", "9", "9", "187"],
  ["Search for a missing person", "7", "7", "311"],
  ["Other", "9", "6", "44"],
];
const incidentTotal = (column: number) => incidents.slice(1).reduce((sum, row) => sum + Number(row[column]!.replace(",", "")), 0);
if (incidentTotal(1) !== 137 || incidentTotal(2) !== 151 || incidentTotal(3) !== 3286)
  throw new Error("the incident table disagrees with the report");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Kestrel Valley Mountain Rescue Team", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Kestrel Valley Mountain Rescue Team is a voluntary search and rescue team covering 420 square miles of fell and moorland around the Kestrel Valley, from its base in the old fire station at Brackenthwaite. It is a registered charity, founded in 1964, with 48 operational members, all unpaid volunteers on call day and night, every day of the year.",
  );
  drawParagraph(
    document,
    "In 2025 the team was called out 137 times¹, up from 98 in 2024, and helped 151 people, against 127 the year before. Members gave 9,420 hours in all to callouts, training and fundraising, 3,286 of them on callouts.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "A hasty party is the first small group of members sent out fast and light to reach a casualty, while the rest of the team follows with the stretcher and kit.",
  );
  drawParagraph(document, "Cragfast describes a person stuck on a crag or ledge, unable to move safely up or down.");
  drawParagraph(
    document,
    "A stand-down is a callout cancelled before it is finished, most often because the missing walker has turned up safe.",
  );
  drawHeading(document, "How to call us");
  drawParagraph(
    document,
    "We cannot be called directly: whoever needs us should dial 999 (or 112), ask for the police, and then ask for mountain rescue.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "took delivery of a new Land Rover Defender ambulance;",
    "trained six new operational members;",
    "gave 14 mountain safety talks to schools and walking groups;",
    "helped a neighbouring team with a two-day search on the Harrowfell ridge in August.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text("¹ Counted from the police incident log. The 16 callouts that were stood down before the team left base are included.", 60, 760, {
      width: 475,
    });
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Callouts by type of incident");
  drawColumns(document, incidents, [60, 270, 360, 460], 200);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Income was £186,400, of which £71,200 came from donations and £38,500 from the Brackenthwaite Round fell race. Spending was £142,750, including £64,000 towards the new ambulance, which leaves £43,650 to go into the vehicle replacement fund.",
  );
  drawHeading(document, "Plans for 2026");
  drawParagraph(
    document,
    "In 2026 we plan to replace our radios with a digital system, to train two more members as drone pilots and to open the base to the public on an open day in June.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Team officers");
  drawParagraph(
    document,
    "The team leader is Mags Ellwood, with two deputy leaders, Tom Birkett and Ashok Patel. The chair of trustees is the Revd Claire Denholm and the treasurer is Ian Fothergill. The team doctor is Dr Sian Roberts.",
  );
  drawHeading(document, "Training");
  drawParagraph(
    document,
    "Every operational member trains on two evenings a month and one weekend a quarter, and renews the Casualty Care certificate every three years. In 2025 eleven members passed the certificate.",
  );
  drawHeading(document, "Thank you");
  drawParagraph(
    document,
    "We thank the Kestrel Valley Farmers' Group, who let the air ambulance land on their fields, the organisers of the Brackenthwaite Round, and the 2,300 people who gave to our winter appeal.",
  );
}

// month, callouts, people helped, callout hours
const months: [string, number, number, number][] = [
  ["January", 6, 6, 188],
  ["February", 4, 4, 164],
  ["March", 8, 9, 205],
  ["April", 13, 14, 296],
  ["May", 15, 17, 318],
  ["June", 16, 18, 334],
  ["July", 19, 22, 412],
  ["August", 21, 24, 471],
  ["September", 12, 13, 287],
  ["October", 10, 11, 256],
  ["November", 8, 8, 178],
  ["December", 5, 5, 177],
];
const monthTotal = (column: 1 | 2 | 3) => months.reduce((sum, row) => sum + row[column], 0);
if (monthTotal(1) !== 137 || monthTotal(2) !== 151 || monthTotal(3) !== 3286)
  throw new Error("the monthly sheet disagrees with the report");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "fenwick-astronomical-society-handbook-2026.docx"), handbook);
await writePdf(
  path.join(out, "kestrel-valley-mountain-rescue-report-2025.pdf"),
  "Kestrel Valley Mountain Rescue Team: Annual Report 2025",
  (document) => {
    firstPage(document);
    document.addPage();
    secondPage(document);
    document.addPage();
    thirdPage(document);
  },
);
const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(
  book,
  XLSX.utils.aoa_to_sheet([["Month", "Callouts", "People helped", "Callout hours"], ...months]),
  "Callouts 2025",
);
fs.writeFileSync(path.join(out, "kestrel-valley-mrt-callouts-2025.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
