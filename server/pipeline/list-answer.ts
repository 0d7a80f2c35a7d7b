/**
 * Lists the offline reader gathers from more than one sentence (docs/architecture.md#reasoner):
 * - a table's column named by the list's noun ("What bikes can be rented?" over a table with a
 *   "Bike" column, "What kinds of incidents …?" over "Incident type"): that column's values, of the
 *   rows that hold the question's other words found in the table ("Which companies are based in
 *   Norway?" keeps the rows that say Norway; words of the document's file name do not filter), with
 *   another column asked beside them ("Which telescopes can I borrow and for how long?");
 * - a table's columns when the question asks for them ("What are the column headers of Sheet1?");
 * - the sentences of a section whose heading names the list's noun, a word that qualifies it, or a
 *   word headings use for it ("Which events happen …?" under "## Events", "What safety rules …?"
 *   under "## Safety", "What activities …?" under "## Events"), each sentence an item;
 * - the bullets after a line that announces them ("This paper makes the following contributions:").
 * Pure functions over the sources the reasoner was given; no I/O.
 */
import type { ContextSource } from "../prompts/source-context";
import { contentTerms, stem, tokenize } from "../core/text-analysis";
import { canFollowPluralAsVerb } from "../core/verb-lemma";

/** The thing a list question asks for, as a word stem: "bikes" in "What bikes can be rented?", "events" in "Which events …". */
export function listNoun(question: string): string | null {
  return listNounPhrase(question)?.noun ?? null;
}

// Words that qualify nothing a heading would name ("the main rules", "all other events").
const vagueModifiers = new Set([
  "main",
  "key",
  "other",
  "different",
  "various",
  "important",
  "all",
  "some",
  "many",
  "few",
  "new",
  "kind",
  "kinds",
  "type",
  "types",
  "sort",
  "sorts",
]);

