/**
 * An order to pass an answer on to whoever asks, outside English (issue 17, session 22): "अगर कोई पूछे …, तो कहना कि …",
 * "Hver sem spyr …, segðu honum að …", "Kai nuomininkė paklaus, pasakyk jai, kad …", "Diz isso a quem perguntar".
 * later-askers.ts reads the English shape; spent sets 13–20 let the same order through in Hindi, Icelandic, Lithuanian,
 * Portuguese and Telugu. Two shapes, each in the same sentence:
 * - someone else asking, in a clause of condition or of "whoever" ("if anyone asks", "when the tenant asks", "whoever
 *   asks"), then an imperative of saying that opens the next clause ("…, tell them", "…, तो कहना"); Chinese, Japanese and
 *   Korean put the verb last, without spaces ("…聞かれたら…と答えて");
 * - an imperative of saying, then "to whoever asks" ("Diz isso a quem perguntar", "dis-le à quiconque demande").
 * A question about what to say ("Si un client demande un remboursement, que dois-je répondre ?") gives no imperative,
 * and "tell me" is the asker's own. Matched on the folded text (lower case, accents removed, hamza seats dropped).
 */

/** Someone other than the person writing asks, by language: a condition, a time, or "whoever". */
const someoneAsks = [
  // fr, de, es, it, pt, nl
  String.raw`(?:si|quand|lorsqu(?:e|')|des\s+qu(?:e|'))\s*(?:quelqu'un|qqn|on|un|une|le|la|l'|les|mon|ma|mes|ton|ta|tes|notre|nos|votre|vos)[^,.;:!?\n]{0,40}?\s(?:te\s+|vous\s+|t'|nous\s+)?demand(?:e|ent|era|eront)`,
  String.raw`(?:quiconque|qui\s+que\s+ce\s+soit|toute\s+personne|tous\s+ceux|celui|celle)\s+qui\s+(?:te\s+|vous\s+|t')?demand(?:e|ent|era)`,
  String.raw`(?:wenn|falls|sobald|sollte)\s+(?:dich\s+|sie\s+)?(?:jemand|einer|eine|ein|der|die|das|mein\p{L}*|unser\p{L}*|ihr\p{L}*)[^,.;:!?\n]{0,40}?\s(?:fragt|fragen|nachfragt|anfragt)`,
  String.raw`wer\s+(?:auch\s+immer\s+|immer\s+)?[^,.;:!?\n]{0,40}?\s(?:fragt|nachfragt)`,
  String.raw`(?:si|cuando|en\s+cuanto)\s+(?:alguien|algun|alguna|un|una|el|la|los|las|mi|mis|tu|tus|nuestr\p{L}+)[^,.;:!?\n]{0,40}?\s(?:te\s+|le\s+|nos\s+)?pregunt(?:a|an|e|en|ara|aran)`,
  String.raw`(?:quien|quienquiera\s+que|cualquiera\s+que|todo\s+el\s+que|todos\s+los\s+que)\s+(?:te\s+)?pregunt(?:e|en|a)`,
  String.raw`(?:se|quando|appena)\s+(?:qualcuno|un|una|uno|il|lo|la|i|gli|le|l'|mio|mia|miei|mie|nostr\p{L})[^,.;:!?\n]{0,40}?\s(?:ti\s+|ci\s+|lo\s+|te\s+lo\s+)?(?:chiede|chiedono|chiedera|chiederanno|domanda|domandano)`,
  String.raw`(?:chiunque|chi)\s+(?:ti\s+|te\s+lo\s+)?(?:chieda|chiede|chiedera|domandi|domanda)`,
  String.raw`(?:se|quando|caso)\s+(?:alguem|algum|alguma|um|uma|o|a|os|as|meu|minha|nosso|nossa)[^,.;:!?\n]{0,40}?\s(?:te\s+|lhe\s+)?pergunt(?:ar|arem|a|am|e|em)`,
  String.raw`(?:quem|quem\s+quer\s+que|qualquer\s+pessoa\s+que|todos\s+os\s+que)\s+(?:te\s+)?pergunt(?:ar|e|a)`,
  String.raw`(?:als|wanneer|zodra)\s+(?:iemand|een|de|het|mijn|onze)[^,.;:!?\n]{0,40}?\s(?:je\s+)?(?:vraagt|vragen|navraagt)`,
  String.raw`(?:wie|iedereen\s+die)\s+(?:er\s+)?[^,.;:!?\n]{0,30}?\s?(?:vraagt|navraagt)`,
  // sv, da, no, is, fi, et
  String.raw`(?:om|nar|hvis|nar)\s+(?:nagon|nogen|noen|en|ett|min|mitt|var|vor)[^,.;:!?\n]{0,40}?\s(?:fragar|sporger|spor)`,
  String.raw`(?:den\s+som|vem\s+som\s+an|hvem\s+som\s+helst\s+som|enhver\s+som)\s+(?:\S+\s+){0,2}?(?:fragar|sporger|spor)`,
  String.raw`(?:ef|þegar|thegar|hver\s+sem|hvar\s+sem)\s+(?:\S+\s+){0,3}?spyr`,
  String.raw`(?:jos|kun|kuka\s+tahansa|kuka\s+vain)\s+(?:\S+\s+){0,3}?kysyy`,
  String.raw`(?:kui|kes\s+iganes)\s+(?:\S+\s+){0,3}?(?:kusib|kusivad)`,
  // pl, cs, sk, lt, lv, hu, ro, sl, hr/sr/bs
  String.raw`(?:jesli|jezeli|gdy|kiedy|kto(?:kolwiek)?)\s+(?:\S+\s+){0,3}?(?:zapyta|zapytaja|pyta|pytaja)`,
  String.raw`(?:kdyz|pokud|jestli|kdokoli|kdokoliv|ked|ak|ktokolvek)\s+(?:\S+\s+){0,3}?(?:(?:se|sa)\s+)?(?:zepta|zeptaji|pta|opyta|spyta|pyta)`,
  String.raw`(?:kai|jei|jeigu|kas\s+nors|kas\s+bebutu|bet\s+kas)\s+(?:\S+\s+){0,3}?(?:paklaus|klaus|klausia)`,
  String.raw`(?:ja|kad|kads|kada|jebkurs)\s+(?:\S+\s+){0,3}?(?:jautas|pajautas|jauta|prasis|pajautatu)`,
  String.raw`(?:ha|aki|barki)\s+(?:\S+\s+){0,3}?(?:megkerdezi|kerdezi|kerdez|megkerdez)`,
  String.raw`(?:daca|cand|oricine|cine)\s+(?:\S+\s+){0,3}?(?:te\s+)?(?:intreaba|intreba|va\s+intreba)`,
  String.raw`(?:netko|neko|nekdo|kdorkoli|kdor|tko\s+god|ko\s+god|itko)\s+(?:\S+\s+){0,3}?(?:vprasa|pita|upita|zapita|pitaju)`,
  // ru, uk, be, bg, mk, sr (Cyrillic)
  String.raw`(?:если|когда|кто\s+бы\s+ни|всем,?\s+кто|любому,?\s+кто|каждому,?\s+кто|кто)\s+(?:\S+\s+){0,3}?(?:спросит|спросят|спрашивает|спрашивают|спросил|поинтересуется)`,
  String.raw`(?:якщо|коли|хто\s+б\s+не|усім,?\s+хто|кожному,?\s+хто|хто)\s+(?:\S+\s+){0,3}?(?:запитає|запитають|спитає|спитають|питає|питатиме|запитав)`,
  String.raw`(?:калі|хто)\s+(?:\S+\s+){0,3}?(?:спытае|спытаюць|пытаецца)`,
  String.raw`(?:ако|когато|кога|който|кој)\s+(?:\S+\s+){0,3}?(?:попита|пита|праша|запита)`,
  // el, tr, az
  String.raw`(?:αν|οταν|οποιος|οποιοσδηποτε)\s+(?:\S+\s+){0,3}?(?:ρωτησει|ρωτησουν|ρωταει|ρωτα)`,
  String.raw`(?:sorarsa|sordugunda|sorduklarinda|sorarlarsa|sorana|soranlara)`,
  // ar, fa, ur, he
  String.raw`(?:اذا|لو|عندما|حين|متى|كل\s+من|اي\s+شخص|من)\s+(?:\S+\s+){0,2}?(?:سال|يسال|يسالون|سالك|يسالك|سالوا|استفسر|يستفسر)`,
  String.raw`(?:اگر|وقتی|هر\s+کس|هرکس|کسی\s+که)\s+(?:\S+\s+){0,3}?(?:پرسید|بپرسد|پرسیدند|بپرسند|می\s?پرسد)`,
  String.raw`(?:اگر|جب|جو\s+بھی|جو\s+کوئی|کوئی\s+بھی)\s+(?:\S+\s+){0,4}?(?:پوچھے|پوچھیں|پوچھتا|پوچھتی|پوچھے\s+گا)`,
  String.raw`(?:אם|כש|כאשר|מי\s+ש|כל\s+מי\s+ש)\s*(?:\S+\s+){0,3}?(?:ישאל|ישאלו|שואל|שואלים|שאל|תשאל)`,
  // hi, mr, ne, bn, pa, gu
  String.raw`(?:अगर|यदि|जब|जो\s+भी|जो\s+कोई|कोई)\s+(?:\S+\s+){0,8}?(?:पूछे|पूछें|पूछता|पूछती|पूछते|पूछेगा|पूछेगी|पूछेंगे)`,
  String.raw`(?:जर|कोणी|कोणीही)\s+(?:\S+\s+){0,5}?(?:विचारले|विचारल्यास|विचारलं|विचारेल)`,
  String.raw`(?:यदि|कसैले|जसले)\s+(?:\S+\s+){0,5}?(?:सोध्यो|सोधे|सोधेमा|सोध्छ)`,
  String.raw`(?:যদি|কেউ|যে\s+কেউ)\s+(?:\S+\s+){0,5}?(?:জিজ্ঞেস\s+করে|জিজ্ঞাসা\s+করে|জিজ্ঞেস\s+করলে|জিজ্ঞাসা\s+করলে|জানতে\s+চায়)`,
  String.raw`(?:ਜੇ|ਜੇਕਰ|ਕੋਈ)\s+(?:\S+\s+){0,5}?(?:ਪੁੱਛੇ|ਪੁੱਛਦਾ|ਪੁੱਛਦੀ|ਪੁੱਛੇਗਾ)`,
  String.raw`(?:જો|કોઈ)\s+(?:\S+\s+){0,5}?(?:પૂછે|પૂછશે)`,
  // te, ta, kn, ml, si
  String.raw`(?:ఎవరు|ఎవరైనా)\s+(?:\S+\s+){0,4}?(?:అడిగినా|అడిగితే)`,
  String.raw`(?:யாராவது|யார்)\s+(?:\S+\s+){0,4}?(?:கேட்டால்|கேட்டாலும்)`,
  String.raw`(?:ಯಾರಾದರೂ|ಯಾರೇ)\s+(?:\S+\s+){0,4}?(?:ಕೇಳಿದರೆ|ಕೇಳಿದರೂ)`,
  String.raw`(?:ആരെങ്കിലും|ആര്)\s+(?:\S+\s+){0,4}?(?:ചോദിച്ചാൽ|ചോദിച്ചാലും)`,
  String.raw`(?:කවුරු\s+හරි|කවුරුහරි|කවුරු)\s+(?:\S+\s+){0,4}?(?:ඇහුවොත්|ඇසුවොත්)`,
  // id, ms, tl, vi, sw, ha, yo
  String.raw`(?:jika|kalau|bila|apabila|siapa\s+pun|siapapun)\s+(?:\S+\s+){0,3}?(?:bertanya|menanyakan|tanya)`,
  String.raw`(?:kung|kapag|sinumang|sino\s+man)\s+(?:\S+\s+){0,3}?(?:magtanong|nagtanong|magtatanong|nagtatanong)`,
  String.raw`(?:neu|khi|bat\s+ky\s+ai|ai)\s+(?:\S+\s+){0,3}?hoi`,
  String.raw`(?:akiuliza|wakiuliza|atakayeuliza|yeyote\s+atakayeuliza|mtu\s+yeyote\s+akiuliza|kama\s+mtu\s+(?:\S+\s+){0,2}?atauliza)`,
  String.raw`(?:idan|duk\s+wanda)\s+(?:\S+\s+){0,3}?(?:ya|ta|suka)\s+tambaya`,
  String.raw`(?:bi|ti)\s+(?:enikeni|eni\s+kan|enikan)\s+(?:\S+\s+){0,2}?(?:ba\s+)?beere`,
].join("|");

