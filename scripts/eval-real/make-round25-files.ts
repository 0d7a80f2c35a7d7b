/**
 * Writes the 3 files made for round 25 of the real questions (scripts/eval-real/round25.json) into
 * scripts/eval-real/files/round25/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round25-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round25");

const memberships: string[][] = [
  ["Membership", "Cost", "What it covers"],
  ["Full membership", "£60 a year", "All sessions, insurance, tea and coffee"],
  ["Concession", "£30 a year", "As full membership, for members on pension credit or universal credit"],
  ["Couples", "£100 a year", "Two members living at the same address"],
  ["Taster visits", "Free", "Up to three visits before you decide to join"],
  ["Timber and fixings for your own projects", "At cost", "Whatever you take from the store"],
];
const yearly = (name: string) => Number(memberships.find((row) => row[0] === name)![1]!.replace(/[^0-9]/g, ""));
if (yearly("Couples") >= 2 * yearly("Full membership")) throw new Error("the membership table disagrees with the questions");

const handbook: DocxLine[] = [
  ["Brookside Men's Shed: Members' Handbook 2026", "title"],
  [
    "Welcome to Brookside Men's Shed. We are a community workshop in the old scout hut behind St Luke's Church on Brookside Road, where people come to make things, mend things, learn from each other and have a natter over a cup of tea. The shed was set up in 2019 and now has 46 members, the youngest 31 and the oldest 89. This handbook tells you how the shed works, what it costs and how to stay safe.",
    "text",
  ],
  ["Despite the name, the shed is open to anyone over 18, and women are very welcome: about a fifth of our members are women.", "text"],
  ["When we're open", "heading"],
  [
    "The shed is open on Tuesdays and Thursdays from 9:30am to 3pm, and on Saturdays from 10am to 1pm. We close for Christmas week and on bank holidays. There must always be two members in the shed while it is open, so if you are the last but one to leave, please let the other person know.",
    "text",
  ],
  ["Membership and costs", "heading"],
  [memberships, "table"],
  [
    "On top of your membership we ask for £2 each time you come, which goes towards heating and electricity. Subs are due on 1 January each year; if you join part way through the year you pay for the months left.",
    "text",
  ],
  ["Words you'll hear", "heading"],
  [
    "Shed talk is our half-hour tea break at 11am, when everyone downs tools and sits round the big table. Nobody works through it, and many members say it is the part of the day that matters most.",
    "text",
  ],
  [
    "A machine sign-off is a one-to-one session in which our health and safety lead shows you how to use a machine safely and then watches you use it. Until you have been signed off on a machine, you may not use it.",
    "text",
  ],
  [
    "Commissions are jobs we make for people and groups outside the shed, such as bird boxes for the primary school or benches for the parish council. What they pay goes into the shed's funds, not to the members who made them.",
    "text",
  ],
  ["Staying safe", "heading"],
  [
    "The bandsaw, the table saw and the wood lathe may only be used by members who have been signed off on them, and never when you are the only person in the workshop. Safety glasses and ear defenders hang on the rack by the door; please put them back when you are done. The first aid box is on the wall beside the kettle, and the accident book is in the top drawer of the office desk. Please do not come to the shed after drinking alcohol.",
    "text",
  ],
  ["Please come dressed for the workshop:", "text"],
  ["sturdy shoes or boots, ideally with toe caps, and never sandals;", "bullet"],
  ["old clothes or overalls that you don't mind getting sawdust and paint on;", "bullet"],
  ["long hair tied back, and no ties, scarves or dangling jewellery near the machines;", "bullet"],
  ["a warm layer in winter, as the workshop is only heated to about 15°C.", "bullet"],
  ["What we made in 2025", "heading"],
  [
    "Last year's commissions were 40 bird boxes for Brookside Primary School, two oak benches for the parish council's new memorial garden and a new frame for the church noticeboard. Between them they brought in £1,850, which paid for a dust extractor.",
    "text",
  ],
  ["Who's who", "heading"],
  [
    "Ray Dunmore chairs the shed and opened it in 2019 with a grant from the town's health partnership. Des Okafor, our health and safety lead, does all the machine sign-offs and checks the fire extinguishers every month. Pauline Grange is our secretary and treasurer: she keeps the membership list and takes the subs and the £2 session money. Gerry Walsh runs the timber store and orders the wood, screws and glue, so if you need materials for a project, ask him first.",
    "text",
  ],
  ["Getting in touch", "heading"],
  [
    "Ring Pauline on 07700 900562, or email brooksideshed@outlook.com. If you want to try the shed out, just drop in on any Tuesday morning and ask for Ray.",
    "text",
  ],
];

const formats: string[][] = [
  ["How listeners receive us", "Listeners"],
  ["Memory stick by post¹", "122"],
  ["CD by post", "19"],
  ["Online, on our website", "41"],
  ["Smart speaker", "32"],
];
const listeners = (format: string) => Number(formats.find((row) => row[0]!.startsWith(format))![1]);
if (formats.slice(1).reduce((sum, row) => sum + Number(row[1]), 0) !== 214 || listeners("Smart speaker") <= listeners("CD"))
  throw new Error("the listeners table disagrees with the report");
// the year's money: £11,230 brought forward, £9,870 in (council grant, donations, a legacy, quiz nights), £8,460 out, £12,640 at the end
const newsIncome = [3200, 4150, 1920, 600];
if (newsIncome.reduce((sum, amount) => sum + amount, 0) !== 9870 || 11230 + 9870 - 8460 !== 12640)
  throw new Error("the talking newspaper's money disagrees with the report");

function newsIntroPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Redbank Talking Newspaper", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Redbank Talking Newspaper is a registered charity that records a weekly audio edition of the local news, read from the Redbank Courier, and sends it free of charge to people in Redbank and the villages around it who are blind or partially sighted, or who find printed newspapers hard to read. It was started in 1978 by members of the Rotary Club. All of our 58 volunteers give their time for nothing. This report covers January to December 2025.",
  );
  drawParagraph(
    document,
    "Our annual general meeting will be held at 7pm on Wednesday 22 April 2026 in the community room at Redbank Library. Listeners, volunteers and friends are all welcome.",
  );
  drawHeading(document, "The year in brief");
  drawParagraph(
    document,
    "At the end of 2025 we had 214 listeners, up from 187 at the end of 2024. We produced 52 weekly editions and four magazine specials, and did not miss a single week, even when the studio moved in June.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "A reading team is the group of three volunteers, two readers and an editor, who record one weekly edition together. We have eight teams, who take it in turns, so each team records about once every two months.",
  );
  drawParagraph(
    document,
    "Articles for the Blind is Royal Mail's free postal service for things sent to and from blind and partially sighted people. It lets us post memory sticks and CDs to listeners, and lets them post them back, without paying any postage.",
  );
  drawParagraph(
    document,
    "Magazine specials are longer editions of about 90 minutes, with interviews, local history and readers' letters, sent out at Easter, in the summer, in the autumn and at Christmas.",
  );
}

function newsYearPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "How our listeners hear us");
  drawParagraph(document, "The table shows how our 214 listeners received the weekly edition at the end of 2025.");
  drawColumns(document, formats, [60, 300], 220);
  drawParagraph(
    document,
    "Memory sticks are still the most popular way to listen, but the smart speaker edition, which started in March, has grown faster than we expected. Listeners with a smart speaker just ask it to play the Redbank Talking Newspaper and hear the latest edition straight away.",
  );
  drawHeading(document, "What we did");
  drawBullets(document, [
    "moved our studio from the old Courier offices to a soundproofed room in the basement of Redbank Library in June;",
    "launched the smart speaker edition in March;",
    "recorded a special edition for the 80th anniversary of VE Day in May, with memories from six listeners;",
    "trained nine new readers, two of them sixth-formers from Redbank Academy.",
  ]);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Our income was £9,870: a grant of £3,200 from Redbank Town Council, £4,150 in donations, a legacy of £1,920 and £600 from our quiz nights. We spent £8,460, the largest part of it on new recording equipment for the studio (£2,310) and on memory sticks and their posting wallets (£1,480). We ended the year with reserves of £12,640, up from £11,230.",
  );
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ Each listener has three memory sticks in circulation. If one is not sent back within four weeks we send a gentle reminder, but we never charge a listener for a stick that has been lost.",
      60,
      760,
      { width: 475 },
    );
}

function newsPeoplePage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Becoming a listener");
  drawParagraph(
    document,
    "Anyone who finds it hard to read a printed newspaper can listen; we do not ask for any proof of sight loss, and a friend or relative can sign someone up for them. Ring the studio on 01632 960377 and leave your name and address on the answerphone, which we check on Mondays and Thursdays, or fill in a form at the counter of Redbank Library.",
  );
  drawHeading(document, "Who's who");
  drawParagraph(
    document,
    "Margaret Oduya chairs our committee, and Len Pollard is our treasurer. Colin Hearne, our technical officer, looks after the recording equipment and the website, and puts each edition online on Thursday evenings. Anita Shah, our volunteer coordinator, draws up the rota of reading teams and trains new readers, who sit in with a team twice before reading themselves. The memory sticks are copied and posted every Friday morning by Frank and Joan Bell.",
  );
  drawHeading(document, "Next year");
  drawParagraph(
    document,
    "In 2026 we want to reach 250 listeners, to raise £5,000 for a second recording booth, and to start a monthly edition of the Redbank and District parish magazines.",
  );
}

// lesson date, pupil, instrument, minutes, fee (£), paid
const fee = (minutes: number) => ({ 30: 18, 45: 26, 60: 34 })[minutes]!;
const lessons: [string, string, string, number, number, string][] = (
  [
    ["2025-09-09", "Ella Brooks", "Piano", 45, "Yes"],
    ["2025-09-09", "Sam Ortiz", "Guitar", 30, "Yes"],
    ["2025-09-11", "Maya Fitzgerald", "Piano", 60, "Yes"],
    ["2025-09-11", "Noah Kerr", "Ukulele", 30, "Yes"],
    ["2025-09-16", "Isla Patel", "Guitar", 45, "Yes"],
    ["2025-09-16", "Ruby Adeyemi", "Singing", 30, "Yes"],
    ["2025-09-23", "Ella Brooks", "Piano", 45, "Yes"],
    ["2025-09-23", "Sam Ortiz", "Guitar", 30, "Yes"],
    ["2025-10-02", "Maya Fitzgerald", "Piano", 60, "Yes"],
    ["2025-10-02", "Noah Kerr", "Ukulele", 30, "No"],
    ["2025-10-07", "Ella Brooks", "Piano", 45, "Yes"],
    ["2025-10-07", "Isla Patel", "Guitar", 45, "Yes"],
    ["2025-10-14", "Maya Fitzgerald", "Piano", 60, "Yes"],
    ["2025-10-14", "Ruby Adeyemi", "Singing", 30, "Yes"],
    ["2025-10-21", "Sam Ortiz", "Guitar", 30, "Yes"],
    ["2025-10-21", "Ella Brooks", "Piano", 45, "Yes"],
    ["2025-10-30", "Theo Marsden", "Guitar", 60, "Yes"],
    ["2025-11-04", "Ella Brooks", "Piano", 45, "Yes"],
    ["2025-11-04", "Noah Kerr", "Ukulele", 30, "No"],
    ["2025-11-06", "Maya Fitzgerald", "Piano", 60, "Yes"],
    ["2025-11-06", "Isla Patel", "Guitar", 45, "No"],
    ["2025-11-13", "Theo Marsden", "Guitar", 60, "Yes"],
    ["2025-11-13", "Ruby Adeyemi", "Singing", 30, "Yes"],
    ["2025-11-18", "Sam Ortiz", "Guitar", 30, "Yes"],
    ["2025-11-20", "Ruby Adeyemi", "Singing", 30, "Yes"],
    ["2025-11-25", "Ella Brooks", "Piano", 45, "Yes"],
    ["2025-11-27", "Theo Marsden", "Guitar", 60, "Yes"],
  ] as const
).map(([date, pupil, instrument, minutes, paid]) => [date, pupil, instrument, minutes, fee(minutes), paid]);
const earnedIn = (month: string) => lessons.filter((row) => row[0].startsWith(month)).reduce((sum, row) => sum + row[4], 0);
const guitarLessons = lessons.filter((row) => row[2] === "Guitar").length;
const unpaid = [...new Set(lessons.filter((row) => row[5] === "No").map((row) => row[1]))];
const paidByPupil = (pupil: string) => lessons.filter((row) => row[1] === pupil).reduce((sum, row) => sum + row[4], 0);
const byInstrument = (instrument: string) => lessons.filter((row) => row[2] === instrument).reduce((sum, row) => sum + row[4], 0);
const maya14 = lessons.findIndex((row) => row[1] === "Maya Fitzgerald" && row[0] === "2025-10-14");
if (guitarLessons !== 10 || earnedIn("2025-10") !== 234 || earnedIn("2025-09") !== 184 || earnedIn("2025-11") !== 252)
  throw new Error("the lessons disagree with the questions' counts and totals");
if (
  unpaid.join("|") !== "Noah Kerr|Isla Patel" ||
  paidByPupil("Ella Brooks") - paidByPupil("Sam Ortiz") !== 84 ||
  lessons[maya14 + 1]![1] !== "Ruby Adeyemi" ||
  byInstrument("Piano") !== 292 ||
  byInstrument("Guitar") !== 252 ||
  byInstrument("Singing") !== 72
)
  throw new Error("the lessons disagree with the questions' rows");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "brookside-mens-shed-members-handbook-2026.docx"), handbook);
await writePdf(
  path.join(out, "redbank-talking-newspaper-annual-report-2025.pdf"),
  "Redbank Talking Newspaper: Annual Report 2025",
  (document) => {
    newsIntroPage(document);
    document.addPage();
    newsYearPage(document);
    document.addPage();
    newsPeoplePage(document);
  },
);
fs.writeFileSync(
  path.join(out, "hollybank-music-lessons-autumn-2025.csv"),
  [["Lesson date", "Pupil", "Instrument", "Minutes", "Fee (£)", "Paid"], ...lessons].map((row) => row.join(",")).join("\n") + "\n",
);
