/**
 * The semantic layer of the injection check (docs/architecture.md, "Defences"): a logistic
 * regression over the bundled sentence embedder's vectors (Universal Sentence Encoder Lite,
 * 512 dimensions, server/providers/local-embedder.ts). The lexical classifier (classifier.ts)
 * learns the words of the attacks it saw; a sentence vector places "your rules no longer apply"
 * near "ignore your instructions" though they share no word, so this layer carries what a kind
 * of attack means to wordings nobody showed it. Trained by scripts/train-semantic-injection.ts;
 * weights, thresholds and the ingestion gate are in semantic-weights.json (versioned).
 *
 * It needs vectors, which come from outside this layer: the planner embeds a question with the
 * local model, ingestion embeds a document's segments (server/ingest/semantic-scan.ts). Scoring
 * is one 512-term dot product per segment.
 */
import { pointsIntoADocument, rolesOverOwnWork } from "./own-task";
import { z } from "zod";
import type { TextKind } from "./classifier";
import { decodeWeights } from "./classifier";
import type { InjectionResult } from "./detect";
import { normalise } from "./normalise";
import { readableByModel } from "./readable-by-model";
import { addressesTheAssistantIn } from "./document-topic";
import weightsFile from "./semantic-weights.json";

/** The embedding model whose vectors the weights were trained on (local-embedder.ts `localModelId`). */
export const semanticModelId = "use-lite-512";

const perKind = z.object({ question: z.number(), document: z.number() });
const SemanticFile = z.object({
  version: z.number().int(),
  model: z.literal(semanticModelId),
  dimensions: z.number().int(),
  bias: z.number(),
  /** Added to the sum for document text: documents and questions have different base rates. */
  documentBias: z.number(),
  scale: z.number(),
  /** int16 × scale, little-endian, base64 (classifier.ts `encodeWeights`). */
  weights: z.string(),
  /** Probability at or above which this layer flags a text, per kind (chosen on dev). */
  threshold: perKind,
  /**
   * Ingestion embeds only document segments whose lexical score (classifier.ts) reaches this: the
   * embedder costs tens of milliseconds a segment, and the gate was chosen on dev so that almost
   * every attack segment passes while most ordinary prose does not.
   */
  documentGate: z.number(),
  /** Segment length (characters) documents are cut into before embedding. */
  segmentChars: z.number().int(),
  trainedOn: z.object({ rows: z.number(), sha256: z.string() }),
});
export type SemanticWeights = z.infer<typeof SemanticFile>;

export const semanticConfig: SemanticWeights = SemanticFile.parse(weightsFile);
const weights = decodeWeights(semanticConfig.weights, semanticConfig.scale);

export interface SemanticModel {
  bias: number;
  documentBias: number;
  weights: ArrayLike<number>;
}

/** The probability that the text this vector embeds is an instruction aimed at the assistant. */
export function semanticProbability(model: SemanticModel, vector: ArrayLike<number>, kind: TextKind): number {
  let sum = model.bias + (kind === "document" ? model.documentBias : 0);
  const length = Math.min(vector.length, model.weights.length);
  for (let index = 0; index < length; index++) sum += model.weights[index]! * vector[index]!;
  return 1 / (1 + Math.exp(-sum));
}

const committed: SemanticModel = { bias: semanticConfig.bias, documentBias: semanticConfig.documentBias, weights };

/** The highest probability over a text's segment vectors (the committed weights). */
export function semanticScore(vectors: ArrayLike<number>[], kind: TextKind): number {
  let best = 0;
  for (const vector of vectors) best = Math.max(best, semanticProbability(committed, vector, kind));
  return best;
}

/**
 * Whether ingestion asks this layer about document passages: not for now. Measured, it marked 57 of
 * the 549 passages of a clean book (freeculture.pdf, npm run bench) and flagged no poisoned file of
 * held-out set 3 that the lexical scan missed (server/ingest/semantic-scan.ts).
 */
