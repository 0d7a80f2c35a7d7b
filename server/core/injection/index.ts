/**
 * Prompt-injection checks (docs/architecture.md, "Defences"): normalise → rules + learned
 * classifier → verdict. The planner refuses a flagged question, ingestion marks a flagged chunk,
 * the validator flags retrieved passages; the LLM guard (pipeline) settles the uncertain band.
 */
export { detectInjection, createDetector, type InjectionBand, type InjectionResult, type TextKind } from "./detect";
export { normalise, type NormalisedText } from "./normalise";
export { passageFlagged, type JudgedPassage } from "./passages";
export { detectorRevision, documentScoreAloneIsNoSign } from "./detect";
export { detectorFingerprint } from "./fingerprint";
export {
  semanticConfig,
  semanticJudgesQuestion,
  semanticJudgesQuotedFrame,
  semanticModelId,
  semanticScore,
  semanticTexts,
  withSemantic,
} from "./semantic";
export { quotedSubjectFrame } from "./quoted-subject";
export { dialectAsEnglish } from "./dialect";
