/**
 * Which section of a document a question's topic names ("what happens when a pet causes a
 * nuisance", "what rules apply to dog owners"): the section summary (answerers/section-summary.ts)
 * and the list told in a section's prose (extractive.ts) both pick it here. A section is the run
 * of sentences under one heading. Each is scored by the question's topic words it holds, rarer
 * words counting more, said more than once or in its heading more again; a word most sections hold
 * (a glossary not counted) is the document's own subject ("animal" in a pets policy) and counts for none,
 * but, asked what to do, for a section whose heading is the only one the question's words name. Two kinds of
 * section name every topic by design and do not count: the opening's sentence that lists what the
 * document covers ("This policy sets out when …, what … and what happens when …"), and a glossary
 * ("A nuisance is any noise …") unless no other section holds a topic word. The best section must
 * stand clearly ahead of the next, else none is picked.
 */
import { contentTerms } from "../core/text-analysis";

export interface TopicSection {
  heading: string;
  sentences: string[];
}

// "This policy sets out …", "These rules describe …": the document saying what it covers.
const signposting =
  /^(?:this|these|the present) (?:\S+ ){0,2}?(?:sets? out|describes?|explains?|covers?|summari[sz]es?|outlines?|presents?|introduces?)\b/iu;
// "A nuisance is …", "The pet deposit is a …", "A small caged animal means …": a glossary's sentence.
const defining = /^(?:an?|the) [^,.;:]{1,60}? (?:is|are|means|refers to) /iu;
// "How to ask for a permission", "What owners must do", "Steps to take": a heading over what to do.
const procedureHeading =
  /^(?:how to|how do|steps?|procedures?|process|what (?:\S+ ){1,3}(?:must|should|need to|needs to|has to|have to) do)\b/iu;
// Light verbs say little of a topic ("keeps causing", "take steps") and headings use them for anything ("Which animals you may keep").
const lightVerbs = new Set(
  contentTerms("take takes taking took keep keeps keeping kept make makes made get gets go goes going went give gives put let come comes"),
);
// The chosen section must hold the topic at least this much better than the next one.
const margin = 1.5;
// A heading over what to do weighs this much more when the question asks what to do.
const procedureFactor = 1.5;

const isGlossary = (section: TopicSection) =>
  section.sentences.filter((sentence) => defining.test(sentence)).length * 2 > section.sentences.length;

function termCounts(section: TopicSection) {
  const body = new Map<string, number>();
  for (const sentence of section.sentences.filter((candidate) => !signposting.test(candidate)))
    for (const term of contentTerms(sentence)) body.set(term, (body.get(term) ?? 0) + 1);
  return { heading: new Set(contentTerms(section.heading)), body };
}

function scoreSections(sections: TopicSection[], topic: string[], procedural: boolean, headingOnly: ReadonlySet<string>): number[] {
  const termsOf = sections.map(termCounts);
  const glossary = sections.map(isGlossary);
  const held = (index: number, term: string) => termsOf[index]!.heading.has(term) || termsOf[index]!.body.has(term);
  // How many sections hold a word is counted without the glossary, which holds every term by design.
  const counted = sections.map((_section, index) => index).filter((index) => !glossary[index]);
  // Asked what to do, the one heading the question's words name, when its text says them again, is the
  // task asked about, however many sections say its words in passing ("Closing the shop" … "Whoever
  // closes the shop must:" in a bakery's handbook whose opening hours and leftovers say "close"). A word
  // most sections hold stays the document's subject when two headings are named, when the heading alone
  // says it ("How to apply for a plot" over "fill in the application form …") and for a summary's topic.
  const named = counted.filter((index) => topic.some((term) => termsOf[index]!.heading.has(term)));
  const headedOnlyBy = (index: number, term: string) =>
    procedural && named.length === 1 && named[0] === index && termsOf[index]!.heading.has(term) && termsOf[index]!.body.has(term);
  const scores = sections.map((section, index) => {
    let score = 0;
    for (const term of topic) {
      const frequency = counted.filter((other) => held(other, term)).length;
      const subject = frequency * 2 > counted.length && !headedOnlyBy(index, term);
      if (!held(index, term) || (headingOnly.has(term) && !termsOf[index]!.heading.has(term)) || subject) continue;
      const weight = Math.log(1 + counted.length / Math.max(1, frequency));
      // A word named only by headings ("year": "The year in numbers", not "this year we sang …").
      const count = headingOnly.has(term) ? 0 : (termsOf[index]!.body.get(term) ?? 0);
      score += weight * ((count > 0 ? 1 + Math.log(count) : 0) + (termsOf[index]!.heading.has(term) ? 2 : 0));
    }
    return procedural && procedureHeading.test(section.heading) ? score * procedureFactor : score;
  });
  const elsewhere = scores.some((score, index) => score > 0 && !glossary[index]);
  return scores.map((score, index) => (glossary[index] && elsewhere ? 0 : score));
}

/**
 * The index of the section the topic words name, or null when fewer than three sections, no topic
 * word, or no section stands out. `procedural`: the question asks what to do (a list of steps or
 * rules). `headingOnly`: words that name a section only by its heading (a report's "year"). `title`: the words of the document's title, which name the whole document ("the
 * co-operative" of "Alderbrook Housing Co-operative: Pets Policy"): left out first, and only
 * counted when the rest names no section ("What rules apply to tenants?" under "Rules for Tenants").
 */
export function sectionOfTopic(
  topic: string[],
  sections: TopicSection[],
  options: { procedural?: boolean; title?: string[]; headingOnly?: ReadonlySet<string> } = {},
): number | null {
  const headingOnly = options.headingOnly ?? new Set<string>();
  const title = new Set(options.title ?? []);
  const words = topic.filter((term) => !lightVerbs.has(term));
  const withoutTitle = words.filter((term) => !title.has(term));
  return (
    bestSection(withoutTitle, sections, options.procedural ?? false, headingOnly) ??
    (title.size > 0 ? bestSection(words, sections, options.procedural ?? false, headingOnly) : null)
  );
}

function bestSection(topic: string[], sections: TopicSection[], procedural: boolean, headingOnly: ReadonlySet<string>): number | null {
  if (sections.length < 3 || topic.length === 0) return null;
  const scores = scoreSections(sections, topic, procedural, headingOnly);
  const ranked = scores.map((score, index) => ({ score, index })).sort((left, right) => right.score - left.score);
  const [best, next] = ranked;
  if (!best || best.score === 0 || (next && next.score * margin > best.score)) return null;
  return best.index;
}

/** Whether a sentence is the opening's list of what the document covers, which is not one of a section's points. */
export const signpostsDocument = (sentence: string): boolean => signposting.test(sentence);
