/**
 * Which kind of computation a question asks for, read from its wording alone (the columns and
 * values it names are found elsewhere). Order matters: "which of A or B has more" is a comparison
 * before it is a superlative; "how many different" is a distinct count before it is a count.
 */
import { readComparison } from "./comparison-cue";
import type { OperationCue } from "./types";

export type { OperationCue };
import { stopWords } from "../../core/text-analysis";
import { isEnglishWord, nounNeverQualifier } from "../../core/verb-lemma";
import { fold } from "./words";

const numberWords: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const maxWords =
  "highest|largest|biggest|most|maximum|max|greatest|longest|tallest|heaviest|deepest|latest|newest|last|recent|best|top|hottest|warmest|fastest|quickest|wettest|windiest|costliest|priciest|busiest|widest|richest|strongest|loudest";
const minWords =
  "lowest|smallest|least|fewest|minimum|min|shortest|earliest|oldest|worst|coldest|coolest|slowest|first|cheapest|driest|lightest|youngest|narrowest|quietest|weakest|poorest|calmest";
/**
 * The words an operation is read from (its superlatives, totals, averages and counts of different
 * values), for the spelling mender: "avrage", "diffrent", "hihgest" are mended to them as a table's
 * own words are (spelling.ts).
 */
export const operationWords: ReadonlySet<string> = new Set([
  ...`${maxWords}|${minWords}`.split("|"),
  ..."average|mean|median|total|combined|altogether|overall|different|distinct|unique|number|count|between|before|after|compared|difference".split(
    "|",
  ),
]);
/** Superlatives that come after a number: "the 3 wettest days", "which 3 branches had the most visitors". */
const rankedWords = `${maxWords}|${minWords}`.replace(/\|(max|min|top|last|first|recent)\b/gu, "");
const minRanked = new RegExp(`\\b(${minWords})\\b`, "u");
const maxPattern = new RegExp(`\\b(${maxWords})\\b`, "u");
const minPattern = new RegExp(`\\b(${minWords})\\b`, "u");

/**
 * "and the fewest?" after "which team scored the most goals in 2023-24?": the previous question with
 * its superlative turned the follow-up's way ("… scored the fewest goals in 2023-24?"), so it is read
 * again whole, whatever reading answered it. Null when the follow-up names no superlative or the
 * previous question has none of the other direction.
 */
export function previousTurned(previousQuestion: string, followUp: string): { question: string; word: string } | null {
  const wanted = extremeOf(followUp);
  if (!wanted) return null;
  const word = (wanted === "max" ? maxPattern : minPattern).exec(followUp)![1]!;
  const previous = fold(previousQuestion);
  const opposite = (wanted === "max" ? minPattern : maxPattern).exec(previous);
  if (!opposite || extremeOf(previous) === wanted) return null;
  return { question: `${previous.slice(0, opposite.index)}${word}${previous.slice(opposite.index + opposite[0].length)}`, word };
}

/** A superlative said of each of two rows compared ("New York's hottest day than Seattle's"): the extreme of each one's rows. */
export function extremeOf(folded: string): "max" | "min" | null {
  const max = maxPattern.exec(folded);
  const min = minPattern.exec(folded);
  if (max && (!min || max.index < min.index)) return "max";
  return min ? "min" : null;
}

const changeBetween =
  /\bhow much (did|does|has|had|have|was|is)\b.*\b(grow|grew|grown|increase|increased|rise|rose|risen|change|changed|fall|fell|fallen|drop|dropped|decline|declined|decrease|decreased|shrink|shrank|go up|went up|go down|went down)\b|\b(change|increase|decrease|growth|rise|drop|fall|decline) (in|of)\b/u;

export const orMoreBound =
  /\b(\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)((?: (?!more\b|less\b|fewer\b|higher\b|lower\b)\p{L}+)?) or (?:more|over|above|higher|greater|fewer|less|under|below|lower)\b/gu;

