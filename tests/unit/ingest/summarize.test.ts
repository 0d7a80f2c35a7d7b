/**
 * The extractive summary made at ingestion (docs/architecture.md, "Summaries"): whole sentences,
 * 3–6 of them in reading order, each with its passage and page; references and fragments left out;
 * sheets summarised by their rows and columns; a description from the opening.
 */
import { describe, expect, it } from "vitest";
import { quantitiesIn, summarizeDocument, summarizeDocumentInTurns, type SummaryChunk } from "../../../server/ingest/summarize";

const chunk = (index: number, text: string, extra: Partial<SummaryChunk> = {}): SummaryChunk => ({
  id: `doc_${index}`,
  text,
  page: index + 1,
  sheet: null,
  heading: null,
  ...extra,
});

const paper: SummaryChunk[] = [
  chunk(
    0,
    "Abstract\n\nWe present Quill, a compiler that turns spreadsheet formulas into vector code. Quill makes large spreadsheet models recompute ten times faster on ordinary laptops.",
    { heading: "Abstract" },
  ),
  chunk(
    1,
    "Spreadsheet models grow large in finance and science. Recomputing every formula after each edit is slow when a model holds millions of cells. Existing engines evaluate formulas one cell at a time.",
  ),
  chunk(
    2,
    "Quill groups formulas that share a shape and compiles each group once into vector code. The compiled groups recompute only the cells an edit reaches. the rest of this section is a fragment without a capital",
  ),
  chunk(
    3,
    "We measured Quill on twelve public spreadsheet models from finance and science. Quill recomputed them ten times faster than the baseline engine on average.",
  ),
  chunk(
    4,
    "[1] A. Author. Spreadsheets and their formulas. Journal of Things, 2001. [2] B. Author. Vector code for everyone. Proceedings, 2003.",
    { heading: "References" },
  ),
];

