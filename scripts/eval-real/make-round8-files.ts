/**
 * Writes the files made for round 8 of the real questions (scripts/eval-real/round8.json) into
 * scripts/eval-real/files/round8/, written before any run of round 8 by someone who did not read
 * Docent's answering code:
 *
 * - pets-policy.docx: a housing co-operative's policy on keeping animals (headings, a section of
 *   definitions written as sentences, rules and steps as bullets, fees, dates and a named owner in
 *   running text, houses and flats treated differently).
 * - swim-club-season-report-2025.pdf, two pages: a swimming club's season report (facts in running
 *   text, what its words mean, achievements as bullets, a table of squads drawn in columns without
 *   rules); a filled-in membership renewal form (label/value lines).
 *
 *   npx tsx scripts/eval-real/make-round8-files.ts
 */
import fs from "node:fs";
import path from "node:path";
import { drawBullets, drawColumns, drawFields, drawHeading, drawParagraph, writePdf } from "./pdf-drawing";
import { writeDocx, type DocxLine } from "./write-docx";

const out = path.join(import.meta.dirname, "files", "round8");

const policy: DocxLine[] = [
  ["Alderbrook Housing Co-operative: Pets and Animals Policy", "title"],
  [
    "Version 3, approved by the members' meeting on 14 January 2026. This policy takes effect on 1 March 2026 and will be reviewed by 1 March 2028.",
    "text",
  ],
  ["Purpose", "heading"],
  [
    "Alderbrook is home to 212 households in houses and flats on the Alder Road estate. Many members want to keep animals, and most do so without trouble. This policy sets out when a member needs permission, what the co-operative expects of owners and what happens when an animal causes a nuisance.",
    "text",
  ],
  ["Words used in this policy", "heading"],
  ["A pet permission is the written consent the co-operative gives a member to keep a named cat or dog in their home.", "text"],
  [
    "An assistance animal is a dog or other animal trained to help a disabled person with daily life; it never needs a pet permission.",
    "text",
  ],
  ["A small caged animal means a rabbit, guinea pig, hamster, budgie or similar animal that lives in a cage or hutch.", "text"],
  [
    "A nuisance is any noise, smell, mess or danger caused by an animal that stops neighbours enjoying their homes or the shared areas.",
    "text",
  ],
  [
    "The pet deposit is a one-off sum held against damage caused by a cat or dog and returned, less any repair costs, when the member moves out.",
    "text",
  ],
  ["Which animals you may keep", "heading"],
  [
    "Members living in a house may keep up to two cats or dogs with a pet permission. Members living in a flat may keep one cat, or one dog under 15 kg, with a pet permission; larger dogs are not allowed in flats because the stairs and lifts are shared.",
    "text",
  ],
  ["Small caged animals and fish do not need a permission in any home, as long as there are no more than four of them.", "text"],
  ["The following are never allowed on the estate:", "text"],
  ["dogs of a type banned under the Dangerous Dogs Act 1991", "bullet"],
  ["venomous snakes, spiders or scorpions", "bullet"],
  ["poultry, pigeons or bees", "bullet"],
  ["animals kept for breeding or sale", "bullet"],
  ["How to ask for a pet permission", "heading"],
  ["To ask for a permission, a member should:", "text"],
  ["fill in the pet request form on the members' portal or at the estate office", "bullet"],
  ["give the animal's name, type, breed and, for a dog, its adult weight", "bullet"],
  ["send proof that the animal is microchipped and vaccinated", "bullet"],
  ["pay the pet deposit", "bullet"],
  [
    "The pet deposit is £150 for a cat and £250 for a dog. The tenancy team will reply within 10 working days. A permission may be refused only for a reason set out in this policy, and the member will be told that reason in writing.",
    "text",
  ],
  ["What owners must do", "heading"],
  ["Dogs must be kept on a lead in all shared areas, including the courtyards and the play park.", "text"],
  ["Owners must clear up after their animal at once and use the dog waste bins by the car park.", "text"],
  ["Litter trays must be emptied at least twice a week, and no animal may be left alone in a home for more than 24 hours.", "text"],
  ["When things go wrong", "heading"],
  [
    "If a neighbour reports a nuisance, the tenancy team will first write to the owner. If the nuisance goes on after 28 days, the co-operative may give a final warning, and after a second final warning it may withdraw the pet permission. Withdrawal is the last step and is decided by the management committee, not by staff alone.",
    "text",
  ],
  ["Appeals", "heading"],
  [
    "A member may appeal against a refusal or a withdrawal within 21 days by writing to the secretary of the management committee. The appeal is heard by three committee members who took no part in the first decision.",
    "text",
  ],
  ["Contact", "heading"],
  [
    "The owner of this policy is Nadia Osei, Tenancy Services Manager. Questions can be sent to pets@alderbrook.coop or asked at the estate office, which is open Monday to Thursday from 9:30 to 16:00.",
    "text",
  ],
];

