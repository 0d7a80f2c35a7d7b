/**
 * Running heads and feet of a printed document: the title, the authors, the chapter name, a page
 * number or a "get the book at …" line printed at the top or bottom of page after page. Read as
 * text they sit inside the passages next to them, so a search for the title word finds every page,
 * an answer quotes "Résumés et interrogations de logs de requêtes OLAP Aligon, J. …" (a running
 * head glued to a reference), and suggestions ask about the footer. They are page furniture, not
 * content: a line among a page's first or last two lines whose shape (digits read as one number)
 * stands at the top or bottom of at least `minPages` pages is dropped from every page but the first
 * that has it (page 1's title stays, and one copy stays for the injection scan to read).
 */

const edgeLines = 2;
const minPages = 3;
/** A longer line is prose that happens to repeat, not a running head. */
const maxLength = 120;

/** A line's shape: case and spacing folded, every number read as one ("12 FREE CULTURE" = "7 FREE CULTURE"). */
function shape(line: string): string {
  return line.toLowerCase().replace(/\d+/gu, "#").replace(/\s+/gu, " ").trim();
}

/** Indexes of a page's first and last few non-blank lines. */
function edgeIndexes(lines: readonly string[]): number[] {
  const filled = lines.flatMap((line, index) => (line.trim() ? [index] : []));
  return [...new Set([...filled.slice(0, edgeLines), ...filled.slice(-edgeLines)])];
}

/** The pages' texts with their running heads and feet dropped (pages in reading order). */
export function dropRunningLines(pages: readonly string[]): string[] {
  if (pages.length < minPages) return [...pages];
  const split = pages.map((text) => text.split("\n"));
  const pagesOf = new Map<string, number[]>();
  split.forEach((lines, page) => {
    for (const key of new Set(edgeIndexes(lines).map((index) => shape(lines[index]!)))) {
      if (!key || key.length > maxLength) continue;
      pagesOf.set(key, [...(pagesOf.get(key) ?? []), page]);
    }
  });
  const running = new Set([...pagesOf].filter(([, on]) => on.length >= minPages).map(([key]) => key));
  if (running.size === 0) return [...pages];
  const firstPage = new Map([...running].map((key) => [key, pagesOf.get(key)![0]!]));
  return split.map((lines, page) => {
    const isFurniture = (index: number) => (firstPage.get(shape(lines[index]!)) ?? page) !== page;
    const drop = new Set(edgeIndexes(lines).filter(isFurniture));
    return lines
      .filter((_, index) => !drop.has(index))
      .join("\n")
      .trim();
  });
}
