/**
 * Does the table hold what the question measures? (docs/architecture.md, "Tables".) "What's Apple's
 * current share price?" over a list of securities, "What's the elevation of LAX?" over airports with
 * no elevation, "How much was a weekend ticket?" over a festival's acts: the thing asked, said as a
 * noun phrase in one of a few shapes, is held by no column (its words, its abbreviations, the words
 * its measure is written in), no cell and no name of the table. Answering from a near column ("share"
 * of NextShares) or with the row's name is answering another question: the admission, naming the
 * columns there are, is the answer. The phrase's words stay unread, so a passage of another document
 * that states it still answers instead (pipeline/passage-evidence.ts).
 */
import type { LoadedTable } from "./loaded-table";
import type { TablePlan } from "./types";
import { findColumnMentions, findValueMentions } from "./mentions";
import { fillerWords, phraseKey, words, type Word } from "./words";

/** Words that ask about a row, not a measure of it ("the name of", "what kind of", "the three-letter code for"). */
const generic = new Set(
  `name names one ones kind kinds type types sort sorts number amount figure value values total count date day year month time
  place way thing things row rows entry entries record records list detail details information info data status result results
  id code label title category part`.split(/\s+/u),
);

/** A measure said by a noun the column names another way: "height" over Elevation, "length" over Set length (h:mm). */
const measureNouns: [RegExp, RegExp][] = [
  [/^(length|duration)$/u, /\b(length|distance|duration|time|minutes|mins|hours|hrs|seconds|km|miles|metres|meters|feet)\b/iu],
  [/^(height|altitude|elevation)$/u, /\b(height|elevation|altitude|level|metres|meters|feet|ft)\b/iu],
  [/^(distance)$/u, /\b(distance|km|miles|metres|meters|length)\b/iu],
  [/^(weight|mass)$/u, /\b(weight|mass|kg|tonnes|tons|lbs|pounds|grams)\b/iu],
  [/^(price|cost|fee|charge|fare)$/u, /\b(price|cost|fee|fees|charge|fare|rent|amount|paid|pay|usd|eur|gbp)\b/iu],
];

const phraseEnd = String.raw`(?=\s*(?:[?.!,;]|$)|\s+(?:in|on|at|for|during|when|while|now|today|right now|these days|this|last|per|according)\b)`;
const nounPhrase = String.raw`((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)`;

interface Shape {
  pattern: RegExp;
  /** Said of a row ("the elevation of LAX"): a lookup or list that read no column for it gives way too, not only no reading or a computation. */
  ofRow: boolean;
  /** The phrase is who makes or what costs ("the popcorn stall"), not a measure: any word of it the table holds is enough. */
  subject?: boolean;
}

/** The shapes a measure is asked in, each capturing the phrase asked. */
const askedShapes: Shape[] = [
  // "What's Apple's current share price?", "what is Owen Price's rent": the owner a proper name.
  {
    pattern: new RegExp(String.raw`^(?:[Ww]hat|[Hh]ow much)\b.*?\b\p{Lu}[\p{L}\d.&-]*['’]s\s+${nounPhrase}${phraseEnd}`, "u"),
    ofRow: true,
  },
  // "whats tomasz nowak's phone number": after "what", the owner typed in lower case too.
  {
    pattern: new RegExp(String.raw`^what\b.*?\b[\p{L}\d][\p{L}\d.&-]*['’]s\s+${nounPhrase}${phraseEnd}`, "iu"),
    ofRow: true,
  },
  // "What's the elevation of LAX?", "whats the market cap of Microsoft?", "what was the humidity in Seattle on …"
  {
    pattern: new RegExp(
      String.raw`^(?:what|how much)(?:['’]?s|\s+is|\s+was|\s+are|\s+were)\s+(?:the|a|an)\s+${nounPhrase}\s+(?:of|for|in|at|on)\s`,
      "iu",
    ),
    ofRow: true,
  },
  // "who is the captain of the Owls?": a role of a row; any word of it a column holds ("the away side") reads it.
  {
    pattern: new RegExp(
      String.raw`^who(?:['’]?s|\s+is|\s+was|\s+are|\s+were)\s+(?:the|a|an)\s+${nounPhrase}\s+(?:of|for|in|at|on)\s`,
      "iu",
    ),
    ofRow: true,
    subject: true,
  },
  // "what altitude were planes flying at …, on average": said of no row, so only where nothing else was read.
  { pattern: new RegExp(String.raw`^what\s+${nounPhrase}\s+(?:is|was|are|were|did|does|do)\b`, "iu"), ofRow: false },
  // "How much was a weekend ticket?", "How much is one day pass?": the thing priced, to the end.
  {
    pattern: new RegExp(String.raw`^how much\s+(?:is|was|are|were)\s+(?:a|an|the|one)\s+${nounPhrase}\s*[?.!]?$`, "iu"),
    ofRow: false,
    subject: true,
  },
  // "How much did the popcorn stall make?", "how much does a day pass cost": the one who makes or the thing that costs.
  {
    pattern: new RegExp(
      String.raw`^how much\s+(?:does|did|do)\s+(?:a|an|the|one)\s+${nounPhrase}\s+(?:cost|costs|make|take|earn|bring in|sell for|go for|charge|raise|collect|get|pay|receive)\b`,
      "iu",
    ),
    ofRow: false,
    subject: true,
  },
];

