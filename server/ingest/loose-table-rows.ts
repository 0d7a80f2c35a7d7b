/**
 * A table drawn without rules in a PDF comes out of the text layer as loose lines: a header of
 * column names ("Item Qty Unit cost Total") over rows of a label and numbers ("Airflow sensor 1
 * 112.00 112.00"). Read as text, such a row is a short line with no full stop, taken for a heading
 * and never quoted. Where the lines line up (a header of names, then at least two rows each ending
 * in the same count of numbers, one name per column), they are rewritten as rows the way the sheet
 * parser writes them ("Item: Airflow sensor; Qty: 1; Unit cost: 112.00; Total: 112.00"), which the
 * answerers quote, list and read by column. Anything that does not line up is left as it was.
 */

const numberCell = /^[-+]?[£$€]?\d[\d,]*(?:\.\d+)?%?$/u;
const minRows = 2;
const maxLabelWords = 8;
const maxHeaderWords = 12;

interface LooseRow {
  label: string;
  numbers: string[];
}

/** "Airflow sensor 1 112.00 112.00" → label "Airflow sensor" and its numbers; null when the line is not a label then two or more numbers. */
function looseRow(line: string): LooseRow | null {
  const words = line.trim().split(/\s+/u);
  let split = words.length;
  while (split > 0 && numberCell.test(words[split - 1]!)) split--;
  const numbers = words.slice(split);
  const label = words.slice(0, split);
  if (numbers.length < 2 || label.length === 0 || label.length > maxLabelWords) return null;
  // The label names the row: it holds a letter and does not end a sentence.
  if (!label.some((word) => /\p{L}/u.test(word)) || /[.!?:;]$/u.test(label.at(-1)!)) return null;
  return { label: label.join(" "), numbers };
}

/**
 * The header's column names, one for the label column and one per number: a word in lower case
 * continues the name before it ("Unit cost"), so names are capitalised words with their tails. Null
 * when the names do not fit one to a column (a header one short could lack the label's name or a
 * number's: which, the text does not say).
 */
function columnNames(header: string, numberColumns: number): string[] | null {
  const words = header.trim().split(/\s+/u);
  // A year names which count a column holds ("Parcels 2024 Parcels 2025"); any other number is a row's.
  const year = /^(?:19|20)\d{2}$/u;
  if (words.length > maxHeaderWords || words.some((word) => (/\d/u.test(word) && !year.test(word)) || /[.!?;]$/u.test(word))) return null;
  const names: string[] = [];
  for (const word of words) {
    if (names.length > 0 && (/^\p{Ll}/u.test(word) || year.test(word))) names[names.length - 1] += ` ${word}`;
    else names.push(word);
  }
  if (!/^\p{Lu}/u.test(names[0] ?? "")) return null;
  return names.length === numberColumns + 1 || names.length === numberColumns + 2 ? names : null;
}

/**
 * A row's cells for the header's names. With one name more than a label and its numbers, the column
 * between holds one word, the label's last ("Quay Street hall Monday 1,620 1,845" under "Site Open
 * on Parcels 2024 Parcels 2025"); a label of one word ("Total") leaves that column empty.
 */
function cellsOf(row: LooseRow, names: string[]): [string, string][] {
  const values = names.length === row.numbers.length + 1 ? [row.label] : splitLastWord(row.label);
  return [...values, ...row.numbers].flatMap((cell, column): [string, string][] => (cell ? [[names[column]!, cell]] : []));
}

function splitLastWord(label: string): [string, string] {
  const words = label.split(" ");
  return words.length < 2 ? [label, ""] : [words.slice(0, -1).join(" "), words.at(-1)!];
}

/** The text with every aligned run of loose table lines (a header, then rows) rewritten as "Column: value; …" rows. */
export function rowsFromLooseTables(text: string): string {
  const lines = text.split("\n");
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const rows: LooseRow[] = [];
    for (let next = index + 1; next < lines.length; next++) {
      const row = looseRow(lines[next]!);
      if (!row || (rows.length > 0 && row.numbers.length !== rows[0]!.numbers.length)) break;
      rows.push(row);
    }
    const names = rows.length >= minRows ? columnNames(lines[index]!, rows[0]!.numbers.length) : null;
    if (!names) {
      out.push(lines[index]!);
      continue;
    }
    // With a column between label and numbers, every row of more than one word must end in a word for it.
    if (names.length === rows[0]!.numbers.length + 2 && !rows.every((row) => /^[\p{L}'’-]+$/u.test(splitLastWord(row.label)[1] || "x"))) {
      out.push(lines[index]!);
      continue;
    }
    for (const row of rows)
      out.push(
        cellsOf(row, names)
          .map(([name, cell]) => `${name}: ${cell}`)
          .join("; "),
      );
    index += rows.length;
  }
  return out.join("\n");
}
