/**
 * The shape of a how-to question and of the sentence that answers it. "How do we get the heating on?",
 * "How can I book the hall?", "What should I do if the alarm goes off?" ask for what to do, and of the
 * sentences that match them about as well, the one that tells the reader to do something answers
 * ("If you feel cold at other times, press the red boost button …", "To book, ring the office …",
 * "You can pay at the bar"), not the one describing the thing ("From October to April the radiators
 * come on by themselves …"). Read by the parts of speech of the wink-lexicon (verb-lemma.ts), never by
 * a list of verbs. Pure.
 */
import { partsOfSpeech } from "../core/verb-lemma";

// "How do we …?", "How can I …?", "how to …", "What do I do if …?", "What should we do about …?".
const howToAsked =
  /\bhow\s+(?:do|does|can|could|should|would|shall|might|must|may)\s+(?:i|we|you|one|they|someone|somebody|people|my|our)\b|\bhow\s+to\b|\bwhat\s+(?:do|should|can|must|shall)\s+(?:i|we|you)\s+do\b/iu;

/** Whether the question asks how to do something. */
export function asksHowTo(question: string): boolean {
  return howToAsked.test(question);
}

// Words after an imperative whose first part of speech is a noun ("press the button", "ring Bev", "book
// online"): what a verb takes, never what follows a noun in a subject ("Bed linen is …", "Ring fees are …").
const verbObjectStart = new Set(
  "the a an your our their its this that these those all any some it them us me him her on off up down out in into at to back over away round around online here there".split(
    " ",
  ),
);
// What a subject noun is followed by: "Heating is …", "Dogs must …", "Press releases were …".
const finiteAfterSubject = new Set("is are was were has have had will would can could may might must should shall do does did".split(" "));

/** Whether `first` followed by `next` opens an order ("Keep dogs …", "Press the red button …", "Ring Bev …"). */
function opensImperative(first: string, next: string | undefined): boolean {
  const word = first.toLowerCase();
  const tags = partsOfSpeech(word);
  if (!tags?.includes("VB")) return false;
  const following = next?.replace(/[.,;:!?]+$/u, "");
  if (following === undefined || finiteAfterSubject.has(following.toLowerCase())) return false;
  if (tags[0] === "VB") return true;
  // Mostly a noun ("press", "ring", "book"): an order only when what follows is what a verb takes.
  return tags[0] === "NN" && (verbObjectStart.has(following.toLowerCase()) || /^\p{Lu}\p{Ll}/u.test(following));
}

// "If you feel cold, press …", "When the alarm sounds, leave …", "To book, ring …": the order after the condition.
const conditionThenOrder =
  /^(?:if|when|whenever|once|should|to|for|in\s+case\s+of)\b[^.;:]{2,120}?,\s*(?:(?:please|just|simply|then)\s+)?(.*)$/iu;
// "You can pay at the bar", "You need to sign in", "Guests should leave the key …": what the reader is to do.
const toldToDo =
  /\b(?:you|guests?|visitors?|members?|parents?|volunteers?)\s+(?:can|could|should|must|need\s+to|have\s+to|will\s+need\s+to|are\s+asked\s+to|may)\s+\p{L}/iu;

/** Whether a sentence tells the reader to do something: an order, one after its condition, or "you can / should …". */
export function instructs(text: string): boolean {
  const plain = text
    .replace(/^\s*(?:[-*•]|\d+[.)])\s+/u, "")
    .replace(/^\s*please\s+/iu, "")
    .trim();
  const words = plain.split(/\s+/u);
  if (words.length >= 2 && opensImperative(words[0]!.replace(/[,;:]+$/u, ""), words[1])) return true;
  const order = conditionThenOrder.exec(plain)?.[1];
  if (order) {
    const [first, next] = order.split(/\s+/u);
    if (first && opensImperative(first, next)) return true;
  }
  return toldToDo.test(plain);
}
