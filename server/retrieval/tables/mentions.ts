/**
 * What a question names in one table: columns (by their words, all or some: "repair cost" names
 * "Cost Repair", "away" hints at "AwayTeam"), values (whole cells or their leading words, longest
 * first), number and date conditions ("over 1,000 spaces", "before 1991", "in 2015") and negations
 * ("not in Paris", "other than N").
 */
import { readNumber } from "../../core/table-values";
import type { LoadedTable } from "./loaded-table";
import { nameHoldingPart } from "./name-parts";
import { isPlaceWriting, otherWritingsOfPlace } from "./place-names";
import { isEnglishWord } from "../../core/verb-lemma";
import { stem } from "../../core/text-analysis";
import type { FilterOperator } from "./types";
import { fillerWords, saidText, words, type Word } from "./words";

export interface ColumnMention {
  column: number;
  /** Word positions in the question. */
  positions: number[];
  matched: number;
  total: number;
  full: boolean;
  score: number;
}

export interface ValueMention {
  key: string;
  columns: number[];
  start: number;
  end: number;
  /** Matched leading words of the cells, not whole cells. */
  prefix: boolean;
  /** Matched a later comma part of the cells ("Norway" of "Oslo, Norway"). */
  part?: boolean;
  negated: boolean;
}

export interface Condition {
  operator: FilterOperator | "year";
  value: number;
  /** Unit word said after the number ("spaces", "knots", "%"), if any. */
  unit?: string;
  start: number;
  end: number;
  /** The words as said ("over 1,000"). */
  said: string;
  /** "4th place": only a number column named right next to it is meant. */
  ordinal?: boolean;
  /** "in December 2022", "before October 2023": the month (1-12) of the year in `value`. */
  month?: number;
  /** "on 2025-07-04", "before 4 July 2025": the day (1-31) of that month. */
  day?: number;
  /** One end of a range ("between 2010 and 2019"). */
  range?: boolean;
}

const tieWords = new Set(["total", "sum", "average", "mean", "number", "count", "overall", "combined", "average", "max", "min"]);

export function findColumnMentions(table: LoadedTable, question: Word[]): ColumnMention[] {
  const first = columnMentionsAvoiding(table, question, () => []);
  // "Which car park has the most car spaces?": a word said twice names two columns, one at each place.
  // A mention lying wholly inside another column's fuller one is read again at the places left free.
  const inside = (mention: ColumnMention) =>
    first.find(
      (other) =>
        other.column !== mention.column &&
        other.full &&
        other.matched > mention.matched &&
        mention.positions.every((position) => other.positions.includes(position)),
    );
  const again = columnMentionsAvoiding(table, question, (column) => {
    const mention = first.find((candidate) => candidate.column === column);
    return mention ? (inside(mention)?.positions ?? []) : [];
  });
  return first
    .map((mention) => (inside(mention) ? (again.find((other) => other.column === mention.column) ?? mention) : mention))
    .sort((left, right) => right.score - left.score);
}

function columnMentionsAvoiding(table: LoadedTable, question: Word[], takenFor: (column: number) => number[]): ColumnMention[] {
  const mentions: ColumnMention[] = [];
  table.columnWords.forEach((nameWords, column) => {
    const taken = takenFor(column);
    const { name, description } = table.columns[column]!;
    const byName = columnMention(table, name, nameWords, question, taken);
    // "passengers" names PAX when a key beside the table says so: the meaning is a second name.
    const described = table.descriptionWords[column];
    const byMeaning = described && description ? columnMention(table, description, described, question, taken) : null;
    // "mileage" names "Kilométrage": a French header's English words are a third name.
    const english = table.englishWords[column];
    const byEnglish = english ? columnMention(table, english.text, english.words, question, taken) : null;
    // "lent" names Loans, "fundraisers" Pledged: a word for what the rows do names the column of it, a fourth name.
    // A sum of both sides is named by its own letters only ("took" is no "revenue … charge" there).
    const byDoing = byName || table.sides.has(column) ? null : doingMention(table, name, nameWords, question, taken);
    // "Who leads …" names Section leader, "who coordinates …" Coordinator: a verb names the header of its doer, a fifth name.
    const byDoer = byName || table.sides.has(column) ? null : doerMention(table, name, nameWords, question, taken);
    const mention = [byMeaning, byEnglish, byDoing, byDoer].reduce<typeof byName>(
      (best, other) => (other && (!best || other.score > best.score) ? other : best),
      byName,
    );
    if (mention) mentions.push({ column, ...mention });
  });
  return mentions.sort((left, right) => right.score - left.score);
}

/** Verbs and nouns of doing, and the header words they stand for ("lent" → Loans, "fundraisers" → Pledged / Raised). */
const doingWords = new Map<string, string[]>(
  Object.entries({
    lent: ["loans", "loan", "issues"],
    loaned: ["loans", "loan"],
    borrowed: ["loans", "loan", "borrowings"],
    visited: ["visitors", "visits"],
    sold: ["sales", "sold"],
    earned: ["earnings", "revenue", "income"],
    spent: ["spend", "spending", "expenditure", "cost"],
    raised: ["pledged", "pledges", "raised", "donations", "donated"],
    fundraisers: ["pledged", "pledges", "raised", "donations", "donated"],
    donors: ["donated", "donations", "pledged", "pledges"],
    attended: ["attendance", "attendees"],
    collected: ["collected", "takings", "collections"],
    // "How much did the tour take?" names Takings; "how many seats", "venues that hold 1,000" name Capacity.
    take: ["takings", "revenue", "receipts"],
    took: ["takings", "revenue", "receipts"],
    // "Which event brought in the most?": money taken in, by whatever name the table gives it.
    brought: ["takings", "income", "revenue", "receipts", "raised", "proceeds"],
    bring: ["takings", "income", "revenue", "receipts", "raised", "proceeds"],
    brings: ["takings", "income", "revenue", "receipts", "raised", "proceeds"],
    seats: ["capacity"],
    hold: ["capacity"],
    holds: ["capacity"],
    // "Which hut sleeps more people?" compares its beds.
    sleeps: ["beds", "capacity"],
    sleep: ["beds", "capacity"],
  }),
);

function doingMention(
  table: LoadedTable,
  name: string,
  nameWords: Word[],
  question: Word[],
  taken: number[],
): Omit<ColumnMention, "column"> | null {
  let best: Omit<ColumnMention, "column"> | null = null;
  question.forEach((word, at) => {
    for (const noun of doingWords.get(word.norm) ?? []) {
      const said = words(noun)[0]!;
      const swapped = question.map((candidate, position) => (position === at ? said : candidate));
      const mention = columnMention(table, name, nameWords, swapped, taken);
      if (mention && mention.positions.includes(at) && (!best || mention.score > best.score)) best = mention;
    }
  });
  return best;
}

/**
 * The verb a header's doer noun is made from: "leader" → "lead", "coordinator" → "coordinat(e)", "runner" → "run",
 * compared by stem. Only a word said as a verb names it ("who leads", "does … lead", "led by"), never a noun of the
 * same stem ("how many wins" is no Winner column).
 */