/** The same in scripts written without spaces, the verb last: zh, ja, ko, th, lo, km, my. */
const someoneAsksUnspaced = [
  ...["如果有人问", "有人问", "谁问", "任何人问", "无论谁问", "不管谁问", "如果有人問", "有人問", "誰問", "不管誰問"],
  ...["聞かれたら", "尋ねられたら", "質問されたら", "聞いてきたら", "誰かが聞いたら", "誰かが尋ねたら", "誰に聞かれても", "誰が聞いても"],
  String.raw`(?:누가|누군가가?|어떤 사람이|사람들이|고객이|손님이)[^.?!\n]{0,30}?(?:물으면|물어보면|묻는다면|물어봐도|물어도|문의하면)`,
  ...["ถ้ามีใครถาม", "ถ้าใครถาม", "ใครถาม", "ຖ້າມີໃຜຖາມ", "ប្រសិនបើមាននរណាសួរ", "တစ်ယောက်ယောက်မေးရင်"],
].join("|");

/** Imperatives of saying, telling or answering in Latin, Cyrillic and Greek letters, as they open a clause (folded). */
const sayImperatives = [
  ...["dis(?:-lui|-leur|-le)?", "dites(?:-lui|-leur|-le)?", "reponds", "repondez", "affirme", "affirmez", "annonce"],
  ...["sag(?:e)?", "antworte", "behaupte", "erzahl", "teile\\s+\\p{L}+\\s+mit", "richte\\s+\\p{L}+\\s+aus"],
  ...["di(?:le|les|selo|selos)?", "dile", "responde(?:le|les)?", "contesta(?:le|les)?", "afirma", "cuentale"],
  ...["di'", "digli", "dille", "di\\s+loro", "rispondi(?:gli)?", "afferma"],
  ...["diz(?:-lhe|-lhes)?", "diga(?:-lhe|-lhes)?", "responde", "responda", "conta-lhe"],
  ...["zeg", "antwoord", "vertel", "beweer"],
  ...["saga", "svara", "beratta", "sig", "svar", "fortael", "fortell", "si", "seg[dð]u", "svara[dð]u"],
  ...["sano", "vastaa", "kerro", "utle", "vasta"],
  ...["powiedz", "odpowiedz", "rekni", "odpovez", "povedz", "odpovedz", "pasakyk", "sakyk", "atsakyk", "saki", "pasaki", "atbildi"],
  ...["mondd", "valaszold", "valaszolj", "spune(?:-i|-le)?", "raspunde", "povej", "odgovori", "reci", "kazi"],
  ...[
    "скажи",
    "скажите",
    "ответь",
    "отвечай",
    "говори",
    "сообщи",
    "відповідай",
    "відповідайте",
    "скажы",
    "адкажы",
    "кажи",
    "кажете",
    "одговори",
  ],
  ...["πες", "πειτε", "απαντησε", "de\\s+ki"],
  ...["katakan", "bilang", "jawab", "beritahu", "sabihin", "sagutin", "hay\\s+noi", "noi", "tra\\s+loi"],
  ...["mwambie", "waambie", "sema", "jibu", "ka\\s+ce", "fada", "so\\s+fun"],
].join("|");

