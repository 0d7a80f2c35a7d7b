/**
 * A value a sentence states stands for the question's word that asks for it (docs/architecture.md#reasoner):
 * "What number do I ring if the gate is locked?" is answered by "… can be reached on 07700 900672",
 * which holds neither "number" nor "ring"; "Did the team end the year with money left over?" by
 * "… which leaves £43,650"; "What frequency is the station on?" by "broadcasts on 97.4 FM". The
 * question names the kind of value it wants (a number to call, money, a frequency) and the sentence
 * gives one: the value holds those words, as a form's field holds "who" (form-fields.ts). Each kind
 * is a way a value is written, never a topic. Pure, no I/O.
 */
import { contentTerms } from "../core/text-analysis";

interface ValueKind {
  /** How the value is written in a sentence. */
  stated: (text: string) => boolean;
  /** The question's words the value stands for (stemmed). */
  words: Set<string>;
  /**
   * Only when the question asks for a value, not a person, place or time: "Who do I ask about getting
   * money from the hardship fund?" wants the fund's keeper, not the sentence with its amounts. A
   * number to call answers "Who do I ring …?" too.
   */
  valueAsked?: boolean;
}

const asksPersonPlaceOrTime = /^\s*(?:who|whom|whose|where|when)\b/iu;

// A phone number: nine to thirteen digits in groups ("07700 900672", "+44 20 7946 0958", "(555) 123-4567").
const phoneRun = /(?<![\d,.])\+?\(?\d[\d\s()-]{7,}\d(?![\d]|[,.]\d)/gu;
// A short number said with the verb that uses it ("dial 999", "call 112", "ring 101").
const dialledNumber = /\b(?:dial|dials|dialled|dialling|call|calls|ring|rings|phone|phones|text|texts)\s+(?:us\s+on\s+|on\s+)?\d{3,5}\b/iu;

function statesPhoneNumber(text: string): boolean {
  if (dialledNumber.test(text)) return true;
  for (const match of text.matchAll(phoneRun)) {
    const digits = match[0].replace(/\D/gu, "").length;
    if (digits >= 9 && digits <= 13) return true;
  }
  return false;
}

const money = /[£$€¥]\s?\d|\b\d[\d,.]*\s?(?:pounds?|euros?|dollars?|pence)\b/iu;
const frequency = /\b\d{2,4}(?:\.\d{1,2})?\s?(?:FM|AM|MHz|kHz|GHz)\b/u;

// A plan a group states for itself: "In 2026 we will study …", "we plan to start work on …", "the trust hopes to open …".
const intention =
  /\b(?:we|it|they)\s+(?:will|shall|are going to)\b(?!\s+(?:be|need|have)\b)|\bwe(?:'|’)ll\s+(?!be\b|need\b|have\b)\w+|\b(?:we|it|they|\w+)\s+(?:plans?|planning|hopes?|hoping|intends?|intending|aims?|aiming|wants?)\s+to\s+(?!be\b)\w+/iu;
// The asker's own wish ("I want to help, how do I …?") is not a question about the group's plans.
const ownWish = /\b(?:i|i'd|i’d|i'm|i’m|we'd|we’d)\s+(?:would\s+)?(?:want|wants|like|love|hope|hoping|plan|planning|intend|aim)\b/iu;

const kinds: ValueKind[] = [
  {
    stated: statesPhoneNumber,
    words: new Set(contentTerms("number numbers phone telephone mobile ring call dial text")),
  },
  { stated: (text) => money.test(text), words: new Set(contentTerms("money cash funds amount sum")), valueAsked: true },
  { stated: (text) => frequency.test(text), words: new Set(contentTerms("frequency frequencies wavelength")), valueAsked: true },
  // "What are the co-op's plans for 2026?", "What does the trust want to do next year?": a stated plan holds the asking word.
  {
    stated: (text) => intention.test(text),
    words: new Set(
      contentTerms(
        "plan plans planned planning hope hopes hoping intend intends intention aim aims aiming want wants goal goals ambition ambitions",
      ),
    ),
    valueAsked: true,
  },
];

/** The question's terms a sentence holds by stating a value of the kind they ask for. */
export function termsHeldByValue(question: string, questionTerms: readonly string[], text: string): string[] {
  const held: string[] = [];
  const otherKind = asksPersonPlaceOrTime.test(question) || ownWish.test(question);
  for (const kind of kinds) {
    if (kind.valueAsked && otherKind) continue;
    const asked = questionTerms.filter((term) => kind.words.has(term));
    if (asked.length > 0 && kind.stated(text)) held.push(...asked);
  }
  return held;
}
