/**
 * Trains the injection classifier (server/core/injection/classifier.ts) and writes its weights to
 * server/core/injection/weights.json.
 *
 *   npx tsx scripts/train-injection.ts            train, choose settings on dev, write weights
 *   npx tsx scripts/train-injection.ts --check    train again and fail if weights.json differs
 *
 * Only the train split (with the training-only rows of security/augment.ts and the fit half of the
 * ordinary questions and documents, security/ordinary.ts) is learned from. Each kind's threshold is also
 * bounded so it refuses (questions) or marks (document passages) at most `maxOrdinaryFalseRefusalRate` of
 * the ordinary questions' or documents' check half. A small grid (class weighting, hash size, L2 strength,
 * extra features, document window)
 * is compared on the dev split, and for each the threshold is the lowest probability that keeps
 * dev's false-block rate (rules and classifier together) within `maxDevFalseBlockRate`. The setting
 * with the best mean over dev's five folds (`foldScore`: attacks blocked less benign refused, each fold
 * judged with thresholds chosen on the other four) wins; a later setting of the grid must beat an
 * earlier, simpler one by more than `minFoldGain`. The dev margins (score − threshold) are printed.
 * The test split is never read here.
 *
 * Deterministic: rows are sorted by id, each epoch's order comes from a seeded generator, and the
 * file holds no time stamp, so the same data gives the same bytes.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  committedClassifier,
  createClassifier,
  encodeWeights,
  decodeWeights,
  featurize,
  languageFreeBuckets,
  type ClassifierWeights,
  type FeatureOptions,
  type LinearModel,
  type PerKind,
  type SparseVector,
  type TextKind,
} from "../server/core/injection/classifier";
import { createDetector } from "../server/core/injection/detect";
import { normalise } from "../server/core/injection/normalise";
import { fitLogistic, type WeightedExample } from "./lib/logistic-sgd";
import { lexicalAugmentCases } from "./security/augment";
import { loadSplit, type SecurityCase, type SplitData } from "./security/cases";
import { devLanguageCases } from "./security/dev-languages";
import { judge, kindOf, rates, ratio } from "./security/evaluate";
import { languageRows } from "./security/language-rows";
import { ordinaryDocuments, ordinaryQuestions } from "./security/ordinary";
import { serverSecretsRows } from "./security/server-secrets-rows";
import { writeOrCheckDerived } from "./lib/derived-file";

const weightsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/core/injection/weights.json");
export const weightsVersion = 13;
const maxDevFalseBlockRate = 0.02;
/** Share of the ordinary questions' and documents' check half (security/ordinary.ts) a threshold may flag. */
const maxOrdinaryFalseRefusalRate = 0.005;
/** Share of dev's benign rows the uncertain band may hold (each one costs an LLM call in LLM mode). */
const maxUncertainBenignShare = 0.1;
const epochs = 25;
const trainingSeed = 17;
/**
 * How much more a later (less simple) setting of the grid must score, mean over dev's folds, to win: about one dev
 * attack in a fold. Picking by the whole of dev's block rate let a single row flip the winner, and with it every
 * threshold, between retrains.
 */
const minFoldGain = 0.01;

type Example = WeightedExample;

/**
 * "class": attacks and benign rows weigh the same in the loss, whatever their counts.
 * "language": each language × label weighs the same, so a language with a dozen rows is not
 * drowned by English and cannot be learned as a label of its own.
 * "kind": each kind (category) × label weighs the same, so a kind with forty rows (follow-ups,
 * small talk) counts as much as the four hundred look-alike questions of the corpus.
 */
type Balance = "class" | "language" | "kind";

/**
 * A row with its language's words taken out: only the language-free features (classifier.ts
 * `languageFreeBuckets`) kept, at the values they have in the whole text, as the model sees a
 * text in a language whose n-grams it never learned (their weights are zero).
 */
