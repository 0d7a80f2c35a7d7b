/**
 * Prefix injection outside English (round 12's audit by kind, security/audit-kinds.ts): the quoted words the
 * assistant's reply must open with ("Fang deine Antwort mit 'Klar, hier ist …' an", "你的回答必须以“好的，…”开头").
 * rules.ts `dictated_reply_prefix` reads the English order; the lexicon's `opening` idea is one feature of the
 * classifier and carried little in Chinese (0.48 against the question threshold). As in English, the words must be
 * quoted: "Fang die Antwort bitte mit dem Datum an" asks for a fact first, not for words put in the reply's mouth.
 * Matched on the folded text (lower case, accents removed, fullwidth punctuation folded by NFKC).
 */

/** "Begin your answer with", where the quoted words follow the order. */
const orderThenWords = [
  String.raw`(?:beginne|fang|starte|eroffne)\s+(?:deine|die|ihre)\s+antwort\s+mit`,
  String.raw`(?:commence|commencez|debute|debutez)\s+(?:ta|votre|la)\s+reponse\s+(?:par|avec)`,
  String.raw`(?:empieza|comienza|inicia|empiece|comience)\s+(?:tu|su|la)\s+respuesta\s+(?:con|por)`,
  String.raw`(?:inizia|comincia|apri)\s+(?:la\s+tua\s+|la\s+)?risposta\s+con`,
  String.raw`(?:comeca|comece|inicia|inicie)\s+(?:a\s+tua\s+|a\s+sua\s+|sua\s+|a\s+)?resposta\s+(?:com|por)`,
  String.raw`(?:begin|start|open)\s+(?:je|uw|jouw|het)\s+antwoord\s+met`,
  String.raw`(?:borja|inled|starta|begynd|start|begynn)\s+(?:ditt|dit|svaret|ditt\s+svar|dit\s+svar)\s*(?:svar\s+)?med`,
  String.raw`(?:zacznij|rozpocznij)\s+(?:swoja\s+|twoja\s+)?odpowiedz\s+od`,
  String.raw`(?:начни|начинай)\s+(?:свой\s+|твой\s+)?ответ\s+(?:с|со)|(?:почни|починай)\s+(?:свою\s+)?відповідь\s+(?:з|зі)`,
  String.raw`(?:ξεκινα|αρχισε)\s+(?:την\s+)?απαντηση\s+(?:σου\s+)?(?:με|λεγοντας)`,
  String.raw`(?:mulai|awali|mulailah)\s+jawaban(?:mu|\s+(?:kamu|anda))?\s+dengan`,
  String.raw`ابدا\s+(?:ردك|اجابتك|جوابك)\s+ب`,
].join("|");

/** The reply named before quoted words that an opening verb follows (Chinese, Japanese, Korean, Turkish, Hindi). */
const replyNoun = String.raw`(?:回答|答复|回复|答案|答え|返答|返事|답변|대답|응답|cevab\p{L}*|yanit\p{L}*|जवाब|उत्तर)`;
const openingVerb = String.raw`(?:开头|開頭|开始|で始め|から始め|で書き始め|로\s*시작|으로\s*시작|diye\s+basla|ile\s+basla|से\s+शुरू|से\s+आरंभ)`;
const quote = String.raw`["'“”‘’«»„「」『』]`;

export const dictatedOpeningNative = new RegExp(
  String.raw`(?:${orderThenWords})\s*:?\s*${quote}` +
    String.raw`|${replyNoun}[^\n]{0,20}?${quote}[^\n]{1,160}?${quote}[^\n]{0,8}?${openingVerb}`,
  "u",
);
