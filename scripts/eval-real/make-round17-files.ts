/**
 * Writes the 3 files made for round 17 of the real questions (scripts/eval-real/round17.json) into
 * scripts/eval-real/files/round17/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round17-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round17");

const teams: string[][] = [
  ["Team", "Match format", "Squad size", "Sunday kick-off", "Manager"],
  ["Under-8s", "5 a side", "12", "9.30am", "Priya Nandakumar"],
  ["Under-10s", "7 a side", "14", "10.00am", "Declan Furey"],
  ["Under-12s", "9 a side", "16", "10.30am", "Ruth Okonjo"],
  ["Under-14s", "11 a side", "18", "11.00am", "Declan Furey"],
  ["Under-16s", "11 a side", "20", "11.30am", "Stefan Lindqvist"],
];
const squads = teams.slice(1).reduce((sum, row) => sum + Number(row[2]), 0);
if (squads !== 80) throw new Error("the teams table disagrees with the handbook");

const handbook: DocxLine[] = [
  ["Hollins Vale Juniors Football Club: Parents' and Coaches' Handbook 2026", "title"],
  ["Agreed by the club committee on 3 February 2026. It replaces the handbook of 2023.", "text"],
  ["About the club", "heading"],
  [
    "Hollins Vale Juniors is a football club for boys and girls aged 7 to 16. It was founded in 1994, plays its home matches at the Clough Road playing fields, and is run by volunteers: at the start of 2026 it had 80 registered players and 23 volunteer coaches. Teams train on Tuesday and Thursday evenings and play their matches on Sunday mornings in the Calder Valley Junior League.",
    "text",
  ],
  ["Subs and fees", "heading"],
  [
    "Registration costs £40 a season, which covers the league fee and insurance. Monthly subs are £15 for the first child and £10 for each brother or sister. Every new player gets a club shirt free in their first season; families who find the subs hard to pay can ask the treasurer, in confidence, about the hardship fund.",
    "text",
  ],
  ["Words used in this handbook", "heading"],
  [
    "Small-sided football is football played with fewer players on a smaller pitch, so that young children touch the ball more often: our youngest teams play 5 a side, and the number grows with age.",
    "text",
  ],
  [
    "Parents should know that a player who is cup-tied, that is, who has already played for another club in the same cup competition that season, cannot play for us in that cup until the next season.",
    "text",
  ],
  [
    "By a DBS check we mean the criminal record check that every coach and team manager must pass before working with players; it is renewed every three years.",
    "text",
  ],
  [
    "The respect barrier, a rope two metres back from the touchline, is where parents and spectators must stand during every match, home or away.",
    "text",
  ],
  ["Our teams", "heading"],
  ["The club runs the five teams below; fixtures are posted on the club noticeboard each Monday.", "text"],
  [teams, "table"],
  ["No coach under 18 may run a training session on their own.", "text"],
  ["Before a home match", "heading"],
  ["Before every home match, the home team's manager must:", "text"],
  ["put up the goals and the corner flags;", "bullet"],
  ["walk the pitch and pick up any glass, stones or dog mess;", "bullet"],
  ["set up the respect barrier along both touchlines;", "bullet"],
  ["collect the referee's fee from the treasurer's envelope in the kit room.", "bullet"],
  ["Head injuries", "heading"],
  ["If a player is hit on the head or clashes heads, in training or in a match, the coach must:", "text"],
  ["take the player off at once and let them take no further part in training or the match that day;", "bullet"],
  ["tell the player's parent or carer before the player goes home;", "bullet"],
  ["call 999 if the player is drowsy, is sick or was knocked out, even for a moment;", "bullet"],
  ["write down what happened in the accident book, which is kept in the kit room.", "bullet"],
  ["Presentation day", "heading"],
  [
    "The end-of-season presentation day, which for the last ten years has been held on the last Sunday in May, will this season, because the Clough Road pitches are being reseeded, be moved to Saturday the 13th of June, at Hollins Vale Cricket Club, from 1pm; all players and families are welcome.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The chair of the club committee is Bernadette Quayle. The secretary, who registers new players and deals with transfers from other clubs, is Owain Pritchard; the treasurer is Farida Hussain; and the club's kit, balls and other equipment are looked after by Mick Sowerby.",
    "text",
  ],
  [
    "Anyone who is worried about the way a child at the club is being treated, by anyone at all, should raise it not with the team's manager, and not by email, but by phoning our welfare officer, Joanne Teasdale, on 07700 900418, at any time of the day.",
    "text",
  ],
];

const varieties: string[][] = [
  ["Variety", "Trees", "Fruit picked (kg)", "Best use"],
  ["Bramley", "22", "980", "Cooking"],
  ["Egremont Russet", "18", "610", "Eating"],
  ["Keswick Codlin", "15", "540", "Cooking"],
  ["Discovery", "20", "720", "Eating"],
  ["Conference pear", "12", "550", "Eating"],
];
const picked = varieties.slice(1).reduce((sum, row) => sum + Number(row[2]), 0);
if (picked !== 3400) throw new Error("the varieties table disagrees with the report");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Corrie Moss Community Orchard", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Corrie Moss Community Orchard is a charity, founded in 2011, that looks after a four-acre orchard on the site of the old Corrie Moss plant nursery. The orchard has 143 fruit trees of 58 varieties, its volunteers meet every Sunday morning, and it had 187 members at the end of 2025.",
  );
  drawParagraph(
    document,
    "In 2025 our volunteers gave 2,870 hours in 74 sessions, up from 61 sessions in 2024. Together they picked 3.4 tonnes of fruit and pressed 1,960 litres of juice, and the orchard raised £18,600 from juice sales and donations¹, against £14,200 the year before.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "Grafting is joining a shoot cut from one tree onto the roots of another, so that the new tree bears the same fruit as the first.",
  );
  drawParagraph(
    document,
    "A heritage variety, which you will see on many of our tree labels, is an apple or pear that was grown before 1950 and is no longer sold in the shops.",
  );
  drawParagraph(document, "We say a tree is established once it has fruited for three seasons in a row.");
  drawHeading(document, "How to volunteer");
  drawParagraph(
    document,
    "Anyone aged 14 or over can join in, though under-16s must come with an adult. There is no need to book: just turn up at the gate on Moss Lane by 10am on a Sunday, in old clothes. Gloves, tools and tea are provided.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "planted a new row of 24 heritage apple trees in March;",
    "held our first Apple Day in October, which brought 1,100 visitors;",
    "ran a pruning course at which 46 people learned to prune fruit trees;",
    "welcomed 310 children on 9 school visits.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ Includes a gift of £2,500 from the Whitcombe Family Trust towards a new fruit press, the largest single gift the orchard has received.",
      60,
      760,
      { width: 475 },
    );
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Harvest by variety");
  drawParagraph(document, "The five varieties below gave all of this year's crop; our younger trees have not fruited yet.");
  drawColumns(document, varieties, [60, 200, 280, 410], 120);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Juice sales brought in £11,400, donations £7,200 and a grant from the county council £5,000. The orchard spent £16,900, of which £6,300 went on the new fruit press and £2,750 on new trees. The year ended with £21,450 in reserves.",
  );
  drawHeading(document, "Plans for 2026");
  drawParagraph(
    document,
    "In 2026 we plan to plant a nuttery of 30 hazels, to build a tool shed with a green roof, and to start a cider-making course for members.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Trustees and helpers");
  drawParagraph(
    document,
    "The orchard is governed by its trustees: Margaret Ellery, who chairs the board, Tobias Wren, the treasurer, Anjali Desai, the secretary, and Fergus MacAulay. Our Sunday sessions are led by Lwazi Dube, head orchardist since 2016, and the juice press is run by Colette Marchand.",
  );
  drawHeading(document, "Thank you");
  drawParagraph(
    document,
    "We thank the Moss Lane Allotment Society for letting us use their water supply, Beckwith's Garage for lending us a van at harvest time, and the Northern Fruit Group for the grafting wood for our new trees.",
  );
}

// month, sessions, volunteer attendances, volunteer hours, main task
const months: [string, number, number, number, string][] = [
  ["2025-01", 5, 50, 150, "Winter pruning"],
  ["2025-02", 5, 52, 160, "Winter pruning"],
  ["2025-03", 7, 86, 260, "Planting heritage apples"],
  ["2025-04", 6, 70, 210, "Grafting"],
  ["2025-05", 6, 66, 200, "Mowing and mulching"],
  ["2025-06", 6, 74, 220, "Thinning fruit"],
  ["2025-07", 6, 76, 230, "Thinning fruit"],
  ["2025-08", 7, 90, 270, "Picking early apples"],
  ["2025-09", 8, 118, 360, "Picking and pressing"],
  ["2025-10", 9, 142, 430, "Picking and pressing"],
  ["2025-11", 5, 70, 210, "Clearing leaves and mulching"],
  ["2025-12", 4, 56, 170, "Winter pruning"],
];
const sessions = months.reduce((sum, row) => sum + row[1], 0);
const hours = months.reduce((sum, row) => sum + row[3], 0);
if (months.length !== 12 || sessions !== 74 || hours !== 2870) throw new Error("the sessions file disagrees with the report");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "hollins-vale-juniors-fc-handbook-2026.docx"), handbook);
await writePdf(path.join(out, "corrie-moss-orchard-report-2025.pdf"), "Corrie Moss Community Orchard: Annual Report 2025", (document) => {
  firstPage(document);
  document.addPage();
  secondPage(document);
  document.addPage();
  thirdPage(document);
});
fs.writeFileSync(
  path.join(out, "corrie-moss-orchard-sessions-2025.csv"),
  [["Month", "Sessions", "Volunteer attendances", "Volunteer hours", "Main task"], ...months].map((row) => row.join(",")).join("\n") + "\n",
);
