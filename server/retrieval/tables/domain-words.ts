/**
 * Everyday words for what a table's columns measure (docs/architecture.md, "Tables"): a football
 * results sheet says HY / AY and HR / AR where people say "booked" and "sent off", "Home" / "Away"
 * where they say "the hosts" and "the visitors"; a weather log says temp_min where they say "below
 * freezing". A small lexicon of common table domains, each entry the column words it stands for,
 * used only where a table has a column those words name and none the everyday word names itself (a
 * museum's "Visitors" column keeps its word). The question is said again in the table's words
 * before it is read, as spoken durations are ("half an hour" → "30 minutes"). Pure.
 */
import type { LoadedTable } from "./loaded-table";
import { findColumnMentions } from "./mentions";
import { nameWords, words } from "./words";

interface DomainWording {
  /** The everyday wording (case-free, whole words). */
  phrase: RegExp;
  /** The same said in the words a table's columns are named by. */
  means: string;
  /** Words that must name a column in full in one of the tables. */
  needs: string;
  /** The everyday word itself: when it names a column, the table says it and the entry is not used. */
  own: string;
}

const wordings: DomainWording[] = [
  // Sides of a match: the hosts play at home, the visitors away.
  {
    phrase: /\b(the )?(?:hosts|host (?:team|side|club)|hosting (?:team|side|club)|home side)\b/giu,
    means: "$1home team",
    needs: "home team",
    own: "hosts",
  },
  {
    phrase: /\b(the )?(?:visitors|visiting (?:team|side|club)|away side)\b/giu,
    means: "$1away team",
    needs: "away team",
    own: "visitors",
  },
  // A side said as a place: "away from home", "on the road" are away; "on home soil" is at home.
  {
    phrase: /\b(?:away from home|on the road|on their travels|on (?:its|his|her) travels)\b/giu,
    means: "in away games",
    needs: "away team",
    own: "road",
  },
  {
    phrase: /\b(?:on home soil|in front of (?:their|its|his|her) own (?:fans|crowd|supporters))\b/giu,
    means: "in home games",
    needs: "home team",
    own: "soil",
  },
  // Cards: a booking is a yellow card, a sending-off a red one.
  {
    phrase: /\bbook(?:ed|s|ing)? (the )?(most|more|fewest|fewer|least) (?:players|people|men|women)\b/giu,
    means: "gave $1$2 yellow cards",
    needs: "yellow cards",
    own: "booked",
  },
  { phrase: /\bbookings\b|\bcautions\b/giu, means: "yellow cards", needs: "yellow cards", own: "bookings" },
  {
    phrase: /\b(?:was|were) (?:somebody|someone|anybody|anyone|a player|any player) (?:sent off|dismissed)\b/giu,
    means: "was there a red card",
    needs: "red card",
    own: "sent off",
  },
  {
    phrase: /\b(?:sendings? off|sending-offs?|dismissals)\b/giu,
    means: "red cards",
    needs: "red cards",
    own: "sent off",
  },
  // Audio and video: a listen or a view is counted as a download or a play where that is the column.
  { phrase: /\blistens\b/giu, means: "downloads", needs: "downloads", own: "listens" },
  // Money taken in: a business's revenue, turnover or takings are its sales where that is the column.
  { phrase: /\brevenues?\b/giu, means: "sales", needs: "sales", own: "revenue" },
  { phrase: /\bturnover\b/giu, means: "sales", needs: "sales", own: "turnover" },
  { phrase: /\btakings\b/giu, means: "sales", needs: "sales", own: "takings" },
  // Stock listings: a ticker is the security's symbol ("which tickers …", "what ticker comes before TSLA").
  { phrase: /\btickers?(?: symbols?)?\b/giu, means: "symbol", needs: "symbol", own: "ticker" },
];

/** "below freezing": a low temperature under 0 (32 on a Fahrenheit column). */
const belowFreezing =
  /\b(?:(?:drop|dropped|drops|dropping|fall|fell|falls|falling|go|went|goes|going|get|got|gets|dip|dipped|dips) )?(?:below|under) (?:freezing|zero)\b/giu;

