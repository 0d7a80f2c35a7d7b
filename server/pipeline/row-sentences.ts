/**
 * A spreadsheet or CSV row, as the sheet parser writes it into a passage ("Company: Acme Corp;
 * Headquarters: Lyon, France; Founded: 1987"), turned into the sentence a person would say for a
 * question about it: the asked column's value named ("The headquarters of Acme Corp is Lyon,
 * France."), never the dumped row. Pure functions, no I/O.
 */
import { stem, tokenize } from "../core/text-analysis";

// A modal or "has to" after the header's first word or two: the header says who must do what.
const clauseHeader = /^(?:\p{L}+\s){1,3}(?:must|will|shall|should|can|may|has to|have to|needs? to)\s\p{L}/u;
const determiner = /^(?:the|a|an|you|we|they|it|he|she|each|every|your|our|their|its)\s/u;

const rowLine = /^[^:;|]{1,40}:\s[^;]*(?:;\s*[^:;|]{1,40}:\s[^;]*)+$/;

/** Whether a passage line is a row written as "Column: value; Column: value". */
export function isRowLine(text: string): boolean {
  return rowLine.test(text.trim());
}

/** Whether a line is a table's raw header or grid row ("Alpha | Beta | Gamma"): never an answer on its own. */
export function isRawTableLine(text: string): boolean {
  return /\s\|\s/.test(text) && !/:\s/.test(text);
}

function cellsOf(text: string): [string, string][] {
  return text
    .trim()
    .split(/;\s*/)
    .map((cell) => {
      const colon = cell.indexOf(":");
      return [cell.slice(0, colon).trim(), cell.slice(colon + 1).trim()] as [string, string];
    })
    .filter(([column, value]) => column.length > 0 && value.length > 0);
}

// Question words that ask for a kind of column without naming it.
const columnHints: [RegExp, RegExp][] = [
  [/\bwhere\b|\bbased\b|\blocated\b/i, /headquarter|location|city|country|address|place|site|region|based/i],
  [/\bwhen\b|\bwhat year\b|\bwhich year\b/i, /date|year|founded|established|created|opened|born|started/i],
  [/\bwho\b|\bleads?\b|\bruns?\b|\bheads?\b/i, /ceo|head|leader|manager|director|owner|president|chair|contact|name/i],
  // "How many fan belts?" asks the quantity column, not the price beside it; "how much" the price.
  [/\bhow many\b|\bnumber of\b/i, /\b(?:qty|quantity|count|number|employees|staff|members)\b/i],
  [/\bhow many\b|\bhow much\b|\bnumber of\b/i, /count|number|total|amount|employees|staff|price|cost|quantity/i],
];

/** The column the question asks for: one whose name it uses (by word stem or a shared 5-letter start), else one its question word points to. */
export function askedColumn(columns: string[], question: string): string | null {
  const questionStems = tokenize(question).map(stem);
  // The column the question names with the most words: "parcels in 2025" is "Parcels 2025", not "Parcels 2024".
  const named = (column: string) =>
    tokenize(column).filter((word) =>
      questionStems.some((asked) => asked === stem(word) || (asked.length >= 5 && stem(word).slice(0, 5) === asked.slice(0, 5))),
    ).length;
  let byName: string | null = null;
  for (const column of columns) if (named(column) > (byName === null ? 0 : named(byName))) byName = column;
  if (byName) return byName;
  for (const [asks, names] of columnHints) {
    if (!asks.test(question)) continue;
    const hinted = columns.find((column) => names.test(column));
    if (hinted) return hinted;
  }
  return null;
}

/**
 * The row as a sentence for the question. The row is named by its first cell ("Acme Corp"); the
 * asked column's value is said in a form that fits the column's name: a participle ("Founded")
 * → "Acme Corp was founded in 1987", a plural count ("Employees") → "Cobalt Systems has 3400
 * employees", else "The headquarters of Acme Corp is Lyon, France". Without an asked column, the
 * row's cells are listed in words. Ends without a full stop: the caller cites and closes it.
 */
export function rowSentence(text: string, question: string): string {
  const cells = cellsOf(text);
  if (cells.length < 2) return text.trim();
  const [, name] = cells[0]!;
  const rest = cells.slice(1);
  const asked = askedColumn(
    rest.map(([column]) => column),
    question,
  );
  const cell = rest.find(([column]) => column === asked);
  if (!cell)
    return `${name}: ${rest.map(([column, value]) => `${/^[\p{Lu}\d]+$/u.test(column) ? column : column.toLowerCase()} ${value}`).join(", ")}`;
  const [column, value] = cell;
  // Acronyms keep their capitals ("CEO"); other names read in lower case inside a sentence.
  // "Qty" is read as a person would say it: "The quantity of Fan belt is 2".
  const lower = /^qty\.?$/i.test(column) ? "quantity" : /^[\p{Lu}\d]+$/u.test(column) ? column : column.toLowerCase();
  if (/^\p{L}+ed$/u.test(lower)) return `${name} was ${lower} ${/^\d{3,4}$/.test(value) ? "in " : ""}${value}`;
  if (/^[\d.,]+$/.test(value) && /s$/.test(lower) && !/ss$/.test(lower)) return `${name} has ${value} ${lower}`;
  // A header that is the start of a sentence ("Landlord must attend within") goes on with its value:
  // "For Emergency, the landlord must attend within 24 hours", not "The landlord must attend within of Emergency is …".
  if (clauseHeader.test(lower)) return `For ${name}, ${determiner.test(lower) ? "" : "the "}${lower} ${value}`;
  return `The ${lower} of ${name} is ${value}`;
}