describe("summarizeDocument", () => {
  it("keeps 3–6 whole sentences in reading order, each with its passage and page", () => {
    const summary = summarizeDocument(paper, "quill.pdf");
    expect(summary.sentences.length).toBeGreaterThanOrEqual(3);
    expect(summary.sentences.length).toBeLessThanOrEqual(6);
    const pages = summary.sentences.map((sentence) => sentence.page!);
    expect(pages).toEqual([...pages].sort((left, right) => left - right));
    for (const sentence of summary.sentences) {
      expect(sentence.text).toMatch(/^\p{Lu}.*[.!?]$/u);
      expect(paper.find((passage) => passage.id === sentence.chunk_id)?.text).toContain(sentence.text);
    }
    expect(summary.sentences.some((sentence) => sentence.page === 5)).toBe(false);
    expect(summary.sentences.some((sentence) => /fragment without/.test(sentence.text))).toBe(false);
  });

  it("leaves out bibliography entries that reach the summary without their heading", () => {
    const tail = [
      chunk(
        5,
        "ACM Transactions on Programming Languages and Systems (TOPLAS), 28(1):134–174, 2006. Recomputing spreadsheets, pp. 211–230, 2004.",
      ),
      chunk(6, "In Proceedings of the Conference on Spreadsheet Models, pages 12–19, 2003. Quill models recompute in vector code."),
    ];
    const summary = summarizeDocument([...paper, ...tail], "quill.pdf");
    const texts = summary.sentences.map((sentence) => sentence.text).join(" | ");
    expect(texts).not.toMatch(/TOPLAS|pp\. 211|Proceedings of the Conference/u);
  });

  it("describes the document by its opening", () => {
    expect(summarizeDocument(paper, "quill.pdf").description).toMatch(/Quill/);
    expect(summarizeDocument(paper, "quill.pdf").description.length).toBeLessThanOrEqual(160);
  });

  it("describes a document whose title opens with a name by the opening sentence that names it", () => {
    const named = [
      chunk(
        0,
        "Tidemark: A Toolkit for Harbour Records\nAbstract. Harbour records are kept on paper in most small ports today. Digitising them by hand takes a clerk many weeks for every year of records. This paper introduces Tidemark, an open-source toolkit that reads scanned harbour ledgers into tables.",
      ),
      chunk(1, "Tidemark reads a ledger page in two seconds on a laptop. Its tables keep the page and line of every entry they hold."),
    ];
    expect(summarizeDocument(named, "tidemark.pdf").description).toMatch(/^This paper introduces Tidemark/);
  });

  it("describes a document by the sentence of its opening that says what it is, not by its first pleasantry", () => {
    const letter = [
      chunk(
        0,
        "Harbour Sailing School\nCourse Booking: CB-771\nThank you for booking with Harbour Sailing School this summer. This letter confirms your place on the beginners' dinghy course and what to bring. Courses start at 09:00 on the slipway beside the clubhouse.",
      ),
      chunk(1, "Bring soft shoes, a warm layer and a packed lunch. Wetsuits and buoyancy aids are lent free of charge."),
    ];
    expect(summarizeDocument(letter, "booking-letter.pdf").description).toMatch(/^This letter confirms your place/);
  });

  // A long handbook (handbook-872p.docx, a new user's try): its opening names itself as a defined term with a
  // clause between ("The Handbook, issued under …, establishes …"), and pages later "This review is a …"
  // is about a review the handbook describes, not the handbook.
  const section = (index: number) =>
    chunk(
      index,
      `Section ${index} covers the duties of the trustee in case type ${index} with several steps. The trustee keeps records of every payment in case type ${index}. Payments in case type ${index} are made to creditors within thirty days.`,
    );
  // About 300 sentences: the review's sentence (about the 50th) lies within the first fifth but pages in.
  const longHandbook = (opening: string) => [
    chunk(0, `${opening} Trustees are appointed by the regional office for each district. Each trustee files a report every quarter.`),
    ...Array.from({ length: 16 }, (_, index) => section(index + 1)),
    chunk(17, "This review is a necessary part of investigating the debtor's financial affairs and claims against the estate."),
    ...Array.from({ length: 84 }, (_, index) => section(index + 18)),
  ];

  it("describes a long document by its opening naming itself as a defined term, not by a later 'This review is a …'", () => {
    const handbook = longHandbook(
      "The Handbook, issued as part of our duties under the statute, establishes the position of the Program on the duties owed by a trustee.",
    );
    expect(summarizeDocument(handbook, "handbook.docx").description).toMatch(/^The Handbook, issued as part of our duties/u);
  });

  it("does not take a sentence pages into a long document for one that says what the document is", () => {
    const handbook = longHandbook("Trustees serve the courts of every district in the country and answer to the regional office.");
    expect(summarizeDocument(handbook, "handbook.docx").description).not.toMatch(/^This review/u);
  });

  it("names a sheet's columns once and its rows by their unlabelled leading names (two periods side by side)", () => {
    const header =
      "Impairment of goodwill (c) | Impairment of intangible assets (d) | Impairment of goodwill (c) | Impairment of intangible assets (d)";
    const row = (zone: string) =>
      `${zone}; Impairment of goodwill (c): —; Impairment of intangible assets (d): (9); Impairment of goodwill (c): —; Impairment of intangible assets (d): (285)`;
    const sheets = [
      chunk(0, [header, row("Zone NA"), row("Zone EUR"), row("Zone AOA"), row("Zone LATAM")].join("\n"), { sheet: "Other", page: null }),
      chunk(1, "City | Sales\nCity: Lyon; Sales: 10\nCity: Paris; Sales: 14", { sheet: "Sales", page: null }),
    ];
    expect(summarizeDocument(sheets, "segments.xlsx").sentences[0]!.text).toBe(
      'Sheet "Other" has 4 rows (Zone NA, Zone EUR, Zone AOA and 1 more) with the columns Impairment of goodwill (c), Impairment of intangible assets (d).',
    );
  });

  it("summarises a spreadsheet by its sheets, rows and columns, each citing the sheet", () => {
    const sheets = [
      chunk(0, "Name | Price | Stock\nName: Apple; Price: 1.2; Stock: 30\nName: Pear; Price: 0.9; Stock: 12", {
        sheet: "Fruit",
        page: null,
      }),
      chunk(1, "City | Sales\nCity: Lyon; Sales: 10\nCity: Paris; Sales: 14\nCity: Nice; Sales: 3", { sheet: "Sales", page: null }),
    ];
    const summary = summarizeDocument(sheets, "shop.xlsx");
    expect(summary.sentences.map((sentence) => sentence.text)).toEqual([
      'Sheet "Fruit" has 2 rows (Apple and Pear) with the columns Name, Price, Stock.',
      'Sheet "Sales" has 3 rows (Lyon, Paris and Nice) with the columns City, Sales.',
    ]);
    expect(summary.sentences.map((sentence) => sentence.sheet)).toEqual(["Fruit", "Sales"]);
    expect(summary.description).toBe("A spreadsheet with 2 sheets: Fruit, Sales.");
  });

  it("says what a log's rows hold when no column names them: its recurring values and its dates", () => {
    const rows = [
      ["2026-01-05", "Quay Street hall", "Dev Raman"],
      ["2026-01-07", "St Luke's church", "Joe Whitfield"],
      ["2026-01-09", "Quay Street hall", "Priti Shah"],
      ["2026-01-12", "Northgate school", "Dev Raman"],
      ["2026-01-14", "Quay Street hall", "Joe Whitfield"],
      ["2026-01-30", "St Luke's church", "Priti Shah"],
    ].map(([date, site, volunteer]) => `Date: ${date}; Site: ${site}; Volunteer: ${volunteer}`);
    const summary = summarizeDocument([chunk(0, ["Date | Site | Volunteer", ...rows].join("\n"), { page: null })], "shifts.csv");
    expect(summary.sentences.map((sentence) => sentence.text)).toEqual([
      "shifts.csv has 6 rows with the columns Date, Site, Volunteer; Site is Quay Street hall, St Luke's church or Northgate school; Date from 2026-01-05 to 2026-01-30.",
    ]);
  });

  it("quotes a document of a few words and no sentence (a diagram's labels), and says a longer one has none", () => {
    const few = summarizeDocument([{ id: "t", text: "Datum plane", page: null, sheet: null, heading: null }], "text-box.docx");
    expect(few.description).toBe("Only a few words: “Datum plane”.");
    expect(few.sentences).toEqual([{ text: "Datum plane", chunk_id: "t", page: null, sheet: null }]);
    const labels = Array.from({ length: 40 }, (_, index) => `Box ${String(index)} label`).join("\n");
    const form = summarizeDocument([{ id: "f", text: labels, page: 1, sheet: null, heading: null }], "form.pdf");
    expect(form).toEqual({ description: "form.pdf: no sentences to summarise.", sentences: [] });
  });

  it("describes a document made only of tables table by table, never as having no sentences", () => {
    const text = [
      "Bike | Hourly rate | Deposit",
      "Bike: City bike; Hourly rate: 3 euros; Deposit: 50 euros",
      "Bike: Cargo bike; Hourly rate: 8 euros; Deposit: 200 euros",
      "Bike: Tandem; Hourly rate: 7 euros; Deposit: 100 euros",
      "Bike: E-bike; Hourly rate: 6 euros; Deposit: 150 euros",
      "",
      "Station | Bikes available",
      "Station: Harbour Square; Bikes available: 40",
      "Station: University Park; Bikes available: 25",
    ].join("\n");
    const summary = summarizeDocument([chunk(0, text, { page: null })], "rental.docx");
    expect(summary.sentences.map((sentence) => sentence.text)).toEqual([
      "Table 1 has 4 rows (City bike, Cargo bike, Tandem and 1 more) with the columns Bike, Hourly rate, Deposit.",
      "Table 2 has 2 rows (Harbour Square and University Park) with the columns Station, Bikes available.",
    ]);
    expect(summary.description).toBe("2 tables: Bike, Hourly rate, Deposit; Station, Bikes available.");
  });

  it("describes a short document whose only content is a table between two captions by that table", () => {
    const text = ["Opening hours", "", "Day | Hours", "Day: Saturday; Hours: 9 to 12", "", "Closed on holidays"].join("\n");
    const summary = summarizeDocument([chunk(0, text, { page: null })], "hours.docx");
    expect(summary.sentences.map((sentence) => sentence.text)).toEqual(["Table 1 has 1 row with the columns Day, Hours."]);
    expect(summary.description).toBe("Table 1 has 1 row with the columns Day, Hours.");
  });

  it("does not describe a title over a table (a header with no rows) as a table of 0 rows", () => {
    const text = [
      "In millions of CHF | January–June 2023",
      "Sales | Trading operating profit",
      "Zone NA; Sales: 12,553; Trading operating profit: 2,632",
      "Zone EUR; Sales: 9,467; Trading operating profit: 1,373",
    ].join("\n");
    const summary = summarizeDocument([chunk(0, text, { page: null, sheet: "Results" })], "results.xlsx");
    expect(summary.sentences.map((sentence) => sentence.text).join(" ")).not.toMatch(/0 rows|In millions/);
    expect(summary.sentences[0]!.text).toMatch(/has 2 rows/);
  });

  it("still says something about a document of a few short lines", () => {
    const summary = summarizeDocument([chunk(0, "Lyon\n\nLyon is a city in France.\nIt has silk.")], "lyon.txt");
    expect(summary.sentences.length).toBeGreaterThan(0);
  });
});

