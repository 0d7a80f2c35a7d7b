/**
 * Two things compared, read from how a comparison is said rather than from a list of sentence shapes
 * (docs/architecture.md, "Tables"): a comparative word (more, fewer, bigger, further, quicker, dearer …)
 * said of two things, with "than" or with "A or B". What is asked of them follows the question's own
 * words: "how many times …" is their ratio, "how much / how many <unit> … than" and "by how much" their
 * difference, "which / who … A or B" the one that has more (or less).
 */
import type { OperationCue } from "./types";

/** Comparatives that rank downwards: the cheaper, lighter, nearer one has the smaller value. */
const lessWords =
  "less|fewer|lower|smaller|shorter|earlier|slower|younger|cheaper|lighter|colder|cooler|drier|narrower|nearer|closer|poorer|weaker|quieter|shallower|thinner";
/** Comparatives that rank upwards. */
const moreWords =
  "more|higher|larger|bigger|greater|longer|taller|later|faster|quicker|older|newer|busier|further|farther|dearer|pricier|costlier|heavier|warmer|hotter|wetter|windier|sunnier|wider|deeper|richer|stronger|louder|steeper|thicker";
/** Words ending in -er that are nouns or other words, never a comparative. */
const notComparatives =
  "other|over|under|water|after|ever|never|per|either|neither|whether|number|order|member|members|player|winner|runner|owner|manager|driver|customer|quarter|summer|winter|october|november|december|september|paper|power|center|centre|corner|letter|chapter|finisher|swimmer|volunteer|ticker|together|whatever|however|rather|another|counter|border|river|super|soccer|officer|partner|holder|user|leader|dinner|computer|server|carrier|provider|worker|teacher|register|ledger|roster|timer|meter|liter";
const comparative = `(?:${moreWords}|${lessWords}|(?!(?:${notComparatives})\\b)\\p{L}{3,}er)`;
const anyComparative = new RegExp(`\\b(${moreWords}|${lessWords})\\b`, "u");
const downward = new RegExp(`\\b(${lessWords})\\b`, "u");

/** "than 100", "than $5", "than two hours", "than half an hour": a bound on one column, not a second thing compared. */
const thanBound =
  /\bthan (?:\$|€|£)?(?:\d|a |an |one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|half|a quarter)/u;

/** "how many times bigger", "how many times as many", "how many times more … than": the ratio of the two. */
const ratio = new RegExp(`\\bhow many times (?:as \\p{L}+|${comparative})\\b|\\bwhat multiple\\b`, "u");

/**
 * "how many minutes longer was X than Y", "how many degrees further north is ANC than HNL", "by how much was
 * Canada's GDP bigger than Australia's": a comparative after "how much / how many" (a unit may stand between)
 * or anywhere after "by how much", and a second thing after "than". A verb before the comparative makes
 * it a count against a yardstick instead ("how many players are older than X", "how many counties have larger areas").
 */
const verbs = "are|is|was|were|be|been|have|has|had|do|does|did|get|got|can|could|will|would|went|go|ran|run|scored|made|took";
const differenceSaid = new RegExp(
  `\\b(?:by how (?:much|many)\\b.*\\b(${comparative})|how (?:much|many)(?: (?!(?:${verbs})\\b)\\p{L}+)? (${comparative}))\\b(?:(?!\\bthan\\b).)*\\bthan\\b`,
  "u",
);

/** "georgia or alabama - which one has more airports", "who swims further each week, A or B": which of the two. */
const eitherOr = /\b\p{L}[\p{L}'.-]*(?: \S+){0,4} or (?:the )?\p{L}/u;

export function readComparison(folded: string): OperationCue | null {
  if (ratio.test(folded) && /\bthan\b|\bas \p{L}+ as\b|\bcompared\b/u.test(folded)) return { operation: "difference", apart: "ratio" };
  const difference = differenceSaid.exec(folded);
  if (difference && !thanBound.test(folded.slice(difference.index))) return { operation: "difference" };
  // "Which has more …, A or B" is read before this (operation.ts); here the either-or stands anywhere.
  if (/\b(which|who)\b/u.test(folded) && eitherOr.test(folded) && !/\bthan\b/u.test(folded)) {
    const word = anyComparative.exec(folded);
    if (word) return { operation: downward.test(word[1]!) ? "compare_min" : "compare_max" };
  }
  return null;
}
