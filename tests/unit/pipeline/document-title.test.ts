import { describe, expect, it } from "vitest";
import {
  documentFactAsked,
  factSentence,
  openingDate,
  readOpening,
  recordFactSentence,
} from "../../../server/pipeline/answerers/document-title";

const paper = [
  "Trace-based Just-in-Time Type Specialization for Dynamic",
  "Languages",
  "Andreas Gal∗+, Brendan Eich∗, Mike Shaver∗,",
  "Mohammad R. Haghighat$, Michael Franz+",
  "Mozilla Corporation∗",
  "{gal,brendan}@mozilla.com",
  "Abstract",
  "Dynamic languages such as JavaScript are more difficult to compile than statically typed ones.",
].join("\n");

describe("a document's title and authors, read off its opening", () => {
  it("knows which fact a question asks for", () => {
    expect(documentFactAsked("What is the title of the TraceMonkey paper?")).toBe("title");
    expect(documentFactAsked("Who is the first author of the TraceMonkey paper?")).toBe("first_author");
    expect(documentFactAsked("Who wrote the solar guide?")).toBe("authors");
    expect(documentFactAsked("What is a trace tree?")).toBeNull();
  });

  it("reads a paper's title over two lines and the names under it, without their marks", () => {
    const opening = readOpening(paper);
    expect(opening.title).toBe("Trace-based Just-in-Time Type Specialization for Dynamic Languages");
    expect(opening.authors).toEqual(["Andreas Gal", "Brendan Eich", "Mike Shaver", "Mohammad R. Haghighat", "Michael Franz"]);
    expect(factSentence("first_author", "tm.pdf", opening)).toBe("The first author of **tm.pdf** is Andreas Gal.");
  });

  it("reads raised affiliation numbers set apart from the names, a name wrapped over two lines, and numbered institutions", () => {
    const opening = readOpening(
      [
        "Reef Atlas: Mapping Coral Cover from Drone Images",
        "Ana Ruiz 1 ( ), Tom Hale 2 , Ivy Chen1,3 , Maria Luisa",
        "Ortega 2 , and Sam Ode 3",
        "1 University of Cadiz",
        "ana@uca.es",
        "2 Marine Research Institute",
        "3 Ocean Data Foundation",
        "Abstract. Coral cover is measured by divers.",
      ].join("\n"),
    );
    expect(opening.title).toBe("Reef Atlas: Mapping Coral Cover from Drone Images");
    expect(opening.authors).toEqual(["Ana Ruiz", "Tom Hale", "Ivy Chen", "Maria Luisa Ortega", "Sam Ode"]);
    expect(opening.affiliations).toEqual(["University of Cadiz", "Marine Research Institute", "Ocean Data Foundation"]);
  });

  it("ends a report's title where its first sentence begins, and a form's heading where its fields begin", () => {
    const report = [
      "Kinloch Ferry Boats",
      "Annual Review 2025",
      "Kinloch Ferry Boats runs two boats across the estuary from Kinloch to the island all year.",
      "It began sailing in 1998 and carries about 40,000 passengers a year.",
    ].join("\n");
    expect(readOpening(report).title).toBe("Kinloch Ferry Boats Annual Review 2025");
    expect(readOpening("Season Pass Application\nFull name: Ada Brennan\nDate of birth: 3 May 1990").title).toBe("Season Pass Application");
  });

  it("takes a Markdown title line, and finds no title in a table", () => {
    expect(readOpening("# Home Solar Power: A Short Guide\n\nThis guide explains the parts.").title).toBe(
      "Home Solar Power: A Short Guide",
    );
    expect(readOpening("Alpha | Beta\nAlpha: 1; Beta: 2").title).toBeNull();
    expect(factSentence("authors", "guide.md", readOpening("# Guide\n\nText."))).toBeNull();
  });

  it("reads the organisations under the names, accented ones too, and not the e-mail lines", () => {
    expect(documentFactAsked("Which corporations are the TraceMonkey authors from?")).toBe("affiliations");
    expect(documentFactAsked("Where do the authors work?")).toBe("affiliations");
    expect(readOpening(paper).affiliations).toEqual(["Mozilla Corporation"]);
    const french = readOpening(
      [
        "Résumés de logs",
        "Julien Aligon∗, Patrick Marcel∗",
        "∗Université François Rabelais Tours",
        "Laboratoire d’Informatique",
        "Résumé. Une façon…",
      ].join("\n"),
    );
    expect(french.authors).toEqual(["Julien Aligon", "Patrick Marcel"]);
    expect(french.affiliations).toEqual(["Université François Rabelais Tours", "Laboratoire d’Informatique"]);
    expect(factSentence("affiliations", "olap.pdf", french)).toBe(
      "The authors of **olap.pdf** are from Université François Rabelais Tours and Laboratoire d’Informatique.",
    );
  });

  it("knows the questions about the file itself and answers them from its record or its opening's date", () => {
    expect(documentFactAsked("How many pages does the paper have?")).toBe("pages");
    expect(documentFactAsked("How long is this report?")).toBe("pages");
    expect(documentFactAsked("How long is the warranty?")).toBeNull();
    expect(documentFactAsked("When was it published?")).toBe("published");
    expect(documentFactAsked("When was the tenancy agreement signed?")).toBe("published");
    expect(documentFactAsked("When was the bridge built?")).toBeNull();
    expect(documentFactAsked("When did I upload this file?")).toBe("uploaded");
    expect(documentFactAsked("And who wrote it?")).toBe("authors");
    for (const asked of [
      "What tables does it have?",
      "how many tables are in the korean pdf?",
      "List the tables in tables.docx",
      "how many tables are there?",
    ])
      expect(documentFactAsked(asked), asked).toBe("tables");
    expect(documentFactAsked("How many tables are booked for Friday?")).toBeNull();
    expect(documentFactAsked("How many tables are there for eight people?")).toBeNull();
    const record = { pages: 14, sheets: null, created_at: "2026-11-20T10:00:00.000Z" };
    expect(recordFactSentence("pages", "tm.pdf", record, null)).toBe("**tm.pdf** has 14 pages.");
    expect(recordFactSentence("uploaded", "tm.pdf", record, null)).toBe("**tm.pdf** was added to the library on 2026-11-20.");
    const tables = [
      { name: "Table 1, page 1", sheet: null, columns: ["Dose (g)", "Rate (mm/year)"], row_count: 6 },
      { name: "Table 2, page 3", sheet: null, columns: "ABCDEFGHIJ".split(""), row_count: 1 },
    ];
    expect(recordFactSentence("tables", "eggs.pdf", { ...record, tables }, null)).toBe(
      "**eggs.pdf** has 2 tables:\n\n- Table 1, page 1: 6 rows; columns Dose (g), Rate (mm/year)\n- Table 2, page 3: 1 row; columns A, B, C, D, E, F, G, H and 2 more",
    );
    expect(recordFactSentence("tables", "notes.pdf", { ...record, tables: [] }, null)).toMatch(/no table in \*\*notes\.pdf\*\*/);
    // Asked for the columns, every column is named.
    for (const asked of [
      "what columns does the premier league file have?",
      "List the columns in airports.csv",
      "which column names are in the workbook?",
      "what are the columns of season-2324.csv",
    ])
      expect(documentFactAsked(asked), asked).toBe("columns");
    for (const asked of ["Which column has the most blanks in gdp.csv?", "What columns of smoke rose over the city?"])
      expect(documentFactAsked(asked), asked).toBeNull();
    expect(recordFactSentence("columns", "eggs.pdf", { ...record, tables }, null)).toContain("columns A, B, C, D, E, F, G, H, I, J");
    // A record read without its tables answers nothing: the question goes on to the passages.
    expect(recordFactSentence("tables", "notes.pdf", record, null)).toBeNull();
    const letter =
      "Kestrel Lettings\nTenancy Agreement\nLandlord: Jo Park\nMove-in date: 1 May 2025\nDate: 12 March 2025\nThe tenant agrees to pay rent monthly.";
    expect(openingDate(letter)).toBe("12 March 2025");
    expect(openingDate("Annual Report\nJune 2023\nThe year in brief.")).toBe("June 2023");
    expect(openingDate("Form 1040 (2010)\nU.S. Individual Income Tax Return")).toBe("2010");
    expect(openingDate("Hall Hire Agreement\nDate of hire: Saturday 14 June 2025")).toBeNull();
  });

  it("says whom a letter is from when its opening names no person", () => {
    const letter =
      "Harbour Sailing Trust\nQuay Street, Padstow PL28 8AQ\nCourse Booking\nBooking Ref.: CB-771\nThank you for booking with us.";
    expect(factSentence("authors", "letter.pdf", readOpening(letter))).toBe(
      "**letter.pdf** names no author at its start; it is from Harbour Sailing Trust.",
    );
  });
});
