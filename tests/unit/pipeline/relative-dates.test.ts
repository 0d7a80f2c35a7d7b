/** Relative dates read against a fixed today (server/pipeline/relative-dates.ts; docs/architecture.md, "Conversation"). */
import { describe, expect, it } from "vitest";
import { documentsYear, mentionsRange, rangeNote, resolveRelativeDates } from "../../../server/pipeline/relative-dates";

const today = new Date("2026-11-25T10:00:00Z");
const range = (text: string) => resolveRelativeDates(text, today)?.range;

describe("relative dates", () => {
  it.each([
    ["What happened last month?", "2026-10-01", "2026-10-31", "October 2026"],
    ["What changed this month?", "2026-11-01", "2026-11-30", "November 2026"],
    ["Sales last year?", "2025-01-01", "2025-12-31", "2025"],
    ["Orders this year", "2026-01-01", "2026-12-31", "2026"],
    ["Meetings last week", "2026-11-16", "2026-11-22", "16-22 November 2026"],
    ["What did we ship yesterday?", "2026-11-24", "2026-11-24", "24 November 2026"],
    ["Incidents in the past 30 days", "2026-10-26", "2026-11-25", "26 October to 25 November 2026"],
    ["Hires since 2020", "2020-01-01", "2026-11-25", "1 January 2020 to 25 November 2026"],
    ["Qu'est-ce qui a changé le mois dernier ?", "2026-10-01", "2026-10-31", "October 2026"],
    ["Was geschah letztes Jahr?", "2025-01-01", "2025-12-31", "2025"],
    ["¿Qué pasó el mes pasado?", "2026-10-01", "2026-10-31", "October 2026"],
    // Italian and Dutch, which the follow-up reader also reads (held-out-9, spent, missed "vorige maand").
    ["Cosa è successo il mese scorso?", "2026-10-01", "2026-10-31", "October 2026"],
    ["Che cosa ha deciso il consiglio quest'anno?", "2026-01-01", "2026-12-31", "2026"],
    ["Wat gebeurde er afgelopen maand?", "2026-10-01", "2026-10-31", "October 2026"],
    ["Wat besloot het bestuur vorig jaar?", "2025-01-01", "2025-12-31", "2025"],
    ["Wie is er deze week aangenomen?", "2026-11-23", "2026-11-29", "23-29 November 2026"],
    ["Quali ordini negli ultimi 10 giorni?", "2026-11-15", "2026-11-25", "15-25 November 2026"],
  ])("%j → %s to %s", (text, from, to, label) => {
    expect(range(text)).toMatchObject({ from, to, label });
  });

  it("a year crossing: last month in January is December of the year before", () => {
    expect(resolveRelativeDates("last month", new Date("2027-01-10T00:00:00Z"))?.range).toMatchObject({
      from: "2026-12-01",
      to: "2026-12-31",
    });
  });

  it("names the month or year in the search query, and leaves a span of days out of it", () => {
    expect(resolveRelativeDates("What happened last month?", today)?.query).toBe("What happened in October 2026?");
    expect(resolveRelativeDates("What did the board approve in the past 60 days?", today)?.query).toBe("What did the board approve?");
  });

  it("searches a span of days within one month by its month, as a dated sentence names it", () => {
    expect(resolveRelativeDates("What did the board approve this week?", today)?.query).toBe(
      "What did the board approve in November 2026?",
    );
    expect(resolveRelativeDates("What did the board approve this week?", today)?.range.label).toBe("23-29 November 2026");
  });

  it("a question with no relative date is left alone", () => {
    expect(resolveRelativeDates("What happened in 2009?", today)).toBeNull();
  });

  it("says the range used, and tells whether a text names a date inside it", () => {
    const month = range("last month")!;
    expect(rangeNote(month, today)).toBe(
      "Dates: “last month” read as October 2026 (2026-10-01 to 2026-10-31), counting from today, 25 November 2026.",
    );
    expect(mentionsRange("On 14 October 2026 the board met.", month)).toBe(true);
    expect(mentionsRange("In March 2026 the board met.", month)).toBe(false);
    expect(mentionsRange("In 2026 the board met twice.", range("this year")!)).toBe(true);
  });
});