function doerMention(
  table: LoadedTable,
  name: string,
  nameWords: Word[],
  question: Word[],
  taken: number[],
): Omit<ColumnMention, "column"> | null {
  const doers = nameWords.filter((word) => /^\p{L}{3,}(?:er|or)$/u.test(word.norm) && !fillerWords.has(word.norm));
  if (doers.length === 0) return null;
  // "Who swims further, Tom or Cal?" names rows of the Swimmer column, not its value: the verb says what they do.
  const column = table.columns.findIndex((candidate) => candidate.name === name);
  if (namesValueOf(table, column, question)) return null;
  let best: Omit<ColumnMention, "column"> | null = null;
  question.forEach((word, at) => {
    if (!saidAsVerb(question, at)) return;
    for (const doer of doers) {
      if (doer.stem === word.stem || stem(doer.norm.slice(0, -2)) !== word.stem) continue;
      const swapped = question.map((candidate, position) => (position === at ? doer : candidate));
      const mention = columnMention(table, name, nameWords, swapped, taken);
      if (mention && mention.positions.includes(at) && (!best || mention.score > best.score)) best = mention;
    }
  });
  return best;
}

const verbOpeners = new Set([
  "who",
  "who'll",
  "who's",
  "whom",
  "to",
  "do",
  "does",
  "did",
  "will",
  "would",
  "can",
  "could",
  "should",
  "shall",
  "must",
  "may",
  "might",
]);

/** Whether some run of the question's words is a whole value of the column. */
function namesValueOf(table: LoadedTable, column: number, question: Word[]): boolean {
  for (let start = 0; start < question.length; start += 1)
    for (let end = start + 1; end <= Math.min(question.length, start + 4); end += 1) {
      const key = question
        .slice(start, end)
        .map((word) => word.norm)
        .join(" ");
      if (table.valueIndex.get(key)?.has(column)) return true;
    }
  return false;
}

const negatingWords = new Set(["not", "never", "didn't", "don't", "doesn't", "won't", "wasn't", "isn't"]);

/**
 * A question word said as a verb: after "who" or a helping verb, before a passive's "by", or closing a "does …"
 * question; never negated ("did Budivelnyk not win" asks the rows of other winners, which no doer column gives).
 */
function saidAsVerb(question: Word[], at: number): boolean {
  const word = question[at]!;
  if (!/^\p{L}{3,}$/u.test(word.norm) || fillerWords.has(word.norm)) return false;
  if (question.slice(Math.max(0, at - 3), at).some((before) => negatingWords.has(before.norm))) return false;
  if (verbOpeners.has(question[at - 1]?.norm ?? "")) return true;
  if (question[at + 1]?.norm === "by" && /(?:ed|led|run|done)$/u.test(word.norm)) return true;
  if (/ing$/u.test(word.norm) && ["is", "are", "was", "were", "who's"].includes(question[at - 1]?.norm ?? "")) return true;
  return (
    at === question.length - 1 && question.slice(Math.max(0, at - 5), at).some((before) => ["do", "does", "did"].includes(before.norm))
  );
}

function columnMention(
  table: LoadedTable,
  name: string,
  nameWords: Word[],
  question: Word[],
  taken: number[],
): Omit<ColumnMention, "column"> | null {
  const content = nameWords.filter((word) => !fillerWords.has(word.norm));
  // A unit in brackets ("Area (ha)") or a number ("GDP Growth, 2007-2011") qualifies a name; the rest names the column.
  const bracketed = bracketWords(name);
  const qualifier = (word: Word) => bracketed.has(word.norm) || /^\d/u.test(word.norm);
  const core = content.filter((word) => !qualifier(word));
  const wanted = core.length > 0 ? core : content.length > 0 ? content : nameWords;
  // A name made of common words only ("AS", "No.") must be written as the column writes it.
  const same =
    content.length > 0
      ? (candidate: Word, word: Word) => candidate.stem === word.stem || candidate.norm === word.norm
      : (candidate: Word, word: Word) => candidate.raw === word.raw;
  const found = spacedAlike(wanted, question, taken) ?? matchWords(wanted, question, taken, same, content.length > 0);
  // Qualifiers said as well ("gdp nominal", "the 2024 budget") tell look-alike columns apart;
  // said alone ("km2" of "Area (km2)") they hint at the column, never name it in full.
  const optional = core.length > 0 ? content.filter(qualifier) : [];
  const extra = matchWords(optional, question, [...taken, ...found.positions], same, false);
  const positions = [...found.positions, ...extra.positions];
  if (positions.length === 0) {
    // "home corners" names the column HC: a header of capitals spelt by the initials of words said together.
    const spelt = initialsAt(table, name.trim(), question);
    // Of two headers spelt ("fouls a home team" HF, "home … single" HS), the one whose words stand nearer.
    const reach = spelt ? Math.max(...spelt) - Math.min(...spelt) + 1 - spelt.length : 0;
    return spelt
      ? { positions: spelt, matched: spelt.length, total: spelt.length, full: true, score: 1.9 + spelt.length - 0.05 * reach }
      : null;
  }
  if (content.length === 0 && found.matched < wanted.length) return null;
  const full = found.matched === wanted.length;
  // "top 2" does not name the column "Name 2": a number alone is not a column's name.
  if (!full && positions.every((position) => /^\d/u.test(question[position]!.norm))) return null;
  const matched = found.matched + extra.matched;
  const spread = Math.max(...positions) - Math.min(...positions) + 1 - matched;
  // "total cost" among "Cost Other", "Cost Repair", "Cost Total": a name's wording words
  // ("total", "number") break the tie when the question says them too, read as wording or not.
  const said = nameWords.filter((word) => tieWords.has(word.norm) && question.some((candidate) => candidate.norm === word.norm)).length;
  return {
    positions,
    matched,
    // How many words name the column, a closing unit aside ("Speed IAS in knots": speed, IAS); a thing and what was
    // done to it ("Fruit picked (kg)", "Towpath restored (m)") by the thing alone: "the most fruit" names it.
    total: thingDone(core, question, found.positions) ? 1 : content.length > 0 ? content.length - unitWords(name).size : nameWords.length,
    full,
    score: matched + (full ? 2 : 0) - 0.1 * spread - 0.01 * wanted.length + 0.05 * said - 0.3 * found.shortened,
  };
}

// Past participles not ending in "-ed" that say what was done to the thing a header counts ("Cakes sold", "Trees grown").
const irregularDone = new Set([
  "sold",
  "grown",
  "given",
  "taken",
  "made",
  "spent",
  "won",
  "lost",
  "kept",
  "caught",
  "built",
  "dug",
  "bought",
]);

/**
 * A header of two words, a thing and a past participle ("Fruit picked", "Potatoes lifted", a unit in brackets
 * aside), named by the thing said alone in the question: "Which variety gave the most fruit?".
 */
function thingDone(core: Word[], question: Word[], positions: number[]): boolean {
  if (core.length !== 2 || positions.length !== 1) return false;
  const done = core[1]!.norm;
  if (!(irregularDone.has(done) || (done.length >= 5 && done.endsWith("ed")))) return false;
  const said = question[positions[0]!]!;
  return said.stem === core[0]!.stem || said.norm === core[0]!.norm;
}

