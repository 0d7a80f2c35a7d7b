/**
 * Follow-ups about the answer in Polish and Portuguese (#20): the words of each kind and the words
 * that name no subject, as about-answer-request.ts and about-answer-recogniser.ts hold them for the
 * other five languages. Both inflect more than those five ("skróć", "skrócić", "w skrócie",
 * "skrótowo"; "encurta", "encurtar", "encurtado"), so a kind is read off a word's stem, and the
 * closed classes are listed in their forms. Written from the languages' grammar, accents folded and
 * Polish "ł" as "l" (foldText, the recogniser's tokens).
 */
import { wordSet } from "../core/text-analysis";

type Kind = "shorter" | "one_sentence" | "detail" | "bullets" | "where" | "why" | "simpler";

// Stems of each kind's verbs, nouns and adverbs; a word is read by its stem when the rest is an ending (at most six letters).
const stems: [Kind, string][] = [
  // Shortening, short, concise, in brief, the gist ("skróć", "krótsza", "zwięźle", "streść", "w skrócie", "do sedna").
  ...kindStems("shorter", "skroc skrot krotsz krotk krocej zwiez zwiezl streszcz stresc sedna sedno esencj"),
  // … "encurta", "encurtar", "abrevia", "enxuto", "sintetiza", "resumidamente", "condensa", "reduz".
  ...kindStems("shorter", "encurt enxut sintetiz sintes resumid reduz abrevi curtinh"),
  // More detail, develop, widen, deepen, fuller ("szczegółowo", "rozwiń", "rozszerz", "pogłęb", "obszerniej", "dokładniej").
  ...kindStems("detail", "szczegol rozwin rozszerz poglebi obszern pelniej dokladniej kontynuuj"),
  // … "detalhes", "desenvolve", "aprofunda", "alonga-te", "pormenores", "explana", "expande".
  ...kindStems("detail", "detalh desenvolv aprofund alonga pormenor"),
  // A list, its points and marks ("wypunktuj", "wylicz", "myślniki", "kropki"; "em tópicos", "marcadores", "alíneas").
  ...kindStems("bullets", "wypunktow wypunktuj wylicz myslnik kropk topico marcador"),
  // Where: the source, a quote, proof ("źródło", "cytat", "zacytuj", "przytocz", "dowód"; "citação", "trecho", "comprova").
  ...kindStems("where", "zrodl cytat cytuj zacytuj przytocz dowod citac trecho comprov"),
  // Why ("dlaczego", "czemu"), and the Portuguese "porquê".
  ...kindStems("why", "dlaczego czemu"),
  // Simpler words ("prościej", "uprość", "po ludzku"; "simplifica", "mais simples").
  ...kindStems("simpler", "prosci prostsz upros uprosc simplific"),
];
function kindStems(kind: Kind, words: string): [Kind, string][] {
  return words.split(" ").map((word) => [kind, word]);
}

// Whole words of each kind too short or too common to read by stem.
const wholeWords: [Kind, string][] = [
  ...kindStems("shorter", "curto curta curtos curtas krotko krotka krotki krotkie essencial essenciais"),
  ...kindStems("detail", "wiecej dalej opowiedz opowiedziec detalhe explana explanar resto"),
  ...kindStems("bullets", "lista listy liste liscie listach listy punktach punktami punkty punktow pontos topicos itens"),
  ...kindStems("where", "skad gdzie onde fonte fontes origem cola colar copia copiar pagina paginie strona stronie"),
  ...kindStems("one_sentence", "zdanie zdaniu zdaniem zdania frase linijce linijka zdanko"),
];

const byWord = new Map<string, Kind>(wholeWords.map(([kind, word]) => [word, kind]));

/** The kind a Polish or Portuguese word asks for, by its whole form or its stem; none for any other word. */
export function polishPortugueseCue(word: string): Kind | undefined {
  const whole = byWord.get(word);
  if (whole) return whole;
  for (const [kind, stem] of stems) if (word.startsWith(stem) && word.length - stem.length <= 6) return kind;
  return undefined;
}

