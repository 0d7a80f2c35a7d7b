/**
 * A name said by the words it is known by, inside the longer name a cell writes (docs/architecture.md,
 * "Tables"): "Apple" for "Apple Inc.", "Microsoft" for "Microsoft Corporation", "O'Hare" for "CHICAGO
 * O'HARE INTL ARPT". A proper name that no cell holds whole or begins finds the one name of a column of
 * names whose words hold it, in order and whole; two different names holding it ("Apple Inc." and
 * "Apple Hospitality") find neither. A longer name that begins with the one found is the same row's
 * ("Apple Inc. - Common Stock" of Security Name beside "Apple Inc." of Company Name).
 */
import type { LoadedTable } from "./loaded-table";
import { isEnglishWord } from "../../core/verb-lemma";
import { phraseKey, type Word } from "./words";

/** Per loaded table: each word of a name column's cells → the distinct cells (keys) holding it. */
const indexes = new WeakMap<LoadedTable, Map<string, Set<string>>>();

function wordIndex(table: LoadedTable): Map<string, Set<string>> {
  const known = indexes.get(table);
  if (known) return known;
  const index = new Map<string, Set<string>>();
  for (const column of nameColumns(table)) {
    for (const key of new Set(table.keys[column] ?? [])) {
      for (const word of key.split(" ")) {
        if (word.length < 3) continue;
        let keys = index.get(word);
        if (!keys) index.set(word, (keys = new Set()));
        keys.add(key);
      }
    }
  }
  indexes.set(table, index);
  return index;
}

/** Columns of names, also those written in capitals ("CHICAGO O'HARE INTL ARPT", read as codes). */
const nameColumns = (table: LoadedTable) => [...table.nameColumns, ...table.codeColumns];

/**
 * The words said, as a proper name: none a short or filler word, each capitalised, or typed in lower case
 * and no English word ("tregothnan" for "Tregothnan Estate"; "hill" never is).
 */
function properName(span: Word[], filler: ReadonlySet<string>): boolean {
  return span.every(
    (word) =>
      word.norm.length >= 3 &&
      !filler.has(word.norm) &&
      (/^\p{Lu}/u.test(word.raw) || (word.norm.length >= 4 && /^\p{Ll}+$/u.test(word.raw) && !isEnglishWord(word.norm))),
  );
}

/**
 * The cell a proper name said in part names, and the name columns holding it (or beginning with it), or
 * null when no one name holds the words.
 */
export function nameHoldingPart(table: LoadedTable, span: Word[], filler: ReadonlySet<string>): { key: string; columns: number[] } | null {
  if (span.length > 3 || !properName(span, filler)) return null;
  const said = phraseKey(span.map((word) => word.raw).join(" "));
  const parts = said.split(" ");
  const index = wordIndex(table);
  const holding = [...(index.get(parts[0]!) ?? [])].filter((key) => ` ${key} `.includes(` ${said} `) && key !== said);
  if (holding.length === 0 || holding.length > 12) return null;
  // "apple inc." and "apple inc. - common stock" are one name; the shortest is the one found.
  const shortest = holding.reduce((best, key) => (key.length < best.length ? key : best));
  if (!holding.every((key) => key === shortest || key.startsWith(`${shortest} `))) return null;
  const columns = nameColumns(table).filter((column) =>
    (table.keys[column] ?? []).some((key) => key === shortest || key.startsWith(`${shortest} `)),
  );
  return columns.length > 0 ? { key: shortest, columns } : null;
}
