/**
 * Writes the files made for round 15 of the real questions (scripts/eval-real/round15.json) into
 * scripts/eval-real/files/round15/, written before any run of round 15 by someone who did not read
 * Docent's answering code:
 *
 * - wrenfield-beekeepers-apiary-handbook-2026.docx: a beekeepers' association's handbook for members
 *   (headings, terms defined as sentences of several shapes, one of them inside another's sentence,
 *   what to do before opening a hive and what to do about a swarm as bullets under announcing lines,
 *   a table of the association's apiaries, fees, meetings, a safety rule, a date and a contact in
 *   sentences of unusual shape).
 * - castlemere-community-choir-report-2025.pdf, three pages: a community choir's annual report
 *   (figures in running text with a footnote, what its words mean, how to join, highlights as
 *   bullets); a table of singers by voice part drawn in columns without rules, the money and the
 *   plans; the officers, the musical director and the thanks, on page 3 only.
 * - castlemere-choir-concerts-2025.csv: one row per concert (date, concert, venue, audience, the
 *   charity it raised money for and how much), whose totals agree with the report.
 *
 *   npx tsx scripts/eval-real/make-round15-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round15");

const apiaries: string[][] = [
  ["Apiary", "Where", "Colonies", "Open to members", "Apiary manager"],
  ["Home apiary", "Behind the Wrenfield Agricultural College glasshouses", "14", "Saturdays, April to September", "Pete Okonjo"],
  ["Mill Lane", "Corner of the Mill Lane allotments", "6", "Sundays, May to August", "Ruth Hallam"],
  ["Copse Farm", "Edge of the orchard at Copse Farm, Little Ashby", "9", "By arrangement only", "Dev Sharma"],
  ["Heather out-apiary", "Brindle Moor, above Scarth Gill", "4", "August only, for the heather flow", "Pete Okonjo"],
];

const handbook: DocxLine[] = [
  ["Wrenfield & District Beekeepers' Association: Apiary Handbook 2026", "title"],
  ["Agreed at the annual general meeting on 14 March 2026. It replaces the apiary rules of 2021.", "text"],
  ["About the association", "heading"],
  [
    "The Wrenfield & District Beekeepers' Association supports people who keep honey bees in and around Wrenfield and the Ashby villages. It was formed in 1952 and had 118 members at the start of 2026, who between them look after about 430 colonies. New beekeepers are welcome: the association lends a hive to each beginner for their first season.",
    "text",
  ],
  ["Membership", "heading"],
  [
    "Membership runs with the calendar year. A full member pays £38, which includes insurance for up to ten colonies; a partner at the same address pays £12; and a supporting member, who keeps no bees, pays £15. The beginners' course costs £95 and includes the first year's membership.",
    "text",
  ],
  ["Words used in this handbook", "heading"],
  ["A colony is one family of bees, with its queen, workers and drones, living in one hive.", "text"],
  [
    "By an inspection we mean opening a hive and looking at each frame in turn to check the queen is laying, the colony has room and stores, and there is no sign of disease; in summer this is done every seven to nine days.",
    "text",
  ],
  [
    "Swarming is how a colony reproduces: the old queen leaves with about half the workers to find a new home. It is different from absconding, in which the whole colony abandons the hive, usually because of disease or disturbance.",
    "text",
  ],
  ["Supers are the boxes placed on top of the brood box where the bees store the honey we take.", "text"],
  ["The nectar flow, the weeks when plants give nectar freely, decides when supers go on and when honey is taken off.", "text"],
  ["Meetings", "heading"],
  [
    "Winter meetings are held at 7.45pm on the first Thursday of each month from October to March, in the Old School Room behind St Oswald's church, Wrenfield. In summer, members meet instead at the home apiary on Saturday afternoons for open inspections, weather permitting.",
    "text",
  ],
  ["Before you open a hive", "heading"],
  ["Before opening any association hive, a member must:", "text"],
  ["tell the apiary manager which hive they mean to open, and when;", "bullet"],
  ["wear a full veil, and gloves that can be washed or thrown away;", "bullet"],
  ["light the smoker with clean fuel, never with treated wood or paper with print on it;", "bullet"],
  ["write what they saw on the hive record card kept under the roof.", "bullet"],
  ["Association apiaries", "heading"],
  ["The association keeps bees at these sites.", "text"],
  [apiaries, "table"],
  [
    "Anyone who has ever had a strong reaction to a sting must not work at the association apiaries until they have spoken to their doctor, and must carry their own adrenaline pen.",
    "text",
  ],
  ["If you see a swarm", "heading"],
  ["If a member of the public reports a swarm to you:", "text"],
  ["ask where it is, how high, and how long it has been there;", "bullet"],
  ["make sure it is honey bees and not wasps or bumblebees;", "bullet"],
  ["pass it to the swarm coordinator, who keeps the list of members willing to collect;", "bullet"],
  ["never try to collect a swarm from a chimney or a wall cavity.", "bullet"],
  ["Honey show", "heading"],
  [
    "The honey show, which in the past was held on the last Saturday of September, will this year be run not in September at all but as part of the Wrenfield Harvest Fair, on Sunday the 4th of October, in the Corn Exchange. Entries must be handed in by 10am on the day.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "Our president is Margaret Thwaite. The secretary, who takes the bookings for the beginners' course, is Colin Barraclough; the treasurer is Anita Desai; and the swarm coordinator is Fergus Lowe.",
    "text",
  ],
  [
    "Anyone who suspects foulbrood in a colony, at an association apiary or their own, should not move any frames or equipment, and should speak first, not to the apiary manager, but to our bee health officer, Janet Ormerod, whose number, 07700 900418, is also pinned up in every apiary shed.",
    "text",
  ],
];

const voiceParts: string[][] = [
  ["Voice part", "Singers", "Joined in 2025", "Section leader"],
  ["Sopranos", "27", "5", "Bethan Lloyd"],
  ["Altos", "31", "3", "Priya Nair"],
  ["Tenors", "12", "4", "Graham Oduya"],
  ["Basses", "16", "2", "Stuart McKenna"],
];
const partTotal = (column: number) => voiceParts.slice(1).reduce((sum, row) => sum + Number(row[column]), 0);
if (partTotal(1) !== 86 || partTotal(2) !== 14) throw new Error("the voice part table disagrees with the report");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Castlemere Community Choir", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Castlemere Community Choir is a non-auditioned choir for adults of every age and ability, founded in 1991. It rehearses on Tuesday evenings from 7.15pm to 9.15pm in St Bede's church hall, Castlemere, and had 86 singers at the end of 2025, 14 of whom joined during the year.",
  );
  drawParagraph(
    document,
    "In 2025 the choir gave 11 concerts, up from 8 in 2024, to audiences of 3,140 people in all, and raised £12,860 for local charities¹, against £9,410 the year before.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(document, "A sectional is a rehearsal for one voice part on its own, usually with its section leader.");
  drawParagraph(
    document,
    "Divisi, printed over the music, tells a voice part to split into two or more lines, so that some sopranos, say, sing the upper line and the rest the lower.",
  );
  drawParagraph(
    document,
    "We call a concert a scratch sing when anyone may turn up on the day, learn a piece in the afternoon and perform it in the evening.",
  );
  drawHeading(document, "How to join");
  drawParagraph(
    document,
    "There is no audition and no need to read music: come to any Tuesday rehearsal, sing with us for three weeks free of charge, and then tell the membership secretary if you would like to stay.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "sang Fauré's Requiem with the Castlemere Sinfonia in May;",
    "held our first scratch sing, of Handel's Messiah, with 140 singers;",
    "recorded a CD of carols, which sold 420 copies;",
    "sang at the reopening of Castlemere railway station in September.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ Includes £1,940 collected in buckets at the two carol singing evenings at Castlemere station, which were not concerts and are not counted in the concert figures.",
      60,
      760,
      { width: 475 },
    );
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Singers by voice part");
  drawColumns(document, voiceParts, [60, 200, 290, 400], 150);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Subscriptions brought in £15,480 and ticket sales £8,230. The choir spent £21,970, of which £13,500 went on the musical director's and accompanist's fees and £3,150 on hiring music. The year ended with £4,870 in the choir's own account, apart from the money raised for charities.",
  );
  drawHeading(document, "Plans for 2026");
  drawParagraph(
    document,
    "In 2026 we plan to sing Haydn's Creation in the spring, to visit our twin town's choir in Lanvallec in July, and to start a children's choir on Saturday mornings.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Officers and staff");
  drawParagraph(
    document,
    "The chair is Fiona Gallagher and the treasurer is Raj Malhotra. The membership secretary is Denise Harcourt, and the music librarian is Owen Pritchard. Our musical director is Elena Vasquez, who has led the choir since 2017, and our accompanist is Michael Tan.",
  );
  drawHeading(document, "Thank you");
  drawParagraph(
    document,
    "We thank the vicar and churchwardens of St Bede's for the use of the hall, Castlemere Rotary Club, who paid for the printing of our programmes, and the Castlemere Sinfonia for playing with us at no charge.",
  );
}

// date, concert, venue, audience, raised for, raised (£)
const concerts: [string, string, string, number, string, number][] = [
  ["2025-02-15", "Winter Warmers", "St Bede's Church", 180, "Castlemere Food Bank", 620],
  ["2025-03-29", "Songs of the Sea", "Castlemere Methodist Church", 210, "RNLI Castlemere", 740],
  ["2025-05-17", "Fauré Requiem", "St Mary's Priory Church", 460, "St Anne's Hospice", 1850],
  ["2025-06-14", "Summer Serenade", "Castlemere Park bandstand", 390, "Castlemere Park Friends", 880],
  ["2025-07-05", "Music for a Summer Evening", "Ashcombe Hall", 240, "Ashcombe Village Hall Fund", 760],
  ["2025-09-20", "Station Reopening Concert", "Castlemere railway station", 350, "Castlemere Food Bank", 540],
  ["2025-10-11", "Autumn Songbook", "St Bede's Church", 170, "Mind in Castlemere", 590],
  ["2025-11-08", "Remembrance Concert", "Castlemere Town Hall", 280, "Royal British Legion", 1120],
  ["2025-11-29", "Messiah Scratch Sing", "St Mary's Priory Church", 310, "St Anne's Hospice", 1460],
  ["2025-12-13", "Carols by Candlelight", "St Bede's Church", 300, "Castlemere Food Bank", 1370],
  ["2025-12-20", "Christmas at the Town Hall", "Castlemere Town Hall", 250, "Children's Ward, Castlemere General", 990],
];
const audience = concerts.reduce((sum, row) => sum + row[3], 0);
const raised = concerts.reduce((sum, row) => sum + row[5], 0);
if (concerts.length !== 11 || audience !== 3140 || raised + 1940 !== 12860) throw new Error("the concerts file disagrees with the report");

const csvCell = (value: string | number) => (/[",]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "wrenfield-beekeepers-apiary-handbook-2026.docx"), handbook);
await writePdf(
  path.join(out, "castlemere-community-choir-report-2025.pdf"),
  "Castlemere Community Choir: Annual Report 2025",
  (document) => {
    firstPage(document);
    document.addPage();
    secondPage(document);
    document.addPage();
    thirdPage(document);
  },
);
fs.writeFileSync(
  path.join(out, "castlemere-choir-concerts-2025.csv"),
  [["Date", "Concert", "Venue", "Audience", "Raised for", "Raised (£)"], ...concerts].map((row) => row.map(csvCell).join(",")).join("\n") +
    "\n",
);
