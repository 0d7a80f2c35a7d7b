/**
 * Questions a sentence answers, as a person would ask them (docs/architecture.md#suggestions):
 * "Membership costs 40 euros per year" → "How much does membership cost?"; "The society runs 64
 * plots" → "How many plots does the society run?"; "The hall was built in 1932" → "When was the
 * hall built?"; "Club nights are every Wednesday" → "When are club nights?"; "The treasurer is
 * Priya Shah" or "the lettings officer, Gwen Harris," → "Who is the treasurer?"; a form's filled
 * field "Report Date: 2024-11-15" → "What is the report date?"; a heading that is itself a question
 * ("How do I get a plot?") as it stands. English; pure, no I/O. Each is still checked by asking it.
 */
import { stopWords } from "../core/text-analysis";
import { verbLemma } from "../core/verb-lemma";

export interface StatedQuestion {
  question: string;
  /** What it is about, to leave out what the answer already covered. */
  topic: string;
}

const numberWords = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|a hundred";
const quantity = `(?:about |around |roughly |nearly |almost |over |more than |fewer than |less than |up to |at least |some )?(?:\\d[\\d,.]*|${numberWords})`;
const money = `(?:£|\\$|€)\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s?(?:pounds|pence|euros?|dollars|cents|EUR|GBP|USD|CHF)\\b`;
// A sentence's subject: a capitalised start and up to five more words, no comma or clause inside.
const subject = `((?:The |A |An )?\\p{Lu}[\\p{L}'’-]*(?: [\\p{L}'’-]+){0,5}?)`;

const costs = new RegExp(`^${subject} (costs?|is|are|was|were) (?:only |just |about |around )?(?:${money})`, "u");
const counts = new RegExp(`^${subject} ([\\p{Ll}]+) (${quantity}) ((?:[\\p{Ll}-]+ )?[\\p{Ll}-]+s)\\b`, "u");
const builtIn = new RegExp(
  `^${subject} (was|were) (\\p{Ll}+ed|built|begun|set up|founded|opened|held|made|written) in ((?:1[89]|20)\\d\\d)\\b`,
  "u",
);
const onDays = new RegExp(
  `^${subject} (is|are) (?:held )?(?:every|on|each) (?:(?:other|second|first|last) )?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|weekday|weekend|day|week|month|morning|evening)s?\\b`,
  "u",
);
const roles =
  "officer|secretary|treasurer|chair|chairman|chairwoman|chairperson|president|manager|coordinator|co-ordinator|director|captain|coach|warden|leader|organiser|organizer|editor|owner|founder|steward|clerk|administrator|trustee|instructor|supervisor|inspector|representative|caretaker|keeper|librarian|contact";
const person = `(\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+)+)`;
const roleIsPerson = new RegExp(`^(The (?:[\\p{Ll}-]+ ){0,2}(?:${roles})) (?:is|was) ${person}`, "u");
const roleThenPerson = new RegExp(`\\b(the (?:[\\p{Ll}-]+ ){0,2}(?:${roles})), ${person}\\b`, "u");
const personThenRole = new RegExp(`\\b${person}, (the (?:[\\p{Ll}-]+ ){0,2}(?:${roles}))\\b`, "u");
// A form's filled field or a report's label: "Report Date: 2024-11-15", "Firm’s address: 12 High Street."
const filledField = /^(\p{Lu}[\p{L}'’]*(?: [\p{L}'’]+){0,3}): ([^;|]{1,60})$/u;
const fieldPreposition = /\s(?:by|to|for|of|from|in|on|at|with)$/iu;
// A numbered part of a book or a report ("CHAPTER TWO: “Mere Copyists”", "Section 3: Fees", "Part IV: Appeals") heads
// its title: it is no field to ask "What is the chapter two?" about.
const numberedPart =
  /^(?:chapter|section|part|book|volume|appendix|annex|article|lesson|unit|module|step|stage|phase|session|week|day|act|scene|figure|fig\.?|table|listing|algorithm|equation|exhibit|chart|plate)\s+(?:\d+[a-z]?|[ivxlc]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)$/iu;
// A title's subtitle ("Code: And Other Laws of Cyberspace", a book listed on a title page): what follows the colon
// goes on the title, it is no value of a field "code".
const subtitle = /^(?:And|Or|But|Of|For|With|From|To|Into|On)\s/u;
// A heading that is a question a person asks ("How do I get a plot?").
const askingHeading = /^(?:how|what|when|where|who|which|why|can|do|does|is|are|may)\b[^?]{4,90}\?$/iu;

