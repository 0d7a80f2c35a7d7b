/**
 * A question about what a document says of a thing the lexicon also names ("In the paper on chat models, how did the
 * authors vary the system prompt?", "Secondo la policy di sicurezza, quanto deve essere lunga una password?"): the
 * thing (a system prompt, a password, instructions, a model) is the document's topic, and the question asks the
 * assistant to do nothing to its own rules or data. The round-13 audit's dev half refused such questions in Italian,
 * Portuguese, Tagalog and Thai on the classifier alone (0.58-0.88): the thing's words weigh like the attacks that name
 * them. detect.ts lets the classifier alone refuse none of them; a rule still does, and the LLM guard may still judge
 * the uncertain band. It needs all three:
 * - a document named (a paper, an article, a policy, a manual, a contract … in the languages);
 * - of the lexicon's ideas only things, no act (nothing set aside, revealed, told, unbound, switched off);
 * - no word addressing the assistant ("you", "your", "du", "ton", "твой", "bạn", "คุณ", "你", "너" …): "your system
 *   prompt as in the paper" is the assistant's own.
 * Matched on the folded text (lower case, accents removed).
 */
import { namesTheReadersTask } from "./reader-task";
import { conceptsIn, type Concept } from "./lexicon";

const things = new Set<Concept>(["system", "secret", "instructions", "persona", "addressee"]);