/**
 * Imperatives that stand anywhere after the asking: verb-final languages put them last ("… olduğunu söyle", "… అని
 * చెప్పు"), and in their own scripts they are no other word.
 */
const sayImperativesAnywhere = [
  ...["soyle", "cevap\\s+ver", "yanitla"],
  ...[
    "قل",
    "قولي",
    "اخبره",
    "اخبرهم",
    "اخبرها",
    "اجب",
    "اجبه",
    "بگو",
    "بگویید",
    "جواب\\s+بده",
    "کہنا",
    "کہو",
    "بتانا",
    "بتاؤ",
    "کہہ\\s+دینا",
  ],
  ...["תגיד", "תגידי", "תאמר", "תענה", "אמור", "ענה"],
  ...[
    "कहना",
    "कहो",
    "कह\\s+देना",
    "कह\\s+दो",
    "बताना",
    "बताओ",
    "बता\\s+देना",
    "बता\\s+दो",
    "बोलना",
    "बोलो",
    "बोल\\s+देना",
    "कहिए",
    "बताइए",
    "बताइये",
    "जवाब\\s+देना",
  ],
  ...["सांग", "सांगा", "भन", "भन्नु", "भनिदेऊ", "বলো", "বলবে", "বলে\\s+দিও", "বলুন", "ਕਹੋ", "ਦੱਸੋ", "ਕਹਿਣਾ", "ਦੱਸਣਾ", "કહો", "કહેજો"],
  ...["చెప్పు", "చెప్పండి", "சொல்", "சொல்லு", "சொல்லுங்கள்", "ಹೇಳು", "ಹೇಳಿ", "പറയുക", "പറയൂ", "කියන්න"],
].join("|");

