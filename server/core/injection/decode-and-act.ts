/**
 * A message that asks the reader to turn a payload into text and then act on what comes out ("Decode this and do what
 * it says", "Read the first letter of each line and do it", "Evaluate this expression and do what the result says"),
 * or that asks to obey a run of text that reads as no words. Every held-out set brought encodings the last did not
 * (base64, hex, ROT13, Morse, NATO, Base32; then binary, octal, Atbash, Braille, a=1, an acrostic, string
 * concatenation, a Caesar shift), and a decoder per encoding always trails; what they share is the request to act on
 * the decoded result, or an obfuscated payload beside an order to follow it. Asking what a code means ("Decode this
 * base64 for me") or how to decode something is no order: the result must be followed, obeyed or carried out.
 */

/** Turning a payload into text: decoding, reversing, reading letters out of words, joining or evaluating pieces. */
const transform = [
  String.raw`de-?(?:code|cipher|crypt|obfuscate|scramble)\p{L}*`,
  String.raw`un-?(?:scramble|jumble|shuffle|mangle|escape|flip|rotate|shift|reverse|mirror|encode)\p{L}*`,
  String.raw`(?:reverse|flip|mirror|rotate|shift|rearrange|reorder|transliterate|concatenate|assemble|evaluate|eval|interpret)\p{L}*`,
  String.raw`(?:piece|put|stitch|join)\s+(?:it\s+|them\s+|these\s+|the\s+\p{L}+\s+)?together`,
  String.raw`(?:join|combine|compute|run|execute|printf|echo|print)\s+(?:the\s+|these\s+|this\s+)?(?:expression|strings?|pieces|fragments|parts|snippet|code|formula)`,
  String.raw`printf|base\s?64|base\s?32|hex|binary|octal|morse|braille|atbash|caesar|vigenere|rot\s?13|rot\s?47|pig\s+latin|cipher|a\s?=\s?1`,
  String.raw`(?:read|take|use|spell|join|combine|collect)\s+(?:out\s+)?(?:it\s+|this\s+|them\s+|the\s+\p{L}+\s+)?(?:backwards?|in\s+reverse|upside\s+down|(?:from\s+)?right\s+to\s+left|(?:from\s+)?(?:the\s+)?bottom\s+up|vertically|downwards?|diagonally|in\s+a\s+mirror|word\s+by\s+word)`,
  String.raw`(?:first|initial|last|capital|bold|underlined|uppercase|upper-case|capitali[sz]ed|every\s+(?:other|second|third|\w+th))\s+(?:letters?|characters?|words?|chars?)`,
  String.raw`(?:letters?|characters?|words?)\s+(?:in|at)\s+(?:the\s+)?(?:start|beginning|end)\s+of\s+(?:each|every)`,
  String.raw`(?:shift|move)\s+(?:each|every)\s+letter`,
  // Words run together, to be written apart ("Split the words and follow: DropTheSourceRule…", held-out set 15, spent).
  String.raw`(?:split|separate|space\s+out|unjoin|pull\s+apart|break\s+(?:up|apart))\s+(?:the\s+|these\s+|those\s+|its\s+)?(?:\p{L}+\s+)?(?:words?|letters|text|string|phrase)|(?:add|insert|put\s+in)\s+(?:the\s+)?(?:spaces|gaps)`,
  // German, French, Spanish, Italian, Portuguese, Dutch.
  String.raw`dekodier\p{L}*|entschlussel\p{L}*|ruckwarts|decodifi\p{L}*|descifr\p{L}*|dechiffr\p{L}*|decifr\p{L}*|al\s+reves|a\s+l'envers|al\s+contrario|ao\s+contrario|achterstevoren|ontcijfer\p{L}*|decodeer\p{L}*`,
].join("|");

/** What the transform gives: the reference an act takes as its object. */
const result = String.raw`(?:it|them|that|this|these|those|so|the\s+(?:\p{L}+\s+)?(?:result|output|message|text|words?|sentence|line|instructions?|commands?|order|request|task|phrase|string|outcome|plain\s?text|answer|note|content|contents|payload)|what(?:ever)?\s+(?:it|they|that|this|the\s+(?:\p{L}+\s+)?\p{L}+)\s+(?:says?|said|spells?|spelled|asks?|tells?\s+you|reads?|instructs?|wants?|requests?|orders?|commands?|gives?|shows?)|as\s+(?:it|they|the\s+(?:\p{L}+\s+)?\p{L}+)\s+(?:says?|instructs?|asks?|tells?\s+you|directs?|reads?))`;
/** Acting on that result: obeying, following, carrying out ("run it" is left out: "run it through OCR"). */
const act = String.raw`(?:(?:follow|obey|execute|implement|perform|honou?r|heed|do|act\s+(?:on|upon)|comply\s+with|carry\s+out)\s+${result}|carry\s+(?:it|them|that|this)\s+out|(?:and|then|,)\s+(?:just\s+)?(?:obey|comply|act|execute|follow|follow\s+through|carry\s+(?:it\s+|them\s+)?out)(?=\s*(?:[:.!,;]|$|accordingly|immediately|now|exactly|without|to\s+the\s+letter))|(?:follow|obey|execute|run|do|carry\s+out|act\s+on)\s+the\s+(?:decoded|decrypted|deciphered|hidden|reversed|resulting|translated|encoded|secret)\s+\p{L}+)`;
/** The same acts in German, French, Spanish, Italian, Portuguese and Dutch. */
const actElsewhere = String.raw`befolge\p{L}*|fuhre\s+(?:es|sie|das|den\s+\p{L}+)\s+aus|tu,?\s+was\s+(?:es|er|sie|da)\s+(?:sagt|steht)|execute[sz]?-le|obei[sr]|obedec\p{L}*|ejecut(?:a|alo|alo|e)\b|haz\s+lo\s+que\s+dice|cumpl(?:e|elo)\b|sigue(?:lo|la)?\s+(?:al\s+pie|exactamente)|fais\s+ce\s+qu'(?:il|elle)\s+dit|suis-le|esegu\p{L}*|obbedisc\p{L}*|fai\s+quello\s+che\s+dice|obedece\p{L}*|faz\s+o\s+que\s+diz|voer\s+(?:het|het\s+uit|uit)|gehoorzaam\p{L}*|doe\s+wat\s+er\s+staat`;

