/**
 * A list of steps or rules told in a section's prose, or under a heading that does not repeat the
 * question's noun: "What steps can the co-operative take if a pet keeps causing a nuisance?" is
 * answered by the section "When things go wrong" ("… will first write to the owner. … may give a
 * final warning … withdraw the pet permission."), "What rules apply to dog owners?" by "What owners
 * must do". Only for a question that asks what to do (steps, rules, requirements, "what do I have
 * to do to …") or what is planned ("What has the council got planned for 2026–27?"); the section is
 * the one the question's topic words name among the sections of the passages found (section-topic.ts).
 * Pure: over the scored sentences of the reasoner's sources.
 */
import { contentTerms, stem } from "../core/text-analysis";
import type { ContextSource } from "../prompts/source-context";
import { listNoun } from "./list-answer";
import { sectionOfTopic, signpostsDocument } from "./section-topic";

// What a person calls the items of a list of things to do; the section rarely repeats the word.
const procedureNouns = new Set(
  "rule step requirement condition action measure duty obligation responsibility procedure stage plan".split(" ").map(stem),
);
// "What do I have to do to …", "What does a member need to do …", "What must owners do?"; what is to be
// done, told under a report's "Plans" heading: "What has the council got planned for next year?", "What's coming up?"
const whatToDo =
  /\b(?:have|has|need|needs|got) to do\b|^what (?:do|does|must|should|can|could|will|may) (?:\S+ ){1,4}?do\b|^what(?:['’]s| is| are| has| have)? (?:\S+ ){0,5}?(?:planned|planning|coming up)\b/iu;

/** Whether the question asks what to do: a list of steps, rules or requirements. */
export function asksWhatToDo(question: string): boolean {
  const noun = listNoun(question);
  return (noun !== null && procedureNouns.has(noun)) || whatToDo.test(question.trim());
}

// "What rules apply to dog owners?": "apply" frames the question, it is not the topic ("How to apply for a permission").
const ruleApplies = /\b((?:rule|condition|requirement|restriction|limit)s?) (?:that )?appl(?:y|ies)\b/giu;

// "What do I need to do before I go?": the asking, not the topic ("Operators needed" heads no task).
const askingToDo = /\b(?:have|has|need|needs|got) to do\b/giu;

/** A scored sentence of the reasoner (extractive.ts), as much of it as is read here. */
interface SectionSentence {
  text: string;
  source: number;
  position: number;
  section?: string;
}

const fileWords = (filename: string) => contentTerms(filename.replace(/\.[a-z0-9]{1,5}$/iu, "").replace(/[-_.]+/gu, " "));

/** The sentences of the section the question names, in reading order; null when none stands out or it holds fewer than two. */
export function sectionItems<T extends SectionSentence>(question: string, sources: ContextSource[], ranked: T[]): T[] | null {
  if (!asksWhatToDo(question)) return null;
  const sourceOf = new Map(sources.map((source) => [source.number, source.chunk]));
  const groups = new Map<string, { heading: string; sentences: T[] }>();
  for (const sentence of ranked) {
    const chunk = sourceOf.get(sentence.source);
    if (sentence.section === undefined || !chunk || chunk.kind !== "document" || sentence.text === sentence.section) continue;
    const key = `${chunk.metadata.doc_id}\u0000${sentence.section}`;
    const group = groups.get(key) ?? { heading: sentence.section, sentences: [] };
    group.sentences.push(sentence);
    groups.set(key, group);
  }
  const order = (sentence: T) => sourceOf.get(sentence.source)?.metadata.chunk_index ?? 0;
  const sections = [...groups.values()].map((group) => ({
    heading: group.heading,
    sentences: group.sentences.sort((left, right) => order(left) - order(right) || left.position - right.position),
  }));
  // The file's name says what the whole document is about; so does its title (the heading of its first passage).
  const named = new Set([...sourceOf.values()].flatMap((chunk) => fileWords(chunk.metadata.filename)));
  const title = [...sourceOf.values()].flatMap((chunk) =>
    chunk.metadata.chunk_index === 0 ? contentTerms(chunk.metadata.heading ?? "") : [],
  );
  // The file's words are left out first and counted only when nothing else names a section, like the title's:
  // "What do I have to do to borrow a tool?" names the section "Borrowing" by a word of tool-library-borrowing-policy.docx.
  const asked = [...new Set(contentTerms(question.replace(ruleApplies, "$1").replace(askingToDo, " ")))];
  const topic = asked.filter((term) => !named.has(term));
  // The title's "section" is headed by the document's name, which holds its subject ("Tool Library: Borrowing Policy"), not a topic.
  const titles = new Set(
    [...sourceOf.values()].flatMap((chunk) => (chunk.metadata.chunk_index === 0 && chunk.metadata.heading ? [chunk.metadata.heading] : [])),
  );
  const topicSections = sections.map((section) => ({
    heading: titles.has(section.heading) ? "" : section.heading,
    sentences: section.sentences.map((sentence) => sentence.text),
  }));
  const index =
    sectionOfTopic(topic, topicSections, { procedural: true, title }) ??
    (topic.length < asked.length ? sectionOfTopic(asked, topicSections, { procedural: true }) : null);
  if (index === null) return null;
  const items = sections[index]!.sentences.filter((sentence) => !signpostsDocument(sentence.text));
  return items.length >= 2 ? items : null;
}
