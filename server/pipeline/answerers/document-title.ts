/**
 * Questions about a document as a whole that its opening answers (docs/architecture.md,
 * "Summaries"): "What is the title of the TraceMonkey paper?", "Who wrote the solar guide?", "Who
 * is the first author of …?". Read off the document's first passage: a Markdown title line, else
 * its first lines up to the author lines, and the names on those lines. Pure functions, no I/O.
 */

export type DocumentFact = "title" | "authors" | "first_author" | "affiliations";

/** Which fact of the document the question asks for; null when it asks for none. */
export function documentFactAsked(question: string): DocumentFact | null {
  const text = question.trim().toLowerCase();
  if (/\b(?:first|lead|main|corresponding) author\b/.test(text)) return "first_author";
  // "Which corporations are the TraceMonkey authors from?", "the authors' affiliations".
  if (
    /\b(?:corporations?|companies|organi[sz]ations?|institutions?|universit(?:y|ies)|labs?|affiliations?)\b.*\bauthors?\b|\bauthors?'? affiliations?\b|\bwhere do (?:the )?(?:\S+ ){0,2}authors (?:work|come from)\b/.test(
      text,
    )
  )
    return "affiliations";
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
  /(?<![\p{L}])(?:university|universit[ée]|institute|corporation|inc\.?|ltd|gmbh|laborator(?:y|ies)|laboratoire|department|school|college|research|microsoft|google|trust|foundation|cent(?:er|re)|hospital|agency|council|ministry|museum|society)(?![\p{L}])|@/iu;
// An e-mail line under an affiliation ("{gal,brendan}@mozilla.com") is no organisation.
const emailLine = /@|^\{/u;

/** A part of an author line without its marks: "Zejiang Shen 1 ( )" → "Zejiang Shen" (a raised "1" set apart, an e-mail icon read as "( )"). */
function bareName(part: string): string {
  return part
    .replace(/\(\s*\)/gu, " ")
    .trim()
    .replace(/(?:\s*\d+)+$/u, "")
    .replace(marks, "")
    .replace(/\s+/g, " ")
    .trim();
}

const lineParts = (line: string) => line.split(/,|\band\b|;/u);

function namesOn(line: string): string[] {
  return lineParts(line)
    .map(bareName)
    .filter((part) => personName.test(part));
}

/**
 * Author lines wrapped inside a name ("…, Benjamin Charles Germain" / "Lee 4 , Jacob Carlson 3"): the
 * two lines are one when the first's last part and the next's first part make a name together.
 */
function joinWrappedNames(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const tail = previous === undefined ? "" : bareName(lineParts(previous).at(-1) ?? "");
    const head = bareName(lineParts(line)[0] ?? "");
    if (previous !== undefined && tail && head && !personName.test(head) && personName.test(`${tail} ${head}`))
      joined[joined.length - 1] = `${previous} ${line}`;
    else joined.push(line);
  }
  return joined;
}

export interface DocumentOpening {
  title: string | null;
  authors: string[];
  /** The organisations on the lines under the title ("Mozilla Corporation", "University of Tarnow"). */
  affiliations: string[];
}

/** The title and author names of a document's first passage (a paper's or a report's opening). */
export function readOpening(text: string): DocumentOpening {
  const lines = joinWrappedNames(
    text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line.length > 0)
      .slice(0, 30),
  );
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
      if (/\s\|\s|^[^:]{1,40}:\s[^;]*;/u.test(line)) return { title: null, authors: [], affiliations: [] };
      titleLines.push(line);
    }
  }
  const affiliations: string[] = [];
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    // "1 Introduction" ends the opening; "1 Allen Institute for AI" is an affiliation numbered for its authors.
    if (/^(?:abstract|r[ée]sum[ée]|introduction)/iu.test(line) || (/^1\.?\s/u.test(line) && !affiliation.test(line))) break;
    const names = namesOn(line);
    if (names.length >= 1 && !affiliation.test(line)) authors.push(...names);
    // "1 Allen Institute for AI": the number ties the institution to its authors, it is not its name.
    else if (affiliation.test(line) && !emailLine.test(line))
      affiliations.push(
        line
          .replace(/^[\d,\s]+(?=\p{L})/u, "")
          .replace(marks, "")
          .replace(/\s+/g, " ")
          .trim(),
      );
    else if (authors.length > 0 && !affiliation.test(line) && !/[{}]/u.test(line)) break;
  }
  const title = titleLines
    .join(" ")
    .replace(/(\p{L})- (\p{L})/gu, "$1$2")
    .trim();
  const words = title.split(/\s+/u).length;
  return {
    title: title.length > 0 && words <= 25 && !/[.!?]$/u.test(title) ? title : null,
    authors: [...new Set(authors)],
    affiliations: [...new Set(affiliations)],
  };
}

/** The answer's sentence for the fact, without its citation; null when the opening does not give it. */
export function factSentence(fact: DocumentFact, filename: string, opening: DocumentOpening): string | null {
  if (fact === "title") return opening.title ? `The title of **${filename}** is "${opening.title}".` : null;
  if (fact === "affiliations")
    return opening.affiliations.length > 0
      ? `The authors of **${filename}** are from ${joinNames(opening.affiliations.slice(0, 8))}.`
      : null;
  if (opening.authors.length === 0) return null;
  if (fact === "first_author") return `The first author of **${filename}** is ${opening.authors[0]!}.`;
  const shown = opening.authors.slice(0, 8);
  const more = opening.authors.length - shown.length;
  const list = more > 0 ? `${shown.join(", ")} and ${more} more` : joinNames(shown);
  return `The authors named at the start of **${filename}** are ${list}.`;
}

function joinNames(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}
