/**
 * Whether a message is about the previous answer, and which kind (docs/architecture.md,
 * "Conversation"), recognised by what the message is like rather than by a list of its wordings:
 *
 * 1. the fixed wordings of about-answer-request.ts ("Make it shorter.", "Expand point 2.") first;
 * 2. its shape, whatever its words: short, naming no subject of its own (no name, no number but a
 *    point's, at most one word that neither talks about an answer nor comes from the previous turn);
 * 3. its nearest example requests (about-answer-examples.ts) in the bundled sentence embedder's
 *    space, against questions of their own that look like them: the kind whose examples are
 *    nearest, when they are nearer than the questions by a margin;
 * 4. outside English (the embedder is English-first), the kind a word asks for in French, German,
 *    Spanish, Italian or Dutch (about-answer-request.ts `cueOf`), with the same shape;
 * 5. when those read nothing, outside English, a message naming no subject of its own (no name, at
 *    most two words the documents hold; the previous turn's own subject named again is none) is read by the follow-up classifier
 *    (follow-up-classifier.ts: character n-grams learned in some thirty languages), which also knows
 *    questions of their own and small talk and then reads none (`learnedFollowUp`).
 *
 * Without the embedder (starting, failed, another provider), the rules of about-answer-request.ts
 * decide alone. The examples' vectors are computed once (committed in about-answer-vectors.json,
 * scripts/about-answer-vectors.ts; recomputed in the background at start when stale).
 */
import { stem, stopWords, wordSet } from "../core/text-analysis";
import { isEnglishWord } from "../core/verb-lemma";
import type { Embedder } from "../providers/embeddings";
import { aboutAnswerExamples } from "./about-answer-examples";
import {
  aboutAnswerByPattern,
  aboutAnswerRequest,
  articles,
  backPointers,
  clitics,
  cueKind,
  cueOf,
  foldText,
  isFiller,
  languageNames,
  numberValue,
  numberWords,
  otherLanguageWord,
  placeWords,
  pointWords,
  weakCueWords,
  withinOneEdit,
  withoutClitic,
  type AboutAnswerKind,
  type AboutAnswerRequest,
} from "./about-answer-request";
import { committedExampleIndex, exampleIndexFromFile, type ExampleIndex } from "./about-answer-vectors";
import { expandShorthand } from "./chat-shorthand";
import { messageLanguage, type MessageLanguage } from "./message-language";
import { enoughWords, longWords, shortWords, tooWords, turnedLength } from "./length-polarity";
import { plainIdioms } from "./request-idioms";
import { withoutCourtesy } from "./courtesy";
import { sourceRequestWords } from "./answer-source";
import { asksWhoTheyWere, confessesNotKnowing } from "./not-knowing";
import { remarksOnlyPart } from "./partial-answer";
import { joinedSeparableVerb } from "./verb-forms";
import { isAdmission } from "../prompts/reasoner";
import { smallTalkLanguage } from "./intent";
import { followUpTokens, isFollowUpWord, readFollowUp } from "./follow-up-classifier";
import { ordinalPoint } from "./ordinal-words";
import {
  isPolishOrPortuguese,
  polishPortugueseCauseNouns,
  polishPortugueseFunctionWords,
  polishPortugueseOneCounts,
  polishPortugueseTextUnits,
} from "./follow-up-words-pl-pt";

/** The turn a follow-up would be about. */
export interface PreviousTurn {
  question: string;
  answer: string;
}

/** A recognised request and what recognised it (for the timeline). */
export type Recognised = AboutAnswerRequest & { by: "rules" | "embedding" | "words" | "classifier" };

export interface AboutAnswerRecogniser {
  /** The request `message` makes about `previous`, or null when it is a question of its own (or there is no previous turn). */
  recognise(message: string, previous: PreviousTurn | null, signal?: AbortSignal): Promise<Recognised | null>;
  /** What an earlier message was recognised as, when this process saw it; else the rules' reading. */
  remembered(message: string): AboutAnswerRequest | null;
  /** Resolves once the examples' vectors are in memory (false: the rules alone decide). */
  ready(): Promise<boolean>;
}

// Tuned on the dev data only (cases.json and held-out 1–3 follow-ups, the intent fixtures' questions).
export const recogniserTuning = {
  /** Mean similarity to the kind's nearest examples. */
  minScore: 0.5,
  /** … above the nearest questions of their own. */
  minMargin: 0.04,
  /** With one word of its own, the message must be this much nearer to a request than to a question. */
  unknownWordMargin: 0.12,
  /** A kind a word asks for wins when its examples are this close to the nearest kind's. */
  cueTie: 0.05,
  /** … and a kind word that is no mere word of degree ("point form", "bullet", "add") within this. */
  strongCueTie: 0.15,
  /** Examples averaged per kind. */
  neighbours: 2,
  /** Longer messages are questions of their own. */
  maxWords: 14,
  /** Words of its own, held by the library or not: more make a question of its own. */
  maxOwnWords: 3,
  /** A request whose every word of its own is stray (nothing to look up) is no longer than this. */
  maxStrayMessage: 10,
  /** Read by its request sense alone, shorter and more detail must lie this far apart. */
  senseLengthGap: 0.03,
  /** A message read clause by clause (`byClauses`) is no longer than this. */
  maxClausedWords: 30,
};

// --- The message's shape -------------------------------------------------------------------------

interface Token {
  word: string;
  capital: boolean;
  /** First word of a sentence. */
  initial: boolean;
}

