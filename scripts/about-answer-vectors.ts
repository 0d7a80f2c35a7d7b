/**
 * Computes the example requests' vectors for the follow-up recogniser with the bundled sentence
 * embedder and writes server/pipeline/about-answer-vectors.json (docs/architecture.md,
 * "Conversation"). Run it after changing server/pipeline/about-answer-examples.ts; the unit test
 * tests/unit/pipeline/about-answer-recogniser.test.ts fails while the file is stale.
 *
 *   npx tsx scripts/about-answer-vectors.ts
 */
import fs from "node:fs";
import path from "node:path";
import { createLocalEmbedder } from "../server/providers/local-embedder";
import { computeVectorsFile } from "../server/pipeline/about-answer-vectors";
import { repoRoot } from "./lib/docent-process";

const target = path.join(repoRoot, "server/pipeline/about-answer-vectors.json");
const embedder = createLocalEmbedder();
try {
  const file = await computeVectorsFile(embedder);
  fs.writeFileSync(target, `${JSON.stringify(file)}\n`);
  console.log(`wrote ${path.relative(repoRoot, target)} (examples ${file.hash})`);
} finally {
  await embedder.close?.();
}
