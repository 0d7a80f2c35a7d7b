/**
 * The start-up check of the LLM endpoint. A wrong key, model name or URL otherwise shows up only
 * at the first question, as a failed answer far from the setting that caused it. The check runs in
 * the background (start-up never waits for or fails on it), logs one line, and its outcome is
 * reported by /api/health as `providers.llm.status` with a message a person can act on.
 *
 * OpenAI-compatible servers (OpenAI, Ollama, vLLM, LM Studio) list their models, so one
 * `GET /models` checks the key, the URL and every model name at no cost. Azure lists base models,
 * not deployments, so each deployment gets the smallest call it accepts.
 */
import OpenAI from "openai";
import type { LlmSettings } from "../config";
import type { ChatModel } from "../core/llm";
import type { Logger } from "../core/logger";

export interface LlmCheck {
  status: "checking" | "ok" | "error";
  /** What is wrong and which setting to look at; null when all is well. */
  message: string | null;
}

export interface LlmProbe {
  current(): LlmCheck;
  /** The outcome once the check has finished. */
  settled(): Promise<LlmCheck>;
  /**
   * A real call's outcome: a failure that points at a setting (key, URL, model) replaces the check's
   * verdict, and a later success of the same model (or of any, for key and URL) clears it, so
   * health follows a server that came up after Docent or a model that stopped being served.
   */
  observe(model: string, error: unknown): void;
}

/** A problem and the model it concerns (null: the key or the URL, every model). */
interface Problem {
  message: string;
  model: string | null;
}

/** The settings a person would change, by provider. */
interface SettingNames {
  key: string;
  url: string;
  chat: string;
  fast: string;
  embedding: string;
}

const settingNames: Record<LlmSettings["provider"], SettingNames> = {
  openai: { key: "OPENAI_API_KEY", url: "OPENAI_BASE_URL", chat: "CHAT_MODEL", fast: "FAST_CHAT_MODEL", embedding: "EMBEDDING_MODEL" },
  azure: {
    key: "AZURE_OPENAI_API_KEY",
    url: "AZURE_OPENAI_ENDPOINT",
    chat: "AZURE_OPENAI_CHAT_DEPLOYMENT",
    fast: "AZURE_OPENAI_FAST_DEPLOYMENT",
    embedding: "AZURE_OPENAI_EMBEDDING_DEPLOYMENT",
  },
};

export interface ProbeOptions {
  client: OpenAI;
  settings: LlmSettings;
  /** Each model the check covers, by the setting that names it; the ChatModel makes Azure's tiny calls. */
  chat: ChatModel;
  fast: ChatModel | null;
  /** Checked only when embeddings go through this endpoint. */
  embeddingModel: string | null;
  timeoutMs: number;
  logger: Logger;
}

export function startLlmProbe(options: ProbeOptions): LlmProbe {
  let check: LlmCheck = { status: "checking", message: null };
  let failedModel: string | null = null;
  const names = settingNames[options.settings.provider];
  const report = (problem: Problem | null) => {
    if (problem && problem.message !== check.message) options.logger.warn(`LLM endpoint check failed: ${problem.message}`);
    check = problem ? { status: "error", message: problem.message } : { status: "ok", message: null };
    failedModel = problem?.model ?? null;
    return check;
  };
  const done = runProbe(options, names).then(
    (problem) => {
      if (!problem) options.logger.info("LLM endpoint check passed", { provider: options.settings.provider, model: options.chat.model });
      return report(problem);
    },
    // The check itself must never take Docent down; an unexpected failure is reported like any other.
    (error: unknown) =>
      report({
        message: `The LLM endpoint check failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`,
        model: null,
      }),
  );
  const targets = targetsOf(options, names);
  const origin = originOf(options.client.baseURL);
  return {
    current: () => check,
    settled: () => done,
    observe(model, error) {
      if (error === null) {
        if (check.status === "error" && (failedModel === null || failedModel === model)) report(null);
        return;
      }
      if (!pointsAtSettings(error)) return;
      const target = targets.find((candidate) => candidate.model === model) ?? null;
      const message = describeFailure(error, {
        names,
        origin,
        target,
        timeoutMs: options.timeoutMs,
        azure: options.settings.provider === "azure",
      });
      report({ message, model: error instanceof OpenAI.APIError && error.status === 404 ? model : null });
    },
  };
}

/** Failures a setting can fix; a busy or failing server (429, 5xx, timeouts) is not one. */
function pointsAtSettings(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return false;
  if (error instanceof OpenAI.APIConnectionError) return true;
  if (!(error instanceof OpenAI.APIError)) return false;
  return (
    error.status === 401 || error.status === 403 || error.status === 404 || (error.status === 429 && error.code === "insufficient_quota")
  );
}

interface Target {
  setting: string;
  model: string;
  kind: "chat" | "embedding";
  chat?: ChatModel;
}

function targetsOf(options: ProbeOptions, names: SettingNames): Target[] {
  const targets: Target[] = [{ setting: names.chat, model: options.chat.model, kind: "chat", chat: options.chat }];
  if (options.fast) targets.push({ setting: names.fast, model: options.fast.model, kind: "chat", chat: options.fast });
  if (options.embeddingModel) targets.push({ setting: names.embedding, model: options.embeddingModel, kind: "embedding" });
  return targets;
}

