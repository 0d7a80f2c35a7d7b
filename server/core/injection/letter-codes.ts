/**
 * Encodings that spell letters in other symbols (held-out set 13, spent, carried each of these and no decoder read
 * them): bytes written as eight binary digits or as octal escapes, letters as their number in the alphabet ("9-7-14" is
 * "ign"), Atbash (a↔z, b↔y …), six-dot Braille, small capitals and upside-down letters. Each decoder returns the
 * decoded text only when it reads as words, so the detector checks it as it checks base64 (normalise.ts `decoded`).
 */

/** A decoded run that reads as text: mostly letters and spaces, with words of three letters. */
const readsAsWords = (text: string) =>
  text.length >= 8 && /\p{L}{3,}/u.test(text) && text.replace(/[\p{L}\s.,:;!?'-]/gu, "").length / text.length < 0.1;

/** Eight-bit groups: "01101001 01100111 …". */
function decodeBits(text: string): string[] {
  const spans: string[] = [];
  for (const [run] of text.matchAll(/(?:\b[01]{8}\b\s*){6,}/g)) {
    const decoded = run
      .trim()
      .split(/\s+/)
      .map((bits) => String.fromCharCode(Number.parseInt(bits, 2)))
      .join("");
    if (readsAsWords(decoded)) spans.push(decoded);
  }
  return spans;
}

/** Octal escapes: "\146\157\162 …". */
function decodeOctal(text: string): string[] {
  const spans: string[] = [];
  for (const [run] of text.matchAll(/(?:\\[0-3][0-7]{2}){6,}/g)) {
    const decoded = run.replace(/\\([0-3][0-7]{2})/g, (_whole, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
    if (readsAsWords(decoded)) spans.push(decoded);
  }
  return spans;
}

const letterNumber = String.raw`(?:2[0-6]|1\d|[1-9])`;
/** Letters as numbers, a=1: words joined by hyphens or dots, separated by slashes, bars or spaces. */
function decodeLetterNumbers(text: string): string[] {
  const spans: string[] = [];
  // Every such word holds a digit, a hyphen or dot, and a digit: most texts hold none, and the pattern below is slow.
  if (!/\d[-.]\d/.test(text)) return spans;
  const word = String.raw`(?<![\d-])${letterNumber}(?:[-.]${letterNumber}){1,}(?![\d-])`;
  for (const [run] of text.matchAll(new RegExp(String.raw`${word}(?:\s*[/|]?\s*${word}){2,}`, "g"))) {
    const decoded = run
      .split(/\s*[/|]\s*|\s+/)
      .map((letters) =>
        letters
          .split(/[-.]/)
          .map((number) => String.fromCharCode(96 + Number(number)))
          .join(""),
      )
      .join(" ");
    if (readsAsWords(decoded)) spans.push(decoded);
  }
  return spans;
}

const atbash = (text: string) =>
  text.replace(/[a-z]/gi, (letter) => {
    const base = letter <= "Z" ? 65 : 97;
    return String.fromCharCode(base + 25 - (letter.charCodeAt(0) - base));
  });
/** English words an Atbash message almost always holds, and plain text holds far more often than its Atbash. */
const commonWords = new Set(["the", "and", "your", "you", "all", "of", "to", "is", "are", "in", "for", "with", "now", "me", "my", "it"]);
const commonShare = (text: string) => {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return words.length === 0 ? 0 : words.filter((word) => commonWords.has(word)).length / words.length;
};
/** Atbash: the sentence whose mirrored letters hold the common words its own letters lack. */
function decodeAtbash(text: string): string[] {
  const spans: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:])\s+/)) {
    if (!/[a-z]{3,}(?:\s+[a-z]{2,}){3,}/i.test(sentence)) continue;
    const mirrored = atbash(sentence);
    if (commonShare(mirrored) >= 0.2 && commonShare(sentence) < 0.1) spans.push(mirrored);
  }
  return spans;
}

const brailleLetters = "⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵";
/** Six-dot Braille, grade 1: one cell per letter, a blank cell or a space between words. */
function decodeBraille(text: string): string[] {
  const spans: string[] = [];
  for (const [run] of text.matchAll(/[\u2800-\u28ff](?:[\u2800-\u28ff\s]*[\u2800-\u28ff]){5,}/g)) {
    const decoded = [...run]
      .map((cell) =>
        brailleLetters.includes(cell) ? String.fromCharCode(97 + brailleLetters.indexOf(cell)) : /\s|\u2800/.test(cell) ? " " : "",
      )
      .join("")
      .replace(/\s+/g, " ");
    if (readsAsWords(decoded)) spans.push(decoded);
  }
  return spans;
}

/** Small capitals (ᴀ ʙ ᴄ …): NFKC keeps them and Unicode's confusables do not map them to Latin letters. */
const smallCapitals: Record<string, string> = {
  ᴀ: "a",
  ʙ: "b",
  ᴄ: "c",
  ᴅ: "d",
  ᴇ: "e",
  ꜰ: "f",
  ɢ: "g",
  ʜ: "h",
  ɪ: "i",
  ᴊ: "j",
  ᴋ: "k",
  ʟ: "l",
  ᴍ: "m",
  ɴ: "n",
  ᴏ: "o",
  ᴘ: "p",
  ǫ: "q",
  ʀ: "r",
  ꜱ: "s",
  ᴛ: "t",
  ᴜ: "u",
  ᴠ: "v",
  ᴡ: "w",
  ʏ: "y",
  ᴢ: "z",
};
/** Turned letters, as upside-down text writes them (read backwards); b, d, n, p, q, u turn into one another. */
const turnedLetters: Record<string, string> = {
  ɐ: "a",
  q: "b",
  ɔ: "c",
  p: "d",
  ǝ: "e",
  ɟ: "f",
  ƃ: "g",
  ɥ: "h",
  ᴉ: "i",
  ı: "i",
  ɾ: "j",
  ʞ: "k",
  ן: "l",
  ɯ: "m",
  u: "n",
  d: "p",
  b: "q",
  ɹ: "r",
  ʇ: "t",
  n: "u",
  ʌ: "v",
  ʍ: "w",
  ʎ: "y",
  "'": ",",
};
const turnedOnly = /[ɐɔǝɟƃɥᴉɾʞɯɹʇʌʍʎ]/gu;
/** Text in small capitals, or upside down: three or more letters only those forms use. */
function decodeLetterShapes(text: string): string[] {
  const spans: string[] = [];
  // Small capitals and the letters only upside-down text uses are all outside ASCII.
  if (!/[^\0-\x7f]/.test(text)) return spans;
  const capitals = [...text].filter((character) => character in smallCapitals).length;
  if (capitals >= 6) spans.push([...text].map((character) => smallCapitals[character] ?? character).join(""));
  if (new Set(text.match(turnedOnly) ?? []).size >= 3) {
    const decoded = [...text]
      .reverse()
      .map((character) => turnedLetters[character] ?? character)
      .join("");
    if (readsAsWords(decoded)) spans.push(decoded);
  }
  return spans;
}

/** Every span these encodings decode to, in the order of the decoders. */
export function decodeLetterCodes(text: string): string[] {
  return [
    ...decodeBits(text),
    ...decodeOctal(text),
    ...decodeLetterNumbers(text),
    ...decodeAtbash(text),
    ...decodeBraille(text),
    ...decodeLetterShapes(text),
  ];
}
