/**
 * A request for the answer's own wording together with the file it came from ("the exact words and
 * the file they come from", "could you show us the exact sentence and the name of its file?", "Name the
 * file and give me its very words.", "Mi mostri la frase precisa e il file da cui l'hai presa?"): both
 * parts of where the answer comes from, asked side by side, are the answer's, not a subject to look up,
 * whatever figure or reason stands beside them. The recogniser (about-answer-recogniser.ts) reads such a
 * clause as "where does it say that?".
 *
 * A wording unit with a word of what it is about ("the sentence about the treaty and its file") names a
 * subject, so it is no such request; neither is a count of units ("in two sentences").
 */
import { wordSet } from "../core/text-analysis";

// The wording the answer quotes, in the six languages.
const wordingUnits = wordSet(
  "word words wording sentence sentences line lines passage passages quote quotes quotation phrase phrasing text " +
    "mots phrase phrases ligne lignes citation passage termes " +
    "wort worte worter wortlaut satz satze zeile zeilen stelle textstelle zitat " +
    "palabras frase frases linea lineas cita pasaje oracion texto " +
    "parole frase frasi riga righe citazione passaggio testo " +
    "woorden zin zinnen regel regels citaat passage tekst",
);

// The file it came from.
const fileNouns = wordSet(
  "file files document documents doc docs source sources fichier fichiers document source datei dateien dokument dokumente quelle " +
    "archivo archivos documento documentos fuente file documento fonte bestand bestanden document bron",
);

// What names the file or says it came from (its name or title, the verbs of coming from or taking out of it), and
// what says the wording is the source's own ("the original line", "la frase letterale", "de letterlijke zin").
const fileFrame = wordSet(
  "original verbatim literal actual very originale originali originel originelle litteral litterale wortlich originalen letterale letterali literal literales origineel originele letterlijk letterlijke " +
    "name title names come comes came taken took pulled got found from " +
    "nom titre vient viennent venu tire tiree pris prise " +
    "name titel stammt stammen kommt kommen genommen " +
    "nombre titulo viene vienen sacado sacaste sacada tomado tomada " +
    "nome titolo viene vengono presa preso presi tratta tratto " +
    "naam titel komt komen gehaald haalde",
);

// What a unit or the file would be about ("the sentence about the treaty", "le fichier sur les Normands").
const aboutWords = wordSet("about regarding concerning on sur uber sobre su over");
const pointers = wordSet("it that this them him her lui ca cela es das lo eso esso dat het");
// A count of units sets a length ("in two sentences", "en deux phrases"), not a source.
const counts = wordSet(
  "one two three few couple un une deux trois quelques ein zwei drei paar uno una dos tres pocas due tre poche een twee drie",
);

// What it says, asked beside the file ("which file, and what exactly does it say?", "quel fichier et que dit-il ?",
// "welche Datei und was steht da genau?"): the wording asked by its verb of saying (#20, t20s21).
const sayVerbs = wordSet("say says said dit disait sagt steht stand dice decia dicen zegt staat");
const whatWords = wordSet("what que quoi was cosa che wat");
const saysWhat = (words: readonly string[], index: number) =>
  sayVerbs.has(words[index]!) && words.slice(Math.max(0, index - 4), index).some((word) => whatWords.has(word));

/**
 * The words of a clause that ask for the answer's wording and its file, when it asks for both: the file's
 * nouns and the words that name it or say where the wording came from. Empty when it does not.
 */
export function sourceRequestWords(words: readonly string[]): string[] {
  const unitAt = words.findIndex(
    (word, index) => (wordingUnits.has(word) && !counts.has(words[index - 1] ?? "")) || saysWhat(words, index),
  );
  const fileAt = words.findIndex((word) => fileNouns.has(word));
  if (unitAt < 0 || fileAt < 0) return [];
  // Only when nothing is said to be what they are about ("…the file about the embargo"): "about it" stays the answer's.
  const namesTopic = words.some(
    (word, index) => aboutWords.has(word) && index > 0 && index + 1 < words.length && !pointers.has(words[index + 1]!),
  );
  if (namesTopic) return [];
  return words.filter((word) => fileNouns.has(word) || fileFrame.has(word) || wordingUnits.has(word));
}
