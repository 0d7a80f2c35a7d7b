/**
 * `npm run eval`: answer quality on the SQuAD 2.0 subset in ../shared/corpus, through the HTTP
 * API of a real offline Docent. Each paragraph becomes one .txt document; questions are asked as
 * a person would. Reports retrieval hit@1 / hit@5 / MRR, answer containment on answerable
 * questions, the "no information" rate on unanswerable ones, and a calibration table (per
 * confidence label: count and share correct). Writes docs/eval-report.{md,json}.
 *
 *   npm run eval -- --limit 400        # questions (spread evenly over the set; default 600)
 *   npm run eval -- --url http://…     # use a running Docent instead of starting one
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { ChatResponse } from "~/lib/response";
import { EXTRACTIVE_MIN_SCORE } from "../server/pipeline/extractive";
import { defaultThresholds, thresholdsFor } from "../server/pipeline/calibration";
import { OFFLINE_HIGH_SCORE, OFFLINE_MEDIUM_SCORE } from "../server/pipeline/validator";
import { fusionWeightsFor } from "../server/retrieval/fusion";
import { corpusDir, repoRoot, startDocent, type DocentServer } from "./lib/docent-process";

const admission = "The provided documents do not contain information about this.";

const Squad = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      paragraphs: z.array(
        z.object({
          context: z.string(),
          qas: z.array(z.object({ id: z.string(), question: z.string(), is_impossible: z.boolean().optional(), answers: z.array(z.object({ text: z.string() })) })),
        }),
      ),
    }),
  ),
});

interface Question {
  id: string;
  question: string;
  filename: string;
  answerable: boolean;
  answers: string[];
}

interface Outcome {
  id: string;
  answerable: boolean;
  rank: number | null;
  contained: boolean;
  admitted: boolean;
  correct: boolean;
  confidence: string;
  confidence_score: number;
  top_score: number | null;
  ms: number;
}

const { values } = parseArgs({
  options: {
    limit: { type: "string", default: "600" },
    url: { type: "string" },
    concurrency: { type: "string", default: "2" },
    out: { type: "string", default: path.join(repoRoot, "docs/eval-report") },
  },
});

function loadSet() {
  const squad = Squad.parse(JSON.parse(fs.readFileSync(path.join(corpusDir, "squad-v2-dev-subset.json"), "utf8")));
  const documents: { filename: string; text: string }[] = [];
  const questions: Question[] = [];
  squad.data.forEach((article, articleIndex) =>
    article.paragraphs.forEach((paragraph, paragraphIndex) => {
      const filename = `squad-${String(articleIndex).padStart(2, "0")}-${String(paragraphIndex).padStart(3, "0")}.txt`;
      documents.push({ filename, text: `${article.title.replace(/_/g, " ")}\n\n${paragraph.context}\n` });
      for (const qa of paragraph.qas) {
        const answerable = !qa.is_impossible && qa.answers.length > 0;
        questions.push({ id: qa.id, question: qa.question, filename, answerable, answers: [...new Set(qa.answers.map((answer) => answer.text))] });
      }
    }),
  );
  return { documents, questions };
}

/** Every n-th question, so the sample spreads over all articles and keeps the set's balance. */
function sample<T>(items: T[], limit: number) {
  if (limit >= items.length) return items;
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, index) => items[Math.floor(index * step)]!);
}

async function upload(baseUrl: string, documents: { filename: string; text: string }[]) {
  const ids: string[] = [];
  for (let start = 0; start < documents.length; start += 20) {
    const form = new FormData();
    for (const document of documents.slice(start, start + 20)) form.append("files", new Blob([document.text], { type: "text/plain" }), document.filename);
    const response = await fetch(`${baseUrl}/api/documents`, { method: "POST", body: form });
    if (response.status !== 202) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { documents: { id: string }[] };
    ids.push(...body.documents.map((document) => document.id));
  }
  return ids;
}

