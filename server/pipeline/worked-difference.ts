/**
 * "How much cheaper is a half plot than a full plot?" asks for a difference the document does not
 * state: its sentence gives both values ("Rent for a full plot is £68 a year and for a half plot
 * £36 a year"), and the answer works it out beside them ("The difference is £32 (£68 − £36).").
 * Only when the quoted sentences hold exactly two amounts in one unit, so what is subtracted is
 * never a guess. Pure, no I/O.
 */
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
  return /^[£$€]$/u.test(like.unit) ? `${like.unit}${number}` : like.unit === "%" ? `${number}%` : `${number} ${like.unit}`;
}

/** The sentence that works out the difference, cited to `source`; null when the question asks none or the values are not two of one unit. */
export function workedDifference(question: string, sentences: string[], source: number): string | null {
  if (!asksDifference.test(question)) return null;
  const amounts = amountsOf(sentences.join(" "));
  const units = new Set(amounts.map((amount) => amount.unit));
  if (amounts.length !== 2 || units.size !== 1) return null;
  const [larger, smaller] = [...amounts].sort((left, right) => right.value - left.value) as [Amount, Amount];
  if (larger.value === smaller.value) return null;
  const difference = shownAs(larger.value - smaller.value, larger);
  return citeAtEnd(`The difference is ${difference} (${larger.shown} − ${smaller.shown})`, [source]);
}