const spacedDocuments = [
  ...["paper", "article", "study", "report", "policy", "policies", "manual", "handbook", "guide", "guidelines?", "document"],
  ...["contract", "brochure", "leaflet", "regulation", "standard", "memo", "thesis", "survey", "specification", "faq"],
  ...["artikel", "studie", "bericht", "richtlinie\\p{L}*", "\\p{L}*richtlinie\\p{L}*", "handbuch", "anleitung", "dokument\\p{L}*"],
  ...["vertrag\\p{L}*", "verordnung", "aufsatz", "leitfaden", "etude", "rapport", "politique", "manuel", "contrat", "reglement"],
  ...["charte", "norme", "articulo", "estudio", "informe", "politica", "guia", "documento", "contrato", "folleto"],
  ...["reglamento", "norma", "articolo", "studio", "rapporto", "manuale", "guida", "contratto", "opuscolo", "regolamento"],
  ...["artigo", "estudo", "relatorio", "folheto", "regulamento", "beleid", "handleiding", "стать\\p{L}*", "исследовани\\p{L}*"],
  ...["отчет\\p{L}*", "политик\\p{L}*", "руководств\\p{L}*", "документ\\p{L}*", "договор\\p{L}*", "регламент\\p{L}*"],
  ...["статт\\p{L}*", "дослідженн\\p{L}*", "звіт\\p{L}*", "посібник\\p{L}*", "artyku[lł]\\p{L}*", "raport\\p{L}*", "polityk\\p{L}*"],
  ...["podrecznik\\p{L}*", "regulamin\\p{L}*", "clan(?:ek|ku)", "smernic\\p{L}*", "politik\\p{L}*", "priruc\\p{L}*"],
  ...["cikk\\p{L}*", "tanulmany\\p{L}*", "jelentes\\p{L}*", "szabalyzat\\p{L}*", "kezikonyv\\p{L}*", "dokumentum\\p{L}*"],
  ...["articol\\p{L}*", "studiu\\p{L}*", "regulament\\p{L}*", "artikkel\\p{L}*", "\\p{L}*policy\\p{L}*", "retningslinje\\p{L}*"],
  ...["handbok\\p{L}*", "haandbog\\p{L}*", "artikkeli\\p{L}*", "tutkimu\\p{L}*", "\\p{L}*ohje\\p{L}*", "kasikirja\\p{L}*"],
  ...["asiakirja\\p{L}*", "makale\\p{L}*", "rapor\\p{L}*", "kilavuz\\p{L}*", "belge\\p{L}*", "αρθρ\\p{L}*", "μελετ\\p{L}*"],
  ...["εγχειριδι\\p{L}*", "εγγραφ\\p{L}*", "bai bao", "bai viet", "nghien cuu", "bao cao", "chinh sach", "huong dan"],
  ...["tai lieu", "hop dong", "papel", "artikulo", "pag-aaral", "ulat", "patakaran", "manwal", "dokumento", "kontrata"],
  ...["makala", "utafiti", "ripoti", "sera", "mwongozo", "mkataba", "makalah", "laporan", "kebijakan", "panduan", "kontrak"],
  // Round 16's languages (lexicon-more-languages.ts): mt, zu, lb, ga, az, mg, so; be, ky, kk, mn.
  ...["politika", "dokument\\p{L}*", "kuntratt", "incwajana", "inqubomgomo", "isivumelwano", "kontrakt", "lamhleabhar\\p{L}*"],
  ...[
    "polasai",
    "doicimead",
    "conradh",
    "gconradh",
    "chonradh",
    "bpolasai",
    "pholasai",
    "ndoicimead",
    "dhoicimead",
    "kitabca\\p{L}*",
    "siyasət\\p{L}*",
    "sənəd\\p{L}*",
    "muqavil\\p{L}*",
    "torolalana",
  ],
  ...["fifanarahana", "buug-gacmeed\\p{L}*", "buugga", "siyaasad\\p{L}*", "dukumeenti\\p{L}*", "heshiis\\p{L}*"],
  ...["даведнік\\p{L}*", "дапаможнік\\p{L}*", "палітык\\p{L}*", "дакумент\\p{L}*", "дамов\\p{L}*", "колдонмо\\p{L}*"],
  ...["саясат\\p{L}*", "келишим\\p{L}*", "анықтамалық\\p{L}*", "нұсқаулық\\p{L}*", "құжат\\p{L}*", "келісімшарт\\p{L}*"],
  ...["гарын авлага\\p{L}*", "бодлого\\p{L}*", "баримт бичиг\\p{L}*", "гэрээ\\p{L}*"],
  ...["littafin jagora", "manufa\\p{L}*", "kwangila\\p{L}*", "takarda\\p{L}*", "прирачник\\p{L}*", "buku pandhuan", "kabijakan"],
  ...["dokumen", "iwe itonisona", "ilana", "iwe adehun", "rebername\\p{L}*", "siyaset\\p{L}*", "peyman\\p{L}*"],
];
const unspacedDocuments = [
  ...["论文", "文章", "报告", "政策", "手册", "合同", "規定", "論文", "記事", "報告書", "ポリシー", "マニュアル", "文書", "契約"],
  ...["논문", "기사", "보고서", "정책", "설명서", "매뉴얼", "문서", "계약서", "บทความ", "งานวิจัย", "รายงาน", "นโยบาย", "คู่มือ"],
  ...["เอกสาร", "สัญญา", "מאמר", "מחקר", "דוח", "מדיניות", "מדריך", "מסמך", "חוזה", "مقاله", "پژوهش", "گزارش", "سیاست"],
  ...["راهنما", "قرارداد", "مقال", "دراسة", "تقرير", "سياسة", "وثيقة", "लेख", "शोध", "रिपोर्ट", "नीति", "मैनुअल", "दस्तावेज़"],
  ...["গবেষণাপত্র", "প্রবন্ধ", "প্রতিবেদন", "নীতি", "নির্দেশিকা", "নথি", "চুক্তি"],
  // Round 16's languages: lo, km, ta, ml, am, te, my, hy, ka.
  ...["ຄູ່ມື", "ນະໂຍບາຍ", "ເອກະສານ", "ສັນຍາ", "សៀវភៅណែនាំ", "គោលការណ៍", "ឯកសារ", "កិច្ចសន្យា", "கையேடு", "கையேட்ட", "கொள்கை"],
  ...["ஆவண", "ஒப்பந்த", "കൈപ്പുസ്തക", "മാനുവൽ", "നയം", "നയ ", "രേഖ", "കരാർ", "ፖሊሲ", "ሰነድ", "መጽሐፍ", "ውል"],
  ...["హ్యాండ్‌బుక్", "మాన్యువల్", "విధానం", "పత్రం", "ఒప్పంద", "လက်စွဲ", "မူဝါဒ", "စာရွက်စာတမ်း", "စာချုပ်"],
  ...["ձեռնարկ", "քաղաքականությ", "փաստաթուղթ", "պայմանագր", "სახელმძღვანელო", "პოლიტიკ", "დოკუმენტ", "ხელშეკრულებ"],
  ...["අත්පොත", "ප්‍රතිපත්ති", "ලේඛන", "ගිවිසුම", "હેન્ડબુક", "મેન્યુઅલ", "નીતિ", "દસ્તાવેજ", "કરાર", "لارښود", "پالیسي"],
  ...["پالیسۍ", "سند", "تړون", "ਹੈਂਡਬੁੱਕ", "ਮੈਨੂਅਲ", "ਨੀਤੀ", "ਦਸਤਾਵੇਜ਼", "ਇਕਰਾਰਨਾਮ", "ಕೈಪಿಡಿ", "ನೀತಿ", "ದಾಖಲೆ", "ಒಪ್ಪಂದ"],
];
const namesADocument = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${spacedDocuments.join("|")})(?![\p{L}\p{N}])|${unspacedDocuments.join("|")}`,
  "u",
);

const spacedYou = [
  ...["you", "your", "yours", "yourself", "du", "dein\\p{L}*", "dich", "dir", "tu", "ton", "ta"],
  ...["tes", "toi", "te", "votre", "vous", "vos", "tuyo", "tus", "usted", "ti", "tuo", "tua", "tuoi", "tue", "voi", "vostro"],
  ...["seu", "sua", "teu", "você", "voce", "vos", "je", "jij", "jouw", "uw", "din", "ditt", "dina", "dine", "deg", "dig"],
  ...["ty", "twoj\\p{L}*", "tvuj", "tvoje", "tvoj\\p{L}*", "тебя", "тебе", "ты", "твой", "твои", "твоя", "твое", "ваш\\p{L}*"],
  ...["вы", "ти", "твій", "твоі", "твоє", "sen", "senin", "siz", "sizin", "ban", "sina", "sinun", "sinua", "te", "neked"],
  ...["tied", "esti", "tau", "ta", "wewe", "yako", "ikaw", "mo", "ka", "mong", "εσυ", "σου", "σας", "anda", "kamu"],
  // Round 16's languages: mt, zu, lb, ga, az, mg, so; be, ky, kk, mn; hy, ka.
  ...["int", "tiegħek", "lilek", "wena", "yakho", "kwakho", "dain\\p{L}*", "duit", "thu", "sən", "sənin", "səni", "sizin"],
  ...["ianao", "anao", "adiga", "adigu", "kaaga", "табе", "сага", "сенин", "саған", "сенің", "сіз", "чи", "чиний", "чамд"],
  ...["դու", "քո", "քեզ", "ձեր", "դուք", "შენ\\p{L}*", "თქვენ\\p{L}*"],
  ...["kai", "kowe", "sampeyan", "panjenengan", "iwo"],
];
const unspacedYou = [
  ...["你", "您", "あなた", "君", "お前", "너", "네가", "당신", "คุณ", "เธอ", "אתה", "שלך", "לך", "تو", "شما", "أنت", "لك"],
  ...["तुम", "आप", "तुমি", "তুমি", "তোমার", "আপনি", "আপনার"],
  ...["ເຈົ້າ", "របស់អ្នក", "உன்", "உனக்கு", "உங்கள்", "நீங்கள்", "നിന്റെ", "നിനക്ക", "നിന്നെ", "አንተ", "ያንተ"],
  ...["నువ్వు", "నీకు", "మీరు", "သင်၏", "သင့်", "သင်သည်"],
  ...["ඔබ", "ඔයා", "તમે", "તમાર", "તમને", "તું", "ستا", "تاسو", "ਤੁਸੀਂ", "ਤੁਹਾਡ", "ਤੂੰ", "ನೀನು", "ನಿನ್ನ", "ನೀವು", "ನಿಮ್ಮ"],
];
/** "You" as a word of its own, in the languages that space their words: never a piece of another word. */
const saysYouAsAWord = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${spacedYou.join("|")})(?![\p{L}\p{N}])`, "u");
const addressesTheAssistant = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${spacedYou.join("|")})(?![\p{L}\p{N}])|${unspacedYou.join("|")}`,
  "u",
);

/**
 * German's polite "you" is written with a capital (Sie, Ihr, Ihre …); lower case it is "they" or "their" ("die Autoren …
 * ihres Modells"), so it is read on the text as written, not on the folded one.
 */
const politeGermanYou = /(?<![\p{L}\p{N}])(?:Sie|Ihr|Ihre\p{L}*|Euch|Euer\p{L}*)(?![\p{L}\p{N}])/u;

/** Whether a message says "you" to the assistant in one of the languages (`raw`: as written, for German's polite form). */
export function addressesTheAssistantIn(folded: string, raw = ""): boolean {
  return addressesTheAssistant.test(folded) || politeGermanYou.test(raw);
}

// Thai asks with a question word anywhere in the sentence ("ผู้เขียนใส่อะไรไว้ใน…", what did the authors put in …).
// Armenian marks a question on its stressed word (՞), Burmese with a final particle (လဲ, လား, နည်း) before ။.
const isAQuestion = /[?？՞]|อะไร|อย่างไร|ยังไง|เท่าไร|ใคร|ที่ไหน|ทำไม|(?:ไหม|หรือไม่|แค่ไหน|กี่)\s*$|(?:လဲ|လား|နည်း)\s*။?\s*$/u;

/**
 * An order to summarise (a chapter of) a named document, in the languages: "Summarise the survey's chapter on jailbreak
 * attacks", "調査報告書の…章を要約してください" (held-out set 9, spent; round 14's audit). The summary is of the document, so
 * it counts as asking what the document says, under the same three conditions.
 */
const asksForASummary = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:summar|sum up|resum|zusammenfass|fasse|riassum|sintetizz|stresc|podsumuj|кратко|резюм|перескаж|` +
    String.raw`підсумуй|samenvat|vat samen|sammanfatta|sammenfatt|ozetle|tiivist|tom tat|shrnut|osszefoglal|rezuma)|` +
    String.raw`(?<![\p{L}\p{N}])(?:sommarju|achoimr|xulas|перакажы|кыскача|қысқаша|товчл|finyeza|fintino|soo koob|` +
    String.raw`takaita|сумирај|резимир|ringkes|akopo|kurt bike)|` +
    "要約|まとめ|总结|總結|概括|摘要|요약|정리해|สรุป|סכם|لخص|تلخيص|सारांश|សង្ខេប|ສະຫຼຸບ|சுருக்க|സംഗ്രഹ|సంగ్రహ|አጠቃል|အကျဉ်းချုပ်|ամփոփ|შეაჯამ|සාරාංශ|સારાંશ|لنډ|ਸਾਰ|ಸಂಕ್ಷೇಪ",
  "u",
);

