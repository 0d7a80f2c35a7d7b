/**
 * Over-the-wire measurements for `npm run bench`, on a real Docent process serving the seeded
 * 100k-chunk DATA_DIR: 20 concurrent chat clients in offline mode (a small fetch-based load
 * client), and time to the first streamed token with a stand-in LLM that answers instantly (the
 * tests' OpenAI stand-in, tests/mocks/openai.ts, served over HTTP).
 * Both include the real query embedding (offline model, ~30 ms each, one at a time in its worker).
 */
import { serveHandlers } from "../../tests/helpers/msw-over-http";
import { anyHostBaseUrl, createOpenAIMock, openaiEnv } from "../../tests/mocks/openai";
import { distribution, docentCpuMs, round1, timed, type Distribution } from "./bench-stats";
import { startDocent } from "./docent-process";

export interface ConcurrencyReport {
  clients: number;
  requests: number;
  errors: number;
  errorSamples: string[];
  latencyMs: Distribution;
  requestsPerSecond: number;
  /** CPU per question during the run, by part (what bounds throughput on a small machine). */
  cpuMsPerQuestion: { mainThread: number; otherThreads: number; chroma: number; total: number };
}

export interface FirstTokenReport {
  requests: number;
  errors: number;
  firstTokenMs: Distribution;
}

const serverEnv = { LOG_LEVEL: "warn", CHAT_REQUESTS_PER_MINUTE: "0" };

function question(client: number, turn: number, words: string[]) {
  const offset = (client * 7_919 + turn * 104_729) % (words.length - 8);
  return `What does the book say about ${words.slice(offset, offset + 5).join(" ")}?`;
}

async function ask(url: string, message: string) {
  const response = await fetch(`${url}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ message }),
  });
  const body = (await response.json()) as { answer?: unknown; error?: { code: string } };
  if (response.status !== 200 || typeof body.answer !== "string") throw new Error(`HTTP ${response.status} ${body.error?.code ?? ""}`);
}

export async function benchConcurrentChats(
  dataDir: string,
  words: string[],
  options: { clients: number; turns: number; env?: Record<string, string> },
): Promise<ConcurrencyReport> {
  const docent = await startDocent({ dataDir, env: { ...serverEnv, ...options.env }, timeoutMs: 180_000 });
  try {
    for (let turn = 0; turn < 5; turn++) await ask(docent.url, question(99, turn, words));
    const latencies: number[] = [];
    const errors: string[] = [];
    const cpuBefore = docentCpuMs(docent.process.pid!);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.clients }, async (_, client) => {
        for (let turn = 0; turn < options.turns; turn++) {
          try {
            latencies.push((await timed(() => ask(docent.url, question(client, turn, words)))).ms);
          } catch (error) {
            errors.push(String(error));
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = docentCpuMs(docent.process.pid!);
    const requests = options.clients * options.turns;
    const perQuestion = (part: keyof typeof cpuAfter) => round1((cpuAfter[part] - cpuBefore[part]) / requests);
    const cpuMsPerQuestion = {
      mainThread: perQuestion("mainThread"),
      otherThreads: perQuestion("otherThreads"),
      chroma: perQuestion("chroma"),
      total: 0,
    };
    cpuMsPerQuestion.total = round1(cpuMsPerQuestion.mainThread + cpuMsPerQuestion.otherThreads + cpuMsPerQuestion.chroma);
    return {
      clients: options.clients,
      requests: options.clients * options.turns,
      errors: errors.length,
      errorSamples: errors.slice(0, 3),
      latencyMs: distribution(latencies),
      requestsPerSecond: Math.round((options.clients * options.turns * 10) / seconds) / 10,
      cpuMsPerQuestion,
    };
  } finally {
    await docent.stop("SIGTERM");
  }
}

/** Milliseconds from sending the request to the first `answer-delta` event. */
async function firstTokenMs(url: string, message: string) {
  const started = performance.now();
  const abort = new AbortController();
  const response = await fetch(`${url}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify({ message }),
    signal: abort.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  try {
    // Bounded by the stream: it ends after answer-end at the latest.
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the stream ended without a streamed token");
      text += decoder.decode(value, { stream: true });
      if (text.includes("event: answer-delta")) return performance.now() - started;
      if (text.includes("event: error"))
        throw new Error(`error event: ${text.slice(text.indexOf("event: error"), text.indexOf("event: error") + 200)}`);
    }
  } finally {
    // Read to the end so the server finishes its answer before the next request starts.
    for (let step = 0; step < 10_000; step++) {
      const { done } = await reader.read();
      if (done) break;
    }
  }
}

export async function benchFirstToken(dataDir: string, words: string[], requests: number): Promise<FirstTokenReport> {
  const openai = createOpenAIMock({ baseUrl: anyHostBaseUrl, replies: { reasoner: "The documents answer this directly [Source 1]." } });
  const standIn = await serveHandlers(openai.handlers);
  const docent = await startDocent({
    dataDir,
    env: { ...serverEnv, ...openaiEnv(`${standIn.url}/v1`), EMBEDDING_PROVIDER: "local", MAX_ANSWER_ATTEMPTS: "1" },
    timeoutMs: 180_000,
  });
  try {
    for (let turn = 0; turn < 3; turn++) await firstTokenMs(docent.url, question(77, turn, words));
    const times: number[] = [];
    let errors = 0;
    for (let turn = 0; turn < requests; turn++) {
      try {
        times.push(await firstTokenMs(docent.url, question(55, turn, words)));
      } catch (error) {
        errors += 1;
        if (errors === 1) console.error(`  first-token error: ${String(error)}`);
      }
    }
    return { requests, errors, firstTokenMs: distribution(times) };
  } finally {
    await docent.stop("SIGTERM");
    await standIn.close();
  }
}