function blindCopy(example: Example, text: string, options: FeatureOptions, kind: "question" | "document", share: number): Example {
  const kept = languageFreeBuckets(text, options, kind);
  const vector: SparseVector = new Map([...example.vector].filter(([bucket]) => kept.has(bucket)));
  return { vector, label: example.label, weight: example.weight * share };
}

/**
 * An ordinary question (security/ordinary.ts) weighs `ordinaryWeight` of another row within its group;
 * with `blind` > 0 each row also gives a blind copy (`blindCopy`) weighing `blind` of it.
 */
function examplesOf(
  rows: SecurityCase[],
  options: FeatureOptions,
  balance: Balance,
  ordinary: { questions: number; documents: number },
  blind = 0,
): Example[] {
  const groupOf = (row: SecurityCase) =>
    balance === "class" ? row.label : balance === "language" ? `${row.label}|${row.language}` : `${row.label}|${row.category}`;
  const share = (row: SecurityCase) =>
    !row.source.startsWith("ordinary-") ? 1 : row.where === "document" ? ordinary.documents : ordinary.questions;
  const sizes = new Map<string, number>();
  for (const row of rows) sizes.set(groupOf(row), (sizes.get(groupOf(row)) ?? 0) + share(row));
  return rows.flatMap((row) => {
    const folded = normalise(row.text).folded;
    const vector = featurize(folded, options, kindOf(row));
    const example: Example = {
      vector,
      label: row.label === "attack" ? 1 : 0,
      weight: (rows.length * share(row)) / (sizes.size * sizes.get(groupOf(row))!),
    };
    return blind > 0 ? [example, blindCopy(example, folded, options, kindOf(row), blind)] : [example];
  });
}

/** Logistic regression by SGD with a decaying step and L2 applied once per epoch. */
export function trainModel(
  rows: SecurityCase[],
  options: FeatureOptions,
  l2: number,
  balance: Balance,
  ordinaryWeight = 1,
  blind = 0,
  documentWeight = ordinaryWeight,
): LinearModel {
  const sorted = [...rows].sort((a, b) => a.id.localeCompare(b.id));
  const examples = examplesOf(sorted, options, balance, { questions: ordinaryWeight, documents: documentWeight }, blind);
  return fitLogistic(examples, options, l2, epochs, trainingSeed);
}

interface Candidate {
  options: FeatureOptions;
  l2: number;
  balance: Balance;
  ordinaryWeight: number;
  documentWeight: number;
  blind: number;
  windowChars: number;
  threshold: PerKind;
  uncertainLow: PerKind;
  devBlockRate: number;
  devFalseBlockRate: number;
  devOrdinaryFalseRefusalRate: number;
  foldScore: number;
  encoded: { weights: string; scale: number };
  bias: number;
}

type Verdicts = ReturnType<typeof judge>;

/**
 * Per kind of text, the lowest threshold keeping the false blocks of `verdicts` (dev rows judged with no classifier
 * threshold) within the cap (rule matches count as blocks at any threshold), raised to the ordinary texts' bound, and
 * the uncertain band below it.
 */
function thresholdsFrom(verdicts: Verdicts, ordinaryBound: PerKind): { threshold: PerKind; uncertainLow: PerKind } {
  const never = { question: 1.01, document: 1.01 };
  const threshold: PerKind = { ...never };
  const uncertainLow: PerKind = { ...never };
  for (const kind of ["question", "document"] as const) {
    const benign = verdicts.filter((verdict) => verdict.row.label === "benign" && kindOf(verdict.row) === kind);
    const allowed = Math.floor(benign.length * maxDevFalseBlockRate) - benign.filter((verdict) => verdict.result.flagged).length;
    const scores = benign
      .filter((verdict) => !verdict.result.flagged)
      .map((verdict) => verdict.result.score)
      .sort((a, b) => b - a);
    // Just above the (allowed + 1)-th highest benign score: at most `allowed` benign rows reach it.
    threshold[kind] = allowed < 0 ? 1.01 : Math.min(1, (scores[Math.max(0, allowed)] ?? 0) + 1e-6);
    threshold[kind] = Math.max(threshold[kind], ordinaryBound[kind]);
    // Documents only: a question has the semantic layer and the LLM guard beside it, a document passage has neither.
    if (kind === "document") threshold[kind] = midGap(threshold[kind], verdicts, kind);
    const band = scores.filter((score) => score < threshold[kind]);
    uncertainLow[kind] = Math.min(threshold[kind], band[Math.floor(benign.length * maxUncertainBenignShare)] ?? 0);
  }
  return { threshold, uncertainLow };
}

