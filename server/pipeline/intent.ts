/**
 * What kind of answer a question wants (docs/architecture.md, "Intents"): one of `intents`, each
 * dispatched to its answerer by the orchestrator. Two classifiers behind one interface, picked
 * once in services.ts: offline rules over lexicons (English, French, German, Spanish), and an LLM
 * one (one small JSON call) that falls back to the rules on a bad reply or none.
 *
 * The rules were tuned on tests/fixtures/intents/dev.ts and are scored on a held-out list
 * (tests/fixtures/intents/test.ts) written before them.
 */
import { z } from "zod";
import { Intent, intentNames, type Usage } from "~/lib/response";
import type { ChatModel } from "../core/llm";
import type { ConversationTurn } from "../core/types";
import { detectLanguage, stopWords, wordSet, type LanguageCode } from "../core/text-analysis";
import { canFollowPluralAsVerb } from "../core/verb-lemma";
import { intentPrompt } from "../prompts/intent";
import { completeJson } from "../providers/json-completion";
import { aboutAnswerKinds, aboutAnswerRequest, ModelAboutAnswer, type AboutAnswerRequest } from "./about-answer-request";
import { recallAsked } from "./conversation-recall";
import { learnedSmallTalk } from "./learned-small-talk";
import { otherSmallTalk, smallTalkFillers as smallTalkFillerList, smallTalkPhrases } from "./small-talk-lexicon";

export { Intent };
export const intents = intentNames;

export interface IntentResult {
  intent: Intent;
  /** The language the rules recognised the message in (the small-talk reply uses it); absent when unknown. */
  language?: LanguageCode;
  /** Tokens of the model's call, when one ran. */
  usage?: Usage;
  /** "rules", "model", or "rules (model reply unusable)" — for the timeline. */
  by: string;
  /**
   * A follow-up made self-contained by the same fast call (fast-rewrite.ts); the planner uses it as is.
   * `pending`: the query is the offline guess and the model's rewrite is still on its way (it checks
   * the guess beside the answer: docs/architecture.md, "The time budget").
   */
  rewrite?: { query: string; pending?: Promise<SettledRewrite> };
  /** `about_answer`: what it asks of the previous answer, when the rules or the model said (absent: the model reads the message). */
  aboutAnswer?: AboutAnswerRequest;
}

/** The fast model's rewrite of a follow-up and the intent it named; null when its reply was unusable or failed. */
export type SettledRewrite = { query: string; intent?: Intent; aboutAnswer?: AboutAnswerRequest; usage?: Usage } | null;

/** Classifies one message; `chat` is the (traced) model of this answer, null offline. */
export type IntentClassifier = (
  message: string,
  context: { chat: ChatModel | null; signal: AbortSignal; history?: ConversationTurn[] },
) => Promise<IntentResult>;

/** Lower case, accents and typographic apostrophes folded, so one lexicon entry covers "résumé" and "resume". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/[’‘`]/g, "'")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const words = (list: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list})(?![\\p{L}\\p{N}])`, "gu");

const smallTalkFillers = words(smallTalkFillerList);

/**
 * Small talk by the word lists alone (small-talk-lexicon.ts): a message made only of greetings, thanks,
 * farewells, acknowledgements and questions about Docent itself, nothing but a few fillers left once they
 * are taken out; its language. `readSmallTalk` below is the decision, which also hears the learned classifier.
 */
