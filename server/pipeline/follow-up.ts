/**
 * Offline follow-up resolution (docs/architecture.md#planner): turns
 * "How many people live there?" into "How many people live in Paris?" from the previous turns,
 * without a model. It only substitutes words inside the user's own sentence, so the result stays
 * in the user's language; pronouns are resolved for English, place words also for French, Spanish
 * and German.
 *
 * The referent is found in the newest earlier turn that has one:
 * 1. when that question asked for a thing by description ("What is the capital of France?",
 *    "Where is the largest desert?"), the new name its answer gives (Paris, the Sahara Desert);
 * 2. otherwise the first capitalised name in that question (Paris in "Tell me about Paris");
 * 3. otherwise its main noun phrase (machine learning in "What is machine learning?").
 */
import { NO_INFORMATION_ANSWER } from "../prompts/reasoner";
import { stopWords } from "../core/text-analysis";
import type { ConversationTurn } from "../core/types";

const existentialBefore = /\b(?:is|are|was|were|will|would|could|can|should|do|does|did|has|have|had|be|isn't|aren't|wasn't|weren't)\s+$/i;
const existentialAfter = /^\s*(?:is|are|was|were|'s|be|been|exist|exists|remain|remains|seem|seems)\b/i;
const motionVerbBefore =
  /\b(?:go|goes|going|went|get|gets|getting|travel|travels|travelling|traveling|move|moves|moving|come|comes|fly|flies|drive|drives|walk|walks|send|sends|ship|ships|return|returns|commute|way)\s+$/i;
const auxiliaryAfter =
  /^\s*(?:\?|$|\.|!|,|is\b|was\b|are\b|were\b|mean\b|means\b|cost\b|costs\b|work\b|works\b|do\b|does\b|did\b|have\b|has\b|happen\b|happened\b|take\b|takes\b|include\b|includes\b|require\b|requires\b|contain\b|contains\b|say\b|says\b)/i;
const dummyItAfter = /^\s*(?:possible|necessary|true|likely|important|worth|better|best|ok|okay|allowed|required|raining|time)\b/i;
// "How many days did it rain in Seattle?", "Was it sunny?": the weather's "it" points at nothing earlier.
const weatherItAfter =
  /^\s*(?:(?:not|ever|often|usually|still|mostly|really|very)\s+)?(?:(?:rain|snow|hail|sleet|drizzl|thunder|storm)\w*|(?:windy|sunny|cloudy|foggy|rainy|snowy|stormy|humid|overcast|misty|muggy)\b)/i;
// "How much does it cost to hire a heavy-duty item?", "How long does it take to renew?": "it" stands for the "to …" clause after it.
const anticipatoryItAfter = /^\s*(?:costs?|take|takes|took|need|needs|pay|pays)\s+(?:\S+\s+)?to\s/i;
// "How many of those got repaired?", "Which of these …?": "of" before the pointer makes it stand for the earlier subject.
const partitiveBefore = /\b(?:many|much|which|what|some|all|any|none|each|one|most|few|both|either|neither)\s+(?:of|among)\s+$/i;
// "What about Lyon?", and the shorter "And a half plot?" / "And for the juniors?": the earlier question, about that.
const continuation =
  /^\s*(?:(?:and|but|also|so)?\s*(?:what|how)\s+about\s+(.+?)|(?:and|or|but)\s+(?:for\s+|with\s+)?((?:a|an|the|my|our)\s+[^?,]{1,60}?))\s*\??\s*$/i;
// A question asking for a thing by a lower-case description ("What is the capital of France?", and
// "Which team has won the most cups?": its answer names the thing); case matters, so no /i flag.
const entityQuestion =
  /^\s*(?:(?:[Ww]hat|[Ww]hich|[Ww]ho|[Ww]here)\s+(?:is|are|was|were)\s+the\s+\p{Ll}|(?:[Aa]nd\s+)?[Ww]hich\s+\p{Ll}+\s+(?:has|have|had|is|was|did|does|won|scored|got|came|made|sold|earned|holds?|owns?)\b)/u;

interface Replacement {
  pattern: RegExp;
  replace: (referent: string, match: RegExpExecArray, text: string) => string | null;
}

const replacements: Replacement[] = [
  {
    pattern: /\bthere\b/gi,
    replace: (referent, match, text) => {
      const before = text.slice(0, match.index);
      const after = text.slice(match.index + match[0].length);
      if (existentialBefore.test(before) || existentialAfter.test(after)) return null;
      return `${motionVerbBefore.test(before) ? "to" : "in"} ${referent}`;
    },
  },
  { pattern: /\bit's\b/gi, replace: (referent) => `${referent} is` },
  {
    pattern: /\bit\b/gi,
    replace: (referent, match, text) => {
      const after = text.slice(match.index + match[0].length);
      return dummyItAfter.test(after) || anticipatoryItAfter.test(after) || weatherItAfter.test(after) ? null : referent;
    },
  },
  { pattern: /\b(?:its|their|his)\b/gi, replace: (referent) => possessive(referent) },
  { pattern: /\b(?:they|them|he|him|she)\b/gi, replace: (referent) => referent },
  {
    pattern: /\bher\b/gi,
    replace: (referent, match, text) =>
      /^\s*(?:\?|$|[.,!]|\b(?:in|at|on|to|for|about|from)\b)/i.test(text.slice(match.index + 3)) ? referent : possessive(referent),
  },
  // "How long is the loan on that one?", "Is the same one cheaper?": the one thing the earlier question named.
  // Not "this one": with a document selected it is that document ("Give me the gist of this one").
  { pattern: /\b(?:that|the\s+same)\s+one\b(?!\s+of\b)/gi, replace: (referent) => referent },
  {
    pattern: /\b(?:this|that|these|those)\b/gi,
    replace: (referent, match, text) =>
      auxiliaryAfter.test(text.slice(match.index + match[0].length)) || partitiveBefore.test(text.slice(0, match.index)) ? referent : null,
  },
  // Place words in French, Spanish and German, so follow-ups in those languages resolve too.
  { pattern: /(?<![\p{L}])là-bas(?![\p{L}])|(?<![\p{L}-])là(?![\p{L}-])/giu, replace: (referent) => `à ${referent}` },
  { pattern: /(?<![\p{L}])(?:allí|allá|ahí)(?![\p{L}])/giu, replace: (referent) => `en ${referent}` },
  { pattern: /\bdorthin\b/gi, replace: (referent) => `nach ${referent}` },
  { pattern: /\bdort\b/gi, replace: (referent) => `in ${referent}` },
];

// "And the year before?", "What about 2023?": the earlier question, about another year.
const yearShift =
  /^\s*(?:(?:and|but|so)\s+)?(?:(?:what|how)\s+about\s+)?(?:in\s+|for\s+)?(?:(the\s+year\s+before|the\s+previous\s+year|the\s+prior\s+year|a\s+year\s+earlier|the\s+year\s+after|the\s+next\s+year|the\s+following\s+year|a\s+year\s+later)|((?:19|20)\d{2}))\s*\??\s*$/iu;
const yearIn = /\b(?:19|20)\d{2}\b/u;

/** The newest earlier question that names a year, asked about the year the follow-up names; null when none applies. */
function shiftedYear(question: string, turns: ConversationTurn[]): string | null {
  const shift = yearShift.exec(question);
  if (!shift) return null;
  const earlier = turns.find((turn) => yearIn.test(turn.question));
  if (!earlier) return null;
  const year = Number(yearIn.exec(earlier.question)![0]);
  const wanted = shift[2] ? Number(shift[2]) : /before|previous|prior|earlier/iu.test(shift[1]!) ? year - 1 : year + 1;
  return earlier.question.replace(yearIn, String(wanted));
}

// "And which one opens on Fridays?" after "Which sites does the pantry run?": one of the things asked for.
const whichOne = /^\s*(?:(?:and|but|so)\s+)?(which|what)\s+ones?\b(.*)$/iu;
const askedFor = /^\s*(?:which|what)\s+([\p{L}-]{3,}?)(s)?\s+(?:do|does|did|is|are|was|were|can|could|will|has|have)\b/iu;

/** "Which one …?" asked of the newest earlier question's noun ("sites" → "Which site opens …?"); null when none applies. */
function oneOfThem(question: string, turns: ConversationTurn[]): string | null {
  const one = whichOne.exec(question);
  if (!one) return null;
  for (const turn of turns) {
    const noun = askedFor.exec(turn.question);
    if (noun) return `${capitalise(one[1]!.toLowerCase())} ${noun[1]!}${one[2]!}`;
  }
  return null;
}

// "they", "it", "its" standing for the earlier subject; "which of those" / "how many of them" point at its rows instead.
const personalPointer = /\b(?:they|them|it|its|their|he|him|his|she|her|that\s+one)\b/iu;
const partitivePointer = /\b(?:of|among)\s+(?:them|those|these)\b/iu;

/**
 * Whether the follow-up names the earlier subject by a personal pronoun ("and how many did they
 * win?" after "which team has won the most cups?"), so its offline rewrite ("… did Maple Leafs win?")
 * is the question to read; "which of those are in Lyon?" refines the earlier rows and is read as typed.
 */
export function pointsAtSubject(question: string): boolean {
  return personalPointer.test(question) && !partitivePointer.test(question);
}

/** Whether a question leans on earlier turns (a pronoun, a place word, "what about …"). */
export function needsContext(question: string): boolean {
  if (continuation.test(question) || yearShift.test(question) || whichOne.test(question)) return true;
  return substitute(question, "\u0000") !== question;
}

/** The question made self-contained from the history, or the question unchanged when nothing applies. */
export function resolveFollowUp(question: string, history: ConversationTurn[]): string {
  if (history.length === 0) return question;
  const turns = [...history].reverse();
  const otherYear = shiftedYear(question, turns) ?? oneOfThem(question, turns);
  if (otherYear) return otherYear;
  const continued = continuation.exec(question);
  if (continued?.[1] || (continued?.[2] && sameKind(continued[2], turns))) {
    // "What about Lyon?" after "How many people live in Paris?" → the earlier question, about Lyon.
    for (const turn of turns) {
      const referent = findReferent(turn);
      if (referent && turn.question.includes(referent))
        return turn.question.replace(referent, withoutRepeatedArticle(turn.question, referent, continued));
    }
    return question;
  }
  const samePlace = continued?.[2] ? sameRole(question, turns[0]!.question) : null;
  if (samePlace) return samePlace;
  for (const turn of turns) {
    const referent = findReferent(turn);
    if (!referent) continue;
    if (question.toLowerCase().includes(referent.toLowerCase())) return question;
    return withCountedNoun(substitute(question, referent), turn.question);
  }
  return question;
}

// "how many did …", "how much has …": a count whose noun is left to the earlier question.
const bareCount = /\bhow\s+(?:many|much)\s+(?=(?:did|do|does|have|has|had|were|was|are|is|will|can|could)\b)/iu;
// What the earlier question counted or ranked: "the most goals", "how many Stanley Cups", "the number of visitors".
const countedNoun =
  /\b(?:most|fewest|least|how\s+many|how\s+much|number\s+of|amount\s+of)\s+(?:the\s+)?((?:[\p{L}][\p{L}'-]*)(?:\s+(?!(?:in|on|at|of|for|by|during|from|to|than|this|that|last|and|or|did|does|do|has|have|had|is|are|was|were)\b)[\p{L}][\p{L}'-]*){0,2})/iu;
const notANoun = /^(?:did|do|does|has|have|had|is|are|was|were|will|can|could|of|times|often)$/iu;

/**
 * "and how many did they score?" after "which team scored the most goals?": the count's noun is
 * the earlier question's ("how many goals did Man City score?"), which the table and the search
 * need; nothing changes when the follow-up names its own noun or the earlier question counted none.
 */
function withCountedNoun(question: string, earlier: string): string {
  const bare = bareCount.exec(question);
  const noun = countedNoun.exec(earlier)?.[1];
  if (!bare || !noun || notANoun.test(noun.split(/\s+/u)[0]!)) return question;
  const at = bare.index + bare[0].length;
  return `${question.slice(0, at)}${noun.toLowerCase()} ${question.slice(at)}`;
}

/** The newest earlier turn's referent, and whether it is the only candidate there (see sureFollowUp). */
function newestReferent(turn: ConversationTurn): { referent: string; unambiguous: boolean } | null {
  const summarised = summarisedDocument(turn.answer);
  if (summarised) return { referent: summarised, unambiguous: true };
  const answer = turn.answer.replace(/\s*\[\s*sources?\b[^\]]*\]/gi, "").trim();
  const usableAnswer = answer.length > 0 && answer !== NO_INFORMATION_ANSWER && !/do(?:es)? not contain|couldn't generate/i.test(answer);
  if (entityQuestion.test(turn.question) && usableAnswer) {
    const firstSentence = answer.split(/(?<=[.!?])\s+/)[0] ?? answer;
    const fresh = capitalisedNames(firstSentence, "declarative").filter(
      (name) => !turn.question.toLowerCase().includes(name.replace(/^the /, "").toLowerCase()),
    );
    if (fresh.length > 0) return { referent: fresh[0]!, unambiguous: new Set(fresh).size === 1 };
  }
  const names = capitalisedNames(turn.question, "question");
  if (names.length > 0) return { referent: names[0]!, unambiguous: new Set(names).size === 1 };
  if (needsContext(turn.question)) return null;
  const phrases = nounPhrases(turn.question);
  return phrases.length > 0 ? { referent: mainNounPhrase(turn.question)!, unambiguous: phrases.length === 1 } : null;
}

// The words whose referent is the previous turn's one subject; "they", "he", "this" may mean something else.
const sureWords = new Set(["there", "it", "it's", "its", "là", "là-bas", "allí", "allá", "ahí", "dort", "dorthin"]);

/**
 * The offline rewrite and whether it can be trusted without asking the model (docs/architecture.md,
 * "The time budget"): the previous turn names exactly one subject (one new name in its answer, else
 * one name or one noun phrase in its question), the follow-up points at it with exactly one word
 * that can only mean it ("there", "it", "its", a place word), and the result is not flagged as an
 * injection. Anything else (two candidates, "they", "this", "what about …", a subject further back)
 * is left to the model.
 */
export function sureFollowUp(question: string, history: ConversationTurn[]): { query: string; sure: boolean } {
  const query = resolveFollowUp(question, history);
  const newest = history.at(-1);
  if (!newest || query === question || continuation.test(question)) return { query, sure: false };
  const found = newestReferent(newest);
  if (!found?.unambiguous || question.toLowerCase().includes(found.referent.toLowerCase())) return { query, sure: false };
  const used: string[] = [];
  const rewritten = substitute(question, found.referent, used);
  const sure = rewritten === query && used.length === 1 && sureWords.has(used[0]!.toLowerCase().replace("’", "'"));
  return { query, sure };
}

function substitute(question: string, referent: string, used: string[] = []): string {
  let result = question;
  for (const { pattern, replace } of replacements) {
    let output = "";
    let last = 0;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(result); match; match = pattern.exec(result)) {
      const replacement = replace(referent, match, result);
      if (replacement === null) continue;
      used.push(match[0]);
      const atStart = result.slice(0, match.index).trim().length === 0;
      output += result.slice(last, match.index) + (atStart ? capitalise(replacement) : replacement);
      last = match.index + match[0].length;
    }
    result = output + result.slice(last);
  }
  return result;
}

