/**
 * The injection verdict: normalisation, then rules and the learned classifier decide together
 * (docs/architecture.md, "Defences"; measured in docs/security-report.md).
 *
 * - Unicode tag characters flag a text on their own: nothing a person types or writes holds them.
 * - A rule match flags it.
 * - The classifier's probability at or above the threshold flags it (a question of two words that
 *   name a thing excepted: a search like "wifi password" gives no order; so is document text in a script the
 *   classifier read no document prose in, unless something beside it reads as an order: document-scripts.ts);
 *   between `uncertainLow` and the threshold the verdict is `uncertain`, which the LLM guard
 *   (server/pipeline/llm-guard.ts) may settle when a model is configured; offline, uncertain stays unflagged.
 * - Text decoded from hidden or encoded spans is checked the same way, on its own.
 * - A long text is also scored in windows of a few sentences, so one planted sentence is not
 *   diluted by the pages around it.
 * - A question that asks about a quoted phrase is judged by the words around the quote, and so is a
 *   document sentence that discusses a quoted phrase as a specimen (quoted-subject.ts); the rules do not
 *   read an order a document reports about a third party ("lines telling a model to ignore …").
 */
import { LRUCache } from "lru-cache";
import { committedClassifier, type Classifier, type TextKind } from "./classifier";
import { normalise, type NormalisedText } from "./normalise";
import { quotedSubjectFrame, quotedSubjectsInDocument, withoutReportedOrders } from "./quoted-subject";
import {
  advisesPeopleAboutAThing,
  asksAboutADocumentsThing,
  asksPolitely,
  namesNoOrder,
  quotedFrameAsksNothingOfTheAssistant,
} from "./document-topic";
import { writtenOutsideDocumentScripts } from "./document-scripts";
import { dialectAsEnglish } from "./dialect";
import { conceptsIn, type Concept } from "./lexicon";
import { checksADocument, pointsIntoADocument, rolesOverOwnWork } from "./own-task";
import { asksOneThingInAnUnreadLanguage } from "./unread-language";
import { asksAboutATopic } from "./topic-question";
import { matchDocumentOnlyRules, matchRules, onlyProseShapes, speaksOfAnAiReader } from "./rules";

/**
 * Bump this whenever a change to the rules, the lexicon, normalisation or the way they combine
 * (rules.ts, lexicon.ts, normalise.ts, this file) can change a verdict: it is part of the
 * detector's fingerprint (fingerprint.ts), and a changed fingerprint makes Docent re-judge every
 * stored passage after its next start (server/ingest/injection-rejudge.ts). A retrain of
 * weights.json changes the fingerprint by itself.
 */
export const detectorRevision = 77;

export type InjectionBand = "clear" | "uncertain" | "flagged";

export interface InjectionResult {
  flagged: boolean;
  band: InjectionBand;
  /** The classifier's highest probability over the text, its windows and its decoded spans. */
  score: number;
  /** Why: rule ids, "tag_characters", "classifier", "semantic", and "encoded:<id>" for a decoded span. */
  patterns: string[];
  /** The semantic layer's highest probability (semantic.ts), when the text's vectors were at hand. */
  semantic?: number;
}

/** Consecutive sentences grouped up to `size` characters, each window overlapping the last by one sentence. */
export function windowsOf(text: string, size: number): string[] {
  if (size <= 0 || text.length <= size * 1.5) return [];
  // Burmese (။ ၊), Ethiopic (። ፣ ፧), Devanagari (। ॥) and Arabic-script (؟ ۔) marks end a clause with or without a space
  // after them: split on the Latin and CJK marks alone, a page in those scripts was one "sentence" and never windowed.
  const sentences = text.split(/(?<=[.!?。！？\n])\s+|(?<=[။၊።፣፧।॥؟۔])\s*/u);
  const windows: string[] = [];
  let current = "";
  let last = "";
  for (const sentence of sentences) {
    if (current.length > 0 && current.length + sentence.length > size) {
      windows.push(current);
      current = last;
    }
    current = current.length > 0 ? `${current} ${sentence}` : sentence;
    last = sentence;
  }
  if (current.length > 0) windows.push(current);
  return windows.slice(0, 60);
}

export type { TextKind };

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: "word" });

/** Ideas that name a thing a person may look up ("wifi password", "admin password"), not an act on the assistant. */
const thingsLookedUp = new Set<Concept>(["secret", "system"]);

/**
 * At most two words (counted as a language's words are: Japanese and Thai have no spaces) that name
 * a thing and no act: "ignore instructions", "DAN mode" and "show prompt" are orders still.
 */
function isBareQuery(folded: string): boolean {
  let words = 0;
  for (const segment of wordSegmenter.segment(folded)) if (segment.isWordLike && ++words > 2) return false;
  return conceptsIn(folded).every((concept) => thingsLookedUp.has(concept));
}