const squads: string[][] = [
  ["Squad", "Swimmers", "Sessions a week", "Monthly fee"],
  ["Performance", "24", "8", "£62"],
  ["Age Group", "41", "5", "£45"],
  ["Development", "56", "3", "£32"],
  ["Masters", "33", "4", "£38"],
  ["Learn to Swim", "118", "1", "£24"],
];

const renewal: [string, string][] = [
  ["Member name", "Imogen Hartley-Shaw"],
  ["Date of birth", "03/11/2012"],
  ["Membership number", "MSC-2291"],
  ["Squad", "Age Group"],
  ["Parent or guardian", "Colin Hartley-Shaw"],
  ["Emergency contact phone", "07700 900418"],
  ["Medical conditions", "Mild asthma, carries an inhaler"],
  ["Photo consent", "No"],
  ["Payment method", "Direct debit"],
  ["Signed", "C. Hartley-Shaw"],
  ["Date signed", "29 August 2025"],
];

function reportPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(20).text("Millbrook Swimming Club", 60, 60);
  document.font("Helvetica").fontSize(14).text("Season Report 2025", 60);
  document.moveDown(1);
  drawParagraph(
    document,
    "Millbrook Swimming Club trains at the Millbrook Leisure Centre, a 25-metre, six-lane pool. The club was founded in 1972 and is run by volunteers, with two paid coaches. The head coach is Rafael Quintero and the club chair is Bronwen Ellis.",
  );
  drawParagraph(
    document,
    "The season ran from September 2024 to July 2025. Membership rose to 272 swimmers, from 238 the season before, and our swimmers won 31 medals at county level, up from 19.",
  );
  drawHeading(document, "What we mean by");
  drawParagraph(document, "A gala is a competition between clubs, with races for each age group and stroke.");
  drawParagraph(document, "A qualifying time is the time a swimmer must beat in an earlier race to be allowed to enter a championship.");
  drawParagraph(document, "A personal best is the fastest time a swimmer has ever swum in a race of that stroke and distance.");
  drawHeading(document, "Highlights of the season");
  drawParagraph(document, "Among the things we are proudest of this year:");
  drawBullets(document, [
    "Tomasz Nowak became the first Millbrook swimmer to reach the national finals since 2009.",
    "The Masters squad won the regional relay cup.",
    "We trained 14 new volunteer officials.",
    "The Learn to Swim waiting list fell from 90 children to 35.",
  ]);
  drawHeading(document, "Our squads");
  drawColumns(document, squads, [60, 200, 300, 430], 130);
  drawParagraph(
    document,
    "Pool hire cost the club £41,600 this season, its largest expense. Next season the Performance squad fee rises to £68 a month because the leisure centre's lane hire price is going up by 9%.",
  );
}

function formPage(document: PDFKit.PDFDocument): void {
  document.font("Helvetica-Bold").fontSize(16).text("Membership Renewal Form 2025-26", 60, 60);
  document.moveDown(1);
  drawFields(document, renewal, 240);
  drawParagraph(document, "Please return this form to the club secretary by 15 September 2025.");
}

fs.mkdirSync(out, { recursive: true });
await writeDocx(path.join(out, "pets-policy.docx"), policy);
await writePdf(path.join(out, "swim-club-season-report-2025.pdf"), "Millbrook Swimming Club: Season Report 2025", (document) => {
  reportPage(document);
  document.addPage();
  formPage(document);
});