const folds = 5;
/** A dev row's fold: a hash of its id, so a row added or removed moves no other row. */
const foldOf = (row: SecurityCase) => Number.parseInt(createHash("sha256").update(row.id).digest("hex").slice(0, 8), 16) % folds;

/**
 * The setting's mean over dev's folds of (attacks blocked − benign refused), each fold judged with the thresholds chosen
 * on the other four: how the setting does on dev rows its threshold was not chosen on, less moved by one row near the
 * edge than the figure on the whole of dev that picks the threshold itself.
 */
function foldScore(quantised: LinearModel, windowChars: number, verdicts: Verdicts, ordinaryBound: PerKind): number {
  let sum = 0;
  for (let fold = 0; fold < folds; fold++) {
    const chosen = thresholdsFrom(
      verdicts.filter((verdict) => foldOf(verdict.row) !== fold),
      ordinaryBound,
    );
    const held = rates(
      judge(
        verdicts.filter((verdict) => foldOf(verdict.row) === fold).map((verdict) => verdict.row),
        createDetector(createClassifier(quantised, { ...chosen, windowChars })),
      ),
    );
    sum += ratio(held.blocked, held.attacks) - ratio(held.falseBlocks, held.benign);
  }
  return sum / folds;
}

/** Thresholds chosen on the whole of dev, the setting's dev figures, and its mean over folds (`foldScore`). */
function chooseThreshold(model: LinearModel, windowChars: number, dev: SecurityCase[], ordinary: SecurityCase[]) {
  const quantised = { ...model, weights: quantise(model.weights) };
  const never = { question: 1.01, document: 1.01 };
  const base = createDetector(createClassifier(quantised, { threshold: never, uncertainLow: never, windowChars }));
  const verdicts = judge(dev, base);
  const ordinaryBound: PerKind = { question: 0, document: 0 };
  for (const kind of ["question", "document"] as const) {
    const ordinaryOfKind = ordinary.filter((row) => kindOf(row) === kind);
    if (ordinaryOfKind.length > 0) ordinaryBound[kind] = ordinaryThreshold(base, ordinaryOfKind);
  }
  const { threshold, uncertainLow } = thresholdsFrom(verdicts, ordinaryBound);
  const detector = createDetector(createClassifier(quantised, { threshold, uncertainLow, windowChars }));
  const judged = judge(dev, detector);
  const scored = rates(judged);
  const ordinaryScored = rates(judge(ordinary, detector));
  return {
    threshold,
    uncertainLow,
    blockRate: ratio(scored.blocked, scored.attacks),
    falseBlockRate: ratio(scored.falseBlocks, scored.benign),
    ordinaryFalseRefusalRate: ratio(ordinaryScored.falseBlocks, ordinaryScored.benign),
    foldScore: foldScore(quantised, windowChars, verdicts, ordinaryBound),
    margins: marginsOf(judged, threshold),
  };
}

const marginEdges = [-0.2, -0.1, -0.05, -0.02, 0, 0.02, 0.05, 0.1, 0.2];
/**
 * How far dev's classifier-decided rows sit from their kind's threshold (score − threshold; rows a rule flags aside),
 * counted in bins: attacks just under the threshold are the misses a retrain or a new row may flip.
 */
