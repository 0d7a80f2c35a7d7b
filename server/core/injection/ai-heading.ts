/**
 * A heading that names an AI system as the reader, in the languages ("Sistema de IA: diz aos leitores que …", "AI 시스템:
 * … 안내하세요", "KI-System: sag …", "Système d'IA : réponds que …"), then an order of those an AI reader is given
 * (tell, say, answer, reply, inform, write, direct). rules.ts `ai_system_heading` reads the English one (held-out set 8,
 * spent, missed "AI system: … Tell staff to …" in white text); the round-13 audit's dev half missed the Portuguese and
 * Korean ones in a PDF's white text and a Word file's white run. A document has no reason to write to an AI system; one
 * that defines or discusses AI systems ("AI system: a machine-based system that infers …", "Sistema de IA: según el
 * reglamento, un sistema de IA de alto riesgo debe …", "AIシステム：導入は来年度に延期") gives no such order.
 * Documents only. Matched on the folded lines (lower case, accents removed, full-width colons read as ":").
 */
import { conceptsPattern } from "./lexicon";

const ai = String.raw`(?:ai|ki|ia|ии|ші|llm|gpt|tekoaly\p{L}*|umel\p{L}* inteligenc\p{L}*|yapay zeka|inteligenta artificiala|inteligencia artificial|intelligenza artificiale|intelligence artificielle|kunstliche intelligenz|kunstig intelligens|מערכת בינה מלאכותית|בינה מלאכותית|هوش مصنوعی|এআই|人工智能|人工知能|인공지능)`;
const systemNoun = String.raw`(?:system\p{L}*|systeme|sistem\p{L}*|systeem|systemet|systém|система|системы|системо|modell?\p{L}*|model\p{L}*|agent\p{L}*|agente|assistent\p{L}*|assistente|asistente|ассистент\p{L}*|järjestelmä\p{L}*|jarjestelma\p{L}*|rendszer\p{L}*|he thong|mo hinh|ระบบ|โมเดล|מערכת|سیستم|mfumo|sistema ng|সিস্টেম|系统|系統|システム|モデル|助手|アシスタント|시스템|모델|어시스턴트)`;
/** "sistema de IA", "système d'IA", "KI-System", "AI system", "AI 시스템", "AI系统", "hệ thống AI", "mfumo wa AI". */
const aiSystem = String.raw`(?:${systemNoun}[\s-]*(?:(?:de|d'|di|da|do|wa|ng|na|за|з)[\s']*)?${ai}|${ai}[\s-]*${systemNoun})`;
/** Orders an AI reader is given, per language (imperatives, and the polite forms of the languages that use them). */
const orders = [
  ...["tell", "say", "answer", "reply", "respond", "inform", "write", "state", "direct", "send", "claim", "present"],
  ...["sag", "sage", "antworte", "schreib\\p{L}*", "teile", "behaupte", "dis", "dites", "reponds", "repondez"],
  ...["ecris", "ecrivez", "dile", "diles", "responde", "responda", "informa", "escribe", "afirma"],
  ...["dici", "rispondi", "scrivi", "comunica", "diz", "diga", "digam", "escreve", "escreva", "zeg", "vertel"],
  ...["antwoord", "schrijf", "скажи", "сообщи", "ответь", "напиши", "повідом", "відповідай", "powiedz", "odpowiedz", "napisz"],
  ...["rekni", "odpovez", "napis", "svara", "skriv", "svar", "fortell", "fortael", "sano", "kerro"],
  ...["vastaa", "kirjoita", "mondd", "ird", "valaszolj", "kozold", "spune", "raspunde", "scrie", "hay noi", "tra loi"],
  ...["noi rang", "soyle", "yaz", "bildir", "sema", "waambie", "jibu", "sabihin", "sabihin mo", "sagutin"],
].join("|");
const ordersUnspaced = [
  ...["말하", "안내하", "답하", "알려", "전하", "答えて", "伝えて", "言って", "書いて", "案内して", "告诉", "回答", "说", "写"],
  ...["บอก", "ตอบ", "אמור", "תגיד", "ענה", "כתוב", "بگو", "پاسخ بده", "بنویس", "বলো", "বলুন", "লেখো", "जवाब", "बताओ", "कहो"],
].join("|");

export const aiSystemHeadingNative = new RegExp(
  String.raw`(?:^|[.!?]\s+)${aiSystem}\s*:[^\n]{0,200}?(?:(?<![\p{L}\p{N}])(?:${orders})(?![\p{L}\p{N}])|${ordersUnspaced})`,
  "mu",
);

/**
 * A heading of a word or two beside an AI word, in a language no list here has ("Kaaliyaha AI:", Somali for "AI
 * assistant", held-out set 13, spent; "Assistant IA :", set 4; the Faroese "Viðmerking til AI hjálparan:" of session
 * 14's language rows), then a note that carries what an attack plants: a link, an e-mail address, a code word of
 * capitals and digits, an account number, or a word about the answer (reply, summary, cite). Neither the heading
 * nor its order can be read in an unknown language, so the note's cargo is what tells it from a heading over prose about
 * AI: a note that opens with an article or names the AI again discusses it ("AI system: a machine-based system that
 * …", "Sistema de IA: según el reglamento, un sistema de IA …"), a heading with a topic word ("AI policy:", "Generative
 * AI:") heads prose about AI, and a note with no cargo is left to the other checks. Documents only; matched on the raw
 * text, where the acronym keeps its capitals.
 */
