/**
 * The small-talk answerer (docs/architecture.md, "Answerers"): "hi", "thanks", "what can you
 * do?" get a short friendly reply in the language they were written in, saying what Docent does
 * and which documents are ready. Nothing is searched and nothing is cited; the response carries
 * `intent: "small_talk"`, which the page reads as "no confidence badge".
 */
import type { LanguageCode } from "../../core/text-analysis";
import { recallAsked, recallReply } from "../conversation-recall";
import { foldText } from "../intent";
import { messageLanguage } from "../message-language";
import { farewellWords, otherSmallTalkByLanguage, thanksWords } from "../small-talk-lexicon";
import type { AnswererDraft } from "./draft";

export interface SmallTalkInput {
  message: string;
  language?: LanguageCode;
  /** File names of the ready documents, newest first. */
  readyDocuments: string[];
  /** The chat's earlier questions, oldest first ("what did I ask first?" quotes them). */
  earlierQuestions?: string[];
}

type Kind = "thanks" | "bye" | "hello";

const anyOf = (list: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list})(?![\\p{L}\\p{N}])`, "u");

// Thanks or a farewell in any language the lexicon knows ("muito obrigada" was greeted with "Hello!"); else a greeting.
const kinds: [Kind, RegExp][] = [
  ["thanks", anyOf(thanksWords)],
  ["bye", anyOf(farewellWords)],
];

/** The languages a reply is written in: the four the intent rules know, and Italian, Dutch and Portuguese, which the message's words tell. */
type ReplyLanguage = LanguageCode | "it" | "nl" | "pt";
// The greetings and thanks that tell a language, for a message the learned classifier read ("muchas gracias, eres muy amable").
const toldByWords: [ReplyLanguage, RegExp][] = [
  ["fr", anyOf("merci|bonjour|bonsoir|salut|coucou")],
  ["de", anyOf("danke\\S*|vielen dank|guten (?:morgen|tag|abend)|tschuss|moin|servus|gruss gott")],
  ["es", anyOf("gracias|hola|buen(?:os|as) (?:dias|tardes|noches)|buenas|adios")],
  ...(["it", "nl", "pt"] as const).map((language): [ReplyLanguage, RegExp] => [language, anyOf(otherSmallTalkByLanguage[language])]),
];

const replies: Record<ReplyLanguage, { opening: Record<Kind, string>; about: string; ready: (names: string) => string; none: string }> = {
  en: {
    opening: { hello: "Hello!", thanks: "You're welcome!", bye: "Goodbye, and come back any time!" },
    about:
      "I'm Docent: I answer questions about your documents, quote the passages I used with numbered citations, and can summarise a document or compare what they say.",
    ready: (names) => `Ready to ask about: ${names}.`,
    none: "No document is ready yet: upload a PDF, Word file, spreadsheet or text file, then ask away.",
  },
  fr: {
    opening: { hello: "Bonjour !", thanks: "Avec plaisir !", bye: "Au revoir, à bientôt !" },
    about:
      "Je suis Docent : je réponds aux questions sur vos documents, je cite les passages utilisés, et je peux résumer un document ou comparer ce qu'ils disent.",
    ready: (names) => `Documents prêts : ${names}.`,
    none: "Aucun document n'est encore prêt : ajoutez un PDF, un fichier Word, un tableur ou un texte, puis posez votre question.",
  },
  de: {
    opening: { hello: "Hallo!", thanks: "Gern geschehen!", bye: "Auf Wiedersehen, bis bald!" },
    about:
      "Ich bin Docent: Ich beantworte Fragen zu Ihren Dokumenten, zitiere die verwendeten Stellen und kann ein Dokument zusammenfassen oder vergleichen, was sie sagen.",
    ready: (names) => `Bereit: ${names}.`,
    none: "Noch ist kein Dokument bereit: Laden Sie ein PDF, eine Word-Datei, eine Tabelle oder einen Text hoch und fragen Sie dann.",
  },
  es: {
    opening: { hello: "¡Hola!", thanks: "¡De nada!", bye: "¡Adiós, hasta pronto!" },
    about:
      "Soy Docent: respondo preguntas sobre tus documentos, cito los pasajes que uso y puedo resumir un documento o comparar lo que dicen.",
    ready: (names) => `Documentos listos: ${names}.`,
    none: "Todavía no hay ningún documento listo: sube un PDF, un archivo de Word, una hoja de cálculo o un texto y pregunta.",
  },
  it: {
    opening: { hello: "Ciao!", thanks: "Prego, di niente!", bye: "Arrivederci, a presto!" },
    about:
      "Sono Docent: rispondo alle domande sui tuoi documenti, cito i passaggi che ho usato e posso riassumere un documento o confrontare quello che dicono.",
    ready: (names) => `Documenti pronti: ${names}.`,
    none: "Nessun documento è ancora pronto: carica un PDF, un file Word, un foglio di calcolo o un testo, poi chiedi pure.",
  },
  nl: {
    opening: { hello: "Hallo!", thanks: "Graag gedaan!", bye: "Tot ziens, en kom gerust terug!" },
    about:
      "Ik ben Docent: ik beantwoord vragen over je documenten, citeer de passages die ik gebruik en kan een document samenvatten of vergelijken wat ze zeggen.",
    ready: (names) => `Klaar om over te vragen: ${names}.`,
    none: "Er is nog geen document klaar: upload een pdf, Word-bestand, spreadsheet of tekst en stel dan je vraag.",
  },
  pt: {
    opening: { hello: "Olá!", thanks: "De nada!", bye: "Tchau, até breve!" },
    about:
      "Sou o Docent: respondo a perguntas sobre os seus documentos, cito os trechos que usei e posso resumir um documento ou comparar o que dizem.",
    ready: (names) => `Documentos prontos: ${names}.`,
    none: "Ainda não há nenhum documento pronto: envie um PDF, um arquivo Word, uma planilha ou um texto e pergunte.",
  },
};

/**
 * The reply's language: Italian or Dutch when the message's words read so (message-language.ts); French, German or
 * Spanish when their small-talk lists read it; else Italian, Dutch or Portuguese when one of their greetings or
 * thanks is in it ("grazie mille, sei stato gentilissimo!", "muito obrigada", which read as English to the rules).
 */
function replyLanguage(message: string, recognised: LanguageCode | undefined): ReplyLanguage {
  // Letters neither writes ("dzięki", "pomogłeś") say it is another language, which the six-language reader cannot tell.
  const told = /[^\p{ASCII}\u00C0-\u00FF’‘¿¡]/u.test(message) ? "en" : messageLanguage(message);
  if (told === "it" || told === "nl") return told;
  if (recognised && recognised !== "en") return recognised;
  const folded = foldText(message);
  return toldByWords.find(([, words]) => words.test(folded))?.[0] ?? recognised ?? "en";
}

const namesShown = 5;
/** The empty chat's starter questions (app/components/chat/empty-state.tsx). */
const starterQuestions = ["What are these documents about?", "Summarise the main points."] as const;

function listNames(names: string[]): string {
  const shown = names.slice(0, namesShown).join(", ");
  return names.length > namesShown ? `${shown} (+${names.length - namesShown})` : shown;
}

export function answerSmallTalk(input: SmallTalkInput): AnswererDraft {
  const folded = foldText(input.message);
  const kind = kinds.find(([, pattern]) => pattern.test(folded))?.[0] ?? "hello";
  const words = replies[replyLanguage(input.message, input.language)];
  const documents = input.readyDocuments.length > 0 ? words.ready(listNames(input.readyDocuments)) : words.none;
  const recall = recallAsked(folded);
  const answer = recall
    ? recallReply(recall, input.earlierQuestions ?? [])
    : kind === "hello"
      ? `${words.opening.hello} ${words.about} ${documents}`
      : `${words.opening[kind]} ${documents}`;
  return {
    answer,
    chunks: [],
    flaggedSources: new Set(),
    confidence: "low",
    confidence_score: 0,
    reasoning: "Small talk: no document was searched, so there is nothing to be confident about.",
    safety_flags: [],
    used_external_kb: false,
    // The summary answerer answers these from what ingestion stored, without a search.
    suggestions: input.readyDocuments.length > 0 ? [...starterQuestions] : [],
    attempts: 0,
  };
}