/**
 * The one document a summary answer was about ("Summary of **multicolumn.pdf**:", answerers/summary.ts):
 * after "What is the multicolumn document about?", "Who wrote it?" asks about that file, not about
 * the heading's first capitalised word.
 */
function summarisedDocument(answer: string): string | null {
  return /^Summary of \*\*([^*\n]+)\*\*:/u.exec(answer.trim())?.[1] ?? null;
}

function findReferent(turn: ConversationTurn): string | null {
  const summarised = summarisedDocument(turn.answer);
  if (summarised) return summarised;
  const answer = turn.answer.replace(/\s*\[\s*sources?\b[^\]]*\]/gi, "").trim();
  const usableAnswer = answer.length > 0 && answer !== NO_INFORMATION_ANSWER && !/do(?:es)? not contain|couldn't generate/i.test(answer);
  if (entityQuestion.test(turn.question) && usableAnswer) {
    const firstSentence = answer.split(/(?<=[.!?])\s+/)[0] ?? answer;
    const fromAnswer = capitalisedNames(firstSentence, "declarative").find(
      (name) => !turn.question.toLowerCase().includes(name.replace(/^the /, "").toLowerCase()),
    );
    if (fromAnswer) return fromAnswer;
  }
  const name = capitalisedNames(turn.question, "question")[0];
  if (name) return name;
  // A question that was itself a follow-up names its topic only through a pronoun: look further back.
  return needsContext(turn.question) ? null : mainNounPhrase(turn.question);
}

