/**
 * Trains the semantic layer of the injection check (server/core/injection/semantic.ts) and writes
 * server/core/injection/semantic-weights.json.
 *
 *   nice -n 10 npx tsx scripts/train-semantic-injection.ts           train, choose settings on dev, write weights
 *   nice -n 10 npx tsx scripts/train-semantic-injection.ts --check   train again and fail if the file differs
 *
 * Learns from what the lexical classifier learns from (scripts/train-injection.ts): the train split,
 * the written training-only rows (security/augment.ts) and a fixed sample of the ordinary questions'
 * and documents' fit half (security/ordinary.ts), plus English rows written for this layer by kind
 * (security/semantic-augment.ts). Questions are embedded whole; documents in segments
 * (semantic.ts `semanticTexts`): every segment of a clean document is a benign example, and of a
 * poisoned one only the segment the lexical classifier scores highest (the planted one: the rest is
 * the clean page around it). Thresholds are chosen on dev (the split's dev rows and dev-languages.ts)
 * with the lexical detector's verdicts counted first, and bounded by the ordinary texts' check half,
 * like the lexical classifier's. Held-out sets and the test split are never read.
 *
 * Vectors come from the bundled embedder, cached in .cache/injection-vectors/ (security/embedding-cache.ts).
 * Deterministic: full-batch gradient descent from zero over rows sorted by id, no random numbers,
 * so the same data gives the same bytes.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { committedClassifier, encodeWeights, decodeWeights, type PerKind, type TextKind } from "../server/core/injection/classifier";
import { detectInjection } from "../server/core/injection/detect";
import { normalise } from "../server/core/injection/normalise";
import { quotedSubjectFrame } from "../server/core/injection/quoted-subject";
import {
  addressesReader,
  semanticJudgesQuestion,
  semanticProbability,
  semanticTexts,
  type SemanticModel,
  type SemanticWeights,
} from "../server/core/injection/semantic";
import { augmentCases } from "./security/augment";
import { loadSplit, type SecurityCase } from "./security/cases";
import { devLanguageCases } from "./security/dev-languages";
import { embedAll } from "./security/embedding-cache";
import { kindOf } from "./security/evaluate";
import { ordinaryDocuments, ordinaryQuestions } from "./security/ordinary";
import { semanticAugmentCases } from "./security/semantic-augment";
import { writeOrCheckDerived } from "./lib/derived-file";

const weightsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/core/injection/semantic-weights.json");
export const semanticVersion = 3;
const segmentChars = 300;
/**
 * The semantic layer's own false-block budget, on top of the lexical detector's (which takes about 2 %
 * of dev's benign rows): the goal is at most 3 % of benign questions refused.
 */
const maxDevFalseBlockRate = 0.01;
const maxOrdinaryFalseRate = 0.005;
/** Share of the poisoned dev documents' planted segments the ingestion gate must let through. */
const gateRecall = 0.98;
/**
 * Ordinary rows sampled for training (and a third as many from the check half for the thresholds). Documents: all
 * of them: the layer reads only the segments that pass the gate, which are few (about 1 in 18), and those are the
 * benign examples that matter.
 */
const ordinarySample = { questions: 600, documents: 1_200 };
const iterations = 400;

export interface Example {
  vector: ArrayLike<number>;
  kind: TextKind;
  label: 0 | 1;
  /** The row's group (kind × label): each group weighs the same in the loss. */
  group: string;
}

/**
 * Logistic regression by full-batch gradient descent from zero weights, each kind × label group
 * weighing the same, L2 on the weights: no random numbers, so the result depends only on the data.
 * Each dimension is standardised while training (a sentence vector's dimensions are small and of
 * different spread, which plain descent crawls along) and the scaling is folded back into the
 * weights and bias, so scoring reads the raw vector.
 */
