/**
 * Questions about a document as a whole that its opening answers (docs/architecture.md,
 * "Summaries"): "What is the title of the TraceMonkey paper?", "Who wrote the solar guide?", "Who
 * is the first author of …?". Read off the document's first passage: a Markdown title line, else
 * its first lines up to the author lines, and the names on those lines. Pure functions, no I/O.
 */

export type DocumentFact = "title" | "authors" | "first_author" | "affiliations" | RecordFact;
/** Facts of the file itself, read off its record (its page count, its tables, when it was added) or its opening's date. */
export type RecordFact = "pages" | "tables" | "columns" | "published" | "uploaded";

// The document itself as the question's subject: "it", "this", "the paper", "the 1040 form".
const theDocument =
  "(?:it|this|that|(?:the|this|that) (?:\\S+ ){0,3}?(?:paper|report|document|doc|file|pdf|article|book|study|guide|handbook|form|agreement|policy|contract|manual|spreadsheet|workbook))";
const recordFacts: [RecordFact, RegExp][] = [
  [
    "pages",
    new RegExp(
      `\\bhow many (?:pages|sheets|tabs)\\b|\\b(?:number of|count of) (?:pages|sheets)\\b|\\bpage count\\b|\\bhow (?:long|big) is ${theDocument}(?=[?.!\\s]*$)`,
      "u",
    ),
  ],
  // "What tables does it have?", "How many tables are in the korean pdf?", "How many tables are there?" (the question
  // ends there: the document's tables, not a restaurant's), "List the tables in tables.docx".
  [
    "tables",
    /\b(?:what|which|how many) tables (?:(?:are|is) there(?=[?.!\s]*$)|(?:are|is) (?:there )?(?:in|on)|(?:does|do) (?:\S+ ){0,4}?(?:have|contain|hold|include)|in|of)\b|\b(?:list|show|name) (?:me )?(?:the|all|all the|its) tables\b/u,
  ],
  // "What columns does the premier league file have?", "List the columns in airports.csv": every table's columns, all of them.
  [
    "columns",
    /\b(?:what|which|how many) (?:columns|column (?:names|headers|headings)) (?:(?:are|is) (?:there )?(?:in|on)|(?:does|do) (?:\S+ ){0,4}?(?:have|contain|hold|include)|in)\b|\b(?:list|show|name|give) (?:me )?(?:the |all |all the |its )?(?:columns|column (?:names|headers|headings))\b|\bwhat are (?:the|its) (?:columns|column (?:names|headers|headings))\b/u,
  ],
  ["uploaded", new RegExp(`\\bwhen (?:was|were|did (?:i|we|you)) (?:${theDocument} )?(?:uploaded|added|upload|add)\\b`, "u")],
  [
    "published",
    new RegExp(
      `\\bwhen (?:was|were) ${theDocument} (?:published|written|released|issued|dated|signed)\\b|\\b(?:publication|release) date\\b|\\bwhat (?:year|date) (?:was|is) ${theDocument} (?:from|published|written|dated)\\b|\\bhow (?:old|recent) is ${theDocument}(?=[?.!\\s]*$)`,
      "u",
    ),
  ],
];

/** Which fact of the document the question asks for; null when it asks for none. */
export function documentFactAsked(question: string): DocumentFact | null {
  const text = question.trim().toLowerCase();
  const recordFact = recordFacts.find(([, pattern]) => pattern.test(text));
  if (recordFact) return recordFact[0];
  if (/\b(?:first|lead|main|corresponding) author\b/.test(text)) return "first_author";
  // "Which corporations are the TraceMonkey authors from?", "the authors' affiliations".
  if (
    /\b(?:corporations?|companies|organi[sz]ations?|institutions?|universit(?:y|ies)|labs?|affiliations?)\b.*\bauthors?\b|\bauthors?'? affiliations?\b|\bwhere do (?:the )?(?:\S+ ){0,2}authors (?:work|come from)\b/.test(
      text,
    )
  )
    return "affiliations";
  if (
    /^(?:and )?who (?:wrote|authored|is the author of|are the authors of)\b|\bauthors? (?:of|on)\b|\bwho are (?:its|the) authors\b/.test(
      text,
    )
  )
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
  /(?<![\p{L}])(?:university|universit[ée]|institute|corporation|inc\.?|ltd|gmbh|laborator(?:y|ies)|laboratoire|department|school|college|research|microsoft|google|trust|foundation|association|cent(?:er|re)|hospital|agency|council|ministry|museum|society)(?![\p{L}])|@/iu;
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

// Words a person's name does not hold: an address ("Quay Street") or a heading ("Course Booking") is no author.
const notAName =
  /\b(?:street|road|lane|avenue|drive|close|court|square|place|way|terrace|crescent|hill|house|hall|park|centre|center|office|booking|agreement|report|policy|form|guide|handbook|course|notice|letter|quote|quotation|invoice|summary|introduction|contents|chapter|section|table|figure|terms|conditions|schedule|department|contact|details)\b/iu;

