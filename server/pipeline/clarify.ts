/**
 * Asking instead of guessing (docs/architecture.md, "Conversation"): one clarifying question with
 * 2–5 choices when the answer depends on which one is meant, and never two in a row (after one,
 * the answer takes the best reading and says it).
 * - "the report" when the ready documents hold several reports: which file?
 * - a relative date ("last month") that no passage found comes near: which period? The choices
 *   are the years the passages do name, and the period as read from today's date.
 */
import type { Clarify } from "~/lib/response";
import { contentTerms, splitSentences, stopWords } from "../core/text-analysis";
import type { RetrievedChunk } from "../core/types";
import { longDate, mentionsRange, yearsNamed, type DatedQuery } from "./relative-dates";

// "The report", and its definite articles and demonstratives in French, German, Spanish, Italian and
// Dutch ("la newsletter", "im Newsletter", "l'annuario", "het verslag"): a pointer at one thing.
const pointer =
  /(?<![\p{L}'’])(?:(the|this|that|le|la|ce|cette|der|die|das|den|dem|im|am|vom|zum|zur|el|este|esta|ese|esa|il|lo|questo|questa|quel|quella|nel|nella|del|della|dello|sul|sulla|het|dit|deze|dat)\s+|(l['’]))(\p{L}{3,20})(?![\p{L}])/giu;
// Words that name any document: "the document" says nothing about which one.
const generic = new Set([
  "document",
  "documents",
  "file",
  "files",
  "text",
  "pdf",
  "one",
  "answer",
  "question",
  "same",
  "first",
  "last",
  "other",
]);

// Accents folded: "café" said names repair-cafe-report.pdf.
const folded = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

const filenameWords = (filename: string) =>
  folded(filename.replace(/\.[a-z0-9]{1,5}$/i, ""))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