async function waitForIndex(baseUrl: string, count: number) {
  const started = Date.now();
  for (;;) {
    const body = (await (await fetch(`${baseUrl}/api/documents`)).json()) as { documents: { status: string; vector_progress: number }[] };
    const ready = body.documents.filter((document) => document.status === "ready");
    const vectorsDone = ready.filter((document) => document.vector_progress >= 1).length;
    const failed = body.documents.filter((document) => document.status === "failed").length;
    process.stdout.write(`\rindexing: ${ready.length}/${count} ready, ${vectorsDone}/${count} with vectors, ${failed} failed   `);
    if (failed > 0) throw new Error(`${failed} documents failed to index`);
    if (vectorsDone >= count) break;
    if (Date.now() - started > 30 * 60_000) throw new Error("indexing took more than 30 minutes");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  process.stdout.write("\n");
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

async function ask(baseUrl: string, question: Question): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ message: question.question }),
  });
  if (response.status !== 200) throw new Error(`chat failed: ${response.status} ${await response.text()}`);
  const body = ChatResponse.parse(await response.json());
  const ms = performance.now() - started;
  const retrieved = body.retrieved ?? [];
  const position = retrieved.findIndex((source) => source.filename === question.filename);
  const admitted = body.answer.includes(admission);
  const contained = !admitted && question.answers.some((answer) => normalise(body.answer).includes(normalise(answer)));
  return {
    id: question.id,
    answerable: question.answerable,
    rank: position >= 0 ? position + 1 : null,
    contained,
    admitted,
    correct: question.answerable ? contained : admitted,
    confidence: body.confidence,
    confidence_score: body.confidence_score,
    top_score: retrieved[0]?.score ?? null,
    ms,
  };
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};

function summarise(outcomes: Outcome[]) {
  const answerable = outcomes.filter((outcome) => outcome.answerable);
  const unanswerable = outcomes.filter((outcome) => !outcome.answerable);
  const labels = ["high", "medium", "low"].map((label) => {
    const inLabel = outcomes.filter((outcome) => outcome.confidence === label);
    const answerableInLabel = inLabel.filter((outcome) => outcome.answerable);
    return {
      label,
      count: inLabel.length,
      share_correct: share(inLabel.filter((outcome) => outcome.correct).length, inLabel.length),
      share_correct_answerable: share(answerableInLabel.filter((outcome) => outcome.correct).length, answerableInLabel.length),
      answerable: inLabel.filter((outcome) => outcome.answerable).length,
      unanswerable: inLabel.filter((outcome) => !outcome.answerable).length,
    };
  });
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    retrieval: {
      hit_at_1: share(answerable.filter((outcome) => outcome.rank === 1).length, answerable.length),
      hit_at_5: share(answerable.filter((outcome) => outcome.rank !== null && outcome.rank <= 5).length, answerable.length),
      mrr: share(answerable.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0), answerable.length),
    },
    answers: {
      containment_answerable: share(answerable.filter((outcome) => outcome.contained).length, answerable.length),
      admitted_answerable: share(answerable.filter((outcome) => outcome.admitted).length, answerable.length),
      no_information_unanswerable: share(unanswerable.filter((outcome) => outcome.admitted).length, unanswerable.length),
      low_confidence_unanswerable: share(unanswerable.filter((outcome) => outcome.confidence === "low").length, unanswerable.length),
    },
    calibration: labels,
    latency_ms: { p50: Math.round(percentile(outcomes.map((outcome) => outcome.ms), 50)), p95: Math.round(percentile(outcomes.map((outcome) => outcome.ms), 95)) },
  };
}