describe("an overview's figures", () => {
  it("weighs a sentence that states a figure a little more: the rents come before a third rule", () => {
    const rules = [
      chunk(
        0,
        "Greenbank Allotment Society lets plots on land by the canal to people who live in the parish. These rules say who may rent a plot, what tenants must do and what happens when a plot is neglected.",
      ),
      chunk(
        1,
        "Tenants must keep their plot cultivated and tidy. Tenants must keep paths next to their plot clear. Tenants must not sublet a plot. The committee walks round the plots to check that every plot is cultivated.",
      ),
      chunk(
        2,
        "Rent for a full plot is £68 a year and for a half plot £36 a year. The society has 64 plots of about 250 square metres. Tenants who let a plot go wild get a notice from the committee.",
      ),
    ];
    const texts = summarizeDocument(rules, "allotment-rules.docx").sentences.map((sentence) => sentence.text);
    expect(texts).toContain("Rent for a full plot is £68 a year and for a half plot £36 a year.");
  });
});

describe("a report's figures in its summary (rounds 10-13: 'the key points of the annual report')", () => {
  const report = [
    chunk(
      0,
      "Riverside Tool Share is a members' co-operative lending tools from a shed behind the library. It was set up by neighbours who wanted to share what they rarely use. Anyone who lives in the ward may join the tool share.",
    ),
    chunk(
      1,
      "Words we use\n\nA loan means one tool taken home by one member for up to a week. A repair day means a morning when volunteers mend tools that members bring in. A deposit means money a member leaves while a power tool is out.",
      { heading: "Words we use" },
    ),
    chunk(
      2,
      "The year\n\nIn 2025 we lent 2,480 tools, up from 1,900 in 2024, and ran 14 repair days. Income was £6,300, of which £2,150 came from membership fees. We thank the ward council, who gave us the shed rent free, and the 12 local firms that donated tools.",
      { heading: "The year" },
    ),
    chunk(3, "Members should return tools clean. Members should say when a tool is broken. Members should book power tools a day ahead."),
  ];

  it("keeps the sentences stating most figures, though centrality and position keep the opening", () => {
    const texts = summarizeDocument(report, "tool-share-report-2025.pdf").sentences.map((sentence) => sentence.text);
    expect(texts).toContain("In 2025 we lent 2,480 tools, up from 1,900 in 2024, and ran 14 repair days.");
    expect(texts.length).toBeLessThanOrEqual(6);
    // With the year's sentence moved to the end, where the position prior does not lift it, it is still kept.
    const late = [report[0]!, report[1]!, report[3]!, { ...report[2]!, id: "doc_9", page: 9 }];
    const lateTexts = summarizeDocument(late, "tool-share-report-2025.pdf").sentences.map((sentence) => sentence.text);
    expect(lateTexts.some((text) => /2,480 tools|£6,300/u.test(text))).toBe(true);
  });

  it("counts amounts, not years, days of a month, clock times or phone numbers", () => {
    expect(quantitiesIn("In 2025 we lent 2,480 tools, up from 1,900 in 2024.")).toBe(2);
    expect(quantitiesIn("Agreed on 21 January 2026 at 7pm; ring 07700 900418.")).toBe(0);
    expect(quantitiesIn("Income was £6,300 and 3.5% interest was paid.")).toBe(2);
  });
});