export function fitSemantic(examples: Example[], l2: number, steps = iterations): SemanticModel {
  const dimensions = examples[0]?.vector.length ?? 0;
  const { mean, spread } = dimensionStats(examples, dimensions);
  const scaled = examples.map((example) => ({
    ...example,
    vector: Float64Array.from({ length: dimensions }, (_unused, index) => (example.vector[index]! - mean[index]!) / spread[index]!),
  }));
  const sizes = new Map<string, number>();
  for (const example of scaled) sizes.set(example.group, (sizes.get(example.group) ?? 0) + 1);
  const weights = new Float64Array(dimensions);
  const model = { bias: 0, documentBias: 0, weights };
  for (let step = 0; step < steps; step++) {
    const gradient = new Float64Array(dimensions);
    let biasGradient = 0;
    let documentGradient = 0;
    for (const example of scaled) {
      const error = (semanticProbability(model, example.vector, example.kind) - example.label) / (sizes.size * sizes.get(example.group)!);
      for (let index = 0; index < dimensions; index++) gradient[index]! += error * example.vector[index]!;
      biasGradient += error;
      if (example.kind === "document") documentGradient += error;
    }
    const rate = 1 / (1 + step / 200);
    for (let index = 0; index < dimensions; index++) weights[index]! -= rate * (gradient[index]! + l2 * weights[index]!);
    model.bias -= rate * biasGradient;
    model.documentBias -= rate * documentGradient;
  }
  // w·(x − mean)/spread + b = (w/spread)·x + (b − Σ w·mean/spread)
  const folded = weights.map((weight, index) => weight / spread[index]!);
  const shift = folded.reduce((sum, weight, index) => sum + weight * mean[index]!, 0);
  return { bias: model.bias - shift, documentBias: model.documentBias, weights: folded };
}

function dimensionStats(examples: Example[], dimensions: number) {
  const mean = new Float64Array(dimensions);
  const spread = new Float64Array(dimensions);
  for (const example of examples) for (let index = 0; index < dimensions; index++) mean[index]! += example.vector[index]! / examples.length;
  for (const example of examples)
    for (let index = 0; index < dimensions; index++) spread[index]! += (example.vector[index]! - mean[index]!) ** 2 / examples.length;
  for (let index = 0; index < dimensions; index++) spread[index] = Math.sqrt(spread[index]!) || 1;
  return { mean, spread };
}

const sampleOf = <T extends { id: string }>(rows: T[], count: number) =>
  [...rows]
    .sort((a, b) => hashOf(a.id).localeCompare(hashOf(b.id)))
    .slice(0, count)
    .sort((a, b) => a.id.localeCompare(b.id));
const hashOf = (text: string) => createHash("sha256").update(text).digest("hex");
const lexical = (text: string) => committedClassifier.classify(normalise(text).folded, "document");

/** Below this lexical score a segment of a poisoned document is taken for the clean page around the planted one. */
const cleanSegment = 0.2;

/**
 * The texts a row teaches: a question whole; a clean document's segments; a poisoned one's planted
 * segment as the attack and its clearly clean segments as benign (else the e-mail layout the corpus's
 * poisoned documents share would be learned as the attack).
 */
function textsOf(row: SecurityCase): { text: string; label: 0 | 1 }[] {
  const kind: TextKind = kindOf(row);
  const label: 0 | 1 = row.label === "attack" ? 1 : 0;
  const texts = semanticTexts(row.text, kind, segmentChars);
  if (kind === "question") return texts.slice(0, 1).map((text) => ({ text, label }));
  // A clean document: its first segments, and every segment order-like enough to pass the gate (what the layer judges).
  if (label === 0) return texts.filter((text, index) => index < 2 || lexical(text) >= cleanSegment).map((text) => ({ text, label }));
  const planted = texts.reduce((best, text) => (lexical(text) > lexical(best) ? text : best), texts[0] ?? "");
  if (!planted) return [];
  const clean = texts.filter((text) => text !== planted && lexical(text) < cleanSegment).slice(0, 3);
  return [{ text: planted, label }, ...clean.map((text) => ({ text, label: 0 as const }))];
}

async function examplesOf(rows: SecurityCase[]): Promise<Example[]> {
  const items = rows.flatMap((row) =>
    textsOf(row).map((item) => ({ ...item, kind: kindOf(row) as TextKind, written: row.source === "docent-semantic-augment" })),
  );
  const vectors = await embedAll(
    items.map((item) => item.text),
    true,
  );
  return items.map((item, index) => ({
    vector: vectors[index]!,
    kind: item.kind,
    label: item.label as 0 | 1,
    // The rows written for this layer by kind (semantic-augment.ts) are a group of their own: a few dozen
    // answer-form requests or questions about one's own password would otherwise weigh nothing beside the
    // thousands of corpus rows, and the layer would not learn the look-alikes they teach.
    group: `${item.kind}|${item.label}${item.written ? "|written" : ""}`,
  }));
}

interface Scored {
  row: SecurityCase;
  lexicalFlagged: boolean;
  /** The semantic score as the running detector computes it (documents: gated segments only). */
  score: number;
}

/**
 * Every dev row's lexical verdict and its segments' vectors with their lexical scores. A document
 * segment below `floor` is never embedded (no gate the grid tries is lower): its vector is empty.
 */
