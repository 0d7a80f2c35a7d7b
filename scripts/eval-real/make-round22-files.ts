/**
 * Writes the 3 files made for round 22 of the real questions (scripts/eval-real/round22.json) into
 * scripts/eval-real/files/round22/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round22-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round22");

const events: string[][] = [
  ["Event", "Date", "Takings", "Costs"],
  ["Harvest Disco", "11 October 2024", "£640", "£180"],
  ["Christmas Fair", "6 December 2024", "£2,310", "£420"],
  ["Quiz Night", "7 February 2025", "£1,085", "£240"],
  ["Sponsored Walk", "22 March 2025", "£1,460", "£35"],
  ["Easter Raffle", "4 April 2025", "£520", "£90"],
  ["Summer Fair", "28 June 2025", "£3,120", "£610"],
  ["Leavers' Cake Sale", "18 July 2025", "£275", "£0"],
];
const pounds = (cell: string) => Number(cell.replace(/[£,]/g, ""));
const eventColumn = (index: 2 | 3) => events.slice(1).reduce((sum, row) => sum + pounds(row[index]!), 0);
if (eventColumn(2) !== 9410 || eventColumn(3) !== 1575) throw new Error("the events table disagrees with the report");
// the 100 Club: 81 members at £2 a month, a third paid out in prizes; match funding £750
const hundredClub = (81 * 2 * 12 * 2) / 3;
if (eventColumn(2) - eventColumn(3) + hundredClub + 750 !== 9881) throw new Error("the year's income disagrees with the report");
const grants = [2400, 1850, 480, 1210, 2100, 900];
if (grants.reduce((sum, amount) => sum + amount, 0) !== 8940) throw new Error("the spending list disagrees with the report");

const report: DocxLine[] = [
  ["Oakfield Primary School PTA: Annual Report 2024–25", "title"],
  [
    "Friends of Oakfield is the parent–teacher association (PTA) of Oakfield Primary School. We raise money for the extras the school budget does not stretch to, and we run events that bring families together. Every parent and carer of the school's 212 pupils, from Reception to Year 6, is a member, and so is every member of staff. This report covers the school year from September 2024 to July 2025.",
    "text",
  ],
  ["Fundraising in 2024–25", "heading"],
  ["We held seven events this year. The table shows what each one took on the day and what it cost us to put on.", "text"],
  [events, "table"],
  [
    "Altogether the events took £9,410 and cost £1,575 to run. The Summer Fair raised £3,120, up from £2,640 the year before, largely thanks to the new dog show. On top of the events, the 100 Club brought in £1,296 after prizes and match funding £750, so the PTA's income for the year after costs was £9,881.",
    "text",
  ],
  ["Words we use", "heading"],
  [
    "The 100 Club is our monthly lottery: members pay £2 a month for a numbered ticket, a third of the money is paid out in prizes drawn at the first Friday assembly of each month, and the rest comes to the PTA. It had 81 members this year.",
    "text",
  ],
  [
    "Match funding, money that some employers give to a charity when one of their staff helps to raise money for it, came this year from two parents' employers, a building society and a supermarket.",
    "text",
  ],
  [
    "Each class has a class rep, a parent who passes PTA news on to the other parents in the class and asks for helpers before each event.",
    "text",
  ],
  ["What we paid for", "heading"],
  ["This year the PTA gave the school £8,940 for:", "text"],
  ["new reading books for every class, £2,400;", "bullet"],
  ["outdoor musical instruments for the infant playground, £1,850;", "bullet"],
  ["£15 a child off the Year 6 residential trip to Kingswood, £480;", "bullet"],
  ["the whole school's Christmas pantomime trip, £1,210;", "bullet"],
  ["six iPads for the Year 5 and 6 coding club, £2,100;", "bullet"],
  ["leavers' hoodies for Year 6, £900.", "bullet"],
  ["We carry £4,215 forward into 2025–26.", "text"],
  ["The committee", "heading"],
  [
    "Sophie Turnbull has chaired the PTA for three years and stands down at this year's AGM. Our treasurer, Marcus Adeyemi, keeps the accounts and banks the takings after every event; he can be reached at treasurer@oakfieldpta.org.uk. Jo Kettering, the secretary, takes the minutes and books the school hall for events. Aisha Rahman runs the 100 Club.",
    "text",
  ],
  [
    "Helen Crabtree sells second-hand uniform on the first Wednesday of each month after school, and takes donations of outgrown uniform through the school office at any time.",
    "text",
  ],
  ["Next year", "heading"],
  [
    "This report will be presented at the annual general meeting at 7pm on Thursday 25 September 2025 in the school hall, where a new chair will be elected. Next year we want to raise £10,000 towards a shaded outdoor classroom, which the school has priced at £18,000.",
    "text",
  ],
];

const nearby: string[][] = [
  ["Place", "What it is", "Distance"],
  ["The Drovers Arms¹", "Pub with food", "0.4 miles"],
  ["Thornby Stores", "Village shop and post office", "0.5 miles"],
  ["Fenby Woods", "Woodland walks", "1.2 miles"],
  ["Kettleby Steam Railway", "Heritage railway", "3 miles"],
  ["Greystone Castle", "Castle ruins", "4 miles"],
  ["Saltwick Sands", "Sandy beach, dogs allowed", "7 miles"],
];

function welcomePage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Harebell Cottage", 60, 60);
  document.font("Helvetica").fontSize(14).text("Welcome Book", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Welcome to Harebell Cottage! We are Ruth and Alan Penrose, and we hope you have a lovely stay. The cottage was built about 200 years ago for a farm labourer and stands at the end of Mill Lane in Thornby, a village on the edge of the North York Moors. It sleeps four, in a double room and a twin room.",
  );
  drawHeading(document, "Arriving and leaving");
  drawParagraph(
    document,
    "You can arrive from 4pm, and we ask you to leave by 10am on your last day. The front door key is in the key safe on the wall to the left of the green porch; the code is in your booking email.",
  );
  drawHeading(document, "Words you will hear");
  drawParagraph(
    document,
    "Mill Lane is single-track, with passing places, wider spots cut into the verge where you pull in to let an oncoming car by. Please never park in them.",
  );
  drawParagraph(
    document,
    "The Rayburn, the cream cast-iron range cooker in the kitchen, runs on oil and heats the water as well as the ovens. It is always on, so the rail in front of it is hot.",
  );
  drawParagraph(document, "The snug is the small sitting room behind the kitchen, with the wood burner and the television.");
  drawHeading(document, "Heating");
  drawParagraph(
    document,
    "From October to April the radiators come on by themselves from 7am to 9am and from 5pm to 10pm. If you feel cold at other times, press the red boost button on the timer in the boot room, which gives you an extra hour; the thermostat in the hall is set to 19°C.",
  );
}

function nearbyPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Things nearby");
  drawParagraph(document, "Distances are by road from the cottage gate.");
  drawColumns(document, nearby, [60, 240, 430], 180);
  drawHeading(document, "Dogs");
  drawParagraph(
    document,
    "One well-behaved dog is welcome for £25 a stay. Please keep dogs downstairs and off the furniture, keep them on a lead in the field behind the cottage, where there are sheep, and pick up after them.",
  );
  drawHeading(document, "What we provide");
  drawParagraph(
    document,
    "Bed linen, bath towels and tea towels are provided, with a basket of logs for the wood burner, and tea, coffee, milk and a loaf from Thornby Stores are waiting for you when you arrive.",
  );
  document
    .font("Helvetica")
    .fontSize(8)
    .text("¹ Food is served until 9pm from Monday to Saturday and until 8pm on Sundays.", 60, 760, { width: 475 });
}

function leavingPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Before you go");
  drawParagraph(document, "On your last morning, please:");
  drawBullets(document, [
    "strip the beds and leave the used linen and towels in the basket on the landing;",
    "run the dishwasher and empty the fridge;",
    "put rubbish in the black bin and bottles, tins and paper in the blue bin by the gate;",
    "close all the windows and put the fireguard in front of the wood burner;",
    "lock the front door, put the key back in the key safe and scramble the code.",
  ]);
  drawHeading(document, "If something goes wrong");
  drawParagraph(
    document,
    "Our housekeeper, Bev Oldroyd, lives in the village and looks after the cottage between guests. If there is a power cut, a leak, or the Rayburn goes out, ring Bev on 07700 900412 at any hour. We live in Leeds, but you can always reach us on 07700 900187 if Bev does not answer.",
  );
  drawParagraph(
    document,
    "The nearest doctor's surgery is in Kettleby, and the nearest accident and emergency department is at Scarborough Hospital, 24 miles away.",
  );
}

// arrival, nights, guest, party size, dog, booked via, total (£)
const bookings: [string, number, string, number, string, string, number][] = [
  ["2025-01-03", 4, "Harris", 2, "No", "Direct", 380],
  ["2025-02-14", 3, "Lindqvist", 2, "Yes", "Airbnb", 345],
  ["2025-02-21", 7, "Okonkwo", 4, "No", "Cottages.com", 760],
  ["2025-03-28", 3, "Brennan", 3, "Yes", "Direct", 330],
  ["2025-04-11", 7, "Fairweather", 4, "Yes", "Airbnb", 895],
  ["2025-04-25", 4, "Chaudhry", 2, "No", "Direct", 440],
  ["2025-05-23", 7, "Mackenzie", 4, "No", "Cottages.com", 910],
  ["2025-06-06", 3, "Whitlock", 2, "Yes", "Airbnb", 405],
  ["2025-06-14", 7, "Sorensen", 3, "No", "Direct", 930],
  ["2025-07-05", 7, "Patel", 4, "No", "Airbnb", 1120],
  ["2025-07-19", 7, "Garside", 4, "Yes", "Cottages.com", 1145],
  ["2025-08-02", 7, "Ellwood", 4, "No", "Direct", 1190],
  ["2025-08-09", 7, "Nakamura", 3, "No", "Airbnb", 1190],
  ["2025-08-16", 10, "Rowntree", 4, "Yes", "Direct", 1725],
  ["2025-08-27", 3, "Hughes", 2, "No", "Cottages.com", 480],
  ["2025-09-12", 4, "Delacroix", 2, "No", "Airbnb", 520],
  ["2025-10-03", 3, "Pickering", 2, "Yes", "Direct", 360],
  ["2025-10-24", 7, "Osei", 4, "No", "Cottages.com", 850],
  ["2025-11-14", 3, "Ferreira", 2, "No", "Airbnb", 330],
  ["2025-12-22", 7, "Ashworth", 4, "Yes", "Direct", 1260],
  ["2025-12-28", 4, "Kowalski", 3, "No", "Airbnb", 640],
];
const airbnb = bookings.filter((row) => row[5] === "Airbnb").length;
const augustNights = bookings.filter((row) => row[0].startsWith("2025-08")).reduce((sum, row) => sum + row[1], 0);
if (airbnb !== 8 || augustNights !== 27) throw new Error("the bookings disagree with the questions' counts");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "oakfield-primary-pta-annual-report-2024-25.docx"), report);
await writePdf(path.join(out, "harebell-cottage-welcome-book.pdf"), "Harebell Cottage: Welcome Book", (document) => {
  welcomePage(document);
  document.addPage();
  nearbyPage(document);
  document.addPage();
  leavingPage(document);
});
fs.writeFileSync(
  path.join(out, "harebell-cottage-bookings-2025.csv"),
  [["Arrival", "Nights", "Guest", "Party size", "Dog", "Booked via", "Total (£)"], ...bookings].map((row) => row.join(",")).join("\n") +
    "\n",
);