/** Each header word at its first free place in the question; `short` also lets a cut header word ("temp") name a longer one. */
function matchWords(
  wanted: Word[],
  question: Word[],
  taken: number[],
  same: (candidate: Word, word: Word) => boolean,
  short: boolean,
): { positions: number[]; matched: number; shortened: number } {
  // "Which project has the most project staff?": a name of several words is read where they stand together.
  const together = adjacentRun(wanted, question, taken, same);
  if (together) return { positions: together, matched: together.length, shortened: 0 };
  const positions: number[] = [];
  let shortened = 0;
  const free = (index: number) => !positions.includes(index) && !taken.includes(index);
  for (const word of wanted) {
    let at = question.findIndex((candidate, index) => free(index) && same(candidate, word));
    // A header word cut short ("temp" for temperature, "min" for minimum) names the word it begins.
    if (at < 0 && short) {
      at = question.findIndex((candidate, index) => free(index) && (abbreviates(word, candidate) || cutShort(word, candidate)));
      if (at >= 0) shortened += 1;
    }
    if (at >= 0) positions.push(at);
  }
  return { positions, matched: positions.length, shortened };
}

/**
 * "landlocked" names "Land Locked", "land locked" names "Landlocked": a name written with or without
 * its spaces. Only when the words as written are not all there; never a run of short words.
 */
function spacedAlike(
  wanted: Word[],
  question: Word[],
  taken: number[],
): { positions: number[]; matched: number; shortened: number } | null {
  const name = wanted.map((word) => word.norm).join("");
  if (name.length < 6 || !/^\p{L}+$/u.test(name)) return null;
  const said = new Set(question.map((word) => word.norm));
  if (wanted.every((word) => said.has(word.norm))) return null;
  const stemmedName = [...wanted.slice(0, -1).map((word) => word.norm), wanted.at(-1)!.stem].join("");
  for (let start = 0; start < question.length; start += 1) {
    for (let length = 1; length <= 3 && start + length <= question.length; length += 1) {
      const span = question.slice(start, start + length);
      if (length === 1 && wanted.length === 1) continue;
      if (span.some((_, offset) => taken.includes(start + offset))) break;
      // "landlocked developing country" says "Land Locked Developing Countries": the last word may be its other number.
      const spanStemmed = [...span.slice(0, -1).map((word) => word.norm), span.at(-1)!.stem].join("");
      if (span.map((word) => word.norm).join("") === name || spanStemmed === stemmedName)
        return { positions: span.map((_, offset) => start + offset), matched: wanted.length, shortened: 0 };
    }
  }
  return null;
}

/** The first free run of adjacent question words saying every word of a name of two or more, in either order. */
function adjacentRun(wanted: Word[], question: Word[], taken: number[], same: (candidate: Word, word: Word) => boolean): number[] | null {
  if (wanted.length < 2) return null;
  for (let start = 0; start + wanted.length <= question.length; start += 1) {
    const span = question.slice(start, start + wanted.length);
    if (span.some((_, offset) => taken.includes(start + offset))) continue;
    const left = [...wanted];
    for (const candidate of span) {
      const at = left.findIndex((word) => same(candidate, word));
      if (at < 0) break;
      left.splice(at, 1);
    }
    if (left.length === 0) return span.map((_, offset) => start + offset);
  }
  return null;
}

/** "temp" of "temperature", "qty"-like cuts of three letters or more; never a number. */
function abbreviates(header: Word, question: Word): boolean {
  return (
    header.norm.length >= 3 &&
    question.norm.length > header.norm.length + 1 &&
    question.norm.startsWith(header.norm) &&
    /^\p{L}+$/u.test(header.norm) &&
    !fillerWords.has(question.norm)
  );
}

/**
 * "ref" of Referee, "perf" of Performances: a question word cut short names the header word it begins, when it
 * is no English word (so "air" never names Airport, nor "car" Carrier) and is not a header word's stem said otherwise.
 */
function cutShort(header: Word, question: Word): boolean {
  return (
    question.norm.length >= 3 &&
    header.norm.length >= question.norm.length + 2 &&
    header.norm.startsWith(question.norm) &&
    /^\p{L}+$/u.test(question.norm) &&
    !fillerWords.has(question.norm) &&
    !isEnglishWord(question.norm)
  );
}

/** Words for who or when, never the measured thing an abbreviation spells ("away side" is not AS). */
const roleWords = new Set(
  "side sides team teams match matches game games player players time times day days year years season seasons club squad".split(" "),
);

function initialsAt(table: LoadedTable, name: string, question: Word[]): number[] | null {
  const letters = lettersToSpell(table, name, question);
  if (!letters) return null;
  // The words of a leading qualifier ("half time" of HTHG) may be words of time.
  const qualified = letters.length === 4;
  const spells = (word: Word, letter: string, offset = 2) =>
    word.norm.length > 2 &&
    !fillerWords.has(word.norm) &&
    ((qualified && offset < 2) || (!roleWords.has(word.stem) && !roleWords.has(word.norm))) &&
    // "Arsenal score" is a team and a verb, not AS: a word that is a cell value spells no header.
    !table.valueIndex.has(word.norm) &&
    !table.prefixIndex.has(word.norm) &&
    // "ref" is Referee cut short, not the R of HR.
    !table.columnWords.some((name) => name.some((header) => cutShort(header, word))) &&
    // "in a single game" says one row, it spells no header's S (HS); an ordinal or "most" says which row or
    // how it ranks ("the first home game" is not HF's F).
    !/^(distinct|different|unique|highest|largest|lowest|smallest|maximum|minimum|greatest|average|total|combined|single|first|last|second|third|final|fewest|most|least)$/u.test(
      word.norm,
    ) &&
    // Words for the table itself ("on the 2023-24 sheet") name where to look, not a header: not HS's S;
    // and a header said as written ("the total FTHG") names that header, it spells no other (not HF's F).
    !/^(sheets?|tables?|tabs?|files?|spreadsheets?|workbooks?|rows?|columns?|pages?)$/u.test(word.norm) &&
    !table.columns.some((column) => column.name.trim().toLowerCase() === word.norm) &&
    // "score three or more" spells no S-T: a number word is a number.
    questionNumber(word) === null &&
    word.norm[0] === letter;
  const sum = [...table.sides].find(([column]) => table.columns[column]!.name === name)?.[1];
  if (sum) return bothSidesSpelt(table, letters, question, spells);
  for (let start = 0; start + letters.length <= question.length; start += 1) {
    const span = question.slice(start, start + letters.length);
    if (span.every((word, offset) => spells(word, letters[offset]!, offset))) return span.map((_, offset) => start + offset);
  }
  if (letters.length === 2) return apartPair(question, letters, spells);
  return sidedSpelt(table, name, question, spells);
}

/** Initials in order, with a filler word allowed between two of them ("shots on target" spells ST). */
function spanSpelling(question: Word[], letters: string, spells: (word: Word, letter: string) => boolean): number[] | null {
  for (let start = 0; start < question.length; start += 1) {
    const positions: number[] = [];
    let at = start;
    for (const letter of letters) {
      if (positions.length > 0 && question[at] && fillerWords.has(question[at]!.norm) && !spells(question[at]!, letter)) at += 1;
      if (!question[at] || !spells(question[at]!, letter)) break;
      positions.push(at);
      at += 1;
    }
    if (positions.length === letters.length) return positions;
  }
  return null;
}

const plural = (word: Word | undefined) => word !== undefined && /^\p{L}{3,}[^s]s$/u.test(word.norm);

/**
 * The sum of both sides ("FTHG + FTAG") spelt by the measure's words with no side said: "goals", "shots
 * on target", "a red card". One letter must be a thing counted (a plural, or a word before its noun: "red
 * card"), never a verb, a header's own word ("referees" is Referee) or a word for a game or side.
 */