// A file's noun in the asker's language names the English word of its file name ("el boletín" is
// the newsletter, "der Bericht" the report, "il registro" the log).
const fileNouns: Record<string, string> = {
  boletin: "newsletter",
  bollettino: "newsletter",
  bulletin: "newsletter",
  rundbrief: "newsletter",
  rundschreiben: "newsletter",
  mitteilungsblatt: "newsletter",
  infoblatt: "newsletter",
  vereinsblatt: "newsletter",
  informatieblad: "newsletter",
  clubblad: "newsletter",
  notiziario: "newsletter",
  nieuwsbrief: "newsletter",
  informe: "report",
  rapport: "report",
  bericht: "report",
  rapporto: "report",
  verslag: "report",
  registro: "log",
  journal: "log",
  logboek: "log",
  // Who keeps the log: "el comité del club", "der Vorstand", "il consiglio del coro", "het bestuur".
  comite: "committee",
  comitato: "committee",
  ausschuss: "committee",
  vorstand: "board",
  bestuur: "board",
  conseil: "board",
  consejo: "board",
  junta: "board",
  consiglio: "board",
};
// A file's noun names its family: a newsletter is as often called a bulletin in a file name ("garden-bulletin-spring.txt").
// A committee and a board are one body in most of the five ("la junta", "il consiglio", "het bestuur" name either).
const families: Record<string, string[]> = {
  newsletter: ["newsletter", "bulletin"],
  board: ["board", "committee"],
  committee: ["committee", "board"],
};
// A file's noun said in two or three words, after its article: "la lettre d'information" is the newsletter
// as "the newsletter" is, "el compte rendu" the report ("la hoja informativa", "il foglio informativo").
const compoundNouns: [RegExp, string][] = [
  [/^(?:lettres?|feuilles?|bulletins?)\s+d['’]\s*info(?:rmation)?s?(?![\p{L}])/iu, "newsletter"],
  [/^(?:hojas?|cartas?|boletin(?:es)?|boletín)\s+informativ[oa]s?(?![\p{L}])/iu, "newsletter"],
  [/^(?:lettera|lettere|foglio|fogli|bollettino)\s+informativ[oaie](?![\p{L}])/iu, "newsletter"],
  [/^news\s+(?:letter|bulletin)(?![\p{L}])/iu, "newsletter"],
  [/^comptes?[-\s]rendus?(?![\p{L}])/iu, "report"],
];
/** The file's noun said in several words where the noun at `at` starts one, and the words that say it. */
function compoundAt(message: string, at: number): { nouns: string[]; text: string } | undefined {
  for (const [pattern, english] of compoundNouns) {
    const found = pattern.exec(message.slice(at));
    if (found) return { nouns: families[english] ?? [english], text: found[0] };
  }
  return undefined;
}
/** The words of file names a noun names: itself, or its English word and that word's family. */
const fileNounsOf = (word: string): string[] => {
  const mapped = fileNouns[folded(word)];
  return mapped ? [...new Set([folded(word), ...(families[mapped] ?? [mapped])])] : [word.toLowerCase()];
};

// A sheet or a CSV: its rows answer table questions, never a pointer at "the report".
const sheetFile = /\.(?:csv|tsv|xlsx|xls|xlsm|ods)$/iu;

// What a document does in a question ("What does the report say?", "the policy covers …"): the word after its name.
// The first are what only a text does (it says, lists, describes); the rest a club or a choir does as well ("the choir has").
const textVerbs =
  "says?|said|shows?|showed|states?|stated|mentions?|mentioned|covers?|covered|lists?|listed|contains?|included?|includes|describes?|described|recommends?|explains?|tells?|suggests?|claims?|notes?|reports?";
const documentVerb = new RegExp(
  `^(?:${textVerbs}|gives?|sets?|asks?|asked|wants?|needs?|expects?|do|does|did|is|was|are|were|has|have|had)$`,
  "u",
);
const textVerb = new RegExp(`^(?:${textVerbs})$`, "u");
// Nouns that call a file by what it is ("the report", "the minutes"), not by what it is about ("the choir").
const fileKindNouns = new Set(
  "report reports paper document doc file minutes newsletter bulletin handbook guide manual notes memo letter article book brochure leaflet policy contract invoice statement presentation slides sheet spreadsheet workbook plan agenda log board committee".split(
    " ",
  ),
);

function modifies(word: string, documents: { filename: string }[]): boolean {
  const next = folded(word);
  if (!/^\p{L}{3,}$/u.test(next) || stopWords.has(word.toLowerCase()) || stopWords.has(next) || documentVerb.test(next)) return false;
  return !documents.some((document) => filenameWords(document.filename).includes(next));
}

/**
 * Whether the question's words, beside the shared one, name exactly one of the files: a word (or a
 * file's noun in the asker's language) that some of their names hold and not all, held by one file only.
 */
/** The sentence of a message that holds the position: what another sentence names is asked about apart. */
function sentenceAt(message: string, position: number): string {
  const start = Math.max(...[".", "?", "!"].map((mark) => message.lastIndexOf(mark, position)));
  const ends = [".", "?", "!"].map((mark) => message.indexOf(mark, position)).filter((end) => end >= 0);
  return message.slice(start + 1, ends.length > 0 ? Math.min(...ends) : message.length);
}

function narrowedToOne(message: string, named: { filename: string }[]): boolean {
  const names = named.map((document) => new Set(filenameWords(document.filename)));
  const words = (message.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 3 && !stopWords.has(word.toLowerCase()));
  const picked = new Set<number>();
  for (const word of words) {
    const holding = names.flatMap((name, position) => (fileNounsOf(word).some((each) => name.has(each)) ? [position] : []));
    if (holding.length === 1) picked.add(holding[0]!);
  }
  return picked.size === 1;
}

/**
 * "Summarise the report" with report-2023.pdf, report-2024.pdf and board-report.docx ready: which one?
 * Only a word that 2–5 file names share counts, so "the document" with many files is not asked about.
 */
export function documentClarify(message: string, documents: { id: string; filename: string }[]): Clarify | null {
  for (const match of message.matchAll(pointer)) {
    // "la lettre d'information": the pointer runs on over the compound's words.
    const nounAt = (match.index ?? 0) + match[0].length - match[3]!.length;
    const compound = compoundAt(message, nounAt);
    const head = compound ? message.slice(match.index ?? 0, nounAt) + compound.text : match[0];
    const nouns = compound?.nouns ?? fileNounsOf(match[3]!);
    const noun = nouns[0]!;
    if (generic.has(noun) || noun.endsWith("s")) continue;
    const named = documents.filter((document) => nouns.some((each) => filenameWords(document.filename).includes(each)));
    if (named.length < 2 || named.length > 5) continue;
    // "Which courses does the bike co-op run?" over the co-op's report and its monthly CSV: a report and
    // the sheet of the same subject are not two readings of one pointer; what is asked picks the passages
    // or the table, unless the file itself is the subject ("What does the bike co-op say?").
    const prose = named.filter((document) => !sheetFile.test(document.filename));
    const after = /^\s*(\p{L}+)/u.exec(message.slice((match.index ?? 0) + head.length));
    if (prose.length === 1 && !documentVerb.test(folded(after?.[1] ?? ""))) continue;
    // "What voice parts does the choir have?", "Who does the choir want to thank?": a pointer at what the files
    // are about, not at a kind of file, is the choir itself before any verb but one only a text does ("the choir says").
    if (prose.length === 1 && !nouns.some((each) => fileKindNouns.has(each)) && !textVerb.test(folded(after?.[1] ?? ""))) continue;
    // The phrase runs on over the words the file names share ("the annual report"), and each choice names its file
    // by all its words ("the annual report 2024"), so the question reads as before and the planner finds the file.
    const shared = new Set(named.flatMap((document) => filenameWords(document.filename)));
    const rest = message.slice((match.index ?? 0) + head.length);
    const more = /^(?:\s+[\p{L}\p{N}]+)*/u.exec(rest)?.[0].split(/\s+/).filter(Boolean) ?? [];
    // "the repair café" with repair-cafe-report.pdf and repair-sessions.csv: the next word names one of them.
    const next = more[0] ? folded(more[0]) : "";
    if (named.filter((document) => filenameWords(document.filename).includes(next)).length === 1) continue;
    // "the sailing club committee", "el comité del club de vela" with the club's two bulletins and its
    // committee log: another word of the question names one of them alone, so there is nothing to ask.
    if (narrowedToOne(sentenceAt(message, match.index ?? 0), named)) continue;
    // English "the repair success rate": a word no file's name holds, neither a function word nor a verb a document is the subject
    // of ("the report says"), makes the shared word a modifier of what is asked about, not a pointer at a file.
    if (more[0] && /^(?:the|this|that)$/iu.test(match[1] ?? "") && modifies(more[0], documents)) continue;
    const kept = more.slice(
      0,
      [...more, ""].findIndex((word) => !shared.has(folded(word))),
    );
    const phrase = [head, ...kept].join(" ");
    // The elided article ("l'annuario") joins its noun without a space.
    const article = match[1] ? `${match[1]} ` : match[2]!;
    return {
      question: `Several documents match “${phrase}”. Which one do you mean?`,
      options: named.map((document) => ({
        label: document.filename,
        message: message.replace(phrase, `${article}${filenameWords(document.filename).join(" ")}`),
      })),
    };
  }
  return null;
}

/**
 * The years to offer (at most 3, newest first): those named in sentences about the question's
 * subject (sharing one of its words; every sentence when those name none), weighed by the rank of the
 * passage they are in, so a year that a passage on the subject names is offered even when
 * passages on other things name more years.
 */
function yearsOffered(dated: DatedQuery, documents: RetrievedChunk[]): number[] {
  const terms = new Set(contentTerms(dated.undated.replace(dated.range.phrase, " ")));
  const ranked = documents.flatMap((chunk, rank) => splitSentences(chunk.text).map((sentence) => ({ sentence, rank })));
  const onSubject = ranked.filter(({ sentence }) => contentTerms(sentence).some((term) => terms.has(term)));
  const years = yearsByWeight(onSubject);
  return (years.length > 0 ? years : yearsByWeight(ranked)).sort((left, right) => right - left);
}

/** The 3 years the sentences name most, a sentence weighing by its passage's rank. */
function yearsByWeight(sentences: { sentence: string; rank: number }[]): number[] {
  const counts = new Map<number, number>();
  for (const { sentence, rank } of sentences) {
    for (const year of new Set(yearsNamed(sentence))) counts.set(year, (counts.get(year) ?? 0) + 1 / (rank + 1));
  }
  return [...counts.entries()]
    .sort((left, right) => right[1] - left[1] || right[0] - left[0])
    .slice(0, 3)
    .map(([year]) => year);
}

/**
 * A relative date the passages never come near (none names a date in the range): the question
 * back offers the years the passages do name about its subject (at most 3), and the range as read.
 */
export function dateClarify(dated: DatedQuery, chunks: RetrievedChunk[], today: Date): Clarify | null {
  const documents = chunks.filter((chunk) => chunk.kind === "document");
  if (documents.length === 0 || documents.some((chunk) => mentionsRange(chunk.text, dated.range))) return null;
  const years = yearsOffered(dated, documents);
  if (years.length === 0) return null;
  const withPeriod = (period: string) =>
    dated.undated
      .replace(dated.range.phrase, period)
      .replace(/\bin in\b/giu, "in")
      .replace(/\s+/g, " ")
      .trim();
  return {
    question: `“${dated.range.phrase}” is ${dated.range.label} counting from today (${longDate(today)}), but the passages I found name no date in it. Which period do you mean?`,
    options: [
      ...years.map((year) => ({ label: `In ${year}`, message: withPeriod(`in ${year}`) })),
      { label: `${dated.range.label}, as asked`, message: dated.query },
    ],
  };
}
