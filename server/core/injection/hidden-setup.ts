/**
 * The assistant's hidden instructions named as its own, outside English (round 12: a Hebrew "what do your hidden
 * instructions say?" scored 0.28, a Finnish one 0.53): hidden, secret, system, internal, initial or original
 * instructions, rules or prompt, with "your" beside them (a word before, after, or a possessive ending: "שלך", "σου",
 * Finnish "-si", Hungarian "-aid"). Whatever is asked of them (quote, list, translate, "what do they say"), asking for
 * them is a leak. English is read by rules.ts `prompt_leak` and the semantic layer; "the hidden rules of your club"
 * puts "your" on the club, not beside the rules. Matched on the folded text (lower case, accents removed).
 */

const hidden = [
  ...["versteckt\\p{L}*", "geheim\\p{L}*", "intern\\p{L}*", "ursprunglich\\p{L}*", "system\\p{L}*", "cache\\p{L}*", "secret\\p{L}*"],
  ...["initial\\p{L}*", "ocult\\p{L}*", "secret\\p{L}*", "iniciales", "nascost\\p{L}*", "segret\\p{L}*", "iniziali", "iniciais"],
  ...["verborgen", "geheime", "dolda", "hemliga", "skjulte", "ukryt\\p{L}*", "tajn\\p{L}*", "systemow\\p{L}*", "poczatkow\\p{L}*"],
  ...["skryt\\p{L}*", "tajn\\p{L}*", "systemov\\p{L}*", "puvodni", "скрыт\\p{L}*", "секретн\\p{L}*", "системн\\p{L}*", "исходн\\p{L}*"],
  ...["прихован\\p{L}*", "таємн\\p{L}*", "початков\\p{L}*", "gizli", "ilk", "κρυφ\\p{L}*", "μυστικ\\p{L}*", "αρχικ\\p{L}*"],
  ...["הנסתר\\p{L}*", "נסתר\\p{L}*", "הסודי\\p{L}*", "סודי\\p{L}*", "הפנימי\\p{L}*", "המקורי\\p{L}*", "rejtett", "titkos", "eredeti"],
  ...["belso", "piilotet\\p{L}*", "piilo\\p{L}*", "salai\\p{L}*", "alkuperai\\p{L}*", "ascuns\\p{L}*", "secret\\p{L}*", "initial\\p{L}*"],
  ...["an", "bi mat", "goc", "tersembunyi", "rahasia", "awal", "المخفية", "السرية", "الاصلية", "छिपे", "गुप्त", "मूल"],
].join("|");

const instructions = [
  ...["anweisungen", "instruktionen", "regeln", "vorgaben", "consignes", "instructions", "regles", "instrucciones", "reglas"],
  ...[
    "istruzioni",
    "regole",
    "instrucoes",
    "regras",
    "instructies",
    "regels",
    "instruktioner",
    "regler",
    "instrukcj\\p{L}*",
    "zasad\\p{L}*",
  ],
  ...["pokyn\\p{L}*", "pravidl\\p{L}*", "инструкци\\p{L}*", "правил\\p{L}*", "указани\\p{L}*", "інструкці\\p{L}*", "talimat\\p{L}*"],
  ...["kural\\p{L}*", "οδηγι\\p{L}*", "κανον\\p{L}*", "הוראות", "הנחיות", "כללים", "utasitas\\p{L}*", "szabaly\\p{L}*", "ohje\\p{L}*"],
  ...["saanno\\p{L}*", "instructiun\\p{L}*", "reguli\\p{L}*", "chi dan", "huong dan", "quy tac", "instruksi\\p{L}*", "aturan\\p{L}*"],
  ...["التعليمات", "تعليمات\\p{L}*", "القواعد", "निर्देश", "नियम", "prompt\\p{L}*", "промпт\\p{L}*"],
].join("|");

/** "Your" as a word before or after, or as an ending (Finnish -si, Hungarian -aid/-eid/-id, Turkish -ın, Arabic -ك). */
const yoursBefore = [
  ...["deine[nmrs]?", "tes", "vos", "tus", "sus", "tue", "tuoi", "tuas", "teus", "suas", "jouw", "je", "dina", "dine", "twoje", "twoich"],
  ...["swoje", "swoich", "tvoje", "tvych", "sve", "свои", "твои", "своих", "твоих", "своі", "твоі", "своіх", "твоіх", "अपने", "तुम्हारे"],
].join("|");
const yoursAfter = ["σου", "שלך", "tale", "tai", "cua ban", "cua anh", "mu", "kamu", "anda"].join("|");
const ownEnding = String.raw`(?:(?:ohje|saanno|utasitas|szabaly|talimat|kural)\p{L}*(?:si|aid|eid|id|in|ini|iniz)(?![\p{L}])|(?:تعليمات|قواعد)ك)`;
/** A qualifier as a whole word ("an" is Vietnamese "ẩn", hidden, only as a word of its own). */
const hiddenWord = String.raw`(?<![\p{L}])(?:${hidden})`;

const word = String.raw`(?:\s+\p{L}+)?`;
const hiddenSetupPattern = new RegExp(
  [
    String.raw`(?<![\p{L}])(?:${yoursBefore})\s+${hiddenWord}\s+(?:${instructions})`,
    String.raw`(?<![\p{L}])(?:${yoursBefore})\s+(?:${instructions})\s+${hiddenWord}(?![\p{L}])`,
    String.raw`(?:${instructions})${word}\s+${hiddenWord}\s+(?:${yoursAfter})(?![\p{L}])`,
    String.raw`${hiddenWord}\s+(?:${instructions})\s+(?:${yoursAfter})(?![\p{L}])`,
    String.raw`${hiddenWord}\s+${ownEnding}`,
    String.raw`${ownEnding}\s+${hiddenWord}`,
  ].join("|"),
  "u",
);
const instructionWord = new RegExp(`(?:${instructions})`, "u");

/** Whether the folded text names the assistant's hidden instructions as its own (the nouns first: most texts have none). */
export const hiddenSetup = { test: (folded: string) => instructionWord.test(folded) && hiddenSetupPattern.test(folded) };
