/**
 * Tells readable text from mojibake. Thresholds measured on the test corpus: a GBK font shown as Latin-1
 * (pdf/XiaoBiaoSong.pdf) has 83 % of its characters in U+00A0–U+00FF, French text 3.9 %, everything
 * else in the corpus under 1 %. Replacement, control and private-use characters flag broken decoding.
 */
const latinSupplementLimit = 0.2;
const brokenCharacterLimit = 0.05;

export function looksGarbled(text: string, options: { latinSupplement?: boolean } = {}): boolean {
  // The Latin-1 test is for PDF fonts; decoded text files may legitimately be dense in accents.
  const checkLatinSupplement = options.latinSupplement ?? true;
  let counted = 0;
  let latinSupplement = 0;
  let broken = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (/\s/u.test(character)) continue;
    counted += 1;
    if (code >= 0xa0 && code <= 0xff) latinSupplement += 1;
    else if (code === 0xfffd || code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xe000 && code <= 0xf8ff)) broken += 1;
  }
  if (counted === 0) return false;
  return (checkLatinSupplement && latinSupplement / counted > latinSupplementLimit) || broken / counted > brokenCharacterLimit;
}

export function hasVisibleText(text: string): boolean {
  return /\S/u.test(text);
}