function bothSidesSpelt(
  table: LoadedTable,
  letters: string,
  question: Word[],
  spells: (word: Word, letter: string) => boolean,
): number[] | null {
  if (saysSide(question) || namesSideValue(table, question)) return null;
  const headerStems = new Set(table.columnWords.slice(0, table.record.columns.length).flatMap((name) => name.map((word) => word.stem)));
  const counted = (word: Word, letter: string) => {
    if (!spells(word, letter) || headerStems.has(word.stem) || /^\p{L}{3,}(ed|ing)$/u.test(word.norm) || questionNumber(word)) return false;
    if (letters.length > 1) return true;
    const at = question.indexOf(word);
    // "red cards" is R (red), not C (cards): the noun after a word that spells another sum's letter.
    const before = question[at - 1];
    const single = [...table.sides.values()].flatMap((sum) => (sum.letters?.length === 1 && sum.letters !== letter ? [sum.letters] : []));
    if (before && !fillerWords.has(before.norm) && single.includes(before.norm[0]!) && !questionNumber(before)) return false;
    if (plural(word)) return true;
    const next = question[at + 1];
    return next !== undefined && !fillerWords.has(next.norm) && !roleWords.has(next.stem) && !roleWords.has(next.norm);
  };
  const spelt = spanSpelling(question, letters, counted);
  // "a red card": the noun after a lone spelling word is part of the name.
  const noun = spelt && letters.length === 1 && !plural(question[spelt[0]!]) ? spelt[0]! + 1 : null;
  return spelt && noun !== null ? [...spelt, noun] : spelt;
}

/** "at home", "the away side", "home games": one side said, so not both ("for either side" says both). */
function saysSide(question: Word[]): boolean {
  if (question.some((word) => /^(either|both|each)$/u.test(word.norm))) return false;
  return question.some(
    (word, at) =>
      /^(home|away)$/u.test(word.norm) &&
      (roleWords.has(question[at + 1]?.norm ?? "") || question[at - 1]?.norm === "at" || at === question.length - 1),
  );
}

/** "goals did Arsenal score": a team of a side's column (HomeTeam, AwayTeam) scores its own side's, not both. */
function namesSideValue(table: LoadedTable, question: Word[]): boolean {
  const sideColumn = (column: number) => table.columnWords[column]!.some((word) => /^(home|away)$/u.test(word.norm));
  return question.some((_, start) =>
    [1, 2, 3].some((length) => {
      const key = question
        .slice(start, start + length)
        .map((word) => word.norm)
        .join(" ");
      const columns = start + length <= question.length && /^\p{Lu}/u.test(question[start]!.raw) ? table.valueIndex.get(key) : undefined;
      return columns !== undefined && [...columns].some(sideColumn);
    }),
  );
}

/**
 * "shots on target … at home" names HST: a header of one side whose side letter is said apart, as
 * a side ("at home", "away team"), and whose other letters are spelt together.
 */
function sidedSpelt(table: LoadedTable, name: string, question: Word[], spells: (word: Word, letter: string) => boolean): number[] | null {
  const column = table.columns.findIndex((candidate) => candidate.name.trim() === name);
  const pair = [...table.sides.values()].find((sum) => sum.home === column || sum.away === column);
  if (!pair) return null;
  const side = pair.home === column ? "home" : "away";
  const partner = table.columns[pair.home === column ? pair.away : pair.home]!.name.trim();
  const at = [...name].findIndex((letter, offset) => letter !== partner[offset]);
  const rest = (name.slice(0, at) + name.slice(at + 1)).toLowerCase();
  const sideAt = question.findIndex(
    (word, position) => word.norm === side && (roleWords.has(question[position + 1]?.norm ?? "") || question[position - 1]?.norm === "at"),
  );
  const spelt = sideAt >= 0 ? spanSpelling(question, rest, spells) : null;
  return spelt && !spelt.includes(sideAt) ? [sideAt, ...spelt].sort((left, right) => left - right) : null;
}

/**
 * "goals … did away teams score", "yellow cards for away teams": two capitals spelt by words said
 * apart, in either order, when one is said as a side ("away teams", "home side", "at home") and the
 * other heads its own words ("yellow", not the "cards" of "yellow cards"). The nearest such pair.
 */
function apartPair(question: Word[], letters: string, spells: (word: Word, letter: string) => boolean): number[] | null {
  const asSide = (at: number) =>
    roleWords.has(question[at + 1]?.norm ?? "") || question[at - 1]?.norm === "at" || at === question.length - 1;
  // Heads its words: nothing but wording or a number before it ("more than 3 goals").
  // A verb ("refereed", "scoring") is not the measured thing.
  // "4 or more goals": a bound said before it is wording too.
  const bound = (at: number) => question[at - 2]?.norm === "or" && /^(more|fewer|less)$/u.test(question[at - 1]?.norm ?? "");
  // "did they fail to win": a word after a subject pronoun, "to" or "did" is a verb, not the measured thing (not HF's F).
  const verbed = (at: number) => /^(they|he|she|we|you|i|to|did|does|do|will|would|can|could)$/u.test(question[at - 1]?.norm ?? "");
  const heads = (at: number, other: number) =>
    !/(ed|ing)$/u.test(question[at]!.norm) &&
    !verbed(at) &&
    (at === 0 || at - 1 === other || fillerWords.has(question[at - 1]!.norm) || /^\d/u.test(question[at - 1]!.norm) || bound(at));
  let best: number[] | null = null;
  question.forEach((first, at) => {
    if (!spells(first, letters[0]!)) return;
    question.forEach((second, other) => {
      if (other === at || !spells(second, letters[1]!) || Math.abs(other - at) > 8) return;
      const fits = (asSide(at) && heads(other, at)) || (asSide(other) && heads(at, other));
      if (fits && (!best || Math.abs(other - at) < Math.abs(best[1]! - best[0]!))) best = [at, other];
    });
  });
  return best;
}

/**
 * The capitals a question must spell to name a header: all of "HC"; of "FTHG" beside "HTHG" (a
 * two-letter qualifier several headers share) the qualifier too when the question spells one
 * ("half time home goals"), else only the rest, for the first of the look-alikes (the table's own
 * order: "home goals" is FTHG, listed before HTHG).
 */
function lettersToSpell(table: LoadedTable, name: string, question: Word[]): string | null {
  const sum = [...table.sides].find(([column]) => table.columns[column]!.name === name)?.[1];
  if (sum) return sum.letters ?? null;
  if (/^[A-Z]{2,3}$/u.test(name)) return name.toLowerCase();
  if (!/^[A-Z]{4}$/u.test(name)) return null;
  const rest = name.slice(2);
  const siblings = table.columns
    .map((column) => column.name.trim())
    .filter((other) => /^[A-Z]{4}$/u.test(other) && other.slice(2) === rest);
  if (siblings.length < 2) return null;
  // The qualifier counts as said only with the rest after it: "half time home goals" spells HTHG.
  const saysQualifier = (header: string) =>
    question.some((_, at) =>
      [...header.toLowerCase()].every((letter, offset) => {
        const word = question[at + offset];
        return word !== undefined && !fillerWords.has(word.norm) && word.norm[0] === letter;
      }),
    );
  const said = siblings.filter(saysQualifier);
  if (said.length > 0) return said[0] === name ? name.toLowerCase() : null;
  return siblings[0] === name ? rest.toLowerCase() : null;
}

/**
 * Words that qualify a header rather than name it: a unit in brackets ("Area (ha)") or after a
 * closing "in" ("Speed IAS in knots", "Cost in USD"), so "the highest speed" names it.
 */