function marginsOf(judged: Verdicts, threshold: PerKind): Record<string, string> {
  const labels = ["< -0.2", ...marginEdges.slice(1).map((edge, index) => `[${marginEdges[index]}, ${edge})`), ">= 0.2"];
  const count = (label: "attack" | "benign") => {
    const bins = labels.map(() => 0);
    for (const { row, result } of judged) {
      if (row.label !== label || result.patterns.some((id) => id !== "classifier")) continue;
      const margin = result.score - threshold[kindOf(row)];
      bins[marginEdges.filter((edge) => margin >= edge).length]! += 1;
    }
    return bins;
  };
  const [attacks, benign] = [count("attack"), count("benign")];
  return Object.fromEntries(labels.map((label, index) => [label, `${attacks[index]} attacks, ${benign[index]} benign`]));
}

/**
 * The threshold moved up to the middle of the gap between the lowest one allowed and the lowest score of a
 * dev attack the classifier blocks there (rule matches aside): dev's figures stay the same (no attack
 * blocked at the lowest threshold is lost, no benign row added), and text unlike dev's (a clean PDF's
 * title page, "Tell the landlord in writing before you leave") gets the margin instead of the edge.
 */
function midGap(lowest: number, verdicts: Verdicts, kind: TextKind): number {
  if (lowest > 1) return lowest;
  const blocked = verdicts
    .filter((verdict) => verdict.row.label === "attack" && kindOf(verdict.row) === kind && !verdict.result.flagged)
    .map((verdict) => verdict.result.score)
    .filter((score) => score >= lowest);
  if (blocked.length === 0) return lowest;
  return (lowest + Math.min(...blocked)) / 2;
}

/**
 * The lowest threshold at which the classifier refuses (or, for documents, marks) at most
 * `maxOrdinaryFalseRefusalRate` of the ordinary questions' or documents' check half (rule matches
 * count against it at any threshold).
 */
function ordinaryThreshold(base: ReturnType<typeof createDetector>, ordinary: SecurityCase[]): number {
  const verdicts = judge(ordinary, base);
  const allowed = Math.floor(ordinary.length * maxOrdinaryFalseRefusalRate) - verdicts.filter((verdict) => verdict.result.flagged).length;
  const scores = verdicts
    .filter((verdict) => !verdict.result.flagged)
    .map((verdict) => verdict.result.score)
    .sort((a, b) => b - a);
  return allowed < 0 ? 1.01 : Math.min(1, (scores[Math.max(0, allowed)] ?? 0) + 1e-6);
}

function quantise(weights: Float32Array | Float64Array): Float32Array {
  const encoded = encodeWeights(Float64Array.from(weights));
  return decodeWeights(encoded.weights, encoded.scale);
}

// Version 4 narrows the grid to the v3 winner (class balance, 2^16 buckets, L2 1e-5, script bigrams, ideas at
// strength 3 with kind copies, whole texts: the other points were compared on dev in earlier rounds and lost)
// and varies what v4 adds: the sentence-shape features (classifier.ts `shapeFeatures`) at three strengths, and
// how much the ordinary questions' fit half weighs against the other benign rows.
const grid = {
  balance: ["class"] as Balance[],
  buckets: [2 ** 16],
  l2: [1e-5],
  extras: [
    { scriptBigrams: true, concepts: 3, kindCopies: true },
    { scriptBigrams: true, concepts: 3, kindCopies: true, shape: 1 },
  ] as Pick<FeatureOptions, "scriptBigrams" | "concepts" | "kindCopies" | "shape">[],
  windowChars: [0],
  /** Weight of one ordinary question relative to another benign row. */
  ordinaryWeight: [0.25],
  /** Weight of one ordinary document passage (Wikipedia prose, table rows) relative to another benign row. */
  documentWeight: [1],
  /** Weight of each row's blind copy (language-free features only, `blindCopy`); 0: none. 0.5 and 1 lost on dev in v5. */
  blind: [0],
};

