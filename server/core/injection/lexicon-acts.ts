/**
 * Four more ideas for the lexicon (lexicon.ts), the *acts* held-out set 4 showed the other ideas
 * miss outside English: refusing forbidden ("no 'I can't'", "odmowa nie wchodzi w grę"), an answer
 * invented and passed off as the documents' ("from your imagination", "erfinde"), a claim wanted
 * whatever the document says ("no matter what", "oavsett", "independentemente"), and the words an
 * answer must open with ("start your answer with", "empieza tu respuesta"). Each is one feature
 * whatever the language, and each pair with another idea one more, so what the model learns from
 * the languages it has rows in carries to the ones it has few.
 *
 * Common dictionary words and stems, in the folded form matching runs on (normalise.ts: lower case,
 * accents removed, æ → ae, ı → i, hamza seats dropped in Arabic). Features with learned weights, not
 * rules: "Start your answer with the total" and "Can the landlord refuse the deposit?" are harmless,
 * and the training rows teach that (scripts/security/act-families.ts).
 */
export type ActConcept = "refuse" | "invent" | "regardless" | "opening";

export const actWords: Record<ActConcept, string[]> = {
  refuse: [
    ...["refus", "declin", "say no#", "ablehn", "verweiger", "nein sagen"],
    ...["dire non", "rechaz", "negarte", "decir que no", "rifiut", "dire di no"],
    ...["recus", "dizer que nao", "weiger", "nee zeggen", "vagra", "neka"],
    ...["saga nej", "naegt", "afvis", "sige nej", "nekt", "avvis", "si nei", "odmow", "odmawia"],
    ...["odmit", "rict ne", "отказ", "відмов", "reddet", "hayir de"],
    ...["ترفض", "الرفض", "رفض", "मना कर", "मना मत", "इनकार", "断って", "断る", "断ら", "拒否", "거절", "거부"],
    ...["拒绝", "tu choi", "menolak", "tolak", "αρνη", "refuz"],
    ...["ปฏิเสธ", "tumanggi", "অস্বীকার", "প্রত্যাখ্যান", "kieltay", "megtagad", "לסרב", "امتناع"],
  ],
  invent: [
    ...[
      "make up#",
      "make something up",
      "invent#",
      "invente#",
      "inventa#",
      "inventez",
      "fabricat",
      "imagination",
      "pretend it",
      "claim it",
      "erfind",
    ],
    ...["ausdenk", "denk dir", "fantasie", "behaupte", "imaginacion", "finge", "immaginazione", "fingi", "imaginacao", "verzin"],
    ...["doe alsof", "hitta pa", "fantasi", "find pa", "digt", "dikt opp", "finn pa", "wymysl", "zmysl", "wyobrazn", "vymysl"],
    ...["smysli", "fantazi", "придума", "выдума", "сочини", "выдаи за", "воображени", "вигада", "уяв", "uydur", "hayal"],
    ...["اختلق", "من خيالك", "خيال", "गढ़ लो", "गढ़ो", "मनगढ़ंत", "कल्पना", "でっち上げ", "作り上げ", "想像", "捏造", "지어내", "꾸며"],
    ...["상상", "编造", "编一", "想象", "虚构", "bia ra", "tuong tuong", "karang", "mengarang", "imajinasi", "επινοη", "φαντασ"],
    ...["inventeaza", "imaginati", "keksi", "mielikuvitu", "talalj ki", "kepzelet", "המצא", "דמיון", "جعل کن", "خیال"],
  ],
  regardless: [
    ...["no matter what", "regardless", "whatever the", "whatever it says", "irrespective", "egal was", "unabhangig davon"],
    ...["ganz gleich", "was auch immer", "peu importe", "quoi que dise", "quoi qu'il", "independamment", "diga lo que diga"],
    ...["no importa lo que", "independientemente", "sin importar", "qualunque cosa", "indipendentemente", "non importa cosa"],
    ...["a prescindere", "independentemente", "nao importa o que", "seja o que for", "wat er ook", "ongeacht", "maakt niet uit wat"],
    ...["oavsett", "uanset", "ligegyldigt hvad", "uansett", "samme hva", "bez wzgledu", "niezaleznie", "cokolwiek", "bez ohledu"],
    ...["nezalezi na tom", "неважно", "независимо", "что бы ни", "вне зависимости", "неважливо", "незалежно", "що б не"],
    ...["ne derse desin", "ne olursa olsun", "ne yazarsa", "fark etmez", "مهما", "بغض النظر", "चाहे जो", "चाहे कुछ भी"],
    ...["परवाह किए बिना", "何が書いてあっても", "関係なく", "かかわらず", "상관없이", "관계없이", "든 간에", "不管", "无论", "不论"],
    ...["bat ke", "du noi gi", "khong quan trong", "apa pun isi", "terlepas dari", "tidak peduli", "ο,τι κι αν", "οτι κι αν"],
    ...["ανεξαρτητα", "indiferent", "oricum ar", "riippumatta", "fuggetlenul", "akarmit", "לא משנה מה", "בלי קשר"],
  ],
  opening: [
    ...["start your answer", "begin your answer", "start your reply", "begin your reply", "start your response", "begin your response"],
    ...["open your reply", "open your answer", "with the words", "with the exact words", "beginne deine antwort", "fang deine antwort"],
    ...["starte deine antwort", "mit den worten", "commence ta reponse", "commencez votre reponse", "par les mots", "debute ta reponse"],
    ...["empieza tu respuesta", "comienza tu respuesta", "con las palabras", "inicia tu respuesta", "inizia la tua risposta"],
    ...["inizia la risposta", "comincia la risposta", "con le parole", "comeca a tua resposta", "comece sua resposta", "comeca a resposta"],
    ...["com as palavras", "begin je antwoord", "begin uw antwoord", "start je antwoord", "met de woorden", "borja ditt svar"],
    ...["inled ditt svar", "borja svaret", "inled svaret", "med orden", "start dit svar", "begynd dit svar", "indled dit svar"],
    ...["start svaret", "begynn svaret", "innled svaret", "med ordene", "zacznij odpowiedz", "zacznij swoja odpowiedz"],
    ...["rozpocznij odpowiedz", "od slow", "zacni odpoved", "zacni svou odpoved", "slovy", "начни ответ", "начни свои ответ"],
    ...["со слов", "почни відповідь", "почни свою відповідь", "зі слів", "cevabina", "yanitina", "sozleriyle basla", "ابدا ردك"],
    ...["ابدا اجابتك", "ابدا جوابك", "بالكلمات", "जवाब की शुरुआत", "जवाब शुरू कर", "शब्दों से शुरू", "から始め", "で始め", "書き始め"],
    ...["라는 말로 시작", "으로 시작해", "로 시작해", "开头", "开始你的回答", "bat dau cau tra loi", "mo dau cau tra loi"],
    ...["awali jawaban", "mulai jawaban", "mulailah jawaban", "ξεκινα την απαντηση", "incepe raspunsul", "incepe-ti raspunsul"],
  ],
};
