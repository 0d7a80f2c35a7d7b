/**
 * Writes server/core/injection/known-words.json: the hashes of the words the classifier was trained on
 * (server/core/injection/known-words.ts), from the rows of train-injection.ts `lexicalTrainingRows`.
 *
 *   npx tsx scripts/write-known-words.ts           write the file
 *   npx tsx scripts/write-known-words.ts --check   fail if the file differs from the training rows' words
 *
 * Deterministic: the hashes are sorted, so the same rows give the same bytes. Run it after every retrain.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hashFeature } from "../server/core/injection/classifier";
import { encodeHashes, wordsOf, type KnownWords } from "../server/core/injection/known-words";
import { normalise } from "../server/core/injection/normalise";
import { lexicalTrainingRows, trainingHash } from "./train-injection";
import type { SecurityCase } from "./security/cases";
import { writeOrCheckDerived } from "./lib/derived-file";

const wordsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/core/injection/known-words.json");

export function buildKnownWords(rows: SecurityCase[] = lexicalTrainingRows()): KnownWords {
  const english = new Set<number>();
  const other = new Set<number>();
  for (const row of rows) {
    const into = row.language === "en" ? english : other;
    for (const word of wordsOf(normalise(row.text).folded)) into.add(hashFeature(word));
  }
  for (const hash of english) other.delete(hash);
  return {
    trainedOn: { rows: rows.length, sha256: trainingHash(rows) },
    english: encodeHashes(english),
    otherLanguages: encodeHashes(other),
  };
}

export const knownWordsText = (rows?: SecurityCase[]) => `${JSON.stringify(buildKnownWords(rows), null, 1)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = knownWordsText();
  writeOrCheckDerived(wordsFile, text, "the training rows");
}
