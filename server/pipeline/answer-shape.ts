/**
 * What shape of answer a question wants, for the offline reasoner (docs/architecture.md#reasoner):
 * a definition wants the sentence that defines its subject, a list the sentence (or rows) that
 * enumerate, a comparison one sentence per side, a lookup the best sentence. The planner's intent
 * is used when it gives one; otherwise the question's wording decides. Pure functions, no I/O.
 */
import { contentTerms, tokenize } from "../core/text-analysis";

export type AnswerShape = "definition" | "list" | "comparison" | "lookup";

const shapes: readonly string[] = ["definition", "list", "comparison", "lookup"];

export function answerShapeOf(question: string, intent?: string): AnswerShape {
  // "What is the holiday lunch club?" planned as a lookup still reads as a definition: the defining
  // sentence answers it better than a fragment that only names it ("opened a holiday lunch club").
  // Only "What is the X?": the planner's rules already read "What is X?" as a definition, and "What was X?" may ask for an event.
  if (intent === "lookup" && /^\s*what(?:'s|\s+is|\s+are)\s+the\s/iu.test(question) && definitionSubject(question)) return "definition";
  // Likewise "Was income higher than spending?": the two values are put side by side.
  if (intent === "lookup" && comparedSides(question)) return "comparison";
  if (intent && shapes.includes(intent)) return intent as AnswerShape;
  if (comparedSides(question)) return "comparison";
  // "What are the plot types?" asks for the types, not what a plot type is.
  if (listNouns.test(question)) return "list";
  if (definitionSubject(question)) return "definition";
  // "List …", "Which are …", and "which/what <plural noun> are/can/do …" ("What tools are in the shed?").
  if (
    /^\s*(?:list|name|enumerate)\b|^\s*(?:which|what|who)\s+(?:are|were)\b|^\s*(?:which|what)\s+(?:\w+\s+){0,2}\w+[^s\W]s\s+(?:are|were|can|could|do|did|have|must|should|happen|exist|take\s+place)\b/i.test(
      question,
    )
  )
    return "list";
  return "lookup";
}

const listNouns =
  /\b(?:types|kinds|sorts|categories|examples|parts|steps|stages|options|rules|members|items|features|benefits|advantages|disadvantages|reasons|ways|contacts)\b/i;

const definitionOpening =
  /^\s*(?:what\s+(?:exactly\s+)?(?:is|are|was|were)\s+(?:meant\s+by\s+)?|what's\s+(?:exactly\s+)?|define\s+|definition\s+of\s+|explain\s+what\s+|what\s+does\s+(?:the\s+\w+\s+mean\s+by\s+)?|what\s+(?:do|did)\s+(?:they|you|we|people)\s+mean\s+by\s+|(?:what|who)\s+(?:counts|qualifies|is\s+(?:considered|classed|treated)|are\s+(?:considered|classed|treated))\s+as\s+|(?:what|who)\s+(?:is|are)\s+(?:considered|classed)\s+)(.+?)(?:\s+(?:mean|stand\s+for|do|for))?\s*[?.!]*\s*$/i;

const outrightDefinition =
  /^\s*(?:define|definition\s+of|explain\s+what|what\s+exactly\s+(?:is|are)|what's\s+exactly|(?:what|who)\s+(?:counts|qualifies|(?:is|are)\s+(?:considered|classed|treated))\s+as)\b/iu;
const whereUsed = /\s+(?:at|for|in|within|under)\s+(?:(?:the|this|that|our|your|my)\s+)?(?:[\p{L}\p{N}'’-]+\s*){1,4}$/iu;

const usedWhere =
  /\s+(?:here|in\s+(?:this|that|the|your|my)\s+(?:[\p{L}\p{N}'’-]+\s+){0,4}?(?:policy|report|document|doc|file|paper|pdf|agreement|contract|handbook|guide|form|book|article|text|sheet|spreadsheet|csv|notes|rules|terms))(?=\s*[?.!]*\s*$)/iu;

// "How does the co-operative define a nuisance?", "How is a nuisance defined?": a definition asked by its verb.
const definedBy = /^\s*(?:how\s+(?:does|do|did)\s+(?:\S+\s+){1,4}?define\s+(.+?)|how\s+(?:is|are)\s+(.+?)\s+defined)\s*[?.!]*\s*$/i;

/**
 * A definition asked without where its word is used: "What does 'seeing' mean in the astronomy
 * handbook?" is scored on "seeing", not on "astronomy handbook", which the defining sentence never
 * says. Other questions come back as they are.
 */
export function withoutWhereUsed(question: string): string {
  return definitionSubject(question) ? question.replace(usedWhere, "") : question;
}

/** "What is hot composting?" → "hot composting"; null when the question is not a definition. */
export function definitionSubject(question: string): string | null {
  // "What does triage mean here?", "… mean in this policy?", "… in the repair café report?": where the word is used, not part of it.
  const asked = question.replace(usedWhere, "");
  const match = definitionOpening.exec(asked) ?? definedBy.exec(asked);
  if (!match) return null;
  // "Define the waiting list for plots", "What counts as an outing at the rowing club?": asked as a definition
  // outright, a closing "for …" or "at the …" says where the term is used, not what it is.
  // "What does 'seeing' mean?", "What is meant by “the quorum”?": the term inside its quotation marks.
  const said = (match[1] ?? match[2]!)
    .trim()
    .replace(/^["'“‘«]+|["'”’»]+$/gu, "")
    .replace(/^(?:a|an|the)\s+/i, "")
    .trim();
  const subject = outrightDefinition.test(asked) ? said.replace(whereUsed, "").trim() || said : said;
  // "What is the population of Paris?" asks for a value, not a definition: keep short subjects only.
  if (
    subject.length === 0 ||
    tokenize(subject).length > 6 ||
    // As whole words: "feed-in", "check-in" and "built-in" are one term.
    /(?:^|\s)(?:of|in|at|on|by|from|about|with|for|between|when|where|how)(?=\s|$)/i.test(subject)
  )
    return null;
  return subject;
}

/**
 * The two things compared: "difference between A and B", "compare A and/with B", "A versus B",
 * "which …, A or B?", "how does A compare with B". Null when the question compares nothing.
 */
export function comparedSides(question: string): [string, string] | null {
  const text = question.replace(/[?.!]+\s*$/, "");
  const patterns = [
    /\b(?:difference|differences|distinction)\s+between\s+(.+?)\s+and\s+(.+)$/i,
    /\bcompare\s+(.+?)\s+(?:and|with|to)\s+(.+)$/i,
    /^(.+?)\s+(?:versus|vs\.?|compared\s+(?:with|to))\s+(.+?)(?::.*)?$/i,
    /\bhow\s+(?:does|do|did)\s+(.+?)\s+(?:compare|differ)\s+(?:with|to|from)\s+(.+)$/i,
    /^(?:which|who|what)\b[^,]*,\s*(.+?)\s+or\s+(.+)$/i,
    /^(?:which|who)\s+(?:is|was|are|has|had|costs?|lasts?)\s+\w+(?:\s+\w+)?\s*[,:]?\s+(.+?)\s+or\s+(.+)$/i,
    // "Was income higher than spending in 2025?": a yes/no over two values.
    /^(?:is|was|are|were)\s+(.+?)\s+(?:higher|lower|more|less|bigger|smaller|larger|greater|longer|shorter|cheaper|dearer|better|worse)\s+than\s+(.+)$/i,
    // "Did Quay Street or St Luke's hand out more parcels?": two names, the second ending where its capitals do.
    /^(?:[Dd]id|[Dd]oes|[Dd]o|[Hh]as|[Hh]ave|[Hh]ad|[Ii]s|[Ww]as|[Aa]re|[Ww]ere)\s+((?:\p{Lu}[\p{L}\p{N}'’.&-]*\s+){1,4}?)or\s+((?:\p{Lu}[\p{L}\p{N}'’.&-]*)(?:\s+\p{Lu}[\p{L}\p{N}'’.&-]*){0,3})/u,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    const sides = [match[1]!, match[2]!].map((side) => side.replace(/^(?:a|an|the)\s+/i, "").trim());
    // "shorter than last year" weighs one thing against its own past, not two things.
    if (sides.some((side) => /^(?:(?:last|this|next|the previous)\s+(?:year|month|week|time)|before|ever|usual|expected)$/iu.test(side)))
      return null;
    if (sides.every((side) => contentTerms(side).length > 0)) return sides as [string, string];
  }
  return null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// "X is the fastest VM on 9 benchmarks", "X is faster than Y": a ranking of X,
// not what X is ("X is the interest paid …", "X is a request …" still define).
const ranking =
  "the\\s+(?:(?!(?:interest|request|test|guest|forest|contest|harvest|chest|west|rest|nest|quest|protest|digest|manifest)\\b)\\w+est|most|least|best|worst)\\b|\\w+er\\s+than\\b";

/** The subject's words in a row, its last word singular or plural ("trace tree" / "trace trees"). */
function subjectSource(subject: string): string {
  const words = subject.split(/\s+/).map(escape);
  const last = words.pop()!.replace(/s$/i, "");
  return `${words.length ? `${words.join("\\s+")}\\s+` : ""}${last}s?`;
}

/** Whether the sentence names the subject whole, not only some of its words ("the inner tree … the outer trace"). */
export function namesSubject(sentence: string, subject: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${subjectSource(subject)}(?![\\p{L}\\p{N}])`, "iu").test(sentence);
}

/**
 * Whether the sentence defines the subject: "X is …", "X, a …", "X refers to …", "we propose X, …".
 * The subject may be matched by its last word's plural or singular ("inverter" / "inverters").
 */
export function definesSubject(sentence: string, subject: string): boolean {
  const bare = subjectSource(subject);
  // The name may stand in quotes ("the term ‘cold chain’ refers to …").
  const name = `["'“‘]?${bare}["'”’]?`;
  // "X is a …", "X are small …", "X refers to …", "The term X means …"; not "X is patched …" or
  // "X is not …", which say what happens to X rather than what it is, nor "X is £150 for …", its value.
  const opening = new RegExp(
    `^\\s*(?:(?:a|an|the)\\s+)?(?:(?:term|word|phrase|name|expression)\\s+)?${name}\\s*(?:\\([^)]*\\)\\s*)?(?:(?:is|are|was|were)\\s+(?!not\\b|never\\b|[£$€¥]?\\d|also\\b|then\\b|now\\b|only\\b|\\w+ed\\b|(?:well|\\w+ly)\\s+\\w+ed\\b|${ranking})|refers\\s+to|means|denotes|describes|stands\\s+for|,\\s*(?:a|an|the)\\b)`,
    "i",
  );
  const proposed = new RegExp(
    `\\b(?:we|this\\s+(?:paper|report|work|article))\\s+(?:propose|present|introduce|describe)s?\\s+(?:(?:a|an|the)\\s+)?${name}\\b`,
    "i",
  );
  // "… branches to a side exit, a small off-trace piece of code …": an apposition mid-sentence.
  const apposition = new RegExp(`\\b(?:a|an|the)\\s+${name}\\s*,\\s*(?:a|an)\\s+(?!few\\b|number\\b|lot\\b)`, "i");
  // "We call the resulting tracing VM TraceMonkey.", "X, also called Y", "is known as X", "what we
  // call X"; the name closes the phrase (a full stop, a comma, or the sentence's end).
  const named = new RegExp(
    `\\b(?:we\\s+call\\s+(?:the|this|these|it|them|such)\\b(?:[^.;]{0,80}?\\s)?|(?:is|are|was|were)\\s+(?:called|named|termed|dubbed)\\s+|(?:also\\s+)?(?:known|referred\\s+to)\\s+as\\s+|what\\s+we\\s+call\\s+)${name}\\s*(?:[.;,)]|$)`,
    "i",
  );
  // "document image analysis (DIA)", "un langage de requêtes (appelé QSL)": the name in brackets after
  // what it stands for.
  const bracketed = new RegExp(
    `\\p{L}[\\p{L}\\s-]{3,}\\s\\(\\s*(?:called|named|appel[ée]e?s?|dite?s?|known\\s+as)?\\s*${bare}\\s*\\)`,
    "iu",
  );
  // "By a clear-sky call we mean the text message …", "By 'seeing', we mean …": the writer's own definition.
  const byWeMean = new RegExp(`^\\s*by\\s+(?:(?:a|an|the)\\s+)?${name}\\s*,?\\s+(?:we|they|i)\\s+mean\\b`, "iu");
  // "The Tool Steward is Declan O'Hare.": who holds the role, not what the role is.
  const opened = opening.exec(sentence);
  const opens = opened !== null && !personNamed.test(sentence.slice(opened.index + opened[0].length));
  return opens || [proposed, apposition, named, bracketed, byWeMean].some((pattern) => pattern.test(sentence));
}

// A person's name alone after "is": two or more capitalised words, then the sentence's end, a comma or "and".
const personNamed = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)+\s*(?:[.,;(]|and\b|$)/u;

// Words after a subject that do not say what it does: auxiliaries, "also", "not".
const notAction =
  /^(?:is|are|was|were|be|been|being|has|have|had|do|does|did|can|could|may|might|must|shall|should|will|would|also|not|never|only|then|now|and|or|of|in|on|at|to|for|with|from|by|that|which|who)$/i;

/**
 * Whether the sentence says what the subject does, with the subject as its grammatical subject:
 * "The laser cutter cuts and engraves wood …", "Pitfall traps catch small animals …", "An inverter
 * converts …". Many things are defined by their function rather than by "X is …". Not what
 * happened to X ("X was patched …"); the defining sentence proper ("X is a …") is preferred before it.
 */
export function describesFunction(sentence: string, subject: string): boolean {
  const words = subject.split(/\s+/).map(escape);
  const last = words.pop()!.replace(/s$/i, "");
  const name = `${words.length ? `${words.join("\\s+")}\\s+` : ""}${last}s?`;
  const match = new RegExp(`^\\s*(?:(?:a|an|the)\\s+)?(${name})\\s+(?:\\w+ly\\s+)?([a-z]+)\\b`, "i").exec(sentence);
  const [, said, verb] = match ?? [];
  if (!said || !verb || notAction.test(verb) || /ed$/i.test(verb)) return false;
  // After a singular subject the verb ends in -s ("the kiln fires …"); "the kiln room …" is a longer name.
  return /s$/i.test(said) || (/[^s]s$/i.test(verb) && verb.length > 3);
}

/**
 * A sentence about the document itself rather than its subject: "This section explains how trace
 * trees are formed.", "In this paper we describe …". It names the subject without saying what it is.
 */
export function talksAboutDocument(sentence: string): boolean {
  return /^\s*(?:in\s+)?(?:this|the\s+(?:next|following|remainder\s+of\s+this))\s+(?:section|paper|chapter|article|guide|handbook|document|report|part|appendix)\b/i.test(
    sentence,
  );
}

/**
 * Whether the sentence only announces what the next ones say: "The review reveals several key
 * findings.", "The results are as follows." Quoted alone it answers nothing.
 */
export function announcesContent(sentence: string): boolean {
  const text = sentence.trim();
  if (/\bas\s+follows\s*[.!]?$/i.test(text)) return true;
  return /\b(?:several|some|a\s+few|a\s+number\s+of|various|numerous|many|two|three|four|five|six|the\s+following)\s+(?:(?:key|main|major|important|notable|significant|interesting|general|new|further|other|clear)\s+){0,2}(?:findings|results|conclusions|points|issues|observations|recommendations|changes|improvements|lessons|insights|trends|takeaways|highlights|problems|concerns|factors|reasons|benefits|risks|advantages|limitations|contributions|steps|measures|actions|outcomes|themes|patterns|questions|challenges)\s*[.!]?$/i.test(
    text,
  );
}

/** Whether the sentence enumerates: "such as A, B and C", "the following: A, B, C", or three or more items ("A, B, C and D"). */
export function enumerates(sentence: string): boolean {
  if (/\b(?:such as|including|for example|the following)\b[^.]*,/i.test(sentence)) return true;
  if (/:\s*[^:]+,[^:]+(?:,|\band\b|\bor\b)/.test(sentence)) return true;
  // "A, B, C and D": three or more items, the last joined by "and" / "or".
  return /(?:[^,]+,){2,}[^,]*\b(?:and|or)\b/.test(sentence);
}