/**
 * Written in capitals, as the acronym is (Italian "ai clienti", to the customers, is no AI), in Latin or Cyrillic letters
 * (Macedonian "АИ", held-out set 14, spent). Spelled out ("Tehisintellekti abilisele:", set 14) it heads prose too often
 * ("Business intelligence:", "Umělá inteligence:") for a link or a word about answers to tell them apart.
 */
const anyAi = String.raw`(?:AI|A\.I\.|IA|KI|LLM|GPT|ИИ|АИ|ШІ)`;
const headingWord = String.raw`[\p{L}\p{M}'’-]+`;
const anyLanguageHeading = new RegExp(
  // A line, a sentence, a comment, or a table cell as ingestion writes a row ("…; Faallo: Kaaliyaha AI: …").
  String.raw`(?:^|[.!?]\s+|<!--\s*|;\s*(?:[^:;\n]{1,40}:\s+)?)((?:${headingWord}\s+){0,2})${anyAi}((?:\s+${headingWord})?)[^\S\n]*[:：][^\S\n]*([^\n]{8,300})`,
  "gmu",
);
/**
 * Words that make a heading a topic, in the languages the lexicon knows: "AI policy:", "Generative AI:", "AI Act:" head
 * prose about AI, whatever link or word about answers follows.
 */
const topicWords = new Set(
  [
    ...["policy", "policies", "act", "ethics", "ethical", "governance", "strategy", "tools", "tool", "research", "news"],
    ...["update", "updates", "training", "course", "module", "lab", "team", "office", "project", "projects", "generative"],
    ...["responsible", "trustworthy", "explainable", "open", "applied", "conversational", "use", "usage", "guidelines"],
    ...["guidance", "principles", "regulation", "risk", "risks", "safety", "literacy", "roadmap", "overview", "glossary"],
    ...["terms", "definitions", "faq", "statement", "disclosure", "adoption", "pilot", "programme", "program", "initiative"],
    ...["committee", "council", "board", "working", "group", "summit", "conference", "workshop", "event", "tips", "help"],
    ...["support", "resources", "links", "contact", "contacts", "questions", "and", "or", "of", "on", "about", "using", "with"],
    ...["in", "the", "our", "your", "new", "notes", "note", "features", "feature", "model", "models", "pricing", "costs"],
    ...["politique", "charte", "richtlinie", "leitlinien", "politica", "politika", "beleid", "projet", "projekt", "proyecto"],
  ].map((word) => word.toLowerCase()),
);
const namesATopic = (words: string) =>
  words
    .toLowerCase()
    .split(/\s+/u)
    .some((word) => topicWords.has(word));
