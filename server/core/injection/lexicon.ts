/**
 * A small cross-language lexicon for the classifier (classifier.ts): words for the few ideas an
 * instruction aimed at the assistant is built from — set aside, the earlier text, the hidden
 * instructions, a secret, show it, no limits, play a role, the system — in the languages of the
 * security data. Each idea becomes one feature whatever the language, and so does each pair of
 * ideas found together, so what the model learns from English overrides ("ignore" + "previous" +
 * "instructions") carries over to Korean or Hindi ones it has few rows of.
 *
 * Entries are common dictionary words for each idea, not phrases from any attack. They are
 * features with learned weights, not rules: "instructions" alone ("the safety instructions in
 * chapter 4") is harmless, and the model learns which combinations are not. No npm package ships
 * such a list per language, so it is kept here.
 *
 * Matching runs on normalise.ts `folded` text (lower case, Latin accents removed): a Latin,
 * Cyrillic or Greek entry must start a word (stems such as "instruc" cover inflections); an entry
 * in another script is found anywhere, since Chinese, Japanese and Thai are written without spaces.
 */
export type Concept = "setAside" | "earlier" | "instructions" | "secret" | "reveal" | "noLimits" | "persona" | "system" | "fromNow";

const lexicon: Record<Concept, string[]> = {
  setAside: [
    "ignor", "disregard", "forget", "overlook", "override", "bypass",
    "oubli", "neglig", "vergiss", "vergessen", "missacht", "olvid", "descart", "desconsider", "dimentic", "esquec",
    "игнорир", "забуд", "забыть", "gormezden", "unut", "bo qua", "quen di", "abaikan", "lupakan", "kalimutan", "balewalain",
    "無視", "忘れ", "忽略", "忘记", "忘掉", "无视", "무시", "잊", "تجاهل", "انس", "अनदेख", "भूल", "ไม่สนใจ", "ไม่ต้องสนใจ", "ลืม", "উপেক্ষা", "ভুলে",
  ],
  earlier: [
    "previous", "prior", "above", "earlier", "preceding",
    "precedent", "ci-dessus", "anterieur", "vorherig", "obig", "bisherig", "zuvor", "anterior", "previa", "previo", "arriba",
    "sopra", "acima", "предыдущ", "выше", "прежн", "ранее", "onceki", "yukaridaki", "truoc do", "sebelumnya", "nakaraan",
    "以前", "上記", "これまで", "之前", "以上", "上面", "先前", "上述", "이전", "위의", "지금까지", "السابق", "أعلاه", "من قبل",
    "पिछल", "पहले", "ऊपर", "ก่อนหน้า", "ข้างต้น", "ข้างบน", "আগের", "পূর্ববর্তী",
  ],
  instructions: [
    "instruction", "directive", "guideline", "rules", "prompt", "orders",
    "consigne", "regles", "anweisung", "instruktion", "regeln", "richtlinie", "vorgabe", "befehl", "instrucc", "reglas", "directri",
    "indicacion", "istruzion", "regole", "direttiv", "instruc", "regras", "инструкц", "указани", "правил", "talimat", "kural",
    "chi dan", "huong dan", "quy tac", "instruksi", "aturan", "perintah", "tagubilin", "patakaran", "utos",
    "指示", "命令", "規則", "ルール", "プロンプト", "指令", "规则", "提示词", "지시", "지침", "규칙", "명령", "프롬프트",
    "تعليمات", "قواعد", "أوامر", "إرشادات", "निर्देश", "नियम", "आदेश", "คำสั่ง", "กฎ", "নির্দেশ", "নিয়ম",
  ],
  secret: [
    "password", "passcode", "secret", "confidential", "hidden",
    "mot de passe", "cache", "confidentiel", "passwort", "kennwort", "geheim", "versteckt", "vertraulich", "contrasena",
    "oculto", "oculta", "confidencial", "segret", "nascost", "riservat", "senha", "segredo", "пароль", "секрет", "скрыт",
    "конфиденц", "sifre", "gizli", "mat khau", "bi mat", "kata sandi", "rahasia", "tersembunyi", "lihim",
    "パスワード", "秘密", "隠", "機密", "密码", "机密", "隐藏", "密钥", "비밀", "숨겨", "숨긴", "기밀", "암호",
    "كلمة المرور", "كلمة السر", "سري", "مخفي", "पासवर्ड", "गुप्त", "छिप", "गोपनीय", "รหัสผ่าน", "ความลับ", "ซ่อน", "পাসওয়ার্ড", "গোপন",
  ],
  reveal: [
    "reveal", "print", "output", "display", "disclose", "repeat", "leak", "dump",
    "revel", "affiche", "divulgu", "repete", "verrat", "verrate", "ausgeben", "wiederhol", "revela", "imprim", "muestra",
    "repite", "rivela", "stampa", "mostra", "ripeti", "exib", "покажи", "выведи", "раскрой", "повтори", "goster", "yazdir",
    "tiet lo", "hien thi", "tampilkan", "ungkapkan", "ipakita",
    "表示", "出力", "教えて", "見せ", "显示", "打印", "输出", "透露", "告诉我", "보여", "출력", "공개", "알려",
    "اكشف", "اعرض", "اطبع", "أظهر", "أخبرني", "दिखा", "बताओ", "बताइए", "प्रकट", "แสดง", "เปิดเผย", "บอก", "দেখাও", "প্রকাশ",
  ],
  noLimits: [
    "restriction", "unrestricted", "unfiltered", "uncensored", "no limits", "without limits", "filters", "censor",
    "sans restriction", "sans limite", "filtre", "einschrank", "uneingeschrankt", "beschrank", "zensur", "sin restricci",
    "sin limite", "censura", "senza restrizion", "sem restric", "ограничен", "цензур", "kisitlama", "sinirsiz", "han che",
    "tanpa batas", "batasan", "制限", "制約", "限制", "约束", "审查", "제한", "제약", "검열", "قيود", "رقابة", "पाबंदी",
    "प्रतिबंध", "ข้อจำกัด", "সীমাবদ্ধতা",
  ],
  persona: [
    "pretend", "roleplay", "role-play", "act as", "you are now", "mode",
    "fais comme si", "fais semblant", "tu es maintenant", "tu so, als", "du bist jetzt", "modus", "finge", "actua como",
    "ahora eres", "modo", "fai finta", "finja", "притвор", "представь", "режим", "теперь ты", "gibi davran", "modu",
    "gia vo", "che do", "berpura-pura", "mode", "magkunwari",
    "ふり", "モード", "なりきっ", "假装", "扮演", "模式", "척", "모드", "تظاهر", "وضع", "नाटक", "मोड", "แกล้ง", "ทำเป็น", "โหมด", "ভান",
  ],
  system: [
    "system", "developer", "administrator", "admin", "operator", "configuration",
    "systeme", "developpeur", "administrateur", "entwickler", "betreiber", "konfiguration", "sistema", "desarrollador",
    "administrador", "operador", "sviluppatore", "desenvolvedor", "систем", "разработчик", "администратор", "оператор",
    "sistem", "gelistirici", "yonetici", "he thong", "nha phat trien", "pengembang",
    "システム", "開発者", "管理者", "系统", "开发者", "管理员", "运营者", "시스템", "개발자", "관리자", "운영자",
    "النظام", "المطور", "المسؤول", "مشغل", "सिस्टम", "डेवलपर", "एडमिन", "ऑपरेटर", "ระบบ", "นักพัฒนา", "ผู้ดูแล", "সিস্টেম", "ডেভেলপার",
  ],
  fromNow: [
    "from now on", "from this point", "henceforth", "desormais", "a partir de maintenant", "ab jetzt", "von nun an", "ab sofort",
    "a partir de ahora", "desde ahora", "da ora in poi", "a partir de agora", "с этого момента", "отныне", "bundan sonra",
    "tu bay gio", "mulai sekarang", "mula ngayon", "これから", "今から", "从现在起", "从现在开始", "지금부터", "이제부터",
    "من الآن", "अब से", "ตั้งแต่นี้", "এখন থেকে",
  ],
};

const latinLike = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\s'-]+$/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const patterns: [Concept, RegExp][] = (Object.entries(lexicon) as [Concept, string[]][]).map(([concept, words]) => {
  const spaced = words.filter((word) => latinLike.test(word)).map(escape);
  const unspaced = words.filter((word) => !latinLike.test(word)).map(escape);
  const parts = [spaced.length > 0 ? `(?<![\\p{L}\\p{N}])(?:${spaced.join("|")})` : "", unspaced.length > 0 ? `(?:${unspaced.join("|")})` : ""].filter(Boolean);
  return [concept, new RegExp(parts.join("|"), "u")];
});

/** The ideas of the lexicon found in `folded` text, in a fixed order. */
export function conceptsIn(folded: string): Concept[] {
  return patterns.filter(([, pattern]) => pattern.test(folded)).map(([concept]) => concept);
}
