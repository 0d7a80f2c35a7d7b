/**
 * What the stored verdicts (chunks.injection_flagged) were made with: the rules' revision and the
 * classifier's weights file. Docent keeps the fingerprint its stored verdicts were made with and
 * re-judges every passage when it differs (server/ingest/injection-rejudge.ts).
 */
import { createHash } from "node:crypto";
import { classifierConfig } from "./classifier";
import { detectorRevision } from "./detect";
import { semanticConfig, semanticJudgesDocuments } from "./semantic";

/**
 * `rules-<revision>.weights-v<version>.<hash>`: the hash covers the whole parsed weights file
 * (thresholds, window size, features, `trainedOn.sha256`, the weights themselves), so a retrain
 * that forgot to bump the version still changes it; and, while the semantic layer judges document
 * passages (semantic.ts `semanticJudgesDocuments`), `.semantic-v<version>` and its weights file too.
 */
const semanticPart = semanticJudgesDocuments ? `.semantic-v${semanticConfig.version}` : "";
export const detectorFingerprint = `rules-${detectorRevision}.weights-v${classifierConfig.version}${semanticPart}.${createHash("sha256")
  .update(JSON.stringify(classifierConfig))
  .update(semanticJudgesDocuments ? JSON.stringify(semanticConfig) : "")
  .digest("hex")
  .slice(0, 16)}`;
