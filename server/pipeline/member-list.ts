/**
 * "Who's on the parish council?", "Who sits on the committee?", "Who are the members of the board?":
 * a question for a group's members asks for a list of people, however few words of it a sentence
 * repeats. The answer is the sentence, among those matching about as well as the best, that names
 * the most people ("The other councillors are Cllr Rosalind Pike, Cllr Dev Sharma, …"), with the
 * sentences beside it under the same heading that name people too ("The council's chair is Cllr Helen
 * Okafor and its vice-chair Cllr Martin Greaves."). Pure: over the extractive reasoner's scored sentences.
 */

// "who's on", "who is in", "who sits / serves on", "who are the members of", "who makes up", "who belongs to".
const membersAsked =
  /^\s*who(?:['’]s|\s+is|\s+are|['’]re|\s+was|\s+were)?\s+(?:on|in|sits?\s+on|serves?\s+on|sat\s+on|served\s+on)\s+(?:the\s+|our\s+|this\s+|that\s+)?\S|^\s*who\s+(?:are|were|is)\s+(?:the\s+)?members\s+of\b|^\s*who\s+(?:makes?|made)\s+up\b|^\s*who\s+belongs?\s+to\b/iu;

/** Whether the question asks who belongs to a group (a list of people). */
export const asksMembers = (question: string): boolean => membersAsked.test(question);

// A person's name: two or more capitalised words, after a title or not ("Cllr Helen Okafor", "Sandra Mottram").
const personName =
  /(?:(?:Cllr|Councillor|Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Rev|Revd|Sir|Dame)\.?\s+)?\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?(?:\s+\p{Lu}[\p{Ll}'’-]+)+/gu;

/** How many people a sentence names (runs of capitalised words; "The" and a lone capital name no one). */
export function namedPeople(text: string): number {
  return [...text.matchAll(personName)].filter((match) => !/^(?:The|This|These|Our|Its|Their|A|An)\s/u.test(match[0])).length;
}

interface MemberSentence {
  text: string;
  source: number;
  position: number;
  score: number;
  section?: string;
}

// The listing sentence may match this much less than the best one; it holds names, not the question's words.
const closeShare = 0.6;
const maxSentences = 5;

/**
 * The sentences that list the members, in reading order: the one naming the most people (at least two)
 * among those scoring `closeShare` of the best and at least `floor`, then its neighbours under the same
 * heading while each names someone. Null when no close sentence names two people.
 */
export function memberSentences<T extends MemberSentence>(ranked: T[], floor: number): T[] | null {
  const best = ranked[0];
  if (!best) return null;
  const close = ranked.filter((sentence) => sentence.score >= Math.max(floor, best.score * closeShare));
  const lead = close.reduce<T | null>(
    (most, sentence) => (namedPeople(sentence.text) > (most ? namedPeople(most.text) : 1) ? sentence : most),
    null,
  );
  if (!lead) return null;
  const at = (position: number) =>
    ranked.find((sentence) => sentence.source === lead.source && sentence.position === position && sentence.section === lead.section);
  const chosen = [lead];
  for (const step of [-1, 1]) {
    for (let position = lead.position + step; chosen.length < maxSentences; position += step) {
      const next = at(position);
      if (!next || namedPeople(next.text) === 0) break;
      chosen.push(next);
    }
  }
  return chosen.sort((left, right) => left.position - right.position);
}
