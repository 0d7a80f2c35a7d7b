/**
 * "How much cheaper is a half plot than a full plot?" asks for a difference the document does not
 * state: its sentence gives both values ("Rent for a full plot is £68 a year and for a half plot
 * £36 a year"), and the answer works it out beside them ("The difference is £32 (£68 − £36).").
 * Only when the quoted sentences hold exactly two amounts in one unit, so what is subtracted is
 * never a guess. Pure, no I/O.
 */
import { contentTerms } from "../core/text-analysis";
import { citeAtEnd } from "./citation-marker";

const asksDifference =
  /\bhow\s+(?:much|many)\s+(?:\p{L}+\s+)?(?:cheaper|dearer|more|less|fewer|bigger|smaller|larger|longer|shorter|higher|lower|older|younger|further|farther|heavier|lighter)\b.*\bthan\b/iu;
const amountPattern =
  /([£$€])\s?(\d[\d,]*(?:\.\d+)?)|\b(\d[\d,]*(?:\.\d+)?)\s?(%|km|kg|miles|metres|hours|days|minutes|members|people)\b/giu;

interface Amount {
  value: number;
  unit: string;
  shown: string;
  decimals: number;
}

function amountsOf(text: string): Amount[] {
  return [...text.matchAll(amountPattern)].map((match) => {
    const digits = (match[2] ?? match[3])!;
    const unit = match[1] ?? match[4]!.toLowerCase();
    return { value: Number(digits.replace(/,/gu, "")), unit, shown: match[0].trim(), decimals: digits.split(".")[1]?.length ?? 0 };
  });
}

function shownAs(value: number, like: Amount): string {
  const number = value.toLocaleString("en-GB", { minimumFractionDigits: like.decimals, maximumFractionDigits: like.decimals });
  if (like.unit === "count") return number;
  return /^[£$€]$/u.test(like.unit) ? `${like.unit}${number}` : like.unit === "%" ? `${number}%` : `${number} ${like.unit}`;
}

/**
 * A figure and what it changed from, as reports write a year against the one before: "we repaired
 * 1,946 bikes, up from 1,610 in 2024", "sold 2,310 seats, against 1,980 in 2024", "members fell to 280 from
 * 312", "rose from 41 to 57". The two
 * counts are of one thing whatever the unit, so they are read as one unit ("count"). A year
 * ("in 2024") is never one of them.
 */
const figure = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const changePatterns = [
  new RegExp(
    // "… 2,310 seats, against 1,980 in 2024", "£9,400, compared with £8,100 the year before": the earlier figure set against it.
    String.raw`(?<![\d,.])${figure}\b((?:\s+[\p{L}'’-]+){0,4}?),?\s+(?:(?:up|down|rising|falling|increased|decreased)\s+from|against|compared\s+(?:with|to)|versus|vs\.?)\s+(?:[£$€]\s?)?${figure}`,
    "giu",
  ),
  new RegExp(
    String.raw`\b(?:rose|grew|fell|dropped|increased|decreased|went\s+(?:up|down))\s+from\s+(?:[£$€]\s?)?${figure}((?:\s+[\p{L}'’-]+){0,3}?)\s+to\s+(?:[£$€]\s?)?${figure}`,
    "giu",
  ),
  // "Membership rose to 272 swimmers, from 238 the season before."
  new RegExp(
    String.raw`\b(?:rose|grew|fell|dropped|increased|decreased|went\s+(?:up|down))\s+to\s+(?:[£$€]\s?)?${figure}((?:\s+[\p{L}'’-]+){0,3}?),?\s+from\s+(?:[£$€]\s?)?${figure}`,
    "giu",
  ),
];
// Units a figure is measured in, which say nothing of what is counted ("412,600 kWh, up from 389,200 kWh"; "called out 137 times").
const unitTerms = new Set(
  contentTerms("kwh mwh gwh km kilometres miles metres kg kilograms tonnes litres hours minutes days weeks pounds percent per cent times"),
);
/**
 * "Did the panels produce more electricity in 2025 than the year before?", "… than in 2024?": a
 * comparison with an earlier time, which a report states as a figure and what it changed from.
 */
const asksChangeOverTime =
  /\b(?:more|less|fewer|further|farther|higher|lower|bigger|smaller|larger|longer|shorter|better|worse)\b.*\bthan\s+(?:in\s+)?(?:the\s+(?:year|season|month|week)\s+before|the\s+(?:previous|prior|last)\s+(?:year|season)|last\s+(?:year|season)|(?:19|20)\d{2})\b/iu;
const isYear = (digits: string) => /^(?:19|20)\d{2}$/u.test(digits);

function changeAmountsOf(text: string, question: string): Amount[] {
  const asked = new Set(contentTerms(question));
  for (const pattern of changePatterns) {
    for (const match of text.matchAll(pattern)) {
      const [first, counted, second] = [match[1]!, match[2]!, match[3]!];
      if (isYear(first) || isYear(second)) continue;
      // What the figure counts, when the sentence says it ("2,480 tools"), is what the question asks about.
      const counts = contentTerms(counted).filter((term) => !unitTerms.has(term));
      if (counts.length > 0 && !counts.some((term) => asked.has(term))) continue;
      return [first, second].map((digits) => ({
        value: Number(digits.replace(/,/gu, "")),
        unit: "count",
        shown: digits,
        decimals: digits.split(".")[1]?.length ?? 0,
      }));
    }
  }
  return [];
}

/** Whether `text` gives the two values a difference asked by the question is worked out from. */
export function statesDifferenceValues(question: string, text: string): boolean {
  return twoAmounts(question, [text]) !== null;
}

function twoAmounts(question: string, sentences: string[]): Amount[] | null {
  const overTime = asksChangeOverTime.test(question);
  if (!asksDifference.test(question) && !overTime) return null;
  const text = sentences.join(" ");
  const amounts = amountsOf(text);
  const units = new Set(amounts.map((amount) => amount.unit));
  // Against an earlier time, the values are the figure and what it changed from, not any two of a unit.
  if (!overTime && amounts.length === 2 && units.size === 1) return amounts;
  const changed = changeAmountsOf(text, question);
  return changed.length === 2 ? changed : null;
}

/** The sentence that works out the difference, cited to `source`; null when the question asks none or the values are not two of one unit. */
export function workedDifference(question: string, sentences: string[], source: number): string | null {
  const amounts = twoAmounts(question, sentences);
  if (!amounts) return null;
  const [larger, smaller] = [...amounts].sort((left, right) => right.value - left.value) as [Amount, Amount];
  if (larger.value === smaller.value) return null;
  const difference = shownAs(larger.value - smaller.value, larger);
  return citeAtEnd(`The difference is ${difference} (${larger.shown} − ${smaller.shown})`, [source]);
}
