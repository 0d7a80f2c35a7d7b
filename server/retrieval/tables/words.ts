/**
 * Words of questions, column names and cells, compared the same way: case- and accent-free,
 * light stemming ("airports" = "airport", "released" = "release"), camelCase and snake_case split
 * ("HomeTeam" = "home team", "temp_max" = "temp max").
 */
import { stem } from "../../core/text-analysis";

export interface Word {
  /** As written (case kept), for telling "A" the code from "a" the article. */
  raw: string;
  /** Lower-case, accent-free. */
  norm: string;
  stem: string;
  /** A currency sign written right before a number ("£20,000"), kept apart so the number reads as a number. */
  currency?: string;
  /** A minus sign written right before a number ("west of -150", "below −5"), kept apart as the currency is. */
  negative?: boolean;
  /** Written joined to the word before by a hyphen ("under-14s", "year-end"): one written name of two words. */
  hyphened?: boolean;
}

export function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

// A tick or a cross is a word of its own: a column of "✓" and "x" marks says yes and no.
const wordPattern = /[\p{L}\p{N}]+(?:[.,'’][\p{L}\p{N}]+)*%?|[✓✔☑✗✘]/gu;
const sameMark = (text: string) => text.replace(/[✔☑]/gu, "✓").replace(/✘/gu, "✗");

/** Words in reading order; numbers keep their separators ("1,000", "2.5", "12%"). */
export function words(text: string): Word[] {
  const result: Word[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const raw = sameMark(match[0].replace(/’/gu, "'").replace(/'s$/u, ""));
    const norm = fold(raw);
    const word: Word = { raw, norm, stem: /\d/u.test(norm) ? norm : (sameStem[norm] ?? stem(doneToNoun(norm.replace(/'/gu, "")))) };
    const sign = text[match.index - 1];
    if (sign && /^[$€£]$/u.test(sign) && /^\d/u.test(raw)) word.currency = sign;
    // A minus sign that starts a word, not a range's or a season's hyphen ("2023-24", "10-20").
    if (sign && /^[-−]$/u.test(sign) && /^\d/u.test(raw) && !/[\p{L}\p{N}]/u.test(text[match.index - 2] ?? "")) word.negative = true;
    if (sign === "-" && /[\p{L}\p{N}]/u.test(text[match.index - 2] ?? "")) word.hyphened = true;
    result.push(word);
  }
  return result;
}

/**
 * "refereed" is the verb of a Referee column: a past form in "-eed" of seven letters or more loses only
 * its "d", so it stems as the "-ee" noun does (else "refereed" → "refer", "referee" → "refere").
 */
const doneToNoun = (word: string) => (word.length >= 7 && word.endsWith("eed") ? word.slice(0, -1) : word);

/** Words that name the same column in tables: "losses" is the "Lost" column, "wins" the "Won" one. */
const sameStem: Record<string, string> = {
  // "the hourly rate": per hour, a rate, never the Hours column; the same for the other "-ly" periods.
  hourly: "hourly",
  weekly: "weekly",
  monthly: "monthly",
  quarterly: "quarterly",
  yearly: "yearly",
  nightly: "nightly",
  // "the high", "the average low" of a day: its maximum and minimum (temp_max, temp_min).
  high: "max",
  highs: "max",
  low: "min",
  lows: "min",
  won: "win",
  wins: "win",
  winning: "win",
  lost: "loss",
  losses: "loss",
  lose: "loss",
  drawn: "draw",
  draws: "draw",
  pts: "point",
  points: "point",
  goals: "goal",
  gls: "goal",
  apps: "appearance",
  caps: "cap",
  pos: "position",
  pop: "population",
  // Another form of a header's or a value's verb: "a sell-out" over Sold out, "taxiing" over Taxi.
  sold: "sell",
  sell: "sell",
  sells: "sell",
  selling: "sell",
  taxiing: "taxi",
  taxied: "taxi",
};

/** Words as the question wrote them, joined: what an answer says was read ("4 or more goals"). */
export function saidText(words: Word[]): string {
  return words.map((word) => (word.negative ? `-${word.raw}` : word.raw)).join(" ");
}

/**
 * Column names: camelCase and separators split before the words are read. A lone lower-case letter
 * opening a word is a unit's prefix, not a word ("kWh", "MWh", "mAh" stay whole: "Generated kWh" is
 * named by "generated" as "Generated (kWh)" is).
 */
export function nameWords(name: string): Word[] {
  const split = name.replace(/([a-z])([A-Z])/gu, (pair, lower: string, upper: string, at: number) =>
    /[A-Za-z]/u.test(name[at - 1] ?? "") ? `${lower} ${upper}` : pair,
  );
  return words(split.replace(/[_\-/]+/gu, " "));
}

/** One key for a cell or a phrase: folded words joined by single spaces. */
export function phraseKey(text: string): string {
  // The same words as words() gives, without stemming: this runs once per cell of a loaded table.
  const parts: string[] = [];
  for (const match of fold(text.replace(/_+/gu, " ")).matchAll(wordPattern))
    parts.push(sameMark(match[0].replace(/’/gu, "'").replace(/'s$/u, "")));
  return parts.join(" ");
}

/** Words too common to name a column or a value on their own. */
export const fillerWords: ReadonlySet<string> = new Set(
  `a an the of in on at to for by from with and or is are was were be been do does did has have had what which who whom
  whose when where how many much number total sum average mean there that this those these it its their them they any all
  each per as than more most less least fewer fewest over under above below after before between listed list show give
  me tell find same one s i you we he she not no yes other except outside apart aside besides put puts`.split(/\s+/u),
);