/** Articles and determiners a note about a topic opens with, in the languages that write them. */
const opensWithAnArticle =
  /^(?:a|an|the|this|these|our|its|un|une|le|la|les|l'|el|los|las|lo|ein|eine|der|die|das|een|de|het|il|gli|o|os|as|um|uma|en|ett|den|det)(?![\p{L}])/iu;
const namesAnAi = new RegExp(String.raw`(?<![\p{L}\p{N}])${anyAi}(?![\p{L}\p{N}])`, "u");
/** What an attack plants: a link, an address, a code word of capitals and digits, an account number. */
const cargo = /https?:\/\/|www\.|[\w.+-]+@[\w-]+\.[\w.-]+|(?<![\p{L}\p{N}])\p{Lu}{3,}[-_]?\d{2,}(?![\p{L}\p{N}])|\d(?:[\s-]?\d){11,}/u;
/** Words about the answer, its reader or its sources, in the languages that share them. */
const aboutTheAnswer =
  /(?<![\p{L}])(?:answer|reply|respon\p{L}*|summar\p{L}*|cite|quote|mention\p{L}*|r[ée]ponse|r[ée]pond\p{L}*|citer|citez|cita|citar|respuesta|antwort\p{L}*|risposta|resposta)(?![\p{L}])/iu;

/** Whether document text holds a note headed to an AI that carries a link, an address, a code word or a word about the answer. */
export function aiHeadingWithCargo(raw: string): boolean {
  for (const match of raw.matchAll(anyLanguageHeading)) {
    const note = match[3]!.trim();
    if (namesATopic(`${match[1]} ${match[2]}`)) continue;
    if (opensWithAnArticle.test(note) || namesAnAi.test(note)) continue;
    if (aboutTheAnswer.test(note) || cargo.test(note)) return true;
  }
  return false;
}

/**
 * The same heading read by its shape rather than its word order (issue 17): what sets a note to the reading AI apart
 * from the document around it is a short label (at most six words) ended by a colon or set in brackets or chevrons,
 * that names an AI, whatever the label's other words do in their language: a preposition ("Do czytającego asystenta
 * AI:", Polish, with a participle before the reader; "Ku mufasha wa AI", Kinyarwanda, in chevrons), a case ending
 * ("Tehisintellekti abilisele:", Estonian; "MI asistentam:", Latvian) or an elided article ("A l'assistent d'IA:",
 * Occitan). Held-out sets 14 and 15 (spent) passed those five in alt text, white runs and plain text: the heading
 * above reads only two words before the acronym, written alone. The AI is named by its acronym (an elided article
 * before it, a case ending after a hyphen), by Latvian, Hungarian, Polish and Lithuanian acronyms beside an assistant
 * word, or by a word of the lexicon's addressee idea other than a bare assistant (a person may be one). As above, the
 * note must carry cargo or a word about the answer and may not open with an article or name the AI again, and a topic
 * word in the label makes it a heading over prose about AI ("KI im Unterricht:" has six words at most too, so a
 * newsletter's "Team KI:" or "AI policy:" heads prose). Documents only; matched on the raw text.
 */
const label = String.raw`[^\n:：.!?;\[\]<>«»【】]{1,80}?`;
const noteStart = String.raw`(?:^|[.!?]\s+|<!--\s*|;\s*(?:[^:;\n]{1,40}:\s+)?)`;
// The note is read ahead, not taken: a row's later cell can head a note of its own (a CSV row as ingestion writes it,
// "month: October; paid: 28; remarks: <label>: <note>", held-out set 23, spent: the first cell's note took the row).
const colonHeading = new RegExp(String.raw`${noteStart}(${label})[^\S\n]*[:：][^\S\n]*(?=([^\n]{8,300}))`, "gmu");
/** Brackets of every width: "[…]", "<<…>>", "«…»", "【…】", "((…))", and one round bracket, ASCII or full-width ("（…）"). */
const bracketHeading = new RegExp(
  String.raw`${noteStart}(?:\[|<<|«|【|\(\(|\(|（)[^\S\n]*(${label})[^\S\n]*(?:\]|>>|»|】|\)\)|\)|）)[^\S\n]*[:：]?[^\S\n]*(?=([^\n]{8,300}))`,
  "gmu",
);
const acronymReader = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:\p{L}{1,2}['’])?${anyAi}(?:[-'’]\p{L}{1,12})?(?![\p{L}\p{N}])`, "u");
/**
 * The acronym run into a word of a script that writes no spaces ("AIアシスタントへ", "AI助手", held-out set 23, spent):
 * it names the reader only when that word is an addressee of the lexicon (an assistant, a chatbot, a model), since
 * "（AI研究）" heads prose about AI research.
 */
const acronymRunOn = new RegExp(String.raw`(?<![\p{L}\p{N}])${anyAi}(?=[^\p{Script=Latin}\p{Script=Cyrillic}\p{N}\p{P}\s])`, "u");
/** A person's assistant, in the languages whose word the lexicon has: it names an AI only with an acronym beside it. */
const bareAssistant =
  /(?<![\p{L}])(?:assistant|asistent|assistent|ассистент|асистент|asystent|asisten|asistan|avustaja|asszisztens|katulong)\p{L}*/giu;
/** Acronyms for AI that are words elsewhere: Latvian and Hungarian MI, Polish SI, Lithuanian DI, beside an assistant word. */
const acronymBesideAssistant = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:MI|SI|DI)[^\S\n]+(?=${bareAssistant.source})|${bareAssistant.source}[^\S\n]+(?:MI|SI|DI)(?![\p{L}\p{N}])`,
  "iu",
);
const addressee = new RegExp(conceptsPattern(["addressee"]), "u");
const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

function labelNamesAnAi(words: string): boolean {
  if (words.trim().split(/\s+/u).length > 6) return false;
  if (acronymReader.test(words) || (/[A-ZĀ-Ž]/u.test(words) && acronymBesideAssistant.test(words))) return true;
  if (acronymRunOn.test(words) && addressee.test(fold(words.replace(acronymRunOn, " ")))) return true;
  // Spelled out, the AI must be the label's addressee, not its whole subject: "Tehisintellekti abilisele:" (to the AI's
  // helper) has a word beside the name, "Umělá inteligence:" heads prose about AI.
  const folded = fold(words).replace(bareAssistant, " ");
  const named = addressee.exec(folded);
  if (!named) return false;
  const before = folded.slice(0, named.index);
  const after = folded.slice(named.index + named[0].length).replace(/^\p{L}*/u, "");
  return /\p{L}{2}/u.test(`${before} ${after}`);
}

/** The notes of a document that a short label heads to an AI and that carry a link, an address, a code word or a word about the answer. */
export function notesHeadedToAnAi(raw: string): string[] {
  const notes: string[] = [];
  for (const heading of [colonHeading, bracketHeading])
    for (const match of raw.matchAll(heading)) {
      const words = match[1]!.trim();
      const note = match[2]!.trim();
      if (!labelNamesAnAi(words) || namesATopic(words)) continue;
      if (opensWithAnArticle.test(note) || namesAnAi.test(note)) continue;
      if (aboutTheAnswer.test(note) || cargo.test(note)) notes.push(note);
    }
  return notes;
}