/** The closed classes of both: articles, pronouns, prepositions, conjunctions, the verbs of asking and politeness. */
export const polishPortugueseFunctionWords = wordSet(
  // Polish.
  "a i oraz lub albo czy to ten ta te tego tej tym tych tamto mi mnie mna ci cie ciebie ty ja my wy on ona ono oni one go jego jej ich mu im nim nia niej nich nimi sie siebie sobie " +
    "w we z ze o na do od po przy za dla bez pod nad przez u jak tak nie no tylko samo sam sama same tez jeszcze juz bardzo troche moze mozesz mozna mogl mogla moglbys moglabys prosze dzieki dziekuje " +
    "daj podaj pokaz napisz zrob zrobic powiedz rozpisz wypisz byl byla bylo byli jest sa bedzie ktory ktora ktore ktorego ktorej ktorym ktorych jaki jaka jakie jakiego co cos czego czym nic wszystko wszystkim " +
    "gdy kiedy bo ale wiec teraz tu tutaj tam caly cala cale calosc kazda kazdy kazde kazdej osobno oddzielnie jednym jedno jednego jedna jedynym dokladne dokladnie dokladny slowo slowa slowach " +
    "pochodzi pochodza wziales wzielas wiesz wiadomo stalo stal stala malo duzo mniej plik pliku plikow plikach dokumencie dokumentu dokumentow tekst tekscie tekstu fragment fragmencie " +
    // Portuguese.
    "o os as um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas para pra com sem sobre que e ou isso isto aquilo ele ela eles elas " +
    "me te se lhe lhes vos mim ti meu minha teu tua seu sua voce pode podes poderia podias podiam consegue consegues da dar faz faca fazer mostra mostrar mostre diz dizer diga " +
    "so aqui ali tal como esta estas muito muita pouco pouca mais menos bem tudo nada algo coisa favor obrigado obrigada entao ja ainda tambem gostava gostaria quero queria preciso " +
    "foi foram era eram ficou fica ficar sobre qual quais nome ficheiro arquivo documento texto frase palavras palavra exata exato exatas exatamente melhor cada separado separada",
);

// Ordinals of a point, in the forms a point takes ("w pierwszym punkcie", "o terceiro ponto").
const ordinalForms: [number, string][] = [
  [1, "pierwszy pierwszym pierwszego pierwsza pierwszej primeiro primeira"],
  [2, "drugi drugim drugiego druga drugiej"],
  [3, "trzeci trzecim trzeciego trzecia trzeciej terceiro terceira"],
  [4, "czwarty czwartym czwartego czwarta czwartej"],
  [5, "piaty piatym piatego piata piatej quinto quinta"],
];
export const polishPortugueseOrdinals: Record<string, number> = Object.fromEntries(
  ordinalForms.flatMap(([value, forms]) => forms.split(" ").map((form) => [form, value])),
);

// Units of a text and a count of one before them ("w jednym zdaniu", "jednym zdaniem", "numa frase", "numa só frase").
export const polishPortugueseTextUnits = wordSet(
  "zdanie zdaniu zdaniem zdania zdan slowo slowach slowami linijce linijka linijkach palavra palavras linha linhas",
);
export const polishPortugueseOneCounts = wordSet("jednym jedno jednego jedna jedna jednej uma numa");

// The cause or reason ("jaki był powód", "z jakiej przyczyny", "qual foi a razão").
export const polishPortugueseCauseNouns = wordSet("powod powodu powody przyczyna przyczyny przyczyn razao razoes");

const polishLetters = /[ąćęłńśźż]/iu;
const portugueseLetters = /[ãõ]/iu;
// Words only Polish or only Portuguese writes among the seven (accents folded).
const polishMarkers = wordSet(
  "czy sie nie jest mozesz prosze dlaczego czemu gdzie skad tylko wiecej jeszcze bardzo troche moze ktory ktorego ktorej jakie tego tym mnie oraz albo dzieki",
);
const portugueseMarkers = wordSet(
  "isso isto aquilo voce nao muito muita podes consegues obrigado obrigada ficheiro gostava gostaria tambem entao ficou pelo pela umas uns nas",
);

/** Whether a message is Polish or Portuguese: a letter of its own and a marker word, or two marker words. */
export function isPolishOrPortuguese(message: string): boolean {
  const words = message
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ł/giu, "l")
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  const polish = words.filter((word) => polishMarkers.has(word)).length;
  const portuguese = words.filter((word) => portugueseMarkers.has(word)).length;
  return polish >= 2 || portuguese >= 2 || polishLetters.test(message) || (portugueseLetters.test(message) && portuguese >= 1);
}
