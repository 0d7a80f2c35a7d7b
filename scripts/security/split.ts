/**
 * Writes scripts/security/split.json: the one train / dev / test split of the security data
 * (cases.ts says how it is made). Run once; the result is committed, and running it again on the
 * same rows writes the same file.
 *
 *   npx tsx scripts/security/split.ts
 */
import fs from "node:fs";
import { allCases, computeSplit, splitFile, splitSeed, type Split } from "./cases";

const rows = allCases();
const assignment = computeSplit(rows);
const counts: Record<Split, { attack: number; benign: number }> = {
  train: { attack: 0, benign: 0 },
  dev: { attack: 0, benign: 0 },
  test: { attack: 0, benign: 0 },
};
for (const row of rows) counts[assignment[row.id]!][row.label] += 1;
const sorted = Object.fromEntries(Object.entries(assignment).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(splitFile, `${JSON.stringify({ seed: splitSeed, counts, assignment: sorted }, null, 1)}\n`);
console.log(JSON.stringify(counts));