export function readOperation(said: string): OperationCue {
  // "the most recent strike" is the latest one, not a count per date; "the final concert" is the last one.
  // "four or more goals", "3 or fewer": a bound on a number (mentions.ts), not an either-or comparison.
  const folded = said
    .replace(/\bmost recent\b/gu, "latest")
    .replace(/\bfinal\b/gu, "last")
    .replace(orMoreBound, "$1$2")
    // "inspected longest ago", "least recently": the earliest date.
    .replace(/\blongest ago\b|\bleast recently\b/gu, "earliest")
    // "the report number of the reconciliation", "the phone number of the club": a noun before
    // "number" makes it an identifier's name, not a count of rows ("the total number of" still counts).
    .replace(/\b([a-z]+) number of\b/gu, (phrase: string, word: string) =>
      !stopWords.has(word) && (nounNeverQualifier(word) || !isEnglishWord(word)) ? `${word} number for` : phrase,
    )
    // "In Q2, did A or B give out more?": a leading place or period frames the question, it does not start it.
    // ("On average, how many …" keeps its operation word.)
    .replace(/^(?:in|on|for|during|at|over) (?![^,?]*\b(?:average|total|overall|mean|whole|sum)\b)[^,?]{1,30}, /u, "");
  // "the furthest north", "the southernmost": the highest or lowest latitude (east / west: longitude).
  const compass = /\b(?:(?:furthest|farthest|most) (north|south|east|west)|(north|south|east|west)ernmost)\b/u.exec(folded);
  const direction = compass ? (compass[1] ?? compass[2])! : null;
  if (direction) return { operation: /^(north|east)$/u.test(direction) ? "superlative_max" : "superlative_min", word: direction };
  // "When does the tour start?": the start of what the file is about is its earliest date, the end its latest.
  if (/^when (does|did|do|will)\b.*\b(start|begin)\??$/u.test(folded)) return { operation: "superlative_min", word: "earliest" };
  if (/^when (does|did|do|will)\b.*\b(end|finish)\??$/u.test(folded)) return { operation: "superlative_max", word: "latest" };
  // "Did ACC have more or less bids than CAA?": more or less, of the first against the second.
  if (/\b(more or less|less or more|more or fewer|fewer or more|higher or lower|lower or higher)\b/u.test(folded))
    return { operation: "compare_max", answerAs: "more_less" };
  // "Is Koli larger than Lemmenjoki?": yes or no, of the first against the second.
  const asks = /^(is|are|was|were|did|does|do|has|have|had)\b/u.test(folded) && /\bthan\b/u.test(folded);
  if (asks && /\b(more|larger|bigger|higher|greater|longer|taller|older|later|faster|quicker)\b/u.test(folded))
    return { operation: "compare_max", answerAs: "yes_no" };
  if (asks && /\b(less|fewer|smaller|lower|shorter|younger|earlier|slower)\b/u.test(folded))
    return { operation: "compare_min", answerAs: "yes_no" };
  // "Did Mombasa or Tana River have a larger population?" asks which of the two, not yes or no.
  const which = /^(did|does|do|was|were|is|are|has|have|had)\b/u.test(folded) && /\w \bor\b \w/u.test(folded);
  if (
    which &&
    /\b(more|higher|larger|bigger|greater|longer|taller|most|highest|largest|later|faster|quicker|fastest|older|newer)\b/u.test(folded)
  )
    return { operation: "compare_max" };
  if (which && /\b(less|fewer|lower|smaller|shorter|least|lowest|smallest|earlier|slower|slowest|younger)\b/u.test(folded))
    return { operation: "compare_min" };
  if (/^(is|are|was|were|did|does|do|has|have|had|can)\b/u.test(folded)) return { operation: "yesno" };
  const compared = readComparison(folded);
  if (compared) return compared;
  if (/\bdifference\b|\bhow (much|many) (more|less|fewer|higher|lower|bigger|larger|smaller)\b/u.test(folded))
    return { operation: "difference" };
  // "How much hotter was New York's hottest day than Seattle's?", "how much longer …": any comparative said with "than".
  if (/\bhow (much|many) (?!(?:other|over|under|water|after|ever|never|per|either|neither|whether)\b)\p{L}{2,}er\b.*\bthan\b/u.test(folded))
    return { operation: "difference" };
  // "By how much did the UK's GDP grow from 2000 to 2020?", "the change in X between 2010 and 2015": two rows' difference.
  if (changeBetween.test(folded) && /\b(from \S+ (to|until|through)|between \S+ (and|&)) /u.test(`${folded} `))
    return { operation: "difference" };
  if (/\bor\b/u.test(folded) && /^(which|who|what)\b/u.test(folded)) {
    if (
      /\b(more|higher|larger|bigger|greater|longer|taller|most|highest|largest|later|faster|quicker|fastest|older|newer|busier)\b/u.test(
        folded,
      )
    )
      return { operation: "compare_max" };
    if (/\b(less|fewer|lower|smaller|shorter|least|lowest|smallest|earlier|slower|slowest|younger|quieter)\b/u.test(folded))
      return { operation: "compare_min" };
  }
  const top = topCue(folded);
  if (top) return top;
  if (/\b(how many|number of|count of) (different|distinct|unique)\b/u.test(folded)) return { operation: "distinct" };
  // "the last vehicle in the register": the table said by what it is, in its own order.
  // "the first race in the file", "the first book in the catalogue": the file itself, in its own order.
  const listing =
    /\b(listed|list|row|table|register|roster|ledger|spreadsheet|sheet)\b|\b(?:in|of|on) (?:the |this |that )?(?:\S+ )?(file|catalogue|catalog|csv|workbook|dataset)\b/u.test(
      folded,
    );
  if (listing && /\b(last|bottom|final)\b/u.test(folded)) return { operation: "last" };
  if (listing && /\b(first|top)\b/u.test(folded)) return { operation: "first" };
  if (
    /\b(right |immediately |just |directly )?(after|following|next to|below|comes after)\b/u.test(folded) &&
    /\b(listed|comes|come|row|after|next|following|below)\b/u.test(folded)
  ) {
    return { operation: "next" };
  }
  // "Which route follows Tayinloan to Gigha?", "… precedes …": the verb says the neighbour.
  if (/^(which|what|who)\b.*\b(follows|followed)\b/u.test(folded)) return { operation: "next" };
  if (/^(which|what|who)\b.*\b(precedes|preceded)\b/u.test(folded)) return { operation: "previous" };
  if (/\b(before|preceding|above|prior to|previous to|previous)\b/u.test(folded)) return { operation: "previous" };
  return readAggregate(folded);
}