/** Whether a table's column is named in full by these words (a side's role word, "team", need not be in it). */
function namesInFull(tables: LoadedTable[], said: string): boolean {
  const question = words(said);
  const needed = question.map((word, at) => (/^(team|side|club)$/u.test(word.norm) ? -1 : at)).filter((at) => at >= 0);
  return tables.some((table) =>
    findColumnMentions(table, question).some((mention) => mention.full && needed.every((at) => mention.positions.includes(at))),
  );
}

/** Whether a column's own name holds the everyday word ("Visitors"), not its initials ("sent off" is no HS + AS). */
function ownWord(tables: LoadedTable[], said: string): boolean {
  const stems = new Set(words(said).map((word) => word.stem));
  return tables.some((table) => table.columnWords.some((name) => name.some((word) => stems.has(word.stem))));
}

/** The column of a day's low temperature: a number column whose name says temperature and minimum. */
function lowTemperature(table: LoadedTable): { name: string; fahrenheit: boolean } | null {
  const found = table.columns.find((column, index) => {
    if (index >= table.record.columns.length || (column.type !== "integer" && column.type !== "real")) return false;
    const said = nameWords(column.name).map((word) => word.norm);
    const temperature = said.some((word) => /^(temp|temperature|temperatures|tmin|low|lows)$/u.test(word)) || /°|temp/iu.test(column.name);
    return temperature && said.some((word) => /^(min|minimum|low|lowest|tmin)$/u.test(word));
  });
  return found ? { name: found.name, fahrenheit: /°\s*f|fahrenheit/iu.test(`${found.name} ${found.unit ?? ""}`) } : null;
}

/** A unit of time and the adjective a rate per that unit is named by ("Hourly rate", "Weekly rent"). */
const rateAdjectives: [unit: string, adjective: RegExp][] = [
  ["hour", /^hourly$/u],
  ["day", /^daily$/u],
  ["week", /^weekly$/u],
  ["month", /^monthly$/u],
  ["year", /^(yearly|annual)$/u],
];

/**
 * "do pastry chefs get more an hour than drivers?": "an hour" / "per hour" asks the rate per hour, the
 * "Hourly rate" column, not "Paid hours" (which shares the word "hour"). Said as that column's name where
 * a column's name has the rate's adjective. "more than an hour", "half an hour" are lengths of time, kept.
 */
function ratePerUnit(question: string, tables: LoadedTable[]): string {
  let said = question;
  for (const [unit, adjective] of rateAdjectives) {
    const phrase = new RegExp(
      `(?<!\\b(?:than|over|under|for|in|within|half|of|about|least|most|nearly|almost|just|quarter|every) )\\b(?:an?|per|each|every) ${unit}\\b`,
      "giu",
    );
    if (!phrase.test(said)) continue;
    const column = tables
      .flatMap((table) => table.columns.filter((_, index) => index < table.record.columns.length))
      .find((candidate) => nameWords(candidate.name).some((word) => adjective.test(word.norm)));
    if (column) said = said.replace(phrase, column.name.toLowerCase());
  }
  return said;
}

/** The question said in the tables' own words where an everyday word stands for a column. */
export function inTableWords(question: string, tables: LoadedTable[]): string {
  let said = ratePerUnit(question, tables);
  for (const wording of wordings) {
    wording.phrase.lastIndex = 0;
    if (!wording.phrase.test(said)) continue;
    if (!namesInFull(tables, wording.needs) || ownWord(tables, wording.own)) continue;
    said = said.replace(wording.phrase, wording.means);
  }
  belowFreezing.lastIndex = 0;
  if (belowFreezing.test(said) && !ownWord(tables, "freezing")) {
    const low = tables.map(lowTemperature).find((found) => found !== null);
    if (low) said = said.replace(belowFreezing, `had a ${low.name} below ${low.fahrenheit ? "32" : "0"}`);
  }
  return said;
}
