/**
 * Four more ideas for the lexicon (lexicon.ts), the *acts* held-out set 4 showed the other ideas
 * miss outside English: refusing forbidden ("no 'I can't'", "odmowa nie wchodzi w grę"), an answer
 * invented and passed off as the documents' ("from your imagination", "erfinde"), a claim wanted
 * whatever the document says ("no matter what", "oavsett", "independentemente"), and the words an
 * answer must open with ("start your answer with", "empieza tu respuesta"). Each is one feature
 * whatever the language, and each pair with another idea one more, so what the model learns from
 * the languages it has rows in carries to the ones it has few.
 *
 * Four more from held-out set 5's misses (round 9): rules declared lapsed ("no longer valid", "sona erdi",
 * "przestały obowiązywać"), switching a safeguard off ("turn off", "wyłącz", "כבה"), keeping a change quiet ("don't
 * let on", "티 내지 마", "без ведома"), and whoever set the assistant up or what stood before the chat ("whoever
 * deployed you", "before this chat", "あなたを導入した"), the words a leak asked as an innocent question is made of;
 * and relaying (reply that, tell them, send them to: "réponds que … et renvoie les parents vers"), what a note to
 * the AI reader asks when it wants a claim or a link passed on.
 *
 * Common dictionary words and stems, in the folded form matching runs on (normalise.ts: lower case,
 * accents removed, æ → ae, ı → i, hamza seats dropped in Arabic). Features with learned weights, not
 * rules: "Start your answer with the total" and "Can the landlord refuse the deposit?" are harmless,
 * and the training rows teach that (scripts/security/act-families.ts).
 */
export type ActConcept = "refuse" | "invent" | "regardless" | "opening" | "lapsed" | "disable" | "conceal" | "setup" | "relay";

