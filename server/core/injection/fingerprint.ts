/**
 * What the stored verdicts (chunks.injection_flagged) were made with: the rules' revision and the
 * classifier's weights file. Docent keeps the fingerprint its stored verdicts were made with and
 * re-judges every passage when it differs (server/ingest/injection-rejudge.ts).
 */
import { createHash } from "node:crypto";
import { classifierConfig } from "./classifier";
import { detectorRevision } from "./detect";
import { semanticConfig } from "./semantic";

/**
 * `rules-<revision>.weights-v<version>.semantic-v<version>.<hash>`: the hash covers both whole
 * parsed weights files (thresholds, gate, features, `trainedOn.sha256`, the weights themselves), so
 * a retrain that forgot to bump a version still changes it.
 */
export const detectorFingerprint = `rules-${detectorRevision}.weights-v${classifierConfig.version}.semantic-v${semanticConfig.version}.${createHash(
  "sha256",
)
  .update(JSON.stringify(classifierConfig))
  .update(JSON.stringify(semanticConfig))
  .digest("hex")
  .slice(0, 16)}`;