async function prepare(rows: SecurityCase[], floor: number) {
  const prepared = rows.map((row) => {
    const kind: TextKind = kindOf(row);
    // As the planner asks (pipeline/question-verdict.ts): a short question not spoken to the assistant is not judged.
    // A question about a quoted phrase: the words around the quote (core/injection/quoted-subject.ts).
    const asked = kind === "question" ? (quotedSubjectFrame(row.text) ?? row.text) : row.text;
    const judged = kind === "document" || semanticJudgesQuestion(asked);
    const all = judged ? semanticTexts(asked, kind, segmentChars) : [];
    const scores = all.map(lexical);
    const kept = all.map((text, index) => kind === "question" || (scores[index]! >= floor && addressesReader(text)));
    const texts = all.filter((_text, index) => kept[index]);
    const lexicalScores = scores.filter((_score, index) => kept[index]);
    return { row, kind, texts, lexicalScores, lexicalFlagged: detectInjection(row.text, kind).flagged };
  });
  const vectors = await embedAll(
    prepared.flatMap((item) => item.texts),
    true,
  );
  let offset = 0;
  return prepared.map((item) => {
    const own = vectors.slice(offset, offset + item.texts.length);
    offset += item.texts.length;
    return { ...item, vectors: own };
  });
}
type Prepared = Awaited<ReturnType<typeof prepare>>[number];

function scoreAll(model: SemanticModel, prepared: Prepared[], gate: number): Scored[] {
  return prepared.map((item) => {
    let score = 0;
    item.vectors.forEach((vector, index) => {
      if (item.kind === "document" && item.lexicalScores[index]! < gate) return;
      score = Math.max(score, semanticProbability(model, vector, item.kind));
    });
    return { row: item.row, lexicalFlagged: item.lexicalFlagged, score };
  });
}

/** The lowest threshold at which this layer flags at most `rate` of these benign rows beyond what the lexical detector flags. */
function thresholdFor(benign: Scored[], rate: number): number {
  const allowed = Math.floor(benign.length * rate);
  const scores = benign
    .filter((item) => !item.lexicalFlagged)
    .map((item) => item.score)
    .sort((a, b) => b - a);
  return allowed < 0 ? 1.01 : Math.min(1, (scores[Math.max(0, allowed)] ?? 0) + 1e-6);
}

/** The gate: the lexical score that `gateRecall` of the poisoned dev documents' planted segments reach (of those the model reads). */
function chooseGate(dev: SecurityCase[]): number {
  const planted = dev
    .filter((row) => kindOf(row) === "document" && row.label === "attack")
    .map((row) => semanticTexts(row.text, "document", segmentChars).map(lexical))
    .filter((scores) => scores.length > 0)
    .map((scores) => Math.max(...scores))
    .sort((a, b) => a - b);
  return planted[Math.floor(planted.length * (1 - gateRecall))] ?? 0;
}

function evaluate(model: SemanticModel, dev: Prepared[], ordinary: Prepared[], gate: number) {
  const devScored = scoreAll(model, dev, gate);
  const ordinaryScored = scoreAll(model, ordinary, gate);
  const threshold: PerKind = { question: 1.01, document: 1.01 };
  for (const kind of ["question", "document"] as const) {
    const ofKind = (item: Scored) => kindOf(item.row) === kind && item.row.label === "benign";
    threshold[kind] = Math.max(
      thresholdFor(devScored.filter(ofKind), maxDevFalseBlockRate),
      thresholdFor(ordinaryScored.filter(ofKind), maxOrdinaryFalseRate),
    );
  }
  const flagged = (item: Scored) => item.lexicalFlagged || item.score >= threshold[kindOf(item.row)];
  if (process.argv.includes("--verbose")) explain(devScored, ordinaryScored);
  const attacks = devScored.filter((item) => item.row.label === "attack");
  const benign = devScored.filter((item) => item.row.label === "benign");
  const lexicalOnly = attacks.filter((item) => item.lexicalFlagged).length;
  return {
    threshold,
    auc: areaUnderCurve(devScored),
    blocked: attacks.filter(flagged).length,
    lexicalOnly,
    attacks: attacks.length,
    falseBlocks: benign.filter(flagged).length,
    benign: benign.length,
    ordinaryFalse: ordinaryScored.filter(flagged).length,
    ordinary: ordinaryScored.length,
  };
}

