/**
 * Trains the follow-up kind classifier (server/pipeline/follow-up-classifier.ts) and writes its weights to
 * server/pipeline/follow-up-weights.json.
 *
 *   npx tsx scripts/train-follow-up-kinds.ts           train, choose settings on the training languages, write weights
 *   npx tsx scripts/train-follow-up-kinds.ts --check   train again and fail if follow-up-weights.json differs
 *
 * Rows: scripts/about-answer-kinds/ (many languages) and the recogniser's English examples
 * (about-answer-examples.ts). Whole languages are held out as test (rows.ts `testLanguages`): never
 * trained on nor used for a choice; their per-kind figures are printed at the end. The training
 * languages are dealt to five folds by language; each setting of a small grid is judged on its
 * out-of-fold readings (each fold read by a model that never saw its languages), with the threshold the
 * lowest that reads at most `maxFalseFollowUps` of the questions and small talk as a follow-up.
 * The winner is then trained on every training language. Deterministic: rows sorted, seeded order, no time stamp.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { encodeWeights, featurize, probability, type FeatureOptions, type SparseVector } from "../server/core/injection/classifier";
import { aboutAnswerExamples, newQuestionExamples } from "../server/pipeline/about-answer-examples";
import { foldText } from "../server/pipeline/about-answer-request";
import { followUpClasses, followUpTokens, type FollowUpClass, type FollowUpWeightsFile } from "../server/pipeline/follow-up-classifier";
import { allRows, testLanguages, type Row } from "./about-answer-kinds/rows";
import { fitLogistic, type WeightedExample } from "./lib/logistic-sgd";
import { writeOrCheckDerived } from "./lib/derived-file";

const weightsFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../server/pipeline/follow-up-weights.json");
export const followUpWeightsVersion = 1;
const epochs = 20;
const seed = 23;
const folds = 5;
/** Share of the questions and small talk (out of fold) a threshold may read as a follow-up. */
const maxFalseFollowUps = 0.03;
const negatives = new Set<FollowUpClass>(["question", "small_talk"]);

const grid: { options: FeatureOptions; l2: number }[] = [
  { options: { buckets: 2 ** 14, charNgrams: [2, 4], wordNgrams: [1, 1], scriptBigrams: true }, l2: 1e-5 },
  { options: { buckets: 2 ** 14, charNgrams: [1, 5], wordNgrams: [1, 1], scriptBigrams: true }, l2: 1e-5 },
  { options: { buckets: 2 ** 14, charNgrams: [2, 4], wordNgrams: [1, 1], scriptBigrams: true }, l2: 1e-4 },
  { options: { buckets: 2 ** 13, charNgrams: [2, 4], wordNgrams: [1, 1], scriptBigrams: true }, l2: 1e-5 },
];

