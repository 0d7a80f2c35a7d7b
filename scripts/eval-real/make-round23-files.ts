/**
 * Writes the 3 files made for round 23 of the real questions (scripts/eval-real/round23.json) into
 * scripts/eval-real/files/round23/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round23-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round23");

const sections: string[][] = [
  ["Section", "Ages", "Meets on", "Times", "Members"],
  ["Squirrels", "4 to 6", "Saturday", "9:30am to 10:30am", "14"],
  ["Beavers", "6 to 8", "Monday", "5:45pm to 7pm", "22"],
  ["Cubs", "8 to 10½", "Tuesday", "6:30pm to 8pm", "28"],
  ["Scouts", "10½ to 14", "Thursday", "7pm to 9pm", "32"],
];
if (sections.slice(1).reduce((sum, row) => sum + Number(row[4]), 0) !== 96)
  throw new Error("the sections table disagrees with the handbook");

const handbook: DocxLine[] = [
  ["1st Tansley Scout Group: Parents' Handbook 2026", "title"],
  [
    "Welcome to 1st Tansley Scouts! We are a Scout Group run entirely by volunteers, and we have met in the Scout Hut on Cromford Road, behind the cricket ground, since 1952. We have 96 young people aged 4 to 14 and 23 adult volunteers, none of whom is paid. This handbook is for the parents and carers of new members: it explains how the Group works, what it costs and who to ask.",
    "text",
  ],
  ["Our sections", "heading"],
  ["Young people move up from one section to the next as they grow older. Each section meets once a week in school term time.", "text"],
  [sections, "table"],
  ["At 14, Scouts move on to Explorers, who meet in Matlock and are run by the district rather than by us.", "text"],
  ["Words you will hear", "heading"],
  [
    "The necker is the scarf worn with the uniform. Ours is green with a gold border, and every young person is given their first one free at their investiture, the short ceremony, usually about six weeks after joining, at which they make their Promise in front of their section.",
    "text",
  ],
  [
    "Cubs work in small groups called sixes. Each six is led by a sixer, an older Cub who helps the leaders and looks after the younger ones.",
    "text",
  ],
  [
    "Online Scout Manager (OSM) is the website the Group uses for young people's records, subs, badges and event forms. It sends you a login when your child joins.",
    "text",
  ],
  ["What it costs", "heading"],
  [
    "Subs are £66 a term, paid through OSM before the first meeting of the term. Brothers and sisters pay £55 a term each after the first child. About £45 a year of each young person's subs is the membership fee that the Group passes on to the Scouts nationally and to the county, which covers insurance and leader training.",
    "text",
  ],
  [
    "If money is tight, please speak in confidence to our Group Lead Volunteer, Karen Whitworth. No young person has ever been turned away because their family could not pay, and we do not intend to start.",
    "text",
  ],
  ["Uniform", "heading"],
  [
    "Second-hand uniform in all sizes hangs on the rail in the hut porch: take what you need, and leave a donation in the tin if you can. New uniform is sold by the Scout shop in Matlock.",
    "text",
  ],
  ["Summer camp", "heading"],
  [
    "This year's summer camp for Cubs and Scouts is at Hathersage, from Saturday 25 July to Saturday 1 August 2026. It costs £185 a child, with a £40 deposit due by 1 May. Every night away is led by a leader who holds a nights away permit.",
    "text",
  ],
  ["Please name everything, and pack:", "text"],
  ["a sleeping bag and a roll mat;", "bullet"],
  ["a torch with spare batteries;", "bullet"],
  ["a waterproof coat and wellies;", "bullet"],
  ["a plate, a bowl, a mug and a KFS (knife, fork and spoon);", "bullet"],
  ["a water bottle;", "bullet"],
  ["any medicines, in a labelled bag to hand to a leader.", "bullet"],
  ["Who's who", "heading"],
  [
    "Karen Whitworth is our Group Lead Volunteer and has overall charge of the Group. Dev Mistry, the treasurer, looks after the subs and claims Gift Aid on them. Geoff Barlow, our quartermaster, looks after the tents, stoves and other camping kit in the store behind the hut, and lends it to families for their own camping trips.",
    "text",
  ],
  [
    "Lorna Peake keeps the waiting list. Children join in the order their names were put down, except that brothers and sisters of members go to the top. To put a child's name down, email waitinglist@1sttansleyscouts.org.uk with their name and date of birth.",
    "text",
  ],
  ["Helping out", "heading"],
  [
    "We could not run without parents. We ask each family to take at least one turn a term on the parent rota, helping at a meeting, on a hike or at the spring clean of the hut.",
    "text",
  ],
];

const notices: string[][] = [
  ["Date", "Notice", "Highest level", "Homes flooded"],
  ["12 January", "Flood alert", "1.42 m", "0"],
  ["3 February", "Flood warning¹", "2.18 m", "2"],
  ["28 March", "Flood alert", "1.31 m", "0"],
  ["19 October", "Flood alert", "1.56 m", "0"],
  ["23 November", "Flood warning", "2.37 m", "3"],
  ["14 December", "Flood alert", "1.48 m", "0"],
];
if (notices.slice(1).reduce((sum, row) => sum + Number(row[3]), 0) !== 5) throw new Error("the notices table disagrees with the report");
// the year's money: £846 brought forward, a £3,500 grant, £1,240 of donations, £3,674 spent, £1,912 at the end
const floodMoney = [846, 3500, 1240, -3674];
if (floodMoney.reduce((sum, amount) => sum + amount, 0) !== 1912) throw new Error("the flood group's money disagrees with the report");

function introPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Harrowby Flood Group", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Harrowby Flood Group was set up by residents after the floods of November 2019, when Harrowby Brook burst its banks and 37 homes in the village were flooded. We are volunteers, working with the parish council, the Environment Agency and the county council so that the village is better prepared next time. This report covers January to December 2025.",
  );
  drawParagraph(
    document,
    "It will be presented at our annual meeting at 7.30pm on Wednesday 4 March 2026 in the Methodist Hall on Chapel Street. Everyone in the village is welcome.",
  );
  drawHeading(document, "The year in brief");
  drawParagraph(
    document,
    "It was a wet year. The Environment Agency sent out six flood alerts and warnings for Harrowby Brook, and on two nights water came into homes: five homes flooded in all, against 37 in 2019. Every household on our phone list was called within half an hour of each warning.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "Our flood wardens are volunteers, one or two for each street near the brook, who knock on doors when a flood warning is issued, check on older and disabled neighbours, and report back to the coordinator. We had 14 wardens at the end of the year, up from 9.",
  );
  drawParagraph(
    document,
    "The trash screen, the steel grille across the brook where it goes into the culvert under Station Road, catches branches and rubbish before they can block the culvert and send the water into the road.",
  );
  drawParagraph(
    document,
    "Property flood resilience (PFR) means changes to a house that keep floodwater out, such as flood doors, airbrick covers and non-return valves on drains, or that make it quicker to dry out and move back in afterwards.",
  );
}

function yearPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Alerts and warnings in 2025");
  drawParagraph(
    document,
    "The Environment Agency sends two kinds of notice for the brook. A flood alert means that flooding is possible and people should be prepared; a flood warning means that flooding is expected and people should act now. The levels below are the highest reached each time at the Mill Bridge river gauge, which reads about 0.3 m in a dry summer. Water reaches the lowest gardens on Brookside at about 2.0 m.",
  );
  drawColumns(document, notices, [60, 180, 310, 420], 120);
  drawHeading(document, "What we did");
  drawBullets(document, [
    "cleared the trash screen 41 times, after every spell of heavy rain;",
    "opened a second sandbag store, behind the village school, with 200 sandbags;",
    "visited 58 homes with the county council's PFR surveyor; 19 of them have now had flood doors or airbrick covers fitted;",
    "set up a WhatsApp group for warnings, which 164 households have joined;",
    "ran a flood fair at the Methodist Hall in May, with stalls from the Environment Agency and the fire service.",
  ]);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "We started the year with £846 in the bank. The county council's Community Flood Fund gave us a grant of £3,500, which paid for the second sandbag store and its sandbags, and donations and the flood fair brought in £1,240. We spent £3,674, mostly on the store, the sandbags, hi-vis jackets and torches for the wardens, and hall hire. We ended the year with £1,912.",
  );
  document
    .font("Helvetica")
    .fontSize(8)
    .text(
      "¹ The gauge's own logger failed on the night of 3 February; the level shown was read off the gauge board on Mill Bridge by one of our wardens at 2am.",
      60,
      760,
      { width: 475 },
    );
}

function whoPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "When a flood warning is issued");
  drawParagraph(document, "If a flood warning is issued for Harrowby Brook:");
  drawBullets(document, [
    "move valuables, medicines and important papers upstairs;",
    "fit your flood boards and airbrick covers if you have them;",
    "turn off the gas and electricity at the mains if water is about to come in;",
    "never walk or drive through floodwater: 30 cm of flowing water is enough to float a car.",
  ]);
  drawHeading(document, "Sandbags");
  drawParagraph(
    document,
    "There are two sandbag stores: the first in the yard of the fire station on Station Road, and the new one behind Harrowby Primary School. The keys are held by Pat Hemingway, by Steve Cole at the Plough Inn, and by the school caretaker, Maureen Daly. Sandbags are free for homes at risk, up to six for each household; please bring back any you do not use.",
  );
  drawHeading(document, "Who's who");
  drawParagraph(
    document,
    "Pat Hemingway coordinates the flood wardens, and she is the one the Environment Agency rings when the brook starts to rise. If you see water coming over the banks, or the trash screen blocked, ring Pat at any hour on 07700 900566. Colin Ashby is our treasurer. Jenny Marsh runs the group's WhatsApp group and Facebook page; to be added to the WhatsApp group, text her on 07700 900723.",
  );
  drawHeading(document, "Next year");
  drawParagraph(
    document,
    "In 2026 we want to raise £8,000 for a second river gauge upstream at Ferny Hill, which would give the village about an extra hour's warning. We will also hold a practice flood night with the wardens on Saturday 18 April 2026.",
  );
}

// date, dog, breed, service, minutes, price (£), paid by
const appointments: [string, string, string, string, number, number, string][] = [
  ["2025-01-08", "Biscuit", "Cockapoo", "Full groom", 120, 45, "Card"],
  ["2025-01-10", "Hector", "Miniature Schnauzer", "Full groom", 105, 42, "Cash"],
  ["2025-01-15", "Luna", "Husky", "Bath and brush", 90, 48, "Card"],
  ["2025-01-22", "Pickle", "Dachshund", "Nail trim", 15, 10, "Cash"],
  ["2025-01-29", "Teddy", "Shih Tzu", "Full groom", 90, 38, "Bank transfer"],
  ["2025-02-04", "Bruno", "Bernese Mountain Dog", "Full groom", 180, 75, "Card"],
  ["2025-02-12", "Maisie", "Cockapoo", "Full groom", 120, 45, "Card"],
  ["2025-02-19", "Nala", "Labrador", "Bath and brush", 60, 35, "Cash"],
  ["2025-02-26", "Dottie", "Cavapoo", "Puppy intro", 45, 20, "Card"],
  ["2025-03-05", "Alfie", "Border Terrier", "Hand strip", 120, 50, "Card"],
  ["2025-03-12", "Willow", "Cockapoo", "Full groom", 120, 45, "Bank transfer"],
  ["2025-03-19", "Rolo", "Jack Russell", "Nail trim", 15, 10, "Cash"],
  ["2025-03-26", "Poppy", "Bichon Frise", "Full groom", 105, 42, "Card"],
  ["2025-04-02", "Monty", "Golden Retriever", "Bath and brush", 90, 45, "Card"],
  ["2025-04-09", "Olive", "Labradoodle", "Full groom", 150, 60, "Card"],
  ["2025-04-16", "Ziggy", "Cockapoo", "Full groom", 120, 45, "Cash"],
  ["2025-04-23", "Bonnie", "West Highland Terrier", "Full groom", 105, 42, "Bank transfer"],
  ["2025-04-30", "Fudge", "Cavapoo", "Full groom", 120, 45, "Card"],
  ["2025-05-07", "Murphy", "Springer Spaniel", "Full groom", 120, 50, "Card"],
  ["2025-05-14", "Tilly", "Yorkshire Terrier", "Full groom", 90, 38, "Cash"],
  ["2025-05-21", "Archie", "Cockapoo", "Bath and brush", 60, 32, "Card"],
  ["2025-05-28", "Pepper", "Standard Poodle", "Full groom", 165, 68, "Card"],
  ["2025-06-04", "Bailey", "Cocker Spaniel", "Full groom", 120, 48, "Bank transfer"],
  ["2025-06-11", "Biscuit", "Cockapoo", "Full groom", 120, 45, "Card"],
  ["2025-06-18", "Maisie", "Cockapoo", "Nail trim", 15, 10, "Cash"],
  ["2025-06-25", "Teddy", "Shih Tzu", "Full groom", 90, 38, "Card"],
];
const takings = (from: string, to: string) =>
  appointments.filter((row) => row[0] >= from && row[0] <= to).reduce((sum, row) => sum + row[5], 0);
const cockapoos = appointments.filter((row) => row[2] === "Cockapoo").length;
const dearest = appointments.reduce((best, row) => (row[5] > best[5] ? row : best));
const priceOf = (dog: string) => appointments.find((row) => row[1] === dog)![5];
const afterRolo = appointments[appointments.findIndex((row) => row[1] === "Rolo") + 1]![1];
if (cockapoos !== 7 || takings("2025-04-01", "2025-04-30") !== 237 || takings("2025-01-01", "2025-03-31") !== 505)
  throw new Error("the appointments disagree with the questions' counts and totals");
if (dearest[1] !== "Bruno" || priceOf("Pepper") - priceOf("Tilly") !== 30 || afterRolo !== "Poppy")
  throw new Error("the appointments disagree with the questions' rows");

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "tansley-scout-group-parents-handbook-2026.docx"), handbook);
await writePdf(path.join(out, "harrowby-flood-group-annual-report-2025.pdf"), "Harrowby Flood Group: Annual Report 2025", (document) => {
  introPage(document);
  document.addPage();
  yearPage(document);
  document.addPage();
  whoPage(document);
});
fs.writeFileSync(
  path.join(out, "bramble-and-bone-grooming-appointments-2025.csv"),
  [["Date", "Dog", "Breed", "Service", "Minutes", "Price (£)", "Paid by"], ...appointments].map((row) => row.join(",")).join("\n") + "\n",
);
