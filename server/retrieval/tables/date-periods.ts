/**
 * Periods of a year said as the two bounds the date reading knows (docs/architecture.md, "Tables"):
 * "between March and June 2026" → "since March 2026 until June 2026"; "between December 2013 and
 * February 2014" is one range across the year end, not two single months; "from 26 December to 31
 * December 2023" the days between; "the summer of 2012", "Q1 2019", "the first half of 2019", "early
 * 2019" their months. A period whose months are a convention (a season, "early") is an assumption the
 * answer states. A period a table holds as a value ("Q1" in a Quarter column) is left as said. Pure.
 */
import type { LoadedTable } from "./loaded-table";
import { phraseKey } from "./words";

const monthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const month =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const year = "(?:1[89]|20)\\d\\d";
const day = "\\d{1,2}";

/** The month's number (1–12) of a name or its abbreviation. */
const monthNumber = (name: string) => monthNames.findIndex((full) => full.startsWith(name.toLowerCase().slice(0, 3))) + 1;
const monthSaid = (number: number, of: number | null) => `${monthNames[number - 1]!}${of === null ? "" : ` ${String(of)}`}`;

export interface PeriodsRead {
  said: string;
  /** How a period whose months are a convention was read ("the summer of 2012" read as June to August 2012). */
  assumed: string[];
}

/** The question with its periods said as "since … until …". */
export function periodsSaid(question: string, tables: LoadedTable[]): PeriodsRead {
  // Bounds of days filter a date column: with none, "the first half of 2023" names a sheet ("January–June
  // 2023") or nothing, and as bounds it was read on a number column (trading profit ≤ 2023, labelled high).
  if (tables.length > 0 && !tables.some((table) => table.columns.some((column) => column.type === "date")))
    return { said: question, assumed: [] };
  const assumed: string[] = [];
  const years = [...new Set(question.match(new RegExp(`\\b${year}\\b`, "gu")) ?? [])];
  // "the summer of 2012 (june to august)": the months said beside the period are the period.
  const spelled = question.replace(
    new RegExp(`\\s*\\(\\s*(?:from )?(?:${month}) (?:to|until|through|thru|[-–]) (?:${month})\\s*\\)`, "giu"),
    (said, offset: number) => (namedPeriodBefore(question.slice(0, offset)) ? "" : said),
  );
  const named = namedPeriods(spelled, tables, assumed, question !== spelled);
  return { said: dayRanges(monthRanges(named, years.length === 1 ? Number(years[0]) : null)), assumed };
}

const seasons: Record<string, [number, number]> = { spring: [3, 5], summer: [6, 8], autumn: [9, 11], fall: [9, 11], winter: [12, 2] };
const quarterNumbers: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  last: 4,
};
const halfNumbers: Record<string, number> = { first: 1, "1st": 1, second: 2, "2nd": 2, last: 2 };
const thirds: Record<string, [number, number]> = { early: [1, 4], mid: [5, 8], middle: [5, 8], late: [9, 12] };

const seasonPattern = `(?:the )?(spring|summer|autumn|fall|winter) (?:of )?(${year})`;
const quarterPattern = `(?:the )?(?:(first|1st|second|2nd|third|3rd|fourth|4th|last) quarter (?:of )?|q([1-4]) (?:of )?)(${year})`;
const halfPattern = `(?:the )?(?:(first|1st|second|2nd|last) half (?:of )?|h([12]) (?:of )?)(${year})`;
const thirdPattern = `(?:the )?(early|mid|middle|late)[- ](?:in )?(${year})`;
const lead = "(?:(?:in|during|over|throughout|across|for|of) )?";

/** Whether the text ends in a named period ("over the summer of 2012"), so months in brackets after it restate it. */
function namedPeriodBefore(text: string): boolean {
  return [seasonPattern, quarterPattern, halfPattern, thirdPattern].some((pattern) => new RegExp(`\\b${pattern}\\s*$`, "iu").test(text));
}

