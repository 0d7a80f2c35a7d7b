/**
 * Ordinals said as words, first to fifth, in every language of the follow-up classifier's rows
 * (follow-up-classifier.ts): "the second point", "le deuxième point", "druhý bod", "toinen kohta", "第二点"
 * name point 2 (#20). Read only of a message the classifier already reads as a request for more
 * (about-answer-recogniser.ts `learnedFollowUp`), so a word that merely begins like one ("premium") names no point
 * elsewhere. Written from the languages' grammars; folded as foldText folds a message (accents and vowel signs off).
 */
import { foldText } from "./about-answer-request";

/** The starts of the ordinal's inflected forms, by language (letters that begin a word). */
const startsByNumber: readonly (readonly string[])[] = [
  // 1
  [
    "first",
    "erst",
    "eerst",
    "första",
    "første",
    "premi",
    "primer",
    "primo",
    "prima",
    "primeir",
    "primul",
    "pierwsz",
    "prvn",
    "prvý",
    "prvo",
    "prvom",
    "prvi",
    "перв",
    "перш",
    "първ",
    "birinci",
    "ilk",
    "ensimm",
    "esimes",
    "első",
    "πρωτ",
    "الاول",
    "الأول",
    "اول",
    "أول",
    "ראשונ",
    "पहल",
    "pertama",
    "kwanza",
    "unang",
  ],
  // 2
  [
    "second",
    "zweit",
    "tweed",
    "andra",
    "andre",
    "anden",
    "andet",
    "deuxi",
    "segund",
    "segon",
    "doilea",
    "doua",
    "drug",
    "druh",
    "втор",
    "друг",
    "ikinci",
    "toinen",
    "toisee",
    "toises",
    "toista",
    "teis",
    "második",
    "δευτερ",
    "الثاني",
    "ثاني",
    "שני",
    "दूसर",
    "kedua",
    "pili",
    "ikalawa",
  ],
  // 3
  [
    "third",
    "dritt",
    "derd",
    "tredj",
    "troisi",
    "tercer",
    "terceir",
    "terz",
    "treilea",
    "treia",
    "trzec",
    "třet",
    "tret",
    "treć",
    "трет",
    "üçüncü",
    "kolmas",
    "kolmann",
    "kolmatt",
    "kolmand",
    "harmadik",
    "τριτ",
    "الثالث",
    "ثالث",
    "שליש",
    "तीसर",
    "ketiga",
    "tatu",
    "ikatlo",
  ],
  // 4
  [
    "fourth",
    "viert",
    "vierd",
    "fjärd",
    "fjerd",
    "quatri",
    "cuart",
    "quart",
    "patrulea",
    "patra",
    "czwart",
    "čtvrt",
    "štvrt",
    "četvrt",
    "четверт",
    "четвърт",
    "dördüncü",
    "neljä",
    "neljand",
    "negyedik",
    "τεταρτ",
    "الرابع",
    "رابع",
    "רביע",
    "चौथ",
    "keempat",
    "nne",
    "ikaapat",
  ],
  // 5
  [
    "fifth",
    "fünft",
    "vijfd",
    "femt",
    "cinqui",
    "quint",
    "cinque",
    "cincilea",
    "cincea",
    "piąt",
    "pát",
    "piat",
    "пят",
    "peti",
    "peta",
    "beşinci",
    "viides",
    "viidenn",
    "viidett",
    "viiend",
    "ötödik",
    "πεμπτ",
    "الخامس",
    "خامس",
    "חמיש",
    "पाँचव",
    "kelima",
    "tano",
    "ikalima",
  ],
];

/** Phrases of the languages that write no space between words, or an ordinal in two words. */
const phrasesByNumber: readonly (readonly string[])[] = [
  ["最初", "一つ目", "1つ目", "一番目", "第一", "첫 번째", "첫번째", "thứ nhất", "ที่หนึ่ง", "แรก"],
  ["二つ目", "2つ目", "二番目", "第二", "두 번째", "두번째", "thứ hai", "ที่สอง"],
  ["三つ目", "3つ目", "三番目", "第三", "세 번째", "세번째", "thứ ba", "ที่สาม"],
  ["四つ目", "4つ目", "四番目", "第四", "네 번째", "네번째", "thứ tư", "ที่สี่"],
  ["五つ目", "5つ目", "五番目", "第五", "다섯 번째", "다섯번째", "thứ năm", "ที่ห้า"],
];

const starts = startsByNumber.map((forms) => forms.map(foldText));
const phrases = phrasesByNumber.map((forms) => forms.map(foldText));

/** The point (1–5) an ordinal of the message names, said as a word; the first one said. */
export function ordinalPoint(message: string): number | undefined {
  const folded = foldText(message);
  const words = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    const index = starts.findIndex((forms) => forms.some((form) => word.startsWith(form)));
    if (index >= 0) return index + 1;
  }
  const index = phrases.findIndex((forms) => forms.some((form) => folded.includes(form)));
  return index >= 0 ? index + 1 : undefined;
}
