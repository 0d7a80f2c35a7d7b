/**
 * Relative dates read against today's date (docs/architecture.md, "Conversation"): "last month",
 * "this year", "in the past 30 days", "since 2020" (and their French, German and Spanish forms)
 * become a range, the search query names it ("What happened in October 2026?"), and the answer
 * says which dates were used.
 */
import { monthNames } from "../core/calendar";

export interface DateRange {
  /** The words of the question that named it ("last month"). */
  phrase: string;
  /** First and last day, ISO (YYYY-MM-DD). */
  from: string;
  to: string;
  /** How the range is said: "October 2026", "2025", "26 October 2026 to 25 November 2026". */
  label: string;
  /** The file whose own year "this year" or "last year" was read against, when not today's. */
  basis?: string;
}

/** The year the documents asked about are of ("annual-report-2025.pdf"), which "this year" in a question about them means. */
export interface DocumentYear {
  year: number;
  /** The span's second year when the file names two in a row ("annual-report-2024-25.docx": a school or financial year). */
  through?: number;
  filename: string;
}

export interface DatedQuery {
  /** The question with the phrase replaced by the range ("What happened in October 2026?"). */
  query: string;
  /** The question as it was, with the relative phrase. */
  undated: string;
  range: DateRange;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));
/** "25 November 2026". */
export const longDate = (date: Date) => `${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

type Unit = "day" | "week" | "month" | "year";
interface Resolved {
  from: Date;
  to: Date;
  label: string;
  /** Words that replace the phrase in the search query. */
  replacement: string;
}

function month(today: Date, offset: number): Resolved {
  const start = utc(today.getUTCFullYear(), today.getUTCMonth() + offset, 1);
  const end = utc(start.getUTCFullYear(), start.getUTCMonth() + 1, 0);
  const label = `${monthNames[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
  return { from: start, to: end, label, replacement: `in ${label}` };
}

function year(today: Date, offset: number): Resolved {
  const value = today.getUTCFullYear() + offset;
  return { from: utc(value, 0, 1), to: utc(value, 11, 31), label: String(value), replacement: `in ${value}` };
}

/**
 * A span of days: the answer says the span. The search names its month when the span lies within
 * one ("this week" on 10 February 2027 is searched "in February 2027", as a dated sentence says
 * it); else it drops the phrase (day-by-day dates would drown the question's own words).
 */
function span(from: Date, to: Date): Resolved {
  const month = monthOfSpan(from, to);
  const replacement = month ? `in ${monthNames[month.getUTCMonth()]} ${month.getUTCFullYear()}` : "";
  return { from, to, label: compactSpan(from, to), replacement };
}

/**
 * A span as a person writes it: "7-13 June 2027" within a month, "26 October to 25 November 2026"
 * within a year, else both dates whole.
 */
export function compactSpan(from: Date, to: Date): string {
  if (from.getUTCFullYear() !== to.getUTCFullYear()) return `${longDate(from)} to ${longDate(to)}`;
  if (from.getUTCMonth() !== to.getUTCMonth()) return `${from.getUTCDate()} ${monthNames[from.getUTCMonth()]} to ${longDate(to)}`;
  return `${from.getUTCDate()}-${longDate(to)}`;
}

/**
 * The month a span of days is searched by: its own, or for a span of two weeks at most across two months
 * ("the last fortnight" on 10 February: 27 January to 10 February), the one holding more of its
 * days (the later on a tie). Null for a longer span.
 */
function monthOfSpan(from: Date, to: Date): Date | null {
  const sameMonth = from.getUTCFullYear() === to.getUTCFullYear() && from.getUTCMonth() === to.getUTCMonth();
  if (sameMonth) return from;
  const dayMs = 86_400_000;
  const firstOfLater = utc(to.getUTCFullYear(), to.getUTCMonth(), 1);
  const laterStartsAfterFrom = utc(from.getUTCFullYear(), from.getUTCMonth() + 1, 1).getTime() === firstOfLater.getTime();
  if (!laterStartsAfterFrom || (to.getTime() - from.getTime()) / dayMs > 14) return null;
  const earlierDays = (firstOfLater.getTime() - from.getTime()) / dayMs;
  const laterDays = (to.getTime() - firstOfLater.getTime()) / dayMs + 1;
  return laterDays >= earlierDays ? firstOfLater : from;
}

function week(today: Date, offset: number): Resolved {
  const monday = utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - ((today.getUTCDay() + 6) % 7) + 7 * offset);
  return span(monday, utc(monday.getUTCFullYear(), monday.getUTCMonth(), monday.getUTCDate() + 6));
}

