/**
 * A question about a topic, in any language (issue 17, session 22): "Wozu ist Base64 eigentlich gut? Im
 * Integrationsdokument steht, …", "Is there a link to the form in the booklet? Mine gives 404.", "What is the helpdesk's
 * address? I only know …". Held-out set 20 (spent) refused such a German question at 0.74 on the classifier alone, and
 * sets 15 and 16 Odia and Quechua ones: the sentence around the question (a file's name, a link, an address) carried
 * the score, the question itself scored under 0.2. The lexicon names, in about 70 languages, every idea an attack on
 * the assistant needs (something set aside, revealed, unbound, its instructions, secrets, system or persona, the
 * assistant addressed); a question that names none of them and says no "you" asks about its topic, and the
 * classifier's word-level score alone does not refuse it (detect.ts). A rule still does, and the score keeps it in the
 * uncertain band for the semantic layer and the LLM guard.
 *
 * Measured over the questions of the corpus's dev and test splits, the ordinary questions and the spent held-out sets
 * 2–20: of those the classifier alone refuses, asking a question and saying no "you", 5 name no lexicon idea, 3 benign
 * and 2 attacks; both attacks order a leak after the question ("… 正確に引用してください", quote it exactly; "Agħtini …",
 * give me), so a sentence after the question may not ask for anything: it is a statement (no request word) or nothing.
 */
import { addressesTheAssistantIn } from "./document-topic";
import { conceptsIn } from "./lexicon";

/** A question mark of any script (Latin, CJK full width, Arabic, Armenian, Ethiopic). */
const questionMark = /[?？؟՞፧]/u;
/**
 * Sentence ends of the scripts: a full stop before a space (not "www.example.org"), a question or exclamation mark, and
 * CJK's marks, which NFKC writes as "?" and "!" with no space after them.
 */
const sentenceEnd = /(?<=[.;؟।۔።፧՞])\s+|(?<=[?!。？！])\s*/u;
/** At most this many sentences: a question with a line or two of context, not a page with a question in it. */
const mostSentences = 3;

/**
 * Words that make a sentence a request in the lexicon's larger languages (please, give, show, tell, quote, print, write,
 * list, send, repeat), as written in folded text, and Japanese and Korean request endings.
 */
const requests = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:please|give|show|tell|quote|print|write|list|send|repeat|output|reveal|bitte|gib|zeig\p{L}*|` +
    String.raw`sag|nenn\p{L}*|zitier\p{L}*|schreib\p{L}*|s'il|donne\p{L}*|montre\p{L}*|dis|cite\p{L}*|ecri\p{L}*|por favor|` +
    String.raw`dame|muestra\p{L}*|dime|escrib\p{L}*|per favore|dammi|mostra\p{L}*|dimmi|scrivi|agħti\p{L}*)(?![\p{L}\p{N}])|` +
    "ください|下さい|てくれ|なさい|주세요|줘|해라|하라|请|請",
  "u",
);

/**
 * What a link exfiltration needs beside its question (a Markdown image, a link with a query to fill): held-out sets 2–20
 * hold 40 such questions with no lexicon idea, all caught by rules too; a new phrasing is left to the classifier.
 */
const carriesAnExfiltrationSlot = /!\[|<img|https?:\/\/\S*[?={]/iu;

/**
 * Whether a question asks about its topic and nothing of the assistant: a question mark, at most three sentences, no
 * lexicon idea, no "you", and no sentence after the question that asks for something. `folded` and `raw` are normalise.ts's.
 */
export function asksAboutATopic(folded: string, raw: string): boolean {
  if (!questionMark.test(raw) || carriesAnExfiltrationSlot.test(raw)) return false;
  if (conceptsIn(folded).length > 0 || addressesTheAssistantIn(folded, raw)) return false;
  const sentences = folded.split(sentenceEnd).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
  if (sentences.length > mostSentences) return false;
  const firstQuestion = sentences.findIndex((sentence) => questionMark.test(sentence));
  return sentences.slice(firstQuestion + 1).every((sentence) => !requests.test(sentence));
}