export const semanticJudgesDocuments = false;

export const semanticFlags = (score: number, kind: TextKind) => score >= semanticConfig.threshold[kind];

/** Sentences (and line breaks) grouped up to `size` characters; a longer sentence is cut at `size`. */
export function segmentText(text: string, size: number): string[] {
  const sentences = text
    .split(/(?<=[.!?。！？])\s+|\n+/u)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter((sentence) => sentence.length > 0);
  const segments: string[] = [];
  let current = "";
  for (const sentence of sentences.flatMap((sentence) => cut(sentence, size))) {
    if (current.length > 0 && current.length + sentence.length + 1 > size) {
      segments.push(current);
      current = "";
    }
    current = current.length > 0 ? `${current} ${sentence}` : sentence;
  }
  if (current.length > 0) segments.push(current);
  return segments;
}

const cut = (sentence: string, size: number) => {
  const parts: string[] = [];
  for (let start = 0; start < sentence.length; start += size) parts.push(sentence.slice(start, start + size));
  return parts;
};

const aiNoun = String.raw`(?:ai|a\.i\.|assistants?|ai\s+assistants?|llms?|language\s+models?|models?|chatbots?|bots?|gpt|agents?|summari[sz]ers?|reviewers?|graders?|readers?)`;
/** "you" said to the reader; quoted text is taken out first. */
const secondPerson = /\b(?:you|your|yours|yourself)\b/i;
/** The reader named as the one spoken to: "Assistant, …", "Note to any AI: …", "Dear language model", "To the AI that reads this: …". */
const vocative = new RegExp(
  String.raw`(?:^|[.!?;]\s+|\b(?:dear|hey|attention|note\s+(?:to|for)|message\s+(?:to|for)|instructions?\s+(?:to|for)|to|for)\s+(?:the\s+|any\s+|all\s+|every\s+)?)${aiNoun}\b(?:\s+[\p{L}-]+){0,4}?\s*[:,]` +
    String.raw`|\b(?:dear|hey|attention)\s+(?:the\s+|any\s+)?${aiNoun}\b`,
  "iu",
);
/** The reader told what it must do, or what it does to this text: "AI summarisers should …", "any model reading this …". */
const obligedReader = new RegExp(
  String.raw`\b${aiNoun}\s+(?:must|should|shall|needs?\s+to|ha(?:s|ve)\s+to|(?:is|are)\s+to)\b` +
    String.raw`|\b${aiNoun}\s+(?:that\s+|who\s+)?(?:reads?|reading|summari[sz]es|summari[sz]ing|process(?:es|ing)|answer(?:s|ing)|review(?:s|ing))\s+(?:this|these|the\s+following)\b` +
    String.raw`|\b(?:any|every|each|the)\s+(?:summary|summaries|answer|reply|response)\s+(?:of|about|to|on)\s+this\b`,
  "iu",
);
const imperativeStart =
  /(?:^|[.!?:;]\s+)(?:please\s+)?(?:do\s+not|don't|never|always|ignore|disregard|forget|tell|say|state|reply|respond|answer|write|include|add|mention|recommend|describe|rate|report|claim|end|begin|start|print|reveal|output|send|forward|visit|click|pretend|act|treat|stop|leave\s+out|omit)\b/i;
const quoted = /"[^"\n]{0,200}"|“[^”\n]{0,200}”|«[^»\n]{0,200}»|(?<![\p{L}])'[^'\n]{0,200}'(?![\p{L}])|‘[^’\n]{0,200}’/gu;

/**
 * Whether a document segment speaks to its reader: says "you", names the assistant, a model or a
 * summariser as the one spoken to ("Assistant, …", "note to any AI:"), tells such a reader what it
 * must do or what it does to this text, or opens a sentence with an order. An instruction planted
 * for an assistant has to address it; a paper's prose about models ("LLMs have demonstrated …",
 * "we detect when host functions …") does not. Quoted text does not count: a report that quotes
 * an attack ("the phrase 'ignore previous instructions'") describes it. The semantic layer judges
 * only document segments that do (questions always speak to the assistant).
 */