/** Every row, sorted so the same data gives the same model: the written languages and the recogniser's English examples. */
export function trainingRows(): Row[] {
  const examples: Row[] = [
    ...Object.entries(aboutAnswerExamples).flatMap(([label, texts]) =>
      texts.map((text) => ({ language: "en", label: label as FollowUpClass, text })),
    ),
    ...newQuestionExamples.map((text) => ({ language: "en", label: "question" as const, text })),
  ];
  const key = (row: Row) => `${row.language}\u0000${row.label}\u0000${row.text}`;
  return [...allRows(), ...examples].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

interface Model {
  label: FollowUpClass;
  model: ReturnType<typeof fitLogistic>;
}

/** One model per class against the rest; every language weighs the same, and in each model positives weigh as much as the rest. */
function trainAll(rows: Row[], vectors: SparseVector[], options: FeatureOptions, l2: number): Model[] {
  const perLanguage = new Map<string, number>();
  for (const row of rows) perLanguage.set(row.language, (perLanguage.get(row.language) ?? 0) + 1);
  const languageWeight = rows.map((row) => rows.length / perLanguage.size / perLanguage.get(row.language)!);
  return followUpClasses.map((label) => {
    const positive = rows.map((row) => row.label === label);
    const total = languageWeight.reduce((sum, weight) => sum + weight, 0);
    const positiveTotal = languageWeight.reduce((sum, weight, index) => sum + (positive[index] ? weight : 0), 0);
    const examples: WeightedExample[] = rows.map((_row, index) => ({
      vector: vectors[index]!,
      label: positive[index] ? 1 : 0,
      weight: (languageWeight[index]! * total) / (2 * (positive[index] ? positiveTotal : total - positiveTotal)),
    }));
    return { label, model: fitLogistic(examples, options, l2, epochs, seed) };
  });
}

interface Reading {
  label: FollowUpClass;
  probability: number;
}

function readWith(models: Model[], vector: SparseVector): Reading {
  let best: Reading = { label: "question", probability: 0 };
  for (const { label, model } of models) {
    const value = probability(model, vector);
    if (value > best.probability) best = { label, probability: value };
  }
  return best;
}

const foldOf = (language: string) => Number.parseInt(createHash("sha256").update(language).digest("hex").slice(0, 8), 16) % folds;

/** The kind read, or null (a negative class on top, or a kind below the threshold). */
const kindRead = (reading: Reading, threshold: number) =>
  negatives.has(reading.label) || reading.probability < threshold ? null : reading.label;

/** The lowest threshold (of a 0.05 grid) reading at most the allowed share of negatives as follow-ups. */
function chooseThreshold(rows: Row[], readings: Reading[]): number {
  const negativeCount = rows.filter((row) => negatives.has(row.label)).length;
  for (let threshold = 0.2; threshold < 0.96; threshold += 0.05) {
    const falseFollowUps = rows.filter((row, index) => negatives.has(row.label) && kindRead(readings[index]!, threshold) !== null).length;
    if (falseFollowUps <= negativeCount * maxFalseFollowUps) return Math.round(threshold * 100) / 100;
  }
  return 0.95;
}

/** Per true class: rows read right (a kind read as that kind; a negative read as no follow-up). */
export function perClass(rows: Row[], readings: Reading[], threshold: number): Map<FollowUpClass, [number, number]> {
  const tally = new Map<FollowUpClass, [number, number]>();
  rows.forEach((row, index) => {
    const kind = kindRead(readings[index]!, threshold);
    const right = negatives.has(row.label) ? kind === null : kind === row.label;
    const [ok, all] = tally.get(row.label) ?? [0, 0];
    tally.set(row.label, [ok + (right ? 1 : 0), all + 1]);
  });
  return tally;
}

function kindAccuracy(tally: Map<FollowUpClass, [number, number]>): number {
  let [ok, all] = [0, 0];
  for (const [label, [right, count]] of tally) if (!negatives.has(label)) [ok, all] = [ok + right, all + count];
  return ok / Math.max(1, all);
}

function outOfFold(rows: Row[], vectors: SparseVector[], options: FeatureOptions, l2: number): Reading[] {
  const readings: Reading[] = new Array(rows.length);
  for (let fold = 0; fold < folds; fold++) {
    const inFold = rows.map((row) => foldOf(row.language) === fold);
    const trainIndex = rows.flatMap((_row, index) => (inFold[index] ? [] : [index]));
    const models = trainAll(
      trainIndex.map((index) => rows[index]!),
      trainIndex.map((index) => vectors[index]!),
      options,
      l2,
    );
    rows.forEach((_row, index) => {
      if (inFold[index]) readings[index] = readWith(models, vectors[index]!);
    });
  }
  return readings;
}

const describe = (tally: Map<FollowUpClass, [number, number]>) =>
  followUpClasses.map((label) => `${label} ${tally.get(label)?.[0] ?? 0}/${tally.get(label)?.[1] ?? 0}`).join(", ");

function search(train: Row[]) {
  let best: { options: FeatureOptions; l2: number; threshold: number; score: number } | null = null;
  for (const { options, l2 } of grid) {
    const vectors = train.map((row) => featurize(foldText(row.text), options));
    const readings = outOfFold(train, vectors, options, l2);
    const threshold = chooseThreshold(train, readings);
    const tally = perClass(train, readings, threshold);
    const score = kindAccuracy(tally);
    console.log(
      `${JSON.stringify(options)} l2 ${l2}: threshold ${threshold}, kinds ${(score * 100).toFixed(1)} % out of fold; ${describe(tally)}`,
    );
    if (!best || score > best.score + 0.005) best = { options, l2, threshold, score };
  }
  return best!;
}

export function buildWeights(): { file: FollowUpWeightsFile; test: Map<FollowUpClass, [number, number]> } {
  const rows = trainingRows();
  const held = new Set<string>(testLanguages);
  const train = rows.filter((row) => !held.has(row.language));
  const test = rows.filter((row) => held.has(row.language));
  const chosen = search(train);
  const vectors = train.map((row) => featurize(foldText(row.text), chosen.options));
  const models = trainAll(train, vectors, chosen.options, chosen.l2);
  const testReadings = test.map((row) => readWith(models, featurize(foldText(row.text), chosen.options)));
  const file: FollowUpWeightsFile = {
    version: followUpWeightsVersion,
    features: {
      buckets: chosen.options.buckets,
      charNgrams: chosen.options.charNgrams,
      wordNgrams: chosen.options.wordNgrams,
      scriptBigrams: true,
    },
    models: models.map(({ label, model }) => ({ label, bias: model.bias, ...encodeWeights(Float64Array.from(model.weights)) })),
    threshold: chosen.threshold,
    trainedOn: {
      rows: train.length,
      languages: [...new Set(train.map((row) => row.language))].sort(),
      sha256: createHash("sha256").update(JSON.stringify(train)).digest("hex"),
    },
    followUpWords: [...new Set(train.filter((row) => !negatives.has(row.label)).flatMap((row) => followUpTokens(row.text)))].sort(),
  };
  return { file, test: perClass(test, testReadings, chosen.threshold) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { file, test } = buildWeights();
  console.log(`test languages (${testLanguages.join(", ")}): kinds ${(kindAccuracy(test) * 100).toFixed(1)} %; ${describe(test)}`);
  const text = `${JSON.stringify(file)}\n`;
  writeOrCheckDerived(weightsFile, text, "a fresh training run");
}