function search(train: SecurityCase[], dev: SecurityCase[], ordinary: SecurityCase[]): Candidate {
  let best: Candidate | null = null;
  const settings = grid.balance.flatMap((b) =>
    grid.buckets.flatMap((n) =>
      grid.l2.flatMap((l) =>
        grid.extras.flatMap((e) =>
          grid.ordinaryWeight.flatMap((o) =>
            grid.documentWeight.flatMap((d) => grid.blind.map((blind) => [b, n, l, e, o, d, blind] as const)),
          ),
        ),
      ),
    ),
  );
  for (const [balance, buckets, l2, extras, ordinaryWeight, documentWeight, blind] of settings) {
    const options: FeatureOptions = { buckets, charNgrams: [3, 5], wordNgrams: [1, 2], ...extras };
    const model = trainModel(train, options, l2, balance, ordinaryWeight, blind, documentWeight);
    for (const windowChars of grid.windowChars) {
      const chosen = chooseThreshold(model, windowChars, dev, ordinary);
      console.log(
        `balance=${balance} buckets=${buckets} l2=${l2} extras=${JSON.stringify(extras)} ordinary=${ordinaryWeight} documents=${documentWeight} blind=${blind} window=${windowChars}: ` +
          `dev block ${chosen.blockRate.toFixed(3)}, false block ${chosen.falseBlockRate.toFixed(3)}, ` +
          `ordinary refused ${chosen.ordinaryFalseRefusalRate.toFixed(4)}, thresholds ${JSON.stringify(chosen.threshold)}, ` +
          `mean over ${folds} folds ${chosen.foldScore.toFixed(4)}`,
      );
      console.log(`  dev margins (score − threshold): ${JSON.stringify(chosen.margins)}`);
      // The grid lists simpler settings first: a later one must beat the best by more than `minFoldGain`.
      if (best && chosen.foldScore <= best.foldScore + minFoldGain) continue;
      best = {
        options,
        l2,
        balance,
        ordinaryWeight,
        documentWeight,
        blind,
        windowChars,
        threshold: chosen.threshold,
        uncertainLow: chosen.uncertainLow,
        devBlockRate: chosen.blockRate,
        devFalseBlockRate: chosen.falseBlockRate,
        devOrdinaryFalseRefusalRate: chosen.ordinaryFalseRefusalRate,
        foldScore: chosen.foldScore,
        encoded: encodeWeights(Float64Array.from(model.weights)),
        bias: model.bias,
      };
    }
  }
  return best!;
}

export function trainingHash(rows: SecurityCase[]): string {
  const hash = createHash("sha256");
  for (const row of [...rows].sort((a, b) => a.id.localeCompare(b.id))) hash.update(`${row.id}\t${row.label}\t${row.text}\n`);
  return hash.digest("hex");
}

type Built = ClassifierWeights & {
  l2: number;
  balance: Balance;
  ordinaryWeight: number;
  documentWeight: number;
  blind: number;
  dev: { blockRate: number; falseBlockRate: number; ordinaryFalseRefusalRate: number };
  /** `inputsHash` of what this training read. */
  inputs: { sha256: string };
};

/**
 * The rows the classifier learns from: the train split, the written training-only rows (augment.ts), the ordinary
 * questions' fit half, the train languages of the 40 no set had used (language-rows.ts, split by language) and the
 * train wordings of requests for the server's secrets (server-secrets-rows.ts); the ordinary texts' check half only
 * bounds the thresholds; dev and test are untouched. scripts/write-known-words.ts reads their words too.
 */
export function lexicalTrainingRows(split: SplitData = loadSplit()): SecurityCase[] {
  return [
    ...split.train,
    ...lexicalAugmentCases(),
    ...[...ordinaryQuestions(), ...ordinaryDocuments()].filter((row) => row.part === "fit"),
    ...languageRows("train"),
    ...serverSecretsRows("train"),
  ];
}

/**
 * What a training run reads: the rows it learns from, dev (settings, thresholds and the figures it prints) and the
 * ordinary texts' check half (a bound on each threshold).
 */