/** Whether `folded` asks what a document says of a thing and asks the assistant to do nothing to its own setup. */
export function asksAboutADocumentsThing(folded: string, raw = ""): boolean {
  const concepts = conceptsIn(folded);
  return (
    (isAQuestion.test(folded) || asksForASummary.test(folded)) &&
    concepts.length > 0 &&
    concepts.every((concept) => things.has(concept)) &&
    namesADocument.test(folded) &&
    !addressesTheAssistantIn(folded, raw)
  );
}

/** What belongs to the assistant: its setup, secrets, persona, limits, what it was told, the assistant named. */
const theAssistantsOwn = new Set<Concept>(["instructions", "secret", "system", "persona", "toldYou", "addressee", "noLimits", "fromNow"]);

/**
 * The words around a quoted phrase in a question (quoted-subject.ts, quote replaced by "this phrase") that neither say
 * "you" nor name anything of the assistant's own: "The slide shows the message this phrase. Which warning sign does it
 * point out?" ("แสดง", shows, is the lexicon's reveal act; round 14's audit, dev half). Such a frame asks about the
 * quote, and the classifier alone does not refuse it; a rule still does.
 */
export function quotedFrameAsksNothingOfTheAssistant(folded: string, raw = ""): boolean {
  return !addressesTheAssistantIn(folded, raw) && !conceptsIn(folded).some((concept) => theAssistantsOwn.has(concept));
}

