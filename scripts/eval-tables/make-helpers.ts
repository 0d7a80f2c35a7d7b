/**
 * The writers every held-out-N/make-files.ts shares: CSV cell quoters and the "one date written several
 * ways" writers. Each variant writes different bytes, so each keeps its own name; a set's files depend on
 * the exact variant it imports.
 */

/** A CSV cell, quoted when it holds a double quote or a comma (the sets from held-out-6 on). */
export const cell = (v: string) => (/[",]/u.test(v) ? `"${v.replace(/"/gu, '""')}"` : v);

/** A CSV cell, quoted also when it holds a line break (held-out-2 to held-out-4). */
export const quote = (v: string) => (/[",\n]/u.test(v) ? `"${v.replace(/"/gu, '""')}"` : v);

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const parts = (iso: string) => iso.split("-").map(Number) as [number, number, number];
const dayFirst = (d: number, m: number, y: number, sep: string) =>
  `${String(d).padStart(2, "0")}${sep}${String(m).padStart(2, "0")}${sep}${String(y)}`;

/** ISO, "14 March 2026", "March 14, 2026" or "14.03.2026", chosen by the row's place (held-out-12). */
export function dateWrittenFullMonthDots(iso: string, style: number): string {
  const [y, m, d] = parts(iso);
  if (style === 0) return iso;
  if (style === 1) return `${String(d)} ${months[m - 1]!} ${String(y)}`;
  if (style === 2) return `${months[m - 1]!} ${String(d)}, ${String(y)}`;
  return dayFirst(d, m, y, ".");
}

/** ISO, "14 Mar 2026", "March 14, 2026" or "Sat 14 March 2026", chosen by the row's place (held-out-13, 14). */
export function dateWrittenWeekday(iso: string, style: number): string {
  const [y, m, d] = parts(iso);
  if (style === 0) return iso;
  if (style === 1) return `${String(d)} ${months[m - 1]!.slice(0, 3)} ${String(y)}`;
  if (style === 2) return `${months[m - 1]!} ${String(d)}, ${String(y)}`;
  const weekday = days[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
  return `${weekday} ${String(d)} ${months[m - 1]!} ${String(y)}`;
}

/** ISO, "14 Mar 2026", "March 14, 2026" or "14.03.2026", chosen by the row's place (held-out-16). */
export function dateWrittenDots(iso: string, style: number): string {
  const [y, m, d] = parts(iso);
  if (style === 0) return iso;
  if (style === 1) return `${String(d)} ${months[m - 1]!.slice(0, 3)} ${String(y)}`;
  if (style === 2) return `${months[m - 1]!} ${String(d)}, ${String(y)}`;
  return dayFirst(d, m, y, ".");
}

/** ISO, "14 Mar 2026", "March 14, 2026" or "14/03/2026" (day first), chosen by the row's place (held-out-15, 17, 18). */
export function dateWrittenSlash(iso: string, style: number): string {
  const [y, m, d] = parts(iso);
  if (style === 0) return iso;
  if (style === 1) return `${String(d)} ${months[m - 1]!.slice(0, 3)} ${String(y)}`;
  if (style === 2) return `${months[m - 1]!} ${String(d)}, ${String(y)}`;
  return dayFirst(d, m, y, "/");
}
