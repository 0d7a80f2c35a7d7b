/**
 * A key to abbreviated headers written beside the table ("Key: DEP = departure port; PAX =
 * passengers" above it, or "FTHG: full-time home goals" lines under it): a header's meaning comes
 * from what the sheet says it is, not from its letters. Pure.
 */

const lead = /^\s*(?:key|legend|notes?|abbreviations?|glossary|columns?)\s*[:\-–]\s*/iu;
const entry = /^\s*([^=:]{1,24}?)\s*(?:=|:|–|—| - )\s*(.{2,80}?)\s*\.?\s*$/u;

/** Meanings of header names, from lines of text near the table; only names the header has. */
export function readLegend(lines: string[], names: string[]): Map<string, string> {
  const wanted = new Set(names.map((name) => name.trim()));
  const meanings = new Map<string, string>();
  for (const line of lines) {
    for (const part of line.replace(lead, "").split(/;|\s\|\s|,(?=\s*[^\s,=:]{1,24}\s*[=:])/u)) {
      const match = entry.exec(part);
      if (!match) continue;
      const [name, meaning] = [match[1]!.trim(), match[2]!.trim()];
      // A meaning is words ("departure port"), never a number or another header.
      if (wanted.has(name) && !meanings.has(name) && /\p{L}{2}/u.test(meaning) && !wanted.has(meaning)) meanings.set(name, meaning);
    }
  }
  return meanings;
}

/**
 * "crossing in h:mm" in a note line above or under the table: the part of a note that names a
 * header (each of its words, or their first four letters) and says a clock format, for that column.
 */
export function notedFormat(lines: string[], name: string): string {
  const heads = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3)
    .map((word) => word.slice(0, 4));
  if (heads.length === 0) return "";
  const parts = lines.flatMap((line) => line.split(/[;,.]\s|\s\|\s/u));
  const said = parts.find((part) => {
    if (!/\b(?:h{1,2}[:.]mm|m{1,2}[:.]ss|hours and minutes|minutes and seconds)\b/iu.test(part)) return false;
    const partWords = part.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    return heads.every((head) => partWords.some((word) => word.startsWith(head)));
  });
  return said ?? "";
}