const countWord = "\\d{1,2}|two|three|four|five|six|seven|eight|nine|ten";
const topPattern = new RegExp(
  `\\btop (${countWord})\\b|\\b(${countWord}) (?:(?!(?:of|in|than|over|under|at|on|per)\\b)[\\w'-]+ ){0,3}?(?:the )?(${rankedWords})\\b`,
  "u",
);

/** "top 5", "the 3 largest", "the two cheapest", "which 3 branches had the most visitors". */
function topCue(folded: string): OperationCue | null {
  const top = topPattern.exec(folded);
  if (!top) return null;
  const raw = top[1] ?? top[2] ?? "3";
  const limit = numberWords[raw] ?? Number(raw);
  const least = top[3] !== undefined && minRanked.test(top[3]);
  return { operation: least ? "argmin" : "top", limit: Math.min(Math.max(limit, 1), 50), ...(top[3] ? { word: top[3] } : {}) };
}

const moneyVerbs =
  /\b(collected|collect|raised|raise|spent|spend|paid|pay|earned|earn|pledged|pledge|donated|donate|received|receive|generated|generate|charged|take|takes|took|taken|brought in|bring in)\b/u;

function readAggregate(text: string): OperationCue {
  // "at least 50,000" and "at most twice" are conditions, not superlatives; "the first half of 2022",
  // "the last quarter", "the first week" name a period.
  const folded = text
    .replace(/\bat (least|most)\b/gu, " ")
    .replace(/\b(first|last|second|third|fourth) (half|quarter|semester|trimester|week|month|fortnight)\b/gu, " ");
  if (/\b(most|least) (common|frequent|often|popular)\b|\bmost often\b/u.test(folded)) {
    return { operation: /\bleast\b/u.test(folded) ? "group_min" : "group_max" };
  }
  const max = maxPattern.exec(folded);
  const min = minPattern.exec(folded);
  const average = /\b(average|mean|avg)\b/u.exec(folded);
  // "the longest average stay" ranks an average column (Avg stay); "the average of the longest" does not.
  const first = [max, min].filter((match) => match !== null).sort((left, right) => left!.index - right!.index)[0];
  // "How many museums keep their visitors for over two hours on average?": "on average" qualifies the bound; rows are counted.
  const boundOnAverage =
    /^how many \w+\b.*\b(over|under|more than|less than|above|below|at least|at most|longer than|shorter than)\b[^,?]*\bon average\b/u;
  if (average && boundOnAverage.test(folded)) return { operation: "count_or_sum" };
  if (
    average &&
    !(first && first.index < average.index && /^(\w+ )?(average|mean|avg)\b/u.test(folded.slice(first.index + first[0].length + 1)))
  )
    return { operation: "avg" };
  if (max && (!min || max.index < min.index)) return { operation: "superlative_max", word: max[1] };
  if (min) return { operation: "superlative_min", word: min[1] };
  // "Add up Ireland's GDP for 2020, 2021 and 2022": adding is a total.
  if (/\b(total|sum|combined|altogether|in all|overall|add up|added up|adding up|add together)\b/u.test(folded))
    return { operation: "sum" };
  // "How much was collected in late fees?", "how much did they raise?": an amount gathered is a total.
  // "What did the scheme take in fares?" asks the same amount without "how much".
  if (/\bhow much\b|^what (did|does|do|will)\b/u.test(folded) && moneyVerbs.test(folded)) return { operation: "sum" };
  if (/\b(how many|number of|count)\b/u.test(folded)) return { operation: "count_or_sum" };
  return { operation: "list_or_lookup" };
}