/** What the labels mean and what limits the numbers; written with the figures of this run. */
const notes = [
  "## What the labels mean (offline, USE-lite)",
  "",
  "- **high**: the passages the answer cites are close to the question (cosine above the model's high threshold, a level about 1 in 330 unrelated passages reach), the chosen sentence covers the question's key words, and it clearly leads the other candidate sentences and passages (offline score ≥ the high bar). An answer whose passage has no vector yet is never high. Read it as: the answer quotes the passage that the question is about. On answerable questions it holds the gold answer in the share shown in the last column above.",
  "- **medium**: the passages are related to the question, but the evidence or the lead over the alternatives is weaker: check the cited passage.",
  "- **low**: weak match, or the \"no information\" admission (always low).",
  "",
  "The score (0..1) behind the label: 0.35 × calibrated similarity (each model's thresholds map to the same points: medium → 0.5, high → 0.8) + 0.4 × the best sentence's question coverage + 0.125 × the top passage's fused-score lead over the second + 0.125 × the best sentence's lead over the runner-up.",
  "",
  "## What limits the numbers",
  "",
  "- **SQuAD 2.0's unanswerable questions are written to look answerable**: crowd workers took a paragraph and asked about it with one entity, number or relation swapped, or a negation added. Retrieval finds the right paragraph and a sentence that shares every word with the question, so a lexical, extractive reader has no signal that separates them. Negations and swapped opposites are caught (on this set ~96% of questions whose negation the best sentence does not share were unanswerable), other swaps are not. This is why `high` is right far more often on answerable questions than over the whole set: most wrong `high` answers are adversarial unanswerable questions. Real users mostly ask questions their documents can answer; the answerable-only column is the better guide for them.",
  "- **The admission threshold trades one error for the other.** Each 0.05 on the extractive threshold moves about 3.5 points of answered questions against 8 points of admitted unanswerable ones; there is no plateau. It is set as high as keeps containment on answerable questions above 0.6.",
  "- **Containment is strict**: an answer counts only if it contains a gold answer string verbatim; a correct paraphrase or a two-sentence answer that ends just before the answer counts as wrong.",
  "- **SQuAD favours keyword search** (questions reuse the paragraph's words), so the fusion weights lean lexical; with real questions that paraphrase, the vector side matters more. The weights sit mid-plateau (vector weight 0.2–0.4 gives the same hit@5 within 0.01), not on a peak.",
  "- One chunk per paragraph and whole-chunk vectors; the research note measured a small gain (hit@5 +0.004) from per-sentence vectors, not built.",
  "",
  "## Tuning history",
  "",
  "Before tuning (300-question sample, fusion 0.5 / 0.5, extractive threshold 0.5, label by similarity only): hit@5 0.925, hit@1 0.714, containment 0.534, unanswerable admitted 0.419, `high` correct 0.741 (27 answers). Changes, in order: fusion weights from a sweep (vector weight 0–1), the admission threshold and sentence choice (negation and opposite-word checks, answer-type check, PDF line wraps kept inside sentences), then the offline score (separation terms replace the always-1 citation share) and its caps on the label; thresholds per model unchanged (0.65 / 0.5 sit where `high` on answerable questions is ~95% right; 0.6 or 0.7 gave 0.91–0.97 on fewer or more answers, no better overall).",
  "",
];