// Written after held-out-10: two weeks named by their own noun or count, and a word that is a date in one language only.
describe("two weeks, and 'hier' outside French", () => {
  it.each([
    "What has the board done in the last fortnight?",
    "Qu'a fait le bureau la dernière quinzaine ?",
    "Was hat der Vorstand in den letzten zwei Wochen beschlossen?",
    "¿Qué aprobó la junta en la última quincena?",
    "Cosa ha deciso il consiglio nelle ultime due settimane?",
    "Wat heeft het bestuur de afgelopen twee weken besloten?",
  ])("%j is the 14 days to today", (question) => {
    expect(resolveRelativeDates(question, today)?.range).toMatchObject({ from: "2026-11-11", to: "2026-11-25" });
  });

  it("'hier' is yesterday in French, 'here' in Dutch and German", () => {
    expect(resolveRelativeDates("Qu'a décidé le bureau hier ?", today)?.range).toMatchObject({ from: "2026-11-24", to: "2026-11-24" });
    for (const question of ["Wat staat hier over het budget?", "Was steht hier über das Budget?", "Welke afspraken zijn hier gemaakt?"])
      expect(resolveRelativeDates(question, today), question).toBeNull();
  });
});

describe("a span of two weeks at most across two months", () => {
  const february = new Date("2027-02-10T09:00:00Z");
  it("is searched by the month that holds more of its days; a longer span names none", () => {
    expect(resolveRelativeDates("What has the board done in the last fortnight?", february)?.query).toBe(
      "What has the board done in February 2027?",
    );
    expect(resolveRelativeDates("What happened last week?", new Date("2027-02-03T09:00:00Z"))?.query).toBe(
      "What happened in January 2027?",
    );
    expect(resolveRelativeDates("What happened in the past 30 days?", february)?.query).toBe("What happened?");
  });
});

describe("'this year' in a question over documents of another year", () => {
  const library = ["community-energy-annual-report-2025.pdf", "minibus-hire-policy.docx", "solar-generation-2025.csv"];

  it("reads 'this year' and 'last year' against the one year the documents' file names hold, and says which", () => {
    const documentYear = documentsYear(library, today)!;
    expect(documentYear).toEqual({ year: 2025, filename: "community-energy-annual-report-2025.pdf" });
    const dated = resolveRelativeDates("What did the energy co-op achieve this year?", today, documentYear)!;
    expect(dated.range).toMatchObject({ from: "2025-01-01", to: "2025-12-31", label: "2025" });
    expect(dated.query).toBe("What did the energy co-op achieve in 2025?");
    expect(rangeNote(dated.range, today)).toBe(
      "Dates: “this year” read as 2025 (2025-01-01 to 2025-12-31), the year of community-energy-annual-report-2025.pdf, not today's.",
    );
    expect(resolveRelativeDates("How many members joined last year?", today, documentYear)!.range.label).toBe("2024");
  });

  it("reads 'this year' over a school or financial year's file as that span, both years whole", () => {
    for (const filename of ["oakfield-pta-annual-report-2024-25.docx", "accounts_2024_2025.xlsx", "plan 2024–25.pdf"]) {
      const documentYear = documentsYear([filename], today)!;
      expect(documentYear, filename).toEqual({ year: 2024, through: 2025, filename });
      const dated = resolveRelativeDates("list all the events the PTA put on this year", today, documentYear)!;
      expect(dated.range).toMatchObject({ from: "2024-01-01", to: "2025-12-31", label: "2024–25" });
      expect(dated.query).toBe("list all the events the PTA put on in 2024–2025");
    }
    expect(resolveRelativeDates("What did we spend last year?", today, documentsYear(["budget-2024-25.pdf"], today)!)!.range.label).toBe(
      "2023–24",
    );
    // A month or a day after the year is no span.
    expect(documentsYear(["sales-2024-12.csv"], today)).toEqual({ year: 2024, filename: "sales-2024-12.csv" });
  });

  it("keeps today when the file names hold several years, none, or today's, and for other relative dates", () => {
    expect(documentsYear(["report-2024.pdf", "report-2025.pdf"], today)).toBeNull();
    expect(documentsYear(["policy.docx"], today)).toBeNull();
    expect(documentsYear(["plan-2026.pdf"], today)).toBeNull();
    expect(resolveRelativeDates("What happened last month?", today, documentsYear(library, today)!)!.range.label).toBe("October 2026");
  });
});
