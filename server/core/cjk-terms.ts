/**
 * Matching terms for words in Korean, Chinese and Japanese. A Korean word carries its particle or
 * ending ("이용금액이", "적립돼요") and Chinese or Japanese text has no spaces between words, so the
 * whole word of a question rarely equals a word of the document. The standard answer of search
 * engines for these scripts is character bigrams: "이용금액" → 이용 용금 금액, which a document's
 * "이용금액은" shares. A Korean word's common particle or ending is dropped first, so that "매장이"
 * and "매장은" both become 매장 and no bigram of the particle dilutes the match.
 */

const cjkScript = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const hangulOnly = /^\p{Script=Hangul}+$/u;

/** True for a word written (at least partly) in Hangul, Han or Kana. */
export const isCjkWord = (word: string): boolean => cjkScript.test(word);

/**
 * Korean question words and endings that ask rather than name ("뭐예요", "어디야", "얼마나"):
 * stop words, as "what" and "where" are in English.
 */
export const koreanStopWords: ReadonlySet<string> = new Set(
  `뭐 뭐예요 뭐야 뭔가요 뭐에요 무엇 무엇인가요 무엇입니까 어디 어디야 어디예요 어디에요 어디서 어디에서 어느 얼마 얼마나
  얼마예요 언제 언제야 누구 누구야 누가 왜 어떻게 어떤 몇 돼 돼요 되나요 되요 해요 하나요 있어요 있나요 있어 인가요 이에요 예요
  이야 알려줘 알려주세요 말해줘 차이 차이가 차이는 그리고 및 또는 그 이 저 것 수 등 때 써야 해야 하면 이상`.split(/\s+/u),
);

// Longest first: the first that leaves at least two syllables is dropped.
const koreanEndings = `에서는 에게서 으로는 이라고 이에요 인가요 되나요 합니다 됩니다 에서 으로 에게 까지 부터 이랑 하고 처럼 보다 이나
  이며 돼요 해요 예요 나요 세요 은 는 이 가 을 를 의 에 로 와 과 도 만 랑 요 돼 야`
  .split(/\s+/u)
  .filter((ending) => ending.length > 0);

/** A Korean word without its particle or ending, when at least two syllables remain. */
export function koreanStem(word: string): string {
  if (!hangulOnly.test(word)) return word;
  for (const ending of koreanEndings) {
    if (word.endsWith(ending) && word.length - ending.length >= 2) return word.slice(0, -ending.length);
  }
  return word;
}

const japaneseKana = /[\p{Script=Hiragana}]/u;
// Japanese question words, written in kanji: asked, never named ("何歳" how old, "誰" who).
const japaneseQuestionWords = new Set(["何", "何歳", "誰", "何人", "何時", "何日", "何年", "何処"]);

/**
 * A Japanese run without spaces ("三木英子さんは何歳ですか") split at its hiragana, which writes the
 * particles and endings ("さんは", "ですか"): the kanji and katakana runs name things ("三木英子"),
 * question words aside. The word whole when it holds no hiragana or nothing else.
 */
function japaneseParts(word: string): string[] {
  if (!japaneseKana.test(word)) return [word];
  const parts = word.match(/[\p{Script=Han}\p{Script=Katakana}ー]+/gu) ?? [];
  const named = parts.filter((part) => !japaneseQuestionWords.has(part));
  return parts.length === 0 ? [word] : named;
}

/** The matching terms of one CJK word: itself when two characters or fewer, else its bigrams. */
export function cjkTerms(word: string): string[] {
  return japaneseParts(word).flatMap(bigramsOf);
}

function bigramsOf(word: string): string[] {
  const root = koreanStem(word);
  const characters = [...root];
  if (characters.length <= 2) return [root];
  const bigrams: string[] = [];
  for (let index = 0; index + 1 < characters.length; index++) bigrams.push(characters[index]! + characters[index + 1]!);
  return bigrams;
}
