/**
 * A decade said short ("the 90s", "the '90s", "the nineties", "the noughties") is the decade in full
 * ("the 1990s"), which `decadeAsRange` reads as its ten years. The century is the one the table's own
 * dates or years fall in: over dates of 1920–2025, "the 20s" is the 2020s only when no row is of the 1920s.
 * With nothing to tell, a decade from the 30s on is of the 1900s, the 00s to the 20s of the 2000s.
 * An age ("in their 30s") is no decade: only a decade said after "the" (or with its apostrophe alone, "'90s") is read.
 */
import type { LoadedTable } from "./loaded-table";

const tensWords: Record<string, string> = {
  noughties: "0",
  twenties: "2",
  thirties: "3",
  forties: "4",
  fifties: "5",
  sixties: "6",
  seventies: "7",
  eighties: "8",
  nineties: "9",
};

/** "the 90s", "the '90s", "the nineties"; "'90s" alone. */
const shortDecade = new RegExp(String.raw`\bthe\s+(?:['’]?(\d)0['’]?s|(${Object.keys(tensWords).join("|")}))\b|(^|\s)['’](\d)0s\b`, "giu");

/** The years the table's dates and year columns hold (for the century of a decade said short). */
function yearsHeld(tables: LoadedTable[]): Set<number> {
  const years = new Set<number>();
  for (const table of tables) {
    table.columns.forEach((column, index) => {
      const ofYears = column.type === "integer" && /\byears?\b/iu.test(column.name);
      if (column.type !== "date" && !ofYears) return;
      for (const row of table.rows) {
        const value = row.values[index];
        const year = typeof value === "string" ? Number(value.slice(0, 4)) : typeof value === "number" && ofYears ? value : NaN;
        if (Number.isInteger(year)) years.add(year);
      }
    });
  }
  return years;
}

function centuryOf(tens: number, years: Set<number>): string {
  const has = (century: number) => [...years].some((year) => year >= century + tens * 10 && year <= century + tens * 10 + 9);
  const old = has(1900);
  const recent = has(2000);
  if (old !== recent) return old ? "19" : "20";
  return tens >= 3 ? "19" : "20";
}

/** The question with each short decade said in full ("the 90s" → "the 1990s"); unchanged when it says none. */
export function decadesInFull(question: string, tables: LoadedTable[]): string {
  if (!/\d0['’]?s\b|ties\b/iu.test(question)) return question;
  let years: Set<number> | null = null;
  return question.replace(shortDecade, (said: string, digits?: string, word?: string, start?: string, lone?: string) => {
    const digit = digits ?? (word ? tensWords[word.toLowerCase()] : undefined) ?? lone;
    if (digit === undefined) return said;
    years ??= yearsHeld(tables);
    const decade = `${centuryOf(Number(digit), years)}${digit}0s`;
    return lone === undefined ? `the ${decade}` : `${start ?? ""}${decade}`;
  });
}