function bracketWords(name: string): Set<string> {
  const inside = [...name.matchAll(/\(([^)]*)\)|\[([^\]]*)\]/gu)].map((match) => match[1] ?? match[2] ?? "");
  return new Set([...inside.flatMap((part) => words(part).map((word) => word.norm)), ...unitWords(name)]);
}

/** The words of a closing "in knots" (not in brackets; "GDP per capita" is a measure of its own). */
function unitWords(name: string): Set<string> {
  const unit = /\sin\s+([\p{L}$€£%]+(?:\s[\p{L}]+)?)\s*$/iu.exec(name.replace(/\([^)]*\)|\[[^\]]*\]/gu, " ").trim());
  return new Set(unit ? words(unit[1]!).map((word) => word.norm) : []);
}

const negators = new Set([
  "not",
  "except",
  "excluding",
  "outside",
  "without",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "other",
  // "countries that don't use the euro": a verb denied before its value.
  "don't",
  "doesn't",
  "didn't",
  "can't",
  "cannot",
  "won't",
]);

export function findValueMentions(table: LoadedTable, question: Word[], taken: Set<number>): ValueMention[] {
  const mentions: ValueMention[] = [];
  const used = new Set(taken);
  for (let length = Math.min(8, question.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= question.length; start += 1) {
      const span = question.slice(start, start + length);
      // Column words may begin a longer value ("Garage A1" under the column Garage), never a value alone.
      const blocked = span.filter((_, offset) => used.has(start + offset)).length;
      if (
        blocked === length ||
        (blocked > 0 && (length < 2 || span.some((_, offset) => used.has(start + offset) && !taken.has(start + offset))))
      )
        continue;
      const whole = span.map((word) => word.norm).join(" ");
      // "The tide clock" is a title that begins with an article: whole cells only.
      if (!worthLooking(span) && !(length > 1 && span[0]!.norm === "the" && table.valueIndex.has(whole))) continue;
      const key =
        (length <= 3 && length >= 2 ? initialledKey(table, span, whole) : null) ??
        placeAdjectiveKey(table, span, whole) ??
        compassKey(table, span, whole) ??
        singularKey(table, whole);
      // "comes" is not the code "COM": a word cut to its stem finds words, not capitals.
      if (key !== whole && isCode(table, key)) continue;
      // "a round lot of 10" over Round Lot Size: a header's own word said in lower case is that header, not the ticker "LOT".
      if (length === 1 && span[0]!.raw === span[0]!.norm && isCode(table, key) && saysHeader(table, question, start)) continue;
      const said = table.valueIndex.get(key) ? key : (placeWrittenAs(table, span, key) ?? key);
      const exact = table.valueIndex.get(said);
      const prefix = exact ? undefined : table.prefixIndex.get(key);
      // "based in Norway" over "Oslo, Norway": a place said by its later part, only as a proper name.
      const part = exact || prefix || !/^\p{Lu}/u.test(span[0]!.raw) ? undefined : table.partIndex.get(key);
      // "Apple" of "Apple Inc.": a proper name inside the one longer name a cell writes (name-parts.ts).
      const inName = exact || prefix || part || start === 0 ? null : nameHoldingPart(table, span, fillerWords);
      const columns = exact ?? prefix ?? part ?? (inName ? new Set(inName.columns) : undefined);
      if (!columns) continue;
      for (let offset = 0; offset < length; offset += 1) used.add(start + offset);
      const mention: ValueMention = {
        key: exact ? said : (inName?.key ?? key),
        columns: exact && said !== key ? [...columns] : sameCase(table, [...columns], key, span),
        start,
        end: start + length - 1,
        prefix: !exact,
        negated: isNegated(question, start),
      };
      if (part) mention.part = true;
      mentions.push(mention);
    }
  }
  mentions.sort((left, right) => left.start - right.start);
  // "outside the approach and climb phases": a value joined by "and" / "or" to a denied one of its column is denied too.
  mentions.forEach((mention, at) => {
    const before = mentions[at - 1];
    if (!before?.negated || mention.negated || !mention.columns.some((column) => before.columns.includes(column))) return;
    const between = question.slice(before.end + 1, mention.start).map((word) => word.norm);
    if (
      between.length >= 1 &&
      between.length <= 2 &&
      between.every((word) => /^(and|or|nor|the)$/u.test(word)) &&
      between.some((word) => word !== "the")
    )
      mention.negated = true;
  });
  return mentions;
}

/**
 * A place the table writes another way (place-names.ts): "Texas" over "TX", "DE" over "Germany". Only
 * for a proper name that no cell holds as said, and only a writing some cell holds. A name typed in
 * lower case ("airports in alaska") is one too when it is no English word ("turkey", "china") and no code.
 */
function placeWrittenAs(table: LoadedTable, span: Word[], key: string): string | undefined {
  const proper = /^\p{Lu}/u.test(span[0]!.raw) || (key.length >= 4 && !key.split(" ").every(isEnglishWord));
  if (!proper || table.prefixIndex.has(key)) return undefined;
  const capitals = span.every((word) => /^[\p{Lu}\d]+$/u.test(word.raw));
  const found = otherWritingsOfPlace(key, capitals).filter((writing) => table.valueIndex.has(writing));
  // "airports in georgia" is the state GA of the state column, not the country's code GEO among the airport codes:
  // a writing found in a column of places wins over one found in a column of other things.
  return found.find((writing) => [...table.valueIndex.get(writing)!].some((column) => placeColumn(table, column))) ?? found[0];
}

const placeColumns = new WeakMap<LoadedTable, Map<number, boolean>>();

/** A column most of whose cells write places of the lists (states, countries, their codes). */
function placeColumn(table: LoadedTable, column: number): boolean {
  const known = placeColumns.get(table) ?? new Map<number, boolean>();
  placeColumns.set(table, known);
  if (!known.has(column)) {
    const cells = new Set(table.keys[column] ?? []);
    const places = [...cells].filter((cell) => isPlaceWriting(cell)).length;
    known.set(column, cells.size > 0 && places >= cells.size / 2);
  }
  return known.get(column)!;
}

/**
 * "ORD" is the code in the iata column, not the town "Ord" in the city one: a value written in
 * capitals, found in several columns, is looked for where a cell is written the same way.
 */
function sameCase(table: LoadedTable, columns: number[], key: string, span: Word[]): number[] {
  const raw = saidText(span);
  if (columns.length < 2 || !/^[\p{Lu}\d\s-]+$/u.test(raw) || !/\p{L}/u.test(raw)) return columns;
  const exact = columns.filter((column) => {
    const at = table.keys[column]?.indexOf(key) ?? -1;
    return at >= 0 && table.rows[at]!.values[column] === raw;
  });
  return exact.length > 0 ? exact : columns;
}

/** The word at `at` is one of a several-word header's words, said beside another of them ("round lot" of Round Lot Size). */
function saysHeader(table: LoadedTable, question: Word[], at: number): boolean {
  const same = (part: Word, word: Word | undefined) => word !== undefined && (part.norm === word.norm || part.stem === word.stem);
  return table.columnWords.slice(0, table.record.columns.length).some((name) => {
    const own = name.findIndex((part) => same(part, question[at]));
    if (name.length < 2 || own < 0) return false;
    return name.some((part, index) => index !== own && (same(part, question[at - 1]) || same(part, question[at + 1])));
  });
}