/** Words of a computation or an order, not of a measure ("the first date", "the difference of", "the highest number"). */
const operationWord =
  /^(first|last|next|previous|top|bottom|most|least|only|same|other|total|combined|overall|altogether|spread|range|gap|average|mean|median|sum|difference|ratio|percentage|percent|proportion|margin|change|increase|decrease|\p{L}+est)$/u;

/** The noun phrase the question asks to be measured, as positions of `question`, and whether it is said of a row. */
export function askedPhrase(asked: string, question: Word[]): { positions: number[]; ofRow: boolean; subject: boolean } | null {
  const text = asked.replace(/\s+/gu, " ").trim();
  for (const { pattern, ofRow, subject = false } of askedShapes) {
    const phrase = pattern.exec(text)?.[1];
    if (!phrase) continue;
    const wanted = words(phrase).map((word) => word.norm);
    // A phrase of content words only: "number of games", "only coach to serve" are no measure's name.
    // A generic last word after a content word ("phone number") is the phrase's kind, not a filler.
    const kindAt = wanted.length >= 2 && generic.has(wanted.at(-1)!) ? wanted.length - 1 : -1;
    if (wanted.some((norm, at) => (fillerWords.has(norm) && at !== kindAt) || operationWord.test(norm))) continue;
    const start = question.findIndex((_, at) => wanted.every((norm, offset) => question[at + offset]?.norm === norm));
    if (start >= 0 && wanted.length > 0) return { positions: wanted.map((_, offset) => start + offset), ofRow, subject };
  }
  return null;
}

/**
 * The phrase's measuring word, its last; none when that word asks about the row itself ("the name of", "the code for").
 * A word before a generic last one says which ("phone number": phone; "zip code": zip).
 */
function measureWord(question: Word[], positions: number[]): number | null {
  const isGeneric = (at: number) => generic.has(question[at]!.norm.replace(/s$/u, ""));
  const last = positions.at(-1)!;
  if (!isGeneric(last)) return last;
  // Two words only ("phone number"), not a length said before ("three-letter code").
  const before = positions.length === 2 ? positions[0]! : null;
  return before !== null && !isGeneric(before) && /^\p{L}+$/u.test(question[before]!.norm) ? before : null;
}

/** True when some column, cell or name of the table holds the word at `at` of the question. */
function holds(table: LoadedTable, question: Word[], at: number): boolean {
  const word = question[at]!;
  if (findColumnMentions(table, question).some((mention) => mention.positions.includes(at))) return true;
  if (findValueMentions(table, question, new Set()).some((value) => value.start <= at && at <= value.end)) return true;
  const names = [table.record.name, table.record.filename ?? "", ...table.columns.map((column) => column.description ?? "")];
  if (names.some((name) => words(name).some((part) => part.stem === word.stem))) return true;
  if (table.valueIndex.has(phraseKey(word.raw)) || table.prefixIndex.has(phraseKey(word.raw))) return true;
  const own = table.columns.slice(0, table.record.columns.length);
  return measureNouns.some(
    ([noun, written]) => noun.test(word.norm) && own.some((column) => written.test(`${column.name} ${column.unit ?? ""}`)),
  );
}

/**
 * The admission for a question whose asked measure the table does not hold, or null when it holds it
 * (or the question asks in no shape read here). `plan` is the reading so far: one whose column the
 * question names stands; no reading, or a computation over a column it does not name (the table's one
 * number column) gives way, and so does a lookup or list of a row asked by a measure of it.
 */
export function unheldAsked(asked: string, question: Word[], table: LoadedTable, plan: TablePlan | null): TablePlan | null {
  if (plan?.operation === "missing_column") return plan;
  const phrase = askedPhrase(asked, question);
  if (!phrase) return null;
  const at = measureWord(question, phrase.positions);
  if (at === null) return null;
  // "phone number" is read by its first word only of a row the question names ("the report number of the inventory
  // reconciliation" names none: a passage's number, not a table's).
  if (at !== phrase.positions.at(-1) && findValueMentions(table, question, new Set()).length === 0) return null;
  // The column read is named by the measuring word, or by words outside the phrase: the reading stands. Named
  // only by another word of the phrase ("share" of NextShares in "share price") it is a near column, not the one asked.
  const naming = findColumnMentions(table, question).filter((mention) => mention.column === plan?.target);
  if (
    naming.some((mention) => mention.positions.includes(at) || mention.positions.every((position) => !phrase.positions.includes(position)))
  )
    return null;
  if (plan && !phrase.ofRow && (plan.operation === "lookup" || plan.operation === "list" || plan.target === null)) return null;
  const said = phrase.subject ? phrase.positions.filter((position) => !generic.has(question[position]!.norm)) : [at];
  if (said.some((position) => holds(table, question, position))) return null;
  const unread = phrase.positions.map((position) => question[position]!.raw);
  return { ...missingPlan(table, unread.join(" ")), unread };
}

export function missingPlan(table: LoadedTable, missing: string): TablePlan {
  return {
    table,
    operation: "missing_column",
    target: null,
    label: table.labelColumn,
    filters: [],
    anchors: [],
    limit: 10,
    missing,
    assumptions: [],
  };
}
