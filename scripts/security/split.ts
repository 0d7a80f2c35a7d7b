/**
 * Writes scripts/security/split.json: the one train / dev / test split of the security data
 * (cases.ts says how it is made). Rows already in split.json keep their split; rows added since
 * are dealt by family among themselves (`extendSplit`). Running it again on the same rows writes
 * the same file.
 *
 *   npx tsx scripts/security/split.ts
 */
import fs from "node:fs";
import { allCases, extendSplit, readSplitFile, splitFile, splitSeed, type Split } from "./cases";

const rows = allCases();
const assignment = extendSplit(rows, readSplitFile());
const counts: Record<Split, { attack: number; benign: number }> = {
  train: { attack: 0, benign: 0 },
  dev: { attack: 0, benign: 0 },
  test: { attack: 0, benign: 0 },
};
for (const row of rows) counts[assignment[row.id]!][row.label] += 1;
const sorted = Object.fromEntries(Object.entries(assignment).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(splitFile, `${JSON.stringify({ seed: splitSeed, counts, assignment: sorted }, null, 1)}\n`);
console.log(JSON.stringify(counts));