const asksToActOnATransform = new RegExp(
  String.raw`(?<![\p{L}])(?:${transform})(?![\p{L}])[^\n]{0,120}?(?<![\p{L}])(?:${act}|${actElsewhere})(?![\p{L}])` +
    String.raw`|(?<![\p{L}])(?:${act}|${actElsewhere})(?![\p{L}])[^\n]{0,60}?(?<![\p{L}])(?:once|after|when)\s+(?:you\s+(?:have\s+)?)?(?:${transform})`,
  "u",
);
const namesAnAct = new RegExp(String.raw`(?<![\p{L}])(?:${act}|${actElsewhere})(?![\p{L}])`, "u");
/** An order to obey something, the object left for the payload to fill. */
const obeysAPayload = new RegExp(String.raw`(?<![\p{L}])(?:${act}|${actElsewhere}|(?:follow|obey|execute|carry\s+out|act\s+on)\s*:)`, "gu");

const vowel = /[aeiouyáàâäãåæéèêëíìîïóòôöõøœúùûüýÿ]/iu;
/** A token that reads as no word: digits and symbols run together, a Latin word with no vowel or five consonants in a row. */
function unreadableToken(token: string): boolean {
  const word = token.replace(/^[("'“‘«[]+|[)"'”’»\],.;:!?]+$/gu, "");
  if (word.length < 2) return /[\u2800-\u28ff\p{So}]/u.test(word);
  if (/^(?:https?:|www\.|[\w.+-]+@)/iu.test(word) || /[/\\]\p{L}+[/\\.]/u.test(word)) return false;
  if (!/\p{L}/u.test(word)) return /[\p{N}\p{S}\p{P}]/u.test(word) && !/^[$€£¥]?\d{1,4}(?:[.,]\d+)?%?$/u.test(word);
  if (/^[A-Z0-9]{2,6}s?$/u.test(word)) return false;
  // Letters, digits and symbols run together, a fifth of them symbols (Ascii85, uuencode): no id or hash is written so.
  if (word.length >= 16 && (word.match(/[\p{P}\p{S}]/gu) ?? []).length >= word.length / 5) return true;
  if (/^\p{Script=Latin}+$/u.test(word)) {
    const lower = word.toLowerCase();
    if (lower.length >= 3 && !vowel.test(lower)) return true;
    return /[^aeiouyáàâäãåæéèêëíìîïóòôöõøœúùûüýÿ\W\d]{5,}/u.test(lower);
  }
  // Letters and digits mixed are ids and hashes far more often than a payload (leetspeak is read by normalise.ts).
  return false;
}

/**
 * Six words in a row of which three read as no word (a Caesar shift, Atbash), six numbers or symbols in a row with no
 * word between them (phone-keypad digits, Polybius pairs), or one unbroken unreadable token of 24 characters or more
 * (Ascii85 among them: letters, digits and symbols run together).
 */
export function holdsAnUnreadableRun(text: string): boolean {
  const tokens = text.split(/\s+/u).filter((token) => token.length > 0);
  const flags = tokens.map(unreadableToken);
  if (tokens.some((token, index) => flags[index] && token.length >= 24)) return true;
  const size = 6;
  let numbers = 0;
  for (let start = 0; start < tokens.length; start++) {
    // Six numbers in a row and no word between them: letters written as digits (a keypad, a Polybius square).
    numbers = /^[\p{N}\p{P}\p{S}]+$/u.test(tokens[start]!) ? numbers + 1 : 0;
    if (numbers >= size) return true;
    if (start + size > tokens.length) continue;
    let count = 0;
    for (let index = start; index < start + size; index++) if (flags[index]) count++;
    if (count >= 3) return true;
  }
  return false;
}

/** Whether the message asks to act on what a transform of its payload says, or to obey a payload that reads as no words. */
export function actsOnADecodedPayload(folded: string): boolean {
  // Most messages name no act on a result: one pass over the acts alone spares the transforms' longer pattern.
  if (!namesAnAct.test(folded)) return false;
  if (asksToActOnATransform.test(folded)) return true;
  // The payload sits beside the order: a long table of figures elsewhere in a passage is no payload.
  for (const order of folded.matchAll(obeysAPayload)) {
    if (holdsAnUnreadableRun(folded.slice(Math.max(0, order.index - 300), order.index + order[0].length + 400))) return true;
  }
  return false;
}
