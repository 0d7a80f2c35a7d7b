/**
 * The words the learned classifier read in training (issue 17): a question whose words it mostly never saw, and whose
 * few seen words are the English ones every language borrows ("prompt injection", "password", "version"), is in a
 * language it hardly knows, where its score leans on those borrowed tokens and alone tells an attack from an ordinary
 * question no better than chance (docs/security-report.md, round 22; unread-language.ts).
 * known-words.json holds the FNV-1a hashes (classifier.ts `hashFeature`) of every word of three letters or more in the
 * classifier's training rows, folded as the classifier reads them, in two lists: the words of its English rows, and the
 * words only its rows in other languages hold. scripts/write-known-words.ts writes it from the rows of
 * scripts/train-injection.ts `lexicalTrainingRows`, and a unit test checks it matches them.
 */
import { z } from "zod";
import { hashFeature } from "./classifier";
import wordsFile from "./known-words.json";

const HashList = z.object({
  /** How many distinct words. */
  count: z.number().int(),
  /** Sorted unique uint32 hashes, little-endian, base64. */
  hashes: z.string(),
});
const KnownWordsFile = z.object({
  /** Training rows read and their hash (scripts/train-injection.ts `trainingHash`, as weights.json's), to tell a stale file. */
  trainedOn: z.object({ rows: z.number().int(), sha256: z.string() }),
  /** The words of the English training rows. */
  english: HashList,
  /** The words of the other languages' training rows that no English row holds. */
  otherLanguages: HashList,
});
export type KnownWords = z.infer<typeof KnownWordsFile>;

export function decodeHashes(encoded: string): Uint32Array {
  const bytes = Buffer.from(encoded, "base64");
  const hashes = new Uint32Array(bytes.length / 4);
  for (let index = 0; index < hashes.length; index++) hashes[index] = bytes.readUInt32LE(index * 4);
  return hashes;
}

export function encodeHashes(hashes: Iterable<number>): z.infer<typeof HashList> {
  const sorted = [...new Set(hashes)].sort((a, b) => a - b);
  const bytes = Buffer.alloc(sorted.length * 4);
  sorted.forEach((hash, index) => bytes.writeUInt32LE(hash, index * 4));
  return { count: sorted.length, hashes: bytes.toString("base64") };
}

function has(hashes: Uint32Array, hash: number): boolean {
  let low = 0;
  let high = hashes.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = hashes[middle]!;
    if (value === hash) return true;
    if (value < hash) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

// Read on first use: scripts/write-known-words.ts imports this module to write the file.
let lists: { english: Uint32Array; otherLanguages: Uint32Array } | null = null;
function committedLists() {
  if (lists) return lists;
  const file = KnownWordsFile.parse(wordsFile);
  lists = { english: decodeHashes(file.english.hashes), otherLanguages: decodeHashes(file.otherLanguages.hashes) };
  return lists;
}

const wordPattern = /[\p{L}\p{N}]+/gu;
const threeLetters = /\p{L}.*\p{L}.*\p{L}/u;

/**
 * The words of a folded text as the classifier reads them (classifier.ts `countWords`), those of three letters or
 * more: shorter ones coincide across languages ("la", "ya", "na", "te" are words of a dozen each).
 */
export function wordsOf(folded: string): string[] {
  return (folded.match(wordPattern) ?? []).filter((word) => threeLetters.test(word));
}

export interface WordsRead {
  words: number;
  /** Share of the words some training row holds. */
  read: number;
  /** Share of the words only the training rows in languages other than English hold. */
  readInOtherLanguages: number;
}

/** How many words a folded text has, and what share of them the classifier read in training, and where. */
export function wordsRead(folded: string): WordsRead {
  const words = wordsOf(folded);
  if (words.length === 0) return { words: 0, read: 1, readInOtherLanguages: 0 };
  const { english, otherLanguages } = committedLists();
  let inEnglish = 0;
  let elsewhere = 0;
  for (const word of words) {
    const hash = hashFeature(word);
    if (has(english, hash)) inEnglish++;
    else if (has(otherLanguages, hash)) elsewhere++;
  }
  return { words: words.length, read: (inEnglish + elsewhere) / words.length, readInOtherLanguages: elsewhere / words.length };
}