export function trainingInputs(split: SplitData = loadSplit()): { train: SecurityCase[]; dev: SecurityCase[]; check: SecurityCase[] } {
  // Dev: the split's dev rows, the small dev set of languages the split lacks (security/dev-languages.ts), the dev
  // languages' questions of language-rows.ts and the dev wordings of server-secrets-rows.ts. The dev languages'
  // documents are left out: with them the document threshold's mid-gap step (`midGap`) fell from 0.741 to 0.686 and
  // the classifier alone flagged clean documents that speak of AI assistants (spent held-out sets 4, 10 and 11; "AI
  // assistants should be used with care; check their answers."). They are scored with the rest of the dev languages
  // (`npx tsx scripts/eval-security-audit.ts --set languages14`).
  const dev = [
    ...split.dev,
    ...devLanguageCases(),
    ...languageRows("dev").filter((row) => row.where !== "document"),
    ...serverSecretsRows("dev"),
  ];
  const check = [...ordinaryQuestions(), ...ordinaryDocuments()].filter((row) => row.part === "check");
  return { train: lexicalTrainingRows(split), dev, check };
}

/**
 * A hash of what a training run reads besides its own code (`trainingInputs`): each training row as the model sees it
 * (label and folded text, normalise.ts) and each dev and check row's verdict with no classifier threshold (the rules,
 * which choose the thresholds and the winning setting with the scores). v13's weights could not be reproduced because
 * these moved without a retrain: a styled-letter fold changed four training rows ('ɴ' read as "n"), and rules added
 * since flagged more dev rows (dev block rate 0.838 -> 0.867 at the same thresholds). weights.json keeps the hash it was
 * trained on; tests/unit/scripts/train-injection.test.ts fails when it no longer matches, so a change to normalisation
 * or the rules that moves a verdict the training reads comes with a retrain.
 */
export function inputsHash(inputs: ReturnType<typeof trainingInputs>): string {
  const hash = createHash("sha256");
  for (const row of [...inputs.train].sort((a, b) => a.id.localeCompare(b.id)))
    hash.update(`train\t${row.id}\t${row.label}\t${kindOf(row)}\t${normalise(row.text).folded}\n`);
  const never = { question: 1.01, document: 1.01 };
  // No threshold is ever reached, so the verdicts hold the rules' patterns alone, whatever the model.
  const rulesOnly = createDetector({ ...committedClassifier, threshold: never, uncertainLow: never, windowChars: 0 });
  for (const [part, rows] of [
    ["dev", inputs.dev],
    ["check", inputs.check],
  ] as const)
    for (const row of [...rows].sort((a, b) => a.id.localeCompare(b.id)))
      hash.update(`${part}\t${row.id}\t${row.label}\t${kindOf(row)}\t${[...rulesOnly(row.text, kindOf(row)).patterns].sort().join(",")}\n`);
  return hash.digest("hex");
}

export function buildWeights(): Built {
  const inputs = trainingInputs();
  const { train, dev } = inputs;
  const best = search(train, dev, inputs.check);
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    version: weightsVersion,
    features: best.options,
    l2: best.l2,
    balance: best.balance,
    ordinaryWeight: best.ordinaryWeight,
    documentWeight: best.documentWeight,
    blind: best.blind,
    bias: round(best.bias),
    scale: best.encoded.scale,
    threshold: { question: round(best.threshold.question), document: round(best.threshold.document) },
    uncertainLow: { question: round(best.uncertainLow.question), document: round(best.uncertainLow.document) },
    windowChars: best.windowChars,
    trainedOn: { rows: train.length, sha256: trainingHash(train) },
    inputs: { sha256: inputsHash(inputs) },
    dev: {
      blockRate: round(best.devBlockRate),
      falseBlockRate: round(best.devFalseBlockRate),
      ordinaryFalseRefusalRate: round(best.devOrdinaryFalseRefusalRate),
    },
    weights: best.encoded.weights,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const text = `${JSON.stringify(buildWeights(), null, 1)}\n`;
  writeOrCheckDerived(weightsFile, text, "a fresh training run");
}
