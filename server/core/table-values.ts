/**
 * Reading numbers, dates, durations and yes/no as people write them in cells and in questions:
 * "1,205 spaces", "$1.2M", "12%", European "1.234,50", "3:23", "March 5, 2019", "05/03/2019".
 * Shared by ingestion (typing columns) and the table interpreter (values named in a question),
 * so both read "over 1,000" and "1.000" alike (docs/architecture.md, "Tables").
 */
import type { TableColumn, TableValue } from "./table-types";

export interface NumberReading {
  value: number;
  /** "$", "%", "duration" or a unit word; absent for a plain number. */
  unit?: string;
}

const currencyPrefix = /^(?:us\$|usd|eur|gbp|[$€£¥₹])\s*/iu;
const currencySuffix = /\s*(?:[€$£]|usd|eur|gbp)$/iu;
const scaleWords: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  trillion: 1e12,
};
const footnote = /(?:\s*\[[^\]]{1,12}\])+$|[*†‡]+$/u;

/** Numbers in US style ("1,234.5") unless `decimalComma` ("1.234,5"). Null when the text is not one number. */
export function readNumber(raw: string, options: { decimalComma?: boolean } = {}): NumberReading | null {
  let text = raw
    .replace(/[\u00a0\u2009\u202f]/gu, " ")
    .trim()
    .replace(footnote, "")
    .trim();
  if (!text || text.length > 40) return null;
  // "504 (313.2)", "1920 (completed)": a note in brackets after the number is not part of it.
  const noted = /^(.*\d\S*)\s+\([^()]{1,30}\)$/u.exec(text);
  if (noted) text = noted[1]!;
  const duration = readDuration(text);
  if (duration !== null) return { value: duration, unit: "duration" };
  let sign = 1;
  if (/^\(.*\)$/u.test(text)) {
    sign = -1;
    text = text.slice(1, -1).trim();
  }
  if (/^[-−–]/u.test(text)) {
    sign = -sign;
    text = text.slice(1).trim();
  } else if (text.startsWith("+")) text = text.slice(1).trim();
  // "1st", "2nd", "11th": places and positions, kept as numbers and shown as written.
  const ordinal = /^(\d{1,4})(st|nd|rd|th)$/iu.exec(text);
  if (ordinal) return { value: sign * Number(ordinal[1]), unit: "ordinal" };
  let unit: string | undefined;
  const leading = currencyPrefix.exec(text);
  const trailing = leading ? null : currencySuffix.exec(text);
  if (leading || trailing) {
    // The sheet's own currency, so an amount in euros is never shown in dollars.
    unit = currencySign((leading ?? trailing)![0]);
    text = text.replace(leading ? currencyPrefix : currencySuffix, "");
  }
  if (text.endsWith("%")) {
    unit = "%";
    text = text.slice(0, -1).trim();
  }
  // A unit after the number: "spaces", "kg", and with superscripts, degrees or a slash ("m²", "°C", "km/h").
  const match = /^([\d.,' ]*\d)(\s*)((?:\p{L}|°)[\p{L}²³°/ .]{0,20})?$/u.exec(text);
  if (!match) return null;
  const digits = readDigits(match[1]!, options.decimalComma ?? false);
  if (digits === null) return null;
  let value = digits;
  const suffix = match[3]?.trim().replace(/\.$/u, "");
  if (suffix) {
    // "12,400 m" is metres, written as SI writes a unit (apart, lower case, no currency); "$1.2m", "1.2M" are millions.
    const metres = suffix === "m" && match[2] !== "" && unit === undefined;
    const scale = metres ? undefined : scaleWords[suffix.toLowerCase()];
    if (scale !== undefined) value *= scale;
    else if (unit === undefined && /^(?:\p{L}|°)[\p{L}²³°/]*(?: \p{L}+)?$/u.test(suffix)) unit = suffix.toLowerCase();
    else return null;
  }
  return unit === undefined ? { value: sign * value } : { value: sign * value, unit };
}

const digitStyles = {
  point: { group: ",", decimal: ".", grouped: /^\d{1,3}(,\d{3})+(\.\d+)?$/u, plain: /^\d*(\.\d+)?$/u },
  comma: { group: ".", decimal: ",", grouped: /^\d{1,3}(\.\d{3})+(,\d+)?$/u, plain: /^\d*(,\d+)?$/u },
};

function readDigits(text: string, decimalComma: boolean): number | null {
  const compact = text.replace(/[ ']/gu, "");
  if (/ \d{3}/u.test(text) && !/^\d{1,3}( \d{3})+([.,]\d+)?$/u.test(text)) return null;
  const style = decimalComma ? digitStyles.comma : digitStyles.point;
  if (!style.grouped.test(compact) && !style.plain.test(compact)) return null;
  const normal = compact.split(style.group).join("").replace(style.decimal, ".");
  const value = Number(normal);
  return Number.isFinite(value) && normal !== "" && normal !== "." ? value : null;
}

/** "3:23" → 203 seconds, "1:02:03" → 3723. */
export function readDuration(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?(?:\.(\d+))?$/u.exec(text.trim());
  if (!match) return null;
  const [first, second, third] = [Number(match[1]), Number(match[2]), match[3] === undefined ? null : Number(match[3])];
  const fraction = match[4] ? Number(`0.${match[4]}`) : 0;
  return (third === null ? first * 60 + second : first * 3600 + second * 60 + third) + fraction;
}

const months = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

export function monthNumber(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/u, "");
  if (lower.length < 3) return null;
  const index = months.findIndex((month) => month.startsWith(lower));
  return index >= 0 ? index + 1 : null;
}

const weekday = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?\.?,?\s+(?=\d|[A-Za-z]{3,9}\.? \d)/iu;

/** ISO `YYYY-MM-DD` for a date written as a date; null otherwise. `dayFirst` reads 05/03/2019 as 5 March. */
export function readDate(raw: string, options: { dayFirst?: boolean } = {}): string | null {
  // "Wed 19 February 2025", "Saturday, 26 Dec 2022": the day of the week is said beside the date, not part of it.
  const text = raw.trim().replace(footnote, "").trim().replace(weekday, "");
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/u.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/u.exec(text);
  if (match) {
    const [a, b] = [Number(match[1]), Number(match[2])];
    return options.dayFirst ? isoDate(Number(match[3]), b, a) : isoDate(Number(match[3]), a, b);
  }
  match = /^([A-Za-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/u.exec(text);
  if (match) return isoDate(Number(match[3]), monthNumber(match[1]!) ?? 0, Number(match[2]));
  match = /^(\d{1,2})(?:st|nd|rd|th)? ([A-Za-z]{3,9})\.?,? (\d{4})$/u.exec(text);
  if (match) return isoDate(Number(match[3]), monthNumber(match[2]!) ?? 0, Number(match[1]));
  return null;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1000 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(year)}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const trueWords = new Set(["yes", "true"]);
const falseWords = new Set(["no", "false"]);

export function readBoolean(text: string): number | null {
  const lower = text.trim().toLowerCase();
  if (trueWords.has(lower)) return 1;
  if (falseWords.has(lower)) return 0;
  return null;
}

/** Cells that mean "no value" rather than a text value. */
export function isMissingText(text: string): boolean {
  return /^(?:|-|–|—|n\/a|na|n\.a\.|none|null|nan|\?|#n\/a|tbd|tba)$/iu.test(text.trim());
}

/** A value as the sheet showed it: "$1,234.50", "12%", "3:23", "1,205 spaces", "2019-03-05". */
const currencySigns: Record<string, string> = { usd: "$", us$: "$", eur: "€", gbp: "£" };

/** "$", "€", "£", "¥", "₹" for a currency written by sign or code. */
function currencySign(written: string): string {
  const key = written.trim().toLowerCase();
  return currencySigns[key] ?? key;
}

/** A unit that is a currency sign (shown before the amount). */
export function isCurrency(unit: string): boolean {
  return /^[$€£¥₹]$/u.test(unit);
}

export function formatValue(value: TableValue, column: Pick<TableColumn, "type" | "unit">): string {
  if (value === null) return "(empty)";
  if (typeof value === "string") return value;
  if (column.type === "boolean") return value ? "yes" : "no";
  if (column.unit === "duration") return formatDuration(value);
  if (column.unit === "ordinal") return ordinalText(value);
  // A plain four-digit integer may be a year ("2019", never "2,019"); amounts with a unit are grouped.
  const number = column.unit ? formatNumber(value, { group: true }) : formatNumber(value);
  // Money with pence or cents shows both digits: "£14.10", never "£14.1".
  if (column.unit && isCurrency(column.unit)) return `${value < 0 ? "-" : ""}${column.unit}${moneyAmount(Math.abs(value))}`;
  if (column.unit === "%") return `${number}%`;
  if (column.unit) return `${number} ${column.unit}`;
  return number;
}

function moneyAmount(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  if (Number.isInteger(rounded)) return formatNumber(rounded, { group: true });
  return rounded.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function formatNumber(value: number, options: { group?: boolean } = {}): string {
  if (Number.isInteger(value)) return Math.abs(value) < 10_000 && !options.group ? String(value) : value.toLocaleString("en-US");
  const rounded = Math.round(value * 100) / 100;
  return rounded.toLocaleString("en-US", { maximumFractionDigits: Math.abs(rounded) < 1 ? 4 : 2 });
}

/** 1 → "1st", 12 → "12th", 22 → "22nd". */
function ordinalText(value: number): string {
  const tens = Math.abs(value) % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][Math.abs(value) % 10] ?? "th");
  return `${String(value)}${suffix}`;
}

function formatDuration(seconds: number): string {
  // "1:06.79" keeps its hundredths; whole seconds are shown as "3:23".
  const fraction = Math.round((seconds - Math.floor(seconds)) * 100);
  if (fraction > 0 && fraction < 100) return `${formatDuration(Math.floor(seconds))}.${String(fraction).padStart(2, "0")}`;
  const whole = Math.round(seconds);
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const pad = (part: number) => String(part).padStart(2, "0");
  // Whole minutes past an hour are shown as a sheet of hours and minutes writes them ("6:00", "1:45").
  if (hours > 0 && rest === 0) return `${String(hours)}:${pad(minutes)}`;
  return hours > 0 ? `${String(hours)}:${pad(minutes)}:${pad(rest)}` : `${String(minutes)}:${pad(rest)}`;
}
