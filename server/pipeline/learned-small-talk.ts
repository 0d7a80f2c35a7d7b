/**
 * Small talk in any language or dialect (docs/architecture.md, "Intents"): when the small-talk word
 * lists (small-talk-lexicon.ts) leave a message unread, the follow-up classifier
 * (follow-up-classifier.ts: character n-grams learned in 37 languages, which knows small talk and
 * questions of their own apart from the follow-up kinds) reads it. A short
 * message naming nothing of its own (no number, no name, no acronym, no file) that it reads as small
 * talk by a clear margin over every other class, sentence by sentence, is small talk: "diolch yn fawr iawn",
 * "ciao, come va oggi?". Thanks before a question ("Merci ! Qui a fondé Telenet ?")
 * stays a question: its question sentence reads as one.
 */
import { detectLanguage } from "../core/text-analysis";
import { messageLanguage } from "./message-language";
import { scoreFollowUp, type FollowUpScores } from "./follow-up-classifier";

/** Tuning, chosen on the spent rounds' small talk and every question and follow-up of the spent sets (real rounds 3-23, conversation 2-25). */
export const learnedSmallTalkTuning = {
  /** The small-talk class's probability a message needs. */
  minProbability: 0.45,
  /** By how much it must lead every other class. */
  minMargin: 0.1,
  /** A message ending in a question mark asks something: its question class may reach no more than this ("Wie heeft het comité aangenomen?"). */
  maxQuestionWhenAsked: 0.2,
  maxWords: 12,
  maxChars: 80,
};

/** The small-talk class's lead over the best other class (negative when another leads). */
function smallTalkLead(scores: FollowUpScores): { probability: number; lead: number } {
  const probability = scores.find((score) => score.label === "small_talk")?.probability ?? 0;
  const other = Math.max(...scores.filter((score) => score.label !== "small_talk").map((score) => score.probability));
  return { probability, lead: probability - other };
}

const sentenceBreak = /[.!?¿¡:;]+/u;

/** Something of its own a greeting does not hold: a number, an acronym, a file name, a name inside a sentence. */
function namesSomething(message: string): boolean {
  if (/\p{N}/u.test(message) || /(?<![\p{L}])\p{Lu}{2,}(?![\p{L}])/u.test(message) || /\.\p{L}{2,4}(?![\p{L}])/u.test(message)) return true;
  // German writes its nouns with a capital ("vielen Dank"); elsewhere a capital inside a sentence starts a name.
  if (detectLanguage(message) === "de") return false;
  return message
    .split(sentenceBreak)
    .some((sentence) => (sentence.trim().match(/[\p{L}'’-]+/gu) ?? []).slice(1).some((word) => /^\p{Lu}\p{Ll}/u.test(word)));
}

// An English question's opening: the small-talk lists read English small talk that asks ("how's it going?", "what can
// you do?"), and what they leave is a question or a follow-up ("How much did it make?", "so what turned them around?").
const englishQuestion =
  /^(?:\p{L}+[,!]\s+)*(?:so |and |but |hm+,? )?(?:what|what's|whats|who|who's|where|when|why|how|which|can|could|would|will|do|does|did|is|are|was|were|have|has)\b/iu;

/** An English question (the message's language English, no letter English does not write): its opening or a question mark. */
function asksInEnglish(message: string): boolean {
  if (messageLanguage(message) !== "en" || /[^\p{ASCII}’‘]/u.test(message)) return false;
  return englishQuestion.test(message) || /\?\s*$/u.test(message);
}

/** Whether the classifier reads a message the word lists left unread as small talk (see the file's comment). */
export function learnedSmallTalk(message: string): boolean {
  const trimmed = message.trim();
  const words = trimmed.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  if (words.length === 0 || words.length > learnedSmallTalkTuning.maxWords || trimmed.length > learnedSmallTalkTuning.maxChars)
    return false;
  if (namesSomething(trimmed) || asksInEnglish(trimmed)) return false;
  // "Super, danke! Was war das erste Netz?": every sentence with words of its own must read as small talk too.
  const sentences = trimmed.split(sentenceBreak).filter((sentence) => (sentence.match(/\p{L}/gu) ?? []).length >= 4);
  if (/[?？]\s*$/u.test(trimmed) && questionProbability(trimmed) > learnedSmallTalkTuning.maxQuestionWhenAsked) return false;
  return [trimmed, ...(sentences.length > 1 ? sentences : [])].every(readsAsSmallTalk);
}

const questionProbability = (text: string) => scoreFollowUp(text).find((score) => score.label === "question")?.probability ?? 0;

function readsAsSmallTalk(text: string): boolean {
  const { probability, lead } = smallTalkLead(scoreFollowUp(text));
  return probability >= learnedSmallTalkTuning.minProbability && lead >= learnedSmallTalkTuning.minMargin;
}
