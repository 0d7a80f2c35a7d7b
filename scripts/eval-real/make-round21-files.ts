/**
 * Writes the 3 files made for round 21 of the real questions (scripts/eval-real/round21.json) into
 * scripts/eval-real/files/round21/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round21-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import * as XLSX from "xlsx";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round21");

const shifts: string[][] = [
  ["Role", "Shift", "Paid hours", "Hourly rate"],
  ["Early baker", "4am to 12:30pm", "8", "£14.40"],
  ["Pastry chef", "5am to 1:30pm", "8", "£14.10"],
  ["Delivery driver", "6am to 10am", "4", "£13.25"],
  ["Shop assistant", "7am to 4:30pm", "9", "£12.85"],
  ["Café server", "8am to 3:30pm", "7", "£12.85"],
  ["Kitchen porter", "10am to 4:30pm", "6", "£12.75"],
];
if (shifts.length !== 7) throw new Error("the shifts table disagrees with the handbook");

const handbook: DocxLine[] = [
  ["Pennycross Bakery: Staff Handbook 2026", "title"],
  [
    "This handbook is for everyone who works at Pennycross Bakery, in the bakehouse, the shop, the café or on deliveries. It was last updated on 2 March 2026 and replaces the 2024 edition.",
    "text",
  ],
  ["About us", "heading"],
  [
    "Pennycross Bakery was started in 1994 by Maureen and Tom Ashby in the old forge at 12 Market Place, Kelderby, and is still run by the family. We now employ 16 people. As well as the shop and the 28-seat café, we bake bread every morning for 9 wholesale customers: cafés, a pub, a golf club, shops, a school and a care home within 15 miles of Kelderby.",
    "text",
  ],
  [
    "The shop is open Tuesday to Saturday from 7:30am to 4pm and the café from 8:30am to 3pm. We close on Sundays and Mondays, and for the week from Christmas Day to New Year's Day.",
    "text",
  ],
  ["Shifts and pay", "heading"],
  ["The rates below apply from 1 April 2026. Every shift of six hours or more includes an unpaid 30-minute break.", "text"],
  [shifts, "table"],
  [
    "Saturday shifts are paid £1.50 an hour on top of these rates, and any hours beyond your contract are paid at time and a half. Wages are paid by bank transfer on the last Friday of each month.",
    "text",
  ],
  ["Words we use in the bakehouse", "heading"],
  [
    "By the mother we mean our sourdough starter, a mix of flour and water that has been kept alive since 1994; it is fed at 6am and 6pm every day and must never be used up completely.",
    "text",
  ],
  [
    "Proving, that is, leaving shaped dough to rise in the warm cabinet before it goes in the oven, takes between 45 minutes and two hours depending on the loaf.",
    "text",
  ],
  ["The bench is the long floured table in the middle of the bakehouse where dough is divided, weighed and shaped.", "text"],
  [
    "The allergen folder, a red ring binder kept under the shop till that lists every ingredient in everything we sell, must be shown to any customer who asks about allergies; never guess.",
    "text",
  ],
  [
    "Day-olds are loaves and cakes left over from the day before. They are sold at half price from the basket by the door until 11am, and whatever is left at closing is collected by the Kelderby Community Larder.",
    "text",
  ],
  ["Hygiene and food safety", "heading"],
  ["In the bakehouse and behind the counter:", "text"],
  ["tie long hair back and wear a hat or hairnet;", "bullet"],
  ["take off rings, watches and earrings, apart from a plain wedding band;", "bullet"],
  ["wash your hands when you come in, after every break and after handling raw eggs;", "bullet"],
  ["cover any cut with a blue plaster from the first-aid box;", "bullet"],
  ["if you have had sickness or diarrhoea, stay at home until 48 hours after it has stopped.", "bullet"],
  ["Closing the shop", "heading"],
  ["Whoever closes the shop at the end of the day must:", "text"],
  ["bring in the A-board and the outside tables;", "bullet"],
  ["cash up the till and put the takings in the office safe;", "bullet"],
  ["put what is left of the day-olds in the crate for the Community Larder;", "bullet"],
  ["switch off and clean the coffee machine and empty the grounds bin;", "bullet"],
  ["set the alarm, lock the front door and check that the back gate is bolted.", "bullet"],
  ["Holidays and time off", "heading"],
  [
    "Full-time staff get 28 days' paid holiday a year, bank holidays included, and part-time staff the same share of their hours. The Christmas closure counts as part of your holiday. Ask for holiday at least four weeks ahead by writing your name on the planner in the office; no holiday can be taken in the two weeks before Christmas.",
    "text",
  ],
  [
    "If you are too ill to work, phone (do not text) the duty manager before 6am if you are a baker, and before 7am for every other job.",
    "text",
  ],
  ["Staff perks", "heading"],
  [
    "Staff get 30% off everything in the shop and café and a free hot drink on every break, and may take home one loaf at the end of each shift.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The bakery is owned by Maureen Ashby, who also manages the café. The head baker, Callum Reid, draws up the bakehouse rota, so ask him if you want to swap an early shift; shop and café rotas are done by the shop manager, Priya Nair. Payslips and any question about your pay go to our bookkeeper, Dorothy Lang, who works on Thursdays. Our first aiders are Priya Nair and Jakub Nowak.",
    "text",
  ],
  [
    "If the gas alarm above the deck oven sounds, turn the gas off at the yellow lever by the back door, get everyone out into the yard and, once outside, call the gas emergency line on 0800 111 999 before you ring Maureen.",
    "text",
  ],
];

const spending: string[][] = [
  ["Budget heading", "Budget", "Spent"],
  ["Grass cutting and open spaces", "£14,500", "£15,180"],
  ["Lengthsman", "£8,200", "£8,060"],
  ["Street lighting", "£6,800", "£7,390"],
  ["Clerk's salary and office", "£15,600", "£15,600"],
  ["Grants to local groups", "£5,000", "£4,750"],
  ["Play area upkeep and insurance", "£4,300", "£3,920"],
  ["Christmas lights and events", "£2,000", "£2,310"],
];
const pounds = (cell: string) => Number(cell.replace(/[£,]/g, ""));
const column = (index: 1 | 2) => spending.slice(1).reduce((sum, row) => sum + pounds(row[index]!), 0);
if (column(1) !== 56400 || column(2) !== 57210) throw new Error("the spending table disagrees with the report");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Brindlecombe Parish Council", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025–26", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Brindlecombe Parish Council is the first tier of local government for the village of Brindlecombe and the hamlets of Nether Ford and Coldharbour, home to about 1,870 people. It has nine councillors, who are unpaid volunteers, and one part-time member of staff, the clerk. This report covers the council year from 1 April 2025 to 31 March 2026.",
  );
  drawParagraph(
    document,
    "During the year the council met 11 times, commented on 38 planning applications, and reported 126 potholes and 19 blocked drains to the county council. The new play area on the Millfield recreation ground, which cost £48,000¹, opened on 14 June 2025.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "The precept is the part of your council tax that pays for the parish council's work; we set it each January and the district council collects it with the rest of your bill.",
  );
  drawParagraph(
    document,
    "Our lengthsman, a handyman the council employs for 10 hours a week, clears drains and ditches, cuts back hedges that hang over footpaths and empties the litter bins on the green.",
  );
  drawParagraph(
    document,
    "A SID, short for speed indicator device, is a sign that lights up with the speed of each oncoming car; ours is moved between Ford Lane and the Old Coach Road every month.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "This year we:");
  drawBullets(document, [
    "opened the Millfield play area, with a zip wire and equipment for disabled children;",
    "put a public defibrillator in the old telephone box on Church Lane;",
    "planted 400 metres of new hedge along Ford Lane with volunteers from the school;",
    "held the village's first Christmas lights switch-on, which around 300 people came to.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ Paid for by a grant of £30,000 from the Westvale Landfill Communities Fund, £8,000 raised by the Friends of Millfield and £10,000 from the council's reserves.",
      60,
      760,
      { width: 475 },
    );
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Budget and spending 2025–26");
  drawParagraph(
    document,
    "The precept for 2025–26 was £56,400, which was also the budget for the year's running costs. The table shows what was budgeted under each heading and what was spent.",
  );
  drawColumns(document, spending, [60, 300, 400], 200);
  drawParagraph(
    document,
    "Running costs came to £57,210, £810 more than budgeted, mainly because the wet summer meant two extra grass cuts and because electricity for the street lights cost more than expected. The difference was met from reserves, which stood at £41,300 on 31 March 2026, after the £10,000 paid towards the play area.",
  );
  drawHeading(document, "Grants to local groups");
  drawParagraph(
    document,
    "We gave £4,750 in grants: £1,500 to the Village Hall Committee towards a new boiler, £1,200 to the 1st Brindlecombe Scouts, £800 to the Friends of St Michael's School, £650 to the bowls club and £600 to the Over-60s Lunch Club.",
  );
  drawHeading(document, "Plans for 2026–27");
  drawParagraph(
    document,
    "For 2026–27 the council has set a precept of £58,938, a rise of 4.5%, which adds about £4.20 a year to a Band D bill. We plan to change the last 12 old street lights to LED, to put a new bench and bin by the pond, and to start work on a neighbourhood plan for the parish.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Your councillors and clerk");
  drawParagraph(
    document,
    "The council's chair is Cllr Helen Okafor and its vice-chair Cllr Martin Greaves. The other councillors are Cllr Rosalind Pike, Cllr Dev Sharma, Cllr Gareth Evans, Cllr Nora Brennan, Cllr Ian Thwaite, Cllr Abigail Moss and Cllr Sean Doherty.",
  );
  drawParagraph(
    document,
    "Sandra Mottram is the parish clerk and the council's responsible financial officer: she keeps the accounts, takes the minutes and is the person to contact about anything the council looks after, from a broken street light to booking the recreation ground. Her email is clerk@brindlecombe-pc.org.uk and she works on Tuesday and Thursday mornings.",
  );
  drawHeading(document, "Meetings");
  drawParagraph(
    document,
    "Council meetings are held at 7:30pm on the second Tuesday of every month except August, in the Reading Room on Church Lane. Anyone may come, and each meeting starts with a 15-minute public session in which residents can speak for up to three minutes on any matter.",
  );
  drawParagraph(
    document,
    "The annual parish meeting, to which every elector in the parish is invited, is usually held in May, but in 2026, because the Reading Room is being rewired that month, it will be held on Wednesday the 3rd of June at 7pm.",
  );
}

// month, shop takings, café takings, wholesale takings (all £), loaves baked, staff hours
const months: [string, number, number, number, number, number][] = [
  ["January", 18420, 7310, 6880, 9850, 1720],
  ["February", 17960, 7050, 6540, 9420, 1690],
  ["March", 19880, 8120, 7020, 10360, 1780],
  ["April", 21540, 9460, 7150, 10940, 1830],
  ["May", 22310, 10280, 7390, 11210, 1860],
  ["June", 22980, 11150, 7460, 11480, 1890],
  ["July", 24120, 12640, 7720, 11930, 1940],
  ["August", 24870, 13210, 7810, 12150, 1960],
  ["September", 21760, 10040, 7560, 11020, 1840],
  ["October", 21090, 9320, 7480, 10790, 1820],
  ["November", 20450, 8610, 7310, 10420, 1800],
  ["December", 26930, 8940, 6220, 12610, 1790],
];
if (months.length !== 12) throw new Error("the takings sheet needs a row a month");

// customer, type, delivery days, loaves a week, customer since
const customers: [string, string, string, number, number][] = [
  ["The Copper Kettle", "Café", "Tue, Thu, Sat", 60, 2008],
  ["Ford Farm Shop", "Farm shop", "Tue, Wed, Thu, Fri, Sat", 140, 2011],
  ["The Plough Inn", "Pub", "Fri, Sat", 35, 2015],
  ["Kelderby Golf Club", "Club", "Wed, Sat", 40, 2017],
  ["Hilltop Care Home", "Care home", "Tue, Thu", 55, 2019],
  ["Bean & Barrel", "Café", "Tue, Wed, Thu, Fri, Sat", 90, 2020],
  ["Marlow's Deli", "Shop", "Wed, Fri", 45, 2021],
  ["The Old Station Café", "Café", "Sat", 25, 2023],
  ["Greenway Primary School", "School", "Tue, Wed, Thu", 70, 2024],
];
if (customers.length !== 9) throw new Error("the customers sheet disagrees with the handbook's 9 wholesale customers");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "pennycross-bakery-staff-handbook-2026.docx"), handbook);
await writePdf(
  path.join(out, "brindlecombe-parish-council-annual-report-2025-26.pdf"),
  "Brindlecombe Parish Council: Annual Report 2025–26",
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
  XLSX.utils.aoa_to_sheet([["Month", "Shop (£)", "Café (£)", "Wholesale (£)", "Loaves baked", "Staff hours"], ...months]),
  "Monthly takings 2025",
);
XLSX.utils.book_append_sheet(
  book,
  XLSX.utils.aoa_to_sheet([["Customer", "Type", "Delivery days", "Loaves a week", "Customer since"], ...customers]),
  "Wholesale customers",
);
fs.writeFileSync(path.join(out, "pennycross-bakery-takings-2025.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