/** Runs of capitalised words ("Eiffel Tower", "Bank of America"), with "the" kept before multi-word names. */
function capitalisedNames(text: string, kind: "question" | "declarative"): string[] {
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu)];
  const names: string[] = [];
  let current: { start: number; words: string[] } | null = null;
  const flush = () => {
    if (current && current.words.length > 0) {
      while (current.words.length > 0 && /^(?:of|de|du|des|del|von|van|and|&)$/i.test(current.words.at(-1)!)) current.words.pop();
      const name = current.words.join(" ");
      const previousWord = /(\S+)\s+$/.exec(text.slice(0, current.start))?.[1] ?? "";
      names.push(current.words.length > 1 && /^the$/i.test(previousWord) ? `the ${name}` : name);
    }
    current = null;
  };
  words.forEach((match, index) => {
    const word = match[0].replace(/[.'’]+$/, "");
    const capital = /^\p{Lu}/u.test(word);
    const sentenceStart = index === 0 || /[.!?:]\s*$/.test(text.slice(0, match.index));
    const functionWord = stopWords.has(word.toLowerCase());
    // A question's first word is its verb or question word ("Parle-moi", "Explain") unless a
    // name continues after it; a statement's first word may well be the name ("Paris is …").
    const nextIsCapital = /^\p{Lu}/u.test(words[index + 1]?.[0] ?? "");
    const questionOpener = sentenceStart && kind === "question" && !nextIsCapital;
    if (capital && !questionOpener && !(sentenceStart && functionWord) && !(functionWord && current === null)) {
      if (current) current.words.push(word);
      else current = { start: match.index, words: [word] };
    } else if (current && /^(?:of|de|du|des|del|von|van|and|&)$/i.test(word)) {
      current.words.push(word);
    } else {
      flush();
    }
  });
  flush();
  return names.filter((name) => name.replace(/^the /, "").length > 1);
}

// Verbs that end a question without being part of its topic ("How does photosynthesis work?").
const trailingVerbs = new Set([
  "work",
  "works",
  "mean",
  "means",
  "happen",
  "happened",
  "cost",
  "costs",
  "look",
  "like",
  "used",
  "use",
  "made",
  "make",
  "done",
  "called",
]);

/** The runs of consecutive content words in a question ("machine learning"). */
function nounPhrases(question: string): string[] {
  const words = question.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const runs: string[][] = [[]];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (stopWords.has(lower) || trailingVerbs.has(lower)) runs.push([]);
    else runs.at(-1)!.push(lower);
  }
  return runs.filter((run) => run.length > 0).map((run) => run.join(" "));
}