function tokensOf(message: string): Token[] {
  const text = message
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss")
    .replace(/ł/giu, "l")
    // "thirty-second", "twenty-first": one word, no point's ordinal.
    .replace(/(\p{L})-(?=(?:first|second|third|fourth|fifth)\b)/giu, "$1");
  const tokens: Token[] = [];
  let initial = true;
  for (const match of text.matchAll(/[\p{L}\p{N}#]+|[.!?¿¡]/gu)) {
    const piece = match[0];
    if (/^[.!?¿¡]$/u.test(piece)) {
      initial = true;
      continue;
    }
    tokens.push({ word: piece.toLowerCase(), capital: /^\p{Lu}/u.test(piece), initial });
    initial = false;
  }
  return tokens;
}

// Words that carry no subject: chat shorthand, and the function words (adverbs, prepositions) of the six languages.
const functionWords = new Set(
  [
    "u ur r ya yeah yep plz pls thx ty hey hm hmm ok k lol stp svp pfff",
    // A term of address ("too wordy, mate") and owning up frankly ("I confess …", "to be honest") name no subject (#20, t20s21).
    "mate buddy pal dude bro honest honestly frankly confess",
    // The elided French "que", "qui" ("qu'est-ce qu'il y a …").
    "qu",
    "really actually exactly maybe perhaps quite rather even still already though anyway bit anything something everything nothing",
    // The English modals and the closed-class adverb of never that the stop words lack ("might we have…", "I'd never heard of her").
    "might may never",
    // Seeing a passage, as "show", "zeig", "montre" show it ("Can I see the exact wording?").
    "see",
    // A reaction to the answer or its point ("Number three sounds interesting, say more?").
    "sounds seems interesting fascinating intriguing",
    // … in the other five ("Le numéro deux m'intéresse", "El número tres me interesa", "Nummer drei klingt spannend",
    // "Il numero due mi incuriosisce", "Nummer twee vind ik boeiend"), with the Dutch "I" and "find" of the reaction.
    "interesse interessant interessante interesa interesan interessa incuriosisce intriga intrigue curieux curioso spannend klingt suena sembra lijkt boeiend ik vind",
    ...[...stopWords].map((word) => word.normalize("NFD").replace(/\p{M}+/gu, "")),
    "non tout todo weten encore aussi bien tres trop peu juste seulement mieux plutot deja toujours donc alors vraiment moins exactement rien beaucoup quelque chose montre montrer",
    "ganz allem allen war waren ware wurde wurden sei lieber gern gerne weniger nichts zeigen zeig noch nur sehr viel besser schon denn doch eben wirklich genau also daruber davon dazu daraus darauf daran damit dafur dabei darin danach darum",
    "sobre muy poco mejor solo tambien aun todavia ya entonces bien menos exactamente algo nada mucho hacer hace haces hazme decir dice dices mostrar muestra muestrame",
    "anche ancora gia sempre molto poco meglio meno proprio davvero esattamente qualcosa niente tutto allora quindi mostra mostrami pure qual",
    "ook nog al altijd heel zeer weinig beter minder echt precies iets niets alles dus toch maar wat toon laat zien liever ervoor erbij erin ervan mag mogen moet moeten",
    // "Your" and "exact" in the other five ("Qual è la tua fonte?", "Citami la riga esatta", "Citeer de exacte regel").
    "missing lacking mis mist manque manquent fehlt fehlen falta faltan manca mancano ontbreekt ontbreken",
    // Dutch separable particles ("vul het aan", "leg het uit"): no subject.
    "aan af uit mee weg",
    "ta ton tes votre vos tus su sus tua tuo tuoi tue dein deine deinen deiner jouw uw exacte exact exacto exacta esatto esatta exakt exakte genaue genauen precise precisa preciso",
    // … and their plurals ("las palabras exactas", "les mots exacts", "die exakten Worte").
    "exactes exacts exactos exactas esatti esatte exakten genauesten precises precisos precisas precisi precise",
  ].flatMap((words) => (typeof words === "string" ? words.split(" ") : words)),
);

// The closed classes of the other five (articles and articles joined to a preposition, prepositions, possessives,
// personal pronouns, demonstratives, the forms of "be", "have" and the modals): in a message of that language
// never a subject, though an English library may hold the word ("sui dettagli", "mes notes", "era", "sea").
// Read only when the message is in that language ("What era …?" keeps its "era").
const closedClasses: Partial<Record<MessageLanguage, ReadonlySet<string>>> = {
  it: wordSet(
    "il lo la li i gli le un uno una di a da in con su per tra fra del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle col coi mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro vostra vostri vostre loro io tu lui lei noi voi essi esse mi ti ci vi si ne sono sei e siamo siete era erano sarebbe sarei sarebbero ho hai ha abbiamo avete hanno avrei avresti posso puoi puo possiamo potete possono vorrei voglio vuoi vuole devo deve questo questa questi queste quello quella quelli quelle",
  ),
  fr: wordSet(
    "n ne le la les un une des du de au aux en dans sur sous pour par avec sans chez entre vers mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs je tu il elle on nous vous ils elles me te se moi toi lui eux suis es est sommes etes sont etait etaient serait serais seraient sera ai as avons avez ont avais avait aurait aurais peux peut pouvons pouvez peuvent pourrais pourrait veux veut voudrais voudrait dois doit ce cet cette ces celui celle ceux celles",
  ),
  de: wordSet(
    "der die das den dem des ein eine einen einem einer eines mein meine meinen meinem meiner dein deine sein seine ihr ihre unser unsere euer eure ich du er sie es wir mir mich dir dich ihm ihn uns euch bin bist ist sind seid war waren ware wurde wurden habe hast hat haben hatte hatten kann kannst konnen konnte konntest will willst mochte mochtest soll sollte muss musst in an auf aus bei mit nach von vor zu zum zur uber unter fur durch gegen ohne um im am vom beim ins ans dieser diese dieses diesen diesem",
  ),
  es: wordSet(
    "el la los las un una unos unas de del al a en con sin por para sobre entre hacia desde hasta mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra yo ella nosotros vosotros ellos ellas me te se nos os le les lo soy eres es somos son era eran fue seria sea estoy esta estan he has ha hemos han habia puedo puedes puede podemos podrias podria quiero quieres querria debo debe este esta estos estas ese esa esos esas aquel aquella",
  ),
  nl: wordSet(
    "de het een van in op aan met voor door naar bij uit over onder tussen zonder tegen om tot mijn je jouw zijn haar ons onze jullie hun ik jij hij zij wij we ze me mij hem hen ben bent is was waren zou zouden heb hebt heeft hebben had hadden kan kun kunt kunnen kon wil wilt willen wou moet moeten mag deze dit die dat",
  ),
};

/** The closed classes of the message's language; Polish and Portuguese ones beside them (message-language.ts knows six). */
function closedWordsOf(message: string): ReadonlySet<string> | undefined {
  const own = closedClasses[messageLanguage(message)];
  if (!isPolishOrPortuguese(message)) return own;
  return new Set([...(own ?? []), ...polishPortugueseFunctionWords]);
}

/** The words of talking about an answer: the examples' words (and their stems), with the rules' words without a subject. */
const vocabulary = new Set<string>();
for (const text of [...Object.values(aboutAnswerExamples).flat()])
  for (const { word } of tokensOf(text)) {
    vocabulary.add(word);
    vocabulary.add(stem(word));
  }
const longVocabulary = [...vocabulary].filter((word) => word.length >= 4);

const known = (word: string) =>
  vocabulary.has(word) ||
  vocabulary.has(stem(word)) ||
  isFiller(word) ||
  functionWords.has(word) ||
  word in languageNames ||
  textUnits.has(word) ||
  lengthWords.has(word) ||
  possessives.has(word) ||
  towardsLong.has(word) ||
  omitting.has(word) ||
  cueOf(word) !== undefined ||
  (word.length >= 5 && longVocabulary.some((entry) => withinOneEdit(word, entry))) ||
  // A clipped word: "doc", "info".
  (word.length >= 3 && word.length <= 4 && longVocabulary.some((entry) => entry.length >= 6 && entry.startsWith(word)));

/** A word of talking about an answer (as it is, or without a Spanish verb's pronoun: "explícame", "dímelo"). */
const talksAboutAnswer = (word: string) => {
  if (known(word)) return true;
  return clitics.some((clitic) => word.endsWith(clitic) && word.length - clitic.length >= 3 && known(word.slice(0, -clitic.length)));
};

export interface MessageShape {
  words: number;
  /** Names and numbers that are not a point's: a subject of its own. */
  names: string[];
  /** Of those, the ones the previous turn holds: the answer's subject, named again ("Erzähl mehr über Trent"). */
  backNames?: string[];
  /** Words outside the vocabulary that the previous turn does not hold (and the library does, when it was asked: `sortByLibrary`). */
  newWords: string[];
  /** Words outside the vocabulary that neither the previous turn nor the library holds: they name nothing Docent could look up. */
  strayWords: string[];
  /** "le document", "das Dokument": a document is named by its article and noun. */
  namesADocument?: boolean;
  /** Words outside the vocabulary that the previous turn holds. */
  backWords: string[];
  /** The point asked about ("point 2", "the second one"). */
  point?: number;
  /** "it", "that", "ça", "das", "eso": the message points back. */
  pointsBack: boolean;
  /** The same, by a word that is never an article ("la", "le", "lo" and "es" are not counted). */
  pointsAtIt: boolean;
  /** The kind a word of it asks for, in any of the four languages. */
  cue?: AboutAnswerKind;
  /** The same, by a word that is not a mere word of degree ("more", "long"). */
  strongCue?: AboutAnswerKind;
  /** The kind a complaint about the answer's length asks for: "too brief", "not enough" (detail); "too wordy" (shorter). */
  complaint?: AboutAnswerKind;
  /** The length a word asks for: "the long version" (detail), "the brief one" (shorter); "less long" turns it. */
  lengthWanted?: "shorter" | "detail";
  /**
   * A subject of its own named by its phrase: a kind word followed by what it is about ("more on the
   * Normans", "la fuente del petróleo"), or an article or demonstrative before a word of its own
   * ("¿Dónde está la torre?", "Wo tagt das schottische Parlament?", "¿De qué trata este documento?").
   */
  kindOfSubject?: boolean;
  /** The words an article or demonstrative names as things ("il succo"), in a request only: a question ("¿Dónde está la torre?") asks about its thing. */
  things?: string[];
  /** Of those, a kind word followed by what it is about ("Plus de détails sur les Normands"): a question of its own, whatever the rules say. */
  subjectAfterKind?: boolean;
  /** The kind the message's structure asks for, in any language (`cuesOf`): it decides over the words and the examples. */
  structure?: AboutAnswerKind;
  /** It opens with a question word ("who", "¿cuál", "welche") or a verb of request ("give", "could you"). */
  opening?: "question" | "request";
  language?: string;
  /** It asks for the answer's wording and the file it came from (answer-source.ts): where, whatever stands beside it. */
  asksTheSource?: boolean;
}

// "2", "#2", "2nd", "2e", "2º": a point's number.
const pointNumber = /^#?(\d{1,2})(?:st|nd|rd|th|e|er|eme|o|a|º|ª)?$/;
const countWords = new Set([...wordSet("one a 1 un une una uno einem einen einer eins een"), ...polishPortugueseOneCounts]);
// "a single", "une seule", "una sola", "einem einzigen": the count's word between it and the unit.
const singleWords = wordSet("single only seule seul sola solo einzigen einzige enkele so jedynym");
// Words of an answer's length ("at greater length", "lengthy").
const lengthWords = wordSet("length lengthy longueur lange longitud extension lunghezza lengte");
// Units of a text: a count of them ("in two words", "en deux mots", "in drei Sätzen") sets the answer's length.
const textUnits = new Set([
  ...polishPortugueseTextUnits,
  ...wordSet(
    "word words sentence sentences line lines mot mots phrase phrases ligne lignes wort worte worter worten satz satze satzen zeile zeilen palabra palabras frase frases linea lineas oracion oraciones parola parole frasi riga righe woord woorden zin zinnen regel regels",
  ),
]);
// Counts above one, and a few: "two", "deux", "a couple of", "quelques", "ein paar", "unas pocas".
const fewWords = wordSet(
  "2 3 4 5 two three four five few fewer less couple deux trois quatre cinq quelques moins zwei drei vier funf paar wenigen wenige weniger dos tres cuatro cinco pocas pocos unas unos menos due tre quattro cinque poche pochi qualche twee drie vier vijf paar enkele",
);
// Number words that count and do not rank: "in two words" asks no second point (ordinals do: "the second").
const cardinals = wordSet(
  "two three four five deux trois quatre cinq zwei drei funf dos tres cuatro cinco due tre quattro cinque twee vier vijf",
);
// German "darüber", "davon", "daraus": "about / of / out of that".
// … and their spoken forms ("Was steht da noch drin?", "mit allem Drum und Dran").
// … and "dahinter" ("Was steckt dahinter?").
const pointingAdverb = /^(?:dar?(?:uber|von|zu|aus|auf|an|mit|fur|bei|in|nach|um|unter|hinter)|dr(?:in|auf|aus|an|um|uber))$/;

/**
 * English, as far as a short message shows: the whole message's language (message-language.ts:
 * function words, letters and elisions of six languages), no letter English does not write, no word of asking that only French, German or Spanish have ("Sigue, por favor.").
 */
const isEnglish = (message: string) =>
  messageLanguage(message) === "en" &&
  !/[^\p{ASCII}’‘“”—–…]/u.test(message) &&
  !tokensOf(message).some(({ word }) => otherLanguageWord(word));

// A clause about the asker after the request ("…, je suis pressé", "…, I'm on my phone", "…, ich bin
// in Eile", "…, tengo prisa", "…, ho fretta", "…, ik heb haast"): it gives a reason, not a subject.
// The elided "j'" ("…, j'ai la flemme de tout lire") opens it as "je" does.
const askersClause =
  /([,;.!?–—]\s*)(?:(?:je|i|i['’]m|im|ich|yo|tengo|estoy|io|ho|sono|ik)(?=[\s'’])|j['’](?=\p{L}))[^,;.!?]{0,60}[.!?]*\s*$/iu;

const wishes =
  /^(?:i (?:want|wanna|need|wish|would like|['’]d like|['’]d love)|i['’]d (?:like|love)|je (?:veux|voudrais|voudrai|aimerais|souhaite|souhaiterais)|j['’](?:aimerais|aimerai)|ich (?:will|mochte|möchte|hatte gern|hätte gern|wurde gern|würde gern|brauche)|(?:yo )?(?:quiero|quisiera|necesito)|io (?:voglio|vorrei)|ik (?:wil|zou graag|wou))\b/iu;

/** The message without a closing clause about the asker, when it names nothing (no capital but "I", no number). */
export function withoutAskersClause(message: string): string {
  const match = askersClause.exec(message);
  if (!match || match.index === 0) return message;
  const clause = match[0].slice(match[1]!.length);
  // German writes its nouns with a capital ("ich bin in Eile"): there a capital names nothing by itself.
  const german = /^ich\b/iu.test(clause);
  if (/\d/.test(clause) || (!german && /(?<!^)\b(?!I\b)\p{Lu}/u.test(clause.slice(1)))) return message;
  // A wish is the request itself, not a reason: "…, je veux tout savoir sur lui", "…, I want the whole story".
  if (wishes.test(clause)) return message;
  if (clause.split(/\s+/).filter(Boolean).length > 10) return message;
  return message.slice(0, match.index);
}

// German words no other of the six languages writes: two of them make a message German, whose every
// noun has a capital ("Zeig mir den genauen Wortlaut, auf den du dich gestützt hast." names no "Wortlaut").
const germanWords = wordSet("mir mich dich dir ich uns euch den dem hast habe kannst bitte zeig gib mach nicht auch noch");
const isGerman = (message: string) =>
  messageLanguage(message) === "de" || tokensOf(message).filter(({ word }) => germanWords.has(word)).length >= 2;

const contractionTail = /(?<=\p{L})['’](?:s|m|re|ll|ve|d|t)\b/giu;

/** What a message is like, whatever its words (see the file's comment). */
/** The words of a message that are its request's own wording rather than a subject, and what they say. */
function requestWording(message: string) {
  const clauseWords = clausesOf(withoutAskersClause(message)).map((clause) => tokensOf(clause).map((token) => token.word));
  // A word of length turned by a negation or by falling short ("Not so brief", "Don't hold back", "Dat schiet
  // tekort"): the words from the negation to it are the request's ("No seas tan breve").
  const turned = turnedLength(clauseWords);
  // German and Dutch split a verb ("Führ das bitte aus" is "ausführen", "Som ze op" is "opsommen"): the
  // whole verb is read as a word of the message, and its stem is the request's.
  const joined = joinedVerbs(message, clauseWords);
  // The hearer it should suit ("for someone who's never studied history", "pour quelqu'un qui n'a jamais…"):
  // the person and what the relative clause says of them.
  const hearer = hearerOf(clauseWords);
  // The person the answer named, by a demonstrative ("cet homme", "ese hombre"): no one new.
  const person = clauseWords.flatMap((words) => words.filter((_, index) => demonstratedPerson(words, index)));
  // The thing a layout counts ("one committee to a bullet") and, in English, the verb a request works the answer
  // with ("Could you build on it?", "line them up", "Split that up"): the request's own words.
  const layout = [...clauseWords.flatMap(layoutThings), ...clauseWords.flatMap(quantityPhrase), ...clauseWords.flatMap(beforeEach)];
  const acting = isEnglish(message) ? clauseWords.flatMap(actsOnTheAnswer) : [];
  // The answer's wording and the file it came from, asked side by side ("the exact sentence and the name of its
  // file"): the file, its name and its coming from are the request's (answer-source.ts).
  // … or in two clauses of one message ("which file, and what exactly does it say?").
  const inClauses = clauseWords.flatMap(sourceRequestWords);
  const source = inClauses.length > 0 ? inClauses : sourceRequestWords(clauseWords.flat());
  return {
    turned,
    joined,
    hearer,
    source,
    frame: new Set([...(turned?.frame ?? []), ...joined.stems, ...hearer, ...person, ...layout, ...acting, ...source]),
  };
}

// An English request's verb slot: the clause's first word (an imperative), or the word after "could you", "might we",
// "can I" and a softener ("Could you just build on it?").
const modalOpeners = wordSet("can could would will might may");
const requestSubjects = wordSet("you we i");
const softeners = wordSet("please just kindly maybe perhaps now then so and ok okay");
const particles = wordSet("on up out down over apart through into upon");
const objectPointers = wordSet("it that this them those these");

/**
 * The verb of an English request whose object is the answer ("Could you build on it?", "Line them up as bullets",
 * "Split that up", "Might we boil it down?"): it says what to do with the answer, it names no subject of its own,
 * though the library holds it. Only in the request's verb slot, with nothing after the pointer but a particle or a
 * function word ("Could you tell me when they built it?" asks about "built"; "build on that treaty" names one).
 */
function actsOnTheAnswer(words: string[]): string[] {
  let at = 0;
  while (softeners.has(words[at] ?? "")) at++;
  if (modalOpeners.has(words[at] ?? "") && requestSubjects.has(words[at + 1] ?? "")) at += 2;
  while (softeners.has(words[at] ?? "")) at++;
  const verb = words[at];
  if (verb === undefined || questionWords.has(verb) || stopWords.has(verb)) return [];
  let object = at + 1;
  if (particles.has(words[object] ?? "")) object++;
  if (!objectPointers.has(words[object] ?? "")) return [];
  const after = words[object + 1];
  if (after !== undefined && !particles.has(after) && !stopWords.has(after) && !talksAboutAnswer(after)) return [];
  return [verb];
}

/** "everything else the report says about it": with the answer pointed at by a pronoun, a document's noun is where it came from. */
const withSourceNouns = (closed: ReadonlySet<string> | undefined, tokens: Token[]): ReadonlySet<string> | undefined =>
  tokens.some((token) => objectPointers.has(token.word) || personPronouns.has(token.word))
    ? new Set([...(closed ?? []), ...englishDocumentNouns])
    : closed;

export function messageShape(message: string, previous: PreviousTurn | null): MessageShape {
  const tokens = tokensOf(withoutAskersClause(message));
  const german = isGerman(message);
  const closed = withSourceNouns(closedWordsOf(message), tokens);
  const earlier = new Set(previous ? tokensOf(`${previous.question} ${previous.answer}`).map((token) => stem(token.word)) : []);
  const names: string[] = [];
  const newWords: string[] = [];
  const backWords: string[] = [];
  let point: number | undefined;
  let ordinal = false;
  let before: string | undefined;
  const allWords = tokens.map((token) => token.word);
  // The request's own wording, no subject of its own: a turned length, a split verb, the hearer (requestWording).
  const { turned, joined, hearer, source, frame } = requestWording(message);
  for (const [index, { word, capital, initial }] of tokens.entries()) {
    const numbered = pointNumber.exec(word);
    if (numbered) point ??= Number(numbered[1]);
    else if (numberWords.has(word) && !/^(?:one|un|uno|eins)$/.test(word)) point ??= numberValue(word);
    // "#2", "2nd", "second": a point by its form alone; a bare "2" only beside "point", "item", "no.".
    // "the opening point", "le point initial": a place in the list before or after a point's word is its first.
    const placed = leadingPlace(word, tokens[index + 1]?.word, before);
    if (placed || (numbered && numbered[0] !== numbered[1]) || (numberWords.has(word) && !/^\d/.test(word) && !cardinals.has(word)))
      ordinal = true;
    // "item one", "point one": "one" is a point's number after a point's word.
    // … but not "one" opening a layout ("bullet points, one tribe a line").
    if (placed || (/^(?:one|un|uno|eins|een)$/.test(word) && !opensALayout(allWords, index) && pointWords.has(before ?? ""))) point ??= 1;
    else if (/^(?:one|un|uno|eins|een)$/.test(word) && numberNouns.has(before ?? "")) point ??= 1;
    before = word;
    // German writes every noun with a capital: there a capital names nothing by itself.
    if (/\d/.test(word) && !numbered) names.push(word);
    else if (capital && !initial && !german && word !== "i" && !talksAboutAnswer(word)) names.push(word);
    else if (
      !numbered &&
      !placed &&
      !numberWords.has(word) &&
      !talksAboutAnswer(word) &&
      !numbersAPoint(word, tokens[index + 1]?.word) &&
      !asksByItself(allWords, index) &&
      !frame.has(word) &&
      !closed?.has(word)
    )
      (earlier.has(stem(word)) ? backWords : newWords).push(word);
  }
  const words = tokens.map((token) => token.word);
  // "number three", "el número tres", "Nummer zwei": a number word after the word for number names a point.
  const hasPointWord = words.some((word) => pointWords.has(word) || numberNouns.has(word) || word === "no" || word === "one");
  const language = words.map((word) => languageNames[word]).find(Boolean);
  const pointOf = point !== undefined && (hasPointWord || ordinal) ? point : undefined;
  const read = [...words, ...joined.verbs];
  const cues = cuesOf(read, pointOf !== undefined, language);
  const { length } = cues;
  const cause = causeOf(words);
  // Explaining it better asks for more ("Spiegami meglio", "Explique-moi mieux", "Leg het beter uit").
  const better = explainsBetter(read) ? "detail" : undefined;
  const cue = cues.cue ?? cause ?? better;
  const strongCue = cues.strongCue ?? cause ?? better;
  // A comparison needs something to compare with: "más corto", "plus bref", "more concise" compare with the answer.
  const comparative = words.some((word, index) => (weakCueWords.has(word) || lessWords.has(word)) && measures(words[index + 1]));
  const complaint = turned?.wanted ?? complaintOf(words);
  const capitals = tokens.map((token) => token.capital);
  // Summarising with "it" attached ("Riassumimelo", "Resúmemelo") points at the answer as "ça" does.
  const atIt =
    pointsAtIt(words, capitals, length || comparative) ||
    words.some((word) => summarises(word) && /(?:lo|la|los|las)$/.test(word) && withoutClitic(word) !== word);
  // Summarising what "it" or "ça" stands for ("Résume-moi ça.", "¿Me lo resumes?") asks for a shorter answer.
  const summary = atIt && cue === undefined && read.some(summarises) ? "shorter" : undefined;
  // Who should understand it ("in words my kid brother would get", "que mon neveu comprenne", "I don't get it") asks for simpler words.
  const audience = cue === undefined ? audienceOf(words, hearer) : undefined;
  const [lengthWanted, { exclaimed, opening }] = [lengthOf(words), openingOfMessage(message, words)];
  const { atThePerson, pointing, thingNamed, things } = pointersOf(words, capitals, length || comparative, exclaimed, source);
  return {
    // A contraction's tail ("That's", "I'm", "don't") is no word of its own.
    words: tokens.length - (withoutAskersClause(message).match(contractionTail) ?? []).length,
    names,
    ...backNamesOf(names, earlier),
    newWords,
    strayWords: [],
    backWords,
    ...(pointOf !== undefined ? { point: pointOf } : {}),
    // French "c'est…": the elided "ce" points back as "ça" does.
    namesADocument: words.some((_, index) => namesADocument(words, index)),
    pointsBack: pointing,
    // "c'est trop long", "en deux mots", "les points principaux", "your sources", their reasoning ("Wat was hun motief?"): the answer's.
    pointsAtIt: atIt || atThePerson || asksYourSources(words) || words.some((_, index) => reasonOfTheirs(words, index)),
    ...(cue || summary || audience ? { cue: cue ?? summary ?? audience } : {}),
    ...(strongCue || summary || audience ? { strongCue: strongCue ?? summary ?? audience } : {}),
    ...(complaint ? { complaint } : {}),
    ...(lengthWanted ? { lengthWanted } : {}),
    ...(language ? { language } : {}),
    ...subjectFlags(words, capitals, earlier, thingNamed),
    ...(things.length > 0 && !message.includes("?") ? { things } : {}),
    ...(source.length > 0 ? asksTheSource : cues.structure ? { structure: cues.structure } : {}),
    ...(opening ? { opening } : {}),
  };
}

/** The names the previous turn holds (`MessageShape.backNames`), when there are any. */
function backNamesOf(names: string[], earlier: ReadonlySet<string>): Pick<MessageShape, "backNames"> {
  const backNames = names.filter((name) => earlier.has(stem(name)));
  return backNames.length > 0 ? { backNames } : {};
}

/** A thing named, and a kind word followed by a subject the previous turn does not hold (`kindOfSubject`). */
function subjectFlags(words: string[], capitals: boolean[], earlier: ReadonlySet<string>, thingNamed: boolean) {
  if (words.some((_, index) => kindOfSubject(words, index, capitals, earlier))) return { kindOfSubject: true, subjectAfterKind: true };
  return thingNamed ? { kindOfSubject: true } : {};
}

// The answer's wording and its file asked side by side (answer-source.ts) ask where, over
// every other word of the message.
const asksTheSource = { cue: "where", strongCue: "where", structure: "where", asksTheSource: true } as const;

/**
 * The cause or reason of "that" asks why ("What was the cause of that?", "Quelle en est la raison ?").
 * … as does their thinking or reasoning ("What was their thinking there?", "Quel était son raisonnement ?").
 * … and so does what is behind it ("What was behind that?", "qu'est-ce qu'il y a derrière ?", "Was steckt dahinter?").
 */
function causeOf(words: string[]): "why" | undefined {
  return words.some((_, index) => causeOfIt(words, index) || reasonOfTheirs(words, index) || behindIt(words, index)) ? "why" : undefined;
}

/** How the message opens: an exclamation opened by a question word ("Quel pavé !", "What a wall of text!", "¡Qué rollo!") asks nothing. */
function openingOfMessage(message: string, words: string[]): { exclaimed: boolean; opening: MessageShape["opening"] } {
  const exclaimed = /^[^.?!]*!/u.test(withoutAskersClause(message).trim());
  return { exclaimed, opening: exclaimed && openingOf(words) === "question" ? undefined : openingOf(words) };
}

/** A word that asks by itself, in its place: the cause of it, their reasoning, what is behind it, who should understand it. */
const asksByItself = (words: string[], index: number) =>
  causeOfIt(words, index) || reasonOfTheirs(words, index) || behindIt(words, index) || understanding(words, index);

/**
 * What the message points at and what it names: the answer (a pronoun, a measure of it), the person the
 * answer was about ("about him"), and a thing of its own named by an article (`namesAThing`).
 */
function pointersOf(words: string[], capitals: boolean[], byMeasure: boolean, exclaimed: boolean, source: readonly string[]) {
  // "…about him", "sur lui", "über sie": the person the answer was about, pointed at as "it" points at the answer.
  const atThePerson = words.some(
    (word, index) => (personPronouns.has(word) && aboutWords.has(words[index - 1] ?? "")) || demonstratedPerson(words, index),
  );
  const pointing =
    byMeasure ||
    atThePerson ||
    words.some(
      (word, index) => (backPointers.has(word) && pronoun(words, index, capitals) && !namesADocument(words, index)) || word === "c",
    );
  // "Is that straight from the document?", "everything else the documents say about him": with the answer
  // pointed at by a pronoun (not the document's own "this", nor German "es geht"), the documents are where it
  // came from, not a thing of their own to look up. An exclamation's "quel" ("Quel pavé !") names nothing either.
  const pointedAtByPronoun =
    atThePerson ||
    words.some(
      (word, index) =>
        backPointers.has(word) && !articles.has(word) && !/^(?:es|het)$/.test(word) && !documentNouns.has(words[index + 1] ?? ""),
    );
  const things = words.flatMap((word, index) =>
    namesAThing(words, index) &&
    !(pointedAtByPronoun && documentNouns.has(words[index + 1] ?? "")) &&
    !(exclaimed && word === "quel") &&
    // The file and the wording a source request asks for (answer-source.ts) are the answer's, no things of their own.
    !source.includes(words[index + 1]!)
      ? [words[index + 1]!]
      : [],
  );
  // … nor what a preposition says it is about ("Mehr zu den Ursachen der Krise.").
  const topic = words.some((word, index) => topicWords.has(word) && namesAThing(words, index + 1));
  return { atThePerson, pointing, thingNamed: things.length > 0, things: topic ? [] : things };
}

/** The whole verbs German and Dutch clauses split ("führ … aus"), when one asks for a kind, and the stems that opened them. */
function joinedVerbs(message: string, clauses: string[][]): { verbs: string[]; stems: string[] } {
  const language = messageLanguage(message);
  const verbs: string[] = [];
  const stems: string[] = [];
  if (language !== "de" && language !== "nl" && !isGerman(message)) return { verbs, stems };
  for (const words of clauses) {
    const split = joinedSeparableVerb(words);
    const whole = split?.forms.find((form) => cueOf(form) !== undefined || summarises(form) || explains(form));
    if (!split || !whole) continue;
    verbs.push(whole);
    stems.push(words[split.verb]!, words.at(-1)!);
  }
  return { verbs, stems };
}

// Explaining ("explain", "explique", "erklär", "explícame", "spiegami", "uitleggen") …
const explains = (word: string) => /^(?:explain|expli[cq]|erklar|spieg|uitleg)/.test(word);
// … better ("mieux", "besser", "mejor", "meglio", "beter"), not more simply, which asks for simpler words.
const betterWords = wordSet("better mieux besser mejor meglio beter");
const explainsBetter = (words: string[]) => words.some(explains) && words.some((word) => betterWords.has(word));

// A place in a list said by a word before or after a point's word: "the opening point", "le point initial", "el punto inicial".
const leadingWords = wordSet("opening initial inicial iniziale eerste beginning");
const leadingPlace = (word: string, next: string | undefined, before: string | undefined) =>
  leadingWords.has(word) && (pointWords.has(next ?? "") || pointWords.has(before ?? ""));

// Understanding it ("would get", "understand", "comprenne", "versteht", "entienda", "capisca", "snapt") with the answer
// pointed at: whoever should follow it, the words are to be simpler. "get" only as a listener gets it ("would get", "get it").
const understandingWords = wordSet(
  "understand understands understood grasp follow comprendre comprenne comprend comprennent piger pige verstehen versteht verstehe kapiert kapieren entender entienda entiende entiendan comprender comprenda comprende capire capisca capisce capiscano begrijpen begrijpt snappen snapt snap",
);
const hearerGets = wordSet("would could can will might get");

// A hearer named after "for" or "to" ("for someone who…", "pour quelqu'un qui…", "für jemanden, der…", "para
// alguien que…", "a qualcuno che…", "voor iemand die…"): an indefinite person or a person who knows little.
const hearerNouns = wordSet(
  "someone somebody anyone anybody person people beginner beginners newcomer novice layman layperson outsider kid kids child children quelqu quelqun personne debutant debutante novice profane neophyte enfant enfants jemanden jemand jemandem laien laie anfanger anfangerin kind kinder alguien persona principiante novato novata nino nina ninos profano qualcuno persona principiante bambino bambina bambini profano iemand persoon beginner leek kind kinderen",
);
const hearerPrepositions = wordSet("for to pour a fur para per voor aan");
const hearerDeterminers = wordSet("a an my our some un une mon ma einen einem einer meinen meiner mein una uno mi un una mio mia een mijn");
const relativePronouns = wordSet("who whos that qui que der die das dem den che dat wie");
/** The words of the hearer a message names (the person and their relative clause), none when it names none. */
function hearerOf(clauses: string[][]): string[] {
  for (const [at, words] of clauses.entries())
    for (const [index, word] of words.entries()) {
      if (!hearerNouns.has(word)) continue;
      let from = index - 1;
      while (from >= 0 && hearerDeterminers.has(words[from]!) && !hearerPrepositions.has(words[from]!)) from--;
      if (from < 0 || !hearerPrepositions.has(words[from]!)) continue;
      // "quelqu'un" is read as "quelqu" and "un".
      const end = word === "quelqu" && words[index + 1] === "un" ? index + 2 : index + 1;
      const rest = words.slice(end);
      // "für jemanden, der …": the relative clause stands after the comma.
      const next = clauses[at + 1] ?? [];
      const relative = relativePronouns.has(rest[0] ?? "") ? rest : rest.length === 0 && relativePronouns.has(next[0] ?? "") ? next : [];
      return [...words.slice(from + 1, end), ...relative];
    }
  return [];
}
/** Simpler words, when the message says who should understand it ("would get", "for someone who …" with the answer reworked). */
const audienceOf = (words: string[], hearer: string[]) =>
  words.some((_, index) => understanding(words, index)) || (hearer.length > 0 && reworks(words)) ? ("simpler" as const) : undefined;
/** The message reworks what it points at ("say that again", "explain it", "Dímelo", "Spiegalo", "Leg het uit"). */
const reworks = (words: string[]) =>
  words.some((word) => backPointers.has(word) || explains(word) || (withoutClitic(word) !== word && word.length > 5));
function understanding(words: string[], index: number): boolean {
  const word = words[index]!;
  if (!words.some((each) => backPointers.has(each))) return false;
  if (understandingWords.has(word)) return true;
  return (word === "get" || word === "gets") && (hearerGets.has(words[index - 1] ?? "") || backPointers.has(words[index + 1] ?? ""));
}

// What is behind it: a word of "behind" in a question ("qu'est-ce qu'il y a derrière ?", "Was steckt dahinter?",
// "¿Qué hay detrás?", "Cosa c'è dietro?", "Wat zit erachter?"), with nothing after it but a pointer back.
const behindWords = wordSet("behind derriere dahinter detras dietro erachter achter");
const behindIt = (words: string[], index: number) =>
  behindWords.has(words[index]!) &&
  words.some((word) => whatWords.has(word)) &&
  (index === words.length - 1 ||
    words.slice(index + 1).every((word) => backPointers.has(word) || pointerAfter(word) || stopWords.has(word)));

// Their thinking, reasoning or motive ("What was their thinking there?", "Quel était leur raisonnement ?",
// "Was war ihre Überlegung?", "¿Cuál fue su razonamiento?", "Qual era il loro ragionamento?", "Wat was hun redenering?"):
// the reason of the people the answer was about asks why, as the cause of "that" does.
const possessives = wordSet("their his her its leur son sa ses ihre ihr seine sein su sus loro suo sua hun zijn haar");
const reasonNouns = wordSet(
  "thinking reasoning rationale motive motives motivation logic raisonnement motif motifs motivation logique uberlegung uberlegungen beweggrund beweggrunde motiv motive razonamiento motivacion motivo motivos logica ragionamento motivazione ragionamenti redenering motief motieven motivatie",
);
const reasonOfTheirs = (words: string[], index: number) =>
  reasonNouns.has(words[index]!) && words.slice(Math.max(0, index - 2), index).some((word) => possessives.has(word));

// The assistant's sources ("Welke bronnen gebruik je?", "Quali sono le tue fonti?", "¿Cuáles son tus fuentes?"):
// a source noun beside the second person asks where the answer comes from, as "it" points at it.
const sourceNouns = wordSet(
  "source sources fuente fuentes fonte fonti quelle quellen bron bronnen reference references referencia referencias riferimento riferimenti referenz referenzen referentie referenties",
);
// French "du" and "je" are "of the" and "I": Dutch "je" counts only in Dutch.
const yours = wordSet("your yours ton ta tes votre vos tu tus tuyo tuya tuo tua tuoi tue dein deine deinen deiner jij jouw uw");
const asksYourSources = (words: string[]) =>
  words.some((word) => sourceNouns.has(word)) &&
  words.some((word) => yours.has(word) || (word === "je" && messageLanguage(words.join(" ")) === "nl"));

// Prepositions of what a thing is about or of ("more on", "la liste des", "mehr über", "la fuente del", "un elenco dei").
const aboutWords = wordSet(
  "of on about over regarding de des du del dela sur au aux der des von vom uber zum zur uit di dei degli della delle dello su sul sulla sui van over sobre",
);
// Words skipped between the preposition and what it governs: articles, "the whole", numbers of points.
const governed = wordSet("the a an le la les l un une el los las lo die den dem das ein eine einen einem einer il gli i het de een");

/**
 * A kind word followed by what it is about names a subject: "More on the RAND Corporation",
 * "Dame una lista de los duques", "¿Cuál es la fuente del petróleo japonés?". What follows must be
 * a word of its own (no pointer back, no word of asking): "plus de détails" and "de ça" do not.
 */
function kindOfSubject(words: string[], index: number, capitals: boolean[], earlier?: ReadonlySet<string>): boolean {
  // … or everything, or a place in a text ("Erzähl mir alles über die Normannen", "quel paragraphe du traité").
  const head = words[index]!;
  if (cueOf(head) === undefined && !everythingWords.has(head) && !placeWords.has(head)) return false;
  if (!aboutWords.has(words[index + 1] ?? "")) return false;
  // … nor the answer's person by a demonstrative that is also an article ("meer over die man", "mehr über diesen Mann").
  if (demonstratedPerson(words, index + 3)) return false;
  let next = index + 2;
  while (governed.has(words[next] ?? "")) next++;
  const word = words[next];
  // … nor a person the answer was about ("What else does it say about him?", "tout savoir sur lui").
  if (word === undefined || backPointers.has(word) || pointingAdverb.test(word) || personPronouns.has(word)) return false;
  // … nor that person by a demonstrative ("davantage sur cet homme", "más de ese hombre").
  if (demonstratives.has(word) && personNouns.has(words[next + 1] ?? "")) return false;
  // … nor the previous turn's thing by a demonstrative ("mehr über diesen Vertrag" after an answer about the treaty).
  const named = demonstratives.has(word) ? (words[next + 1] ?? word) : word;
  // The answer's own point ("plus sur le premier point", "more about idea 1") is no subject of its own.
  if (numberWords.has(word) || pointNumber.test(word) || pointWords.has(word)) return false;
  // Which part of the documents ("¿En qué parte de los documentos aparece?") asks where the answer is, naming no subject.
  if (placeWords.has(head) && (documentNouns.has(word) || documentPlurals.has(word))) return false;
  // … nor the previous turn's own subject, named again ("more on duquesne" after "Who was the Marquis Duquesne?"):
  // that is what the answer is about, no new one (only when the turn is given: `messageShape`).
  if (earlier?.has(stem(named))) return false;
  return capitals[next] === true || !talksAboutAnswer(word);
}

// Prepositions of topic before an article: "zu den Ursachen", "sur la crise", "about the war".
const topicWords = new Set([...aboutWords, "zu", "to"]);

// Personal pronouns of the six languages: they point back at a person the answer named, as "it" does.
const personPronouns = wordSet("him her them lui elle eux elles ihm ihn ihr ihnen el ella ellos ellas lei loro hem haar hen hun");

// "cet homme", "ese hombre", "dieser Mann", "quest'uomo", "die vrouw", "that man": a demonstrative before a word for a
// person points back at the person the answer named, as "him" does; it names no one new.
const demonstratives = wordSet(
  "this that these those ce cet cette ces este esta estos estas ese esa esos esas aquel aquella dieser diese diesen diesem dieses jener jene questo questa questi queste quest quel quella quell quello codesto deze die dat",
);
const personNouns = wordSet(
  "personnage personaggio personaje figure figura figur figuur individual individu individuo " +
    "man men woman women person people guy fellow lady gentleman homme hommes femme femmes personne personnes type dame monsieur mann frau leute typ herr hombre hombres mujer mujeres persona personas tipo senor senora uomo uomini donna donne tizio signore signora vrouw persoon mensen kerel meneer mevrouw",
);
// … as does a definite article after a word of topic ("more about the man", "über den Mann", "sur le personnage").
const demonstratedPerson = (words: string[], index: number) =>
  personNouns.has(words[index] ?? "") &&
  (demonstratives.has(words[index - 1] ?? "") || (definiteArticles.has(words[index - 1] ?? "") && topicWords.has(words[index - 2] ?? "")));

// Definite articles and demonstratives before a noun pick out a thing ("la torre", "das Parlament",
// "este documento"). Not "lo" and the elided "l'" (pronouns far more often: "¿Me lo dejas…?"), nor
// the indefinite ones, which open idioms of measure ("un brin", "a touch", "un pelín").
const nounMarkers = wordSet(
  "the le la les ce cet cette ces el los las este esta estos estas ese esa il gli i questo questa quel quella die der den dem das dieser diese diesem diesen dieses de het deze" +
    // … and the contracted ones ("ce qu'il en est du rationnement", "la liste des ducs"): "ce qu'" itself names nothing.
    " du des au aux",
);
// English "this" and "that" point back, unless a document's noun follows ("this document").
const englishDemonstratives = wordSet("this that these those");
// After a clitic ("me la fai", "je la veux") "la" and "le" are pronouns.
const cliticBefore = wordSet("me te se nos je tu il on ne mi ti ci vi glie");

/** An article or demonstrative before a word of its own, or before a document's noun: a thing named. */
function namesAThing(words: string[], index: number): boolean {
  const word = words[index]!;
  const next = words[index + 1];
  if (next === undefined) return false;
  if (englishDemonstratives.has(word)) return documentNouns.has(next);
  if (!nounMarkers.has(word) || cliticBefore.has(words[index - 1] ?? "") || demonstratedPerson(words, index + 1)) return false;
  // German "du" is "you" ("magst du ihn ausbauen?"), not the French article, in German or before a pronoun.
  if (word === "du" && (isGerman(words.join(" ")) || personPronouns.has(next))) return false;
  // French "ce" before a relative is "what" ("ce qu'il y a derrière", "ce que dit le texte"), naming nothing.
  if (word === "ce" && /^(?:qu|que|qui|dont|quoi)$/.test(next)) return false;
  // "de" is an article in Dutch only: elsewhere it is "of" ("Pas besoin de tous les détails", "No hace falta de …").
  if (word === "de" && messageLanguage(words.join(" ")) !== "nl") return false;
  // … and "il" in Italian only: in French it is "he" or the "il" of "il y a", "s'il te plaît".
  if (word === "il" && messageLanguage(words.join(" ")) === "fr") return false;
  if (backPointers.has(next) || numberWords.has(next) || pointNumber.test(next)) return false;
  // The cause asked for ("¿Y cuál fue el motivo?") is the answer's, no thing of its own.
  if (asksByItself(words, index + 1)) return false;
  return documentNouns.has(next) || !talksAboutAnswer(next);
}

// Question words that ask about a thing ("who", "cuál", "welche", "chi", "wat"); "where" and "why" ask about the answer too.
const questionWords = wordSet(
  "who whom whose what when which how qui que quoi quel quelle quels quelles quand comment wer was wann welche welcher welches wie quien quienes cual cuales cuando como chi che cosa quando quale quali come wat wanneer welk welke hoe",
);
// Verbs of request and asking that open a message ("Give me…", "Could you…", "Fais…", "Gib…", "Dame…", "Fammi…", "Geef…").
const requestWords = wordSet(
  "give make put turn write tell show keep break lay spell cut can could would will might may fais mets donne dis ecris montre gib mach schreib sag zeig dame pon haz escribe dime muestra dammi fammi metti scrivi dimmi mostra geef maak zet schrijf vertel toon",
);

function openingOf(words: string[]): MessageShape["opening"] {
  const first = words.find((word) => !/^(?:and|so|ok|okay|et|und|y|e|en|please|bitte)$/.test(word));
  if (first === undefined) return undefined;
  if (questionWords.has(first)) return "question";
  // "…, please." closes a request as "Give me …" opens one ("Chapter and verse, please.").
  if (closingCourtesy.has(words.at(-1) ?? "")) return "request";
  return requestWords.has(first) || requestWords.has(withoutClitic(first)) ? "request" : undefined;
}
const closingCourtesy = wordSet("please pls plz");

/** A document's nouns: after one of them "le", "la", "het", "das" is its article, not a pointer at the answer. */
const documentNouns = wordSet(
  "document documents fichier fichiers rapport texte article dokument dokumente datei bericht documento documentos archivo informe rapporto documenten bestand verslag",
);

// … and their plurals the list above does not hold ("los archivos", "die Dateien"), read only after a place in a text.
const documentPlurals = wordSet("files archivos dateien berichte informes rapports textes documenti testi bestanden verslagen");

/** "De quoi parle le document en français ?": "le" names the document (in French), and the answer is not pointed at. */
function namesADocument(words: string[], index: number): boolean {
  return articles.has(words[index]!) || words[index] === "das" ? documentNouns.has(words[index + 1] ?? "") : false;
}

// German "das" is as often the article as the pronoun; English "that"/"this" are left to the embedder ("understand this better").
const determiners = new Set(["das"]);

/**
 * A pointer that stands for the answer, not one that picks out the word after it: "das Budget"
 * names a thing of its own (German writes its nouns with a capital); "das" in "Wo steht das?",
 * "Das reicht nicht" or "Kannst du das kürzen?" does not.
 */
function pronoun(words: string[], index: number, capitals: boolean[]): boolean {
  // Only "das" also picks out a thing here; "it", "ça", "lo" ("¿Me lo dejas…?") come before a verb.
  if (!determiners.has(words[index]!)) return true;
  const next = words[index + 1];
  return next === undefined || !capitals[index + 1] || talksAboutAnswer(next);
}

/**
 * The message points at the answer by a word that is never an article ("it", "ça", "eso"; "c'est"
 * by its elided "ce"), a German pointing adverb ("darüber"), the answer's points ("les points
 * principaux"), or by comparing with it or setting its length (`byMeasure`: "más corto", "en deux mots").
 */
function pointsAtIt(words: string[], capitals: boolean[], byMeasure: boolean): boolean {
  return (
    byMeasure ||
    words.some(
      (word, index) =>
        (backPointers.has(word) && !articles.has(word) && pronoun(words, index, capitals)) ||
        // After a pronoun, "le", "la", "les" are pronouns too ("Tu peux me le présenter ?", "Me la puoi …?").
        (/^(?:le|la|les)$/.test(word) && cliticBefore.has(words[index - 1] ?? "") && !documentNouns.has(words[index + 1] ?? "")) ||
        pointingAdverb.test(word) ||
        word === "c" ||
        pointWords.has(word),
    )
  );
}

const numberNouns = wordSet("number numero nummer nr");
/** "number two", "no. 3": the word that numbers a point, not a subject. */
const numbersAPoint = (word: string, next: string | undefined) =>
  (numberNouns.has(word) || word === "no") && next !== undefined && (numberWords.has(next) || pointNumber.test(next));

/** Where a count stands right before a unit of text, past "single" or "of": "in one sentence", "a couple of lines". */
function countedUnit(words: string[], counts: ReadonlySet<string>): boolean {
  return words.some((word, index) => {
    if (!counts.has(word)) return false;
    let next = index + 1;
    while (singleWords.has(words[next] ?? "") || /^(?:of|de|d)$/.test(words[next] ?? "")) next++;
    return textUnits.has(words[next] ?? "");
  });
}

// "One line per item", "une ligne par point", "eine Zeile pro Punkt": a layout, not the answer's length.
const perWords = wordSet("per each par pro por je voor a");
// "for each", "pour chaque", "para cada", "für jeden", "per ogni", "voor elke" say "per" as well ("une puce pour chaque général").
const eachWords = wordSet("each every chaque cada jeden jede jedes ogni elke ieder");
const perItem = (words: string[]) =>
  words.some(
    (word, index) =>
      layoutUnits.has(word) &&
      (perWords.has(words[index + 1] ?? "") || (forWords.has(words[index + 1] ?? "") && eachWords.has(words[index + 2] ?? ""))),
  );
const forEachItem = (words: string[]) =>
  words.some((word, index) => layoutUnits.has(word) && forWords.has(words[index + 1] ?? "") && eachWords.has(words[index + 2] ?? ""));
// "One tribe a line", "una velocidad por línea", "un élément par ligne", "ein Punkt pro Zeile": one thing per unit of
// text lays the answer out as a list, whatever the thing is called (#20, t20s17 second round).
const forWords = wordSet("for pour fur para voor");
// A list's own mark is a layout's unit as a line is ("one committee to a bullet", "une idée par puce").
const layoutUnits = new Set([...textUnits, ...wordSet("bullet puce vineta punto stichpunkt opsommingsteken")]);
/** Where the words from `index` say "per" ("per", "par", "a", and English "to a"): the index of the unit after it. */
const perAt = (words: string[], index: number) =>
  perWords.has(words[index] ?? "") ? index + 1 : words[index] === "to" && words[index + 1] === "a" ? index + 2 : undefined;
/** "one" opening "one tribe a line", "one committee to a bullet": a layout's count, not a point. */
const opensALayout = (words: string[], index: number) => {
  const unit = perAt(words, index + 2);
  return unit !== undefined && layoutUnits.has(words[unit] ?? "");
};
// "each place on its own bullet", "every name on a separate line": each thing to its own unit is a list's layout (#20, t20s21).
const ownUnitWords = wordSet("on in its own a separate their one");
const eachOnItsOwn = (words: string[], index: number) =>
  eachWords.has(words[index] ?? "") &&
  /^(?:on|in)$/.test(words[index + 2] ?? "") &&
  words.slice(index + 3, index + 6).some((word, at, rest) => layoutUnits.has(word) && rest.slice(0, at).every((w) => ownUnitWords.has(w)));
const itemPerUnit = (words: string[]) =>
  words.some((word, index) => (countWords.has(word) && opensALayout(words, index)) || eachOnItsOwn(words, index));
/** "a good deal more", "a great deal more": the quantity's words before "more" are the request's. */
const quantityPhrase = (words: string[]) =>
  words.flatMap((word, index) =>
    word === "more" && quantityWords.has(words[index - 1] ?? "") && words[index + 1] !== "than"
      ? words.slice(Math.max(0, index - 2), index)
      : [],
  );
/** "a dot in front of each one": where a list's mark stands is the request's wording. */
const beforeEach = (words: string[]) =>
  words.flatMap((word, index) =>
    word === "front" && words[index - 1] === "in" && words[index + 1] === "of" && eachWords.has(words[index + 2] ?? "") ? [word] : [],
  );
/** The thing a layout counts ("tribe" in "one tribe a line"): the request's wording, no subject of its own. */
// … and the thing after "for each" ("une puce pour chaque général").
const layoutThings = (words: string[]) =>
  words.filter(
    (_, index) =>
      (index >= 1 && opensALayout(words, index - 1)) ||
      (index >= 1 && eachOnItsOwn(words, index - 1)) ||
      (index >= 3 && eachWords.has(words[index - 1]!) && forWords.has(words[index - 2]!) && layoutUnits.has(words[index - 3]!)),
  );

// "a sentence or two", "une ligne ou deux", "ein, zwei Sätze": a few, not one.
const orWords = wordSet("or ou oder o of");
const unitOrMore = (words: string[]) =>
  words.some((word, index) => textUnits.has(word) && orWords.has(words[index + 1] ?? "") && fewWords.has(words[index + 2] ?? ""));

/**
 * The kind the words ask for. "Which sentence says that?" asks where; one sentence is asked for by
 * its count right before it ("one", "a single", "une", "einem"); a few words or lines ("en deux
 * mots", "a couple of lines") ask for a shorter answer. A point's word beside its number names
 * the point ("that second bullet"), not the bulleted format.
 */
function cuesOf(words: string[], hasPoint: boolean, language: string | undefined) {
  // One line per item, counted ("one line per item", "une ligne par point"), or one item per line.
  const laidOut =
    itemPerUnit(words) ||
    words.some(
      (word, index) =>
        countWords.has(word) && (perItem(words.slice(index + 1, index + 3)) || forEachItem(words.slice(index + 1, index + 4))),
    );
  const one = countedUnit(words, countWords) && !unitOrMore(words) && !perItem(words) && !laidOut;
  const length = !one && (countedUnit(words, fewWords) || unitOrMore(words));
  let cueWords = one ? words : words.filter((word) => cueOf(word) !== "one_sentence");
  if (hasPoint) cueWords = cueWords.filter((word) => !pointWords.has(word));
  // Points with no number name the format: "Break it down into points.", "¿Me lo haces en puntos?".
  const format = !hasPoint && words.some((word) => pluralPoints.has(word)) ? "bullets" : undefined;
  // Which line or sentence of the text ("Which line says so?", "¿Qué frase lo dice?") asks where.
  // … as does which paragraph, page or document, or where in it ("Dans quel paragraphe ?", "In welchem Absatz steht das?").
  // … as does the sentence itself, with nothing else asked of it ("Paste the sentence.", "Zeig mir die Stelle.", "Cítame la frase.").
  // Copying it out ("Copy out the line for me.") names that kind already.
  const quoted = !one && (cueKind(cueWords) ?? "where") === "where" && showsTheUnit(words);
  const place = !one && (asksWhichUnit(words) || asksWhichPlace(words) || quoted) ? "where" : undefined;
  // One thing per line is a list's layout: the bulleted format, by the message's structure.
  // Not when a preposition names what the list is of ("one reason per line for the war": a question of its own).
  const subjectNamed = words.some((word, index) => (aboutWords.has(word) || forWords.has(word)) && governed.has(words[index + 1] ?? ""));
  const layout = laidOut && !subjectNamed && cueKind(cueWords) !== "where" ? "bullets" : undefined;
  const measure = length ? "shorter" : (place ?? layout);
  const cue = measure ?? cueKind(cueWords) ?? format ?? (language ? "translate" : undefined);
  const strongCue = measure ?? cueKind(cueWords.filter((word) => !weakCueWords.has(word))) ?? format;
  const structure: AboutAnswerKind | undefined = one ? "one_sentence" : measure;
  return { cue, strongCue, length, structure };
}

const whichWords = wordSet(
  "which what quel quelle quels quelles welche welcher welchem welchen welches que cual cuales quale quali welk welke ktory ktorego ktorej ktorym qual quais",
);
const whereWords = wordSet("where ou wo donde dove waar onde gdzie skad");
const pageWords = wordSet("page pages seite pagina paginas pagine bladzijde strona stronie strony");
/** A question word and a unit of text anywhere ("Which line says so?", "¿Qué frase lo dice?"), or "where" and a unit, place or page ("Wo steht das im Text?"). */
const asksWhichUnit = (words: string[]) =>
  (words.some((word) => whichWords.has(word)) && words.some((word) => textUnits.has(word))) ||
  (words.some((word) => whereWords.has(word)) && words.some((word) => placeWords.has(word) || pageWords.has(word)));
/** A question word right before a place in a text or a page: "quel paragraphe", "welchem Absatz", "which page", "in che documento". */
const asksWhichPlace = (words: string[]) =>
  words.some(
    (word, index) =>
      (whichWords.has(word) || word === "che") && (placeWords.has(words[index + 1] ?? "") || pageWords.has(words[index + 1] ?? "")),
  );
// A unit of the source with its definite article ("the sentence", "la phrase", "die Stelle", "el pasaje", "la riga", "de zin").
const sourceUnits = wordSet(
  "sentence line passage quote quotation wording phrase ligne citation satz zeile stelle fundstelle wortlaut frase linea pasaje cita riga passaggio citazione zin regel citaat",
);
const definiteArticles = wordSet("the la le die den der el il de het");
const showsTheUnit = (words: string[]) =>
  words.some((word, index) => definiteArticles.has(word) && sourceUnits.has(words[index + 1] ?? ""));
const pluralPoints = wordSet("points bullets puntos punkte items punti punten punkty punktach punktami punktow pontos topicos");

/** Summarising ("summarise", "résume", "resumir", "zusammenfassen"): of the answer, a shorter one; of a document, a summary. */
const summarises = (word: string) => /^(?:summar|resum|zusammenfass|riassum|samenvat)/.test(word);

// "Less verbose", "moins long": a comparison as "more concise" is.
const lessWords = wordSet("less moins weniger menos meno minder");
/** A word that names a kind outright or a length ("concise", "corto", "complète", "verbose"). */
const measures = (word: string | undefined) =>
  word !== undefined && (strongKind(word) !== undefined || lengthOf([word]) !== undefined || longWords.has(word) || shortWords.has(word));

/** The kind a word names outright, not by degree ("corto", "concise"; not "more"). */
const strongKind = (word: string | undefined) => (word === undefined || weakCueWords.has(word) ? undefined : cueOf(word));

// A complaint about the answer's length asks for the opposite: "too brief", "trop court", "zu knapp"
// ask for more, as "not enough" does; "too wordy", "trop long", "zu lang" for less.
// "A bit long", "un peu long", "etwas lang", "un poco largo" complain as "too long" does.
const notWords = wordSet("not pas nicht no non niet");

// The embedder sets antonyms side by side ("the long version" lies among "the brief version"): a word of length tells which way.
const towardsLong = wordSet(
  "long longer lengthy full fuller complete extended thorough richer longue lang langer largo larga completo completa lungo lunga langer volledig lange" +
    // Comparatives of complete ("Mag het wat vollediger?", "vollständiger", "plus complet" reads "complet").
    " vollediger vollstandiger vollstandig complet complete completer",
);
const towardsShort = wordSet(
  "short shorter brief briefer compact condensed quick slim slimmer slimmed leaner court courte bref kurz kurzer knapp corto corta breve kort korter beknopt",
);
// "less long" turns a word of length; a negation turns it only outside a comparative (length-polarity.ts).
const turning = wordSet("less moins weniger menos meno minder");

// "a good deal more", "a lot more", "much more": more by a quantity asks for more, as a word of length does
// ("a bit more concise" compares: `measures`).
const quantityWords = wordSet("deal lot lots much way far");

// "at greater length", "at more length", "a mayor extensión", "più a lungo": a length made greater asks for more (#20, t20s21).
const greaterWords = wordSet("greater more full fuller some plus mas piu mehr meer");

function lengthOf(words: string[]): "shorter" | "detail" | undefined {
  for (const [index, word] of words.entries()) {
    if (lengthWords.has(word) && (greaterWords.has(words[index - 1] ?? "") || words[index - 1] === "at")) return "detail";
    if (word === "more" && quantityWords.has(words[index - 1] ?? "") && !measures(words[index + 1]) && words[index + 1] !== "than")
      return "detail";
    const turned = turning.has(words[index - 1] ?? "");
    if (towardsLong.has(word)) return turned ? "shorter" : "detail";
    if (towardsShort.has(word)) return turned ? "detail" : "shorter";
  }
  // The particle of an English phrasal verb tells the way when the verb is idiom ("boil that down",
  // "whittle it down", "flesh that out", "spell it out"): down is less, out is more.
  if (words.includes("down")) return "shorter";
  // "Set them out as a list" lays the answer out: there the list decides.
  if (words.includes("out") && !words.includes("find") && !words.some((word) => cueOf(word) === "bullets")) return "detail";
  return undefined;
}

// Taking away what makes it long asks for a shorter answer: "Drop the extra detail.", "sans les détails", "ohne Details".
const removing = wordSet(
  "drop skip remove cut omit lose ditch without fewer sans ohne sin quita quitar enleve enlever weg senza togli zonder",
);
const removesDetail = (words: string[], index: number) =>
  (removing.has(words[index]!) || lessWords.has(words[index]!)) &&
  words.slice(index + 1, index + 4).some((next) => cueOf(next) === "detail" && !weakCueWords.has(next));

// The cause or reason of the answer: a cause noun with a pointer back after it, or French "en" before it.
const causeNouns = new Set([
  ...wordSet("cause causes reason reasons raison raisons grund ursache causa causas razon razones motivo motivos ragione reden oorzaak"),
  ...polishPortugueseCauseNouns,
]);
const pointerAfter = (word: string) =>
  (backPointers.has(word) && !articles.has(word)) || pointingAdverb.test(word) || /^daar(?:van|voor)$/.test(word);
function causeOfIt(words: string[], index: number): boolean {
  if (!causeNouns.has(words[index]!)) return false;
  return (
    words.slice(index + 1, index + 4).some(pointerAfter) ||
    words.slice(Math.max(0, index - 3), index).includes("en") ||
    askedForTheCause(words, index)
  );
}

// "What was the reason?", "¿Y cuál fue el motivo?", "Was war der Grund?", "Jaki był powód?", "Qual foi o motivo?": a
// question word before the cause, and nothing after it but a pointer back ("the reason for the war" asks about the war).
const causeQuestionWords = wordSet("what which quel quelle cual was welcher welches quale qual wat welk welke jaki jaka jakie co");
const afterTheCause = wordSet("behind for of then there exactly again derriere dahinter detras dietro achter");
const askedForTheCause = (words: string[], index: number) =>
  words.slice(Math.max(0, index - 4), index).some((word) => causeQuestionWords.has(word)) &&
  words.slice(index + 1).every((word) => pointerAfter(word) || (afterTheCause.has(word) && !articles.has(word)));

// Leaving nothing out asks for more: "Don't leave anything out.", "non tralasciare niente", "n'omets rien", "lass nichts aus".
const omitting = wordSet(
  "leave omit skip tralasciare tralascia tralasciate omettre omets omettez auslassen weglassen lass omitir omitas omitas dejes weglaten",
);
const nothingWords = wordSet("nothing anything rien niente nulla nichts nada niets");
const leavesNothingOut = (words: string[], index: number) =>
  omitting.has(words[index]!) && words.slice(Math.max(0, index - 3), index + 4).some((word) => nothingWords.has(word));

// Telling everything asks for more: "Tell me everything", "Raconte-moi tout", "Erzähl mir alles", "Dímelo todo", "Dimmi tutto", "Vertel me alles".
const tellingWords = wordSet(
  "tell dis raconte racontez dime di cuenta cuentame contar dimmi racconta raccontami erzahl erzahle erzahlen sag vertel zeg" +
    // … and giving it ("Give me everything the text has on it", "Donne-moi tout", "Gib mir alles", "Dammi tutto", "Geef me alles").
    " give donne gib dame dammi geef",
);
const everythingWords = wordSet("everything all tout todo tutto alles");
// … and knowing it all ("je veux tout savoir sur lui", "I want to know everything", "alles wissen", "saberlo todo", "sapere tutto", "alles weten").
const knowingWords = wordSet("know savoir wissen saber saberlo sapere weten");
const tellsEverything = (words: string[], index: number) =>
  (tellingWords.has(withoutClitic(words[index]!)) && words.slice(index + 1, index + 4).some((word) => everythingWords.has(word))) ||
  (knowingWords.has(words[index]!) &&
    [words[index - 1], words[index + 1], words[index + 2]].some((word) => everythingWords.has(word ?? "")));

// What else there is asks for more: "Und was noch?", "Was steht da sonst noch drin?", "Quoi d'autre ?", "¿Qué más?", "Cos'altro?", "Wat nog meer?".
const whatWords = wordSet("what was quoi que qu cosa cos che wat");
const elseWords = wordSet("else noch sonst autre mas altro nog");
const asksWhatElse = (words: string[], index: number) =>
  whatWords.has(words[index]!) && words.slice(index + 1, index + 4).some((word) => elseWords.has(word));
// Missing detail asks for more: "Ik mis nog details", "Il manque des détails", "Es fehlen Details", "Faltan detalles", "Mancano dettagli".
const missingWords = wordSet("missing lacking mis mist manque manquent fehlt fehlen falta faltan manca mancano ontbreekt ontbreken");
// … or something missing ("Mir fehlt da noch einiges", "Il manque quelque chose", "Falta algo", "Manca qualcosa", "Er ontbreekt iets").
const somethingWords = wordSet("something einiges etwas quelque algo qualcosa iets");
const missesDetail = (words: string[], index: number) =>
  missingWords.has(words[index]!) &&
  words.slice(index + 1, index + 4).some((word) => (cueOf(word) === "detail" && !weakCueWords.has(word)) || somethingWords.has(word));

const fallingShort = wordSet("queda quedas quedo quedan quedado reste restes bleibt");
function complaintOf(words: string[]): AboutAnswerKind | undefined {
  for (const [index, word] of words.entries()) {
    if (leavesNothingOut(words, index) || tellsEverything(words, index) || asksWhatElse(words, index) || missesDetail(words, index))
      return "detail";
    if (removesDetail(words, index)) return "shorter";
    // Right after it: "un poco más corto" asks for a shorter answer, comparing, not complaining.
    const after = words[index + 1] ?? "";
    if (tooWords.has(word) && shortWords.has(after)) return "detail";
    // Falling short asks for more: "Eso se queda corto", "ça reste court", "es bleibt zu kurz".
    if (fallingShort.has(word) && shortWords.has(after)) return "detail";
    if (tooWords.has(word) && longWords.has(after)) return "shorter";
    if (notWords.has(word) && words.slice(index + 1, index + 4).some((next) => enoughWords.has(next))) return "detail";
  }
  return undefined;
}

// --- Nearest examples ----------------------------------------------------------------------------

export interface Nearest {
  kind: AboutAnswerKind;
  /** Every kind's score. */
  scores: Partial<Record<AboutAnswerKind, number>>;
  /** Mean similarity to the kind's nearest examples. */
  score: number;
  /** The same to the nearest questions of their own. */
  question: number;
}

const dot = (left: ArrayLike<number>, right: ArrayLike<number>) => {
  let sum = 0;
  for (let index = 0; index < left.length; index++) sum += left[index]! * right[index]!;
  return sum;
};

function topMean(vector: number[], examples: Float32Array[], count: number): number {
  const scores = examples.map((example) => dot(vector, example)).sort((left, right) => right - left);
  const top = scores.slice(0, count);
  return top.reduce((sum, score) => sum + score, 0) / Math.max(1, top.length);
}

/** The kind whose examples are nearest to a message's vector, and how near the questions of their own are. */
export function nearestKind(vector: number[], index: ExampleIndex, neighbours = recogniserTuning.neighbours): Nearest {
  const scores: Nearest["scores"] = {};
  let best: Nearest = { kind: "detail", scores, score: -1, question: topMean(vector, index.questions, neighbours) };
  for (const [kind, examples] of Object.entries(index.kinds) as [AboutAnswerKind, Float32Array[]][]) {
    const score = (scores[kind] = topMean(vector, examples, neighbours));
    if (score > best.score) best = { ...best, kind, score };
  }
  return best;
}

// --- The decision --------------------------------------------------------------------------------

/**
 * The request, from the message's shape and its nearest examples (null: not ready, the words alone).
 * Exported for the unit tests and the tuning script.
 *
 * Whether the message is about the answer at all is settled first (names, words of its own, a kind
 * word followed by its subject). Then one decision picks the kind, the first of these that speaks,
 * in every language, so the fixed rules and the recogniser never race:
 * 1. the fixed wordings of about-answer-request.ts ("Make it shorter.", "Expand point 2.");
 * 2. the message's structure (`cuesOf`): a count of one right before a unit of text asks for one
 *    sentence ("in one sentence", "en una frase", "in één zin"); a count of a few, a shorter
 *    answer ("en deux phrases", "in zwei Sätzen"); a question word asking which or where beside a
 *    unit of text, a place in a text or a page, where it says so ("Which sentence?", "In quale
 *    frase…?", "Dans quel paragraphe ?", "Welcher Satz belegt das?", "In welke zin…?");
 * 3. a complaint about the length, leaving nothing out or telling everything: the length it asks for;
 * 4. the words and the examples: in English the nearest examples (a kind word outvoting them within
 *    a tie), then the kind words; in the other five the kind words (the rules' reading, else the
 *    shape's), a word of length, then the nearest examples;
 * 5. outside English, a point of the answer with nothing else asked: expand it.
 * Between shorter and more detail a word of length has the last say, and a point named with more,
 * why or bullets asks to expand that point (`finish`).
 */
export function decide(
  message: string,
  shape: MessageShape,
  nearest: Nearest | null,
  rules: AboutAnswerRequest | null,
  bySense = true,
): Recognised | null {
  const tuning = recogniserTuning;
  const unknown = shape.newWords.length + shape.backWords.length;
  const stray = shape.strayWords.length;
  // "And who wrote it?" asks for a person, which no way of reshaping the answer gives: a new
  // question, though "wrote" sits near "Where is that written?" (only the rules may say otherwise).
  // "Who was he, really?" after an answer about a person asks for more about them (not-knowing.ts).
  if (!rules && asksWhoTheyWere(message)) return finish("detail", shape, "words");
  if (!rules && asksForAPerson.test(message)) return null;
  // "De quoi parle le document en français ?" asks about a document (the French one), not for the answer in French;
  // "de zin en het bestand waar hij uit komt" asks for the answer's own file.
  if (!rules && shape.namesADocument && !shape.pointsBack && shape.point === undefined && !shape.asksTheSource) return null;
  // A kind word followed by what it is about ("Plus de détails sur les Normands", "Erzähl mir alles über
  // die Normannen") is a question of its own, whatever the words' rules read: a false follow-up is worse than a miss.
  // In English only when the library holds a word of it ("easier on the eyes" names nothing to look up).
  const ownSubject = shape.subjectAfterKind && shape.point === undefined && (!isEnglish(message) || shape.newWords.length > 0);
  if (ownSubject && !aboutAnswerByPattern(message)) return null;
  // "Summarise", "Summarise the main points." (the starter chip) with nothing pointing back ask for a
  // summary of the documents, whatever the answer before was; "summarise that" is about the answer
  // ("the gist" and "list the main points" after an answer stay requests about it: they are on dev).
  // "the main points" names the documents' points, not the answer's, unless something points back.
  const folded = foldText(message);
  const atTheAnswer = shape.pointsBack || shape.point !== undefined || (shape.pointsAtIt && !mainPoints.test(folded));
  if (asksForASummary.test(folded) && !atTheAnswer) return null;
  // A longer message whose every word is the request's own wording ("so would you set them out as a list with a dot in
  // front of each one?") is still a request: only words of its own make length tell.
  const onlyWording = unknown + stray === 0 && (shape.cue !== undefined || shape.complaint !== undefined) && shape.pointsAtIt;
  const tooLong = shape.words > (onlyWording ? tuning.maxClausedWords : tuning.maxWords);
  if (shape.names.length > 0 || tooLong || shape.newWords.length > 1 || unknown > 2) return null;
  if (unknown + stray > tuning.maxOwnWords) return null;
  const margin = nearest ? nearest.score - nearest.question : -1;
  // A point of the answer ("the first point", "item 2") points back at it as "that" does.
  const pointsBack = shape.pointsBack || shape.point !== undefined;
  // No word of its own and pointing back ("Is that actually in my documents? Show me."): about the
  // answer whatever the questions of their own say; the nearest examples only choose the kind.
  const bare = unknown === 0 && stray === 0 && pointsBack;
  const near = margin >= tuning.minMargin || (bare && margin >= 0);
  const byEmbedding = nearest && nearest.score >= tuning.minScore && near ? kindOf(nearest, shape) : undefined;
  const english = isEnglish(message);
  // A word of its own, or words the library does not hold, are allowed when the message reads
  // plainly as a request about the answer: near the examples and pointing back or asking for a kind
  // ("Make it snappier."); outside English, where the embedder reads less, by asking for a kind and
  // pointing back ("¿De dónde sacaste eso?", "Tu peux lister les points principaux ?").
  // A complaint or a word of length asks for a kind as a kind word does ("Too much text, sorry.", "the full story").
  const asks = shape.cue !== undefined || shape.complaint !== undefined || shape.lengthWanted !== undefined;
  // Outside English a point of the answer, with at most one other word of its own, is about it ("¿Qué significa el punto 1?");
  // three words of its own make a question of its own ("Points de vue sur la crise pétrolière ?").
  const plainly =
    (english
      ? (margin >= tuning.unknownWordMargin &&
          (pointsBack || asks || shape.words <= 3 || shape.opening === "request" || (shape.newWords.length === 0 && unknown === 0))) ||
        (shape.point !== undefined && margin >= tuning.minMargin) ||
        strayRequest(shape, margin)
      : ((shape.pointsAtIt || shape.point !== undefined) && asks && unknown + stray <= 2) ||
        (shape.point !== undefined && unknown + stray <= 1) ||
        // Which sentence or place of the text, with one word of its own beside it, its verb ("In quale frase del
        // testo compare?", "¿En qué línea del texto figura?"): the English library holding "compare" names nothing.
        (shape.structure === "where" && unknown + stray <= 1 && !shape.kindOfSubject)) ||
    nothingToLookUp(shape, asks) ||
    // The answer's wording and its file asked side by side, with a figure of one held word beside them ("Straight from
    // the source, please: which file, and what exactly does it say?").
    (shape.asksTheSource === true && shape.newWords.length <= 1 && unknown + stray <= tuning.maxOwnWords && !shape.subjectAfterKind);
  // A request that names nothing the documents or the chat hold, with no kind word ("Halbier das mal.", "Could I get
  // a leaner version of that?"): nothing a search could find, so it is about the answer, of its nearest request sense.
  const sense = bySense && !asks && !rules && nearest ? requestSense(message, shape, nearest) : undefined;
  if ((shape.newWords.length === 1 || stray > 0) && !rules && !plainly && !sense) return null;
  const byWords = rules?.kind ?? (unknown === 0 || pointsBack ? shape.cue : undefined);
  // Outside English, a point of the answer asked about with no kind word and no subject word is to be expanded.
  // In English too when nothing of its own is said beside it ("Could the second item get its own paragraph?").
  const pointAlone = shape.point !== undefined && unknown === 0 && (!english || stray === 0) ? "expand" : undefined;
  // Outside English a word of length asks for its kind as a kind word does ("Mag het wat vollediger?").
  // There a point asked about with no kind word is expanded rather than given a kind its nearest examples only lean to.
  const leaning = pointAlone !== undefined && margin < tuning.minMargin;
  const byReading = english ? (byEmbedding ?? byWords) : (byWords ?? shape.lengthWanted ?? (leaning ? undefined : byEmbedding));
  // A word of length with nothing else to read by asks for that length ("might we have a slimmed version?").
  const read =
    aboutAnswerByPattern(message)?.kind ?? shape.structure ?? shape.complaint ?? byReading ?? pointAlone ?? sense ?? shape.lengthWanted;
  // Between a shorter and a longer answer, a word of length decides, not the embedder.
  const kind = read === "shorter" || read === "detail" ? (shape.complaint ?? shape.lengthWanted ?? read) : read;
  if (!kind) return null;
  // "Why did the embargo start?" asks about the embargo; "Why?" and "How come?" about the answer.
  if (kind === "why" && shape.backWords.length > 0) return null;
  const by = kind === byEmbedding && kind === byReading && (english || !byWords) ? "embedding" : "words";
  return finish(kind, shape, by);
}

/**
 * A short message that asks for a kind and names nothing the documents or the chat hold (its
 * words of its own are stray: idiom, slang, a politeness formula, another language's function
 * words) has nothing a new search could look up: it is about the answer. Unless its kind word is
 * followed by what it is about, or it opens with a question word and does not point back
 * ("¿Cuál es la fuente del petróleo japonés?" over English files).
 */
function nothingToLookUp(shape: MessageShape, asks: boolean): boolean {
  if (!asks || shape.newWords.length > 0 || shape.backWords.length > 0 || shape.names.length > 0) return false;
  if (shape.strayWords.length > recogniserTuning.maxOwnWords || shape.words > recogniserTuning.maxStrayMessage) return false;
  if (shape.kindOfSubject) return false;
  return shape.opening !== "question" || shape.pointsAtIt || shape.point !== undefined;
}

/**
 * A short English message after an answer that asks with no kind word and names nothing: no name or
 * number, no word the documents or the chat hold, only stray words (figures, slang: "Could I get a
 * leaner version of that?", "Whittle that down to the bones."), and it points at the answer or opens as
 * a request, never as a question of its own, thanks or a remark ("Thanks, that's perfect!"). A new
 * search could find nothing in it, so it is about the answer, and its kind is the nearest request sense
 * among the examples (length down or up, a list, where, a point), though below the examples' ordinary score.
 * English only: outside it the embedder's nearest kind is noise ("Halbier das mal." lies nearest
 * "translate", "in formato tascabile" nearest "more detail"), so there a kind word must still speak.
 */
function requestSense(message: string, shape: MessageShape, nearest: Nearest): AboutAnswerKind | undefined {
  if (!isEnglish(message) || /!\s*$/u.test(message) || smallTalkLanguage(message) !== null) return undefined;
  if (shape.names.length > 0 || shape.newWords.length > 0 || shape.backWords.length > 0 || shape.kindOfSubject) return undefined;
  if (shape.strayWords.length > recogniserTuning.maxOwnWords || shape.words > recogniserTuning.maxWords) return undefined;
  const pointed = shape.pointsBack || shape.pointsAtIt || shape.point !== undefined;
  if (shape.opening === "question" && !pointed) return undefined;
  if (!pointed && shape.opening !== "request") return undefined;
  // Clearly nearer the requests than the questions, as a stray English word asks everywhere; only the examples'
  // own score may fall short (a figure lies far from every example: "a leaner version of that" at 0.498).
  if (nearest.score - nearest.question < recogniserTuning.unknownWordMargin) return undefined;
  // The embedder sets a shorter and a longer answer side by side: with no word to tell them apart, a near tie
  // between the two ("a skinnier rendering of that") is no sense at all, and a search is kept.
  const [shorter, detail] = [nearest.scores.shorter ?? -1, nearest.scores.detail ?? -1];
  if ((nearest.kind === "shorter" || nearest.kind === "detail") && Math.abs(shorter - detail) < recogniserTuning.senseLengthGap)
    return undefined;
  return nearest.kind;
}

/**
 * An English request ("Give me the elevator pitch.", "…, please.") whose every word of its own is
 * stray (no document and not the chat holds it) names nothing a search could find: nearer the
 * requests than the questions by the ordinary margin, it is about the answer.
 */
function strayRequest(shape: MessageShape, margin: number): boolean {
  if (shape.opening !== "request" || shape.strayWords.length === 0) return false;
  return shape.newWords.length === 0 && shape.backWords.length === 0 && margin >= recogniserTuning.minMargin;
}

const mainPoints = /(?<![\p{L}])(?:main|key) (?:points|ideas|takeaways)/u;
const asksForASummary = /(?<![\p{L}])(?:summar|resum|zusammenfass|riassum|samenvat|overview|recap)/u;
const asksForAPerson = /^\s*(?:(?:and|but|so|ok(?:ay)?|then)[\s,]+)?(?:who|whom|whose)\b/iu;

/**
 * The nearest kind, outvoted by the kind a word asks for when that kind's examples are about as
 * near ("Explain that more simply."), or not far behind when the word names the kind outright
 * ("Put it in point form.": bullets, though its nearest examples ask for shorter).
 */
function kindOf(nearest: Nearest, { cue, strongCue }: Pick<MessageShape, "cue" | "strongCue">): AboutAnswerKind {
  const within = (kind: AboutAnswerKind | undefined, tie: number): kind is AboutAnswerKind =>
    kind !== undefined && (nearest.scores[kind] ?? -1) >= nearest.score - tie;
  if (within(strongCue, recogniserTuning.strongCueTie)) return strongCue;
  // The embedder sets a shorter and a longer answer side by side: a word naming one outright decides
  // against the other, however near ("Cut to the chase", nearest "more detail").
  if (opposite(strongCue, nearest.kind)) return strongCue!;
  return within(cue, recogniserTuning.cueTie) ? cue : nearest.kind;
}

const opposite = (cue: AboutAnswerKind | undefined, kind: AboutAnswerKind) =>
  (cue === "shorter" && kind === "detail") || (cue === "detail" && kind === "shorter");

/**
 * The words that give a message a subject of its own, in any language, by no language's word list: those the
 * documents hold and the previous turn does not (its words of its own) that no follow-up of the classifier's
 * training rows uses ("¿Y quién fundó el museo?" over a library holding "museo"; not "Kan du förklara det?" over
 * one that happens to hold "det"). A word the previous question or answer holds is the answer's own subject named
 * again ("Zkrať tu odpověď o povodni" after an answer about the flood), no new one: the classifier decides the kind,
 * and its question class keeps a new question about it a search.
 */
export function ownSubjectWords(shape: Pick<MessageShape, "newWords">): string[] {
  return shape.newWords.filter((word) => !followUpTokens(word).every(isFollowUpWord));
}

/**
 * When the rules and the word lists read nothing: a message outside English (where the lists stop) that names no
 * subject of its own, read by the follow-up classifier ("Kan du utveckla den andra punkten lite mer?", "Bunları madde
 * madde yazar mısın?"). A subject of its own is decided first, whatever the language: a name, a word the documents hold
 * that no follow-up uses (`ownSubjectWords`), a kind word followed by what it is about, unless the previous turn holds
 * it (the answer's subject named again is no new subject: `backNames`, `backWords`); then the
 * classifier, whose first decision is the same (it knows questions with a subject of their own, in every language of
 * its rows, and small talk, and reads none for them). What the rules already tell apart stays theirs: a person asked
 * about, a document named, a summary of the documents. An ordinal said as a word, in any language of the rows, is the
 * point asked about ("Rozveď druhý bod.").
 */
export function learnedFollowUp(message: string, shape: MessageShape, rules: AboutAnswerRequest | null): Recognised | null {
  if (rules || readsAsEnglish(message) || ownNames(shape).length > 0 || shape.subjectAfterKind || shape.words > recogniserTuning.maxWords)
    return null;
  if (ownSubjectWords(shape).length > 0) return null;
  // A question word of the six languages that asks about a thing, with nothing pointing at the answer ("Welche Schritte
  // gibt es?", "Quelle est la source principale du pétrole français ?"): a question of its own, whatever the classifier reads.
  if (shape.opening === "question" && !shape.pointsAtIt && shape.point === undefined) return null;
  if (asksForAPerson.test(message) || (shape.namesADocument && !shape.pointsBack && !shape.asksTheSource)) return null;
  const folded = foldText(message);
  if (asksForASummary.test(folded) && !(shape.pointsBack || shape.point !== undefined || shape.pointsAtIt)) return null;
  const { kind } = readFollowUp(message);
  if (!kind) return null;
  // A place or a cause asked of the thing the chat named is a question of its own, as "Why did the embargo start?" is
  // (`decide`): "where is it?" of a town the answer named asks where the town is, not where the answer says so.
  const namesTheChat = shape.backWords.length > 0 || (shape.backNames ?? []).length > 0;
  if (namesTheChat && (kind === "where" || kind === "why")) return null;
  // Only a request for more names a point: "Primero, más corto" asks for no first point.
  const point = shape.point ?? (kind === "expand" || kind === "detail" ? ordinalPoint(message) : undefined);
  return finish(kind, point === undefined ? shape : { ...shape, point }, "classifier");
}

/** The names of a message the previous turn does not hold: a subject of its own. */
const ownNames = (shape: Pick<MessageShape, "names" | "backNames">) =>
  shape.names.filter((name) => !(shape.backNames ?? []).includes(name));

/** English by `isEnglish` and by most of its words (Swedish or Turkish written in plain letters passes `isEnglish`). */
function readsAsEnglish(message: string): boolean {
  if (!isEnglish(message)) return false;
  const words = tokensOf(message).map((token) => token.word);
  return words.filter((word) => stopWords.has(word) || isEnglishWord(word)).length * 2 >= words.length;
}

/** `decide`, and when it reads nothing, the classifier (`learnedFollowUp`). */
export function decideOrLearn(
  message: string,
  shape: MessageShape,
  nearest: Nearest | null,
  rules: AboutAnswerRequest | null,
): Recognised | null {
  return decide(message, shape, nearest, rules) ?? learnedFollowUp(message, shape, rules);
}

function finish(kind: AboutAnswerKind, shape: MessageShape, by: Recognised["by"]): Recognised | null {
  // A point named with a kind of more, or of the list it came from ("Dig into item 2."), asks to expand it.
  // With no kind word, a point read as shorter by its nearest examples is opened up too ("Open up the second one for me.").
  const opened = kind === "shorter" && shape.cue === undefined && shape.complaint === undefined && shape.lengthWanted === undefined;
  if (shape.point !== undefined && (kind === "expand" || kind === "detail" || kind === "why" || kind === "bullets" || opened))
    return { kind: "expand", point: shape.point, by };
  if (kind === "expand") return { kind: "detail", by };
  if (kind === "translate") return { kind, ...(shape.language ? { language: shape.language } : {}), by };
  return { kind, by };
}

// --- A longer message, clause by clause ---------------------------------------------------------

// A clause of purpose about the asker starts a clause of its own: "… so I can tick them off", "… pour que je lise ça vite".
const purpose =
  /\s+(?=(?:so(?: that)? (?:i|we)|pour que (?:je|j['’]|nous)|afin que (?:je|j['’])|damit ich|para que (?:yo |pueda)|cosi (?:posso|che io)|perche io possa|zodat ik)\b)/iu;

/** A message's clauses: its sentences, the parts a comma, semicolon or colon sets apart, and a clause of purpose. */
export function clausesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?;:,])\s+|\s+[—–-]\s+/u)
    .flatMap((clause) => clause.split(purpose))
    .map((clause) => clause.trim())
    .filter((clause) => /\p{L}/u.test(clause));
}

/**
 * A message whose every clause is a fixed wording ("¿Y cómo es eso? ¿Por qué pasa?", "Interesting. What drove that?"
 * is not: its first clause is no wording) is the last one's request: read whole, its clauses' words would only blur it.
 */
export function aboutAnswerByPatterns(message: string): AboutAnswerRequest | null {
  const whole = aboutAnswerByPattern(message);
  if (whole) return whole;
  const clauses = clausesOf(message);
  if (clauses.length < 2) return null;
  const requests = clauses.map(aboutAnswerByPattern);
  if (!requests.every((request) => request !== null)) return null;
  // A point named in one clause is the point another asks about ("Second point: tell me more.").
  const last = requests.at(-1)!;
  const point = requests.map((request) => request.point).find((value) => value !== undefined);
  return point !== undefined && (last.kind === "detail" || last.kind === "expand" || last.kind === "why")
    ? { kind: "expand", point }
    : last;
}

/** One clause read: its text, its shape (words sorted by the library) and its nearest examples. */
export interface ClauseReading {
  text: string;
  shape: MessageShape;
  nearest: Nearest | null;
  /** Its names were the chat's own, said in a clause about the asker ("I'm briefing colleagues on the Office … tomorrow"). */
  namesFromChat?: boolean;
}

/**
 * A clause that names a subject of its own: a name or a number not a point's, a kind word followed
 * by what it is about, a question about words of its own that does not point back ("Different
 * topic: when did the Ottoman Empire end?"), or more than two words the library holds.
 */
function namesASubject({ text, shape }: ClauseReading, partial = false): boolean {
  const own = shape.newWords.length + shape.backWords.length;
  if (shape.names.length > 0 || shape.newWords.length > 2) return true;
  // A remark that the answer gave only part ("You've only shown me the cover") names nothing, whatever its figure …
  if (remarksOnlyPart(text)) return false;
  // … and beside it a request pointing at the answer or its person dresses what it asks in the same figure ("open the
  // book on him, would you?"), unless a kind word is followed by what it is about or it asks a question of its own.
  if (partial && shape.opening !== "question" && pointsAtTheAnswer({ text, shape }) && !shape.subjectAfterKind) return false;
  // Owning up to not knowing the answer's person ("the name means nothing to me", "No idea who that is") names nothing.
  if (confessesNotKnowing(text)) return false;
  // A clause about the asker with no word the library holds ("Je suis dans le métro", "so I can tick them off") names nothing.
  if (aboutTheAsker.test(text) && own === 0) return false;
  // … nor one that tells how the asker is doing with the answer, one word of its own at most and not what it is
  // about ("Honestly, I lost the thread halfway through.", "Je suis un peu perdu dans tout ça."): "I'm curious about the embargo" names one.
  const asker = text.replace(/^[\p{L}]+,\s*/u, "");
  if (aboutTheAsker.test(asker) && !text.includes("?") && own <= 1 && !tokensOf(text).some(({ word }) => aboutWords.has(word)))
    return false;
  // A remark on the answer whose every word of its own is stray ("That barely scratches the surface.", "Uff, das
  // zieht sich wie Kaugummi.", "Pfoe, wat een lap tekst.") names nothing a search could find, in any language, though
  // an article reads its figure as a thing: when it asks nothing (no "?", no question word but an exclamative "what a")
  // and no kind word is followed by what it is about ("Mehr zu den Ursachen der Krise").
  const asksNothing = !text.includes("?") && (shape.opening !== "question" || exclamative.test(text));
  if (own === 0 && asksNothing && !shape.subjectAfterKind) return false;
  // … nor does a request pointing at the answer whose article only dresses a stray word ("Could I get the
  // stripped-back rendition of that?"), nor a question of which place of the texts ("¿En qué parte de los archivos sale?").
  if (own === 0 && !shape.subjectAfterKind && ((shape.opening === "request" && shape.pointsAtIt) || shape.structure === "where"))
    return false;
  if (shape.kindOfSubject) return true;
  // An exclamation ("Quel pavé !", "What a wall of text!", "Was für ein Roman!") remarks on the answer, it asks nothing.
  if (/!\s*$/u.test(text)) return false;
  return shape.opening === "question" && own > 0 && !shape.pointsAtIt && shape.point === undefined;
}

/**
 * A message too long or too wordy to read whole ("I'm reading this on a tiny screen between two
 * meetings, so could you trim it down to the essentials?", "What else does the text say about it?
 * Spare no detail."), read by its structure rather than its length: when one of its clauses is a
 * request about the answer by itself and no clause names a subject of its own, it is that request
 * (the last one, when several; a point named in another clause is the point it is about).
 */
export function byClauses(readings: ClauseReading[]): Recognised | null {
  // Beside a request for the answer's wording and its file, a clause about the asker that asks nothing gives a reason
  // ("I'm afraid I have to double-check everything for my teacher — could you show us the exact sentence and its file?").
  const sourced = readings.some(({ shape }) => shape.asksTheSource);
  // … as does one that names what the chat was about, beside a request pointing at the answer ("I'm briefing colleagues
  // on the Office of the National Cyber Director tomorrow, so could you fill in everything else …?"): the request decides.
  const pointedRequest = readings.some(
    ({ shape }) => (shape.pointsAtIt || shape.pointsBack) && asksAKind(shape) && shape.names.length === 0,
  );
  // So does any clause about the asker that asks nothing and names no name, beside such a request ("I'm making slides
  // for a board meeting and space is tight — could you cut that down to two lines?"): the request clause decides, and
  // what the asker is doing, however many words the library holds, is why they ask, not what.
  const reason = ({ text, shape, namesFromChat }: ClauseReading) =>
    aboutTheAsker.test(text.replace(/^[\p{L}]+,\s*/u, "")) &&
    !text.includes("?") &&
    (((sourced || pointedRequest) && shape.names.length === 0) || (namesFromChat === true && pointedRequest));
  const partial = readings.some(({ text }) => remarksOnlyPart(text));
  if (readings.length < 2 || readings.some((reading) => !reason(reading) && namesASubject(reading, partial))) return null;
  // A reason is told at whatever length: only what is asked counts towards the limit.
  const words = readings.reduce((sum, reading) => sum + (reason(reading) ? 0 : reading.shape.words), 0);
  if (words > recogniserTuning.maxClausedWords) return null;
  if (partial) return onlyPart(readings);
  // A remark on the answer in another clause ("Pfoe, wat een lap tekst.", "Quel pavé !") points at it, so a bare request
  // ("Kort samenvatten graag.") is about the answer, not a summary of the documents.
  const remarked = readings.some(({ text }) => /!\s*$/u.test(text) || (exclamative.test(text) && !text.includes("?")));
  // A clause read only by its request sense counts when no clause says more ("tu peux faire plus court pour que je lise ça vite ?").
  const found = readFound(readings, remarked, false);
  const last = (found.length > 0 ? found : readFound(readings, remarked, true)).at(-1);
  if (!last) return null;
  const point = readings.map((reading) => reading.shape.point).find((value) => value !== undefined);
  if (point !== undefined && (last.kind === "detail" || last.kind === "expand" || last.kind === "why"))
    return { kind: "expand", point, by: last.by };
  return last;
}

/**
 * A message remarking that the answer gave only part, with a request beside it: the request's kind when it reads as
 * one, else more detail, when another clause points at the answer or its person (not a courtesy alone: "That's just
 * perfect, thanks" asks nothing).
 */
function onlyPart(readings: ClauseReading[]): Recognised | null {
  const rest = readings.filter(({ text }) => !remarksOnlyPart(text));
  const found = readFound(rest, false, false).at(-1);
  const point = readings.map((reading) => reading.shape.point).find((value) => value !== undefined);
  // Having had too little, the asker wants no less: a reading of a shorter answer is the figure misread.
  const kind = found && found.kind !== "shorter" && found.kind !== "one_sentence" ? found.kind : "detail";
  // A question of its own beside the remark ("You've only told me about the treaty. Who signed it?") is searched.
  if (rest.some(({ shape }) => shape.opening === "question")) return null;
  if (!found && !rest.some((reading) => pointsAtTheAnswer(reading) || reading.shape.cue !== undefined)) return null;
  if (point !== undefined && (kind === "detail" || kind === "expand")) return { kind: "expand", point, by: found?.by ?? "words" };
  return found && found.kind === kind ? found : { kind, by: "words" };
}

/** The clause points at the answer or its person: a pronoun, or the person's possessive ("his story", "sa vie"). */
const pointsAtTheAnswer = ({ text, shape }: Pick<ClauseReading, "text" | "shape">) =>
  shape.pointsAtIt || shape.pointsBack || tokensOf(text).some(({ word }) => possessives.has(word) && word !== "its");

function readFound(readings: ClauseReading[], remarked: boolean, bySense: boolean): Recognised[] {
  return readings
    .map((reading): Recognised | null => {
      const fixed = aboutAnswerByPattern(reading.text);
      if (fixed) return { ...fixed, by: "rules" };
      const shape = remarked ? { ...reading.shape, pointsBack: true } : reading.shape;
      // The request's clause asks for a kind or points at the answer: a courtesy alone ("…, please") asks for nothing.
      return asksOrPoints(reading.shape) || asksWhoTheyWere(reading.text)
        ? decide(reading.text, shape, reading.nearest, aboutAnswerRequest(reading.text), bySense)
        : null;
    })
    .filter((request) => request !== null);
}

// "What a wall of text", "wat een lap tekst", "was für ein Roman", "quel pavé": a question word that exclaims.
const exclamative = /^(?:\p{L}+,\s*)?(?:what an?|wat een|was f(?:ü|u)r (?:ein|eine|einen)|quel(?:le)?|qu(?:é|e)|che)\s/iu;

// … and a clause of time or cause about them ("Before I put it in my memo, …", "Since I'm presenting it, …").
const aboutTheAsker =
  /^(?:(?:so|and|but|before|when|once|since|as|because|while|pour|afin|damit|para|cosi|perche|zodat|que|che)\s+(?:that\s+|que\s+|che\s+)?)?(?:i|i['’]m|we|je|j['’]|ich|yo|io|ik)(?=[\s'’])/iu;

const asksAKind = (shape: MessageShape) => shape.cue !== undefined || shape.complaint !== undefined || shape.lengthWanted !== undefined;

const asksOrPoints = (shape: MessageShape) =>
  shape.cue !== undefined ||
  shape.complaint !== undefined ||
  shape.lengthWanted !== undefined ||
  shape.pointsAtIt ||
  shape.pointsBack ||
  shape.point !== undefined;

/** Each clause of a message read as `recognise` reads a whole message (one embedding call for all). */
export async function readClauses(
  message: string,
  previous: PreviousTurn,
  holds: LibraryHolds | undefined,
  embed: ((texts: string[]) => Promise<number[][]>) | null,
  index: ExampleIndex | null,
  signal?: AbortSignal,
): Promise<ClauseReading[]> {
  const clauses = clausesOf(message);
  if (clauses.length < 2) return [];
  const excused = clauses.map((clause) => excusedNames(clause, previous));
  // A name is told by its capital mid-sentence, which a clause's first word has lost ("…, c'est quoi, AppleTalk ?").
  const allExcused = new Set(excused.flatMap(({ names }) => names));
  if (messageShape(message, previous).names.some((name) => !allExcused.has(name))) return [];
  const shapes = await Promise.all(
    clauses.map((clause, position) => {
      const read = messageShape(clause, previous);
      const own = { ...read, names: read.names.filter((name) => !excused[position]!.names.includes(name)) };
      return holds ? sortByLibrary(own, holds, signal) : Promise.resolve(own);
    }),
  );
  const vectors = embed && index ? await embed(clauses).catch(() => null) : null;
  return clauses.map((text, position) => {
    const vector = vectors?.[position];
    const fromChat = excused[position]!.fromChat ? { namesFromChat: true } : {};
    return { text, shape: shapes[position]!, nearest: vector && index ? nearestKind(vector, index) : null, ...fromChat };
  });
}

// Nouns a document is called by in English: a name right before one names the document ("the GAO document").
const englishDocumentNouns = wordSet("document report file paper memo pdf study brief");

/**
 * The names of a clause that name no subject of their own: in a clause about the asker that asks nothing, the names
 * the previous turn holds (what the chat is about: "I'm briefing colleagues on the Office … tomorrow"); in a clause
 * asking for the answer's wording and its file, a name right before a document's noun ("from the GAO document").
 */
function excusedNames(clause: string, previous: PreviousTurn): { names: string[]; fromChat: boolean } {
  const shape = messageShape(clause, previous);
  if (shape.names.length === 0) return { names: [], fromChat: false };
  const asker = clause.replace(/^[\p{L}]+,\s*/u, "");
  if (aboutTheAsker.test(asker) && !clause.includes("?") && !wishes.test(asker)) {
    const earlier = new Set(tokensOf(`${previous.question} ${previous.answer}`).map((token) => token.word));
    if (shape.names.every((name) => earlier.has(name))) return { names: shape.names, fromChat: true };
  }
  if (!shape.asksTheSource) return { names: [], fromChat: false };
  const words = tokensOf(clause).map((token) => token.word);
  const named = shape.names.filter((name) => englishDocumentNouns.has(words[words.indexOf(name) + 1] ?? ""));
  return { names: named, fromChat: false };
}

// --- The library's words ------------------------------------------------------------------------

/** Whether any document of the library holds a word (its keyword index, services.ts). */
export type LibraryHolds = (word: string, signal?: AbortSignal) => Promise<boolean>;

/**
 * The shape with its words of its own sorted by the library: one no document holds (and the
 * previous turn does not either) names nothing Docent could look up ("Walk me through that
 * properly.", "Tu peux lister les points principaux ?" over English files), so it is stray, not a
 * subject. A lookup that fails keeps the word as a subject.
 */
export async function sortByLibrary(shape: MessageShape, holds: LibraryHolds, signal?: AbortSignal): Promise<MessageShape> {
  if (shape.newWords.length === 0) return shape;
  const held = await Promise.all(shape.newWords.map((word) => holds(word, signal).catch(() => true)));
  const strayWords = shape.newWords.filter((_, index) => !held[index]);
  // An article before a word no document and not the chat holds names nothing to look up ("Dammi solo il succo.",
  // "Zähl die der Reihe nach auf, als Liste."): with a kind asked, and no question word asking about it ("¿Dónde está
  // la torre?"), it is the request's figure, not a subject.
  const strayThings =
    !shape.subjectAfterKind &&
    shape.opening !== "question" &&
    (shape.cue ?? shape.complaint ?? shape.lengthWanted) !== undefined &&
    (shape.things ?? []).length > 0 &&
    shape.things!.every((word) => strayWords.includes(word));
  return {
    ...shape,
    newWords: shape.newWords.filter((_, index) => held[index]),
    strayWords,
    ...(strayThings ? { kindOfSubject: undefined } : {}),
  };
}

// --- After an admission --------------------------------------------------------------------------

// "What did you find, then?", "Dis-moi ce que tu as trouvé", "Was hast du gefunden?", "¿Qué encontraste?",
// "Cosa hai trovato?", "Wat heb je dan wel gevonden?": after an answer that found nothing, asking what was
// found or known asks about that answer (its closest passages), not a search for "found".
const foundWords = wordSet(
  "found find know knew have got trouve trouves sais savez as avez gefunden weisst wisst hast habt encontraste encontrado encontrasteis sabes tienes hallaste trovato trovata sai hai gevonden weet heb hebt",
);
const askingWhat = wordSet("what whatever quoi que ce was que lo cosa che wat");

/** Detail, when the previous answer admitted finding nothing and the message asks what was found, naming nothing else. */
async function afterAnAdmission(
  message: string,
  previous: PreviousTurn,
  holds: LibraryHolds | undefined,
  signal?: AbortSignal,
): Promise<Recognised | null> {
  if (!isAdmission(previous.answer)) return null;
  const words = tokensOf(message).map((token) => token.word);
  if (words.length > 10 || !words.some((word) => foundWords.has(word)) || !words.some((word) => askingWhat.has(word))) return null;
  const read = messageShape(message, previous);
  const shape = holds ? await sortByLibrary(read, holds, signal) : read;
  const own = shape.newWords.filter((word) => !foundWords.has(word));
  return shape.names.length === 0 && own.length === 0 && shape.backWords.length === 0 ? { kind: "detail", by: "rules" } : null;
}

// --- The recogniser ------------------------------------------------------------------------------

const cacheLimit = 500;

/**
 * `embedder`: the bundled sentence embedder, or null (another provider, tests): the rules alone.
 * `holds`: whether the library holds a word; absent, every word of its own counts as a subject.
 */
export function createAboutAnswerRecogniser(
  embedder: Embedder | null,
  onStale?: (message: string) => void,
  holds?: LibraryHolds,
): AboutAnswerRecogniser {
  // The committed vectors are there at once; stale ones are computed in the background, the rules deciding meanwhile.
  let index: ExampleIndex | null = embedder ? committedExampleIndex(embedder.id) : null;
  const indexPromise: Promise<ExampleIndex | null> =
    index || !embedder ? Promise.resolve(index) : exampleIndexFromFile(embedder, onStale).catch(() => null);
  void indexPromise.then((loaded) => (index = loaded));
  const seen = new Map<string, AboutAnswerRequest | null>();
  const remember = (message: string, request: AboutAnswerRequest | null) => {
    seen.delete(message);
    seen.set(message, request);
    if (seen.size > cacheLimit) seen.delete(seen.keys().next().value!);
  };

  const recognise = async (message: string, previous: PreviousTurn | null, signal?: AbortSignal): Promise<Recognised | null> => {
    if (!previous) return null;
    const whole = await recogniseWhole(message, previous, signal);
    if (whole) return whole;
    const embed = embedder ? (texts: string[]) => embedder.embed(texts, signal) : null;
    const readings = await readClauses(message, previous, holds, embed, index, signal);
    signal?.throwIfAborted();
    return byClauses(readings) ?? (await afterAnAdmission(message, previous, holds, signal));
  };

  const recogniseWhole = async (message: string, previous: PreviousTurn, signal?: AbortSignal): Promise<Recognised | null> => {
    const fixed = aboutAnswerByPatterns(message);
    if (fixed) return { ...fixed, by: "rules" };
    const read = messageShape(message, previous);
    const worth =
      read.names.length === 0 && read.words <= recogniserTuning.maxWords && read.newWords.length <= recogniserTuning.maxOwnWords;
    // A short message with more words of its own is sorted too: outside English they may all be stray (the classifier's turn).
    // … and one naming only what the previous turn named: the answer's subject named again is no subject of its own.
    const sortable = ownNames(read).length === 0 && read.words <= recogniserTuning.maxWords;
    const shape = holds && sortable ? await sortByLibrary(read, holds, signal) : read;
    signal?.throwIfAborted();
    const candidate = worth && shape.newWords.length <= 1;
    if (!index || !embedder || !candidate) {
      const rules = candidate ? aboutAnswerRequest(message) : null;
      return rules ? { ...rules, by: "words" } : learnedFollowUp(message, shape, null);
    }
    const vector = await embedder.embed([message], signal).then(
      (vectors) => vectors[0] ?? null,
      () => null,
    );
    signal?.throwIfAborted();
    return decideOrLearn(message, shape, vector ? nearestKind(vector, index) : null, aboutAnswerRequest(message));
  };

  return {
    async recognise(message, previous, signal) {
      // Chat shorthand written out and figures of speech said plainly first ("cn u make it shortr pls",
      // "+ de détails stp", "xq?"; "Long story short?", "Va droit au but.").
      // Politeness wrappers are peeled before anything ("Would you be so kind as to …", "Si ce n'est pas trop demander, …").
      const found = await recognise(plainIdioms(expandShorthand(withoutCourtesy(message.trim()))), previous, signal);
      if (previous) remember(message.trim(), found ? stripBy(found) : null);
      return found;
    },
    remembered: (message) => {
      const key = message.trim();
      return seen.has(key) ? seen.get(key)! : aboutAnswerRequest(key);
    },
    ready: () => indexPromise.then((loaded) => loaded !== null),
  };
}

function stripBy({ by: _by, ...request }: Recognised): AboutAnswerRequest {
  return request;
}
