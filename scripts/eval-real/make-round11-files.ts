/**
 * Writes the files made for round 11 of the real questions (scripts/eval-real/round11.json) into
 * scripts/eval-real/files/round11/, written before any run of round 11 by someone who did not read
 * Docent's answering code:
 *
 * - allotment-tenancy-rules.docx: an allotment society's plot tenancy rules (headings, a section of
 *   definitions written as sentences, the steps to get a plot and the things not allowed as bullets
 *   under announcing lines, rents, limits, inspection rules, dates and named officers in running text).
 * - rowing-club-season-report-2025.pdf, two pages: a rowing club's season report (facts in running
 *   text, what its words mean, highlights as bullets, a table of boats drawn in columns without
 *   rules); a filled-in junior membership application form (label/value lines).
 * - rowing-outings-2025.csv: one row per month (outings, kilometres rowed, days lost to weather),
 *   whose totals agree with the report.
 *
 *   npx tsx scripts/eval-real/make-round11-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawFields, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round11");

const rules: DocxLine[] = [
  ["Greenbank Allotment Society: Plot Tenancy Rules", "title"],
  ["Adopted at the annual general meeting on 14 March 2026. These rules apply from 1 April 2026 and replace the rules of 2019.", "text"],
  ["About the site", "heading"],
  [
    "Greenbank Allotments has 64 plots on land leased from Dunmore Town Council on Quarry Road. The site is run by a volunteer committee of seven. The gates are open from 7am until dusk every day, and the padlock combination is changed every October.",
    "text",
  ],
  ["What some words mean", "heading"],
  ["A full plot is an area of 250 square metres; a half plot is 125 square metres.", "text"],
  ["A co-worker is someone named on the tenancy who may work the plot alongside the tenant but does not hold it.", "text"],
  ["A cultivation inspection is a walk round the site by two committee members to check that every plot is being worked.", "text"],
  ["The waiting list is the register of people who have asked for a plot, kept in the order their applications arrived.", "text"],
  ["A non-cultivation notice is a written warning given when less than three quarters of a plot is being worked.", "text"],
  ["Rent and deposits", "heading"],
  [
    "Rent for a full plot is £68 a year and for a half plot £36 a year. Tenants aged over 65 or receiving Universal Credit pay half rent. Rent is due on 1 April and must be paid within 40 days. New tenants pay a key deposit of £25, which is returned when the key comes back.",
    "text",
  ],
  ["Getting a plot", "heading"],
  ["To take on a plot, you must:", "text"],
  ["put your name on the waiting list;", "bullet"],
  ["visit the site with the lettings officer;", "bullet"],
  ["sign the tenancy agreement;", "bullet"],
  ["pay the rent and the key deposit.", "bullet"],
  ["What you may keep and build", "heading"],
  [
    "Each plot may have one shed no larger than 2.4 m by 1.8 m, and one greenhouse. Hens may be kept on full plots only, up to six birds, and cockerels are not allowed. Water comes from eight troughs around the site; hosepipes are not permitted.",
    "text",
  ],
  ["Not allowed on the site", "heading"],
  ["The following are not allowed:", "text"],
  ["bonfires between May and September;", "bullet"],
  ["carpet used as a weed cover;", "bullet"],
  ["selling produce for profit;", "bullet"],
  ["fruit trees on anything but dwarf rootstock;", "bullet"],
  ["dogs off the lead.", "bullet"],
  ["Inspections and ending a tenancy", "heading"],
  [
    "Cultivation inspections take place in May, July and September. A tenant who receives a non-cultivation notice has 28 days to put the plot right; after a second notice in the same year the committee may end the tenancy with one month's notice. A tenant who wants to give up a plot must tell the secretary in writing.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The chair is Moira Dalgleish. The lettings officer, who keeps the waiting list, is Priya Raman. The secretary is Tom Ellery, and rent is paid to the treasurer, Bernard Okafor.",
    "text",
  ],
];

const boats: string[][] = [
  ["Boat", "Type", "Seats", "Km rowed", "Outings"],
  ["Margaret Laing", "Eight", "9", "3,120", "96"],
  ["Kessock Flyer", "Coxed four", "5", "4,870", "231"],
  ["Grey Heron", "Double scull", "2", "2,940", "188"],
  ["Selkie", "Single scull", "1", "1,655", "142"],
  ["Old Tom", "Coxless four", "4", "3,410", "205"],
];

const application: [string, string][] = [
  ["Junior's name", "Aoife Brennan"],
  ["Date of birth", "19 May 2011"],
  ["School", "Dunmore Academy"],
  ["Parent or guardian", "Siobhan Brennan"],
  ["Phone", "07700 900412"],
  ["Can swim 50 metres", "Yes"],
  ["Medical conditions", "Mild asthma (inhaler kept in kit bag)"],
  ["Preferred sessions", "Saturday mornings"],
  ["Photo consent", "No"],
  ["Signed", "S. Brennan"],
  ["Date", "8 January 2026"],
];

function reportPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Harbour Lane Rowing Club", 60, 60);
  document.font("Helvetica").fontSize(14).text("Season Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Harbour Lane Rowing Club rows on the tidal river below Kessock Bridge. It was founded in 1962 and today has 146 members, 38 of them juniors. Our head coach is Ingrid Solberg and our captain is Daniel Mbeki.",
  );
  drawParagraph(
    document,
    "In 2025 our crews rowed 18,460 km in 1,032 outings, up from 15,930 km in 2024. We raced at 11 regattas and won 23 races, among them the women's coxed four at the Tay Regatta in June. Yearly fees stayed at £240 for adults and £90 for juniors.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(document, "A sculler is a rower who uses two oars, one in each hand; a sweep rower holds a single oar with both hands.");
  drawParagraph(document, "The cox steers the boat and calls the rhythm but does not row.");
  drawParagraph(document, "An outing is one trip on the water by one crew, however long.");
  drawHeading(document, "Highlights");
  drawParagraph(document, "This season we:");
  drawBullets(document, [
    "bought a new eight, the Margaret Laing, for £38,500;",
    "ran a learn-to-row course for 52 adults;",
    "repaired the pontoon after the February storm;",
    "hosted the first Harbour Lane Head race in October.",
  ]);
  drawHeading(document, "Our boats");
  drawColumns(document, boats, [60, 200, 310, 370, 450], 110);
  drawParagraph(
    document,
    "Our biggest cost was the boathouse insurance, at £4,750. In 2026 we plan to replace the boathouse roof and to start a para-rowing group.",
  );
}

function formPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(16).text("Junior Membership Application", 60, 60);
  document.moveDown(1);
  drawFields(document, application, 240);
  drawParagraph(document, "Juniors must be aged 11 to 17 and able to swim 50 metres in light clothing.");
}

// month, outings, km rowed, days lost to weather
const months: [string, number, number, number][] = [
  ["January", 42, 610, 9],
  ["February", 38, 540, 12],
  ["March", 71, 1150, 6],
  ["April", 95, 1620, 4],
  ["May", 118, 2110, 2],
  ["June", 124, 2280, 1],
  ["July", 121, 2350, 0],
  ["August", 112, 2190, 2],
  ["September", 101, 1880, 3],
  ["October", 94, 1720, 5],
  ["November", 67, 1140, 8],
  ["December", 49, 870, 10],
];
if (months.reduce((sum, row) => sum + row[1], 0) !== 1032) throw new Error("outings disagree with the report");
if (months.reduce((sum, row) => sum + row[2], 0) !== 18460) throw new Error("kilometres disagree with the report");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "allotment-tenancy-rules.docx"), rules);
await writePdf(path.join(out, "rowing-club-season-report-2025.pdf"), "Harbour Lane Rowing Club: Season Report 2025", (document) => {
  reportPage(document);
  document.addPage();
  formPage(document);
});
fs.writeFileSync(
  path.join(out, "rowing-outings-2025.csv"),
  ["Month,Outings,Km rowed,Days lost to weather", ...months.map((row) => row.join(","))].join("\n") + "\n",
);