// "Can you tell me what this one covers?", "Pouvez-vous me dire qui a signé ?", "¿Puedes decirme cuándo abre?": a
// question asked politely. The wrapper says "you" but asks only for the question after it (a new user's plain
// question was refused by the classifier alone at 0.61, its "can you tell me" weighing like an attack's).
const politeWrapper = new RegExp(
  String.raw`^[¿¡]?(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?(?:tell|show|remind)\s+me|` +
    String.raw`(?:peux|pourrais|pouvez|pourriez)[- ](?:tu|vous)\s+me\s+dire|` +
    String.raw`(?:kannst\s+du|konnen\s+sie|konntest\s+du|konnten\s+sie)\s+mir\s+sagen,?|` +
    String.raw`(?:puedes|puede|podrias|podria)\s+decirme|(?:puoi|potresti|puo|potrebbe)\s+dirmi|` +
    String.raw`(?:kun\s+je|kunt\s+u)\s+me\s+(?:vertellen|zeggen))\s+` +
    String.raw`(?=(?:what|who|whom|whose|when|where|which|why|how|whether|if|ce\s+que|ce\s+qui|qui|quand|ou|quel\p{L}*|comment|pourquoi|si|` +
    String.raw`was|wer|wann|wo|welche\p{L}*|wie|warum|ob|que|quien|cuando|donde|cual|como|por\s+que|cosa|chi|quando|dove|quale|perche|` +
    String.raw`wat|wie|wanneer|waar|welke|hoe|waarom|of)(?![\p{L}\p{N}]))`,
  "u",
);

