/**
 * Figures of speech for the follow-up kinds, said plainly before a follow-up is recognised
 * (docs/architecture.md, "Conversation"): "Long story short?", "Into the weeds, please.", "Va droit
 * au but.", "Auf den Punkt, bitte.", "Présente-moi ça façon liste de courses." People ask for a rework
 * figuratively, and the embedder (English-first) and the kinds' words read the figure's words
 * literally ("weeds", "but", "Punkt", "courses"). Each figure is replaced by the plain request in its
 * own language; a message with none is returned as it is. Written from the team's knowledge of the six
 * languages, half of the figures collected for it kept out as a test of what the list does not hold
 * (scripts/eval-conversation/recogniser-dev.ts, the phrases written after held-out-14).
 */

type Figure = [figure: string, plain: string];

// Accent-free, lower case; "\\b" is added at both ends. The plain request is in the figure's language.
const figures: Figure[] = [
  // Shorter.
  ["long story short", "shorter"],
  ["(?:the )?long and (?:the )?short of it", "the short version"],
  ["(?:the )?bottom line", "the short version"],
  ["trim the fat", "trim it"],
  ["(?:less|cut the|no|without the) waffl(?:e|ing)", "shorter"],
  ["(?:the )?cliff'?s? ?notes(?: version)?", "the short version"],
  ["spare me the details", "shorter"],
  ["(?:an? |the )?executive summary", "the short version"],
  ["(?:just )?the highlights", "the short version"],
  ["abridged(?: version)?", "the short version"],
  ["droit au (?:but|fait)", "plus court"],
  ["(?:en|dans les) grandes lignes", "plus court"],
  ["sans (?:fioritures|blabla|bla-bla)", "plus court"],
  ["auf den punkt(?: gebracht)?", "kurzer"],
  ["kurz und (?:knapp|bundig)", "kurzer"],
  ["leg (?:bitte |mal |doch |noch )*(?:etwas |was |einiges )?nach", "mehr details"],
  ["ohne (?:umschweife|schnickschnack|geschwafel)", "kurzer"],
  ["sin rodeos", "mas corto"],
  ["en pocas palabras", "mas corto"],
  ["(?:sin|menos) paja", "mas corto"],
  ["senza giri di parole", "piu breve"],
  ["in soldoni", "piu breve"],
  ["(?:vai|va) al punto", "piu breve"],
  ["zonder omwegen", "korter"],
  // The express and the pocket version ("la version express", "la versión exprés", "una versione tascabile",
  // "die Taschenausgabe", "de zakformaat-versie") (#20, t20s21).
  ["(?:the )?(?:express|pocket(?:-sized)?) version", "the short version"],
  ["(?:la |une )?version (?:express|de poche)", "plus court"],
  ["(?:la |una )?version (?:expres|express|de bolsillo)", "mas corto"],
  ["(?:(?:la |una )?versione (?:express|tascabile)|in formato tascabile)", "piu breve"],
  ["(?:(?:die |eine )?(?:express|taschen)(?:version|fassung|ausgabe)|im taschenformat)", "kurzer"],
  ["(?:(?:de |een )?(?:express|zakformaat)-?\\s*versie|in zakformaat)", "korter"],
  ["in het kort", "korter"],
  ["ter zake", "korter"],
  // More detail.
  ["(?:in|into) the weeds", "into more detail"],
  ["(?:the )?nitty[- ]?gritty", "more detail"],
  ["(?:the )?nuts and bolts", "more detail"],
  ["(?:the )?ins and outs", "more detail"],
  ["fill me in", "tell me more"],
  ["spell (?:it|that|this) out", "explain it in more detail"],
  ["blow by blow", "in more detail"],
  ["(?:a |the )?full(?:er)? picture", "more detail"],
  ["de a a z", "en detail"],
  ["dans les moindres details", "en detail"],
  ["sur toutes les coutures", "en detail"],
  ["bis ins kleinste", "genauer"],
  ["in allen einzelheiten", "genauer"],
  ["von a bis z", "genauer"],
  ["con lujo de detalles", "mas detalles"],
  ["de pe a pa", "mas detalles"],
  ["con dovizia di particolari", "piu dettagli"],
  ["nei minimi dettagli", "piu dettagli"],
  ["tot in de puntjes", "meer details"],
  ["van a tot z", "meer details"],
  // Bullets.
  ["(?:one|an?) (?:item|point|thing|idea|fact) (?:per|a|on each|on its own) line", "as a list"],
  ["skimmable", "as bullet points"],
  ["(?:facon|comme une|en) liste de courses", "en liste"],
  ["numerote(?:r|z)?(?: les)?(?: idees| points)?", "en liste"],
  ["wie eine einkaufsliste", "als liste"],
  ["como (?:una )?lista de la compra", "en lista"],
  ["come (?:una )?lista della spesa", "in un elenco"],
  ["als een boodschappenlijstje", "in een lijstje"],
  // One under the other, in a column ("Line them up one under the other", "l'un sous l'autre", "untereinander",
  // "uno debajo del otro", "in colonna", "onder elkaar"): a list; the column only at the clause's end, where it names no
  // column of a table (#20, t20s21).
  ["one (?:under|below|beneath) the other", "as a list"],
  ["(?:l'une? sous l'autre|les une?s sous les autres|en colonne(?= ?[,.;!?]| ?$))", "en liste"],
  ["untereinander", "als liste"],
  ["(?:(?:uno|una) (?:debajo|bajo|tras) (?:de )?(?:la |el )?otr(?:o|a)|en columna(?= ?[,.;!?]| ?$))", "en lista"],
  ["(?:(?:l')?un(?:o|a) sotto l'altr(?:o|a)|in colonna(?= ?[,.;!?]| ?$))", "in un elenco"],
  ["onder elkaar", "in een lijstje"],
  // Simpler: as to a child ("Pretend I'm a ten-year-old", "as if I were a kid").
  ["(?:pretend|imagine|as if|like) (?:i'?m|i am|i were|i was) (?:a |an )?(?:\\p{L}+-year-old|child|kid|little kid)", "in simpler words"],
  ["(?:explain it |say it )?(?:to|for) a (?:child|kid|\\p{L}+-year-old)", "in simpler words"],
  // Where.
  ["show (?:your|ur|me your) work(?:ing)?", "show me your sources"],
  ["citation needed", "where does it say that"],
  ["back (?:that|it|this) up", "show me the source"],
  ["(?:a |the )?page number", "which page"],
  ["point me to(?: the (?:exact )?(?:spot|place|line))?", "show me where"],
  ["noir sur blanc", "la source"],
  ["schwarz auf wei(?:ss|s|ß)", "die quelle"],
  ["nero su bianco", "la fonte"],
  ["zwart op wit", "de bron"],
];

// Letters as the six languages write them with accents ("développe", "weiß"): a figure written plainly finds them.
const accented: Record<string, string> = {
  a: "[aàáâäã]",
  e: "[eéèêë]",
  i: "[iíìîï]",
  o: "[oóòôöõ]",
  u: "[uúùûü]",
  n: "[nñ]",
  c: "[cç]",
};
// A space is one or more (an optional one, " ?", none or more: "CliffsNotes", "cliff notes").
const tolerant = (pattern: string) =>
  pattern
    .replace(/[aeiounc]/g, (letter) => accented[letter] ?? letter)
    .replace(/ \?/g, "\\s*")
    .replace(/ /g, "\\s+");
const compiled = figures.map(([figure, plain]): [RegExp, string] => [
  new RegExp(`(?<![\\p{L}\\p{N}])${tolerant(figure)}(?![\\p{L}\\p{N}])`, "iu"),
  plain,
]);

/** The message with its figures of speech for a rework said plainly; the message itself when it has none. */
export function plainIdioms(message: string): string {
  let text = message;
  for (const [pattern, plain] of compiled) text = text.replace(pattern, plain);
  return text;
}
