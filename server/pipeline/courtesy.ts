/**
 * Politeness wrappers peeled before a follow-up is read (docs/architecture.md, "Conversation"):
 * "Would you be so kind as to tell me more?", "If it's not too much trouble, could you paste the
 * sentence?", "Si ce n'est pas trop demander, …", "Wärst du so nett und …", "¿Serías tan amable de
 * …?", "Se non ti dispiace, …", "Zou je zo vriendelijk willen zijn om …". A wrapper carries words of
 * its own ("kind", "trouble", "Mühe") that the library may hold, so it read as a subject and the
 * request inside it was searched. Each wrapper becomes the plain way of asking in its language ("could
 * you", "peux-tu", "kannst du", "puedes", "puoi", "kun je") or nothing; the request it wraps is kept.
 * A message with none is returned as it is.
 */

type Wrapper = [wrapper: RegExp, plain: string];

// Apostrophes of either kind, spaces and the comma that closes a wrapper clause.
const q = "['’]";
const close = "\\s*,?\\s*";

const wrappers: Wrapper[] = [
  // English.
  [new RegExp(`\\b(?:would|could|will) you be (?:so|as) (?:kind|good|nice) as to\\b`, "giu"), "could you"],
  [new RegExp(`\\b(?:would|do) you mind\\b`, "giu"), "could you"],
  [new RegExp(`\\bi${q}?(?:d| would)(?: really)? appreciate (?:it )?if you could\\b`, "giu"), "could you"],
  [new RegExp(`\\bi (?:was|am|${q}m) (?:just )?wondering (?:if|whether) you (?:could|can|would)\\b`, "giu"), "could you"],
  [new RegExp(`\\bdo you think you (?:could|can)\\b`, "giu"), "could you"],
  [
    new RegExp(
      `\\bif (?:it|that)(?:${q}s| is|${q}s not| isn${q}t| is not| wouldn${q}t be| would not be)(?: not)? (?:too much (?:trouble|bother|to ask)|(?:any |a |much |no )?(?:trouble|bother|problem))${close}`,
      "giu",
    ),
    "",
  ],
  [new RegExp(`\\bif you${q}?(?:d| would)(?: be)? (?:so|as) (?:kind|good)(?: as to)?${close}`, "giu"), ""],
  [new RegExp(`\\bif you (?:don${q}t|do not) mind${close}`, "giu"), ""],
  // Troubling the hearer ("May I trouble you to …", "Could I bother you to …", "Sorry to bother you, but …").
  [new RegExp(`\\b(?:may|might|could|can) i (?:trouble|bother) you (?:to|for)\\b`, "giu"), "could you"],
  [new RegExp(`\\b(?:sorry|i hate) to (?:trouble|bother) you${close}(?:but${close})?`, "giu"), ""],
  // Thanks closing the message ("Much appreciated.", "Thanks in advance!", "Merci d'avance", "Danke im Voraus",
  // "Gracias de antemano", "Grazie in anticipo", "Alvast bedankt"): no request and no subject.
  [
    new RegExp(
      `(?:^|(?<=[.!?,]\\s*))(?:(?:much|greatly|really) appreciated|thanks? (?:you )?in advance|merci d${q}avance|danke im voraus|gracias de antemano|grazie in anticipo|alvast bedankt)\\s*[.!]*\\s*$`,
      "giu",
    ),
    "",
  ],
  [new RegExp(`\\bwhen(?:ever)? you (?:get|have) a (?:chance|moment|minute|sec(?:ond)?)${close}`, "giu"), ""],
  // French.
  [new RegExp(`\\bs${q}il (?:te|vous) pla[iî]t\\b`, "giu"), "stp"],
  [new RegExp(`\\bsi (?:ce n${q}est|c${q}est) pas trop (?:te |vous )?demander${close}`, "giu"), ""],
  [new RegExp(`\\bsi (?:[cç]a|cela) ne (?:te|vous) d[ée]range pas${close}`, "giu"), ""],
  [new RegExp(`\\bsi (?:tu veux|vous voulez) bien${close}`, "giu"), ""],
  [
    new RegExp(
      `\\b(?:serais|seriez)[- ](?:tu|vous) (?:assez )?(?:gentil|gentille|gentils|aimable)s? (?:pour|de)\\b|\\b(?:aurais|auriez)[- ](?:tu|vous) la (?:gentillesse|bont[ée]|amabilit[ée]) de\\b`,
      "giu",
    ),
    "peux-tu",
  ],
  // German.
  [
    new RegExp(`\\b(?:w[äa]rst du|w[äa]ren sie|w[üu]rdest du|sei|seien sie) so (?:nett|lieb|freundlich|gut)(?:,? und| zu)?\\b`, "giu"),
    "kannst du",
  ],
  [
    new RegExp(
      `\\bwenn (?:es|${q}s|das) (?:dir |ihnen )?(?:nichts ausmacht|keine (?:umst[äa]nde|m[üu]he) macht|nicht zu viel m[üu]he (?:macht|ist))${close}`,
      "giu",
    ),
    "",
  ],
  // Spanish.
  [new RegExp(`\\b(?:ser[ií]as|ser[ií]a usted) tan amable de\\b|\\bme har[ií]as el favor de\\b|\\bte importar[ií]a\\b`, "giu"), "puedes"],
  [new RegExp(`\\bsi no (?:es (?:mucha )?molestia|te importa|le importa)${close}`, "giu"), ""],
  // Italian.
  [new RegExp(`\\bsaresti (?:cos[iì] )?gentile da\\b|\\bti dispiacerebbe\\b|\\bmi faresti la cortesia di\\b`, "giu"), "puoi"],
  [new RegExp(`\\bse non (?:ti|le) dispiace${close}|\\bse non (?:[èe] )?(?:un |troppo )?disturbo${close}`, "giu"), ""],
  // Dutch.
  [
    new RegExp(
      `\\bzou (?:je|u) zo (?:vriendelijk|lief|goed) (?:willen )?zijn (?:om|en)\\b|\\bwees zo (?:vriendelijk|lief|goed) (?:om|en)\\b`,
      "giu",
    ),
    "kun je",
  ],
  [new RegExp(`\\bals (?:het|dat) niet te veel (?:moeite|gevraagd) is${close}|\\bals (?:je|u) het niet erg vindt${close}`, "giu"), ""],
];

/** The message with its politeness wrappers peeled (see the file's comment). */
export function withoutCourtesy(message: string): string {
  let text = message;
  for (const [wrapper, plain] of wrappers) text = text.replace(wrapper, plain ? `${plain} ` : " ");
  // A wrapper that opened the message leaves its request to open it ("could you paste …"); one that
  // closed it leaves no comma behind ("Tell me more, if you don't mind?").
  text = text
    .replace(/\s{2,}/g, " ")
    .replace(/^\s*[,;]\s*/, "")
    .replace(/\s+([,.!?])/g, "$1")
    .replace(/[,;]+([.!?]|$)/g, "$1")
    .trim();
  return text === "" ? message : text;
}