export const actWords: Record<ActConcept, string[]> = {
  refuse: [
    ...["refus", "declin", "say no#", "ablehn", "verweiger", "nein sagen"],
    ...["dire non", "rechaz", "negarte", "decir que no", "rifiut", "dire di no"],
    ...["recus", "dizer que nao", "weiger", "nee zeggen", "vagra", "neka"],
    ...["saga nej", "naegt", "afvis", "sige nej", "nekt", "avvis", "si nei", "odmow", "odmawia"],
    ...["odmit", "rict ne", "отказ", "відмов", "reddet", "hayir de"],
    ...["ترفض", "الرفض", "رفض", "मना कर", "मना मत", "इनकार", "断って", "断る", "断ら", "拒否", "거절", "거부"],
    ...["拒绝", "tu choi", "menolak", "tolak", "αρνη", "refuz"],
    ...["πεις οχι", "να αρνηθεις", "안 된다고", "거절하지"],
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
    // Round 13 (its audit's spent test half): Hebrew, Persian, Swahili, Tagalog, Finnish.
    ...["התחל את התשובה", "פתח את התשובה", "پاسخت را با", "anza jibu lako", "simulan mo ang sagot"],
    ...["aloita vastauksesi", "aloita vastaus"],
  ],
  lapsed: [
    ...["expired", "no longer valid", "no longer appl", "no longer in force", "stopped applying", "stopped being valid", "revoked"],
    ...["abgelaufen", "nicht mehr gultig", "ungultig", "ausser kraft", "aufgehoben", "plus valable", "plus en vigueur", "caduc"],
    ...["ont expire", "a expire", "abrog", "vencid", "caducad", "ya no son valid", "ya no valen", "dejaron de ser valid", "scadut"],
    ...["non sono piu valid", "non valgono piu", "revocat", "expirad", "ja nao sao valid", "deixaram de ser valid", "verlopen"],
    ...["niet meer geldig", "vervallen", "ingetrokken", "upphort", "galler inte langre", "slutade galla", "ugyldig"],
    ...["holdt op med at gaelde", "ikke lenger gyldig", "sluttet a gjelde", "wygasł", "wygasl", "przestały obowiaz", "przestaly obowiaz"],
    ...["niewazn", "uniewazn", "vyprsel", "prestala platit", "prestalo platit", "neplatn", "истек", "утратил", "больше не действ"],
    ...["перестали действ", "перестал действ", "недействител", "втратил", "більше не діють", "перестали діяти", "скасован"],
    ...["sona erdi", "suresi doldu", "gecersiz", "yururlukten", "artik gecerli degil", "gecerliligini yitir", "انتهت صلاحية"],
    ...["لم تعد سارية", "ملغاة", "الغيت", "समाप्त हो", "मान्य नहीं", "लागू नहीं", "期限切れ", "失効", "無効になり", "無効です"],
    ...["もう適用されない", "만료", "효력이 없", "더 이상 적용되지", "过期", "失效", "作废", "不再适用", "不再有效", "het hieu luc"],
    ...["khong con hieu luc", "kedaluwarsa", "tidak berlaku lagi", "sudah tidak berlaku", "εληξ", "επαψαν να ισχυουν"],
    ...["δεν ισχυουν", "au expirat", "nu mai sunt valabil", "פג תוקף", "פגו", "אינם בתוקף", "הפסיקו להיות בתוקף", "בוטלו"],
    ...["vanhentun", "ei enaa voimassa", "lejart", "mar nem ervenyes", "ervenytelen", "hatalyat vesztett", "منقضی", "دیگر معتبر نیست"],
    ...["hazitumiki", "haitumiki", "hazina nguvu tena", "כבר לא תקפ", "לא בתוקף יותר", "hindi na valid", "wala nang bisa"],
  ],
  disable: [
    ...["switch off", "turn off", "disable", "deactivat", "shut off", "abschalt", "ausschalt", "deaktivier", "desactiv", "disattiv"],
    ...["spegni", "deslig", "uitschakel", "zet uit", "stang av", "sla fra", "sla av", "wyłacz", "wylacz", "dezaktyw", "vypni"],
    ...["vypnout", "deaktiv", "отключ", "выключ", "вимкн", "відключ", "kapat", "devre disi", "اوقف", "عطل", "تعطيل", "बंद कर"],
    ...["निष्क्रिय", "無効に", "オフに", "切って", "끄고", "꺼 줘", "꺼줘", "비활성", "关闭", "禁用", "vo hieu hoa", "matikan"],
    ...["nonaktifkan", "απενεργοποι", "dezactiv", "opreste", "כבה", "לכבות", "השבת", "poista kaytosta", "kikapcsol", "خاموش کن"],
    ...["غیرفعال"],
  ],
  conceal: [
    ...["don't tell anyone", "do not tell anyone", "without telling", "without saying", "let on", "don't mention that you"],
    ...["do not mention that you", "never mention that you", "sag niemandem", "ohne zu sagen", "ohne es zu erwahnen", "heimlich"],
    ...["ne dis a personne", "sans le dire", "sans dire", "no le digas a nadie", "sin decir", "sin mencionar", "non dire a nessuno"],
    ...["senza dire", "di nascosto", "nao digas a ninguem", "nao diga a ninguem", "sem dizer", "vertel niemand", "zonder te zeggen"],
    ...["stiekem", "beratta inte for nagon", "utan att saga", "fortael ingen", "uden at sige", "ikke si til noen", "uten a si"],
    ...["nikomu nie mow", "nie mow nikomu", "po cichu", "nikomu nerikej", "никому не говори", "не говори никому", "незаметно"],
    ...["без ведома", "нікому не кажи", "потай", "kimseye soyleme", "belli etme", "fark ettirme", "gizlice", "sezdirme"],
    ...["لا تخبر احد", "دون ان تذكر", "किसी को मत बता", "किसी को न बता", "चुपके से", "誰にも言わな", "誰にも言わず", "黙って"],
    ...["こっそり", "티 내지", "티 나지", "아무에게도 말하지", "몰래", "不要告诉任何人", "别告诉任何人", "悄悄", "偷偷", "đung noi voi ai"],
    ...["khong noi voi ai", "jangan bilang siapa", "jangan beri tahu siapa", "diam-diam", "μην πεις σε κανεναν", "χωρις να πεις"],
    ...["nu spune nimanui", "fara sa spui", "pe ascuns", "אל תספר לאף אחד", "בלי לספר", "ala kerro kenellekaan", "ne szolj senkinek"],
    ...["به کسی نگو", "مخفیانه"],
  ],
  setup: [
    ...[
      "set you up",
      "deployed you",
      "configured you",
      "running you",
      "runs you",
      "operates you",
      "before this chat",
      "before this conversation",
    ],
    ...["before my first message", "before i typed", "before i wrote", "dich eingerichtet", "dich betreibt", "vor diesem chat"],
    ...["vor diesem gesprach", "t'a configure", "t'a deploye", "te fait tourner", "avant cette conversation", "te configuro"],
    ...["te puso en marcha", "te opera", "antes de esta conversacion", "antes de este chat", "ti ha configurato", "ti gestisce"],
    ...["prima di questa chat", "prima di questa conversazione", "te configurou", "antes desta conversa", "jou heeft ingesteld"],
    ...["jou draait", "voor dit gesprek", "konfigurerade dig", "driver dig", "innan den har chatten", "satte dig op", "inden denne chat"],
    ...["satte deg opp", "driver deg", "for denne chatten", "skonfigurowal", "uruchomil", "przed ta rozmowa", "te nastavil"],
    // Danish and Norwegian "før" keeps its ø when folded ("for denne chatten" above never matched); and what stood
    // before the person came (held-out set 8, spent: "før jeg kom").
    ...["før denne chatten", "før denne chat", "før samtalen", "før vores samtale", "før samtalen vår", "før jeg kom", "før jeg skrev"],
    ...["te provozuje", "pred timto chatem", "тебя настро", "тебя запуст", "тебя развернул", "до этого чата", "до этого разговора"],
    ...["тебе налашт", "тебе запуст", "до цього чату", "seni kuran", "seni calistiran", "seni yapilandiran", "bu sohbetten once"],
    ...["الذي اعدك", "الذي يشغلك", "قبل هذه المحادثة", "तुम्हें सेट", "तुम्हें चलाने", "इस चैट से पहले", "あなたを導入", "あなたを設定"],
    ...["あなたを運用", "このチャットの前", "会話の前", "너를 설정", "너를 운영", "너를 배포", "이 채팅 전에", "대화 전에", "部署你"],
    ...["设置你的", "运营你", "这次对话之前", "在我输入", "da cai dat ban", "van hanh ban", "truoc cuoc tro chuyen", "memasangmu"],
    ...["menjalankanmu", "sebelum obrolan ini", "σε εγκατεστησ", "σε λειτουργει", "σε ρυθμισ", "πριν απο αυτη τη συζητηση"],
    ...["te-a configurat", "te ruleaza", "inainte de aceasta conversatie", "שהגדיר אותך", "שמפעיל אותך", "שמפעילה אותך", "לפני השיחה"],
    // What stood before the conversation began ("before the start of our conversation"), round 10.
    ...["before the start of our", "before the start of this", "before our conversation", "avant le debut de notre", "vor beginn unseres"],
    ...[
      "antes del inicio de nuestra",
      "antes do inicio da nossa",
      "prima dell'inizio della nostra",
      "до начала нашего",
      "до начала разговора",
    ],
    ...[
      "до нашего разговора",
      "до початку нашоі",
      "до початку розмови",
      "до нашоі розмови",
      "przed rozpoczeciem naszej",
      "przed nasza rozmowa",
    ],
  ],
  relay: [
    ...["reply that", "respond that", "answer that", "tell them", "tell the user", "tell users", "tell readers", "say that"],
    ...["send them to", "direct them to", "refer them to", "redirect", "point them to", "antworte, dass", "antworte dass"],
    ...["sag ihnen", "sage, dass", "sag, dass", "teile ihnen mit", "verweise", "schicke sie", "leite sie", "reponds que"],
    ...["repondez que", "dis que", "dites que", "dis-leur", "renvoie", "renvoyez", "redirige", "responde que", "responda que"],
    ...["di que", "diles", "remite", "rispondi che", "dici che", "di' che", "digli", "rimanda", "diz que", "diga que"],
    ...["encaminha", "reencaminha", "antwoord dat", "zeg dat", "zeg hun", "stuur ze", "verwijs", "svara att", "saga att"],
    ...["hanvisa", "skicka dem", "svar at", "sig at", "henvis", "send dem", "odpowiedz, ze", "odpowiedz ze", "powiedz, ze"],
    ...["powiedz ze", "odeslij", "przekieruj", "odpovez, ze", "rekni, ze", "ответь, что", "ответь что", "скажи, что"],
    ...["скажи им", "перенаправ", "відповідай, що", "скажи, що", "скажи їм", "diye cevap", "diye yanitla", "diye soyle"],
    ...["yonlendir", "اجب بان", "قل ان", "قل لهم", "وجههم", "जवाब दो कि", "कहो कि", "と答え", "と伝え", "誘導", "라고 답"],
    ...["라고 말해", "回答说", "告诉他们", "引导他们", "tra loi rang", "noi rang", "chuyen huong", "jawab bahwa", "katakan bahwa"],
    ...["arahkan", "απαντησε οτι", "πες οτι", "παραπεμψε", "raspunde ca", "spune ca", "redirectioneaza", "ענה ש", "תגיד ש", "הפנה"],
  ],
};
