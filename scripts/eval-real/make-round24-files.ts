/**
 * Writes the 3 files made for round 24 of the real questions (scripts/eval-real/round24.json) into
 * scripts/eval-real/files/round24/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round24-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round24");

const sessions: string[][] = [
  ["Session", "Hours", "Price"],
  ["Full day", "7:30am to 6pm", "£62"],
  ["Morning", "7:30am to 1pm", "£36"],
  ["Afternoon", "1pm to 6pm", "£34"],
  ["Before school, with drop-off", "7:30am to 8:45am", "£9"],
  ["After school, with pick-up", "3:15pm to 6pm", "£18"],
];
const priceOfSession = (name: string) => Number(sessions.find((row) => row[0] === name)![2]!.slice(1));
if (priceOfSession("Afternoon") >= priceOfSession("Morning")) throw new Error("the sessions table disagrees with the questions");

const information: DocxLine[] = [
  ["Little Wrens Childminding: Information for Parents 2026", "title"],
  [
    "Hello, and thank you for thinking of Little Wrens for your child. I'm Hannah Ellis, and I have been a registered childminder since 2017, working from my home at 14 Orchard Rise, Kendal. I am registered with Ofsted and was rated Outstanding at my last inspection, in May 2024. With my assistant I can look after up to six children under eight at a time. This pack tells you how my setting works, what it costs and what to expect.",
    "text",
  ],
  ["Opening hours and fees", "heading"],
  ["I am open Monday to Thursday, 7:30am to 6pm, all year except for my holidays. I do not work on Fridays.", "text"],
  [sessions, "table"],
  [
    "Fees are paid monthly in advance by bank transfer, by the 1st of the month. I accept Tax-Free Childcare and childcare vouchers, and I offer funded hours for 38 weeks of the year, with your fees reduced to match. Breakfast, a hot lunch, tea and snacks are all cooked here and are included in the fees.",
    "text",
  ],
  [
    "If you are late collecting your child, I charge £10 for every 15 minutes, because my assistant's hours and my own family's evening depend on finishing on time.",
    "text",
  ],
  ["Words you'll hear", "heading"],
  [
    "The EYFS, or Early Years Foundation Stage, is the framework every registered childminder in England follows: it sets the standards for the learning, development and care of children from birth to five.",
    "text",
  ],
  [
    "Every child has a learning journal, an online record on the Tapestry app where I post photos and notes about what your child has been doing and how they are getting on. You can add your own photos from home too.",
    "text",
  ],
  [
    "Settling-in sessions are two or three short visits of about an hour each before your child starts, first with you staying and then without you, so that they get to know me and the house. They are unpaid.",
    "text",
  ],
  [
    "Free flow means the children can move between the playroom and the garden as they choose for most of the day, rather than going outside at set times.",
    "text",
  ],
  ["What to bring", "heading"],
  ["Please label everything, and send each day:", "text"],
  ["a full change of clothes, including socks;", "bullet"],
  ["nappies, wipes and cream, if your child uses them;", "bullet"],
  ["a sun hat and sun cream in summer, or a warm hat and gloves in winter;", "bullet"],
  ["wellies and a puddle suit, as we go out in all weathers;", "bullet"],
  ["a comforter or favourite toy for nap time, if they have one.", "bullet"],
  ["When your child is poorly", "heading"],
  [
    "If your child has sickness or diarrhoea, please keep them at home until 48 hours after the last episode. A child with a temperature of 38°C or more will need to be collected. I can give medicines prescribed by a doctor only with your written permission.",
    "text",
  ],
  ["Holidays", "heading"],
  [
    "I close for five weeks a year, and you do not pay for these weeks. In 2026 they are 6 to 10 April, 27 July to 7 August, and 21 December 2026 to 1 January 2027. I also close on bank holidays, which are charged as normal.",
    "text",
  ],
  ["Who's who", "heading"],
  [
    "My assistant, Priya Nair, works with me on Mondays, Tuesdays and Wednesdays. Like me, she holds a level 3 childcare qualification and a paediatric first aid certificate. My husband, Mark, lives here but is at work during the day and is never left in charge of the children.",
    "text",
  ],
  [
    "If I am ill and cannot open, my backup is Jo Whiteley, another registered childminder two streets away on Beech Grove, who knows the children and can take up to two of them at short notice.",
    "text",
  ],
  ["Getting in touch", "heading"],
  [
    "Text or ring me on 07700 900418. During the day I check messages at nap time, 12:30 to 2pm, so please ring only if it is urgent. If you want to leave, please give me four weeks' notice in writing, by email to hello@littlewrens.co.uk.",
    "text",
  ],
];

const services: string[][] = [
  ["Service", "Runs", "Passenger journeys"],
  ["Dial-a-ride", "Monday to Friday", "4,318"],
  ["Market bus to Bicester", "Thursdays", "2,146"],
  ["Lunch club run", "Wednesdays", "1,275"],
  ["Hospital run to Oxford¹", "By booking", "612"],
  ["Shopping trips and outings", "Monthly", "1,061"],
];
const journeys = (row: string[]) => Number(row[2]!.replace(",", ""));
if (services.slice(1).reduce((sum, row) => sum + journeys(row), 0) !== 9412)
  throw new Error("the services table disagrees with the report");
// the year's money: £20,660 brought forward, £58,640 in (fares, membership, grant, donations), £61,920 out, £17,380 at the end
const busIncome = [21300, 4150, 24500, 8690];
if (busIncome.reduce((sum, amount) => sum + amount, 0) !== 58640 || 20660 + 58640 - 61920 !== 17380)
  throw new Error("the bus charity's money disagrees with the report");

function busIntroPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Wendlebury Community Bus", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Wendlebury Community Bus is a charity that runs minibus services for people in Wendlebury and the villages around it who cannot easily get about, because they do not drive, live far from a bus stop or find ordinary buses hard to use. It was started in 2008 by the parish lunch club with one borrowed minibus. We now have three minibuses, two of them with wheelchair lifts, and 31 volunteer drivers. This report covers January to December 2025.",
  );
  drawParagraph(
    document,
    "It will be presented at our annual general meeting at 2pm on Tuesday 17 March 2026 in Wendlebury Village Hall. All members are welcome, and tea will be served.",
  );
  drawHeading(document, "The year in brief");
  drawParagraph(
    document,
    "We made 9,412 passenger journeys in 2025, up from 8,106 in 2024. The busiest day of the year was the Christmas shopping trip to Banbury on 13 December, when all three buses ran full. Our oldest minibus, bought in 2010, failed its MOT in August and was retired.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "Dial-a-ride is our door-to-door service: members ring the office the day before, and a driver collects them from home and brings them back again, for shopping, the doctor's or a visit to friends.",
  );
  drawParagraph(
    document,
    "Our buses run under a section 19 permit, the permit that lets a charity charge fares without being a commercial bus company, as long as the passengers are members and the service is not run for profit.",
  );
  drawParagraph(
    document,
    "A passenger assistant, or PA, is a volunteer who rides with the driver to help passengers on and off, strap wheelchairs in and carry shopping to the door. Every trip with a wheelchair user on board has one.",
  );
  drawParagraph(
    document,
    "Every driver takes MiDAS, the Minibus Driver Awareness Scheme, a one-day course with a road assessment, before driving for us, and takes it again every four years.",
  );
}

function busYearPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Our services in 2025");
  drawParagraph(document, "The table shows how many passenger journeys each of our services carried in the year.");
  drawColumns(document, services, [60, 250, 380], 170);
  drawParagraph(
    document,
    "Fares are £3.50 for a single dial-a-ride journey within the parish and £6 beyond it, £4 return on the market bus and £12 return on the hospital run. Membership costs £10 a year. Concessionary bus passes are not accepted on our buses, because we are not a registered bus service, so everyone pays the fare.",
  );
  drawHeading(document, "What we did");
  drawBullets(document, [
    "replaced the minibus that failed its MOT with a second-hand Ford Transit with a wheelchair lift, which went on the road in October;",
    "trained six new drivers through MiDAS, bringing us to 31;",
    "fitted card readers on all three buses, so that fares can be paid by card;",
    "ran 11 outings, among them trips to the coast at West Wittering and to Blenheim Palace at Christmas.",
  ]);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Our income was £58,640: £21,300 from fares, £4,150 from membership, a grant of £24,500 from the county council's Community Transport Fund for the new minibus, and £8,690 from donations and fundraising. We spent £61,920, including the new minibus (£24,500), fuel (£11,840) and insurance (£6,210); the rest went on servicing, the office and our coordinator's pay. We ended the year with reserves of £17,380, down from £20,660.",
  );
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ The hospital run takes members to appointments at the John Radcliffe and Churchill hospitals in Oxford. The driver waits and brings them home, however long the appointment takes.",
      60,
      760,
      { width: 475 },
    );
}

function busPeoplePage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "How to book");
  drawParagraph(
    document,
    "To book dial-a-ride or the hospital run, ring the office on 01632 960214 between 9am and 12 noon, Monday to Friday, at least one day ahead, or two days ahead for the hospital run. Outside those hours, please leave a message on the answerphone. The market bus and the lunch club run need no booking.",
  );
  drawHeading(document, "Who's who");
  drawParagraph(
    document,
    "Sue Kettering, our office coordinator, takes the bookings and draws up the drivers' rota; she is our only paid member of staff and works 20 hours a week. Alan Pryce chairs the trustees, and Margaret Lyle is our treasurer. Bernard Oyelaran, our transport manager, looks after the buses: he books their servicing, repairs and MOTs, and signs off new drivers after their MiDAS course.",
  );
  drawHeading(document, "Drive for us");
  drawParagraph(
    document,
    "We always need more drivers, especially for the hospital run. Drivers must be aged between 25 and 80 and have held a full car licence for at least three years. We pay for the MiDAS course, and most drivers give one morning or afternoon a fortnight.",
  );
  drawHeading(document, "Next year");
  drawParagraph(
    document,
    "In 2026 we hope to raise £30,000 towards an electric minibus, and to start a Tuesday run to the new health centre at Launton.",
  );
}

// order date, customer, occasion, cake, serves, price (£), collected or delivered
const orders: [string, string, string, string, number, number, string][] = [
  ["2025-01-11", "Amy Turner", "Birthday", "Chocolate fudge", 20, 55, "Collected"],
  ["2025-01-18", "Raj Patel", "Birthday", "Unicorn", 24, 70, "Collected"],
  ["2025-01-25", "Claire Dobson", "Christening", "Lemon drizzle", 30, 85, "Delivered"],
  ["2025-02-08", "Tom Hughes", "Birthday", "Football pitch", 30, 80, "Collected"],
  ["2025-02-14", "Leanne Ford", "Valentine's Day", "Red velvet", 8, 32, "Collected"],
  ["2025-02-22", "Sophie & Dan Marsh", "Wedding", "Three-tier vanilla and raspberry", 120, 380, "Delivered"],
  ["2025-03-01", "Gail Sutton", "Retirement", "Carrot", 40, 95, "Delivered"],
  ["2025-03-08", "Nadia Khan", "Birthday", "Chocolate fudge", 20, 55, "Collected"],
  ["2025-03-15", "Owen Price", "Birthday", "Dinosaur", 24, 70, "Collected"],
  ["2025-03-29", "Beth Lowe", "Mother's Day", "Victoria sponge", 12, 35, "Collected"],
  ["2025-04-05", "Kirsty Hall", "Engagement", "Red velvet", 40, 110, "Delivered"],
  ["2025-04-12", "Jack Ellison", "Birthday", "Unicorn", 24, 70, "Collected"],
  ["2025-04-19", "Mary Quinn", "Easter", "Simnel", 16, 45, "Collected"],
  ["2025-04-26", "Abbie & Leo Grant", "Wedding", "Two-tier lemon and elderflower", 80, 260, "Delivered"],
  ["2025-05-03", "Paul Shaw", "Birthday", "Chocolate fudge", 30, 75, "Collected"],
  ["2025-05-10", "Ruth Ahmed", "Christening", "Vanilla", 40, 100, "Delivered"],
  ["2025-05-17", "Chloe Barnes", "Birthday", "Mermaid", 24, 72, "Collected"],
  ["2025-05-24", "Emma & Josh Reid", "Wedding", "Three-tier chocolate and salted caramel", 150, 450, "Delivered"],
  ["2025-05-31", "Dev Shah", "Birthday", "Number cake", 20, 60, "Collected"],
  ["2025-06-07", "Lucy Fenton", "Baby shower", "Lemon drizzle", 24, 65, "Collected"],
  ["2025-06-14", "Mike Rowe", "Father's Day", "Coffee and walnut", 12, 35, "Collected"],
  ["2025-06-21", "Zoe Clarke", "Birthday", "Unicorn", 24, 70, "Collected"],
  ["2025-06-28", "Ian & Jess Moore", "Wedding", "Naked cake with fresh flowers", 100, 320, "Delivered"],
  ["2025-06-28", "Carol Webb", "Birthday", "Victoria sponge", 12, 35, "Collected"],
];
const takenIn = (month: string) => orders.filter((row) => row[0].startsWith(month)).reduce((sum, row) => sum + row[5], 0);
const weddings = orders.filter((row) => row[2] === "Wedding").length;
const mostServed = orders.reduce((best, row) => (row[4] > best[4] ? row : best));
const paidBy = (customer: string) => orders.find((row) => row[1] === customer)![5];
const afterBeth = orders[orders.findIndex((row) => row[1] === "Beth Lowe") + 1]![1];
if (weddings !== 4 || takenIn("2025-05") !== 757 || takenIn("2025-04") !== 485 || takenIn("2025-06") !== 525)
  throw new Error("the orders disagree with the questions' counts and totals");
if (
  mostServed[1] !== "Emma & Josh Reid" ||
  paidBy("Sophie & Dan Marsh") - paidBy("Abbie & Leo Grant") !== 120 ||
  afterBeth !== "Kirsty Hall"
)
  throw new Error("the orders disagree with the questions' rows");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "little-wrens-childminding-parent-information-2026.docx"), information);
await writePdf(
  path.join(out, "wendlebury-community-bus-annual-report-2025.pdf"),
  "Wendlebury Community Bus: Annual Report 2025",
  (document) => {
    busIntroPage(document);
    document.addPage();
    busYearPage(document);
    document.addPage();
    busPeoplePage(document);
  },
);
fs.writeFileSync(
  path.join(out, "honeybee-bakes-cake-orders-2025.csv"),
  [["Order date", "Customer", "Occasion", "Cake", "Serves", "Price (£)", "Collected or delivered"], ...orders]
    .map((row) => row.join(","))
    .join("\n") + "\n",
);
