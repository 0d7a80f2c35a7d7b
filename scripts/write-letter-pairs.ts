/**
 * Writes server/core/injection/letter-pairs.json: the letter pairs of the classifier's training rows
 * (server/core/injection/letter-pairs.ts), from train-injection.ts `lexicalTrainingRows`, less the rows whose own
 * text is encoded or obfuscated (their ROT13 and backwards spans are what the model must read as no language).
 *
 *   npx tsx scripts/write-letter-pairs.ts           write the file
 *   npx tsx scripts/write-letter-pairs.ts --check   fail if the file differs from the training rows' pairs
 *
 * Deterministic: pairs are sorted, so the same rows give the same bytes. Run it after every retrain.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { foldLetters, letterPairs, type LetterPairs } from "../server/core/injection/letter-pairs";
import { lexicalTrainingRows, trainingHash } from "./train-injection";
import type { SecurityCase } from "./security/cases";
import { writeOrCheckDerived } from "./lib/derived-file";

const pairsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/core/injection/letter-pairs.json");
/** Kinds whose text is a cipher, a spelling or pieces: no language's letters. */
const encodedKinds = new Set(["encoding", "obfuscation", "smuggling", "payload_splitting"]);

export function buildLetterPairs(rows: SecurityCase[] = lexicalTrainingRows()): LetterPairs {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (encodedKinds.has(row.category)) continue;
    for (const pair of letterPairs(foldLetters(row.text))) counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  const opening = new Map<string, number>();
  for (const [pair, count] of counts) {
    const first = [...pair][0]!;
    opening.set(first, (opening.get(first) ?? 0) + count);
  }
  const sorted = (entries: Iterable<[string, number]>) => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    trainedOn: { rows: rows.length, sha256: trainingHash(rows) },
    opening: sorted(opening),
    pairs: sorted([...counts].filter(([, count]) => count >= 2)),
  };
}

export const letterPairsText = (rows?: SecurityCase[]) => `${JSON.stringify(buildLetterPairs(rows))}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = letterPairsText();
  writeOrCheckDerived(pairsFile, text, "the training rows");
}