function isCode(table: LoadedTable, key: string): boolean {
  const columns = table.valueIndex.get(key) ?? table.prefixIndex.get(key);
  if (!columns) return false;
  return [...columns].every((column) => {
    const at = table.keys[column]?.indexOf(key) ?? -1;
    const cell = at >= 0 ? table.rows[at]!.values[column] : null;
    return typeof cell === "string" && /^[\p{Lu}\d]{1,5}$/u.test(cell);
  });
}

/** "anthony taylor" finds the cell "A Taylor": a full name said where the sheet writes its initial. */
function initialledKey(table: LoadedTable, span: Word[], whole: string): string | null {
  const first = span[0]!.norm;
  if (first.length < 3 || !/^\p{L}+$/u.test(first)) return null;
  const key = `${first[0]!}${whole.slice(first.length)}`;
  if (!table.valueIndex.has(key) || table.valueIndex.has(whole) || table.prefixIndex.has(whole)) return null;
  return key;
}

/** "European countries" are Europe's, "African" Africa's, "Italian" Italy's: a place's adjective, said as a proper name. */
function placeAdjectiveKey(table: LoadedTable, span: Word[], whole: string): string | null {
  if (span.length !== 1 || !/^\p{Lu}\p{Ll}{3,}n$/u.test(span[0]!.raw) || table.valueIndex.has(whole) || table.prefixIndex.has(whole))
    return null;
  const candidates = [whole.replace(/an$/u, ""), whole.replace(/n$/u, ""), whole.replace(/ian$/u, "y")];
  return candidates.find((candidate) => candidate !== whole && table.valueIndex.has(candidate)) ?? null;
}

const compassPoint = /^(north|south|east|west)$/u;

/**
 * "west africa" finds "Western Africa", "south east asia" and "southeast asia" "South-eastern Asia": a
 * compass point said for its adjective, so the whole phrase names the region rather than its last word
 * naming a wider one ("Africa" of Region Name).
 */
function compassKey(table: LoadedTable, span: Word[], whole: string): string | null {
  if (span.length < 2 || table.valueIndex.has(whole)) return null;
  const [first, ...rest] = span.map((word) => word.norm);
  const joined = /^(north|south)(east|west)$/u.exec(first!);
  const candidates = joined
    ? [[joined[1], `${joined[2]!}ern`, ...rest]]
    : compassPoint.test(first!) && compassPoint.test(rest[0]!)
      ? [[first, `${rest[0]!}ern`, ...rest.slice(1)]]
      : compassPoint.test(first!)
        ? [[`${first!}ern`, ...rest]]
        : [];
  return candidates.map((candidate) => candidate.join(" ")).find((candidate) => table.valueIndex.has(candidate)) ?? null;
}

/** "bananas" finds the cell "Banana" when no cell says "bananas". */
function singularKey(table: LoadedTable, key: string): string {
  if (table.valueIndex.has(key) || table.prefixIndex.has(key) || table.partIndex.has(key) || !/([sy]|ing)$/u.test(key)) return key;
  // "snowy days" are the rows of "snow", "foggy" ones of "fog": an adjective said for its noun.
  const adjective = /^[a-z]{3,}y$/u.test(key) ? [key.slice(0, -1), key.replace(/(\w)\1y$/u, "$1")] : [];
  // "while taxiing" is the phase Taxi, "climbing" Climb: a verb said in its -ing form, one word only.
  const doing = /^[a-z]{3,}ing$/u.test(key) ? [key.slice(0, -3), key.replace(/(\w)\1ing$/u, "$1"), key.replace(/ing$/u, "e")] : [];
  const plural = [key.replace(/ies$/u, "y"), key.replace(/es$/u, ""), key.replace(/s$/u, "")];
  for (const candidate of [...adjective, ...doing, ...plural]) {
    if (candidate !== key && (table.valueIndex.has(candidate) || table.prefixIndex.has(candidate))) return candidate;
  }
  return key;
}

/** A lone filler word or lower-case letter is language, not a value ("a", "in", "no"); so is "of France". */
function worthLooking(span: Word[]): boolean {
  if (span.length > 1) {
    const edgeFiller = fillerWords.has(span[0]!.norm) || fillerWords.has(span.at(-1)!.norm);
    // "the under-14s", "the over 60s": a group named by its bound is one name, written joined or with a plural number.
    const oneName = span.slice(1).every((word) => word.hyphened) || (span.length === 2 && /^\d+s$/u.test(span[1]!.norm));
    return !edgeFiller || oneName || span.every((word) => /^[\p{Lu}\d]/u.test(word.raw));
  }
  const word = span[0]!;
  if (/^[\p{Lu}\d]+$/u.test(word.raw) && /\p{L}/u.test(word.raw)) return true;
  return !fillerWords.has(word.norm) && word.norm.length > 1 && !/^\d/u.test(word.norm);
}

function isNegated(question: Word[], start: number): boolean {
  for (let index = Math.max(0, start - 3); index < start; index += 1) {
    const word = question[index]!.norm;
    if (negators.has(word) && !(word === "other" && question[index + 1]?.norm !== "than")) return true;
    // "Apart from Morning Tide, which programme …", "aside from", "besides": the row named is left out.
    if ((word === "apart" || word === "aside") && question[index + 1]?.norm === "from") return true;
    if (word === "besides") return true;
  }
  return false;
}

const comparators: [string[], FilterOperator][] = [
  [["not", "more", "than"], "le"],
  [["no", "more", "than"], "le"],
  [["not", "over"], "le"],
  [["not", "above"], "le"],
  [["not", "less", "than"], "ge"],
  [["no", "less", "than"], "ge"],
  [["not", "under"], "ge"],
  [["not", "below"], "ge"],
  [["other", "than"], "ne"],
  [["not", "equal", "to"], "ne"],
  [["more", "than"], "gt"],
  [["greater", "than"], "gt"],
  [["larger", "than"], "gt"],
  [["higher", "than"], "gt"],
  [["bigger", "than"], "gt"],
  [["longer", "than"], "gt"],
  [["over"], "gt"],
  [["above"], "gt"],
  [["exceeding"], "gt"],
  [["exceeded"], "gt"],
  [["exceed"], "gt"],
  [["exceeds"], "gt"],
  [["at", "least"], "ge"],
  [["less", "than"], "lt"],
  [["fewer", "than"], "lt"],
  [["lower", "than"], "lt"],
  [["smaller", "than"], "lt"],
  [["shorter", "than"], "lt"],
  [["under"], "lt"],
  [["below"], "lt"],
  [["at", "most"], "le"],
  [["before"], "lt"],
  [["after"], "gt"],
  [["since"], "ge"],
  [["until"], "le"],
  [["from"], "ge"],
  // "a round lot size of 100", "exactly 3 goals": that number in the column named before it.
  [["equal", "to"], "eq"],
  [["exactly"], "eq"],
  [["of"], "eq"],
  // "when the inhibitor concentration is 2": a number a named column "is" (never "what is 2").
  [["is"], "eq"],
  [["was"], "eq"],
  [["equals"], "eq"],
];
/** "under 8 minutes" against a duration column (kept in seconds). */
const durationUnits: Record<string, number> = {
  seconds: 1,
  second: 1,
  secs: 1,
  sec: 1,
  s: 1,
  minutes: 60,
  minute: 60,
  mins: 60,
  min: 60,
  hours: 3600,
  hour: 3600,
  hrs: 3600,
  h: 3600,
};
const yearWords = new Set(["in", "during", "of", "for"]);

