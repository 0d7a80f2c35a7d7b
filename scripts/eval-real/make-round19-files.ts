/**
 * Writes the 3 files made for round 19 of the real questions (scripts/eval-real/round19.json) into
 * scripts/eval-real/files/round19/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round19-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round19");

const kilns: string[][] = [
  ["Kiln", "Type", "Highest temperature", "Used for", "Cost per firing"],
  ["Big Bertha", "Electric", "1,280°C", "Stoneware glaze firings", "£25"],
  ["Little Kiln", "Electric", "1,100°C", "Bisque and earthenware", "£12"],
  ["Test Kiln", "Electric", "1,250°C", "Glaze tests", "£6"],
  ["Raku Barrel", "Gas", "1,000°C", "Raku firings, outdoors only", "£18"],
];
if (kilns.length !== 5) throw new Error("the kilns table disagrees with the handbook");

const handbook: DocxLine[] = [
  ["Kilnhouse Pottery Studio: Members' Handbook 2026", "title"],
  ["Agreed by the studio's management group on 14 February 2026. It replaces the handbook of 2023.", "text"],
  ["About the studio", "heading"],
  [
    "Kilnhouse Pottery Studio was set up in 2009 in the former Aitken's bakery on Mill Wynd, Dunmarron. It is a co-operative owned by its members: at the start of 2026 it had 86 members, 9 potter's wheels and 4 kilns. The studio is open to members from 10am to 10pm, Tuesday to Sunday; it is closed on Mondays for cleaning.",
    "text",
  ],
  ["Membership and charges", "heading"],
  [
    "Full membership costs £48 a month and off-peak membership, which covers weekdays before 5pm only, £30 a month; students in full-time education pay £22 a month. A shelf for work in progress costs a further £6 a month. Clay can be bought from the studio store at £14 for a 12.5 kg bag.",
    "text",
  ],
  ["Words used in this handbook", "heading"],
  [
    "Bisque firing is the first firing of a pot, at about 1,000°C, which turns dried clay into hard but porous ware that is ready to be glazed.",
    "text",
  ],
  [
    "Wedging, that is, kneading clay on the bench to push out the air bubbles before it goes on the wheel, must be done on the plaster slab by the back window and nowhere else.",
    "text",
  ],
  [
    "By greenware we mean pots that have been made and left to dry but have not yet been fired, which break very easily and must be kept on the green shelf until they are loaded.",
    "text",
  ],
  [
    "The kiln log, a book kept by the kiln room door in which every firing is written down with its date, its top temperature and the name of whoever loaded it, must be filled in before a kiln is switched on.",
    "text",
  ],
  ["Our kilns", "heading"],
  ["Members book a kiln on the sheet in the kiln room; the charge for a firing is taken by direct debit.", "text"],
  [kilns, "table"],
  ["Only members who have passed the kiln induction may load or fire a kiln.", "text"],
  ["Closing the studio", "heading"],
  ["The last member to leave at night must:", "text"],
  ["switch off the wheels and the pug mill at the wall;", "bullet"],
  ["wipe the benches down with a damp sponge, and never sweep dry clay dust;", "bullet"],
  ["check that the kiln room door is locked;", "bullet"],
  ["set the alarm with the code on the noticeboard, and lock the front door.", "bullet"],
  ["Glazes and safety", "heading"],
  [
    "Glazes are mixed in the glaze room only, wearing a dust mask and gloves. No food or drink may be taken into the glaze room, and the sinks have a clay trap which must never be bypassed.",
    "text",
  ],
  ["Open weekend", "heading"],
  [
    "The studio's open weekend, which is usually held on the last weekend of May, will this year, since the town gala falls on that weekend, be held a fortnight later instead, on Saturday the 13th and Sunday the 14th of June, from 11am until 4pm; every member is asked to give at least one two-hour shift.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The studio's convenor, who chairs the management group, is Fiona MacAskill. Memberships and direct debits are handled by Tomasz Zielinski; the treasurer is Callum Reid; and the glaze room and its materials are looked after by Adaeze Okafor.",
    "text",
  ],
  [
    "If a kiln alarm sounds or a firing seems to be going wrong, do not open the kiln, and do not ring the convenor either, but text the kiln technician, Ruaridh Beaton, on 07700 900318, at any hour of the day or night.",
    "text",
  ],
];

const bells: string[][] = [
  ["Bell", "Note", "Weight (kg)", "Year cast", "Cast by"],
  ["Treble", "F", "198", "1894", "Warner"],
  ["Second", "E", "211", "1894", "Warner"],
  ["Third", "D", "246", "1894", "Warner"],
  ["Fourth", "C", "279", "1921", "Taylor"],
  ["Fifth", "B flat", "335", "1921", "Taylor"],
  ["Sixth", "A", "402", "1894", "Warner"],
  ["Seventh", "G", "487", "1950", "Gillett & Johnston"],
  ["Tenor", "F", "612", "1894", "Warner"],
];
const weights = bells.slice(1).reduce((sum, row) => sum + Number(row[2]), 0);
if (bells.length !== 9 || weights !== 2770) throw new Error("the bells table disagrees with the report");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("St Ebba's Bellringers, Coldhaugh", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "The St Ebba's Bellringers are the band who ring the eight bells in the tower of St Ebba's Church, Coldhaugh. The band was formed in 1894, when the first bells were hung, and had 37 ringers at the end of 2025, the youngest of them 12 and the oldest 84.",
  );
  drawParagraph(
    document,
    "In 2025 we rang for 52 Sunday services, 19 weddings and 4 funerals, and rang 7 quarter peals and 2 full peals. Ringers came to practice 782 times over the year, and the band's income was £6,850¹, against £5,200 in 2024.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "A quarter peal is about 45 minutes of ringing without a pause, in which the bells ring at least 1,260 different orders, called changes.",
  );
  drawParagraph(
    document,
    "Rounds, which every learner starts with, is the ringing of the bells one after another from the lightest to the heaviest, over and over, with no change of order.",
  );
  drawParagraph(document, "We call the ringer who calls out the changes during a touch the conductor.");
  drawHeading(document, "How to learn");
  drawParagraph(
    document,
    "Anyone aged 11 or over who can climb the 64 steps of the tower can learn to ring, and lessons are free. Learners are taught one at a time on Tuesday evenings from 6.30pm, before the band's practice at 7.30pm: come to the small door at the foot of the tower, on Kirk Lane.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "came second in the Tynedale striking competition in March;",
    "taught 6 new ringers, 4 of them under 18;",
    "rang a quarter peal on 8 May for the 80th anniversary of VE Day;",
    "opened the tower to 310 visitors on our open day in June.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ Includes a grant of £1,200 from the Northumbria Church Bells Fund, given to pay for new ropes for the four heaviest bells.",
      60,
      760,
      { width: 475 },
    );
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Our bells");
  drawParagraph(document, "The eight bells below hang in the tower; the heaviest, the tenor, is rung last.");
  drawColumns(document, bells, [60, 160, 230, 320, 400], 120);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Wedding fees brought in £3,420, donations £1,730, the Bells Fund grant £1,200 and our share of the church fete £500. We spent £5,940, of which £2,600 went on new ropes, £1,150 on insurance and £780 on servicing the bells' bearings. The year ended with £4,310 in the bell fund.",
  );
  drawHeading(document, "Plans for 2026");
  drawParagraph(
    document,
    "In 2026 we plan to fit a sound-proofed ringing chamber ceiling, to ring a full peal for the 750th anniversary of the church, and to start a Saturday morning class for young ringers.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Officers");
  drawParagraph(
    document,
    "The band's officers for 2025 were Margaret Elliot, the tower captain, who leads the band and runs the practices, Declan Hume, the secretary, Priya Raman, the treasurer, and Stuart Armstrong, the steeple keeper, who looks after the bells, ropes and frame.",
  );
  drawHeading(document, "Thank you");
  drawParagraph(
    document,
    "We thank the vicar and churchwardens of St Ebba's for the use of the tower, Coldhaugh Rotary Club for the new ringing-chamber heater, and the Hexham ringers for lending us two ringers for the wedding season.",
  );
}

// month, Sunday services rung, weddings, quarter peals, practice attendances, main event
const months: [string, number, number, number, number, string][] = [
  ["2025-01", 4, 0, 1, 58, "New Year ringing"],
  ["2025-02", 4, 0, 0, 61, "Practice"],
  ["2025-03", 5, 1, 1, 72, "Striking competition"],
  ["2025-04", 4, 2, 1, 66, "Easter"],
  ["2025-05", 4, 3, 0, 70, "Practice"],
  ["2025-06", 5, 4, 1, 64, "Tower open day"],
  ["2025-07", 4, 3, 0, 49, "Practice"],
  ["2025-08", 5, 2, 1, 41, "Summer break"],
  ["2025-09", 4, 3, 0, 75, "Practice"],
  ["2025-10", 4, 1, 1, 80, "Harvest festival"],
  ["2025-11", 5, 0, 0, 77, "Remembrance Sunday"],
  ["2025-12", 4, 0, 1, 69, "Christmas"],
];
const total = (column: 1 | 2 | 3 | 4) => months.reduce((sum, row) => sum + row[column], 0);
if (months.length !== 12 || total(1) !== 52 || total(2) !== 19 || total(3) !== 7 || total(4) !== 782) {
  throw new Error("the ringing log disagrees with the report");
}

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "kilnhouse-pottery-studio-handbook-2026.docx"), handbook);
await writePdf(
  path.join(out, "st-ebbas-bellringers-report-2025.pdf"),
  "St Ebba's Bellringers, Coldhaugh: Annual Report 2025",
  (document) => {
    firstPage(document);
    document.addPage();
    secondPage(document);
    document.addPage();
    thirdPage(document);
  },
);
fs.writeFileSync(
  path.join(out, "st-ebbas-ringing-log-2025.csv"),
  [["Month", "Sunday services rung", "Weddings", "Quarter peals", "Practice attendances", "Main event"], ...months]
    .map((row) => row.join(","))
    .join("\n") + "\n",
);
