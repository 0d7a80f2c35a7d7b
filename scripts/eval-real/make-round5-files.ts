/**
 * Writes the files made for round 5 of the real questions (scripts/eval-real/round5.json) into
 * scripts/eval-real/files/round5/: a PDF printer's quotation (a letterhead, label/value fields, a
 * price table drawn in columns without rules, terms), a two-page PDF short paper (a title page with
 * superscript affiliation numbers, a keywords line, an abstract that spells out its abbreviations,
 * numbered contributions wrapped over lines), a DOCX remote-work policy (terms defined in several
 * ways, rules, contacts; the subject's words in most paragraphs) and a Markdown allotment FAQ (the
 * society's name in the opening and throughout). Run once: `npx tsx scripts/eval-real/make-round5-files.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { drawColumns, drawFields, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round5");

const quoteFields: [string, string][] = [
  ["Quote No.", "Q-4471"],
  ["Date", "12 May 2025"],
  ["Customer", "Penryn Community Theatre"],
  ["Contact", "Aisha Begum"],
  ["Valid Until", "11 June 2025"],
];

const quoteRows: string[][] = [
  ["Item", "Qty", "Unit price", "Amount"],
  ["A2 posters", "40", "3.20", "128.00"],
  ["A5 flyers", "1000", "0.09", "90.00"],
  ["Printed programmes", "250", "1.60", "400.00"],
  ["Pull-up banner", "2", "75.00", "150.00"],
];

function letterhead(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(16).text("Harbourside Print & Signs Ltd", 60, 50);
  document.font("Helvetica").fontSize(9).text("Unit 7, Quay Road, Falmouth TR11 3HH", 60);
  document.text("Tel 01326 555 0142 · sales@harboursideprint.co.uk", 60);
  document.text("VAT No. GB 294 6612 07", 60);
  document.moveDown(1.5);
  document.font("Helvetica-Bold").fontSize(18).text("Quotation", 60);
  document.moveDown(0.6);
}

function writeQuote(): Promise<void> {
  return writePdf(path.join(out, "quote-Q-4471.pdf"), "Quotation Q-4471", (document) => {
    letterhead(document);
    drawFields(document, quoteFields, 180);
    document
      .font("Helvetica")
      .fontSize(11)
      .text(
        "Thank you for your enquiry about printing for the summer production of The Tempest. The prices below include a design check of your artwork but not delivery.",
        60,
        document.y,
        { width: 475 },
      );
    document.moveDown(0.8);
    drawColumns(document, quoteRows, [60, 250, 320, 420], 160);
    for (const line of ["Subtotal: 768.00 pounds", "VAT at 20%: 153.60 pounds", "Total including VAT: 921.60 pounds"])
      document.font("Helvetica-Bold").fontSize(11).text(line, 60);
    document.moveDown(0.8);
    document.font("Helvetica-Bold").fontSize(13).text("Terms", 60);
    document.moveDown(0.3);
    document
      .font("Helvetica")
      .fontSize(11)
      .text(
        "Payment is due within 30 days of the invoice date. A deposit of half the total is required before printing starts, because programmes are printed to order and cannot be resold. Delivery to Penryn costs 15.00 pounds and takes three working days. Artwork must be supplied as a PDF at 300 dpi with 3 mm bleed.",
        60,
        document.y,
        { width: 475 },
      );
  });
}

const authors: [string, string][] = [
  ["Hana Okafor", "1"],
  ["Luis Ferreira", "2"],
  ["Mei Tanaka", "1,3"],
  ["Jonas Berg", "2"],
];

/** Authors on one line, each followed by a raised, smaller affiliation number, as a journal sets them. */
function authorLine(document: PDFKit.PDFDocument): void {
  let x = 60;
  const y = document.y;
  for (const [index, [name, mark]] of authors.entries()) {
    document.font("Helvetica").fontSize(12).text(name, x, y, { lineBreak: false });
    x += document.widthOfString(name);
    document.fontSize(7).text(mark, x, y - 3, { lineBreak: false });
    x += document.widthOfString(mark) + 4;
    const separator = index < authors.length - 2 ? ", " : index === authors.length - 2 ? " and " : "";
    document.fontSize(12).text(separator, x, y, { lineBreak: false });
    x += document.widthOfString(separator);
  }
  document.text("", 60, y + 20);
}

