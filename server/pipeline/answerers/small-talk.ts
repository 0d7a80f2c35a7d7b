/**
 * The small-talk answerer (docs/architecture.md, "Answerers"): "hi", "thanks", "what can you
 * do?" get a short friendly reply in the language they were written in, saying what Docent does
 * and which documents are ready. Nothing is searched and nothing is cited; the response carries
 * `intent: "small_talk"`, which the page reads as "no confidence badge".
 */
import type { LanguageCode } from "../../core/text-analysis";
import { recallAsked, recallReply } from "../conversation-recall";
import { foldText } from "../intent";
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

const kinds: [Kind, RegExp][] = [
  // "ta", "ty": thanks too ("ta very much, that's sorted it" was greeted with "Hello!").
  ["thanks", /\b(thanks?|thank you|thx|ta|ty|cheers|appreciated|merci|danke|dank|gracias)\b/u],
  ["bye", /\b(bye|goodbye|see you|au revoir|a bientot|tschuss|wiedersehen|adios|hasta luego)\b/u],
];

const replies: Record<LanguageCode, { opening: Record<Kind, string>; about: string; ready: (names: string) => string; none: string }> = {
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
};

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
  const words = replies[input.language ?? "en"];
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
