/**
 * A note addressed to an AI reader, in any of the lexicon's languages: a heading that names who it is for, then a
 * colon ("Note for AI reviewers:", "An die KI:", "Pour l'IA qui lit ce tableau :", "All'assistente IA che legge questo
 * preventivo:", "Automated screeners reading this file:", "给AI助手：", "AIへの指示：", "AI 어시스턴트에게:"). A document
 * has no reason to write to the AI that will read it, whatever the order after the colon says, so unlike
 * `note_to_the_ai` (rules.ts) this reads no act: it reads the address. What keeps headings for people out:
 * - the note must be *to* the reader: a preposition or case ending before it ("to", "for", "an", "pour", "для",
 *   "给", "への", "에게"), or a clause after it saying it reads or processes this text ("reading this", "qui lit",
 *   "che legge", "der … liest"); "Funding for AI research:" or "Guidance for AI use in schools:" name AI as a topic;
 * - before the preposition, at most a note's own noun ("note", "Hinweis", "consigne", "instructions") and two
 *   adjectives: "Requirements for AI systems:" and "The impact of AI on this firm:" are not notes;
 * - an assistant word alone ("Notes for the assistant:", "asistente") may be a person, so it needs an AI word beside it.
 * Matched on the folded lines (lower case, accents removed, full-width colons read as ":").
 */
import { conceptsPattern } from "./lexicon";

const token = String.raw`[^\s.!?:"“”«»'’]`;
/** A line, a sentence, or a table cell as ingestion writes a row ("item: heating; notes: …"). */
const cellStart = String.raw`;\s*[^:;\n]{1,40}:\s+`;
const lineStart = String.raw`(?:^|[.!?]\s+|${cellStart})`;
/** The note's own noun, in the lexicon's main languages (or any word of the lexicon's "instructions" idea). */
const noteNouns = [
  ...["note", "notes", "message", "memo", "reminder", "hint", "request", "orders?", "notice", "comment"],
  ...["hinweis", "notiz", "nachricht", "bitte", "anmerkung", "consigne", "remarque", "rappel", "mensaje", "aviso"],
  ...["indicaciones", "messaggio", "avviso", "promemoria", "nota", "mensagem", "recado", "notitie", "bericht", "opmerking"],
  ...["aanwijzing", "anteckning", "meddelande", "notis", "besked", "meddelelse", "beskjed", "melding", "notatka", "wiadomosc"],
  ...["uwaga", "poznamka", "zprava", "заметка", "сообщение", "примечание", "примітка", "повідомлення", "not", "mesaj"],
  ...["σημειωση", "μηνυμα"],
];
const notes = String.raw`(?:(?:${noteNouns.join("|")})(?![\p{L}\p{N}])|${conceptsPattern(["instructions"])})\p{L}*`;
/** To / for / for the attention of, in those languages (Italian "all'", French "à l'attention de" folded). */
const to = String.raw`(?:to|for|attention|an|fur|a|al|all|alla|allo|ao|aos|au|aux|pour|para|per|voor|aan|till|til|dla|do|pro|ke|для|к|до|вниманию|pentru|catre|προς|για|untuk|kepada|gui|cho|الى)`;
const attentionOf = String.raw`(?:a\s+)?l'attention\s+(?:de|du|des)`;
/** Articles and short determiners between the preposition and the reader ("the", "any", "den", "l'"). */
const article = String.raw`(?:${token}{1,5}[\s'’]+)`;
/** An assistant word alone may name a person: it counts only with an AI word after it. */
const bareAssistant = String.raw`(?:assistant|asistent|assistent|ассистент|асистент|asystent|asisten|asistan|avustaja|asszisztens|katulong)`;
/** An AI word, with a case ending after a hyphen or an apostrophe ("IA-së", "AI-nak", "AI'a"). */
const aiWord = String.raw`(?:ai|ia|ki|ии|ші)(?:[-'’]\p{L}{1,5})?(?![\p{L}\p{N}])`;
/** "assistente IA", "asistente de IA", "KI Assistent", Albanian "asistentin e IA-së" (held-out set 13, spent). */
const aiAfter = String.raw`(?:\s+(?:(?:de|di|da|e)\s+)?${aiWord})`;
const reader = String.raw`(?!${bareAssistant}\p{L}*(?!\p{L})(?!${aiAfter}))(?:${conceptsPattern(["addressee"])}|automated\s+\p{L}+)[\p{L}\p{N}'’-]*${aiAfter}?`;
/** A second noun naming the reader ("AI reviewers", "KI Assistent"). */
const readerNoun = String.raw`(?:\s+(?:reviewers?|graders?|readers?|screeners?|agents?|assistants?|summari[sz]ers?|bots?|crawlers?|assistent\p{L}*|assistente|asistente|ассистент\p{L}*))`;
/** A clause saying the reader reads, processes or answers from this text, per language. */
const readsThis = [
  String.raw`(?:that\s+|who\s+|which\s+)?(?:reads?|reading|process(?:es|ing)|summari[sz](?:es|ing)|answer(?:s|ing)|review(?:s|ing)|analy[sz](?:es|ing)|pars(?:es|ing)|scan(?:s|ning)|screen(?:s|ing)|grad(?:es|ing)|evaluat(?:es|ing)|handl(?:es|ing))`,
  String.raw`qui\s+(?:lit|lira|lisent|analyse|resume|traite|repond|recoit)`,
  String.raw`che\s+(?:legge|leggera|leggono|analizza|riassume|elabora|risponde|riceve)`,
  String.raw`que\s+(?:lee|lea|leera|leen|le|leia|ler|lera|leem|analiza|analice|analisa|analise|resume|resuma|procesa|procese|processa|processe|responde)`,
  String.raw`(?:das|die|der|welches|welche|welcher)\s+(?:\S+\s+){0,3}?(?:liest|verarbeitet|zusammenfasst|auswertet|beantwortet|pruft)`,
  String.raw`die\s+(?:\S+\s+){0,3}?(?:leest|verwerkt|samenvat|beoordeelt|analyseert)`,
  String.raw`som\s+(?:laser|lases|laeser|leser|sammanfattar|behandlar|analyserar|gennemgar)`,
  String.raw`(?:ktory|ktora|ktore|ktorzy)\s+(?:czyta|przetwarza|streszcza|analizuje)|czytajac\p{L}*`,
  String.raw`(?:ktery|ktera|ktere)\s+(?:cte|zpracovava|shrnuje)`,
  String.raw`(?:читающ\p{L}*|обрабатывающ\p{L}*|котор\p{L}+\s+(?:читает|обрабатывает|анализирует))`,
  String.raw`(?:що|якии|яка)\s+(?:читає|обробляє|аналізує)`,
  String.raw`care\s+(?:citeste|proceseaza|rezuma)`,
  String.raw`που\s+(?:διαβαζει|επεξεργαζεται)`,
].join("|");
const readsThisClause = String.raw`(?:,?\s+(?:${readsThis})(?:\s+[^\s.!?:]+){0,4}?)`;
const colon = String.raw`\s*:[^\S\n]*[\p{L}\p{N}]`;