function day(today: Date, offset: number): Resolved {
  const date = utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset);
  return { from: date, to: date, label: longDate(date), replacement: `on ${longDate(date)}` };
}

function past(today: Date, count: number, unit: Unit): Resolved {
  const [years, months, days] =
    unit === "year" ? [count, 0, 0] : unit === "month" ? [0, count, 0] : [0, 0, unit === "week" ? 7 * count : count];
  const from = utc(today.getUTCFullYear() - years, today.getUTCMonth() - months, today.getUTCDate() - days);
  return span(from, utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

const unitOf = (word: string): Unit =>
  /^(?:day|jour|tag|dia|giorn|dag)/iu.test(word)
    ? "day"
    : /^(?:week|semaine|woche|semana|settiman|wek)/iu.test(word)
      ? "week"
      : /^(?:month|mois|monat|mes|maand)/iu.test(word)
        ? "month"
        : "year";

// Dutch and German words that French does not write: in their sentences "hier" is "here", not French "yesterday".
const dutchOrGermanWord =
  /\b(?:het|een|wat|welke|welk|wie|waar|zijn|staat|staan|niet|deze|dit|ik|jij|hoe|wordt|heeft|hebben|geen|ook|maar|der|das|ist|sind|steht|stehen|was|wer|wo|welche|welcher|nicht|ein|eine|und|gibt|bitte|mir|uns)\b/iu;
const frenchHier = (text: string) => !dutchOrGermanWord.test(text);

/** Fixed phrases, each with the range it names (English, French, German, Spanish, Italian, Dutch); some only in a sentence of their language. */
const phrases: [RegExp, (today: Date) => Resolved, ((text: string) => boolean)?][] = [
  // Two weeks by their own noun or count ("the last fortnight", "la dernière quinzaine", "de afgelopen twee weken"): the 14 days to today.
  [
    /\b(?:the )?(?:last|past|previous) (?:fortnight|two weeks)\b|\b(?:la|cette) (?:derni[èe]re |pass[ée]e )?quinzaine(?: derni[èe]re| pass[ée]e)?\b|\bles (?:deux dernières semaines|quinze derniers jours)\b|\bin den (?:letzten|vergangenen) (?:zwei wochen|vierzehn tagen)\b|\b(?:la [uú]ltima quincena|las [uú]ltimas dos semanas|los [uú]ltimos quince d[ií]as)\b|\b(?:(?:nel)?l'ultima quindicina|(?:nel)?le ultime due settimane|(?:ne)?gli ultimi quindici giorni)\b|\bde (?:afgelopen|laatste) (?:twee weken|veertien dagen)\b/iu,
    (t) => past(t, 14, "day"),
  ],
  [
    /\b(?:last|previous|past) month\b|\ble mois (?:dernier|passe|passé)\b|\b(?:letzten|vorigen|vergangenen) monat\b|\bel mes pasado\b|\b(?:il|lo) (?:mese scorso|scorso mese)\b|\b(?:vorige|afgelopen) maand\b/iu,
    (t) => month(t, -1),
  ],
  [/\bthis month\b|\bce mois(?:-ci)?\b|\b(?:diesen|diesem) monat\b|\beste mes\b|\bquesto mese\b|\bdeze maand\b/iu, (t) => month(t, 0)],
  [
    /\b(?:last|previous|past) year\b|\bl'ann[ée]e (?:derni[èe]re|pass[ée]e)\b|\b(?:letztes|letzten|vorigen|vergangenen) jahr\b|\bel a[ñn]o pasado\b|\b(?:l'anno scorso|lo scorso anno)\b|\b(?:vorig|afgelopen) jaar\b/iu,
    (t) => year(t, -1),
  ],
  [/\bthis year\b|\bcette ann[ée]e\b|\bdieses jahr\b|\bdiesem jahr\b|\beste a[ñn]o\b|\bquest'anno\b|\bdit jaar\b/iu, (t) => year(t, 0)],
  [
    /\b(?:last|previous|past) week\b|\bla semaine derni[èe]re\b|\b(?:letzte|letzten|vorige|vergangene) woche\b|\bla semana pasada\b|\bla settimana scorsa\b|\b(?:vorige|afgelopen) week\b/iu,
    (t) => week(t, -1),
  ],
  [/\bthis week\b|\bcette semaine\b|\bdiese woche\b|\besta semana\b|\bquesta settimana\b|\bdeze week\b/iu, (t) => week(t, 0)],
  [/\byesterday\b|\bgestern\b|\bayer\b|\bieri\b|\bgisteren\b/iu, (t) => day(t, -1)],
  [/\bhier\b/iu, (t) => day(t, -1), frenchHier],
  [/\btoday\b|\baujourd'hui\b|\bheute\b|\bhoy\b|\boggi\b|\bvandaag\b/iu, (t) => day(t, 0)],
];

const pastCount =
  /\b(?:in the |over the |during the |within the )?(?:past|last) (\d{1,3}) (days?|weeks?|months?|years?)\b|\b(?:au cours des|ces|les) (\d{1,3}) (?:derniers|dernières) (jours|semaines|mois|ann[ée]es)\b|\bin den (?:letzten|vergangenen) (\d{1,3}) (tagen|wochen|monaten|jahren)\b|\ben los [uú]ltimos (\d{1,3}) (d[ií]as|semanas|meses|a[ñn]os)\b|\bnegli ultimi (\d{1,3}) (giorni|settimane|mesi|anni)\b|\bde (?:afgelopen|laatste) (\d{1,3}) (dagen|weken|maanden|jaar)\b/iu;
const since = /\b(?:since|depuis|seit|desde|dal|sinds) ((?:19|20)\d\d)\b/iu;

/**
 * The first relative date of `text`, read against `today`; null when it names none. "This year" and
 * "last year" are read against `documentYear` when given: the year of the documents asked about.
 */
export function resolveRelativeDates(text: string, today: Date, documentYear?: DocumentYear): DatedQuery | null {
  const ofDocuments = documentYear ? yearOfDocuments(text, documentYear) : null;
  if (ofDocuments) return ofDocuments;
  const counted = pastCount.exec(text);
  if (counted) {
    const groups = counted.slice(1).filter((group) => group !== undefined);
    return dated(text, counted[0], past(today, Number(groups[0]), unitOf(groups[1] ?? "day")));
  }
  const sinceYear = since.exec(text);
  if (sinceYear) {
    const from = utc(Number(sinceYear[1]), 0, 1);
    const to = utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    if (from <= to) return dated(text, sinceYear[0], { ...span(from, to), replacement: sinceYear[0] });
  }
  for (const [pattern, resolve, applies] of phrases) {
    const match = pattern.exec(text);
    if (match && (applies?.(text) ?? true)) return dated(text, match[0], resolve(today));
  }
  return null;
}

const lastYear = phrases[3]![0];
const thisYear = phrases[4]![0];

function yearOfDocuments(text: string, documentYear: DocumentYear): DatedQuery | null {
  const basis = utc(documentYear.year, 5, 30);
  for (const [pattern, offset] of [
    [lastYear, -1],
    [thisYear, 0],
  ] as const) {
    const match = pattern.exec(text);
    if (!match) continue;
    const resolved = documentYear.through ? yearSpan(documentYear.year + offset, documentYear.through + offset) : year(basis, offset);
    return withBasis(dated(text, match[0], resolved), documentYear.filename);
  }
  return null;
}

/** A school or financial year, "2024–25": both calendar years whole, since where it starts and ends is the document's to say. */
function yearSpan(first: number, second: number): Resolved {
  const label = `${first}–${String(second).slice(-2)}`;
  // The query says both years whole: a table reads "2024–2025" as a range, "2024–25" as 2024 and a number.
  return { from: utc(first, 0, 1), to: utc(second, 11, 31), label, replacement: `in ${first}–${second}` };
}

const withBasis = (query: DatedQuery, filename: string): DatedQuery => ({ ...query, range: { ...query.range, basis: filename } });

/**
 * The one year the dated file names of the documents in scope agree on ("annual-report-2025.pdf",
 * "solar-generation-2025.csv"), when it is not today's: "What did the co-op achieve this year?" over a
 * report of 2025 asks about 2025. Null when no file name holds a year, or they name several.
 */
export function documentsYear(filenames: string[], today: Date): DocumentYear | null {
  const dated = filenames.flatMap((filename) => yearsNamed(filename.replace(/[-_.]+/gu, " ")).map((value) => ({ year: value, filename })));
  const years = new Set(dated.map((entry) => entry.year));
  const first = Math.min(...years);
  const through = dated.length > 0 ? spanEnd(dated[0]!.filename, first) : null;
  // "report-2024-2025.pdf" names one span, not two years.
  if (through && [...years].every((value) => value === first || value === through))
    return { year: first, through, filename: dated[0]!.filename };
  if (years.size !== 1 || dated[0]!.year === today.getUTCFullYear()) return null;
  return dated[0]!;
}

/** "2024-25", "2024_2025", "2025–26" in a file name: a year and the next one, a span (null when the name has none). */
function spanEnd(filename: string, first: number): number | null {
  const match = new RegExp(`(?<!\\d)${first}[-_–/](\\d{2}|\\d{4})(?!\\d)`, "u").exec(filename);
  if (!match) return null;
  const second = match[1]!.length === 2 ? Math.floor(first / 100) * 100 + Number(match[1]) : Number(match[1]);
  return second === first + 1 ? second : null;
}

function dated(text: string, phrase: string, resolved: Resolved): DatedQuery {
  const query = text
    .replace(phrase, resolved.replacement)
    .replace(/\bin in\b/giu, "in")
    .replace(/\s+([?.!,])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  return { query, undated: text, range: { phrase, from: iso(resolved.from), to: iso(resolved.to), label: resolved.label } };
}

/** One line saying which dates were used: "“last month” read as October 2026 (2026-10-01 to 2026-10-31), from today, 25 November 2026." */
export function rangeNote(range: DateRange, today: Date): string {
  const days = range.from === range.to ? range.from : `${range.from} to ${range.to}`;
  if (range.basis) return `Dates: “${range.phrase}” read as ${range.label} (${days}), the year of ${range.basis}, not today's.`;
  return `Dates: “${range.phrase}” read as ${range.label} (${days}), counting from today, ${longDate(today)}.`;
}

/** The years and months a text names ("2009", "October 2026"), for telling whether it covers a range. */
export function yearsNamed(text: string): number[] {
  return [...text.matchAll(/\b(19[5-9]\d|20\d\d)\b/g)].map((match) => Number(match[1]));
}

/** Whether a text names a date inside the range: one of its years (a range within a year also needs one of its months, by name or number). */
export function mentionsRange(text: string, range: DateRange): boolean {
  const fromYear = Number(range.from.slice(0, 4));
  const toYear = Number(range.to.slice(0, 4));
  const years = yearsNamed(text).filter((value) => value >= fromYear && value <= toYear);
  if (years.length === 0) return false;
  if (fromYear !== toYear || (range.from.slice(5) === "01-01" && range.to.slice(5) === "12-31")) return true;
  const months = [];
  for (let month = Number(range.from.slice(5, 7)); month <= Number(range.to.slice(5, 7)); month++) months.push(month);
  return months.some((month) =>
    new RegExp(`\\b${monthNames[month - 1]!}\\b|\\b${fromYear}-${String(month).padStart(2, "0")}\\b`, "iu").test(text),
  );
}