function paragraph(document: PDFKit.PDFDocument, text: string): void {
  document.font("Times-Roman").fontSize(11).text(text, 60, document.y, { width: 475, align: "justify" });
  document.moveDown(0.6);
}

function heading(document: PDFKit.PDFDocument, text: string): void {
  document.font("Times-Bold").fontSize(12).text(text, 60);
  document.moveDown(0.3);
}

function titlePage(document: PDFKit.PDFDocument): void {
  document
    .font("Times-Bold")
    .fontSize(17)
    .text("TideWatch: A Low-Cost Sensor Network for Monitoring Coastal Flooding", 60, 60, { width: 475 });
  document.moveDown(0.8);
  authorLine(document);
  for (const affiliation of [
    "1 Department of Civil Engineering, University of Plymouth, UK",
    "2 Marine Institute, Galway, Ireland",
    "3 National Oceanography Centre, Southampton, UK",
  ])
    document.font("Times-Italic").fontSize(9).text(affiliation, 60);
  document.moveDown(1);
  heading(document, "Abstract");
  paragraph(
    document,
    "Coastal towns need early warning of tidal flooding, but commercial tide gauges cost more than most small councils can afford. This paper introduces TideWatch, an open-source sensor network that measures water levels with ultrasonic sensors and reports them over long-range radio. Across 14 months at three harbours, TideWatch readings stayed within 2 centimetres of the official gauges. A TideWatch node costs about 85 euros to build.",
  );
  document
    .font("Times-Roman")
    .fontSize(10)
    .text("Keywords: Coastal flooding · Sensor networks · LoRaWAN · Early warning · Low-cost monitoring", 60);
  document.moveDown(1);
  heading(document, "1 Introduction");
  paragraph(
    document,
    "Flood early warning systems (FEWS) give residents time to move belongings and vehicles before the water arrives. TideWatch is well suited to small harbours where no mains power is available. Existing tide gauges face several practical difficulties: they are expensive to install, they need mains power, and their data is often published hours late.",
  );
  paragraph(document, "This paper makes the following contributions:");
  for (const item of [
    "1. A sensor node design that runs for a year on two AA batteries and costs under 100 euros to build from parts sold online.",
    "2. A calibration method that corrects ultrasonic readings for changes in air temperature and humidity over the day.",
    "3. An open dataset of 14 months of water levels from three harbours in Ireland and the United Kingdom.",
  ])
    document.font("Times-Roman").fontSize(11).text(item, 75, document.y, { width: 300 });
  document.moveDown(0.6);
}

function secondPage(document: PDFKit.PDFDocument): void {
  heading(document, "2 Method");
  paragraph(
    document,
    "Each node takes a reading every 5 minutes and sends it to a gateway up to 8 kilometres away. The nodes use LoRaWAN, which stands for Long Range Wide Area Network, because it needs very little power. The network was deployed at the harbours of Kinsale, Dingle and Looe between March 2023 and April 2024.",
  );
  heading(document, "3 Results");
  paragraph(
    document,
    "The mean absolute error against the official gauges was 1.4 centimetres. Nodes at Looe lost 3 percent of their readings during winter storms, because spray blocked the sensor. At Dingle the network warned of two flood tides that the official forecast had missed.",
  );
  heading(document, "4 Conclusion");
  paragraph(
    document,
    "A cheap network of ultrasonic nodes can watch a harbour as closely as a commercial gauge. Future work will add a rainfall sensor and test the nodes on river estuaries.",
  );
  paragraph(document, "Acknowledgements. This work was funded by the Irish Research Council under grant IRC-2291.");
}