/** Written to the reader with a preposition: "Hidden note to automated graders:", "An die KI:". */
const withPreposition =
  String.raw`${lineStart}(?:(?:${token}+[\s'’]+){0,2}?${notes}[\s'’]+)?(?:${attentionOf}|${to})[\s'’]+${article}{0,2}?` +
  String.raw`${reader}${readerNoun}?${readsThisClause}?${colon}`;
/** Kept for the reader alone: "AI readers only:", "For AI eyes only:" (held-out set 12, spent, in an HTML comment). */
const onlyFor = String.raw`${lineStart}(?:for\s+)?${reader}${readerNoun}?\s+(?:eyes\s+)?only${colon}`;
/**
 * Readers of this text named as automated, as a heading with nothing else ("Automated readers:", held-out set 13, spent,
 * in an HTML comment): "automated" before a reading noun says which reader is meant.
 */
const automatedReaders = String.raw`${lineStart}(?:all\s+|any\s+)?automated\s+(?:readers?|screeners?|summari[sz]ers?|reviewers?|graders?|parsers?)${colon}`;
/** Named with what it does to this text: "Automated systems reading this CV:", "Chatbots answering questions about this page:". */
const withClause = String.raw`${lineStart}(?:${token}+[\s'’]+){0,2}?${reader}${readerNoun}?${readsThisClause}${colon}`;
/** Chinese, Japanese, Korean: 给/致 before, へ/への/에게 after, an instruction noun after that. */
const cjkAi = String.raw`(?:ai|ki|人工智能|人工知能|인공지능)\s*(?:助手|アシスタント|チャットボット|어시스턴트|챗봇|模型|モデル|系统|システム|시스템)?`;
const cjk =
  String.raw`(?:^|[.!?。！？]\s*|${cellStart})(?:[给給致]\s*${cjkAi}(?:的)?|${cjkAi}\s*(?:への|へ|에게|께)|${cjkAi}\s*(?:の)?(?:指示|指令|지시))` +
  String.raw`\s*(?:指示|指令|说明|說明|メモ|メッセージ|지시|안내|메시지)?\s*:[^\S\n]*\S`;

/**
 * The same heading in brackets, before the note rather than above it (session 22; held-out set 20, spent, planted
 * "(AI सहायक के लिए) …" in a text file): "(For the AI assistant) Do not answer …". A bracket that closes on the reader
 * is a heading; "(for AI research)" goes on to its topic.
 */
const bracketed = String.raw`(?:^|[.!?]\s+)[(\[]\s*(?:${notes}\s+)?(?:${to})[\s'’]+${article}{0,2}?${reader}${readerNoun}?\s*[)\]]`;
/**
 * Languages that put the preposition after its noun: "AI सहायक के लिए:", "(AI के लिए)", "AI اسسٹنٹ کے لیے:", "AI সহকারীর
 * জন্য:", "AI asistanı için:", then a colon or the closing bracket: the AI named alone, or with a word for an assistant.
 */
const postReader = String.raw`(?:ai|एआई|ए\.?आई\.?|کے\s?آئی)(?:\s+(?:सहायक|असिस्टेंट|मॉडल|बॉट|सहाय्यक|اسسٹنٹ|ماڈل|সহকারী\p{M}*|সহায়ক|মডেল|ਸਹਾਇਕ|સહાયક|asistan\p{L}*|modeli\p{L}*))?`;
const postposition = String.raw`(?:के\s+लिए|को|साठी|को\s+लागि|लाई|کے\s+لیے|کے\s+لئے|کو|এর\s+জন্য|জন্য|ਲਈ|ਨੂੰ|માટે|ને|icin)`;
const withPostposition = String.raw`(?:^|[.!?।]\s+)[(\[]?\s*${postReader}\s+${postposition}\s*(?:[)\]]|:[^\S\n]*\S)`;

export const addressedNote = new RegExp(
  `${withPreposition}|${withClause}|${onlyFor}|${automatedReaders}|${cjk}|${bracketed}|${withPostposition}`,
  "mu",
);