function markdown(summary: ReturnType<typeof summarise>, meta: Record<string, unknown>) {
  const lines = [
    "# Eval report: SQuAD 2.0 subset, offline mode",
    "",
    `Generated by \`npm run eval\` on ${meta.date} (${meta.questions} questions of ${meta.total_questions}; ${meta.documents} paragraphs as documents; embeddings \`${meta.embedding_model}\`).`,
    "",
    "| metric | value |",
    "|---|---|",
    `| retrieval hit@1 (answerable) | ${summary.retrieval.hit_at_1} |`,
    `| retrieval hit@5 (answerable) | ${summary.retrieval.hit_at_5} |`,
    `| retrieval MRR (answerable) | ${summary.retrieval.mrr} |`,
    `| answer contains a gold answer (answerable) | ${summary.answers.containment_answerable} |`,
    `| "no information" admitted (answerable, a miss) | ${summary.answers.admitted_answerable} |`,
    `| "no information" admitted (unanswerable) | ${summary.answers.no_information_unanswerable} |`,
    `| low confidence (unanswerable) | ${summary.answers.low_confidence_unanswerable} |`,
    `| latency p50 / p95 (ms, whole request) | ${summary.latency_ms.p50} / ${summary.latency_ms.p95} |`,
    "",
    "## Calibration",
    "",
    "Correct means: an answerable question whose answer contains a gold answer, or an unanswerable question answered with the admission.",
    "",
    "| label | count | share correct | answerable | unanswerable | share correct, answerable only |",
    "|---|---|---|---|---|---|",
    ...summary.calibration.map(
      (row) => `| ${row.label} | ${row.count} | ${row.share_correct} | ${row.answerable} | ${row.unanswerable} | ${row.share_correct_answerable} |`,
    ),
    "",
    "## Settings measured",
    "",
    "Confidence thresholds (cosine similarity of the cited passages) and fusion weights, per embedding model:",
    "",
    "| embedding model | high above | medium above | fusion: lexical / vector |",
    "|---|---|---|---|",
    ...[String(meta.embedding_model), "any other model (default)"].map((model) => {
      const known = model === meta.embedding_model;
      const thresholds = known ? thresholdsFor(model) : defaultThresholds;
      const weights = fusionWeightsFor(known ? model : "");
      return `| ${known ? `\`${model}\` (this run)` : model} | ${thresholds.high} | ${thresholds.medium} | ${weights.lexical} / ${weights.vector} |`;
    }),
    "",
    `Offline only: the extractive reasoner admits "no information" when its best sentence scores below ${EXTRACTIVE_MIN_SCORE}; the label is also capped by the offline confidence score (high needs ≥ ${OFFLINE_HIGH_SCORE}, medium ≥ ${OFFLINE_MEDIUM_SCORE}).`,
    "",
    ...notes,
  ];
  return lines.join("\n");
}

async function main() {
  const { documents, questions } = loadSet();
  const chosen = sample(questions, Number(values.limit));
  let docent: DocentServer | null = null;
  let baseUrl = values.url;
  if (!baseUrl) {
    docent = await startDocent({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "docent-eval-")), timeoutMs: 120_000 });
    baseUrl = docent.url;
  }
  try {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as { mode: string; providers: { embeddings: { model: string } } };
    console.log(`Docent at ${baseUrl} (${health.mode} mode); indexing ${documents.length} paragraphs…`);
    await upload(baseUrl, documents);
    await waitForIndex(baseUrl, documents.length);

    const outcomes: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < chosen.length) {
        const question = chosen[next++]!;
        outcomes.push(await ask(baseUrl!, question));
        if (outcomes.length % 50 === 0) process.stdout.write(`\rasked ${outcomes.length}/${chosen.length}`);
      }
    };
    await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
    process.stdout.write("\n");

    const summary = summarise(outcomes);
    const meta = {
      date: new Date().toISOString().slice(0, 10),
      questions: chosen.length,
      total_questions: questions.length,
      documents: documents.length,
      embedding_model: health.providers.embeddings.model,
    };
    fs.mkdirSync(path.dirname(values.out!), { recursive: true });
    // Per-question outcomes are kept as compact rows (id and flags) so the committed file stays small.
    const rows = outcomes.map((outcome) => [
      outcome.id,
      outcome.answerable ? 1 : 0,
      outcome.rank ?? 0,
      outcome.contained ? 1 : 0,
      outcome.admitted ? 1 : 0,
      outcome.confidence[0],
      outcome.confidence_score,
    ]);
    const settings = {
      thresholds: thresholdsFor(meta.embedding_model),
      fusion: fusionWeightsFor(meta.embedding_model),
      extractive_min_score: EXTRACTIVE_MIN_SCORE,
      offline_high_score: OFFLINE_HIGH_SCORE,
      offline_medium_score: OFFLINE_MEDIUM_SCORE,
    };
    const json = { meta, settings, summary, outcome_columns: ["id", "answerable", "rank", "contained", "admitted", "label", "score"], outcomes: rows };
    fs.writeFileSync(`${values.out}.json`, JSON.stringify(json) + "\n");
    fs.writeFileSync(`${values.out}.md`, markdown(summary, meta));
    console.log(markdown(summary, meta));
    console.log(`Written: ${path.relative(repoRoot, `${values.out}.md`)} and .json`);
  } finally {
    await docent?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