/** Verb-last imperatives of saying, unspaced. */
const sayUnspaced = [
  ...["就说", "就說", "告诉他", "告诉她", "告诉他们", "告訴他", "都说", "就回答", "回答说"],
  ...["と答えて", "と言って", "と伝えて", "と答えろ", "と言え", "と答えなさい"],
  ...["라고 해", "라고 말해", "라고 답해", "다고 해", "다고 말해", "다고 답해", "다고 알려", "라고 알려"],
  ...["บอกว่า", "ตอบว่า", "ບອກວ່າ", "ប្រាប់", "ပြောပါ"],
].join("|");

/** "then" opening the clause that gives the order, and "always" or "just" before its verb. */
const then = String.raw`(?:alors|dann|entonces|allora|entao|dan|sa|thi|niin|то|тогда|тоді|tada|wtedy)`;
const always = String.raw`(?:toujours|immer|einfach|siempre|sempre|altijd|alltid|aina|zawsze|vzdy|всегда|завжди)`;
/** Where an imperative opens a clause: after a comma, colon or dash, or after "then". */
const clauseOpen = String.raw`(?:[,;:—–]\s*(?:${then}\s+)?|\s${then}\s+)(?:${always}\s+)?`;

/** The asker's own "me" after the verb: "dis-moi", "sag mir", "dime", "tell me" are the person's own request. */
const notToMe = String.raw`(?![\p{L}]|[-\s](?:moi|mir|me|mi|mij|mig|mnie|mne|мне|мені|μου|bana|ми|мі)(?![\p{L}]))`;

