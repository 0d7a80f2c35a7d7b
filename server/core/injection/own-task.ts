/**
 * Harmless requests the classifier alone should not refuse, read in the languages of round 15's audit
 * (security/audit-round15.ts) rather than in English only:
 * - **a role the person gives for their own work** ("Act as a strict reviewer of my essay and show me its weakest
 *   argument", "Bertindaklah sebagai penguji … draf esai saya", "Viselkedj az esszém szigorú bírálójaként"): the role and
 *   the "show" serve the person's text. Of the lexicon's ideas only a role and showing are said; an attack wrapped in a
 *   role has to name the assistant's setup, limits or secrets, and then this does not hold.
 * - **a position inside a document** ("everything written before the first chapter of the handbook", "above the table
 *   on page 2"): the place is a part of a document, nothing of the conversation (a first message, this chat) is named,
 *   and no lexicon idea is said. The sentence encoder reads "everything written before …" as a leak (0.95-1.00).
 * - **a check of a named document's figures** ("Double-check the sales figures in the quarterly report and tell me if
 *   any don't add up", "Periksa ulang angka penjualan di laporan kuartalan"): no lexicon idea but "tell", a document named,
 *   no "you"; the classifier's Malay, Indonesian and Basque n-grams for "tell me" weigh like attacks (0.60-0.82).
 * Rules still judge all three (a position leak, a falsehood ordered and hidden); only the classifier alone or the
 * semantic layer is kept from refusing. Matched on the folded text (lower case, Latin accents removed).
 */
import { conceptsIn, type Concept } from "./lexicon";
import { addressesTheAssistantIn } from "./document-topic";
import { positionWord } from "./conversation-start";

const words = (list: string[]) => list.join("|");

/** A text a person writes, by language. */
const work = [
  ...["essays?", "drafts?", "letters?", "cover\\s+letter", "cv", "resumes?", "thesis", "reports?", "papers?", "articles?", "stor(?:y|ies)"],
  ...["poems?", "speech(?:es)?", "texts?", "code", "homework", "presentations?", "applications?", "manuscripts?", "assignments?"],
  ...["proposals?", "aufsatz\\p{L}*", "entwurf\\p{L}*", "brief\\p{L}*", "lebenslauf\\p{L}*", "rede", "dissertation", "brouillon"],
  ...["lettre", "these", "discours", "ensayo", "borrador", "carta", "tesis", "discurso", "ensaio", "rascunho", "tese", "assaig"],
  ...["esborrany", "saggio", "bozza", "lettera", "tesi", "discorso", "esej\\p{L}*", "esse\\p{L}*", "essze\\p{L}*", "essee\\p{L}*"],
  ...["eseu\\p{L}*", "esai", "esei", "szkic\\p{L}*", "list\\p{L}*", "prac\\p{L}*", "wypracowani\\p{L}*", "nacrt\\p{L}*", "rad\\p{L}*"],
  ...["navrh\\p{L}*", "osnutek\\p{L}*", "rasin\\p{L}*", "juodrast\\p{L}*", "laisk\\p{L}*", "melnrakst\\p{L}*", "vestul\\p{L}*"],
  ...["saiakera\\p{L}*", "zirriborro\\p{L}*", "gutun\\p{L}*", "ensaio", "borrador", "dolgozat\\p{L}*", "level\\p{L}*", "vazlat\\p{L}*"],
  ...["kirjand\\p{L}*", "mustand\\p{L}*", "kiri\\p{L}*", "ritger\\p{L}*", "drog\\p{L}*", "bref\\p{L}*", "draf", "surat", "karangan"],
  ...["sanaysay", "burador", "liham", "essay\\p{L}*", "opstel", "betoog", "uppsats\\p{L}*", "utkast\\p{L}*", "stil\\p{L}*"],
  ...["эссе", "сочинени\\p{L}*", "черновик\\p{L}*", "письм\\p{L}*", "есеј\\p{L}*", "нацрт\\p{L}*", "есе", "твір", "makale\\p{L}*"],
  ...["taslak\\p{L}*", "δοκιμι\\p{L}*", "εκθεση", "bai luan", "ban nhap", "essee", "essay"],
];
const workUnspaced = [
  "निबंध",
  "मसौद",
  "पत्र",
  "مضمون",
  "مسودہ",
  "خط",
  "เรียงความ",
  "ร่าง",
  "作文",
  "论文",
  "草稿",
  "論文",
  "下書き",
  "에세이",
  "초안",
  "논문",
];
/** "My", by language, as a word before or after the noun; Hungarian writes it as an ending (esszém, dolgozatom). */
const mine = [
  ...["my", "mein\\p{L}*", "mon", "ma", "mes", "mi", "mis", "meu", "minha", "meus", "mio", "mia", "miei", "mie", "moj\\p{L}*"],
  ...["mo[jg]\\p{L}*", "mano", "mana", "manas", "mans", "meva", "meu", "mina", "nire", "minu", "mu", "min", "minn\\p{L}*"],
  ...["saya", "ko", "aku", "ku", "mijn", "mitt", "mine", "мо\\p{L}+", "мој\\p{L}*", "мог", "мій", "моє", "benim", "μου", "cua toi"],
];
const mineUnspaced = ["मेरे", "मेरा", "मेरी", "میرے", "میرا", "میری", "ของฉัน", "ของผม", "我的", "私の", "내", "제"];
const latin = (list: string[]) => String.raw`(?<![\p{L}])(?:${words(list)})(?![\p{L}])`;
const workWord = String.raw`(?:${latin(work)}|${words(workUnspaced)})`;
const mineWord = String.raw`(?:${latin(mine)}|${words(mineUnspaced)})`;
const ownWork = new RegExp(
  String.raw`${mineWord}\s*(?:\p{L}+\s+){0,2}?${workWord}|${workWord}(?:\s+\p{L}+){0,2}?\s*${mineWord}|(?<![\p{L}])(?:esszem|dolgozatom|levelem|vazlatom|cikkem|jelentesem|beszedem)\p{L}*`,
  "u",
);

