/**
 * Questions about a document as a whole that its opening answers (docs/architecture.md,
 * "Summaries"): "What is the title of the TraceMonkey paper?", "Who wrote the solar guide?", "Who
 * is the first author of …?". Read off the document's first passage: a Markdown title line, else
 * its first lines up to the author lines, and the names on those lines. Pure functions, no I/O.
 */

export type DocumentFact = "title" | "authors" | "first_author";

/** Which fact of the document the question asks for; null when it asks for none. */
export function documentFactAsked(question: string): DocumentFact | null {
  const text = question.trim().toLowerCase();
  if (/\b(?:first|lead|main|corresponding) author\b/.test(text)) return "first_author";
  if (/^who (?:wrote|authored|is the author of|are the authors of)\b|\bauthors? (?:of|on)\b|\bwho are (?:its|the) authors\b/.test(text))
    return "authors";
  if (/\b(?:title|full name|name) of (?:the|this|that|your)\b|\bwhat is (?:the|this|that) \S+(?: \S+)? (?:called|titled)\b/.test(text))
    return "title";
  return null;
}

/** A footnote mark or affiliation sign after a name ("Gal∗+", "Smith#", "Wu1"). */
const marks = /[∗*†‡§¶#$+^]|\d+$/gu;
// A line of names: at least two comma-separated parts, each one to four capitalised words.
const personName = /^\p{Lu}[\p{L}.'’-]*(?:\s+(?:\p{Lu}[\p{L}.'’-]*|de|van|von|der|da|di|le)){1,4}$/u;
const affiliation =
  /\b(?:university|universit[ée]|institute|corporation|inc\.?|ltd|gmbh|laborator(?:y|ies)|department|school|college|research|microsoft|google)\b|@/iu;

function namesOn(line: string): string[] {
  return line
    .split(/,|\band\b|;/u)
    .map((part) => part.replace(marks, "").replace(/\s+/g, " ").trim())
    .filter((part) => personName.test(part));
}

export interface DocumentOpening {
  title: string | null;
  authors: string[];
}

/** The title and author names of a document's first passage (a paper's or a report's opening). */
export function readOpening(text: string): DocumentOpening {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(0, 30);
  const markdownTitle = lines.find((line) => /^#\s+\S/u.test(line));
  const titleLines: string[] = [];
  const authors: string[] = [];
  let index = 0;
  if (markdownTitle) {
    titleLines.push(markdownTitle.replace(/^#\s+/u, ""));
    index = lines.indexOf(markdownTitle) + 1;
  } else {
    for (; index < lines.length && titleLines.length < 3; index++) {
      const line = lines[index]!;
      if (namesOn(line).length >= 2 || affiliation.test(line) || /^abstract\b/iu.test(line)) break;
      // A table's header or row is no title.
      if (/\s\|\s|^[^:]{1,40}:\s[^;]*;/u.test(line)) return { title: null, authors: [] };
      titleLines.push(line);
    }
  }
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    if (/^(?:abstract|introduction|1\.?\s)/iu.test(line)) break;
    const names = namesOn(line);
    if (names.length >= 1 && !affiliation.test(line)) authors.push(...names);
    else if (authors.length > 0 && !affiliation.test(line) && !/[{}]/u.test(line)) break;
  }
  const title = titleLines
    .join(" ")
    .replace(/(\p{L})- (\p{L})/gu, "$1$2")
    .trim();
  const words = title.split(/\s+/u).length;
  return { title: title.length > 0 && words <= 25 && !/[.!?]$/u.test(title) ? title : null, authors: [...new Set(authors)] };
}

/** The answer's sentence for the fact, without its citation; null when the opening does not give it. */
export function factSentence(fact: DocumentFact, filename: string, opening: DocumentOpening): string | null {
  if (fact === "title") return opening.title ? `The title of **${filename}** is "${opening.title}".` : null;
  if (opening.authors.length === 0) return null;
  if (fact === "first_author") return `The first author of **${filename}** is ${opening.authors[0]!}.`;
  const shown = opening.authors.slice(0, 8);
  const more = opening.authors.length - shown.length;
  const list =
    more > 0
      ? `${shown.join(", ")} and ${more} more`
      : shown.length === 1
        ? shown[0]!
        : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)!}`;
  return `The authors named at the start of **${filename}** are ${list}.`;
}