describe("a long file's summary at ingestion", () => {
  it("gives the event loop turns while it reads the passages, and makes the same summary", async () => {
    const topics = ["harbour", "orchard", "railway", "choir", "library", "allotment", "ferry", "museum"];
    const book = Array.from({ length: 240 }, (_unused, index) => {
      const topic = topics[index % topics.length]!;
      return chunk(
        index,
        `The ${topic} committee met in week ${index + 1} to review the accounts and the plans for the coming season. ` +
          `Members agreed that the ${topic} needs new volunteers, longer opening hours and a clearer notice board. ` +
          `The treasurer reported that donations to the ${topic} rose by ${index % 17} per cent over the year before.`,
      );
    });
    let reading = true;
    let servedMeanwhile = false;
    // A request arriving during the summary: before, ingestion summarised a whole book in one turn.
    setImmediate(() => (servedMeanwhile = reading));
    const inTurns = await summarizeDocumentInTurns(book, "minutes.pdf");
    reading = false;
    expect(servedMeanwhile).toBe(true);
    expect(inTurns).toEqual(
      summarizeDocument(
        book.map((passage) => ({ ...passage })),
        "minutes.pdf",
      ),
    );
    expect(inTurns.sentences.length).toBeGreaterThanOrEqual(3);
  });
});