const roleAndShow = new Set<Concept>(["persona", "reveal"]);

/**
 * Whether the folded text asks for a role or a showing over the person's own text, says nothing else the lexicon knows,
 * and gives no place to send anything (a link or an address is exfiltration's shape, not a review's).
 */
export function rolesOverOwnWork(folded: string): boolean {
  const concepts = conceptsIn(folded);
  return (
    concepts.length > 0 &&
    concepts.every((concept) => roleAndShow.has(concept)) &&
    ownWork.test(folded) &&
    !/https?:|www\.|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\./u.test(folded)
  );
}

/** A part of a document, by language. */
const part = [
  ...["chapter", "section", "table", "page", "paragraph", "appendix", "heading", "figure", "foreword", "introduction", "kapitel"],
  ...["abschnitt", "tabelle", "seite", "absatz", "anhang", "chapitre", "tableau", "annexe", "capitulo", "seccion", "tabla", "pagina"],
  ...["parrafo", "anexo", "capitol", "taula", "seccio", "capitulo", "taboa", "paxina", "capitolo", "tabella", "sezione", "rozdzia\\p{L}*"],
  ...["tabel\\p{L}*", "stron\\p{L}*", "sekcj\\p{L}*", "глав\\p{L}*", "таблиц\\p{L}*", "страниц\\p{L}*", "раздел\\p{L}*", "поглав\\p{L}*"],
  ...[
    "табел\\p{L}*",
    "стран\\p{L}*",
    "poglavlj\\p{L}*",
    "tablic\\p{L}*",
    "stranic\\p{L}*",
    "kapitol\\p{L}*",
    "tabulk\\p{L}*",
    "stran\\p{L}*",
  ],
  ...["poglavj\\p{L}*", "tabel\\p{L}*", "skyri\\p{L}*", "lentel\\p{L}*", "puslap\\p{L}*", "nodal\\p{L}*", "tabul\\p{L}*", "lappus\\p{L}*"],
  ...["kapitulu\\p{L}*", "taula\\p{L}*", "orrialde\\p{L}*", "fejezet\\p{L}*", "tablazat\\p{L}*", "oldal\\p{L}*", "peatuk\\p{L}*"],
  ...["tabeli\\p{L}*", "lehekulje\\p{L}*", "kafl\\p{L}*", "toflu\\p{L}*", "blaðsiðu", "bab", "tabel", "jadual", "halaman", "kabanata"],
  ...["talahanayan", "pahina", "hoofdstuk", "kapitel", "tabell\\p{L}*", "sida", "luku", "taulukko", "bolum", "tablo", "sayfa"],
];
// Short words that sit inside others are written with what follows them (Thai บท is in สวมบทบาท, role-play; Korean 표 in 목표).
const partUnspaced = [
  "บทที่",
  "บทแรก",
  "ตาราง",
  "अध्याय",
  "तालिका",
  "पेज",
  "पृष्ठ",
  "باب",
  "جدول",
  "صفحہ",
  "章",
  "表格",
  "表の",
  "ページ",
  "页",
  "장에",
  "표에",
  "표의",
];
const namesAPart = new RegExp(String.raw`${latin(part)}|${words(partUnspaced)}`, "u");
/** What would make the place the conversation's: a message, a question, the chat, the start of the talk. */
const conversationPlace =
  /(?<![\p{L}])(?:message|question|prompt|conversation|chat|mensaj\p{L}*|pregunta|missatge|mensag\p{L}*|pergunta|nachricht|frage|wiadomo\p{L}*|pytani\p{L}*|poruk\p{L}*|pitanj\p{L}*|sprav\p{L}*|zinut\p{L}*|klausim\p{L}*|uzenet\p{L}*|kerdes\p{L}*|sonum\p{L}*|pesan|mesej|soalan|pertanyaan|mensahe|tanong|conversa\p{L}*|rozmow\p{L}*|razgovor\p{L}*|rozhovor\p{L}*|pogovor\p{L}*|pokalb\p{L}*|sarun\p{L}*|elkarrizketa\p{L}*|beszelgetes\p{L}*|vestlus\p{L}*|samtal\p{L}*|percakapan|perbualan|usapan\p{L}*)(?![\p{L}])|ข้อความ|คําถาม|คำถาม|บทสนทนา|संदेश|सवाल|बातचीत|پیغام|سوال|گفتگو/u;