// A sentence of prose: nine words or more ending on a full stop, or a sentence ending inside the line.
const proseLine = /^(?:\S+\s+){8,}\S*[.!?]$|[a-z][.!?]\s+\p{Lu}/u;
// A form's field under its heading: "Full name: Megan Tranter".
const fieldLine = /^\p{Lu}[\p{L}'’ ]{0,30}:\s+\S/u;

// A title is written with an article, a person's name never is: "The Quiet Harbour", "A Study of …".
const startsWithArticle = /^(?:the|a|an)\s/iu;

function namesOn(line: string): string[] {
  return lineParts(line)
    .map(bareName)
    .filter((part) => personName.test(part) && !notAName.test(part) && !startsWithArticle.test(part));
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
      // The title ends where the prose or a form's fields begin: "Lakeside Community Radio" / "Annual
      // Review 2025" / "Lakeside Community Radio broadcasts on 97.4 FM … Elmere." (a report's first
      // sentence made the whole title too long and it was read off the form on page 2 instead).
      if (titleLines.length > 0 && (proseLine.test(line) || fieldLine.test(line))) break;
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
  // A letter or a report by an organisation names no person: its letterhead says who it is from.
  if (opening.authors.length === 0)
    return fact === "authors" && opening.affiliations.length > 0
      ? `**${filename}** names no author at its start; it is from ${opening.affiliations[0]!}.`
      : null;
  if (fact === "first_author") return `The first author of **${filename}** is ${opening.authors[0]!}.`;
  const shown = opening.authors.slice(0, 8);
  const more = opening.authors.length - shown.length;
  const list = more > 0 ? `${shown.join(", ")} and ${more} more` : joinNames(shown);
  return `The authors named at the start of **${filename}** are ${list}.`;
}

function joinNames(names: string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)!}`;
}

/** What a document's record says of the file (stores/documents.ts). */
export interface FileRecord {
  pages: number | null;
  sheets: number | null;
  created_at: string;
  /** The typed tables read at ingestion (SPEC §3.8), when the caller has them. */
  tables?: { name: string; sheet: string | null; columns: string[]; row_count: number }[];
}

const month =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const fullDate = new RegExp(
  `\\b\\d{1,2}(?:st|nd|rd|th)? ${month},? \\d{4}\\b|\\b${month} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b${month},? \\d{4}\\b`,
  "iu",
);
// A line that dates the document itself ("Date: 3 March 2025", "Published 12 May 2021", "Dated …"),
// not an event it describes ("Date of hire: …").
const datingLine = /^(?:date|dated|published|issued|released|last updated|updated|version date|effective(?: date)?)\b(?! of)[^\p{L}]*/iu;
const yearAlone = /(?<![\d,.])(?:©\s*)?\(?((?:19|20)\d{2})\)?(?![\d,.])/u;

/**
 * The date a document's opening gives itself: a dating line ("Date: 3 March 2025"), else the first
 * full date or month and year among its first lines, else a year alone in its first lines ("Form
 * 1040 (2010)"); null when it gives none.
 */
export function openingDate(text: string): string | null {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .slice(0, 30);
  for (const line of lines) {
    const dated = datingLine.test(line) ? fullDate.exec(line) : null;
    if (dated) return dated[0];
  }
  const first = lines.slice(0, 12);
  for (const line of first) {
    const dated = fullDate.exec(line);
    if (dated && !/\b(?:of|for) (?:hire|the event|birth)\b|:\s/u.test(line.slice(0, dated.index))) return dated[0];
  }
  for (const line of first.slice(0, 8)) {
    const year = yearAlone.exec(line);
    // A field's year dates what the field is about ("Date of hire: … 2025"), not the document.
    if (year && !/:\s/u.test(line.slice(0, year.index))) return year[1]!;
  }
  return null;
}

/** The answer's sentence for a fact of the file itself, without its citation; null when the record or the opening does not give it. */
export function recordFactSentence(fact: RecordFact, filename: string, record: FileRecord, opening: string | null): string | null {
  if (fact === "pages") {
    if (record.pages) return `**${filename}** has ${record.pages} page${record.pages === 1 ? "" : "s"}.`;
    if (record.sheets) return `**${filename}** has ${record.sheets} sheet${record.sheets === 1 ? "" : "s"}.`;
    return null;
  }
  if (fact === "tables" || fact === "columns")
    return record.tables ? tablesSentence(filename, record.tables, fact === "columns" ? Infinity : columnsShown) : null;
  if (fact === "uploaded") return `**${filename}** was added to the library on ${record.created_at.slice(0, 10)}.`;
  const date = opening ? openingDate(opening) : null;
  return date ? `**${filename}** is dated ${date} at its start.` : null;
}

const columnsShown = 8;

/** The file's tables, one line each: where it is, its rows, its columns (the first `shown`). */
function tablesSentence(filename: string, tables: NonNullable<FileRecord["tables"]>, shown: number): string {
  if (tables.length === 0) return `Docent found no table in **${filename}** that it could read as rows and columns.`;
  const lines = tables.map((table) => {
    const named = table.columns.filter((column) => column.trim() !== "");
    const more = named.length > shown ? ` and ${named.length - shown} more` : "";
    const columns = named.length > 0 ? `; columns ${named.slice(0, shown).join(", ")}${more}` : "";
    return `- ${table.name}: ${table.row_count} row${table.row_count === 1 ? "" : "s"}${columns}`;
  });
  return `**${filename}** has ${tables.length} table${tables.length === 1 ? "" : "s"}:\n\n${lines.join("\n")}`;
}