/** How well the semantic score alone ranks dev's attacks above its benign rows, over the rows the model reads. */
function areaUnderCurve(dev: Scored[]): number {
  const readable = dev.filter((item) => item.score > 0);
  const positives = readable.filter((item) => item.row.label === "attack");
  const negatives = readable.filter((item) => item.row.label === "benign");
  let wins = 0;
  for (const positive of positives)
    for (const negative of negatives) wins += positive.score > negative.score ? 1 : positive.score === negative.score ? 0.5 : 0;
  return wins / Math.max(1, positives.length * negatives.length);
}

/** With --verbose: the dev attacks the lexical detector misses and the highest-scored benign rows, with their semantic scores. */
function explain(dev: Scored[], ordinary: Scored[]) {
  const line = (item: Scored) =>
    `  ${item.score.toFixed(3)} ${item.row.label} ${kindOf(item.row)} ${item.row.id}: ${item.row.text.slice(0, 90).replace(/\s+/g, " ")}`;
  console.log("missed by the lexical detector:");
  dev
    .filter((item) => item.row.label === "attack" && !item.lexicalFlagged)
    .sort((a, b) => b.score - a.score)
    .forEach((item) => console.log(line(item)));
  console.log("highest benign (not lexically flagged):");
  [...dev, ...ordinary]
    .filter((item) => item.row.label === "benign" && !item.lexicalFlagged)
    .sort((a, b) => b.score - a.score)
    .slice(0, 15)
    .forEach((item) => console.log(line(item)));
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export async function buildSemanticWeights(): Promise<SemanticWeights & { dev: Record<string, number> }> {
  const split = loadSplit();
  const ordinaryFit = [...ordinaryQuestions(), ...ordinaryDocuments()].filter((row) => row.part === "fit");
  const ordinaryCheck = [...ordinaryQuestions(), ...ordinaryDocuments()].filter((row) => row.part === "check");
  const train = [
    ...split.train,
    ...augmentCases(),
    ...semanticAugmentCases(),
    ...sampleOf(
      ordinaryFit.filter((row) => row.where !== "document"),
      ordinarySample.questions,
    ),
    ...sampleOf(
      ordinaryFit.filter((row) => row.where === "document"),
      ordinarySample.documents,
    ),
  ].sort((a, b) => a.id.localeCompare(b.id));
  const examples = await examplesOf(train);
  const devRows = [...split.dev, ...devLanguageCases()];
  const gate = chooseGate(devRows);
  const dev = await prepare(devRows, gate);
  const ordinary = await prepare(
    [
      ...sampleOf(
        ordinaryCheck.filter((row) => row.where !== "document"),
        ordinarySample.questions / 3,
      ),
      ...sampleOf(
        ordinaryCheck.filter((row) => row.where === "document"),
        ordinarySample.documents / 3,
      ),
    ],
    gate,
  );
  let best: { model: SemanticModel; l2: number; result: ReturnType<typeof evaluate> } | null = null;
  for (const l2 of [1e-3, 1e-2, 1e-1]) {
    const fitted = fitSemantic(examples, l2);
    const encoded = encodeWeights(Float64Array.from(fitted.weights));
    const model = { ...fitted, weights: decodeWeights(encoded.weights, encoded.scale) };
    const result = evaluate(model, dev, ordinary, gate);
    console.log(`l2=${l2} gate=${gate.toFixed(3)}: ${JSON.stringify(result)}`);
    // Most dev attacks blocked; on a tie, the model that ranks dev best on its own.
    const better =
      !best || result.blocked > best.result.blocked || (result.blocked === best.result.blocked && result.auc > best.result.auc);
    if (better) best = { model: fitted, l2, result };
  }
  const encoded = encodeWeights(Float64Array.from(best!.model.weights));
  return {
    version: semanticVersion,
    model: "use-lite-512",
    dimensions: best!.model.weights.length,
    bias: round(best!.model.bias),
    documentBias: round(best!.model.documentBias),
    scale: encoded.scale,
    threshold: { question: round(best!.result.threshold.question), document: round(best!.result.threshold.document) },
    documentGate: round(gate),
    segmentChars,
    trainedOn: { rows: train.length, sha256: hashOf(train.map((row) => `${row.id}\t${row.label}\t${row.text}`).join("\n")) },
    dev: { l2: best!.l2, ...best!.result, threshold: Number.NaN },
    weights: encoded.weights,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { dev, ...built } = await buildSemanticWeights();
  console.log(`dev: ${JSON.stringify(dev)}`);
  const text = `${JSON.stringify(built, null, 1)}\n`;
  writeOrCheckDerived(weightsFile, text, "a fresh training run");
}