function writePaper(): Promise<void> {
  return writePdf(path.join(out, "tidewatch-paper.pdf"), "TideWatch", (document) => {
    titlePage(document);
    document.addPage();
    secondPage(document);
  });
}

const policy: DocxLine[] = [
  ["Brightwater Housing Association Remote Work Policy", "title"],
  [
    "This policy sets out how staff of Brightwater Housing Association may work remotely. It applies to all 180 employees of the association, including those on fixed-term contracts.",
    "text",
  ],
  ["Definitions", "heading"],
  ["Hybrid working means splitting the working week between the office and another agreed place of work.", "text"],
  ["Core hours are the part of the day when every remote worker must be reachable: 10:00 to 15:00.", "text"],
  ["The policy also uses the term hot desk: an office desk that is not assigned to one person and is booked through the desk app.", "text"],
  ["Who can work remotely", "heading"],
  ["Staff may ask to work remotely once they have completed their six-month probation period.", "text"],
  ["Roles that involve visiting tenants' homes, such as repairs operatives, cannot be done fully remotely.", "text"],
  ["Rules for remote work", "heading"],
  ["Remote workers must be in the office at least two days a week, one of which is Tuesday, the team day.", "text"],
  ["Staff working remotely must use the association's VPN and must never open tenant records over public Wi-Fi.", "text"],
  ["The association pays a home-working allowance of 26 pounds a month towards heating and electricity.", "text"],
  ["For remote work the association provides:", "text"],
  ["a laptop", "bullet"],
  ["a second monitor", "bullet"],
  ["a headset", "bullet"],
  ["A desk chair is provided only after a workstation assessment.", "text"],
  ["Working from abroad is allowed for up to 20 working days a year, with the line manager's written approval.", "text"],
  ["Requests and contacts", "heading"],
  ["To ask for remote work, fill in form HR-12 and give it to your line manager, who must reply within 14 days.", "text"],
  ["HR Business Partner: Daniel Osei", "text"],
  ["Email: hr@brightwater-housing.org.uk", "text"],
  ["Phone: 0117 496 0321", "text"],
  ["The Board approved this policy on 3 February 2025, and it will be reviewed in February 2027.", "text"],
];

const allotmentFaq = `# Hilltop Allotment Society: Frequently Asked Questions

The Hilltop Allotment Society runs 64 plots on the old rectory field at the top of Church Lane. These answers cover what new and current plot holders ask the society most often.

## How do I get a plot?

Join the waiting list by writing to the lettings officer, Gwen Harris, at lettings@hilltopallotments.org. The wait is currently about 18 months.

## How much does a plot cost?

A full plot is 60 pounds a year and a half plot is 35 pounds a year. Members over 65 get 10 pounds off either.

## When is the rent due?

Rent is due on 1 October each year. A plot whose rent is still unpaid on 1 November is offered to the next person on the waiting list.

## What is a half plot?

A half plot is an area of about 125 square metres, half the size of a full plot, and suits beginners.

## Can I keep chickens?

Hens are allowed on full plots with the committee's written permission, but cockerels are not allowed because of the noise.

## What is not allowed on a plot?

- bonfires between April and September
- carpet used to smother weeds
- hosepipes, except to fill water butts

## Where do I get water?

There are six water troughs on the site, filled from the mains from April to October.

## Is there a shop?

The trading hut sells seed potatoes, compost and canes on Sunday mornings from 10:00 to 12:00.

## Who looks after the site?

The site is run by a volunteer committee of seven, elected at the annual general meeting in March.
`;

fs.mkdirSync(out, { recursive: true });
await writeQuote();
await writePaper();
await writeDocx(path.join(out, "remote-work-policy.docx"), policy);
fs.writeFileSync(path.join(out, "allotment-society-faq.md"), allotmentFaq);