export function smallTalkLanguage(message: string): LanguageCode | null {
  // "What did I ask first?": about this chat, answered from its earlier questions (conversation-recall.ts).
  if (recallAsked(foldText(message))) return "en";
  // "cheers, that's really helpful": thanks beside an acknowledgement are small talk as the thanks alone are.
  const clauses = foldText(message)
    .split(/[!?.,;:¡¿()"]+/u)
    .map((clause) => clause.replace(/^[\s'-]+|[\s'-]+$/gu, ""))
    .filter((clause) => clause.length > 0);
  const rest = clauses.filter((clause) => !isAcknowledgement(clause));
  if (rest.length < clauses.length) return rest.length === 0 ? detectLanguage(message) : smallTalkLanguage(rest.join(", "));
  const folded = foldText(message).replace(/[!?.,;:¡¿()"'-]+(?=\s|$)|(?<=^|\s)[¡¿("'-]+/g, " ");
  if (folded.length > 80) return null;
  for (const language of ["en", "fr", "de", "es"] as const) {
    const rest = folded.replace(words(smallTalkPhrases[language]), " ");
    if (rest === folded) continue;
    if (leavesNothing(rest)) return language;
  }
  // "ciao", "doei", "obrigado": a language with no reply of its own is answered in the one it reads as.
  const other = folded.replace(words(otherSmallTalk), " ");
  if (other !== folded && leavesNothing(other)) return detectLanguage(message);
  // "nice to meet you, have you got a name?": a greeting before a question about Docent leaves that question.
  const greeted = (["en", "fr", "de", "es"] as const).some((language) => {
    const rest = folded.replace(words(smallTalkPhrases[language]), " ");
    return rest !== folded && asksAboutAssistant(rest);
  });
  return asksAboutAssistant(folded) || greeted ? detectLanguage(message) : null;
}

/** Whether nothing but fillers and punctuation is left of a message once its small talk is taken out. */
function leavesNothing(rest: string): boolean {
  return rest.replace(smallTalkFillers, " ").replace(/[^\p{L}\p{N}]+/gu, "").length === 0;
}

// Words that say one speaks to someone ("you", "am I talking to") or of what an assistant is ("a bot").
const addressed = words(
  "you|your|yourself|this (?:thing|app|tool|chatbot|assistant)|am i (?:talking|speaking|chatting)|tu|toi|te|t'appelles|vous|du|dich|dir|eres|puedes|sabes|usted|te llamas",
);
const pointsAtADocument = /\bwhat (?:this|that) (?:one|document|doc|file|paper|report|pdf|spreadsheet|sheet|workbook) is\b/u;
const beingWords = words(
  "person|human|bot|chatbot|robot|machine|ai|humain|personne|mensch|ki|roboter|maschine|humano|humana|persona|maquina",
);
// Words about what an assistant is or does, beside function words, in the four languages.
const assistantWords = wordSet(`real actual person human humans bot chatbot robot machine ai artificial intelligence computer program
  programme assistant software name call called able capable help helping talking speaking chatting talk speak chat know day going
  doing today things stuff questions ask answer some sort kind type anything hey hi hello there is this got
  read open handle understand well also spreadsheets documents files pdfs scans images photos thing app tool free use cost costs
  es-tu vrai vraie humain personne robot nom appelles aider faire sais peux quoi avec qui es suis parle
  bist mensch echt echter echte person roboter maschine ki programm name heisst helfen hilfst kannst weisst wobei womit heute eine mir mich
  eres humano humana persona robot maquina programa nombre llamas ayudar puedes sabes hacer con hoy me una un o or ou oder alles`);

/**
 * A question about Docent itself, by its shape: addressed to "you" or asking what one talks to ("Are
 * you an AI?", "What should I call you?", "Bist du eine KI?", "¿En qué me puedes ayudar hoy?"), every
 * other word a function word or a word of what an assistant is or does; a subject of its own ("Are you
 * open on Sundays?", "Can you help me with the booking form?") makes it a question.
 */
function asksAboutAssistant(folded: string): boolean {
  addressed.lastIndex = 0;
  beingWords.lastIndex = 0;
  if (!addressed.test(folded) && !beingWords.test(folded)) return false;
  // "Can you tell me what this one is?" points at a document, not at Docent.
  if (pointsAtADocument.test(folded)) return false;
  const rest = folded.split(/[^\p{L}\p{N}'-]+/u).filter((word) => word.length > 0);
  return rest.length <= 12 && rest.every((word) => stopWords.has(word) || assistantWords.has(word) || /^(?:m|t|qu)'/u.test(word));
}

/**
 * Acknowledging the last answer before asking on: "that's clear", "got it", "c'est clair", and a
 * word of praise alone or for the answer ("Perfect.", "Parfait, merci.", "Great answer!").
 */
const acknowledgement = new RegExp(
  `^(?:${[
    "that(?:'s| is| was)? (?:clear|helpful|great|interesting|useful|good|perfect|fine)|that helps|got it|gotcha|makes sense|understood|i see|noted|interesting|good to know|fair enough",
    // A problem said to be solved, or the help said to have helped: "that's sorted it", "that's sorted me out",
    // "that's me sorted", "that's done the trick", "all sorted", "job done", "you've been a great help", "just what I needed".
    "(?:that(?:'s| has| is)? |all |it(?:'s| is) |you(?:'ve| have) )?sorted(?: (?:it|that|me|us|things|everything|it all))?(?: (?:right )?out)?|that(?:'s| is) (?:me|us|it|everything|all) sorted",
    "(?:that(?:'s| has)|you(?:'ve| have)) (?:done the trick|done it|fixed it|answered it|cleared (?:it|that|things) up|saved me|made my day|helped(?: (?:a lot|loads|me))?)|that does it|that did it|job done|happy days|problem solved|(?:just|exactly|that'?s) what i (?:needed|wanted|was after)|that answers (?:it|that|my question)",
    "you(?:'ve| have) been (?:a (?:great|big|real|massive|huge) help|(?:very |really |so |most |super )?helpful)|(?:that was|that's been) (?:a (?:great|big|real) help|(?:very |really |so )?helpful)",
    "(?:(?:very|really|super) )?(?:perfect|great|brilliant|excellent|lovely|wonderful|fantastic|amazing|superb|splendid|nice|cool|sweet|neat|good|awesome|helpful|useful|handy)(?: (?:answer|reply|response|explanation|summary|one|stuff))?",
    "c'est (?:clair|note|parfait|interessant|compris|top|super|genial)|compris|entendu|je vois|parfait|excellent|tres bien|top|nickel|impeccable",
    "verstanden|das hilft|klar|interessant|gut zu wissen|perfekt|prima|toll|klasse|super|sehr gut|ausgezeichnet|wunderbar",
    // The help said to have helped, in the other languages: "das hat mir echt geholfen", "ça m'a bien aidé", "me has ayudado mucho".
    "(?:das|es) (?:hat|hilft) (?:mir |uns )?(?:(?:sehr|echt|wirklich|total) )?(?:geholfen|weitergeholfen|weiter)|du hast (?:mir|uns) (?:(?:sehr|echt|wirklich) )?(?:geholfen|weitergeholfen)",
    "(?:ca|cela) m'a (?:(?:bien|beaucoup|vraiment|trop) )?aide|(?:tu|vous) m'(?:as|avez) (?:(?:bien|beaucoup|vraiment) )?aide|ca aide|c'est (?:(?:tres|super|vraiment) )?utile",
    "(?:me|nos) (?:has|ha|habeis|han) ayudado(?: mucho)?|(?:eso|esto) (?:me )?(?:ayuda|ayudo)(?: mucho)?|me ayudo(?: mucho)?|(?:es|fue) (?:muy )?util",
    "mi (?:hai|ha|avete) aiutato(?: molto| tanto)?|(?:e stato|sei stato|e stata) (?:molto |davvero )?utile",
    "dat helpt|(?:je|u) (?:hebt|heeft) (?:me|ons) (?:(?:echt|goed|heel erg) )?geholpen|(?:heel )?handig",
    "entendido|entiendo|ya veo|claro|interesante|perfecto|estupendo|excelente|muy bien|de acuerdo|genial",
    // Italian and Dutch, thanks included (they have no small-talk replies of their own: LanguageCode has four languages).
    "grazie(?: mille)?|ok grazie|(?:e|e molto) (?:chiaro|interessante|utile)|chiaro|capito|ho capito|interessante|perfetto|ottimo|benissimo|fantastico|va bene|d'accordo",
    "(?:dank je|dank u)(?: wel)?|dankjewel|bedankt|(?:dat is|is) (?:duidelijk|interessant|handig)|duidelijk|begrepen|snap ik|ik snap het|interessant|top|perfect|prima|mooi|helder|geweldig|uitstekend",
  ].join("|")})$`,
  "u",
);
// An acknowledgement said more strongly is one still: "that's really helpful", "super useful", "very clear".
const intensifier = words(
  // "pure dead brilliant", "proper good", "bloody helpful": the regions' intensifiers too.
  "really|very|so|super|truly|incredibly|extremely|quite|most|ever so|soo+|pure|dead|proper|bloody|pretty|tres|vraiment|sehr|wirklich|echt|muy|realmente|molto|davvero|heel|erg",
);

/** A clause that only acknowledges the answer ("that's really helpful", "got it"), intensifiers aside. */
function isAcknowledgement(clause: string): boolean {
  intensifier.lastIndex = 0;
  const plain = clause.replace(intensifier, " ").replace(/\s+/gu, " ").trim();
  // "that makes sense", "it helps", "that's brilliant": the acknowledgement with its subject.
  const said = plain.replace(/^(?:that|it|this) (?=makes sense|helps)|^(?:that|it|this)(?:'s| is| was) /u, "");
  return acknowledgement.test(plain) || acknowledgement.test(said);
}

/**
 * A clause that only announces the next question: "Quick one:", "Another question:", "By the
 * way,", "Petite question :", "Noch eine Frage:", "Otra pregunta:", "Domanda veloce:", "Nog een vraag:".
 */
const announcement = new RegExp(
  `^(?:${[
    "(?:(?:one|just one|a|another|one more|one last|a quick|quick|last|next|new|different|follow[- ]?up|unrelated|related|final) )?(?:question|query)|(?:quick|another|one more|one last|last|next|new|different|unrelated|final|other) (?:one|thing|topic)|by the way|btw|on another note|changing the subject|also|next|now|ok(?:ay)? so",
    "(?:(?:une )?(?:autre|petite|derniere|nouvelle) )?question(?: rapide)?|au fait|sinon|autre chose|changement de sujet",
    "(?:(?:noch )?(?:eine )?(?:kurze|andere|letzte|weitere) )?frage|noch eine frage|ubrigens|anderes thema",
    "(?:(?:una )?(?:otra|ultima|nueva) )?pregunta(?: rapida)?|una pregunta|por cierto|otra cosa|cambiando de tema",
    "(?:(?:un'|una )?(?:altra|ultima|nuova) )?domanda(?: veloce| rapida)?|una domanda|a proposito|cambiando argomento",
    "(?:(?:nog )?(?:een )?(?:andere|laatste|snelle) )?vraag(?:je)?|nog een vraag|trouwens|ander onderwerp",
  ].join("|")})$`,
  "u",
);
/** Words that lead on to the next question: "Now, who …", "Et maintenant, …". */
const leadOn =
  /^(?:(?:and|so|now|next|also|then|ok(?:ay)?|one more thing|another (?:one|question)|et|alors|maintenant|aussi|und|jetzt|noch|auch|y|ahora|tambien|entonces|e|ora|adesso|poi|anche|en|nu|ook|dan)[ ,]+)+/u;

/**
 * The question after a courtesy that opens a message ("Thanks, that's clear. Now, who founded
 * the company?" asks "who founded the company?"): searching with the thanks in it scores
 * sentences by "thanks" and "clear". Clauses of small talk, acknowledgement or announcing the
 * question ("Cheers! Quick one: …") are dropped from the front, then the words leading on; a
 * message that is courtesy alone is returned whole (it is small talk).
 */
export function withoutCourtesy(message: string): string {
  // "Thanks, that helps!", "grazie mille, sei stato gentilissimo!": courtesy to its last clause, small talk whole.
  if (readSmallTalk(message) !== null) return message;
  const clauses = [...message.matchAll(/[^.!,;:?¡¿]+[.!,;:?]*/gu)];
  let index = 0;
  while (index < clauses.length - 1) {
    const folded = foldText(clauses[index]![0])
      .replace(/[^\p{L}\p{N}' ]+/gu, " ")
      .trim();
    if (folded.length > 0 && smallTalkLanguage(folded) === null && !acknowledgement.test(folded) && !announcement.test(folded)) break;
    index++;
  }
  if (index === 0) return message;
  const rest = message.slice(clauses[index]!.index);
  const question = rest.replace(/^\s+/u, "").replace(new RegExp(leadOn.source, "iu"), "");
  return (question.match(/\p{L}+/gu)?.length ?? 0) >= 2 ? question.charAt(0).toUpperCase() + question.slice(1) : message;
}

/** Ordered: the first rule that matches decides (summary before comparison before table before list before definition). */
const rules: [Exclude<Intent, "small_talk" | "lookup">, RegExp][] = [
  [
    "summary",
    words(
      [
        "summar(?:y|ies|ise|ize|ised|ized|ising|izing)|overview|gist|tl;? ?dr|recap|in a nutshell|(?:main|key) (?:points|ideas|takeaways|findings|messages)|takeaways",
        // A summary's noun over what it summarises: "a quick rundown of the report", "the short version" ("List the highlights of
        // the season" is a list of them).
        "(?:rundown|run-down|synopsis|digest|precis|outline|essentials|short version|shorter version|condensed version) (?:of|from|for) (?:the|this|that|these|those|my|our|your|it)\\b|the (?:short|shorter|quick) version(?= of|[?.!\\s]*$)|(?:give|show|tell) (?:me|us) the highlights|boil .{1,40} down|condense (?:the|this|that|it)|run (?:me|us) through (?:the|this|that|what)",
        "^(?:in a few (?:sentences|lines|words)|in (?:one|two|three) (?:sentences|lines))[,:]? what",
        // A summary in a newspaper's or a meeting's words: "give me the headlines", "what's the upshot of the report?",
        // "the long and short of it", "the lowdown on the policy" (not "the key things to bring": a list).
        "(?:give|tell|show|share|send) (?:me|us) the (?:headlines|headline (?:figures|points|news)|key (?:facts|figures|numbers|stats)|long and short|bottom line|upshot|lowdown)|what(?:'s| is| are) the (?:headlines|headline figures|upshot|lowdown|bottom line|long and short)|^(?:the |just the )?headlines\\b|headlines (?:from|of|in|for) (?:the|this|that|these|those|my|our|its|their)\\b|the (?:long and short|upshot|lowdown) (?:of|on)\\b",
        "grandes lignes|points essentiels|l'essentiel d|en bref[,:]? (?:de quoi|que|qu')|kernaussagen|hauptaussagen|im wesentlichen|das wesentliche|kurz gesagt[,:]? (?:worum|was)|lo esencial|ideas principales|en pocas palabras[,:]? (?:de que|que)",
        "what(?:'s| is| are| was| were) (?:this|these|that|those|the|it|they)(?: \\S+){0,3} about(?=[?.!\\s]*$)",
        "what(?:'s| is| does) (?:on )?page \\d+(?: \\S+){0,6} (?:about|say|cover)(?=[?.!\\s]*$)",
        "what do(?:es)? (?:this|these|the|that|my|our|all|your) (?:\\S+ ){0,2}(?:file|document|paper|report|sheet|spreadsheet|pdf|workbook|csv|docx|handbook|policy|guide|book|article)s? (?:contain|(?:cover|deal with|say)(?=[?.!\\s]*$))",
        // Asked inside a request: "Can you tell me what this one covers?", "I'd like to know what the simple list is about"
        // (not "what the pitch fee covers": a thing of a document, not the document).
        "\\bwhat (?:(?:this|that|it|these|those)(?: one| document| file| paper| report| pdf)?|the (?:\\S+ ){0,2}(?:file|document|paper|report|pdf|list|sheet|spreadsheet|workbook|handbook|policy|guide|book|article|leaflet|brochure|form))s? (?:covers?|contains?|deals? with|is about|are about|says?)(?=[?.!\\s]*$)",
        // "What does text-box.docx say?", "What's in report-2024.pdf?": a file named by its name.
        "what(?: do(?:es)?|(?:'s| is) in) \\S+\\.(?:pdf|docx?|xlsx?|xls|csv|tsv|md|txt|html?|pptx?|odt|ods|rtf)(?: (?:contain|cover|deal with|say))?(?=[?.!\\s]*$)",
        // "What is markitdown-test.pdf about?": the file named by its name, not a term to define.
        "what(?:'s| is) \\S+\\.(?:pdf|docx?|xlsx?|xls|csv|tsv|md|txt|html?|pptx?|odt|ods|rtf) about(?=[?.!\\s]*$)",
        // A request to lay a topic out whole ("Outline the ticket prices", "Break down what it costs to play",
        // "Walk me through the fees", "Give me a breakdown of the membership charges"): a section's summary,
        // not one sentence of it ("Outline the steps to book" is a list).
        "^(?:(?:can|could|would|will) you |please )?(?:outline|break down|walk (?:me|us) through|take (?:me|us) through|go (?:over|through)|give (?:me|us) (?:a |an )?(?:breakdown|outline|run-?down|overview) of)\\b(?! (?:the |all (?:the )?)?(?:\\S+ )?(?:steps|stages|rules|options|ways|reasons|types|kinds|items)\\b)",
        // How a group's year went ("How did the orchard do financially last year?", "How did the repair café do in
        // 2025?", "How was 2025 for the canal trust?"): what its report says of that year, not one figure of it.
        "^(?:so |and |briefly,? |overall,? )?how (?:did|has) (?!it\\b|that\\b|this\\b)\\S+(?: \\S+){0,5}? (?:do|done|go|gone|fare|fared|get on|got on|perform|performed)(?: (?:financially|money-wise|overall|on (?:money|the money side)))?(?: (?:in|during|over) (?:the year|(?:19|20)\\d{2})| last year| this year| (?:in|during|over) (?:the )?last (?:year|twelve months|12 months))?(?=[?.!\\s]*$)",
        "^(?:so |and )?how (?:was|were) (?:(?:19|20)\\d{2}|last year|the (?:last |past )?year) for (?:the |our )?\\S+",
        // "What did the theatre's money look like in 2025?": how a topic stood over a year, its section's summary.
        "^(?:so |and )?what (?:did|does|do) (?:the |our |my |its |their )?\\S+(?: \\S+){0,4} look like(?: (?:in|for|during|over) (?:the year|(?:19|20)\\d{2})| last year| this year)(?=[?.!\\s]*$)",
        // "How did the bellringers' finances look in 2025?": the same, asked "how … look" of a year.
        "^(?:so |and )?how (?:did|does|do) (?:the |our |my |its |their )?\\S+(?: \\S+){0,4} look(?: (?:in|for|during|over) (?:the year|(?:19|20)\\d{2})| last year| this year)(?=[?.!\\s]*$)",
        // "In short, what does the policy expect of owners?": what a document (or a part of it) says, briefly.
        "^(?:in (?:short|brief|a few words|summary)|briefly)[,:]? what (?:does|do|did|happened|has happened)",
        // "Sum up what the policy says about …", "Can you sum this up?" (not "How do I sum up a column?").
        "^(?:please )?sum (?:up|(?:it|this|that|these|them|everything)(?: all)? up)|(?:can|could|would|will) you (?:please )?sum (?:up|(?:it|this|that|these|them|everything)(?: all)? up)",
        // "What's this document?", "What's in the Word file?": the document itself is asked for.
        "what(?:'s| is)(?: in)? (?:this|that|the|my) (?:\\S+ ){0,2}(?:file|document|doc|paper|report|pdf|spreadsheet|sheet|workbook|csv|docx)(?=[?.!\\s]*$)",
        // "Can you tell me what this one is?" with a document selected: the document itself, asked inside a request.
        "\\bwhat (?:this|that) (?:one|document|doc|file|paper|report|pdf|spreadsheet|sheet|workbook) is(?=[?.!\\s]*$)",
        "(?:column headers?|columns?|headers?) (?:of|in) (?:the )?(?:sheet|tab) ?\\S+|(?:column headers?|columns?|headers?) (?:of|in) \\S*sheet\\S*|(?:title|full name) of (?:the|this|that)|who (?:wrote|authored) (?:the|this|that|it)|how many (?:pages|sheets|tabs)(?: long)? (?:does|do|is|are|has|have|in|of)|(?:what|which|how many) tables (?:(?:are|is) there(?=[?.!\\s]*$)|(?:are|is) (?:there )?(?:in|on)|(?:does|do) (?:\\S+ ){0,4}?(?:have|contain|hold|include))|(?:list|show|name) (?:me )?(?:the|all|all the|its) tables|(?:number of|count of) pages|page count|when (?:was|were) (?:it|this|that|the (?:\\S+ ){0,3}?(?:paper|report|document|file|article|book|study|guide|form|agreement|policy)) (?:published|written|released|issued|dated|uploaded|added)|(?:publication|release) date|(?:first |lead |main )?authors? of (?:the|this|that) (?:\\S+ ){0,3}(?:paper|report|document|article|book|study|guide|handbook)|(?:which|what) (?:corporations?|companies|organi[sz]ations?|institutions?|universit(?:y|ies)|labs?|affiliations?) (?:are|is|do|does) (?:the )?(?:\\S+ ){0,2}authors?(?:'s?)? (?:from|affiliated with|work (?:at|for))|authors?'? affiliations?|where do (?:the )?(?:\\S+ ){0,2}authors (?:work|come from)",
        "resum(?:er|ez|ons|en|ir|eme)|resum[ea](?:-(?:moi|nous|le|la|les))? (?:le|la|les|l'|ce|cet|cette|ces|mon|ma|mes|un|une|el|los|las|este|esta|estos|estas|esto|mi|mis)|(?:un|le|du) resume|synthese|de quoi (?:parle|parlent|traite|traitent)|points (?:principaux|cles)|vue d'ensemble|apercu general|que contien(?:t|nent) (?:le|la|les|l'|ce|cet|cette|ces|mon|ma|mes)\\b|que contiene(?:n)? (?:el|la|los|las|este|esta|estos|estas|mi|mis)\\b",
        "was enthalt(?:en)? (?:der|die|das|dieser|diese|dieses|mein|meine)\\b|zusammenfass\\S*|fass\\S* .{1,40} zusammen|worum geht(?:'s| es)|uberblick|(?:kern|haupt)punkte|wichtigsten punkte",
        "de que (?:trata|tratan|va|habla|hablan)|puntos (?:principales|clave)|vision general|sintesis",
      ].join("|"),
    ),
  ],
  [
    "comparison",
    words(
      [
        "^(?:is|are|was|were|did|does|do|has|have)\\b.{1,80}\\b(?:more|less|fewer|bigger|larger|smaller|higher|lower|cheaper|dearer|better|worse|longer|shorter|older|newer|busier|further|farther) than(?= (?!(?:\\d|[$£€]|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred|a thousand|half)\\b))|stacks? up against|measures? up against|compar(?:e|es|ed|ing|ison)|versus|vs\\.?|differences? between|how (?:does|do|did) .{1,60} differ|(?:which|who|what) is (?:better|worse|larger|bigger|smaller|faster|slower|higher|lower|older|newer|cheaper)|^(?:which|who)\\b[^?,]{1,60}, [^?]{1,60} or [^?]{1,60}",
        "^(?:est-ce que )?\\S+(?: \\S+){0,4} (?:est|sont|etait)-(?:il|elle|ils|elles) (?:plus|moins) \\S+ que(?= (?!\\d))|compar(?:er|ez|aison|e)|difference(?:s)? entre|par rapport a|plutot que|en quoi .{1,60} differ\\S*|^(?:lequel|laquelle|lesquels|lesquelles|quel|quelle)\\b[^?,]{1,60}, [^?]{1,60} ou [^?]{1,60}",
        "^(?:ist|sind|war|waren|hat|haben)\\b.{1,80}\\b\\S{3,}er als(?= (?!\\d))|vergleich\\S*|unterschied\\S*|unterscheid\\S*|gegenuber\\S*|^(?:welche[rs]?|wer|was)\\b[^?,]{1,60}, [^?]{1,60} oder [^?]{1,60}",
        "^(?:es|son|fue|fueron|tiene|tienen)\\b.{1,80}\\b(?:mas|menos) \\S+ que(?= (?!\\d))|compar(?:a|ar|acion)|diferencias? entre|frente a|se diferencian|^(?:cual|que|quien)\\b[^?,]{1,60}, [^?]{1,60} o [^?]{1,60}",
      ].join("|"),
    ),
  ],
  [
    "table",
    words(
      [
        "how many|how much|number of|count(?!s? (?:\\S+ ){0,4}?as\\b)|total|sum of|average|mean (?:of|value)|the mean|median|highest|lowest|maximum|minimum|max|min|most|least|fewest|top \\d+|ranked|rank|per (?:year|month|country|region|category)|distinct|different (?:values|kinds)",
        "combien|nombre de|somme|moyenne|le plus|la plus|le moins|la moins|maximal\\S*|minimal\\S*|mediane",
        "wie viele|wie viel|anzahl|summe|gesamt\\S*|durchschnitt\\S*|hochste\\S*|niedrigste\\S*|am meisten|meisten|wenigsten",
        "cuant[oa]s?|numero de|suma|promedio|media|maximo|minimo|mas alto|mas alta|mas bajo|mas baja",
      ].join("|"),
    ),
  ],
  [
    "list",
    words(
      [
        "^list|list (?:the|all|every)|^(?:what|which)(?: \\S+)? (?!does|is|was|has)\\S{3,}s (?:are|were|can|could|do|does|did|have|must|should|will|apply|happen|exist|take place)|^(?:what|which)(?: \\S+)? (?!kinds|types|sorts)\\S{3,}s of (?:the |its |their |this |that )?\\S+(?: \\S+)? (?:are|were|can|could|do|does|did|have|has|must|should|will)|^who are (?:the|his|her|their|its)|enumerate|name (?:all|the|every)|^(?:what|which) are the|what are (?:all|some)|give me (?:all|a list)|steps (?:to|for|of)|(?:types|kinds) of",
        "^liste|enumere\\S*|quel(?:le)?s sont|donne(?:-moi)? la liste|^cite (?:tous|toutes|les)|^quel(?:le)?s \\S+ (?:sont|ont|peuvent|doivent)",
        "^liste|aufzahl\\S*|^nenne|^zahle .{1,60} auf|welche .{1,60} gibt es|was sind die|^welche \\S+ (?:sind|wurden|werden|haben|gelten)",
        "^lista|enumera\\S*|cuales son|nombra|la lista de|^que \\S+s (?:estan|son|hay|tienen|pueden)",
      ].join("|"),
    ),
  ],
  [
    "definition",
    words(
      [
        "what exactly is an? \\S+|explain what (?:an? |the )?\\S+(?: \\S+){0,3} (?:is|are|means)(?=[?.!\\s]*$)|explain the (?:term|word|phrase|expression|acronym)|what does the (?:term|word|phrase|expression|acronym|abbreviation) .{1,40} (?:mean|refer to|stand for)|how (?:do|does) (?:they|you|we|the \\S+) define|define|definition of|what does .{1,60} (?:mean|stand for)|what (?:do|did) (?:they|you|we|the \\S+) mean by|meaning of|what is meant by|(?:what|who) (?:counts|qualifies|(?:is|are) (?:considered|classed|treated)) as|(?:what|who) (?:is|are) (?:considered|classed) (?:an?|the)|^(?:when|how) (?:does|do|is|are) (?:\\S+ ){1,4}?(?:count|counted|class|classed|treat|treated|regard|regarded) (?:\\S+ ){0,4}?as\\b",
        "qu'est-ce qu(?:e|'\\p{L}+)|que signifie|que veut dire|definition de|definis|c'est quoi|que designe|qu'entend-on par|explique (?:le terme|ce qu'est)",
        "was bedeutet|was versteht man unter|definiere|definition von|was ist (?:ein|eine)|erklare den begriff|was (?:heisst|ist mit) .{1,40} gemeint|wofur steht",
        "que es|que son|que significa|que quiere decir|definicion de|define|explica el termino|que se entiende por|a que se refieren con",
      ].join("|"),
    ),
  ],
];

// "What is TraceMonkey?", "What is a trace tree?", "Was ist ein Tracing-JIT?": a short subject,
// not "the population of Paris" (a lookup of one fact about something).
const shortWhatIs = /^(?:what(?:'s| is| are)|was (?:ist|sind)) (?!the |der |die |das )(?:an? )?([^?]{1,50}?)\s*\??$/u;
// "What is the Riverside Community Garden?": "the" before a name is still a definition.
const whatIsTheName = /^What(?:'s| is| are) the (?:\p{Lu}[\p{L}\p{N}-]*\s?){1,5}\??$/u;
// "What does a home battery do?": what a thing is for.
const whatDoesItDo = /^what do(?:es)? (?:an?|the) [^?]{1,40} do\s*\??$/u;

// "Tell me about this document", "Describe this file", "What kind of document is this?", "What does
// this PDF contain?": a question made only of a pointer at the document and words that frame the
// question asks for the document itself, which its summary answers.
const pointedDocument =
  /\b(?:this|that|these|those|the|my|our|your|attached|uploaded) (?:document|doc|file|pdf|paper|report|spreadsheet|sheet|workbook|csv|docx|form|policy)s?\b|\bthis one\b|\b(?:document|doc|file|pdf|paper|report|form)s? (?:is|are) (?:this|that|it)\b/gu;
const documentFrame = new Set(
  `what what's whats is it this that these kind type sort of tell me us about describe explain can could would you please
  does do contain contains hold holds say says for in inside here the a an give show is are all one then so anyway actually
  meant supposed to be point purpose`.split(/\s+/u),
);

function asksForDocumentItself(folded: string): boolean {
  const rest = folded.replace(pointedDocument, " ");
  if (rest === folded) return false;
  return rest
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 0)
    .every((word) => documentFrame.has(word));
}

/** The intent by rules alone (the offline classifier, and the LLM one's fallback). */
export function classifyByRules(message: string): { intent: Intent; language?: LanguageCode; aboutAnswer?: AboutAnswerRequest } {
  // "Make it shorter", "why?", "expand point 2": about the previous answer (about-answer-request.ts).
  const aboutAnswer = aboutAnswerRequest(message);
  if (aboutAnswer) return { intent: "about_answer", aboutAnswer };
  const smallTalk = readSmallTalk(message);
  if (smallTalk) return { intent: "small_talk", language: smallTalk.language };
  return { intent: intentOfWords(message) };
}

/** How a message was read as small talk: by the word lists, or by the learned classifier (no rule read it at all). */
export interface SmallTalkReading {
  language: LanguageCode;
  by: "words" | "classifier";
}

/**
 * The one decision whether a message is small talk (docs/architecture.md, "Intents"): the intent, the courtesy
 * kept whole rather than stripped off a question (`withoutCourtesy`) and the planner's checks all ask it, so no
 * later step reads "grazie mille, sei stato gentilissimo!" otherwise. The word lists first; what no rule reads at
 * all (it would be a lookup), the learned classifier may ("diolch yn fawr iawn": learned-small-talk.ts).
 */
export function readSmallTalk(message: string): SmallTalkReading | null {
  const listed = smallTalkLanguage(message);
  if (listed) return { language: listed, by: "words" };
  if (aboutAnswerRequest(message) || intentOfWords(message) !== "lookup" || !learnedSmallTalk(message)) return null;
  return { language: detectLanguage(message), by: "classifier" };
}

/** The intent the lexicons and shapes read, small talk and requests about the answer aside; `lookup` when none does. */
function intentOfWords(message: string): Intent {
  const folded = foldText(message).replace(/^[¿¡"'(]+/u, "");
  if (asksForDocumentItself(folded)) return "summary";
  for (const [intent, pattern] of rules) {
    pattern.lastIndex = 0;
    if (pattern.test(folded)) return intent;
  }
  if (whatIsTheName.test(message.trim()) || whatDoesItDo.test(folded)) return "definition";
  const subject = shortWhatIs.exec(folded)?.[1];
  if (subject && subject.split(" ").length <= 5 && !/ (?:of|in|for|at|on|from|von|im) /u.test(` ${subject} `)) return "definition";
  // "Which bells hang in the tower?", "What boats sailed in the race?": a plural noun and its verb ask
  // for the things (the list rule above knows only auxiliaries after the noun: "are", "do", "have").
  const plural = pluralThenVerb.exec(folded);
  if (plural && !/(?:ss|us|is)$/u.test(plural[1]!) && canFollowPluralAsVerb(plural[2]!)) return "list";
  return "lookup";
}

const pluralThenVerb = /^(?:which|what) (?:[a-z'-]+ )?([a-z-]{3,}s) ([a-z]{3,})\b/u;

export const offlineIntentClassifier: IntentClassifier = async (message) => ({ ...classifyByRules(message), by: "rules" });

/**
 * One small JSON call; an unusable reply (bad JSON, unknown intent, provider error) keeps the
 * rules' answer. Small talk the rules are sure of still goes to the model: "hi, what is X?" is not.
 */
export const llmIntentClassifier: IntentClassifier = async (message, context) => {
  const rules = classifyByRules(message);
  // A request about the previous answer the rules recognise needs no model call.
  if (!context.chat || rules.intent === "about_answer") return { ...rules, by: "rules" };
  const reply = await completeJson({
    chat: context.chat,
    request: { purpose: "intent", messages: intentPrompt({ question: message, intents, aboutAnswerKinds }), temperature: 0, maxTokens: 60 },
    schema: z.object({ intent: Intent, about_answer: ModelAboutAnswer.optional().catch(undefined) }),
    signal: context.signal,
  });
  if (!reply.ok) return { ...rules, usage: reply.usage, by: "rules (model reply unusable)" };
  const language = reply.value.intent === "small_talk" ? (rules.language ?? detectLanguage(message)) : undefined;
  const aboutAnswer = reply.value.intent === "about_answer" ? reply.value.about_answer : undefined;
  return {
    intent: reply.value.intent,
    ...(language ? { language } : {}),
    ...(aboutAnswer ? { aboutAnswer } : {}),
    usage: reply.usage,
    by: "model",
  };
};