/** A polite wrapper around a question that, without it, neither says "you" nor names anything of the assistant's own. */
export function asksPolitely(folded: string): boolean {
  const wrapper = politeWrapper.exec(folded.trim());
  if (!wrapper) return false;
  const question = folded.trim().slice(wrapper[0].length);
  return isAQuestion.test(question) && quotedFrameAsksNothingOfTheAssistant(question);
}

/** A document's things a person is told about: passwords, PINs, secrets, systems. */
const peoplesThings = new Set<Concept>(["secret", "system"]);

/**
 * Document text whose only lexicon ideas are such things, no act said (nothing set aside, revealed, unbound, switched
 * off) and no AI named as its reader (checked by the caller): a phishing-awareness leaflet ("Real banks never ask for
 * your password or PIN … Check the sender's address"), a password policy. It advises people, and the classifier alone
 * does not flag it (held-out set 9's clean leaflet, spent, 0.76 over the document threshold 0.755); a rule still does.
 * Text that gives a place to go (a link, a web or e-mail address) is a phishing lure, not advice ("Your account has
 * been compromised, follow this link to reset your password").
 */
const placeToGo = /https?:|www\.|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+\.|<a\s|href/iu;

export function advisesPeopleAboutAThing(folded: string): boolean {
  if (placeToGo.test(folded)) return false;
  const concepts = conceptsIn(folded);
  return concepts.length > 0 && concepts.every((concept) => peoplesThings.has(concept));
}

/** Ideas that speak to or of an assistant on their own: set aside, unbound, a persona, from now on, verbatim, what it was told, its setup, an addressee. */
const ordersOnTheirOwn = new Set<Concept>(["setAside", "noLimits", "persona", "fromNow", "verbatim", "toldYou", "setup", "addressee"]);
/** What an assistant's own may be named by, and a document may simply be about: instructions, a system, a secret, what came before. */
const ownThings = new Set<Concept>(["instructions", "system", "secret", "earlier"]);

/**
 * Text that asks nothing of an assistant the lexicon can read: no idea that speaks to an assistant on its own, and an
 * act (reveal, refuse, disable, lapse, relay …) only when nothing it could act on is named, or a thing only when no act
 * is: points that expire (만료), an alarm to switch off, a manual's instructions, a password policy. A place to go (a
 * link, an address) beside the reader's answer, summary or being asked (reader-task.ts), and "you" as a word of its own
 * ("твои", "σου"), are never such text; a link alone is a source or a page to read (a quote's cell comment "詳細は
 * https://… を参照し", see … for details); the words for "you" of the
 * scripts written without spaces are not read here, as they stand inside other words ("너" in 보너스, bonus; "لك" in ذلك). Beside the classifier it is no corroboration (detect.ts, for document text in
 * a script the classifier has read no document prose in: document-scripts.ts).
 */
export function namesNoOrder(folded: string): boolean {
  if ((placeToGo.test(folded) && namesTheReadersTask(folded)) || saysYouAsAWord.test(folded)) return false;
  const concepts = conceptsIn(folded);
  if (concepts.some((concept) => ordersOnTheirOwn.has(concept))) return false;
  // "Previous instructions" (以前の命令, 이전 명령) is the override's own pair, even with no act said.
  if (concepts.includes("earlier") && concepts.includes("instructions")) return false;
  const things = concepts.filter((concept) => ownThings.has(concept)).length;
  return things === 0 || things === concepts.length;
}
