/**
 * Writes the 3 files made for round 20 of the real questions (scripts/eval-real/round20.json) into
 * scripts/eval-real/files/round20/. Written before any run, by someone who did not read the code.
 *
 *   npx tsx scripts/eval-real/make-round20-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round20");

const layouts: string[][] = [
  ["Layout", "Scale", "Length", "Era modelled", "Operators needed"],
  ["Ulverby Junction", "OO", "14 m", "1950s steam", "4"],
  ["Fell Quarry", "N", "6 m", "1970s diesel", "2"],
  ["Harbour Tramway", "O", "9 m", "1920s trams and goods", "3"],
  ["Garden Line", "G", "40 m", "Present day", "2"],
];
if (layouts.length !== 5) throw new Error("the layouts table disagrees with the handbook");

const handbook: DocxLine[] = [
  ["Brackenhurst Model Railway Club: Members' Handbook 2026", "title"],
  ["Adopted at the club's annual general meeting on 22 January 2026. It replaces all earlier versions.", "text"],
  ["About the club", "heading"],
  [
    "Brackenhurst Model Railway Club was founded in 1978 and meets in the former goods shed in the old station yard on Station Road, Ulverby. At the start of 2026 it had 54 members and 4 working layouts. The clubroom is open on Wednesday evenings from 7pm to 10pm and on Saturdays from 10am to 4pm.",
    "text",
  ],
  ["Membership and charges", "heading"],
  [
    "Adult membership costs £60 a year and junior membership, for members under 16, £20 a year; a family membership covering two adults and their children is £95 a year. A locker for stock and tools costs a further £12 a year. Juniors must be accompanied by a parent or an adult member at all times.",
    "text",
  ],
  ["Words used in this handbook", "heading"],
  [
    "Gauge is the distance between the two rails of the track; most of our layouts are built to OO, on which the rails are 16.5 mm apart.",
    "text",
  ],
  [
    "Ballasting, that is, gluing fine grit between and around the sleepers so that the track looks like the real thing, is done on Saturdays only, when the windows can be opened.",
    "text",
  ],
  [
    "By a fiddle yard we mean the hidden set of sidings behind the scenery where trains are stored and swapped between runs, out of sight of visitors.",
    "text",
  ],
  [
    "The running log, a clipboard kept by the main control panel on which every operator writes their name, the time they started and any fault they found, must be signed before a layout is powered up.",
    "text",
  ],
  ["Our layouts", "heading"],
  ["Members may run trains on any layout once they have been shown round it by its layout leader.", "text"],
  [layouts, "table"],
  ["The Garden Line runs outdoors round the yard and is used from April to September only.", "text"],
  ["Locking up", "heading"],
  ["The last member to leave must:", "text"],
  ["switch off every controller and then the main isolator by the door;", "bullet"],
  ["put all locomotives and rolling stock back in the lockers;", "bullet"],
  ["close the windows of the paint room;", "bullet"],
  ["lock the goods shed door and put the key back in the key safe.", "bullet"],
  ["Soldering and paints", "heading"],
  [
    "Soldering is allowed only at the workbench, with the extractor fan running and safety glasses on, and a soldering iron must never be left switched on while nobody is at the bench. Solvent-based paints and thinners are kept in the metal cabinet in the paint room.",
    "text",
  ],
  ["Exhibition", "heading"],
  [
    "Our annual exhibition, which in other years has been held in October, will this time, because the village hall is being re-roofed in the autumn, move to the spring, and take place on the Saturday and Sunday, the 18th and 19th of April, from 10am to 5pm in Ulverby Village Hall; every member is asked to help for at least one half-day.",
    "text",
  ],
  ["Who to contact", "heading"],
  [
    "The club's chairman is Graham Pickering. Memberships and renewals are dealt with by Shirin Kazemi, the membership secretary; the treasurer is Owen Griffiths; and the exhibition is organised by Lotte de Vries.",
    "text",
  ],
  [
    "Should the smoke alarm in the goods shed go off, or should you smell burning from a layout, pull the main isolator, get everyone out of the building, and then, rather than the chairman, ring the club's safety officer, Bernard Achterberg, whose mobile is 07700 900562.",
    "text",
  ],
];

const species: string[][] = [
  ["Species", "Ringed 2025", "Ringed 2024", "Retraps 2025"],
  ["Swallow", "2,080", "1,650", "19"],
  ["Goldcrest", "1,615", "1,320", "42"],
  ["Blackcap", "1,240", "980", "88"],
  ["Chiffchaff", "1,050", "1,110", "64"],
  ["Sedge warbler", "890", "840", "57"],
  ["Robin", "720", "760", "131"],
  ["Reed bunting", "365", "410", "73"],
];
if (species.length !== 8) throw new Error("the species table disagrees with the report");

function firstPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Saltfleet Bird Observatory", 60, 60);
  document.font("Helvetica").fontSize(14).text("Annual Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Saltfleet Bird Observatory has counted and ringed the birds of the Saltfleet dunes on the Lincolnshire coast since 1962. It is run by a charity with 214 members, and the work is done by a resident warden and 41 volunteer wardens.",
  );
  drawParagraph(
    document,
    "In 2025 we ringed 9,480 birds of 86 species, recorded 231 species in the recording area and welcomed 1,920 visitors. Volunteers gave 6,300 hours of their time, and the observatory's income was £48,600¹, against £41,900 in 2024.",
  );
  drawHeading(document, "Words we use");
  drawParagraph(
    document,
    "A mist net is a fine black net, almost invisible, hung between two poles to catch small birds safely so that they can be ringed and let go.",
  );
  drawParagraph(
    document,
    "A retrap, which is what we call a bird caught again that already carries one of our rings, tells us how long birds live and whether they come back each year.",
  );
  drawParagraph(document, "We call a bird that turns up far outside its normal range a vagrant.");
  drawHeading(document, "How to help");
  drawParagraph(
    document,
    "Anyone aged 16 or over can join a ringing session as a scribe, writing down each bird's details; no experience is needed. Sessions start at first light on Saturdays and Sundays from April to October: let the warden know the evening before, at the ringing hut behind the warden's cottage on Marsh Lane.",
  );
  drawHeading(document, "Highlights");
  drawParagraph(document, "During the year we:");
  drawBullets(document, [
    "ringed our 250,000th bird since 1962, a goldcrest, in September;",
    "found a Pallas's warbler on 14 October, only the third for the observatory;",
    "trained 5 new ringers;",
    "opened the new education room in July.",
  ]);
  document
    .font("Helvetica")
    .fontSize(8)
    .text("¹ Includes a legacy of £7,500 left by the late Dr Harold Sowerby, to be spent on a new observation hide.", 60, 760, {
      width: 475,
    });
}

function secondPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Ringing totals");
  drawParagraph(document, "The seven species we ringed in the greatest numbers in 2025 were:");
  drawColumns(document, species, [60, 190, 290, 390], 100);
  drawHeading(document, "Money");
  drawParagraph(
    document,
    "Membership subscriptions brought in £15,200, visitor donations and shop sales £9,400, grants £16,500 and the Sowerby legacy £7,500. We spent £44,750, of which £18,200 went on the warden's salary, £6,900 on rings and netting and £4,300 on repairs to the cottage roof. The year ended with reserves of £61,250.",
  );
  drawHeading(document, "Plans for 2026");
  drawParagraph(
    document,
    "In 2026 we plan to build the new observation hide at Pye's Pool, to put up a Motus radio-tracking tower on the cottage, and to start a monthly beach clean with the village school.",
  );
}

function thirdPage(document: PDFKit.PDFDocument): void {
  drawHeading(document, "Trustees and staff");
  drawParagraph(
    document,
    "The observatory's trustees for 2025 were Dr Anjali Mistry, the chair, Peter Hallam, the secretary, Joan Whitlock, the treasurer, and Kwame Asante, the ringing secretary, who keeps the ringing records and orders the rings. The resident warden is Ellie Rudd, who has lived at the observatory since 2019.",
  );
  drawHeading(document, "Thank you");
  drawParagraph(
    document,
    "We thank Natural England for permission to ring on the reserve, the Saltfleet Haven Trust for the loan of their tractor, and the Louth Naturalists for their winter wildfowl counts.",
  );
}

// month, birds ringed, species recorded, visitors, volunteer hours, season
const months: [string, number, number, number, number, string][] = [
  ["2025-01", 210, 94, 60, 300, "Winter counts"],
  ["2025-02", 180, 97, 70, 280, "Winter counts"],
  ["2025-03", 420, 118, 110, 420, "Spring arrivals"],
  ["2025-04", 960, 146, 190, 640, "Spring arrivals"],
  ["2025-05", 880, 158, 230, 620, "Spring arrivals"],
  ["2025-06", 540, 121, 210, 480, "Breeding season"],
  ["2025-07", 610, 117, 260, 500, "Breeding season"],
  ["2025-08", 1150, 139, 280, 640, "Autumn passage"],
  ["2025-09", 1720, 171, 200, 760, "Autumn passage"],
  ["2025-10", 1990, 183, 180, 820, "Autumn passage"],
  ["2025-11", 560, 126, 80, 480, "Winter counts"],
  ["2025-12", 260, 101, 50, 360, "Winter counts"],
];
const total = (column: 1 | 3 | 4) => months.reduce((sum, row) => sum + row[column], 0);
if (months.length !== 12 || total(1) !== 9480 || total(3) !== 1920 || total(4) !== 6300) {
  throw new Error("the monthly log disagrees with the report");
}

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "brackenhurst-model-railway-club-handbook-2026.docx"), handbook);
await writePdf(
  path.join(out, "saltfleet-bird-observatory-report-2025.pdf"),
  "Saltfleet Bird Observatory: Annual Report 2025",
  (document) => {
    firstPage(document);
    document.addPage();
    secondPage(document);
    document.addPage();
    thirdPage(document);
  },
);
fs.writeFileSync(
  path.join(out, "saltfleet-observatory-monthly-2025.csv"),
  [["Month", "Birds ringed", "Species recorded", "Visitors", "Volunteer hours", "Season"], ...months]
    .map((row) => row.join(","))
    .join("\n") + "\n",
);
