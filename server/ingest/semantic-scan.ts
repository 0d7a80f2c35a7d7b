/**
 * The semantic half of the ingestion scan (docs/architecture.md, "Defences"): a document's passages
 * and hidden texts are cut into segments (core/injection/semantic.ts `semanticTexts`), the segments
 * that speak to a reader (`addressesReader`) and that the lexical classifier already finds somewhat order-like (at or above the weights file's
 * `documentGate`, chosen on dev so almost every planted instruction passes) are embedded by the
 * bundled local model, and a segment the semantic layer scores at or above its document threshold
 * marks its passage. Like injection-scan.ts, an instruction in a hidden text marks every passage.
 *
 * Runs only when the local embedder (use-lite-512) is the configured one: the weights read its
 * vectors. With a remote embedding model the scan is skipped and says so (`skipped`); the lexical
 * scan still runs (README, "Security").
 *
 * Off in Docent for now (core/injection/semantic.ts `semanticJudgesDocuments`): measured, it marked 57 of the 549 passages of a clean
 * book (freeculture.pdf, written to "you" throughout; npm run bench) and added 22 s to its ingestion,
 * and on held-out set 3 it flagged no poisoned file the lexical scan missed and one clean file more
 * (docs/security-held-out-3.md). The bench still runs it (`evenIfOff`) to measure it.
 */
import { normalise, semanticModelId, semanticTexts } from "../core/injection";
import { committedClassifier } from "../core/injection/classifier";
import { addressesReader, semanticConfig, semanticJudgesDocuments, semanticScore } from "../core/injection/semantic";
import type { Embedder } from "../providers/embeddings";

export interface SemanticScan {
  /** One flag per passage, in order (all false when skipped). */
  flags: boolean[];
  hiddenFlagged: number;
  /** Segments embedded (after the gate). */
  embedded: number;
  ms: number;
  /** Why the scan did not run, when it did not. */
  skipped?: string;
}

/** The segments of one text worth embedding: those that speak to a reader and reach the lexical gate. */
function gatedSegments(text: string): string[] {
  return semanticTexts(text, "document").filter(
    (segment) =>
      addressesReader(segment) && committedClassifier.classify(normalise(segment).folded, "document") >= semanticConfig.documentGate,
  );
}

export async function semanticScan(
  passages: string[],
  hiddenTexts: string[],
  embedder: Embedder | null | undefined,
  options: { signal?: AbortSignal; evenIfOff?: boolean } = {},
): Promise<SemanticScan> {
  const started = performance.now();
  const none = passages.map(() => false);
  if (!semanticJudgesDocuments && !options.evenIfOff)
    return { flags: none, hiddenFlagged: 0, embedded: 0, ms: 0, skipped: "document passages are judged by the lexical scan only" };
  if (!embedder || embedder.id !== semanticModelId)
    return { flags: none, hiddenFlagged: 0, embedded: 0, ms: 0, skipped: "the semantic layer needs the local embedder" };
  const texts = [...hiddenTexts, ...passages];
  const segments = texts.map(gatedSegments);
  const flat = segments.flat();
  const vectors = flat.length > 0 ? await embedder.embed(flat, options.signal, { priority: "background" }) : [];
  let offset = 0;
  const verdicts = segments.map((own) => {
    const score = semanticScore(vectors.slice(offset, offset + own.length), "document");
    offset += own.length;
    return score >= semanticConfig.threshold.document;
  });
  const hiddenFlagged = verdicts.slice(0, hiddenTexts.length).filter(Boolean).length;
  const flags = verdicts.slice(hiddenTexts.length).map((flag) => hiddenFlagged > 0 || flag);
  return { flags, hiddenFlagged, embedded: flat.length, ms: performance.now() - started };
}