function namedPeriods(question: string, tables: LoadedTable[], assumed: string[], restated: boolean): string {
  const held = (phrase: string) =>
    tables.some((table) => table.valueIndex.has(phraseKey(phrase)) || table.prefixIndex.has(phraseKey(phrase)));
  const bounds = (from: number, fromYear: number, to: number, toYear: number) =>
    `since ${monthSaid(from, fromYear)} until ${monthSaid(to, toYear)}`;
  return question
    .replace(new RegExp(`\\b${lead}${seasonPattern}\\b`, "giu"), (said, season: string, of: string) => {
      const [from, to] = seasons[season.toLowerCase()]!;
      // "the winter of 2014": the winter its January and February are in, from the December before.
      const fromYear = from > to ? Number(of) - 1 : Number(of);
      if (!restated) assumed.push(`"${said.trim()}" was read as ${monthSaid(from, fromYear)} to ${monthSaid(to, Number(of))}`);
      return bounds(from, fromYear, to, Number(of));
    })
    .replace(new RegExp(`\\b${lead}${quarterPattern}\\b`, "giu"), (said, nth: string | undefined, q: string | undefined, of: string) => {
      const quarter = q ? Number(q) : quarterNumbers[nth!.toLowerCase()]!;
      if (held(said.replace(/^\s*(?:in|during|over|throughout|across|for|of) /iu, "").replace(new RegExp(` (?:of )?${year}$`, "u"), "")))
        return said;
      return bounds(quarter * 3 - 2, Number(of), quarter * 3, Number(of));
    })
    .replace(new RegExp(`\\b${lead}${halfPattern}\\b`, "giu"), (_, nth: string | undefined, h: string | undefined, of: string) => {
      const half = h ? Number(h) : halfNumbers[nth!.toLowerCase()]!;
      return bounds(half * 6 - 5, Number(of), half * 6, Number(of));
    })
    .replace(new RegExp(`\\b${lead}${thirdPattern}\\b`, "giu"), (said, part: string, of: string) => {
      const [from, to] = thirds[part.toLowerCase()]!;
      assumed.push(`"${said.trim()}" was read as ${monthSaid(from, Number(of))} to ${monthSaid(to, Number(of))}`);
      return bounds(from, Number(of), to, Number(of));
    });
}

/**
 * "between March and June 2026", "from December 2013 to February 2014", "June to August 2012": two
 * months, the later one's year given to the earlier (the year before when the range crosses the year
 * end). With no year at either end, the one year the question says elsewhere, if it says one.
 */
function monthRanges(question: string, lone: number | null): string {
  const pattern = new RegExp(
    `\\b(?:(between|from|since) )?(?:the )?(?:start of |beginning of )?(${month})(?: (${year}))? (and|to|until|till|through|thru|[-–]) (?:the )?(?:end of )?(${month})(?: (${year}))?\\b`,
    "giu",
  );
  return question.replace(
    pattern,
    (
      said,
      opener: string | undefined,
      first: string,
      firstYear: string | undefined,
      join: string,
      last: string,
      lastYear: string | undefined,
    ) => {
      // "May and June 2024" alone lists two months; only "between … and …" is a range.
      if (join.toLowerCase() === "and" && opener?.toLowerCase() !== "between") return said;
      if (!opener && !/^(to|through|thru|until|till|-|–)$/iu.test(join)) return said;
      const [from, to] = [monthNumber(first), monthNumber(last)];
      if (from <= 0 || to <= 0) return said;
      const crosses = from > to;
      let [startYear, endYear] = [firstYear ? Number(firstYear) : null, lastYear ? Number(lastYear) : null];
      if (startYear === null && endYear !== null) startYear = crosses ? endYear - 1 : endYear;
      if (endYear === null && startYear !== null) endYear = crosses ? startYear + 1 : startYear;
      // The year said elsewhere ("in 2012 from June to August") is both ends', when the range stays in one year.
      if (startYear === null && lone !== null && !crosses) [startYear, endYear] = [lone, lone];
      if (startYear === null || endYear === null || startYear > endYear) return said;
      return `since ${monthSaid(from, startYear)} until ${monthSaid(to, endYear)}`;
    },
  );
}

/**
 * "between 26 December and 31 December 2023" (named days are said as dates first, named-days.ts):
 * the days from the first to the last, both included, the later one's year given to the earlier.
 */
function dayRanges(question: string): string {
  const date = `(?:on )?(?:(${day}) (${month})|(${month}) (${day}))`;
  const pattern = new RegExp(`\\b(between|from) ${date}(?: (${year}))? (and|to|until|till|through|thru) ${date} (${year})\\b`, "giu");
  return question.replace(pattern, (said, opener: string, ...parts: (string | undefined)[]) => {
    const [d1, m1, m1b, d1b, firstYear, join, d2, m2, m2b, d2b, lastYear] = parts as (string | undefined)[];
    if ((opener.toLowerCase() === "between") !== (join!.toLowerCase() === "and")) return said;
    const [from, to] = [monthNumber(m1 ?? m1b!), monthNumber(m2 ?? m2b!)];
    const [fromDay, toDay] = [Number(d1 ?? d1b), Number(d2 ?? d2b)];
    const endYear = Number(lastYear);
    const startYear = firstYear ? Number(firstYear) : from > to || (from === to && fromDay > toDay) ? endYear - 1 : endYear;
    return `since ${String(fromDay)} ${monthSaid(from, startYear)} until ${String(toDay)} ${monthSaid(to, endYear)}`;
  });
}
