/**
 * Whether a text speaks of the reading AI's own task: an answer or a reply, a summary, or being asked (issue 17). An
 * order planted for the AI that reads a file is about what it will write ("when you summarise this report, say …", "if
 * anyone asks you about this invoice, tell them …", "end your answer with …", "do not answer the question"); a note
 * people hide for people is about the file's own matter (a source, a price, who to call, a deadline), even when it
 * holds a link or a number. hidden-cargo.ts reads a hidden text's payload only beside such a word.
 *
 * Common dictionary words for the three acts in the languages of the world's larger speech communities and of
 * Europe, Africa and Asia (not phrases from any set): Latin, Cyrillic and Greek stems start a word (folded, accents
 * removed, so "répon" is written "repon"); other scripts are found anywhere. "Question" alone is no entry: people
 * write "questions to accounts, ext. 4417" in their notes; being asked about the file is.
 */
import { normalise } from "./normalise";

const answer = [
  // Germanic, Romance, Celtic, Baltic, Finnic, Hungarian, Albanian, Basque
  ...["answer", "reply", "replies", "respond", "response", "antwort", "beantwort", "antwoord", "beantwoord", "antwert"],
  ...["svar", "besvar", "vastaa", "vastau", "vastat", "vastus", "vasta#", "vastake", "vastid", "valasz", "repon", "reponn", "respon"],
  ...["respuest", "resposta", "respost", "rispo", "rispond", "rispuind", "rispuest", "arrispunn", "raspun", "erantzun"],
  ...["ateb", "freagair", "freagra", "atsakym", "atsaky", "atbild", "pergjigj", "jawab", "jawap", "menjawab", "sagot", "tubag"],
  // Slavic
  ...["odpowi", "odpowiad", "odpoved", "odpovid", "odgovor", "odgovar", "ответ", "отвеча", "відповід", "отговор", "отговар"],
  ...["одговор", "одговар", "адказ", "посух"],
  // Turkic, Iranian, Caucasus, Mongolic
  ...["cevap", "yanit", "yanıt", "cavab", "javob", "jogap", "жауап", "жооп", "яуап", "җавап", "ҷавоб", "хариу", "хариул"],
  ...["პასუხ", "պատասխան", "απαντ", "απαντησ"],
  // Semitic, Iranian and Indic scripts
  ...["תשוב", "לענות", "תענה", "جواب", "إجابة", "اجابة", "أجب", "اجب", "پاسخ", "ځواب"],
  ...["उत्तर", "जवाब", "जबाफ", "উত্তর", "ਜਵਾਬ", "ਉੱਤਰ", "જવાબ", "ઉત્તર", "பதில்", "సమాధాన", "జవాబు", "ಉತ್ತರ"],
  ...["ഉത്തര", "മറുപടി", "පිළිතුර"],
  // South-East and East Asian
  ...["ตอบ", "ຕອບ", "ឆ្លើយ", "ဖြေ", "回答", "答复", "答覆", "回复", "回覆", "答え", "答えて", "返答", "返信", "답변", "대답", "답하"],
  ...["tra loi"],
  // African, Pacific, Andean
  ...["jibu", "jibi", "amsa", "dahun", "idahun", "zaghachi", "aziza", "መልስ", "valiny", "mamaly"],
  ...["whakautu", "kutichi", "bersiv", "jawaab", "risposta", "tali#"],
];

