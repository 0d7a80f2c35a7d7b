/**
 * Writes the 3 files made for round 18 of the real questions (scripts/eval-real/round18.json) into
 * scripts/eval-real/files/round18/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round18-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round18");

const grades: string[][] = [
  ["Trip grade", "Where", "Most wind allowed", "Lowest paddler level", "Paddlers per leader"],
  ["Grade A", "Inside the harbour", "Force 3", "Novice", "8"],
  ["Grade B", "Sheltered bays", "Force 4", "Improver", "6"],
  ["Grade C", "Open coast", "Force 4", "Intermediate", "5"],
  ["Grade D", "Headlands and tide races", "Force 5", "Advanced", "4"],
  ["Grade E", "Crossings to Skerry Island", "Force 5", "Advanced", "3"],
];
if (grades.length !== 6) throw new Error("the trip grades table disagrees with the handbook");

const handbook: DocxLine[] = [
  ["Greysands Sea Kayak Club: Paddlers' Handbook 2026", "title"],
  ["Approved by the club committee on 9 January 2026. It replaces the handbook of 2022.", "text"],
  ["About the club", "heading"],
  [
    "Greysands Sea Kayak Club was founded in 1988 and is based in the old lifeboat station on Greysands harbour. It is run entirely by volunteers: at the start of 2026 it had 112 members and 14 qualified coaches. Members paddle together on Wednesday evenings from April to September and on Saturday mornings all year round.",
    "text",
  ],
  ["Membership and charges", "heading"],
  [
    "Adult membership costs £65 a year, junior membership (ages 12 to 17) £30 a year and family membership £140 a year. Members who do not have their own kayak can hire a club boat for £5 a trip; members who keep their own boat in the boat shed pay a further £40 a year for the space.",
    "text",
  ],
  ["Words used in this handbook", "heading"],
  [
    "A wet exit is the way you get out of a kayak that has capsized: you pull the spraydeck loose and slide out of the boat underwater.",
    "text",
  ],
  [
    "New members are encouraged to come to the rolling session, that is, an evening in the pool at Greysands Leisure Centre where members practise righting a capsized kayak without leaving it, which is held on the first Thursday of every month.",
    "text",
  ],
  [
    "By a float plan we mean a note of where a group is going, who is in it and when it expects to be back, which the trip leader leaves with the shore contact before every trip.",
    "text",
  ],
  [
    "The buddy check, a check that each paddler makes of a partner's buoyancy aid, spraydeck and whistle just before launching, is required on every trip, however short.",
    "text",
  ],
  ["Trip grades", "heading"],
  ["Every club trip is given one of the five grades below when it is put on the calendar.", "text"],
  [grades, "table"],
  ["No one may paddle alone from the club slipway, whatever the grade of the water.", "text"],
  ["Before launching", "heading"],
  ["Before the group goes on the water, the trip leader must:", "text"],
  ["check the tide times and the inshore weather forecast;", "bullet"],
  ["leave a float plan with the shore contact;", "bullet"],
  ["carry a VHF radio and a first-aid kit;", "bullet"],
  ["count the paddlers on the water, and count them again on landing.", "bullet"],
  ["If someone capsizes", "heading"],
  ["If a paddler capsizes and cannot roll back up, the group must:", "text"],
  ["raft up beside the swimmer so that nobody drifts away;", "bullet"],
  ["empty the swamped kayak with an X-rescue and help the swimmer back in;", "bullet"],
  ["land at the nearest safe beach if the swimmer is cold or shaken;", "bullet"],
  ["call the Coastguard on VHF channel 16, or ring 999, if anyone is missing.", "bullet"],
  ["Annual dinner", "heading"],
  [
    "The club's annual dinner, which has always been held in the boat shed on the first Saturday of December, will this year, because the shed is being re-roofed, be held instead on Friday the 27th of November, at the Harbour Inn, from 7.30pm; partners are welcome.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The club's commodore, who chairs the committee, is Imogen Tregarthen. The secretary, who looks after memberships and renewals, is Hamish Carnegie; the treasurer is Yusuf Adeyemi; and the club's kayaks, paddles and other gear in the boat shed are looked after by Petra Novak.",
    "text",
  ],
  [
    "Anyone who wants to take out the club's safety boat, whatever the reason and however short the trip, must first ask not any coach, and not the committee, but the safety boat officer, Gwilym Roberts, who can be reached on 07700 900562 between 6pm and 9pm only.",
    "text",
  ],
];

const productions: string[][] = [
  ["Production", "Month", "Performances", "Tickets sold", "Income (£)"],
  ["The Winslow Boy", "February", "8", "610", "7,320"],
  ["Half a Sixpence", "April", "12", "1,130", "15,820"],
  ["Blithe Spirit", "June", "9", "760", "9,120"],
  ["The Lighthouse Keeper", "August", "5", "390", "3,120"],
  ["Twelfth Night", "October", "10", "820", "9,840"],
  ["Aladdin", "December", "14", "1,220", "13,420"],
];
const shows = productions.slice(1);
const count = (column: number) => shows.reduce((sum, row) => sum + Number(row[column]!.replace(",", "")), 0);
if (count(2) !== 58 || count(3) !== 4930 || count(4) !== 58640) throw new Error("the productions table disagrees with the report");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Penhallow Community Theatre", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Penhallow Community Theatre is an amateur theatre company, founded in 1979, that performs in the old Methodist chapel on Fore Street, which its members converted into a 96-seat theatre. It is run by volunteers and had 241 members at the end of 2025.",
  );
  drawParagraph(
    document,
    "In 2025 we staged 6 productions and gave 58 performances, selling 4,930 tickets, against 4,120 in 2024. Our volunteers gave 5,230 hours, and the theatre's income was £79,000¹, against £67,500 the year before.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(document, "A read-through is the first meeting of a cast, at which the whole script is read aloud round a table.");
  drawParagraph(
    document,
    "A get-in, which you will hear the crew talk about a lot, is the day on which the set, the lights and the costumes are brought into the theatre and put up.",
  );
  drawParagraph(document, "We say a show has sold out once every seat for every one of its performances has been sold.");
  drawHeading(document, "How to join");
  drawParagraph(
    document,
    "Anyone aged 16 or over can become a member, for £20 a year, and auditions are open to all members. The best way to start is to come to our open evening, held at 7pm on the first Monday of every month: come in by the stage door on Chapel Lane.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "staged Half a Sixpence in April, our first musical for 12 years;",
    "ran a youth theatre summer school for 38 young people;",
    "fitted a hearing loop in the auditorium in March;",
    "took The Lighthouse Keeper on tour to 5 village halls.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ Includes a legacy of £4,000 left to the theatre by the late Dorothy Pascoe, a member for 40 years, which will go towards new stage lighting.",
      60,
      760,
      { width: 475 },
    );
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Our productions");
  drawParagraph(document, "The six productions below were staged in 2025, all but one of them in our own theatre.");
  drawColumns(document, productions, [60, 205, 275, 365, 455], 125);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Ticket sales brought in £58,640, membership fees £4,820, the bar £9,140 and donations and legacies £6,400. The theatre spent £71,350, of which £8,200 went on royalties and scripts and £3,900 on the hearing loop. The year ended with £34,600 in reserves.",
  );
  drawHeading(document, "Plans for 2026");
  drawParagraph(
    document,
    "In 2026 we plan to re-roof the scene dock, to start a playwriting group for members, and to stage our first open-air Shakespeare, in Trevanion Gardens.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "The board and the company");
  drawParagraph(
    document,
    "The theatre is governed by its board: Morwenna Hocking, who chairs it, Ravi Chandran, the treasurer, Elspeth Kerr, the secretary, and Jory Pengelly. Our productions are chosen and directed by Siobhan Duffy, artistic director since 2018, and the wardrobe is run by Agnes Wojcik.",
  );
  drawHeading(document, "Thank you");
  drawParagraph(
    document,
    "We thank Penhallow Town Council for the rate relief on the chapel, Trelawny Timber for the wood for our sets, and the St Piran Players for lending us costumes for Aladdin.",
  );
}

// month, performances, tickets sold, bar takings (£), volunteer hours, main activity
const months: [string, number, number, number, number, string][] = [
  ["2025-01", 0, 0, 0, 310, "Rehearsals"],
  ["2025-02", 8, 610, 1180, 520, "The Winslow Boy"],
  ["2025-03", 0, 0, 0, 340, "Rehearsals"],
  ["2025-04", 12, 1130, 2010, 690, "Half a Sixpence"],
  ["2025-05", 0, 0, 0, 280, "Rehearsals"],
  ["2025-06", 9, 760, 1320, 480, "Blithe Spirit"],
  ["2025-07", 0, 0, 0, 410, "Youth summer school"],
  ["2025-08", 5, 390, 0, 260, "Village hall tour"],
  ["2025-09", 0, 0, 0, 300, "Rehearsals"],
  ["2025-10", 10, 820, 1450, 510, "Twelfth Night"],
  ["2025-11", 0, 0, 0, 370, "Rehearsals"],
  ["2025-12", 14, 1220, 3180, 760, "Aladdin"],
];
const total = (column: 1 | 2 | 3 | 4) => months.reduce((sum, row) => sum + row[column], 0);
if (months.length !== 12 || total(1) !== 58 || total(2) !== 4930 || total(3) !== 9140 || total(4) !== 5230) {
  throw new Error("the box office file disagrees with the report");
}

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "greysands-sea-kayak-club-handbook-2026.docx"), handbook);
await writePdf(path.join(out, "penhallow-theatre-report-2025.pdf"), "Penhallow Community Theatre: Annual Report 2025", (document) => {
  firstPage(document);
  document.addPage();
  secondPage(document);
  document.addPage();
  thirdPage(document);
});
fs.writeFileSync(
  path.join(out, "penhallow-theatre-box-office-2025.csv"),
  [["Month", "Performances", "Tickets sold", "Bar takings (£)", "Volunteer hours", "Main activity"], ...months]
    .map((row) => row.join(","))
    .join("\n") + "\n",
);
