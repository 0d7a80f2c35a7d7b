/**
 * A question in a language the classifier hardly read, asking one thing (issue 17, round 22). Most of its words are
 * absent from the classifier's training rows (known-words.ts), so its score rests on the few tokens it shares with
 * them, which in an ordinary question are the topic's technical words ("prompt injection", "[INST]", "PROJ-482",
 * "password"): held-out sets 14, 15 and 17 refused such questions in Azerbaijani, Latin, Tok Pisin, Albanian and
 * Swahili at 0.62–0.80, over a threshold of 0.61, with nothing beside the score. Measured over the 4,574 questions of
 * the spent held-out sets 2–17, the audits and the split's dev and test, the questions the classifier alone refuses
 * whose words are mostly unread and which ask one question (one or two sentences, the last ending with a question
 * mark) and say no act on the assistant's own (set aside, earlier text, reveal, word for word, from now on, no limits,
 * the lexicon's acts) are 8 benign and 3 attacks, none of them from a held-out set: the attacks of languages the
 * classifier does not know give orders, in sentences that end with a full stop. Such a question is not refused on the
 * score alone: it stays in the uncertain band, where the semantic layer or the LLM guard may still judge it.
 */
import { conceptsIn, type Concept } from "./lexicon";
import { wordsRead } from "./known-words";

/** Under this share of words read in training, a question's words are mostly new to the classifier. */
export const readShare = 0.6;
/**
 * Under this share of words met in the training rows of languages other than English, the words it did read are the
 * English ones every language borrows ("prompt injection", "password", "version"), not its own language's. The
 * languages the classifier did read (Turkish, Indonesian, Arabic …) share their common words with its rows: a fifth or
 * more of a question's words.
 */
export const ownLanguageShare = 0.25;
/** Fewer words than this are too few to tell a language by. */
const fewestWords = 4;

/** Ideas that say an act on the assistant's own, in any language the lexicon has words for. */
const actsOnTheAssistant = new Set<Concept>([
  "setAside",
  "earlier",
  "reveal",
  "verbatim",
  "toldYou",
  "fromNow",
  "noLimits",
  "refuse",
  "invent",
  "regardless",
  "opening",
  "lapsed",
  "disable",
  "conceal",
  "setup",
  "relay",
]);

const unspaced =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}]/u;

/** Sentence ends of the scripts (Latin, CJK, Arabic, Devanagari, Urdu, Ethiopic, Armenian), each followed by space. */
const sentenceEnd = /(?<=[.!?。！？؟।۔።፧՞])\s+/u;
const endsAsking = /[?？؟፧՞]["'”’»」』)\]]*$/u;

/** One or two sentences, the last a question: a person asking, not a frame, a game or an order. */
export function asksOneQuestion(text: string): boolean {
  const trimmed = text.trim();
  const sentences = trimmed.split(sentenceEnd).filter((sentence) => sentence.length > 0);
  return sentences.length <= 2 && endsAsking.test(trimmed);
}

/**
 * Whether a question's classifier score alone should not refuse it: most of its words unread in training, one
 * question asked, and no idea of an act on the assistant's own beside it. `folded` and `raw` are normalise.ts's.
 */
export function asksOneThingInAnUnreadLanguage(folded: string, raw: string): boolean {
  // A script written without spaces runs its words together, so its "words" are whole clauses no row holds.
  if (unspaced.test(folded)) return false;
  const { words, read, readInOtherLanguages } = wordsRead(folded);
  if (words < fewestWords || read >= readShare || readInOtherLanguages >= ownLanguageShare) return false;
  if (!asksOneQuestion(raw)) return false;
  return conceptsIn(folded).every((concept) => !actsOnTheAssistant.has(concept));
}