/** Whether the folded text points by position at a part of a document and at nothing of the conversation, and says no lexicon idea. */
export function pointsIntoADocument(folded: string, raw = ""): boolean {
  return (
    namesAPart.test(folded) &&
    positionWord.test(folded) &&
    !conversationPlace.test(folded) &&
    !addressesTheAssistantIn(folded, raw) &&
    conceptsIn(folded).every((concept) => concept === "earlier")
  );
}

/** Check, verify, recalculate, by language. */
const check = [
  ...["check", "double-check", "verify", "recalculate", "proofread", "cross-check", "prufe", "uberprufe", "kontrolliere", "verifie"],
  ...["controle", "comprueba", "comprova", "comproba", "verifica", "controlla", "sprawdz", "проверь", "провери", "provjeri"],
  ...["skontroluj", "preveri", "patikrink", "parbaudi", "egiaztatu", "ellenorizd", "kontrolli", "athuga\\p{L}*", "tviathuga\\p{L}*"],
  ...["periksa", "semak", "suriin", "suriin\\p{L}*", "controleer", "kontrollera", "tjek", "sjekk", "tarkista", "kontrol\\s+et"],
];
const checkUnspaced = ["ตรวจ", "जांच", "जाँच", "جانچ", "检查", "核对", "確認", "확인"];
const checks = new RegExp(String.raw`${latin(check)}|${words(checkUnspaced)}`, "u");
/** A named document: a report, a statement, a budget, an invoice … (document-topic.ts names more kinds for questions). */
const namedDocument =
  /(?<![\p{L}])(?:report|statement|budget|invoice|accounts|spreadsheet|bericht|rapport|informe|relatorio|rapporto|raport\p{L}*|отчет\p{L}*|извештај\p{L}*|izvje\p{L}*|izvestaj\p{L}*|sprav\p{L}*|porocil\p{L}*|ataskait\p{L}*|parskat\p{L}*|txosten\p{L}*|jelentes\p{L}*|aruan\p{L}*|skyrsl\p{L}*|laporan|ulat|report)(?![\p{L}])|รายงาน|रिपोर्ट|رپورٹ/u;

/**
 * Whether the folded text asks to check a named document's contents, says nothing the lexicon knows but "tell" (the
 * result: Hindi बताओ, Thai บอก), nor "you".
 */
export function checksADocument(folded: string, raw = ""): boolean {
  return (
    checks.test(folded) &&
    namedDocument.test(folded) &&
    conceptsIn(folded).every((concept) => concept === "reveal") &&
    !addressesTheAssistantIn(folded, raw)
  );
}
