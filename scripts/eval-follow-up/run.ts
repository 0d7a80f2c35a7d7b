/**
 * How often an unsure follow-up's offline guess holds (docs/architecture.md, "The time budget").
 * In LLM mode such a follow-up is answered from the passages its offline rewrite finds while the
 * fast model rewrites it; follow-up-check.ts keeps the draft when the rewrite's own search leads
 * with passages the answer was given, else answers again (one call more). This measures that on
 * cases.json (the rewrite a model would write given as `gold`), offline, on the real stores with
 * the eight SQuAD articles as one library: per case, whether the follow-up is rewritten offline
 * with no call ("sure"), waits for the rewrite as before ("no guess"), or is guessed, and then
 * whether the guess stands (the answer's time is two calls) or is answered again (three).
 * The previous turn is Docent's own offline answer to the first question.
 *
 *   npx tsx scripts/eval-follow-up/run.ts [--verbose]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/core/logger";
import { offlineGuess } from "../../server/pipeline/fast-rewrite";
import { judgeGuess } from "../../server/pipeline/follow-up-check";
import { sureFollowUp } from "../../server/pipeline/follow-up";
import { classifyByRules } from "../../server/pipeline/intent";
import { answerQuestion } from "../../server/pipeline/orchestrator";
import { retrieve } from "../../server/pipeline/retriever";
import type { StageDeps } from "../../server/pipeline/types";
import { createServices, type Services } from "../../server/services";
import { corpusDir, repoRoot } from "../lib/docent-process";

const Cases = z.object({
  about: z.string(),
  cases: z.array(z.object({ id: z.string(), first: z.string(), follow: z.string(), gold: z.string() })),
});
type Case = z.infer<typeof Cases>["cases"][number];
const Squad = z.object({ data: z.array(z.object({ title: z.string(), paragraphs: z.array(z.object({ context: z.string() })) })) });

type Outcome = { case: Case; bucket: "sure" | "no guess" | "kept" | "answered again"; guess?: string; reason?: string };

async function addArticles(services: Services) {
  const squad = Squad.parse(JSON.parse(fs.readFileSync(path.join(corpusDir, "squad-v2-dev-subset.json"), "utf8")));
  const incoming = squad.data.map((article, index) => {
    const tempPath = path.join(services.uploadsDir, "incoming", `eval-${index}`);
    fs.writeFileSync(tempPath, article.paragraphs.map((paragraph) => paragraph.context).join("\n\n"));
    return { tempPath, originalName: `${article.title}.txt`, size: fs.statSync(tempPath).size };
  });
  for (const upload of await services.library.acceptUploads(incoming)) {
    for (;;) {
      await services.jobRunner.idle();
      await services.vectorIndexer.idle();
      const record = await services.documents.getDocument(upload.id);
      if (record?.status === "failed") throw new Error(`${upload.filename} failed: ${record.error ?? ""}`);
      if (record?.status === "ready" && record.vectors_done >= record.chunk_count) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function runCase(services: Services, deps: StageDeps, entry: Case): Promise<Outcome> {
  const signal = new AbortController().signal;
  const first = await answerQuestion({ message: entry.first, style: "concise", signal, emit: () => undefined }, services.pipeline);
  const history = [{ question: entry.first, answer: first.answer }];
  if (sureFollowUp(entry.follow, history).sure) return { case: entry, bucket: "sure" };
  const guess = offlineGuess(entry.follow, history);
  if (!guess) return { case: entry, bucket: "no guess" };
  const search = async (query: string) => (await retrieve({ query, top_k: services.config.TOP_K }, deps)).chunks;
  const given = await search(guess.query);
  const planned = {
    needs_retrieval: true,
    query: guess.query,
    safety_flags: [],
    intent: guess.intent,
    follow_up: { question: entry.follow, settled: Promise.resolve({ query: entry.gold, intent: classifyByRules(entry.gold).intent }) },
  };
  const verdict = await judgeGuess(
    { query: entry.gold, intent: classifyByRules(entry.gold).intent },
    {
      planned,
      given,
      search,
      thresholds: deps.thresholds,
    },
  );
  const reason = verdict.keep ? undefined : "the rewrite's leading passages were not among the answer's (or another answerer)";
  return { case: entry, bucket: verdict.keep ? "kept" : "answered again", guess: guess.query, ...(reason ? { reason } : {}) };
}

async function main() {
  const { values } = parseArgs({ options: { verbose: { type: "boolean" } } });
  const cases = Cases.parse(JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "cases.json"), "utf8"))).cases;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-eval-follow-up-"));
  const services = await createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger({ level: "silent" }), {
    projectRoot: repoRoot,
  });
  try {
    await addArticles(services);
    const deps: StageDeps = {
      config: services.config,
      mode: "offline",
      chat: null,
      embedder: services.pipeline.embedder,
      thresholds: services.pipeline.thresholds(),
      search: services.pipeline.search,
      signal: new AbortController().signal,
    };
    const outcomes: Outcome[] = [];
    for (const entry of cases) {
      const outcome = await runCase(services, deps, entry);
      outcomes.push(outcome);
      if (values.verbose) console.log(`${outcome.bucket.padEnd(15)} ${entry.id}  "${entry.follow}" → guess "${outcome.guess ?? ""}"`);
    }
    const count = (bucket: Outcome["bucket"]) => outcomes.filter((outcome) => outcome.bucket === bucket).length;
    console.log(
      `| follow-ups | rewritten offline (no call) | no guess (waits, 3 calls) | guess kept (2 calls) | answered again (3+ calls) |`,
    );
    console.log(`|---|---|---|---|---|`);
    console.log(`| ${outcomes.length} | ${count("sure")} | ${count("no guess")} | ${count("kept")} | ${count("answered again")} |`);
    for (const outcome of outcomes.filter((each) => each.bucket === "answered again" || each.bucket === "no guess"))
      console.log(`- ${outcome.case.id} (${outcome.bucket}): "${outcome.case.follow}" guessed as "${outcome.guess ?? "—"}"`);
  } finally {
    await services.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