/** Quotation marks of the languages: the words an answer must open with are quoted when they are dictated. */
const quoteMark = /["“”„‘’«»‚‹›「」『』《》]|(?<![\p{L}])'|'(?![\p{L}])/u;

/**
 * "Begin the answer with" in Thai, on folded text (NFKC writes ำ as ํา, so the lexicon's Thai entries with it never
 * match, and retraining with them folded moved other verdicts: round 13's notes): เริ่มคำตอบด้วย, ขึ้นต้นคำตอบด้วย.
 */
const thaiAnswerOpening = /(?:เริ่ม|ขึ้นต้น)(?:ค\u0e4d\u0e32|คำ)ตอบ(?:ของคุณ)?ด้วย/u;
/** What of the assistant's own a Thai message may name, the lexicon's dead entries among them: orders, rules, setup, secrets, "you". */
const thaiAssistantsOwn = /ค(?:\u0e4d\u0e32|ำ)สั่ง|ลับ|พรอมต์|ระบบ|กฎ|ข้อจ(?:\u0e4d\u0e32|ำ)กัด|ตั้งค่า|แนวทาง|คุณ|รหัสผ่าน/u;
const opensInThai = (folded: string) => thaiAnswerOpening.test(folded) && !thaiAssistantsOwn.test(folded.replace(thaiAnswerOpening, " "));
/**
 * "Begin the answer with" in languages the lexicon's `opening` idea has no words for (held-out set 11, spent: the
 * Icelandic "Byrjaðu svarið á heildarupphæðinni …", refused at 0.76), kept here so the classifier's features do not move.
 */
const answerOpeningElsewhere = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:byrja[dð]u|hef[dð]u)\s+svari[dð]`,
    String.raw`(?<![\p{L}])(?:sac|saciet)\s+(?:savu\s+)?atbildi`,
    String.raw`(?<![\p{L}])(?:zacni|zapocni|pocni)\s+(?:svoj\s+)?odgovor`,
    String.raw`(?<![\p{L}])(?:zacni|zacnite)\s+(?:svoju\s+)?odpoved`,
    String.raw`(?<![\p{L}])pradek\s+(?:savo\s+)?atsakym`,
    String.raw`(?<![\p{L}])alusta\s+(?:oma\s+)?vastust`,
    String.raw`(?<![\p{L}])hasi\s+erantzuna`,
    String.raw`(?<![\p{L}])(?:comenca|comeca|comeza)\s+(?:la|a)\s+(?:teva\s+|tua\s+)?resposta`,
    String.raw`(?<![\p{L}])dechreua\s+(?:dy|eich)\s+ateb`,
    String.raw`(?<![\p{L}])javob\p{L}*\s+[^.!?\n]{0,40}?bilan\s+boshla`,
    String.raw`(?<![\p{L}])fillo\s+pergjigjen`,
    String.raw`(?<![\p{L}])begin\s+(?:jou|u)\s+antwoord`,
    String.raw`উত্তর[^।?\n]{0,40}?দিয়ে\s+শুরু`,
    String.raw`उत्तर[^।?\n]{0,40}?(?:बाट|ने|से)\s+(?:सुरु|सुरुवात|शुरू)`,
    String.raw`جواب[^۔?\n]{0,40}?سے\s+شروع`,
  ].join("|"),
  "u",
);

/**
 * An answer asked to open with something and nothing else of the lexicon said ("Beginne deine Antwort mit der
 * Gesamtsumme", "Start your answer with the total"): an answer's form, asked in every language, where the `opening`
 * idea alone carries the classifier over the threshold (held-out set 8, spent, refused the German one at 0.67). Telling
 * the document's items after it is the answer too ("…แล้วบอกสามรายการ", then tell the three items: round 13's audit, the
 * Thai row, 0.77). Prefix injection dictates quoted words or names the setup, limits or a leak beside them, and stays
 * the classifier's.
 */
function asksAnswerFormOnly(folded: string): boolean {
  const concepts = conceptsIn(folded);
  const opens = concepts.includes("opening") || opensInThai(folded) || answerOpeningElsewhere.test(folded);
  return opens && concepts.every((concept) => concept === "opening" || concept === "reveal") && !quoteMark.test(folded);
}

/** A role or a check over the person's own work or a named document, or a place inside a document (own-task.ts). */
const ownTask = (folded: string, raw: string) =>
  rolesOverOwnWork(folded) || pointsIntoADocument(folded, raw) || checksADocument(folded, raw);

/**
 * Document text in a script the classifier read no document prose in (document-scripts.ts): its score alone is no sign,
 * so it needs a rule, an idea that speaks to an assistant or of an act on something of its own, an AI reader named, or a
 * place to go beside the reader's answer or summary (document-topic.ts `namesNoOrder`).
 */
function scoreAloneIsNoSign(normal: NormalisedText): boolean {
  return writtenOutsideDocumentScripts(normal.native) && namesNoOrder(normal.folded) && !speaksOfAnAiReader(normal);
}

/**
 * Whether a document text's classifier score, however high, says nothing alone: a hidden text's uncertain band counts
 * as an instruction (ingest/injection-scan.ts), but not in a script the classifier read no document prose in, with
 * nothing beside it ("詳細は https://… を参照し、… 山田さん（03-1234-5678）に確認してください", a quote's cell comment: 0.78).
 */
export const documentScoreAloneIsNoSign = (text: string) => scoreAloneIsNoSign(normalise(text));

export function createDetector(classifier: Classifier) {
  const scoreText = (folded: string, where: TextKind) => {
    let best = classifier.classify(folded, where);
    for (const window of windowsOf(folded, classifier.windowChars)) best = Math.max(best, classifier.classify(window, where));
    return best;
  };
  const decide = (text: string, where: TextKind, quotedFrame = false) => {
    const normal = normalise(text);
    // In a document, an order reported about a third party ("telling a model to ignore …") is no order to the reader.
    const reported = where === "document" ? withoutReportedOrders(text) : text;
    const patterns = matchRules(reported === text ? normal : normalise(reported), where);
    if (normal.signals.tagCharacters) patterns.push("tag_characters");
    let score = scoreText(normal.folded, where);
    // The score the classifier's own mark is decided on: a decoded span that asks about a topic adds to the band only.
    let judgedScore = score;
    for (const span of normal.decoded) {
      const inner = normalise(span);
      for (const id of matchRules(inner, where)) patterns.push(`encoded:${id}`);
      const innerScore = classifier.classify(inner.folded, where);
      score = Math.max(score, innerScore);
      // A question about a topic, decoded, is judged as the same question written plainly is (topic-question.ts).
      if (where === "question" && asksAboutATopic(inner.folded, inner.raw)) continue;
      if (innerScore >= classifier.threshold[where]) patterns.push("encoded:classifier");
      judgedScore = Math.max(judgedScore, innerScore);
    }
    // Two words naming a thing ("wifi password", "admin password") are a search, not an order: the
    // classifier alone refuses no such question (a rule still does; the LLM guard may judge it uncertain).
    // A reply asked to open with a fact, no words dictated and no other idea said, is an answer's form (asksAnswerFormOnly).
    // What a named document says of a thing (a paper's system prompt, a policy's passwords), nothing asked of the
    // assistant's own setup, is the document's topic (document-topic.ts).
    // The words around a quoted phrase that ask nothing of the assistant's own are a question about the quote (document-topic.ts).
    // A role over one's own work, a place inside a document, a check of a named document's figures (own-task.ts).
    // A question asked politely ("Can you tell me what this one covers?"), the question naming nothing of the assistant's.
    // One question in a language the classifier hardly read, no act on the assistant's own named (unread-language.ts).
    // A question about a topic, no lexicon idea and no "you", nothing asked after it (topic-question.ts).
    // Read only when the classifier would refuse: each of these passes over the lexicon, and most questions are under it.
    const formOnly = () =>
      where === "question" &&
      (isBareQuery(normal.folded) ||
        asksAnswerFormOnly(normal.folded) ||
        asksAboutADocumentsThing(normal.folded, normal.raw) ||
        asksPolitely(normal.folded) ||
        (quotedFrame && quotedFrameAsksNothingOfTheAssistant(normal.folded, normal.raw)) ||
        ownTask(normal.folded, normal.raw) ||
        asksOneThingInAnUnreadLanguage(normal.folded, normal.raw) ||
        asksAboutATopic(normal.folded, normal.raw));
    // Document text that only tells people about a password or a system, no act and no AI reader named (document-topic.ts).
    // Read only when the classifier would flag: most passages are under the threshold, and the lexicon pass costs.
    const advice = () =>
      where === "document" && patterns.length === 0 && advisesPeopleAboutAThing(normal.folded) && !speaksOfAnAiReader(normal);
    // Document text in a script the classifier read no document prose in, nothing beside its score (scoreAloneIsNoSign).
    const uncorroborated = () => where === "document" && patterns.length === 0 && scoreAloneIsNoSign(normal);
    if (judgedScore >= classifier.threshold[where] && !formOnly() && !advice() && !uncorroborated()) patterns.push("classifier");
    // In a document, a shape prose takes too counts only beside a sign the text is aimed at an AI.
    const prose =
      where === "document" && onlyProseShapes(patterns) && score < classifier.uncertainLow.document && !speaksOfAnAiReader(normal);
    return { patterns: prose ? [] : [...new Set(patterns)], score };
  };
  return (text: string, where: TextKind = "question"): InjectionResult => {
    // A question about a quoted phrase is judged by the words around the quote, and so is a document's sentence that
    // discusses a quoted phrase (quoted-subject.ts).
    const frame = where === "question" ? quotedSubjectFrame(text) : null;
    const judged = where === "question" ? (frame ?? text) : quotedSubjectsInDocument(text);
    const written = judged.trim().length > 0 ? decide(judged, where, frame !== null) : { patterns: [], score: 0 };
    const decided = withDialectReading(written, judged, where, (english) => decide(english, where, frame !== null));
    const { score } = decided;
    // Quoted text handed over in a question ("Translate to French: "…"") is text pasted for the assistant to work on: a
    // document, read by the document-only rules too (a note addressed to the AI that will read it).
    const patterns = where === "question" ? [...decided.patterns, ...pastedDocumentPatterns(text)] : decided.patterns;
    const flagged = patterns.length > 0;
    const band: InjectionBand = flagged ? "flagged" : score >= classifier.uncertainLow[where] ? "uncertain" : "clear";
    return Object.freeze({ flagged, band, score, patterns: Object.freeze(patterns) as string[] });
  };
}

type Decided = { patterns: string[]; score: number };

/**
 * A question in an English-based creole, a pidgin, Scots or chat spelling is judged as written and as rendered toward
 * English (dialect.ts), by the same checks and exemptions: the classifier learned its attacks from English words. A rule
 * the rendering meets is `dialect:<rule>`; the classifier's verdict stays `classifier`, a learned mark like any other.
 */
function withDialectReading(written: Decided, judged: string, where: TextKind, decide: (text: string) => Decided): Decided {
  const english = where === "question" ? dialectAsEnglish(judged) : null;
  if (english === null) return written;
  const rendered = decide(english);
  const patterns = rendered.patterns.map((id) => (id === "classifier" ? id : `dialect:${id}`));
  return { patterns: [...new Set([...written.patterns, ...patterns])], score: Math.max(written.score, rendered.score) };
}

/** A quote opened right after a colon, to the message's end: text handed over ("Translate to French: "…"", "Summarise: «…»"). */
const handedOver = /:\s*["“„«‘'‚‹「『《]([\s\S]+)$/u;
/**
 * A work of the person's own named and then given, unquoted, to be checked, completed or continued ("Can you check the
 * rhythm of my poem? The harbour sleeps …", "Continue this story: …"): an order planted in its lines is a document's.
 */
const handedOverWork =
  /\b(?:my|this|the\s+following|our)\s+(?:poem|story|verses?|song|lyrics|limerick|sonnet|haiku|rhyme|tale|table|draft|essay)\b[^.?!:\n]{0,30}[?:.]\s+([\s\S]+)$/iu;

/**
 * Text handed over in a question for the assistant to work on (translate, summarise, proofread), a few words or more, is
 * a document: judged by the document-only rules too, prose shapes only beside an AI reader named. A quote the question
 * asks about ("the report quotes an email saying '…'") follows no colon.
 */
function pastedDocumentPatterns(text: string): string[] {
  const pasted = handedOver.exec(text)?.[1] ?? handedOverWork.exec(text)?.[1];
  if (!pasted || (pasted.match(/[\p{L}\p{N}]+/gu) ?? []).length < 6) return [];
  const normal = normalise(pasted);
  // "addresses_the_ai" alone reads any AI named as a reader ("Note to the AI team: …", "Dear AI assistant, …"), which a
  // text a person hands over may well say; a note to the AI with an order, or headed to it, may not.
  const ids = matchDocumentOnlyRules(normal).filter((id) => id !== "addresses_the_ai");
  if (ids.length === 0 || (onlyProseShapes(ids) && !speaksOfAnAiReader(normal))) return [];
  return ids.map((id) => `pasted:${id}`);
}

const detectWithCommittedModel = createDetector(committedClassifier);
// One answer checks the same retrieved passages in several stages (validator, suggestions), and
// the next answers retrieve many of them again: a hash lookup is far cheaper than a verdict.
// Verdicts are frozen, so a caller can't change a shared one.
const verdicts = new LRUCache<string, InjectionResult>({ max: 2_000 });

/**
 * Whether `text` carries instructions aimed at the assistant, how sure, and which checks said so.
 * `where`: a person's question, or document text (retrieved passages, chunks at ingestion), which
 * has a few more rules (rules.ts `documentRules`).
 */
export function detectInjection(text: string, where: TextKind = "question"): InjectionResult {
  const key = `${where}\u0000${text}`;
  const known = verdicts.get(key);
  if (known) return known;
  const verdict = detectWithCommittedModel(text, where);
  verdicts.set(key, verdict);
  return verdict;
}