/** Number and date conditions; `before`/`after` only with a number ("after 2010", not "after Garage E1"). */
export function findConditions(question: Word[]): Condition[] {
  const conditions: Condition[] = [];
  let consumed = -1;
  question.forEach((word, index) => {
    if (index <= consumed) return;
    const month = dayCondition(question, index) ?? monthCondition(question, index);
    if (month) {
      conditions.push(month);
      consumed = month.end;
      return;
    }
    const orMore = orMoreCondition(question, index);
    if (orMore) {
      conditions.push(orMore);
      consumed = orMore.end;
      return;
    }
    const range = rangeConditions(question, index);
    if (range) {
      conditions.push(...range);
      consumed = range[1].end;
      return;
    }
    for (const [phrase, operator] of comparators) {
      // "more then 0.1": the common slip is read as "than".
      const says = (part: string, offset: number) => {
        const norm = question[index + offset]?.norm;
        return norm === part || (part === "than" && norm === "then");
      };
      if (!phrase.every(says)) continue;
      // "… was one of the sailors": only a figure written in digits is the value a column "is".
      if (
        operator === "eq" &&
        /^(is|was|equals)$/u.test(word.norm) &&
        (fillerWords.has(question[index - 1]?.norm ?? "what") || !/^\d/u.test(question[index + 1]?.norm ?? ""))
      )
        continue;
      // "after the year 2000", "before year 1990".
      const yearWord = question[index + phrase.length]?.norm === "the" && question[index + phrase.length + 1]?.norm === "year" ? 2 : 0;
      const at = index + phrase.length + (yearWord || (question[index + phrase.length]?.norm === "year" ? 1 : 0));
      // "did not score more than 50 points", "didn't exceed 10": a negated verb before the comparison turns it round.
      const negated = question
        .slice(Math.max(0, index - 2), index)
        .some((before) => /^(not|never|didn't|don't|doesn't|wasn't|weren't)$/u.test(before.norm));
      const condition = numberCondition(question, index, at, negated ? opposite[operator] : operator);
      if (condition === null) continue;
      conditions.push(condition);
      consumed = condition.end;
      return;
    }
    // "in 1975", "in the year 1975", "in year 1975".
    const skip =
      question[index + 1]?.norm === "the" && question[index + 2]?.norm === "year" ? 2 : question[index + 1]?.norm === "year" ? 1 : 0;
    if (yearWords.has(word.norm) && /^(1[89]|20)\d\d$/u.test(question[index + 1 + skip]?.norm ?? "")) {
      const year = Number(question[index + 1 + skip]!.norm);
      conditions.push({ operator: "year", value: year, start: index, end: index + 1 + skip, said: `${word.raw} ${String(year)}` });
      consumed = listedYears(question, index + 1 + skip, conditions);
      return;
    }
    // "came in 4th place", "2nd position": an ordinal is that number in the column named next to it.
    const ordinal = /^(\d{1,3})(st|nd|rd|th)$/u.exec(word.norm);
    if (ordinal) {
      conditions.push({ operator: "eq", value: Number(ordinal[1]), start: index, end: index, said: word.raw, ordinal: true });
    }
  });
  return conditions;
}

/**
 * "for 2020, 2021 and 2022": the years listed after the first are years of the same kind (either-or
 * filters, execute.ts `filterGroups`). Returns the position of the last word read.
 */
function listedYears(question: Word[], last: number, conditions: Condition[]): number {
  let at = last + 1;
  while (at < question.length) {
    const joined = /^(and|or|&)$/u.test(question[at]!.norm) ? at + 1 : at;
    if (!/^(1[89]|20)\d\d$/u.test(question[joined]?.norm ?? "")) break;
    const year = Number(question[joined]!.norm);
    conditions.push({ operator: "year", value: year, start: at, end: joined, said: String(year) });
    last = joined;
    at = joined + 1;
  }
  return last;
}

const orMoreWords: Record<string, FilterOperator> = Object.fromEntries([
  ...["more", "over", "above", "higher", "greater", "longer", "bigger", "larger"].map((word) => [word, "ge"] as const),
  ...["less", "fewer", "under", "below", "lower", "shorter", "smaller"].map((word) => [word, "le"] as const),
]);

/** "five goals or more", "3 or fewer": a number with its bound said after it (the number itself included). */
function orMoreCondition(question: Word[], index: number): Condition | null {
  const number = questionNumber(question[index]);
  if (number === null || /^(1[89]|20)\d\d$/u.test(question[index]!.norm)) return null;
  const unitAt = question[index + 1]?.norm === "or" ? -1 : index + 1;
  const at = unitAt < 0 ? index + 1 : index + 2;
  const operator = question[at]?.norm === "or" ? orMoreWords[question[at + 1]?.norm ?? ""] : undefined;
  if (!operator || (unitAt >= 0 && fillerWords.has(question[unitAt]!.norm))) return null;
  // "4 or more goals": the unit said after the bound.
  const after = question[at + 2];
  const unit =
    unitAt >= 0 ? question[unitAt]!.norm : after && !fillerWords.has(after.norm) && /^\p{L}+$/u.test(after.norm) ? after.norm : undefined;
  return {
    operator,
    value: number.value * (unit ? (durationUnits[unit] ?? 1) : 1),
    ...(unit ? { unit: durationUnits[unit] ? "duration" : unit } : {}),
    start: index,
    end: at + 1,
    said: saidText(question.slice(index, at + 2)),
  };
}

const opposite: Record<FilterOperator, FilterOperator> = { gt: "le", ge: "lt", lt: "ge", le: "gt", eq: "ne", ne: "eq" };

/** Words that multiply the number before them: "above 1 trillion dollars", "over 20 billion". */
const scaleWords: Record<string, number> = {
  thousand: 1e3,
  million: 1e6,
  millions: 1e6,
  billion: 1e9,
  billions: 1e9,
  trillion: 1e12,
  bn: 1e9,
};

/** The condition of `operator` on the number at `at` (with a scale and a unit said after it), said from `start`. */
function numberCondition(question: Word[], start: number, at: number, operator: FilterOperator): Condition | null {
  const number = questionNumber(question[at]);
  if (number === null) return null;
  const scale = scaleWords[question[at + 1]?.norm ?? ""];
  const last = scale ? at + 1 : at;
  const unitWord = question[last + 1];
  const unit =
    number.unit ??
    (unitWord && !fillerWords.has(unitWord.norm) && /^(\p{L}+|\p{L}{1,3}[23])$/u.test(unitWord.norm) ? unitWord.norm : undefined);
  const said = saidText(question.slice(start, last + 1));
  return {
    operator,
    value: number.value * (scale ?? 1) * (unit ? (durationUnits[unit] ?? 1) : 1),
    unit: unit && durationUnits[unit] ? "duration" : unit,
    start,
    // "under 40 minutes": a unit of time said after the number is part of the condition.
    // So is a unit of area or volume ("over 1,000 m²"), and money after a scale ("1 trillion dollars").
    end:
      !number.unit && unit && (durationUnits[unit] || /^\p{L}{1,3}[23]$/u.test(unit) || (scale && currencyWords.has(unit)))
        ? last + 1
        : last,
    said,
  };
}

const currencyWords = new Set(["dollars", "dollar", "euros", "euro", "pounds", "usd", "eur", "gbp"]);

/**
 * "between 2010 and 2019", "from 2012 to 2014", "between 40 and 45 minutes": a range, as two
 * conditions (from the first, up to the second, both included). `range` marks them, so "how much did
 * it grow from 2000 to 2020" can read the two years as the rows compared instead.
 */
function rangeConditions(question: Word[], index: number): [Condition, Condition] | null {
  const opener = question[index]!.norm;
  if (opener !== "between" && opener !== "from") return null;
  const joins = opener === "between" ? /^(and|&)$/u : /^(to|until|till|through|thru)$/u;
  let at = index + 1;
  if (question[at]?.norm === "the" && question[at + 1]?.norm === "years") at += 2;
  else if (question[at]?.norm === "years") at += 1;
  // "between latitude 30 and 31": a column's name (one or two words) may come before the first number.
  for (
    let skipped = 0;
    skipped < 2 && questionNumber(question[at]) === null && question[at] && !fillerWords.has(question[at]!.norm);
    skipped += 1
  )
    at += 1;
  const first = questionNumber(question[at]);
  if (first === null || !joins.test(question[at + 1]?.norm ?? "")) return null;
  const upper = numberCondition(question, at + 1, at + 2, "le");
  if (upper === null) return null;
  // "between 40 and 45 minutes": the unit said once, after the second number, is the first one's too.
  const factor = upper.unit === "duration" && !first.unit ? upper.value / (questionNumber(question[at + 2])?.value ?? 1) : 1;
  const lower: Condition = {
    operator: "ge",
    value: first.value * (Number.isFinite(factor) ? factor : 1),
    ...(upper.unit ? { unit: upper.unit } : {}),
    start: index,
    end: at,
    said: saidText(question.slice(index, at + 1)),
    range: true,
  };
  return [lower, { ...upper, range: true }];
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthOperators: Record<string, Condition["operator"]> = {
  in: "year",
  during: "year",
  of: "year",
  for: "year",
  before: "lt",
  after: "gt",
  since: "ge",
  from: "ge",
  until: "le",
  by: "le",
};

const isYear = (norm: string | undefined) => /^(1[89]|20)\d\d$/u.test(norm ?? "");
const monthOf = (norm: string | undefined) =>
  months.findIndex((prefix) => (norm ?? "").startsWith(prefix) && ((norm ?? "").length === 3 || monthNames.has(norm ?? "")));
const dayOf = (norm: string | undefined) => (/^\d{1,2}$/u.test(norm ?? "") && Number(norm) >= 1 && Number(norm) <= 31 ? Number(norm) : 0);

/**
 * A full date: "on 2025-07-04" (read as three words), "July 4, 2025", "4 July 2025", with what is
 * said before it ("on" or nothing: that day; "before", "after", "since", "until").
 */
function dayCondition(question: Word[], index: number): Condition | null {
  const operatorWord = question[index]?.norm ?? "";
  const on = operatorWord === "on";
  const at = on || (monthOperators[operatorWord] && monthOperators[operatorWord] !== "year") ? index + 1 : index;
  const [a, b, c] = [question[at]?.norm, question[at + 1]?.norm, question[at + 2]?.norm];
  let date: [number, number, number] | null = null;
  if (isYear(a) && /^\d{1,2}$/u.test(b ?? "") && Number(b) >= 1 && Number(b) <= 12 && dayOf(c)) date = [Number(a), Number(b), dayOf(c)];
  else if (monthOf(a) >= 0 && dayOf(b) && isYear(c)) date = [Number(c), monthOf(a) + 1, dayOf(b)];
  else if (dayOf(a) && monthOf(b) >= 0 && isYear(c)) date = [Number(c), monthOf(b) + 1, dayOf(a)];
  if (!date) return yearlessDay(question, index, at);
  return {
    operator: on || at === index ? "eq" : monthOperators[operatorWord]!,
    value: date[0],
    month: date[1],
    day: date[2],
    start: index,
    end: at + 2,
    said: saidText(question.slice(index, at + 3)),
  };
}

/**
 * "before 15 April", "after May 1", "on 3 March" with no year: `value` 0 until the table's dates give
 * the year (filters.ts, `monthOfOneYear`); only after a word that says which side ("before", "on" …).
 */
function yearlessDay(question: Word[], index: number, at: number): Condition | null {
  if (at === index) return null;
  const [a, b] = [question[at]?.norm, question[at + 1]?.norm];
  const named = (norm: string | undefined) => (monthNames.has(norm ?? "") ? monthOf(norm) : -1);
  const day = dayOf(a) && named(b) >= 0 ? [named(b), dayOf(a)] : named(a) >= 0 && dayOf(b) ? [named(a), dayOf(b)] : null;
  if (!day || isYear(question[at + 2]?.norm)) return null;
  const operatorWord = question[index]!.norm;
  return {
    operator: operatorWord === "on" ? "eq" : monthOperators[operatorWord]!,
    value: 0,
    month: day[0]! + 1,
    day: day[1]!,
    start: index,
    end: at + 1,
    said: saidText(question.slice(index, at + 2)),
  };
}

/** "in December 2022", "before Oct 2023", "since March 2020": a month of a year, with what is said before it. */
function monthCondition(question: Word[], index: number): Condition | null {
  const operatorWord = question[index]?.norm ?? "";
  const at = monthOperators[operatorWord] ? index + 1 : index;
  const name = question[at]?.norm ?? "";
  const month = months.findIndex((prefix) => name.startsWith(prefix) && (name.length === 3 || monthNames.has(name)));
  const year = question[at + 1]?.norm ?? "";
  if (month < 0) return null;
  // "in January" with no year: the month of the year the table's dates share (filters.ts, `dateFilter`).
  // "before April", "since March": the same, on the side said.
  if (!/^(1[89]|20)\d\d$/u.test(year))
    return monthOperators[operatorWord] && monthNames.has(name) ? monthOfTheTable(question, index, at, month) : null;
  return {
    operator: monthOperators[operatorWord] ?? "year",
    value: Number(year),
    month: month + 1,
    start: index,
    end: at + 1,
    said: saidText(question.slice(index, at + 2)),
  };
}
/** A month said without its year ("in January"): `value` 0 until the table's dates give the year. */
function monthOfTheTable(question: Word[], index: number, at: number, month: number): Condition {
  return {
    operator: monthOperators[question[index]!.norm] ?? "year",
    value: 0,
    month: month + 1,
    start: index,
    end: at,
    said: saidText(question.slice(index, at + 1)),
  };
}
const monthNames = new Set("january february march april may june july august september sept october november december".split(" "));

/** "1,000", "5.000" (thousands, as people write them), "$1.2M", "90%". */
const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twenty: 20,
  hundred: 100,
};

export function questionNumber(word: Word | undefined): { value: number; unit?: string } | null {
  if (word && numberWords[word.norm] !== undefined) return { value: numberWords[word.norm]! };
  if (!word || !/^[$€£]?\d/u.test(word.raw)) return null;
  const currency = word.currency ? { unit: word.currency } : {};
  if (/^\d{1,3}(\.\d{3})+$/u.test(word.raw)) return { value: (word.negative ? -1 : 1) * Number(word.raw.replace(/\./gu, "")), ...currency };
  const reading = readNumber(`${word.negative ? "-" : ""}${word.currency ?? ""}${word.raw}`);
  return reading ? { value: reading.value, unit: reading.unit } : null;
}
