/**
 * Follow-ups about the previous answer itself (docs/architecture.md, "Conversation"): "make it
 * shorter", "as bullet points", "where does it say that?", "why?", "expand point 2", "in French".
 * Recognised by rules over the whole message (English, French, German, Spanish, Italian, Dutch,
 * accents folded),
 * so "Why did the garden close?" stays a new question: only a message that is nothing but such a
 * request counts.
 */

import { z } from "zod";
import { stem, wordSet } from "../core/text-analysis";
import { isEnglishWord, verbLemma } from "../core/verb-lemma";
import { verbRoot } from "./verb-forms";
import { polishPortugueseCue, polishPortugueseOrdinals } from "./follow-up-words-pl-pt";

/** Lower case, accents and typographic apostrophes folded (as intent.ts folds, without importing it: it imports this file). */
export function foldText(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .replace(/[’‘`]/g, "'")
      .replace(/ß/g, "ss")
      // Polish "ł" is a letter of its own, not "l" with a mark: NFD keeps it.
      .replace(/ł/gi, "l")
      .toLowerCase()
      .replace(/\s+/g, " ")
      .trim()
  );
}

export const aboutAnswerKinds = ["shorter", "one_sentence", "detail", "bullets", "where", "why", "expand", "simpler", "translate"] as const;
export type AboutAnswerKind = (typeof aboutAnswerKinds)[number];

export interface AboutAnswerRequest {
  kind: AboutAnswerKind;
  /** `expand`: the 1-based point asked about. */
  point?: number;
  /** `translate`: the language asked for, in English ("French"). */
  language?: string;
}

/**
 * What a model may say a message asks of the previous answer (fast-rewrite.ts, intent.ts): any
 * wording the recogniser missed ("Can you condense that?" → `{"kind": "shorter"}`). A malformed
 * one reads as none; a bad point or language is dropped.
 */
export const ModelAboutAnswer = z.object({
  kind: z.enum(aboutAnswerKinds),
  point: z.number().int().positive().max(99).optional().catch(undefined),
  language: z.string().trim().min(1).max(40).optional().catch(undefined),
});

export const languageNames: Record<string, string> = {
  english: "English",
  anglais: "English",
  englisch: "English",
  ingles: "English",
  french: "French",
  francais: "French",
  franzosisch: "French",
  frances: "French",
  german: "German",
  allemand: "German",
  deutsch: "German",
  aleman: "German",
  spanish: "Spanish",
  espagnol: "Spanish",
  spanisch: "Spanish",
  espanol: "Spanish",
  castellano: "Spanish",
  italian: "Italian",
  italien: "Italian",
  italienisch: "Italian",
  italiano: "Italian",
  portuguese: "Portuguese",
  portugais: "Portuguese",
  portugiesisch: "Portuguese",
  portugues: "Portuguese",
  dutch: "Dutch",
  neerlandais: "Dutch",
  niederlandisch: "Dutch",
  chinese: "Chinese",
  chinois: "Chinese",
  chinesisch: "Chinese",
  chino: "Chinese",
  japanese: "Japanese",
  japonais: "Japanese",
  japanisch: "Japanese",
  japones: "Japanese",
  inglese: "English",
  engels: "English",
  francese: "French",
  frans: "French",
  tedesco: "German",
  duits: "German",
  spagnolo: "Spanish",
  spaans: "Spanish",
  italiaans: "Italian",
  portoghese: "Portuguese",
  portugees: "Portuguese",
  olandese: "Dutch",
  nederlands: "Dutch",
  cinese: "Chinese",
  chinees: "Chinese",
  giapponese: "Japanese",
  japans: "Japanese",
};
const languageWord = Object.keys(languageNames).join("|");

const ordinals: Record<string, number> = {
  one: 1,
  first: 1,
  two: 2,
  second: 2,
  three: 3,
  third: 3,
  four: 4,
  fourth: 4,
  five: 5,
  fifth: 5,
  un: 1,
  premier: 1,
  deux: 2,
  trois: 3,
  eins: 1,
  erste: 1,
  zwei: 2,
  drei: 3,
  uno: 1,
  primero: 1,
  dos: 2,
  tres: 3,
  primo: 1,
  due: 2,
  quattro: 4,
  // The fourth and fifth of the other five, and Italian "tre" ("Dimmi di più sul punto tre").
  quatre: 4,
  cinq: 5,
  funf: 5,
  cuatro: 4,
  cinco: 5,
  tre: 3,
  cinque: 5,
  vijf: 5,
  eerste: 1,
  twee: 2,
  drie: 3,
  vier: 4,
};
const pointNumber = `(\\d{1,2}|${Object.keys(ordinals).join("|")})`;

// Polite openings and closings that do not change the request.
const lead =
  "^(?:(?:ok(?:ay)?|thanks|great|now|and|y|et|und|e|so|hm+|please|bitte|merci|gracias|por favor|s'il (?:te|vous) plait|grazie|per favore|bedankt|dank je|alsjeblieft)[ ,]*)*" +
  // A reaction or a wondering before the request asks nothing of its own ("Interesting — what made them do that?", "Any idea what drove that?").
  "(?:(?:interesting|fascinating|intriguing|curious|wow|any (?:idea|clue)|do you know|i wonder)[ ,]*)?" +
  "(?:(?:can|could|would|will) you(?: please)?|please|pls|peux-tu|pouvez-vous|kannst du|konnen sie|puedes|puoi|potresti|kun je|kunt u|zou je)? ?";
// "Why, exactly?", "E per quale motivo, di preciso?": a word of precision after the request asks nothing more.
const tail =
  "(?: exactly| precisely| di preciso| esattamente| precisamente| exactement| precisement| exactamente| genau| precies)?" +
  "(?: please| bitte| por favor| s'il (?:te|vous) plait| per favore| graag| alsjeblieft| alstublieft)?$";
const whole = (body: string) => new RegExp(`${lead}(?:${body})${tail}`, "u");

const patterns: [AboutAnswerKind, RegExp][] = [
  [
    "one_sentence",
    whole(
      "(?:say|put|sum|answer|give|write|make)?(?: (?:it|that|this|me that|me it|the answer))?(?: up)? ?in (?:one|a single|1) (?:sentence|line)|one sentence|a one-liner|en (?:une|1) (?:seule )?phrase|in einem satz|en una (?:sola )?frase",
    ),
  ],
  [
    "expand",
    whole(
      `(?:expand|elaborate|say more|tell me more|more|explain|go into|details?)(?: on| about)?(?: the)? (?:point|item|bullet|number|#) ?${pointNumber}|(?:expand|elaborate|say more|tell me more|more|explain|go into)(?: on| about)? (?:the )?${pointNumber}(?:st|nd|rd|th)? (?:point|item|bullet)|(?:the )?${pointNumber}(?:st|nd|rd|th)? (?:point|item|bullet)(?:,? (?:please|in more detail))?|developpe(?:z)? le point ${pointNumber}|(?:erklare|erlautere) (?:den )?punkt ${pointNumber}(?: genauer)?|punkt ${pointNumber} (?:genauer|ausfuhrlicher)|(?:amplia|desarrolla|explica) el punto ${pointNumber}`,
    ),
  ],
  [
    "shorter",
    whole(
      "(?:make|keep) (?:it|that|this|the answer) (?:shorter|briefer|more concise|short)|shorter|briefer|more concise|shorten (?:it|that|this|the answer)|too long|be brief(?:er)?|tl;? ?dr|(?:in )?fewer words|plus court(?:e)?|plus bref|plus concis|raccourcis(?:-le)?|kurzer|kurzer fassen|fasse? (?:es|das) kurzer|mas corto|mas breve|acortalo",
    ),
  ],
  [
    "bullets",
    whole(
      "(?:(?:make|put|turn|give|write|format|show) (?:it|that|this|me that|the answer)(?: as| in| into)?|as|in|into)? ?(?:a )?(?:bullet(?:ed)? ?(?:points?|list)|bullets|a list|list form|points)|bullet points?|liste a puces|en (?:liste|points|puces)|sous forme de liste|als (?:liste|stichpunkte|aufzahlung)|in stichpunkten|en (?:lista|puntos|vinetas)|como lista",
    ),
  ],
  [
    "detail",
    whole(
      "more details?|(?:give|tell|show)(?: me)? more(?: details?| information| about (?:it|that|this))?|more information|(?:tell|say|explain) more|elaborate(?: on (?:that|it|this))?|(?:expand|go on|continue)(?: on (?:that|it|this))?|in more (?:detail|depth)|more about (?:that|this|it)|(?:make it )?longer|go deeper|plus de details?|en detail|developpe(?:z)?|dis-m'en plus|mehr details?|genauer|ausfuhrlicher|erzahl (?:mir )?mehr|mas detalles?|explica(?:me)? mas|amplia(?:lo)?",
    ),
  ],
  [
    "where",
    whole(
      "where does it say (?:that|this|so)|where (?:does|did) (?:that|this) come from|where (?:did|do) you (?:get|find|read|see) (?:that|this|it)|where is (?:that|this|it) (?:written|stated|said)|(?:what(?:'s| is| are)|show me) (?:your|the) sources?|which (?:page|passage|document|part|file)(?: says (?:that|this|so)| is (?:that|this) from| did (?:that|this|you) (?:come|get it) from)?|show me where|quote (?:it|that|the source|the passage)|sources?|ou est-ce (?:que c'est )?(?:ecrit|dit)|ou (?:est-ce|c'est) (?:ecrit|dit)|d'ou (?:vient|tiens-tu|sort) (?:ca|cela)|quelle (?:page|source)|wo steht (?:das|es)|woher (?:weisst du|stammt|kommt) das|welche (?:seite|quelle)|donde (?:dice|pone) (?:eso|esto)|de donde (?:sale|sacas) (?:eso|esto)|que (?:pagina|fuente)",
    ),
  ],
  [
    "why",
    whole(
      "why|why (?:is|was) (?:that|it)(?: so)?|how so|what(?:'?s| is| was| lies) behind (?:that|it|this)|why so|why do you say (?:that|so)|how do you know(?: that)?|what makes you say (?:that|so)|explain why|pourquoi(?: (?:ca|cela|donc))?|comment le sais-tu|warum(?: das)?|wieso|weshalb|woher weisst du das|por que(?: (?:eso|es asi))?|como lo sabes|perche(?: (?:questo|cosi))?|come (?:lo|fai a saperlo) sai|come lo sai|waarom(?: (?:dat|is dat zo))?|hoe weet je (?:dat|het)" +
        // What it is due to ("¿Y a qué se debe?", "À quoi c'est dû ?", "Woran liegt das?", "A cosa è dovuto?", "Waar komt dat door?").
        "|(?:y |et |und |e |en )?(?:a que se debe(?: eso| esto)?|a quoi (?:c'est|est-ce|c'etait) du|woran liegt (?:das|es)|a cosa e dovuto|waar komt dat door)" +
        // What moved them to it ("What pushed them to switch?", "What made him think so?"), and Italian "come mai" (how come).
        "|what (?:made|makes|pushed|pushes|led|leads|drove|drives|prompted|prompts|caused|causes) (?:him|her|them|it|you|us|people)(?: to)?(?: [a-z]+)?(?: (?:so|that|this|it))?|(?:e |ma )?come mai(?: (?:questo|cosi))?" +
        // What caused the answer's fact, pointed at ("What drove that?", "What sparked it?", "What led to this?") (#20, t20s19).
        "|what (?:(?:made|drove|drives|prompted|prompts|caused|causes|triggered|triggers|sparked|sparks|fuel(?:l)?ed|fuels|spurred|spurs|motivated|motivates|provoked|provokes)|(?:led|leads|gave rise) to|brought about) (?:that|this|it|those|these)(?: (?:on|about|off))?" +
        // Why it happens, and how that can be, with no word of its own ("¿Por qué pasa?", "¿Y cómo es eso?", "Comment ça se fait ?").
        "|(?:y |et |und |e |en )?(?:why does (?:that|it|this) happen|how is (?:that|this) (?:so|possible)|por que (?:pasa|ocurre|sucede)(?: (?:eso|esto))?|como es (?:eso|esto|posible)|pourquoi (?:ca|cela) (?:arrive|se produit)|comment (?:ca|cela) se fait|warum passiert (?:das|es)|wie ist das (?:moglich|so)|perche succede(?: (?:questo|cio))?|com'e possibile|waarom gebeurt (?:dat|het)|hoe kan dat)" +
        // What acted on the people the answer named, whatever its verb ("What turned them around?", "What got into him?",
        // "Qu'est-ce qui les a fait changer d'avis ?", "¿Qué los llevó a eso?", "Cosa li ha spinti?", "Wat bracht hen ertoe?"),
        // and how it came about ("How come?", "Wie kommt das?", "Hoe komt dat?"), with no word of why (#20, t20s17).
        "|what (?!(?:do|does|did|is|was|are|were|has|have|had|will|would|can|could|should|about|happened|happens|else)\\b)[a-z]+(?: into)? (?:him|her|them|you|us)(?: [a-z]+)?|what changed (?:his|her|their|your) minds?|how come(?: (?:that|so))?|what for" +
        "|qu'est-ce qui (?:l'|les |le |la |lui |leur )(?:a|ont|avait|avaient) [a-z]+(?: [a-z']+){0,3}|(?:et )?pour quelle raison|wie kommt(?:'s| es| das)(?: denn)?|was hat (?:ihn|sie|ihm|ihnen)(?: denn)? (?:dazu (?:gebracht|bewogen|getrieben|veranlasst)|umgestimmt|bewogen|angetrieben|motiviert)" +
        "|que (?:lo|la|los|las|le|les) (?:hizo|llevo|empujo|motivo|movio|impulso|convencio)(?: [a-z]+){0,3}|por que razon|(?:che )?cosa (?:li|lo|la|le|gli) (?:ha|hanno|aveva) (?:spint[aoie]|portat[aoie]|convint[aoie]|indott[aoie]|mosso)(?: [a-z]+){0,3}|per quale (?:motivo|ragione)" +
        "|wat (?:bracht|dreef|bewoog|zette) (?:hem|haar|hen|ze)(?: [a-z]+){0,2}|hoe (?:komt|kwam) (?:dat|het)(?: eigenlijk| dan)?|om welke reden" +
        // The reasoning or logic of the answer by its article, with nothing after it but "behind that" ("What's the reasoning?",
        // "What was the logic behind it?"), and what it was due to in the past ("Woran lag das denn?") (#20, t20s21).
        "|what(?:'?s| is| was) the (?:reasoning|rationale|logic|thinking|motive|motivation)(?: behind (?:that|it|this))?" +
        "|(?:und )?woran (?:lag|lagen|liegt) (?:das|es)(?: denn| eigentlich)*",
    ),
  ],
  [
    "simpler",
    whole(
      "(?:explain|say|put|write|make) (?:it|that|this|the answer) (?:more )?(?:simply|simpler|in simpler (?:words|terms)|in plain (?:english|words|language))|simpler(?: words| terms)?|in (?:simpler|plain) (?:words|terms|english|language)|like i'?m (?:five|5)|eli5|less technical|plus simplement|plus simple|en termes simples|einfacher|in einfachen worten|mas (?:simple|sencillo)|con palabras (?:mas )?sencillas",
    ),
  ],
  [
    "translate",
    whole(
      `(?:translate|say|write|give|put|answer)(?: (?:it|that|this|me that|the answer))?(?: (?:in|into|to))? (?:${languageWord})|translate (?:it|that|this|the answer)|(?:and )?(?:in|into) (?:${languageWord})|en (?:${languageWord})|auf (?:${languageWord})|traduis(?:-le)?(?: en (?:${languageWord}))?|ubersetze?(?: (?:es|das))?(?: (?:ins|auf) (?:${languageWord}))?|traduce(?:lo)?(?: al (?:${languageWord}))?|in het (?:${languageWord})|traduci(?:lo|la)?(?: in (?:${languageWord}))?|vertaal(?: (?:het|dat|dit))?(?: (?:naar|in)(?: het)? (?:${languageWord}))?`,
    ),
  ],
];

/** The request a message makes about the previous answer, or null when it is a question of its own. */
export function aboutAnswerRequest(message: string): AboutAnswerRequest | null {
  const folded = foldedMessage(message);
  return requestByPattern(folded) ?? requestByWords(folded, message);
}

/** The message folded, its punctuation made spaces. */
const foldedMessage = (message: string) =>
  foldText(message)
    .replace(/[!?.,;:¡¿()"—–]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The request when the whole message is one of the fixed wordings ("Make it shorter.", "Expand point 2."): the high-precision layer. */
export function aboutAnswerByPattern(message: string): AboutAnswerRequest | null {
  return requestByPattern(foldedMessage(message));
}

function requestByPattern(folded: string): AboutAnswerRequest | null {
  if (folded.length === 0 || folded.length > 80) return null;
  for (const [kind, pattern] of patterns) {
    const match = pattern.exec(folded);
    if (!match) continue;
    if (kind === "expand") return { kind, point: pointOf(folded) };
    if (kind === "translate") {
      const name = new RegExp(`(?:${languageWord})`, "u").exec(folded)?.[0];
      return { kind, ...(name ? { language: languageNames[name] } : {}) };
    }
    return { kind };
  }
  return null;
}

// Words that ask for a kind of rework (accents folded): English, then French, German and Spanish,
// each kind's words in one language with their counterparts in the others (verbs by their
// infinitive: their other forms count by their root, verb-forms.ts).
const cueWords: [AboutAnswerKind, string, string][] = [
  ["one_sentence", "sentence line oneliner", "satz phrase frase oracion ligne zeile linea zin riga regel"],
  // "Long" is no kind by itself ("the long version" asks for more); "too long" is a complaint (about-answer-recogniser.ts).
  [
    "shorter",
    "short shorter shorten shortened brief briefer briefly concise trim pare cut wordy tldr gist pitch soundbite nutshell recap condense snappy snappier succinct essentials essential core quick quicker",
    "kurz kurzer kurzen kurzfassung court courte bref breve concis raccourcir raccourcis corto corta acortar acortalo resumido abreger abrege knapp knapper kurzfassen resumir abkurzen reduire condenser synthese synthetiser synthetique abreviar recortar reducir condensar conciso sucinto essentiel wesentliche wesentlichen wichtigste esencial corta accorcia accorciare accorciala accorcialo accorciato sintetico sintetica conciso concisa abbreviare riduci ridurre sintesi essenziale kort korter korten inkorten ingekort beknopt beknopter bondig bondiger essentie kern compact compacter kompakt kompakter compatto compatta compacto compacta" +
      // Lightening, tightening, pruning and the nut's shell ("tu peux alléger ?", "stringere", "straffen", "al grano", "al sodo", "in een notendop").
      " alleger allege resserrer resserre elaguer elague stringere stringi stringila stringilo straffen straff eindampfen grano sodo notendop" +
      // Cutting and halving ("Tu peux couper ça de moitié ?", "córtalo a la mitad", "taglialo a metà", "halbieren", "halveren").
      " couper coupe coupez cortar cortalo tagliare taglia taglialo tagliala moitie mitad halbieren halveren dimezzare dimezza dimezzalo" +
      // A reduced or short form ("una versione ridotta", "une version réduite", "eine gekürzte Fassung", "in Kurzform") (#20, t20s21).
      " ridotto ridotta reduite reducida reducido gekurzt gekurzte verkurzt verkurzte kurzform kurzversion",
  ],
  [
    "bullets",
    // … and the dot before each ("dot points", "a dot before each") (#20, t20s21).
    "bullet bullets bulleted bulletpoints list listed enumeration itemise itemize itemised itemized dash dashes checklist dot dots",
    // The list's marks and forms are nouns of the format too: dashes, keywords, points one by one.
    "lista liste puces stichpunkt stichpunkte stichpunkten aufzahlung vinetas enumerer lister auflisten aufzahlen enumerar listar elenco elenca elencare elencali puntato puntata lijst lijstje opsomming opsommingstekens opsommen bulletpoints schematizzare schematizza schematizzalo schematizzala bolletjes bolletje rijtje spiegelstrich spiegelstriche spiegelstrichen stichwort stichworte stichworten stichwortartig aufzahlungszeichen tiret tirets guion guiones trattino trattini streepje streepjes puntjes puntsgewijs lijstvorm" +
      // The list's dot and its column ("con un pallino davanti", "incolonnali") (#20, t20s21).
      " pallino pallini puntino puntini incolonna incolonnare incolonnali",
  ],
  [
    "simpler",
    "simple simpler simply plain easier eli5 layman laymans beginner beginners simplify simplified dumb dumbed jargon nontechnical" +
      // Said as to a grandparent ("Say it like you would to my grandma.").
      " grandma granny grandmother grandpa grandfather grandad",
    "laie laien laienhaft vulgariser profane profano leek leken simplement simplifier einfach einfacher sencillo sencilla sencillas semplice semplici semplicemente semplificare semplifica semplificalo facile eenvoudig eenvoudiger eenvoudige simpel simpele simpeler makkelijk makkelijker begrijpelijk begrijpelijker",
  ],
  ["why", "why", "pourquoi warum wieso weshalb porque perche waarom"],
  [
    "where",
    // Slang and plain words for what backs a claim ("Receipts?", "Proof?").
    // What a claim rests on, as "based" ("the wording you relied on").
    "where source sources passage passages quote quoted cite citation page receipts evidence based rely relied" +
      // Copying the source's words out (#20, t20s17: "reproduce the exact sentence", "Transcríbeme las palabras exactas"):
      // what is copied is the passage the answer rests on.
      " copy paste reproduce transcribe verbatim",
    // Citing the line and proving it ("Cite-moi la ligne", "Zitier mir die Zeile", "Demuéstralo", "Dimostralo", "Citeer de regel").
    "reference referencia referencias riferimento riferimenti referenz referentie citer citez cite zitieren zitier zitiere zitiert citar citame citare citami citeer citeren prouve prouver prouvez beweisen demostrar demuestra dimostra dimostrare bewijzen dov " +
      "preuve preuves beweis beweise belege prueba pruebas bewijs wo woher donde fuente quelle seite stelle pasaje pagina ou dove fonte fonti passaggio citazione waar bron bronnen vandaan citaat textstelle" +
      // What a claim rests on ("Sur quoi tu te bases ?", "¿En qué te basas?", "Worauf stützt du dich?", "Waar baseer je dat op?").
      " bases basent basas basa basi basate baseer baseert stutzt stutzen stutzst beruht" +
      // … in the past and the perfect too ("sur lequel tu t'es appuyé", "auf den du dich gestützt hast", "waarop je je baseerde").
      " appuye appuyee appuyes appuyer appuie fonde fondee basee basaste basado apoyaste apoyado basato basata appoggiato fondato gestutzt basiert baseerde gebaseerd" +
      // … and copying its words out, word for word.
      " copie copier recopie recopier colle coller reproduis reproduire transcris transcrire textuellement kopier kopiere kopieren abschreiben abtippen wortlich copia copiar copiame pega pegar reproducir transcribir textualmente ricopia ricopiare incolla incollare riproduci riprodurre trascrivi trascrivere testualmente kopieer kopieren plak plakken overtikken letterlijk",
  ],
  [
    "detail",
    // Adding to it ("add to that", "fill in the gaps") asks for more as "expand" does.
    // … and the rest of it ("Tell me the rest", "le reste", "el resto", "den Rest") (#20, t20s21).
    "detail details detailed elaborate expand more deeper depth longer further continue context else going add fill gaps rest",
    // Going on ("Und weiter?", "Et ensuite ?", "¿Y luego?") and the verbs of going deeper.
    // Telling it ("Cuéntamelo con pelos y señales", "Raccontamelo per filo e per segno", "Raconte-moi tout"): a word of degree.
    "cuenta cuentame contar racconta raccontami raccontare raconte raconter erzahl erzahle erzahlen " +
      "explications explicaciones erklarungen spiegazioni developper developpe developpez detailler mehr genauer ausfuhrlicher mas detalles amplia ampliar profundiza davantage naher profundizar plus weiter dann fortfahren ensuite suite continuer continuez luego despues sigue seguir continua approfondir preciser vertiefen erlautern ausfuhren detallar desarrollar extender explayarse dettagli dettaglio dettagliato approfondire approfondisci approfondiscilo ampliare espandi espandere continuare poi ancora piu meer uitgebreider uitgebreid uitbreiden uitweiden verder doorgaan dieper toelichten toelichting ingaan particolari fondo precisions precisiones precisazioni" +
      // Developing and working it out ("Sviluppalo", "Elabora un po'", "Hol weiter aus", "Werk het uit", "Leg noch was nach").
      " sviluppa sviluppare elabora elaborare elaborar nachlegen ausholen ausarbeiten uitwerken uitdiepen reste resto" +
      // Depth, particulars, thoroughly, and what else ("en profondeur", "alle Einzelheiten", "grondig", "Was sonst?", "c'è altro?").
      " profondeur profundidad profondita tiefe diepte einzelheiten bijzonderheden pormenores grondig grundlich sonst altro autre vul aanvullen" +
      // Filling out and going deeper ("étoffer", "expláyate", "tiefer einsteigen", "dilungati").
      " etoffer etoffe etoffez explayate explayes explayarte tiefer dilungati dilungarti" +
      // Building it out and widening it ("magst du ihn ausbauen?", "weite das aus") (#20, t20s21).
      " ausbauen ausweiten",
  ],
];
const cues = new Map<string, AboutAnswerKind>();
for (const [kind, english, other] of [...cueWords].reverse()) for (const word of `${english} ${other}`.split(" ")) cues.set(word, kind);
const kindOrder = [...new Set(cueWords.map(([kind]) => kind))];

// Places in a text: with a word asking which or where, they ask where the answer comes from
// ("¿En qué parte del documento aparece?", "Dans quel fichier ?"); alone they name nothing
// ("Summarise the document." is no "where").
export const placeWords = wordSet(
  "document documents documento dokument datei fichier archivo file paragraph paragraphe absatz abschnitt section seccion parrafo part parte partie teil endroit texte texto paragrafo sezione testo bestand alinea sectie deel tekst stuk brano" +
    // Polish and Portuguese ("z którego pliku", "em que ficheiro").
    " plik pliku plikow dokumencie dokumentu ficheiro arquivo trecho",
);
const whichWords = wordSet(
  "which where quel quelle quels quelles lequel laquelle welche welcher welches welchem welchen wo woher donde cual cuales ou quale quali dove welk welke waar" +
    " ktory ktorego ktorej ktorym jaki jakim qual quais onde gdzie skad",
);
// Spanish "en qué", "de qué" ask which; so do the German question adverbs "worauf", "woraus", "wovon".
const asksWhich = (words: string[]) =>
  words.some(
    (word, index) => whichWords.has(word) || questionAdverb.test(word) || (word === "que" && /^(?:en|de)$/.test(words[index - 1] ?? "")),
  );
export const questionAdverb = /^wor?(?:uber|von|aus|auf|an|mit|fur|bei|in|nach|um|unter)$/;

// Words of degree that ask for a kind only weakly: "more" in "more concise" or "more simply" is no request for detail.
export const weakCueWords = wordSet(
  "wiecej mais dalej more plus mehr mas else sonst altro autre further long longer piu meer ancora cuenta cuentame contar racconta raccontami raccontare raconte raconter erzahl erzahle erzahlen",
);

// "point by point", "point par point", "Punkt für Punkt", "punto por punto", "punto per punto", "punt voor punt".
const byWords = wordSet("by par fur por per voor");

/** The kind the words ask for, the most specific first ("un poco más corto": shorter, not more). */
export function cueKind(words: string[]): AboutAnswerKind | undefined {
  const kinds = new Set(words.map(cueOf).filter((kind) => kind !== undefined));
  if (words.some((word) => placeWords.has(word)) && asksWhich(words)) kinds.add("where");
  // "in point form", "point by point": a point word naming the bulleted format, not a point.
  const asFormat = (word: string, index: number) =>
    pointWords.has(word) &&
    (words[index + 1] === "form" || (byWords.has(words[index + 1] ?? "") && pointWords.has(words[index + 2] ?? "")));
  if (words.some(asFormat)) kinds.add("bullets");
  return kindOrder.find((candidate) => kinds.has(candidate));
}

// Words that carry no subject of their own: pronouns, articles, politeness and the verbs of asking, in the four languages.
const englishFillers = [
  "a an the it its it's that that's this those these them they me my i you your we us our please pls thanks thank ok okay now and so",
  "just can could would will should do does did is are was be what whats s d ll m re ve for to of on in into as at by with from up down out",
  "over bit little some lot much too very give make put turn write say tell show format present rewrite redo try again also version",
  "answer response reply text one single 1 whole form way words word terms same let lets like want need mean not no well then there here take",
  "about break get go keep summarize summarise sum explain come main exact mentioned information",
  // Politeness formulas and particles of a phrasal verb ("would you mind", "if possible", "kindly", "pare it back").
  "mind kindly possible back substance",
];
const otherFillers = [
  "le la les l un une des de du d ce c ca cela ceci il elle en est et tu vous peux pouvez peut moi m te t plait svp merci mets met fais",
  "faire donne donner dis dire ecris reponse forme plus sous avec pour par y resume vient cette mettre mettez",
  "das es die der den dem ein eine einem einen einer sie ihr mir mich uns dir kannst konnen konntest bitte mal noch etwas machen mach mache sag sagen",
  "schreib schreiben gib geben als im auf zu zum antwort fassung daraus davon und oder ist hast her geht auch",
  "el lo los las uno una del se dar puedes puede podrias por favor hazlo haz dime dame pon pones ponlo escribe respuesta con para poco",
  // Wanting, knowing, finding and appearing ("J'aimerais en savoir plus", "Wo steht das?", "¿Dónde aparece?").
  "voudrais veux voulez voudriez aimerais aimerait souhaite souhaiterais savoir connaitre apparait trouve",
  "mochte mochten will wollen wissen findet steht kommt erscheint stammt vielleicht gern gerne",
  "quiero quisiera quisieras gustaria saber aparece esta estan encuentra viene porfa porfis",
  // The conditional of "can" ("Tu pourrais faire plus court ?", "Könnten Sie…", "¿Podría…?"): irregular, so no ending finds it.
  "pourrais pourriez pourrait konnten konntet wurdest wurden podria podrian",
  // "Only", "in", "what", "says" ("Nur das Wesentliche", "Dans quel fichier ?", "¿En qué sección lo dice?").
  "j nur juste seulement solo dans que dice dit",
  // Explaining, and the perfect of reading and finding ("Tu l'as lu où ?", "Wo hast du das gelesen?"), as in Italian and Dutch below.
  "explique expliquer expliquez explicar explica explicame erklar erklare erklaren lu lus gelesen gefunden leiste leido",
  // Italian: articles, pronouns, prepositions, asking and its verbs ("Dimmelo in una frase", "Mettilo in un elenco").
  "il lo la i gli le l un una uno di del della dello dei degli delle da dal dalla nel nella con su sul sulla e ed o mi ti ci si",
  "puoi potresti puo potete fammi fai fare fallo falla dammi dare dimmi dimmelo dire scrivi scrivilo metti mettilo mettila risposta",
  "favore grazie questo questa quello quella cosa ne vorrei voglio sapere sola spiega spiegalo spiegami spiegare modo parole pure qual meglio",
  "riassumi riassumilo troppo lungo lunga informazione viene dice scritto trova rendi rendila rendilo rendere renderla renderlo",
  // The perfect of reading and finding ("Dove l'hai letto?", "Waar heb je dat gelezen?"), as "where did you read that".
  "hai ho ha letto trovato visto preso heb hebt heeft gelezen gevonden gezien gehaald",
  // Dutch: the same ("Kun je het inkorten?", "Zeg het in één zin", "Waar komt dat vandaan?").
  "het de een t dat dit die deze je jij u uw kun kunt kan zou zouden wil wilt mij mijn graag alsjeblieft alstublieft aub bedankt dank",
  "op van voor met naar om te zijn geef geven zeg zeggen schrijf maak maken zet zetten antwoord vorm alleen even nog eens ook mag moet beter",
  "vertel vertellen leg uit uitleggen vat samen samenvatten woorden paar staat komt weet hoe er daar hier lang informatie wat ga gaan",
  // Politeness formulas ("je vous prie", "ti prego", "si possible", "se possibile", "wenn möglich"), the
  // partitive's "a little" ("un po'", "ein bisschen", "un poquito") and the nouns of "more substance" ("un peu plus de matière").
  "prie prego possibile posible moglich wenn mogelijk gentilmente amablemente freundlicherweise peu po bisschen poquito pochino matiere contenu sostanza sustancia",
  // Showing and taking from a passage ("Mi mostri il passaggio da cui l'hai preso?", "¿De dónde lo sacaste?").
  "dai darmi mostri mostrare mostrarmi mostrami montrez zeige zeigst ensename ensenar cui sacado sacaste tire tiree",
  // The answer's version ("die ausführliche Version", "la versione lunga", "de lange versie").
  "versie versione",
];
const words = (lines: string[]) => lines.join(" ").split(" ");
const fillers = new Set([...words(englishFillers), ...words(otherFillers)]);
export const pointWords = new Set([
  "point",
  "points",
  "item",
  "bullet",
  "punkt",
  "punto",
  "punti",
  "punt",
  "punten",
  "#",
  "punkcie",
  "punktu",
  "ponto",
]);
export const numberWords = new Set([
  ...Object.keys(ordinals),
  ..."1st 2nd 3rd 4th 5th deuxieme troisieme premiere quatrieme ersten zweite zweiten dritte dritten vierte vierten segundo segunda tercer tercero tercera cuarto primer primera prima secondo seconda terzo terza quarto tweede derde vierde".split(
    " ",
  ),
  ...Object.keys(polishPortugueseOrdinals),
]);
const ordinalValue: Record<string, number> = {
  deuxieme: 2,
  ersten: 1,
  vierten: 4,
  troisieme: 3,
  premiere: 1,
  quatrieme: 4,
  zweite: 2,
  zweiten: 2,
  dritte: 3,
  dritten: 3,
  vierte: 4,
  segundo: 2,
  segunda: 2,
  tercer: 3,
  tercero: 3,
  tercera: 3,
  cuarto: 4,
  primer: 1,
  primera: 1,
  prima: 1,
  secondo: 2,
  seconda: 2,
  terzo: 3,
  terza: 3,
  quarto: 4,
  tweede: 2,
  derde: 3,
  vierde: 4,
  ...polishPortugueseOrdinals,
};

// Stems of the cue and filler words, so "detailing" or "quoted" count as their word.
// The stemmer reads English verbs' forms: another language's word it takes for one is no English verb
// ("dove", Italian "where", is the past of "dive": "Can you dive deeper?" asked where), so it keeps only its plain stem.
const englishCueWords = new Set(cueWords.flatMap(([, english]) => english.split(" ")));
const cueStems = new Map(
  [...cues].filter(([word]) => englishCueWords.has(word) || verbLemma(word) === word).map(([word, kind]) => [stem(word), kind]),
);
const fillerStems = new Set([...fillers].map(stem));
// Roots of the cue verbs, so "abgekürzt", "aufgelistet", "acortado", "énumère" count as theirs; a
// root two kinds share ("long": shorter, "longer": detail) counts for neither, nor does summarising's
// ("Resume el documento" asks for a summary of its own, "más resumido" for a shorter answer).
const cueRoots = new Map<string, AboutAnswerKind | null>();
// The marks of a list are nouns: they count in their own forms, never by a verb's root ("tires", from
// "tirer", to draw from, is no "tirets").
const listMarks = wordSet("tiret tirets guion guiones trattino trattini streepje streepjes puces puntjes vinetas");
for (const [word, kind] of cues) {
  if (listMarks.has(word)) continue;
  const root = verbRoot(word);
  if (root === "resum") continue;
  if (root !== word || word.length >= 5) cueRoots.set(root, cueRoots.has(root) && cueRoots.get(root) !== kind ? null : kind);
}
// Roots of the verbs of asking, saying and appearing ("gefasst", "formuliert", "figuran", "aparecen").
const askingRoots = new Set(
  "fassen formulieren finden stehen kommen erscheinen stammen meinen trouver apparaitre aparecer encontrar".split(" ").map(verbRoot),
);
// Pointers that are as often articles (Dutch "het"; Spanish and Italian "lo", in "me lo puedes…", "dove lo dice", are the pronoun far more often).
export const articles = wordSet("le la les es het");
// Words pointing back at the answer: with one, a single unknown word is allowed ("make it snappier").
// … and the Portuguese "isso", "isto" (Polish "to" is English "to" too: it is left out).
export const backPointers = wordSet(
  "it that this those these them le la les ca cela das es eso esto lo questo quello dat dit het isso isto",
);

/** The kind a word asks for: itself, its stem, or a long compound ending or starting with one ("Stichpunktliste"). */
export function cueOf(word: string): AboutAnswerKind | undefined {
  const known = cueOfForm(word) ?? cueOfForm(withoutClitic(word));
  if (known || word.length < 10) return known;
  // German compounds: "Stichpunktliste", "stichpunktartig" (a cue or its stem at either end).
  for (const [cue, kind] of cues)
    for (const part of new Set([cue, stem(cue)])) if (part.length >= 5 && (word.startsWith(part) || word.endsWith(part))) return kind;
  return undefined;
}

/** The kind a word asks for as it is, by its English stem or by its verb root. */
// A stem stands for its word only from four letters: French "par" is no "pare".
// A word of asking or politeness is no kind by its stem or root ("plaît", of "s'il te plaît", is no "plain").
const cueOfForm = (word: string) =>
  cues.get(word) ??
  polishPortugueseCue(word) ??
  (fillers.has(word)
    ? undefined
    : ((word.length >= 4 ? cueStems.get(stem(word)) : undefined) ??
      (word.length >= 5 ? (cueRoots.get(verbRoot(word)) ?? undefined) : undefined) ??
      cueOfDiminutive(word) ??
      cueOfTypo(word) ??
      cueOfShorthand(word) ??
      cueOfMisspelling(word) ??
      cueOfInflection(word)));

// Chat shorthand writes a word without its vowels ("shrtr", "dtls", "srcs"): a kind word with the same consonants.
const vowels = /[aeiouy]/g;
let skeletons: Map<string, AboutAnswerKind | null> | null = null;
function cueOfShorthand(word: string): AboutAnswerKind | undefined {
  if (word.length < 4 || /[aeiouy]/.test(word) || !/^\p{L}+$/u.test(word)) return undefined;
  if (!skeletons) {
    skeletons = new Map();
    for (const [cue, kind] of cues) {
      const skeleton = cue.replace(vowels, "");
      if (skeleton !== cue) skeletons.set(skeleton, skeletons.has(skeleton) && skeletons.get(skeleton) !== kind ? null : kind);
    }
  }
  return skeletons.get(word) ?? undefined;
}

// Long kind words, for a typo of one ("Ausfürlicher", "Desarolla", "approfondisi").
const longCues = () => [...cues].filter(([cue]) => cue.length >= typoLength);
const typoLength = 8;
let longCueList: [string, AboutAnswerKind][] | null = null;

/** The kind of a long kind word one letter away (added, dropped, changed or two swapped); none when two kinds are. */
function cueOfTypo(word: string): AboutAnswerKind | undefined {
  if (word.length < typoLength) return undefined;
  longCueList ??= longCues();
  const kinds = new Set(longCueList.filter(([cue]) => withinOneEdit(word, cue)).map(([, kind]) => kind));
  // … or a verb's root one letter away ("Desarolla", of "desarrollar").
  const root = verbRoot(word);
  for (const [cueRoot, kind] of cueRoots) if (kind && cueRoot.length >= 7 && withinOneEdit(root, cueRoot)) kinds.add(kind);
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

// Misspelt kind words no dictionary holds: a letter doubled or not ("bulett", "detaills"), vowels left
// out of part of the word ("shortr", "deepr"), one letter off an English kind word of six letters or more
// ("shoter", "detials"), two letters swapped in a shorter one ("lsit"). An English word of its own ("sample",
// "retail", "shorts") is never a misspelling, whatever it is one letter from.
const squeezed = (word: string) => word.replace(/(\p{L})\1+/gu, "$1");
let squeezedCues: [string, string, AboutAnswerKind][] | null = null;

/** The kind of a kind word the word misspells; none when it is a word of its own or two kinds are near. */
function cueOfMisspelling(word: string): AboutAnswerKind | undefined {
  const matched = misspeltCues(word);
  const kinds = new Set(matched.map(([, kind]) => kind));
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/** The kind word a misspelt word stands for ("lisst": "list"), so the embedder reads the word and not the typo; none when unsure. */
export function spelledKindWord(word: string): string | undefined {
  if (cues.has(word)) return undefined;
  const matched = misspeltCues(word);
  return new Set(matched.map(([, kind]) => kind)).size === 1 ? matched[0]?.[0] : undefined;
}

function misspeltCues(word: string): [string, AboutAnswerKind][] {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || isEnglishWord(word) || fillers.has(word)) return [];
  // Summarising's words are left out, as for the roots ("resumer" is the French verb, not a misspelt "resumir").
  squeezedCues ??= [...cues]
    .filter(([cue]) => cue.length >= 4 && /^[a-z]+$/.test(cue) && !cue.startsWith("resum"))
    .map(([cue, kind]) => [cue, squeezed(cue), kind]);
  const own = squeezed(word);
  const matched: [string, AboutAnswerKind][] = [];
  for (const [cue, cueSqueezed, kind] of squeezedCues)
    if (
      own === cueSqueezed ||
      // A few vowels dropped, and one letter off, only from an English kind word, where the lexicon tells a
      // word of its own: in the other five a word so near a kind word is often a word ("basta" is no
      // "basata", "gran" no "grano", "waarop" no "waarom"); with every vowel dropped it is shorthand ("dttgl").
      (englishCueWords.has(cue) && withoutSomeVowels(word, cue)) ||
      (englishCueWords.has(cue) && Math.min(word.length, cue.length) >= 6 && withinOneEdit(word, cue)) ||
      (englishCueWords.has(cue) && word.length === cue.length && swappedPair(word, cue))
    )
      matched.push([cue, kind]);
  return matched;
}

// A kind word's plural or agreement in French, German, Spanish, Italian or Dutch ("courtes", "kürzere",
// "ausführlichere", "cortas", "brevi", "elenchi puntati", "kortere", "Quellen"): the kind of the form it
// comes from. A plural of a unit of text is no "one sentence" ("le frasi", "die Sätze"), and an English
// word keeps its own meaning.
const inflections: [RegExp, string][] = [
  [/chi$/, "co"],
  [/ghi$/, "go"],
  [/i$/, "o"],
  [/i$/, "e"],
  [/i$/, "a"],
  [/e$/, "a"],
  [/es$/, ""],
  [/s$/, ""],
  [/x$/, ""],
  [/en$/, ""],
  [/n$/, ""],
  [/er$/, ""],
  [/em$/, ""],
  [/e$/, ""],
];

/** The kind of the kind word this word inflects; none when it is an English word or two kinds are. */
function cueOfInflection(word: string): AboutAnswerKind | undefined {
  if (word.length < 5 || isEnglishWord(word) || fillers.has(word)) return undefined;
  const kinds = new Set<AboutAnswerKind>();
  for (const [ending, replacement] of inflections) {
    if (!ending.test(word)) continue;
    const form = word.replace(ending, replacement);
    const kind = form.length >= 4 ? cues.get(form) : undefined;
    if (kind && kind !== "one_sentence") kinds.add(kind);
  }
  return kinds.size === 1 ? [...kinds][0] : undefined;
}

/** The word is the kind word with one or more of its vowels left out, nothing else ("shortr", "smplr"). */
function withoutSomeVowels(word: string, cue: string): boolean {
  if (word.length >= cue.length || cue.length - word.length > 3) return false;
  let at = 0;
  for (const letter of cue) {
    if (word[at] === letter) at++;
    else if (!/[aeiouy]/.test(letter)) return false;
  }
  return at === word.length && word.replace(/[aeiouy]/g, "").length >= 3;
}

/** The same letters with two neighbours swapped ("lsit"). */
function swappedPair(word: string, cue: string): boolean {
  const at = [...word].findIndex((letter, index) => letter !== cue[index]);
  return (
    at >= 0 && at < word.length - 1 && word[at] === cue[at + 1] && word[at + 1] === cue[at] && word.slice(at + 2) === cue.slice(at + 2)
  );
}

/** One letter added, dropped, changed or two swapped: "shoter", "elaborte". */
export function withinOneEdit(left: string, right: string): boolean {
  if (Math.abs(left.length - right.length) > 1) return false;
  let i = 0;
  while (i < left.length && left[i] === right[i]) i++;
  if (left.slice(i + 1) === right.slice(i + 1)) return true;
  if (left.slice(i + 1) === right.slice(i) || left.slice(i) === right.slice(i + 1)) return true;
  return left[i] === right[i + 1] && left[i + 1] === right[i] && left.slice(i + 2) === right.slice(i + 2);
}

// A Spanish diminutive is its word made small ("cortito", "brevecito", "resumidito"): its kind is the word's.
const diminutive = /^(.{3,}?)(?:ec)?(?:it|ic)(o|a)s?$/;
function cueOfDiminutive(word: string): AboutAnswerKind | undefined {
  const match = diminutive.exec(word);
  if (!match) return undefined;
  const [, root, ending] = match;
  return cues.get(`${root}${ending}`) ?? cues.get(`${root}e`) ?? cues.get(root!);
}

// Spanish verbs carry their pronouns: "enuméralo", "resúmemelo", "acórtalo".
// Italian ones too ("elencami", "spiegamelo"): "mi", "li", "ci".
// Two of them together ("enuméramelos", "dáselas", "spiegameli", "diglielo") before one alone, the longest first.
export const clitics =
  "melos melas selos selas telos telas noslos noslas glielo gliela glieli meli mele melo mela selo sela telo tela noslo me te se nos lo la le los las les mi li ci".split(
    " ",
  );

/** The word without a Spanish verb's pronoun, when at least four letters are left. */
export function withoutClitic(word: string): string {
  const clitic = clitics.find((ending) => word.endsWith(ending) && word.length - ending.length >= 4);
  return clitic ? word.slice(0, -clitic.length) : word;
}

// The words of French, German and Spanish requests that English does not write ("bitte", "porfa", "sigue").
const englishWords = new Set([...words(englishFillers), ...cueWords.flatMap(([, english]) => english.split(" "))]);
const otherWords = new Set(
  [...words(otherFillers), ...cueWords.flatMap(([, , other]) => other.split(" "))].filter(
    (word) => word.length >= 3 && !englishWords.has(word),
  ),
);

/** A word of asking about an answer in French, German or Spanish that is no English word: the message is not English. */
export const otherLanguageWord = (word: string) =>
  otherWords.has(word) || (polishPortugueseCue(word) !== undefined && !isEnglishWord(word));

export const isFiller = (word: string) =>
  fillers.has(word) ||
  questionAdverb.test(word) ||
  fillerStems.has(stem(word)) ||
  pointWords.has(word) ||
  placeWords.has(word) ||
  whichWords.has(word) ||
  (word.length >= 5 && askingRoots.has(verbRoot(word)));

/**
 * A short message made only of words that ask for a rework ("Too wordy, trim it down.", "¿Me lo
 * pones en una lista?") and words with no subject of their own: one word that names anything else
 * ("Give me more detail on the Bretton Woods Accord.") makes it a question of its own, unless the
 * message points back at the answer and that word is no name ("Make it snappier.").
 */
function requestByWords(folded: string, message: string): AboutAnswerRequest | null {
  const words = folded
    .replace(/#(\d)/g, "# $1")
    .replace(/\b(?:like i'?m |as if i'?m |as if i was )?new to this\b/g, "simpler")
    .replace(/\bhow come\b/g, "why")
    .replace(/\bd'ou\b/g, "where")
    .replace(/\bpor que\b/g, "porque")
    // "Per favore" is "please"; "per" alone is "per" ("one idea per line").
    .replace(/\bper favore\b/g, "favore")
    .split(/[\s'-]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 12 || asksWhatAThingIs(words)) return null;
  const number = words.find((word) => /^\d{1,2}$/.test(word) || numberWords.has(word));
  const kinds = new Set(words.map(cueOf).filter((kind) => kind !== undefined));
  const unknown = words.filter((word) => word !== number && !cueOf(word) && !isFiller(word));
  if (unknown.length > 0 && !(unknown.length === 1 && kinds.size > 0 && pointsBack(words, unknown[0]!, message))) return null;
  if (number && words.some((word) => pointWords.has(word))) return { kind: "expand", point: numberValue(number) };
  // A few sentences or lines ("auf zwei Sätze eindampfen", "en deux phrases") ask for a shorter answer, not one sentence.
  const fewUnits = words.some((word, index) => fewCounts.has(words[index - 1] ?? "") && cueOf(word) === "one_sentence");
  // One sentence needs its count of one ("in one sentence", "en una frase"); a unit alone ("In welke zin staat dat?",
  // "mit dem genauen Satz") asks which sentence, so it is no request for one.
  const oneUnit = words.some(
    (word, index) => cueOf(word) === "one_sentence" && (oneCounts.has(words[index - 1] ?? "") || oneCounts.has(words[index - 2] ?? "")),
  );
  const kind = fewUnits ? "shorter" : cueKind(oneUnit ? words : words.filter((word) => cueOf(word) !== "one_sentence"));
  return kind ? { kind } : null;
}
// "What is a pitch?", "Was ist eine Kurzfassung?": a question of what a thing is, named with its indefinite article,
// asks for a definition, though its noun is a kind's word ("the pitch", "the gist" of the answer is a request).
const definitionOpenings = [
  "what is a",
  "what is an",
  "what s a",
  "what s an",
  "qu est ce qu un",
  "qu est ce qu une",
  "c est quoi un",
  "c est quoi une",
  "was ist ein",
  "was ist eine",
  "que es un",
  "que es una",
  "cos e un",
  "cos e una",
  "che cos e un",
  "che cos e una",
  "wat is een",
].map((opening) => opening.split(" "));
const asksWhatAThingIs = (words: string[]) =>
  definitionOpenings.some((opening) => words.length > opening.length && opening.every((word, index) => words[index] === word));

const oneCounts = new Set(
  "one a an 1 single un une una uno ein eine einem einen einer eins een enkele seule seul sola solo einzigen einzige".split(" "),
);
const fewCounts = new Set(
  "2 3 4 5 two three four five few couple deux trois quatre cinq quelques zwei drei vier funf paar dos tres cuatro cinco unas pocas due tre quattro poche twee drie".split(
    " ",
  ),
);

/** The message points back at the answer, and its one unknown word is a plain lower-case word, not a name or a number. */
function pointsBack(words: string[], unknown: string, message: string): boolean {
  // Articles ("¿Dónde está la torre?") point at the word after them, not back.
  if (!words.some((word) => backPointers.has(word) && !articles.has(word)) || !/^\p{L}+$/u.test(unknown)) return false;
  const original = message.split(/[^\p{L}]+/u).find(
    (word) =>
      word
        .toLowerCase()
        .normalize("NFD")
        .replace(/\p{M}+/gu, "") === unknown,
  );
  return original !== undefined && original === original.toLowerCase();
}

export function numberValue(word: string): number {
  const digits = /^(\d{1,2})/.exec(word)?.[1];
  return digits ? Number(digits) : (ordinals[word] ?? ordinalValue[word] ?? 1);
}

function pointOf(folded: string): number {
  const word = new RegExp(
    `(?:point|item|bullet|number|#|punkt|punto) ?${pointNumber}|${pointNumber}(?:st|nd|rd|th)? (?:point|item|bullet)`,
    "u",
  ).exec(folded);
  const value = word?.[1] ?? word?.[2] ?? "1";
  return /^\d+$/.test(value) ? Number(value) : (ordinals[value] ?? 1);
}