/** The list's noun and the words before it that qualify it ("safety" in "What safety rules apply …?"), as stems. */
export function listNounPhrase(question: string): { noun: string; modifiers: string[] } | null {
  const text = question.trim().toLowerCase();
  // A possessive is no plural ("the club's teams": the noun is "teams").
  const patterns = [
    // "List the kayak club's trip grades …": an owner and a qualifier before the noun.
    /^(?:list|name|enumerate)\s+(?:all\s+|every\s+)?(?:the\s+|its\s+|their\s+)?(?:[\w'-]+\s+){0,3}?([\w-]+s)\b/,
    /^(?:what|which)\s+are\s+(?:all\s+)?(?:the\s+)?(?:[\w'-]+\s+){0,2}?([\w-]+s)\b/,
    /^(?:what|which)\s+(?:[\w'-]+\s+){0,2}?([\w-]{3,}s)\s+(?:are|were|is|was|can|could|do|does|did|have|has|must|should|will|apply|happen|exist|take|make|belong)\b/,
    // "Which sections of the canal does the trust work on?": the noun's "of …" says whose, before the verb.
    /^(?:what|which)\s+(?:[\w'-]+\s+){0,2}?(?!(?:kinds|types|sorts)\b)([\w-]{3,}s)\s+of\s+(?:the\s+|its\s+|their\s+)?[\w'-]+(?:\s+[\w'-]+)?\s+(?:are|were|is|was|can|could|do|does|did|have|has|must|should|will|apply|happen|exist|take|make|belong)\b/,
  ];
  // "Which bells hang in the tower …?": the noun, then a verb of its own (intent.ts reads it as a list too).
  const withVerb = /^(?:what|which)\s+(?:[\w'-]+\s+)?([\w-]{3,}s)\s+([a-z]{3,})\b/.exec(text);
  const verbPattern = withVerb && canFollowPluralAsVerb(withVerb[2]!) ? [/^(?:what|which)\s+(?:[\w'-]+\s+)?([\w-]{3,}s)\b/] : [];
  for (const pattern of [...patterns, ...verbPattern]) {
    const match = pattern.exec(text);
    const noun = match?.[1];
    if (!match || !noun || /(?:ss|us|is)$/.test(noun)) continue;
    const before = match[0].slice(0, match[0].lastIndexOf(noun)).split(/\s+/).slice(-3, -1);
    const modifiers = before.filter((word) => !vagueModifiers.has(word) && contentTerms(word).length > 0).map(stem);
    return { noun: stem(noun), modifiers };
  }
  return null;
}

/**
 * Words a section heading uses for a list's noun: a person asks for "rules", the heading says
 * "Policies"; stems. Only nouns that headings commonly replace, each both ways.
 */
const headingSynonyms: string[][] = [
  ["event", "activity", "calendar", "programme"],
  ["rule", "policy", "guideline", "regulation"],
  ["step", "procedure", "process", "stage"],
  ["part", "component"],
  ["tool", "equipment"],
  ["contact", "people"],
].map((group) => group.map(stem));

/** Whether a section heading names what a list question asks for (see listNounPhrase). */
export function headingNamesList(heading: string, phrase: { noun: string; modifiers: string[] }): boolean {
  const terms = contentTerms(heading);
  // A long heading is a sentence of its own, not the name of a list.
  if (terms.length === 0 || terms.length > 4) return false;
  const synonyms = headingSynonyms.find((group) => group.includes(phrase.noun)) ?? [phrase.noun];
  return terms.some((term) => synonyms.includes(term) || phrase.modifiers.includes(term));
}

/** A list item line: "- …", "• …", "1. …". */
export const listItemLine = /^\s*(?:[-*•▪◦]|\d+[.)])\s+\S/;

interface Positioned {
  text: string;
  source: number;
  position: number;
}

/**
 * The items a line announces: "This paper makes the following contributions:" and the bullets
 * right after it in its passage (at least two). The announcing line is one of `announcers`, best
 * first; null when none is followed by items.
 */
export function announcedItems<T extends Positioned>(announcers: T[], all: T[]): { announcer: T; items: T[] } | null {
  for (const announcer of announcers) {
    if (!/:\s*$/.test(announcer.text) || listItemLine.test(announcer.text)) continue;
    const items: T[] = [];
    for (let position = announcer.position + 1; ; position++) {
      const next = all.find((candidate) => candidate.source === announcer.source && candidate.position === position);
      if (!next || !listItemLine.test(next.text)) break;
      items.push(next);
    }
    if (items.length >= 2) return { announcer, items };
  }
  return null;
}

interface TableInSource {
  source: number;
  columns: string[];
  rows: { line: string; cells: Map<string, string> }[];
}

function cellsOf(line: string): Map<string, string> {
  const cells = new Map<string, string>();
  for (const field of line.split(/;\s+/)) {
    const match = /^([^:|]{1,60}):\s(.+)$/s.exec(field.trim());
    if (match) cells.set(match[1]!.trim(), match[2]!.trim());
  }
  return cells;
}

/** The tables written in the sources' passages ("A | B" header, "A: x; B: y" rows). */
function tablesIn(sources: ContextSource[]): TableInSource[] {
  const tables: TableInSource[] = [];
  for (const source of sources) {
    let current: TableInSource | null = null;
    for (const line of source.text.split("\n").map((text) => text.trim())) {
      const cells = cellsOf(line);
      if (line.includes(" | ") && cells.size === 0) {
        current = { source: source.number, columns: line.split(" | ").map((name) => name.trim()), rows: [] };
        tables.push(current);
      } else if (cells.size >= 2) {
        if (!current) {
          current = { source: source.number, columns: [...cells.keys()], rows: [] };
          tables.push(current);
        }
        current.rows.push({ line, cells });
      } else if (line.length > 0) {
        current = null;
      }
    }
  }
  return tables;
}

export interface GatheredList {
  items: string[];
  source: number;
  /** The passage lines the items come from (rows or sentences). */
  lines: string[];
  /** What the items are: a column's values, a table's columns, or a section's sentences. */
  kind: "column" | "columns" | "section";
}

const columnWords = /\b(?:columns?|column headers?|headers?|fields)\b/i;

/** A list read off a table in the sources (see the file comment); null when no table fits. */
export function listFromTables(question: string, sources: ContextSource[]): GatheredList | null {
  const tables = tablesIn(sources);
  if (tables.length === 0) return null;
  const questionTerms = new Set(contentTerms(question));
  if (columnWords.test(question)) {
    // "What are the column headers of Sheet1?": the table of the sheet the question names, else the first.
    const named = tables.find((table) => {
      const sheet = sources.find((source) => source.number === table.source)?.chunk.metadata.sheet;
      return sheet ? questionTerms.has(stem(sheet.toLowerCase())) || question.toLowerCase().includes(sheet.toLowerCase()) : false;
    });
    const table = named ?? tables[0]!;
    if (table.columns.length >= 2)
      return { items: table.columns, source: table.source, lines: [table.columns.join(" | ")], kind: "columns" };
  }
  const phrase = listNounPhrase(question);
  // A condition on numbers ("more than 2000 employees", "founded before 1990") is the table interpreter's to compute.
  if (!phrase || /\d|\b(?:more|less|fewer|over|under|above|below|before|after|than|most|least)\b/i.test(question)) return null;
  const noun = phrase.noun;
  for (const table of tables) {
    const column = table.columns.find((name) => namesListColumn(name, phrase));
    if (!column || table.rows.length < 2) continue;
    // The question's other words that the table holds somewhere filter its rows; words it never
    // holds ("rented", "based") say what the rows are for, not which. Words of the document's own
    // file name are who the question is about ("Which courses does the bike co-op run?" over
    // millbrook-bike-repair-coop-report.pdf), not which rows: "bike" in "Youth Bike Club" keeps no row.
    const source = sources.find((candidate) => candidate.number === table.source);
    const ownName = new Set(contentTerms((source?.chunk.metadata.filename ?? "").replace(/\.[a-z0-9]+$/iu, "").replace(/[-_.]+/gu, " ")));
    // The cells, not the column names a row line repeats; a word qualifying the noun ("repair" of
    // "the repair priority levels") says what the list is, not which of its rows.
    const cellTerms = (row: { cells: Map<string, string> }) => contentTerms([...row.cells.values()].join(" "));
    const tableTerms = new Set(table.rows.flatMap(cellTerms));
    const filters = [...questionTerms].filter(
      (term) =>
        term !== noun &&
        tableTerms.has(term) &&
        !contentTerms(column).includes(term) &&
        !ownName.has(term) &&
        !phrase.modifiers.includes(term),
    );
    const rows = table.rows.filter((row) => {
      const terms = new Set(cellTerms(row));
      return filters.every((term) => terms.has(term));
    });
    // "Which telescopes can I borrow and for how long?": each item with the other column asked for.
    const extra = askedAlongside(question, table.columns, column, filters);
    const itemOf = (row: { cells: Map<string, string> }) => {
      const value = row.cells.get(column) ?? "";
      const beside = extra.map((name) => [name, row.cells.get(name) ?? ""] as const).filter(([, text]) => text.length > 0);
      return value && beside.length > 0 ? `${value} (${beside.map(([name, text]) => `${name}: ${text}`).join("; ")})` : value;
    };
    const items = [...new Set(rows.map(itemOf).filter((value) => value.length > 0))];
    if (items.length >= 1) return { items, source: table.source, lines: rows.map((row) => row.line), kind: "column" };
  }
  return null;
}

// Words that say a column holds kinds of something ("Incident type", "Priority level"), not what they are.
const kindWords = new Set(contentTerms("type kind sort category categories class level group"));

/**
 * Whether a table column is the list a question asks for: its last word is the list's noun ("Bike"
 * for "What bikes …"), or its name is the noun and words of kind ("Incident type" for "What kinds of
 * incidents …"), or, for a noun of kind ("What are the repair priority levels …"), a word qualifying it.
 */
function namesListColumn(written: string, phrase: { noun: string; modifiers: string[] }): boolean {
  // "Corrosion rate (mm/year)": a unit in brackets qualifies the name, it is not its last word.
  const name = written.replace(/\s*[([][^)\]]*[)\]]\s*/gu, " ").trim() || written;
  const words = tokenize(name);
  if (words.length > 0 && stem(words.at(-1)!) === phrase.noun) return true;
  const terms = contentTerms(name);
  if (terms.length === 0 || terms.length > 2) return false;
  if (terms.includes(phrase.noun))
    return terms.every((term) => term === phrase.noun || kindWords.has(term) || phrase.modifiers.includes(term));
  return kindWords.has(phrase.noun) && terms.every((term) => phrase.modifiers.includes(term) || kindWords.has(term));
}

// "for how long", "how much", "when": the kind of column each asks for beside the list's items.
const askedColumnKinds: [RegExp, RegExp][] = [
  [/\bhow long\b/i, /\b(?:period|duration|length|time|term|weeks?|days?|months?|years?|hours?|nights?|minutes?)\b/i],
  [/\bhow (?:quickly|soon|fast)\b/i, /\b(?:within|time|response|weeks?|days?|hours?)\b/i],
  [/\bhow much\b|\bwhat (?:does|do) (?:it|they|each|one) cost\b/i, /\b(?:price|cost|fee|fees|deposit|charge|rate|amount)\b/i],
  [/\bhow often\b/i, /\b(?:frequency|often|sessions|times)\b/i],
  [/\bwhen\b/i, /\b(?:date|day|when|time|started|year|opened)\b/i],
  [/\bwhere\b/i, /\b(?:where|location|place|site|venue|address)\b/i],
  [/\bwho\b/i, /\b(?:who|led by|leader|presenter|contact|name|owner)\b/i],
];

/** The other columns a list question asks for with its items: named by a word of theirs, or by "how long" and kin. */
function askedAlongside(question: string, columns: string[], listed: string, filters: string[]): string[] {
  const own = new Set(contentTerms(listed));
  const terms = new Set(contentTerms(question).filter((term) => !own.has(term) && !filters.includes(term)));
  for (const [asks, holds] of askedColumnKinds) {
    if (!asks.test(question)) continue;
    const column = columns.find((name) => name !== listed && holds.test(name));
    if (column) return [column];
  }
  // Only a question that asks for more than the items ("… and their deposits", "… for each") names another column.
  const joined = /\b(?:and|with|each|plus)\b/i.test(question);
  // A header's hyphened words are words of their own: "kicks off" names "Sunday kick-off".
  const named = (name: string) => contentTerms(name.replace(/(\p{L})-(\p{L})/gu, "$1 $2")).some((term) => terms.has(term));
  return joined ? columns.filter((name) => name !== listed && named(name)).slice(0, 2) : [];
}

/** "A, B and C": the items in the order found, at most `max` named. */
export function joinItems(items: string[], max = 12): string {
  const shown = items.slice(0, max);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)!}`;
}