const summary = [
  ...["summar", "zusammenfass", "samenvat", "sammanfatt", "sammenfat", "oppsummer", "opsummer", "samantekt", "samandrag"],
  ...["tiivist", "kokkuvot", "osszefoglal", "resum", "riassum", "sintetiz", "rezum", "podsumow", "streszcz", "shrn", "zhrn"],
  ...["povzem", "povzet", "sazet", "rezim", "apibendr", "santrauk", "apkopo", "kopsavilk", "permbledh", "laburb", "laburpen"],
  ...["crynod", "crynhoi", "achoimre", "achomair", "opsom", "zesumme", "tosamenfat", "breviter"],
  ...["кратко", "резюм", "подыт", "обобщ", "підсум", "сумир", "резим", "қорыт", "кыскача", "жыйынт", "хураангуй", "хулоса"],
  ...["ozet", "özet", "xulase", "xulosa", "συνοψ", "περιλη", "შეაჯამ", "შეჯამ", "ամփոփ"],
  ...["סכם", "סיכום", "לסכם", "لخص", "ملخص", "تلخيص", "خلاصه", "خلاصہ", "لنډیز"],
  ...["सारांश", "संक्षेप", "সারাংশ", "সংক্ষেপ", "ਸਾਰਾਂਸ਼", "ਦਾ ਸਾਰ", "સારાંશ", "சுருக்க", "సంక్షిప్త", "సారాంశ", "ಸಾರಾಂಶ", "സംഗ്രഹ"],
  ...["සාරාංශ", "සංක්ෂිප්ත", "สรุป", "ສະຫຼຸບ", "ສະຫລຸບ", "សង្ខេប", "အကျဉ်းချုပ်", "总结", "總結", "摘要", "概括", "要約", "まとめ"],
  ...["요약", "tom tat", "rangkum", "merangkum", "ringkas", "meringkas", "rumus", "buod", "sumaryo", "fupisha", "muhtasari"],
  ...["taƙaita", "akopo", "nchikota", "ጠቃል", "mintina", "whakarapopoto", "pisiyachi", "kurt dik", "kurte", "geàrr-chunntas", "ҷамъбаст"],
];

/**
 * Bantu languages put their subject and tense prefixes before the verb ("uphendula", you answer; "ukufinyeza", to
 * summarise): these stems are found inside a word.
 */
const insideWords = ["phendul", "phendulo", "finyez", "jibu"];

/** Being asked: "if anyone asks you about this", "when asked", in the languages a stem of the verb is unambiguous in. */
const asked = [
  ...["asked", "asks you", "anyone asks", "someone asks", "gefragt", "fragt dich", "fragt jemand", "freet", "fragar", "spor deg"],
  ...[
    "tapus",
    "tapuy",
    "tapuku",
    "sporger",
    "kysyy",
    "kysytaan",
    "te pregunt",
    "le pregunt",
    "si alguien pregunt",
    "ti chied",
    "te pergunt",
    "vraagt",
  ],
  ...["zapyta", "zepta", "opyta", "спросит", "спросят", "спрашива", "попита", "запита", "sorarsa", "sorulursa"],
  ...["質問され", "聞かれ", "尋ねられ", "问到", "問到", "被问", "물으면", "묻는다면"],
];

const fold = (entry: string) => normalise(entry).folded;
const unspacedScripts = /[^\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\s]/u;
const escape = (entry: string) => entry.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A stem ending in "#" is a whole word ("tali", Samoan for answer, is also a syllable of other languages' words). */
const pattern = (entries: string[]) => {
  const folded = [...new Set(entries.map((entry) => (entry.endsWith("#") ? `${fold(entry.slice(0, -1))}#` : fold(entry))))];
  const word = (entry: string) => (entry.endsWith("#") ? `${escape(entry.slice(0, -1))}(?![\\p{L}\\p{M}])` : escape(entry));
  const unspaced = (entry: string) => unspacedScripts.test(entry.replace(/#$/u, ""));
  const starts = folded.filter((entry) => !unspaced(entry)).map(word);
  const anywhere = [...folded.filter(unspaced), ...insideWords.map(fold)].map(escape);
  return new RegExp(String.raw`(?<![\p{L}\p{M}])(?:${starts.join("|")})|${anywhere.join("|")}`, "u");
};
const readersTask = pattern([...answer, ...summary, ...asked]);

/** Whether folded text (normalise.ts `folded`) names an answer, a reply, a summary or being asked. */
export const namesTheReadersTask = (folded: string) => readersTask.test(folded);

/** Whether a text names an answer, a reply, a summary or being asked, in any language of the lists above. */
export function speaksOfTheReadersTask(text: string): boolean {
  return namesTheReadersTask(normalise(text).folded);
}