/** The longest run of consecutive content words in a question ("machine learning"). */
function mainNounPhrase(question: string): string | null {
  const words = question.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  let best: string[] = [];
  let run: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (stopWords.has(lower) || trailingVerbs.has(lower)) {
      if (run.length > best.length) best = run;
      run = [];
    } else {
      run.push(lower);
    }
  }
  if (run.length > best.length) best = run;
  return best.length > 0 ? best.join(" ") : null;
}

function possessive(referent: string): string {
  // "the employees'" for a plural description, "Paris's" for a name.
  return /^\p{Ll}.*s$/u.test(referent) && !/ss$/.test(referent) ? `${referent}'` : `${referent}'s`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The new subject of "And a half plot?", without its article when the earlier question has one before its subject ("a full plot"). */
function withoutRepeatedArticle(question: string, referent: string, continued: RegExpExecArray): string {
  const subject = (continued[1] ?? continued[2])!;
  const before = question.slice(0, question.indexOf(referent));
  return /\b(?:a|an|the|my|our)\s+$/iu.test(before) ? subject.replace(/^(?:a|an|the|my|our)\s+/iu, "") : subject;
}

// "And for a cat?": the preposition says which part of the earlier question it replaces.
const rolePhrase = /^\s*(?:and|or|but)\s+(for|with)\s+((?:a|an|the|my|our)\s+[^?,]{1,60}?)\s*\??\s*$/iu;

/**
 * "And for a cat?" after "How much is the pet deposit for a dog?": the earlier question with the
 * phrase its own "for" (or "with") closes on replaced, "… for a cat?"; null when it has none.
 */
function sameRole(question: string, earlier: string): string | null {
  const role = rolePhrase.exec(question);
  if (!role) return null;
  const closing = new RegExp(
    `\\b${role[1]!.toLowerCase()}\\s+(?:a|an|the|my|our)\\s+[\\p{L}\\p{N}-]+(?:\\s+[\\p{L}\\p{N}-]+){0,2}(?=\\s*[?.!]*\\s*$)`,
    "iu",
  );
  const match = closing.exec(earlier);
  return match
    ? `${earlier.slice(0, match.index)}${role[1]!.toLowerCase()} ${role[2]!}${earlier.slice(match.index + match[0].length)}`
    : null;
}

/** "And a half plot?" continues "How much is a full plot?" only when both name the same kind of thing (their last word), not "And the price?". */
function sameKind(subject: string, turns: ConversationTurn[]): boolean {
  const head = subject.trim().split(/\s+/u).at(-1)?.toLowerCase().replace(/s$/u, "");
  const referent = turns.map(findReferent).find((found) => found !== null);
  return Boolean(head && referent && referent.trim().split(/\s+/u).at(-1)?.toLowerCase().replace(/s$/u, "") === head);
}