/** Null when everything answered; otherwise the first problem, in words. */
async function runProbe(options: ProbeOptions, names: SettingNames): Promise<Problem | null> {
  const targets = targetsOf(options, names);
  const origin = originOf(options.client.baseURL);
  if (options.settings.provider === "azure") {
    for (const target of targets) {
      try {
        await tinyCall(options, target);
      } catch (error) {
        const message = describeFailure(error, { names, origin, target, timeoutMs: options.timeoutMs, azure: true });
        return { message, model: error instanceof OpenAI.APIError && error.status === 404 ? target.model : null };
      }
    }
    return null;
  }
  let listed: Set<string>;
  try {
    const page = await options.client.models.list({ timeout: options.timeoutMs, maxRetries: 0 });
    listed = new Set(page.data.map((model) => model.id));
  } catch (error) {
    return { message: describeFailure(error, { names, origin, target: null, timeoutMs: options.timeoutMs, azure: false }), model: null };
  }
  // Ollama lists "llama3.1:latest" for a model asked for as "llama3.1".
  const missing = targets.find((target) => !listed.has(target.model) && !listed.has(`${target.model}:latest`));
  if (!missing) return null;
  return {
    message: `The model '${missing.model}' (${missing.setting}) is not offered by the LLM endpoint at ${origin}${suggestion(missing.model, listed)}.`,
    model: missing.model,
  };
}

async function tinyCall(options: ProbeOptions, target: Target): Promise<void> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  if (target.kind === "embedding") {
    await options.client.embeddings.create({ model: target.model, input: ["ping"] }, { signal, maxRetries: 0 });
    return;
  }
  // Through the ChatModel, so a reasoning deployment's refused parameters are learned here, not at the first question.
  await target.chat?.complete({ purpose: "probe", messages: [{ role: "user", content: "Reply with OK." }], maxTokens: 5, signal });
}

/** A few listed names that look like the one asked for, so a typo is obvious. */
function suggestion(model: string, listed: Set<string>): string {
  const stem = model
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 4);
  const close = [...listed]
    .filter((id) =>
      id
        .toLowerCase()
        .replace(/[^a-z0-9]/g, "")
        .startsWith(stem),
    )
    .slice(0, 5);
  return close.length > 0 ? ` (it offers ${close.map((id) => `'${id}'`).join(", ")})` : "";
}

interface FailureContext {
  names: SettingNames;
  origin: string;
  target: Target | null;
  timeoutMs: number;
  azure: boolean;
}

/**
 * A message naming the setting to fix. Provider error texts are left out on purpose: a 401 from
 * OpenAI quotes part of the key.
 */
export function describeFailure(error: unknown, context: FailureContext): string {
  const { names, origin, target } = context;
  if (error instanceof OpenAI.APIConnectionTimeoutError || (error instanceof Error && error.name === "TimeoutError")) {
    return `The LLM endpoint at ${origin} did not answer within ${Math.round(context.timeoutMs / 1000)} s: check ${names.url} and that the server is running.`;
  }
  if (error instanceof OpenAI.APIConnectionError) {
    const code = networkCode(error);
    const how = code === "ECONNREFUSED" ? "connection refused" : code === "ENOTFOUND" ? "no such host" : (code ?? "no connection");
    return `Cannot reach the LLM endpoint at ${origin} (${how}): check ${names.url} and that the server is running.`;
  }
  if (!(error instanceof OpenAI.APIError) || typeof error.status !== "number") {
    return `The LLM endpoint check failed: ${error instanceof Error ? error.message : String(error)}`;
  }
  const code = typeof error.code === "string" ? error.code : null;
  if (error.status === 401) return `The LLM endpoint refused the API key (401): check ${names.key}.`;
  if (error.status === 403) return `The API key may not use this endpoint or model (403): check ${names.key}.`;
  if (error.status === 404 && target && (code === "model_not_found" || code === "DeploymentNotFound")) {
    return context.azure
      ? `There is no deployment '${target.model}' (${target.setting}) at ${origin} (404 ${code}).`
      : `The model '${target.model}' (${target.setting}) does not exist at ${origin}, or this key may not use it (404 ${code}).`;
  }
  if (error.status === 404) {
    const hint = context.azure
      ? `${names.url} and AZURE_OPENAI_API_VERSION`
      : `${names.url} (OpenAI-compatible servers usually end in /v1)`;
    return `The LLM endpoint at ${origin} answered 404 Not Found: check ${hint}.`;
  }
  if (error.status === 429 && code === "insufficient_quota")
    return `The account behind ${names.key} has no quota left (429 insufficient_quota).`;
  return `The LLM endpoint at ${origin} answered HTTP ${error.status}${code ? ` (${code})` : ""}.`;
}

/** ECONNREFUSED, ENOTFOUND, …: the SDK wraps fetch's error, which wraps the socket's. */
function networkCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Scheme, host and port only: a URL may carry credentials or a path not worth logging. */
function originOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    return "the configured URL";
  }
}