/** Every question the sentence answers, best kind first. */
export function statedQuestions(sentence: string): StatedQuestion[] {
  const text = sentence.trim();
  const built: StatedQuestion[] = [];
  const add = (question: string | null, topic: string) => {
    if (question) built.push({ question, topic });
  };
  const cost = costs.exec(text);
  if (cost && plainSubject(cost[1]!))
    add(
      /^costs?$/u.test(cost[2]!) ? `How much ${doVerb(cost[2]!)} ${named(cost[1]!)} cost?` : `How much ${cost[2]} ${named(cost[1]!)}?`,
      cost[1]!,
    );
  const count = cost ? null : counts.exec(text);
  if (count && plainSubject(count[1]!)) add(countQuestion(count[1]!, count[2]!, count[4]!), count[1]!);
  const when = builtIn.exec(text);
  if (when && plainSubject(when[1]!)) add(`When ${when[2]} ${named(when[1]!)} ${when[3]}?`, when[1]!);
  const days = onDays.exec(text);
  if (days && plainSubject(days[1]!)) add(`When ${days[2]} ${named(days[1]!)}?`, days[1]!);
  const role = roleIsPerson.exec(text) ?? roleThenPerson.exec(text);
  if (role) add(`Who is ${named(role[1]!)}?`, role[2]!);
  const roleAfter = role ? null : personThenRole.exec(text);
  if (roleAfter) add(`Who is ${named(roleAfter[2]!)}?`, roleAfter[1]!);
  const thing = namedThingQuestion(text);
  if (thing) built.push(thing);
  return built;
}