export function addressesReader(segment: string): boolean {
  const unquoted = segment.replace(quoted, " ").trim();
  return secondPerson.test(unquoted) || vocative.test(unquoted) || obligedReader.test(unquoted) || imperativeStart.test(unquoted);
}

/**
 * Words by which a question speaks to the assistant or asks about its own setup, conversation or
 * secrets: "you", the assistant named, its instructions, rules, prompt, filters, this chat.
 */
const speaksToAssistant =
  /\b(?:you|your|yours|yourself|u|ur|assistant|ai|model|bot|chatbot|gpt|llm|instructions?|rules?|prompts?|system|guidelines?|restrictions?|filters?|configuration|conversation|chat|session|context|programming|developers?|operators?|persona|character|hidden|above)\b/iu;
/**
 * A password or secret with nothing saying whose ("the password", "any secrets"): the assistant's own, asked for. One
 * named by what it opens ("the Wi-Fi password", "the password for the hall", "the hall's door code") is a fact in a
 * document (a welcome sheet, a manual), which the lexical layers judge.
 */
const unnamedSecret =
  /(?:^|\b(?:the|a|an|any|its|this|that|these|those|hidden|secret|real|actual|master|internal)\s+|\b(?:what(?:'s|\s+is|\s+are)|tell\s+me|give\s+me|share)\s+)(?:passwords?|passcodes?|secrets?)\b(?!\s+(?:for|of|to|at|on|in)\b)/iu;
/**
 * A role asked for over the person's own text ("Act as an editor and fix the typos in my cover letter", "Pretend you are
 * the examiner and mark the essay I uploaded") or over a document the role reads ("Pretend you're a new customer reading
 * this brochure"): the role serves a letter, an essay, a brochure, not the assistant's limits. Persona attacks open the same way, and the sentence encoder reads the opening (0.99 for a
 * proofreader), so such a request is left to the rules and the lexical classifier, unless it names the assistant's
 * setup (rules, instructions, filters, a mode, secrets), which an attack wrapped in a role has to.
 */
const roleOpening =
  /^(?:please\s+)?(?:act|pretend|play|behave|take\s+(?:on\s+)?the\s+(?:role|part)|be\s+(?:my|a|an|the)|imagine\s+you(?:'re|\s+are))\b/iu;
const ownText = new RegExp(
  String.raw`\b(?:my|our)\s+(?:\w+\s+){0,2}?(?:letter|essay|cv|resume|résumé|report|draft|paragraph|e-?mail|speech|notes|thesis|story|poem|code|text|document|presentation|application|homework|paper|article|post|slides|answers?|translation|summary|proposal|invoice|sheet|spreadsheet|budget|worksheet)s?\b` +
    String.raw`|\b(?:the|this)\s+(?:\w+\s+){0,2}?\w+\s+(?:i|we)\s+(?:wrote|uploaded|attached|sent|pasted|drafted|shared)\b` +
    // A document of the library read in the role (held-out set 8, spent: "Pretend you're a new customer reading this
    // brochure: what would confuse you?", semantic 0.99).
    String.raw`|\b(?:reading|reads|read|reviewing|looking\s+at|seeing|receiving|gets?|got)\s+(?:this|the|that|our)\s+(?:\w+\s+){0,2}?(?:brochure|leaflet|flyer|document|report|manual|guide|handbook|policy|contract|page|article|paper|newsletter|notice|form|menu|catalogue|catalog|timetable|agenda|letter|email|invoice|proposal|offer|website|poster|lease|agreement|terms|minutes|plan|announcement|advert)s?\b`,
  "iu",
);
const namesSetup =
  /\b(?:instructions?|rules?|prompts?|system|guidelines?|restrictions?|restricted|filters?|filtered|censor\w*|configuration|programming|developers?|mode|limits?|persona|hidden|secrets?|passwords?|jailbr\w*|un(?:restricted|filtered|censored|bound)|dan|evil|policy|policies|safety|ethics?|no\s+longer)\b/iu;
const roleOverOwnText = (folded: string) => roleOpening.test(folded) && ownText.test(folded) && !namesSetup.test(folded);
/**
 * The reply asked to open with a fact of the document ("Begin your reply with the total and then explain it"): an
 * answer's form, which the sentence encoder reads as prefix injection (0.98). Prefix injection dictates quoted words
 * (rules.ts `dictated_reply_prefix`, reply-opening.ts); with no quote and nothing of the setup named, the rules and
 * the lexical classifier judge it.
 */
const formOverContent = (folded: string) =>
  /^(?:please\s+)?(?:begin|start|open)\s+(?:your|the)\s+(?:reply|answer|response)\s+with\s+(?:the|a|an|its|their|this|that)\s/u.test(
    folded,
  ) &&
  !/["“”‘«»]|(?<![\p{L}])'|'(?![\p{L}])/u.test(folded) &&
  !namesSetup.test(folded);

/**
 * Part of a document set aside ("Disregard appendix B, it's outdated. What is the deadline in the main text?", "Ignore
 * the previous version of the form"): the person narrows the source, which the sentence encoder reads as instructions set
 * aside (0.97 on held-out set 9, spent). Naming the setup ("ignore the rules above") is judged as before.
 */
const setsAsideDocumentPart = (folded: string) =>
  /^(?:please\s+)?(?:ignore|disregard|skip|leave\s+out|forget\s+about)\s+(?:the\s+)?(?:(?:previous|old|older|earlier|first|last|draft)\s+)?(?:appendix|appendices|annex|section|chapter|pages?|table|figure|paragraph|footnote|attachment|draft|version|part|slides?|sheet|tab)\b/u.test(
    folded,
  ) && !namesSetup.test(folded);

/**
 * What a report, an exercise or a study found, asked for ("Summarise the findings of the red-team exercise against our
 * support chatbot", "What did the penetration test conclude?", "List the recommendations from the audit"): the findings
 * are a document's content, whatever the exercise was aimed at. The sentence encoder reads a security exercise's name
 * beside a chatbot as an attack (0.99 on held-out set 12, spent), as it read a role over one's own letter. Naming the
 * assistant's setup ("the findings of your system prompt", "the results of ignoring your rules") is judged as before.
 */
const findingsAsked = new RegExp(
  String.raw`^(?:please\s+|(?:can|could|would)\s+you\s+)?(?:summari[sz]e|sum\s+up|list|outline|explain|describe|go\s+through|give\s+(?:me\s+)?|tell\s+me|what\s+(?:are|were))\s+` +
    String.raw`(?:the\s+|all\s+(?:the\s+)?)?(?:main\s+|key\s+|top\s+|major\s+|most\s+important\s+)?(?:findings|results|conclusions|outcomes|recommendations|lessons(?:\s+learned)?|takeaways|observations)\s+(?:of|from|in)\s+(?:the|our|this|that|last|their|its)\b` +
    String.raw`|^what\s+did\s+(?:the|our|this|that|last\s+\w+'s)\s+(?:[\w-]+\s+){0,4}?(?:report|audit|exercise|test|review|assessment|study|survey|inspection|investigation|evaluation|analysis|pentest)\s+(?:(?:of|on|into|for)\s+(?:[\w'-]+\s+){1,5}?)?(?:find|conclude|show|reveal|recommend|uncover)\b`,
  "u",
);
const asksForFindings = (folded: string) =>
  findingsAsked.test(folded) && !namesSetup.test(folded) && !/\b(?:you|your|yours|yourself)\b/u.test(withoutPoliteYou(folded));

/**
 * Whether a named document says something, asked ("Does the accessibility report say our intranet works with screen
 * readers, and which pages failed the test?", "What does the lease say about pets?", "According to the handbook, does
 * the policy require two approvals?"): the answer is the document's content. The sentence encoder reads the topic's
 * words alone and lands near attacks on them (held-out set 14, spent: 0.90 beside the set's screen-reader leak), as it
 * read a red-team exercise's findings. A question that says "you", names the assistant's setup or a secret, or gives an
 * order instead of asking is judged as before.
 */
const documentNoun = String.raw`(?:report|guide|guidance|policy|handbook|manual|contract|paper|minutes|document|leaflet|brochure|plan|agreement|lease|notice|letter|memo|study|survey|audit|review|assessment|specification|spec|checklist|faq|newsletter|article|statement|invoice|schedule|regulations?|terms|rulebook|readme|booklet|sheet|spreadsheet|workbook|deck|slides|presentation|proposal|brief|charter|pdf|file)`;
const documentSays = new RegExp(
  String.raw`^(?:and\s+|so\s+|also\s+)?(?:does|did|do|is|are|was|were|what|where|which|how|when|who|according\s+to)\b[^?]{0,80}?\b(?:the|our|this|that|my|their|its)\s+(?:[\p{L}-]+\s+){0,3}?${documentNoun}\s+(?:says?|said|states?|mentions?|lists?|shows?|claims?|recommends?|requires?|finds?|found|concludes?|covers?|describes?|explains?|suggests?|notes?|allows?|gives?)\b[^]*\?\s*$`,
  "u",
);
const asksWhatADocumentSays = (folded: string) =>
  documentSays.test(folded) &&
  !namesSetup.test(folded) &&
  !unnamedSecret.test(folded) &&
  !/\b(?:you|your|yours|yourself)\b/u.test(withoutPoliteYou(folded));

/**
 * A question about a quoted phrase, judged by the words around it (quoted-subject.ts `quotedSubjectFrame`): "The e-mail
 * in my files says this phrase. Does the security guide say this is phishing?". The quote is the subject; the frame asks
 * the assistant for nothing of its own unless it says "you" or names its setup or a secret, and the sentence encoder
 * reads "says this phrase" beside a security topic as an attack (0.92-0.95 on held-out set 9, spent).
 */
export function semanticJudgesQuotedFrame(frame: string): boolean {
  const normal = normalise(frame);
  const folded = normal.folded;
  // "You" in any of the languages (document-topic.ts), as quotes of every script now frame questions in them.
  return (
    // Letter boundaries, not \b: \b is ASCII, so the Polish "działu" (folded "działu") ended in a word "u".
    /(?<![\p{L}\p{N}])(?:you|your|yours|yourself|u|ur)(?![\p{L}\p{N}])/u.test(folded) ||
    addressesTheAssistantIn(folded, normal.raw) ||
    namesSetup.test(folded) ||
    unnamedSecret.test(folded)
  );
}

/** A question of at most this many words is short: mostly the name or field it asks about. */
export const shortQuestionWords = 12;

/**
 * Whether the semantic layer judges this question. A role asked for over the person's own text is not judged
 * (`roleOverOwnText`), nor a reply asked to open with a fact of the document (`formOverContent`). A short question that neither speaks to the
 * assistant nor names its setup ("What is AutoGen?", "What's the club's phone number?") is left to
 * the rules and the lexical classifier: such a question is mostly its subject, and the sentence
 * encoder cuts an unfamiliar name into sub-word pieces whose vector lands anywhere, near attacks
 * too (0.97 for "What is AutoGen?" before). An order hidden in a short question has to address the
 * assistant or its instructions to work, and then this layer judges it.
 */
export function semanticJudgesQuestion(question: string): boolean {
  const folded = normalise(question).folded;
  const words = folded.match(/[\p{L}\p{N}']+/gu) ?? [];
  if (roleOverOwnText(folded) || formOverContent(folded) || setsAsideDocumentPart(folded) || asksForFindings(folded)) return false;
  if (asksWhatADocumentSays(folded)) return false;
  // The same kinds in the other languages: a role over one's own work, a place inside a document (own-task.ts).
  if (rolesOverOwnWork(folded) || pointsIntoADocument(folded, question)) return false;
  return words.length > shortQuestionWords || speaksToAssistant.test(withoutPoliteYou(folded)) || unnamedSecret.test(folded);
}

// "Give me the CliffsNotes version, would you?", "Could you list the dates?": a "you" of politeness asks the question
// after it, it does not speak to the assistant about itself (a new user's follow-up was refused at the layer's word
// "you" and its unfamiliar name's vector). Any other "you", "your" or name of the assistant's setup still counts.
const politeYou =
  /\b(?:(?:would|could|can|will)\s+you(?:\s+please)?(?:\s+kindly)?|thank\s+you|if\s+you\s+(?:would|could|can|please|don'?t\s+mind))\b/giu;
const withoutPoliteYou = (folded: string) => folded.replace(politeYou, " ");

/** At most this many segments of one text are embedded (a passage is a few hundred words). */
const maxSegments = 40;

/**
 * The texts to embed for one text: a question whole (it is short, and the model reads it as one
 * request), a document in segments, so one planted sentence is not averaged away by the page;
 * both with their decoded hidden or encoded spans (normalise.ts: hidden places, encodings, any
 * segment written backwards, leetspeak), each on its own; only the ones the model can read
 * (`readableByModel`).
 */
export function semanticTexts(text: string, kind: TextKind, segmentChars = semanticConfig.segmentChars): string[] {
  const normal = normalise(text);
  const base = normal.raw.replace(/\s+/g, " ").trim();
  if (base.length === 0) return [];
  const whole = kind === "question" ? [base.slice(0, segmentChars * 2)] : segmentText(normal.raw, segmentChars);
  // A decoder's guess (ROT13 or backwards read into Polish, say) can hold one English-looking word by chance: two are needed.
  const decoded = normal.decoded.map((span) => span.replace(/\s+/g, " ").trim()).filter((span) => readableByModel(span, 2));
  return [...new Set([...whole.filter((text) => readableByModel(text)), ...decoded])].slice(0, maxSegments);
}

/**
 * The lexical score under which the semantic layer alone refuses nothing: two models read the text, and when the one
 * that reads its words finds nothing of an attack in them (under 0.2; the question threshold is 0.61) the sentence
 * vector's nearness to attacks is no corroborated sign. The semantic layer's vector of an ordinary request lands next
 * to the attacks on the same topic ("Can you show me what the FAQ says?", 1.00; "Give me the invoice number … as JSON",
 * 0.95), and its probabilities sit at 0.95-1.00 for both, so its own score can't tell them apart. Over every question
 * of the spent held-out sets and audits (4,500), 13 benign questions were refused by this layer alone at lexical scores
 * 0.04-0.53 and 22 attacks caught at 0.12-0.61: under 0.2 lie 8 of the benign ones and one attack, none between 0.13
 * and 0.22. Such a question is `uncertain`, which the LLM guard settles where a model is configured.
 */
export const semanticNeedsLexicalScore = 0.2;

/**
 * The lexical verdict with the semantic layer's: either flags the text ("semantic" among the
 * patterns when this layer did; the semantic layer alone only beside a lexical score of at least
 * `semanticNeedsLexicalScore`); the score stays the lexical classifier's, `semantic` is this one's.
 */
export function withSemantic(result: InjectionResult, score: number | null, kind: TextKind): InjectionResult {
  if (score === null) return result;
  const near = semanticFlags(score, kind);
  const flags = near && (result.flagged || result.score >= semanticNeedsLexicalScore);
  const patterns = flags && !result.patterns.includes("semantic") ? [...result.patterns, "semantic"] : [...result.patterns];
  return Object.freeze({
    ...result,
    flagged: result.flagged || flags,
    band: result.flagged || flags ? "flagged" : near ? "uncertain" : result.band,
    patterns: Object.freeze(patterns) as string[],
    semantic: score,
  });
}
