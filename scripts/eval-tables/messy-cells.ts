/**
 * How the held-out sets' generated files write their messy cells (make-files.ts of held-out-7 on):
 * money in European style and clock-like durations, one definition for every set.
 */

/** "€1.234,50": a euro amount as written in Germany or the Netherlands. */
export const euro = (amount: number) => `€${amount.toLocaleString("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "3:05": a count of sixty-parts written as a clock (minutes as h:mm, seconds as m:ss). */
const clock = (count: number) => `${String(Math.floor(count / 60))}:${String(count % 60).padStart(2, "0")}`;

/** Minutes as "h:mm". */
export const hm = clock;

/** Seconds as "m:ss". */
export const ms = clock;