// A name set off after what it is ("Mozilla’s JavaScript fuzz tester, JSFUNFUZZ, which generates …") or before it
// ("AutoGen, an open-source framework …"): a name a person asks about.
const nameAfterKind =
  /\b(?:the |an? |[\p{Lu}][\p{L}]*['’]s )?(?:[\p{L}-]+ ){0,3}[\p{Ll}-]+, (\p{Lu}[\p{L}\p{N}-]*\p{Lu}[\p{L}\p{N}-]*), (?:which|that|who|a|an)\b/u;
const nameBeforeKind =
  /(?:^|[.;:]\s|\bcalled |\bnamed |\b(?:present|propose|introduce|describe)s? )(\p{Lu}[\p{Ll}\p{N}-]*\p{Lu}[\p{L}\p{N}-]*|\p{Lu}{2,}[\p{L}\p{N}-]*), (?:an?|the) (?:[\p{L}-]+ ){0,4}(?:framework|tool|library|program|system|method|technique|language|compiler|interpreter|tester|format|model|package|service|application|database|engine|algorithm|protocol|standard|project|platform|device|process)\b/u;

// A term a sentence gives its name ("We refer to this paradigm as conversation programming, which …",
// "a structure known as a trace tree."): the name, up to four words, before a comma, a full stop or a clause.
const termNamed =
  /\b(?:refer(?:s|red)? to (?:this|it|these|them|that|such)(?: [\p{L}-]+){0,2} as|(?:is|are) (?:called|known as|termed|dubbed))\s+(?:an? |the )?(\p{L}[\p{L}\p{N}-]*(?: \p{L}[\p{L}\p{N}-]*){0,3}?)(?=[,.;:)]|\s+(?:which|that|where|because|and|for|in)\b|$)/u;

/** An acronym set in brackets after the words it stands for ("on-line analytical processing (OLAP)"): their initials spell it. */
function spelledOut(sentence: string): string | null {
  for (const match of sentence.matchAll(/((?:[\p{L}][\p{L}-]* ){1,6})\((\p{Lu}{2,6})(s?)\)/gu)) {
    const acronym = match[2]!;
    const initials = match[1]!
      .trim()
      .split(/\s+/u)
      .filter((word) => !/^(?:of|and|for|the|to|in|on|a|an)$/u.test(word))
      .flatMap((word) => word.split("-"))
      .map((word) => (word[0] ?? "").toUpperCase())
      .join("");
    if (initials.endsWith(acronym)) return `${acronym}${match[3]!}`;
  }
  return null;
}

/** "What is JSFUNFUZZ?" from a name set off beside what it is, "What is conversation programming?" from a term a sentence names; null when it names none. */
export function namedThingQuestion(sentence: string): StatedQuestion | null {
  const match = nameAfterKind.exec(sentence) ?? nameBeforeKind.exec(sentence);
  const name = match?.[1];
  if (name && name.length <= 30) return { question: `What is ${name}?`, topic: name };
  const acronym = spelledOut(sentence);
  if (acronym) return { question: `What ${acronym.endsWith("s") ? "are" : "is"} ${acronym}?`, topic: acronym };
  const term = termNamed.exec(sentence)?.[1];
  if (!term || term.length > 40 || stopWords.has(term.split(" ")[0]!.toLowerCase()) || /^\d/u.test(term)) return null;
  return { question: `What ${/[^s]s$/u.test(term) && !/\p{Lu}/u.test(term) ? "are" : "is"} ${term}?`, topic: term };
}

/** "Report Date: 2024-11-15" → "What is the report date?"; null for any other line. */
export function fieldQuestion(line: string): StatedQuestion | null {
  const match = filledField.exec(line.trim());
  if (!match) return null;
  const [label, value] = [match[1]!, match[2]!.trim()];
  if (
    fieldPreposition.test(label) ||
    numberedPart.test(label) ||
    subtitle.test(value) ||
    /^(?:checked|unchecked|yes|no|—|-|n\/a)\.?$/iu.test(value) ||
    !/[\p{L}\p{N}]/u.test(value)
  )
    return null;
  const words = label.split(" ");
  if (stopWords.has(words[0]!.toLowerCase()) && !/^(?:date|name|total)$/iu.test(words[0]!)) return null;
  const shown = words.map((word) => (/^\p{Lu}+$/u.test(word) && word.length > 1 ? word : word.toLowerCase())).join(" ");
  return { question: `What is the ${shown}?`, topic: label };
}

/** A heading that is already a question a person asks, as it stands. */
export function headingAsQuestion(heading: string): StatedQuestion | null {
  const text = heading.replace(/^#+\s*/u, "").trim();
  return askingHeading.test(text) ? { question: text, topic: text } : null;
}

// Pronouns and quantifiers open no subject worth asking about ("It was founded in 1987", "Each member pays …").
const vagueStart =
  /^(?:it|this|that|these|those|there|he|she|they|we|you|i|which|what|who|one|each|every|all|some|any|no|most|many|such|other|another|both|either|neither|here|its|their|our|your|my)\b/iu;

function plainSubject(text: string): boolean {
  const words = text.toLowerCase().split(" ");
  const first = words[0] === "the" || words[0] === "a" || words[0] === "an" ? words[1] : words[0];
  return first !== undefined && !vagueStart.test(text) && !stopWords.has(first) && !/ing$/u.test(first);
}

/** The subject as a question says it: the opening capital dropped unless the word is a name. */
function named(text: string): string {
  const [first, ...rest] = text.split(" ");
  if (/^(?:the|a|an)$/iu.test(first!)) return [first!.toLowerCase(), ...rest].join(" ");
  const isName = /^\p{Lu}[\p{Ll}'’-]*$/u.test(first!) && rest.some((word) => /^\p{Lu}/u.test(word));
  const keep = isName || /^.\p{L}*\p{Lu}/u.test(first!) || /^\p{Lu}{2,}$/u.test(first!);
  return [keep ? first : first!.toLowerCase(), ...rest].join(" ");
}

function doVerb(verb: string): string {
  return /s$/u.test(verb) ? "does" : "do";
}

/** "The society runs 64 plots" → "How many plots does the society run?"; null when the verb is no verb. */
function countQuestion(subjectText: string, verb: string, noun: string): string | null {
  if (/^(?:is|are|was|were|be|been|and|or|of|in|on|at|to|for|with|by|from|about|than|per)$/u.test(verb)) return null;
  if (/^(?:has|have)$/u.test(verb)) return `How many ${noun} ${verb === "has" ? "does" : "do"} ${named(subjectText)} have?`;
  if (verb === "had") return `How many ${noun} did ${named(subjectText)} have?`;
  const lemma = verbLemma(verb);
  if (lemma !== verb) return `How many ${noun} ${/ed$/u.test(verb) || !/s$/u.test(verb) ? "did" : "does"} ${named(subjectText)} ${lemma}?`;
  // A regular present form: "runs" → "run", "teaches" → "teach", "carries" → "carry".
  if (!/[^s]s$/u.test(verb)) return null;
  const base = verb
    .replace(/ies$/u, "y")
    .replace(/(ch|sh|x|ss|z)es$/u, "$1")
    .replace(/s$/u, "");
  return `How many ${noun} does ${named(subjectText)} ${base}?`;
}
