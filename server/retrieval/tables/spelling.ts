/**
 * Slips of spelling said again in the table's own words (docs/architecture.md, "Tables"): "flim"
 * over a film club's sheets is "film", "explict" over an Explicit column is "explicit". A word the
 * English lexicon does not know and the tables do not hold, one edit (a letter added, dropped,
 * changed, or two letters swapped) from exactly one word of the tables' names, column names or text
 * cells, is read as that word, before anything else reads the question. The words an operation is
 * read from are mended the same way ("avrage" is "average", "hihgest" "highest"). A word of its own (in the
 * lexicon), another form of the table's word ("scored" of "score") or a short word is left as said.
 * Pure; a table's words are gathered once per loaded table.
 */
import { isEnglishWord } from "../../core/verb-lemma";
import type { LoadedTable } from "./loaded-table";
import { operationWords } from "./operation";
import { fold, nameWords } from "./words";

const minimumLength = 4;
const vocabularies = new WeakMap<LoadedTable, Set<string>>();

/** Every word (folded, letters only, four letters or more) of a table's names, headers and text cells. */
function vocabularyOf(table: LoadedTable): Set<string> {
  const known = vocabularies.get(table);
  if (known) return known;
  const vocabulary = new Set<string>();
  const add = (text: string) => {
    for (const word of fold(text).split(/[^\p{L}]+/u)) if (word.length >= minimumLength) vocabulary.add(word);
  };
  add(`${table.record.name} ${table.record.sheet ?? ""} ${table.record.filename}`.replace(/[_\-.]+/gu, " "));
  for (const column of table.columns) for (const word of nameWords(column.name)) add(word.norm);
  for (const key of table.valueIndex.keys()) add(key);
  vocabularies.set(table, vocabulary);
  return vocabulary;
}

const headerWordSets = new WeakMap<LoadedTable, Set<string>>();

/** Every word of a table's column names, short ones too ("ETF", "Lot"). */
function headerWordsOf(table: LoadedTable): Set<string> {
  const known = headerWordSets.get(table);
  if (known) return known;
  const words = new Set(table.columns.flatMap((column) => nameWords(column.name).map((word) => fold(word.norm))));
  headerWordSets.set(table, words);
  return words;
}

/** One edit apart: a letter added, dropped or changed, or two neighbours swapped. */
export function oneEditApart(left: string, right: string): boolean {
  if (left === right || Math.abs(left.length - right.length) > 1) return false;
  if (left.length === right.length) {
    const differ = [...left].map((letter, at) => (letter === right[at] ? -1 : at)).filter((at) => at >= 0);
    if (differ.length === 1) return true;
    return (
      differ.length === 2 &&
      differ[1] === differ[0]! + 1 &&
      left[differ[0]!] === right[differ[1]!] &&
      left[differ[1]!] === right[differ[0]!]
    );
  }
  const [short, long] = left.length < right.length ? [left, right] : [right, left];
  let at = 0;
  while (at < short.length && short[at] === long[at]) at += 1;
  return short.slice(at) === long.slice(at + 1);
}

/** Months and days, which the lexicon knows only with a capital: "june" is never a slip of a cell's "Juno". */
const calendarWords = new Set(
  `january february march april june july august september october november december sept monday tuesday wednesday
  thursday friday saturday sunday tues thur thurs`.split(/\s+/u),
);

/** "scored" of "score", "teams" of "team": an ending of the same word, not a slip. */
const inflects = (word: string, known: string) =>
  [word, known].some((longer) => {
    const shorter = longer === word ? known : word;
    return longer.startsWith(shorter) && /^(s|es|d|ed|er|ly|y|ing)$/u.test(longer.slice(shorter.length));
  });

/** The words a question asks with: "wich studio show …" asks which show, not for a figure. */
const askingWords: ReadonlySet<string> = new Set(["which", "what", "where", "when", "whose", "whom"]);

/** The question with each slip said as the tables' word it misspells; unchanged where unsure. */
export function spellingMended(asked: string, tables: LoadedTable[]): string {
  // "werent", "didnt": a negated auxiliary typed without its apostrophe is the negation ("weren't").
  const question = asked.replace(/\b(are|is|was|were|do|does|did|has|have|had|could|would|should)nt\b/giu, "$1n't");
  if (tables.length === 0) return question;
  // Whole words with their apostrophes ("aren't" is no "aren"); a code or an acronym ("ETFs") is said as meant.
  return question.replace(/\p{L}+(?:['’]\p{L}+)*/gu, (raw) => {
    const word = fold(raw);
    if (word.length < minimumLength || !/^[a-z]+$/u.test(word) || !/^\p{L}\p{Ll}+$/u.test(raw) || isEnglishWord(word)) return raw;
    if (calendarWords.has(word)) return raw;
    if (operationWords.has(word)) return raw;
    // "the etfs" over an ETF column: the plural of a column's name, however short, is that column, not a slip of a cell.
    if (tables.some((table) => [...headerWordsOf(table)].some((known) => inflects(word, known)))) return raw;
    const vocabularies = [...tables.map(vocabularyOf), operationWords, askingWords];
    if (vocabularies.some((vocabulary) => vocabulary.has(word))) return raw;
    const near = new Set<string>();
    for (const vocabulary of vocabularies)
      for (const known of vocabulary) if (oneEditApart(word, known) && !inflects(word, known)) near.add(known);
    if (near.size !== 1) return raw;
    const [mended] = [...near] as [string];
    return /^\p{Lu}/u.test(raw) ? mended[0]!.toUpperCase() + mended.slice(1) : mended;
  });
}