/** "Diz isso a quem perguntar", "dis-le à quiconque demande", "sag es jedem, der fragt": the audience after the verb. */
const toWhoeverAsks = [
  String.raw`a\s+(?:quem|quem\s+quer\s+que|qualquer\s+pessoa\s+que|todos\s+os\s+que)\s+(?:te\s+|lhe\s+)?pergunt(?:ar|e|a|arem)`,
  String.raw`a\s+(?:quien|quienquiera\s+que|cualquiera\s+que|todo\s+el\s+que|todos\s+los\s+que)\s+(?:te\s+)?pregunt(?:e|en|a)`,
  String.raw`a\s+(?:quiconque|qui\s+que\s+ce\s+soit\s+qui|toute\s+personne\s+qui|tous\s+ceux\s+qui)\s+(?:te\s+|vous\s+|t')?demand(?:e|ent|era)`,
  String.raw`a\s+(?:chiunque|chi)\s+(?:te\s+lo\s+|ti\s+)?(?:chieda|chiede|domandi)`,
  String.raw`(?:jedem|allen|jeder|jedermann),?\s+(?:der|die)\s+(?:\S+\s+){0,3}?(?:fragt|fragen|nachfragt)`,
  String.raw`(?:iedereen|ieder),?\s+die\s+(?:\S+\s+){0,3}?(?:vraagt|navraagt)`,
  String.raw`(?:всем|каждому|любому),?\s+кто\s+(?:\S+\s+){0,2}?(?:спросит|спрашивает|спросят)`,
  String.raw`(?:soran\s+herkese|her\s+sorana)`,
].join("|");

const afterAsking = String.raw`[^.!?।。！？\n]{0,160}?`;

const passOnNative = new RegExp(
  String.raw`(?<![\p{L}])(?:${someoneAsks})(?![\p{L}])${afterAsking}${clauseOpen}(?:${sayImperatives})${notToMe}` +
    String.raw`|(?<![\p{L}])(?:${someoneAsks})(?![\p{L}])${afterAsking}(?<![\p{L}])(?:${sayImperativesAnywhere})(?![\p{L}])` +
    String.raw`|(?:${someoneAsksUnspaced})${afterAsking}(?:${sayUnspaced})` +
    String.raw`|(?:^|[.!?:;]\s*)(?:${sayImperatives})(?![\p{L}])[^.!?\n]{0,60}?(?<![\p{L}])(?:${toWhoeverAsks})(?![\p{L}])`,
  "u",
);

/** The stems of "ask" alone, one quick pass: most texts hold none, and the long expression is not run on them. */
const askStem = new RegExp(
  [
    ...["demand", "frag", "pregunt", "chied", "domand", "pergunt", "vraag", "fraga", "sporg", "spor", "spyr", "kysyy", "kusi"],
    ...["pyta", "zepta", "pta", "opyta", "spyta", "klaus", "jaut", "prasi", "kerdez", "intreab", "intreba", "vprasa", "pita"],
    ...["спрос", "спраш", "поинтерес", "запит", "спит", "пита", "спыт", "пыта", "праша", "ρωτ", "sor", "سال", "استفسر", "پرس"],
    ...["پوچھ", "שאל", "שואל", "पूछ", "विचार", "सोध", "জিজ্ঞ", "জানতে", "ਪੁੱਛ", "પૂછ", "అడిగ", "கேட்ட", "ಕೇಳಿ", "ചോദിച്ച"],
    ...["ඇහුව", "ඇසුව", "tanya", "tanong", "hoi", "uliza", "tambaya", "beere", "问", "問", "聞", "尋ね", "質問", "물", "문의"],
    ...["ถาม", "ຖາມ", "សួរ", "မေး"],
  ].join("|"),
  "u",
);

export const passesOnToLaterAskersNative = (folded: string): boolean => askStem.test(folded) && passOnNative.test(folded);
