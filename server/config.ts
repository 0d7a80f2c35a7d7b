/**
 * The one parser of the environment (docs/architecture.md#settings). No other file reads
 * process.env. A bad value stops start-up with one line naming the variable (never its value).
 * `.env.example` lists every setting below with its default; keep the two in step.
 */
import path from "node:path";
import { z } from "zod";

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const secret = z.preprocess(emptyToUndefined, z.string().min(1).optional());
const url = z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional());
const int = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
const num = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().min(min).max(max).default(fallback));
const bool = (fallback: boolean) =>
  z.preprocess((value) => {
    const v = emptyToUndefined(value);
    if (typeof v !== "string") return v;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    return v;
  }, z.boolean().default(fallback));
const text = (fallback: string) => z.preprocess(emptyToUndefined, z.string().min(1).default(fallback));

const EnvSchema = z.object({
  // Core
  PORT: int(3000, 0, 65535),
  HOST: text("127.0.0.1"),
  DATA_DIR: text("./data"),
  /** Original files; unset: DATA_DIR/uploads. Instances sharing a library point it at one shared folder. */
  UPLOADS_DIR: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  APP_PASSWORD: secret,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["debug", "info", "warn", "error", "silent"]).default("info")),
  SESSION_TTL_HOURS: num(168, 0.1, 8_760),
  // Per client address and minute; 0 turns a limit off. Chat and upload limits spare this machine (loopback).
  LOGIN_ATTEMPTS_PER_MINUTE: int(5, 1, 1_000),
  CHAT_REQUESTS_PER_MINUTE: int(30, 0, 100_000),
  UPLOAD_REQUESTS_PER_MINUTE: int(30, 0, 100_000),
  /** On SIGTERM/SIGINT/SIGHUP, how long answers in flight may finish before they are stopped (stored as interrupted). */
  SHUTDOWN_GRACE_MS: int(10_000, 0, 600_000),

  // LLM mode (OpenAI-compatible)
  OPENAI_API_KEY: secret,
  OPENAI_BASE_URL: url,
  CHAT_MODEL: text("gpt-4o-mini"),
  /** The model for the small calls (rewriting, intent, judge, suggestions, keywords); unset: CHAT_MODEL does them. */
  FAST_CHAT_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  EMBEDDING_MODEL: text("text-embedding-3-small"),
  /** auto: OpenAI embeddings when OPENAI_API_KEY is set, the bundled local model otherwise. */
  EMBEDDING_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["auto", "local", "openai"]).default("auto")),
  LLM_TIMEOUT_MS: int(60_000, 1_000, 600_000),
  /** How hard reasoning models (o-series, gpt-5) think: unset leaves the model's default. FAST_: the fast model's (default: the same). */
  REASONING_EFFORT: z.preprocess(emptyToUndefined, z.enum(["none", "minimal", "low", "medium", "high"]).optional()),
  FAST_REASONING_EFFORT: z.preprocess(emptyToUndefined, z.enum(["none", "minimal", "low", "medium", "high"]).optional()),
  /** pipeline: the fixed stages (default); agent: the model drives the tools (docs/architecture.md, "Agent mode"). LLM mode only. */
  ANSWER_MODE: z.preprocess(emptyToUndefined, z.enum(["pipeline", "agent"]).default("pipeline")),
  /** Agent mode's bounds: tool calls per answer, and time per answer. */
  AGENT_MAX_TOOL_CALLS: int(6, 2, 30),
  AGENT_TIMEOUT_MS: int(60_000, 5_000, 600_000),

  // LLM mode on Azure OpenAI (instead of OPENAI_API_KEY). Deployment names default to the model names.
  AZURE_OPENAI_ENDPOINT: url,
  AZURE_OPENAI_API_KEY: secret,
  AZURE_OPENAI_API_VERSION: text("2024-10-21"),
  AZURE_OPENAI_CHAT_DEPLOYMENT: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AZURE_OPENAI_FAST_DEPLOYMENT: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  AZURE_OPENAI_EMBEDDING_DEPLOYMENT: z.preprocess(emptyToUndefined, z.string().min(1).optional()),

  // Web fallback
  PERPLEXITY_API_KEY: secret,
  PERPLEXITY_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default("https://api.perplexity.ai")),
  PERPLEXITY_MODEL: text("sonar"),
  WEB_TIMEOUT_MS: int(20_000, 1_000, 120_000),
  WEB_RESULT_TTL_HOURS: num(168, 0, 100_000),

  // Tracing
  LANGFUSE_PUBLIC_KEY: secret,
  LANGFUSE_SECRET_KEY: secret,
  LANGFUSE_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default("https://cloud.langfuse.com")),
  TRACE_CONTENT: bool(true),

  // Vector store
  CHROMA_URL: url,
  CHROMA_TIMEOUT_MS: int(10_000, 100, 300_000),

  // App state on PostgreSQL (server/stores/postgres/; README "Past one machine"); unset: SQLite in DATA_DIR.
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\/[^/]/u.test(value) && URL.canParse(value), {
        message: "a PostgreSQL URL such as postgres://user:password@host:5432/docent",
      })
      .optional(),
  ),

  // On PostgreSQL, how long a claimed ingestion job holds without its runner renewing it: after it,
  // another instance takes over the job of one that died (server/stores/postgres/jobs.ts).
  JOB_LEASE_MS: int(60_000, 1_000, 3_600_000),

  // Keyword search on PostgreSQL (server/stores/postgres/keyword-index.ts): the text search
  // configuration its index is built with; a name PostgreSQL lacks stops start-up with the list it has.
  POSTGRES_SEARCH_LANGUAGE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/u, "a text search configuration name such as english, german, simple")
      .default("english"),
  ),

  // Answers
  TOP_K: int(5, 1, 50),
  MIN_QUESTION_CHARS: int(10, 1, 1_000),
  MAX_QUESTION_CHARS: int(2_000, 10, 100_000),
  ANSWER_TEMPERATURE: num(0.3, 0, 2),
  ANSWER_MAX_TOKENS: int(500, 16, 16_000),
  CONTEXT_BUDGET_CHARS: int(12_000, 500, 400_000),
  RETRY_BELOW_SCORE: num(0.75, 0, 1),
  MAX_ANSWER_ATTEMPTS: int(3, 1, 10),
  // The assistant's default custom instructions (tone, language, glossary); the settings page's text wins.
  ASSISTANT_INSTRUCTIONS: z.preprocess(emptyToUndefined, z.string().max(2_000).optional()),

  // Ingestion limits
  UPLOAD_MAX_BYTES: int(50 * 1024 * 1024, 1, 2 * 1024 * 1024 * 1024),
  UPLOAD_MAX_FILES: int(20, 1, 1_000),
  MAX_PAGES: int(5_000, 1, 1_000_000),
  MAX_SHEET_ROWS: int(200_000, 1, 10_000_000),
  MAX_UNCOMPRESSED_BYTES: int(300 * 1024 * 1024, 1, 8 * 1024 * 1024 * 1024),
  MAX_ZIP_ENTRIES: int(10_000, 1, 1_000_000),
  MAX_COMPRESSION_RATIO: int(200, 2, 100_000),
  PARSE_TIMEOUT_MS: int(120_000, 1_000, 3_600_000),
  PARSE_MEMORY_MB: int(2_048, 1_536, 65_536),
  CHUNK_TOKENS: int(500, 50, 8_000),
  CHUNK_OVERLAP_TOKENS: int(50, 0, 1_000),
});

/** Every setting's name, for checks that `.env.example` and the README list them all. */
export const settingNames = Object.keys(EnvSchema.shape);

/** Where LLM mode sends its calls, and the model (or Azure deployment) names it uses. */
export interface LlmSettings {
  provider: "openai" | "azure";
  chatModel: string;
  /** Null: the chat model makes the small calls too. */
  fastChatModel: string | null;
  embeddingModel: string;
}

export type AppConfig = z.infer<typeof EnvSchema> & {
  dataDir: string;
  uploadsDir: string;
  mode: "offline" | "llm";
  /** Null offline. */
  llm: LlmSettings | null;
  embeddingProvider: "local" | "openai";
  webEnabled: boolean;
  tracingEnabled: boolean;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid setting ${variable}: ${detail}`);
    this.name = "ConfigError";
  }
}

/** Parses an environment (process.env by default) into the app's settings, or throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    // The zod message describes the rule, not the value, so secrets never reach the log.
    throw new ConfigError(variable, issue.message);
  }
  const values = parsed.data;
  if (values.MIN_QUESTION_CHARS >= values.MAX_QUESTION_CHARS) {
    throw new ConfigError("MIN_QUESTION_CHARS", "must be below MAX_QUESTION_CHARS");
  }
  if (values.CHUNK_OVERLAP_TOKENS >= values.CHUNK_TOKENS) {
    throw new ConfigError("CHUNK_OVERLAP_TOKENS", "must be below CHUNK_TOKENS");
  }
  const llm = llmSettings(values);
  if (values.EMBEDDING_PROVIDER === "openai" && !llm) {
    throw new ConfigError("EMBEDDING_PROVIDER", "openai needs OPENAI_API_KEY or the AZURE_OPENAI_* settings");
  }
  if (values.ANSWER_MODE === "agent" && !llm) {
    throw new ConfigError("ANSWER_MODE", "agent needs a model: set OPENAI_API_KEY or the AZURE_OPENAI_* settings");
  }
  if (Boolean(values.LANGFUSE_PUBLIC_KEY) !== Boolean(values.LANGFUSE_SECRET_KEY)) {
    throw new ConfigError(values.LANGFUSE_PUBLIC_KEY ? "LANGFUSE_SECRET_KEY" : "LANGFUSE_PUBLIC_KEY", "both Langfuse keys are needed");
  }
  const mode = llm ? "llm" : "offline";
  return {
    ...values,
    dataDir: path.resolve(values.DATA_DIR),
    uploadsDir: path.resolve(values.UPLOADS_DIR ?? path.join(values.DATA_DIR, "uploads")),
    mode,
    llm,
    embeddingProvider: values.EMBEDDING_PROVIDER === "auto" ? (mode === "llm" ? "openai" : "local") : values.EMBEDDING_PROVIDER,
    webEnabled: Boolean(values.PERPLEXITY_API_KEY),
    tracingEnabled: Boolean(values.LANGFUSE_PUBLIC_KEY && values.LANGFUSE_SECRET_KEY),
  };
}

const azureOnlySettings = ["AZURE_OPENAI_CHAT_DEPLOYMENT", "AZURE_OPENAI_FAST_DEPLOYMENT", "AZURE_OPENAI_EMBEDDING_DEPLOYMENT"] as const;

/**
 * OpenAI (or any OpenAI-compatible server) with OPENAI_API_KEY, Azure with its endpoint and key.
 * Both at once is refused rather than guessed: a key for one sent to the other is a 401 at the
 * first question, far from the setting that caused it.
 */
function llmSettings(values: z.infer<typeof EnvSchema>): LlmSettings | null {
  const azure = Boolean(values.AZURE_OPENAI_ENDPOINT || values.AZURE_OPENAI_API_KEY);
  if (azure && !values.AZURE_OPENAI_ENDPOINT)
    throw new ConfigError("AZURE_OPENAI_ENDPOINT", "AZURE_OPENAI_API_KEY needs AZURE_OPENAI_ENDPOINT");
  if (azure && !values.AZURE_OPENAI_API_KEY)
    throw new ConfigError("AZURE_OPENAI_API_KEY", "AZURE_OPENAI_ENDPOINT needs AZURE_OPENAI_API_KEY");
  if (azure && values.OPENAI_API_KEY) {
    throw new ConfigError(
      "OPENAI_API_KEY",
      "set either OPENAI_API_KEY (OpenAI-compatible) or AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_API_KEY (Azure), not both",
    );
  }
  if (azure && values.OPENAI_BASE_URL)
    throw new ConfigError("OPENAI_BASE_URL", "Azure uses AZURE_OPENAI_ENDPOINT; leave OPENAI_BASE_URL unset");
  const strayDeployment = azureOnlySettings.find((name) => values[name] !== undefined);
  if (!azure && strayDeployment)
    throw new ConfigError(strayDeployment, "is an Azure setting and needs AZURE_OPENAI_ENDPOINT and AZURE_OPENAI_API_KEY");
  if (azure) {
    const chatModel = values.AZURE_OPENAI_CHAT_DEPLOYMENT ?? values.CHAT_MODEL;
    const fast = values.AZURE_OPENAI_FAST_DEPLOYMENT ?? values.FAST_CHAT_MODEL;
    return {
      provider: "azure",
      chatModel,
      fastChatModel: fast && fast !== chatModel ? fast : null,
      embeddingModel: values.AZURE_OPENAI_EMBEDDING_DEPLOYMENT ?? values.EMBEDDING_MODEL,
    };
  }
  if (!values.OPENAI_API_KEY) return null;
  const fast = values.FAST_CHAT_MODEL;
  return {
    provider: "openai",
    chatModel: values.CHAT_MODEL,
    fastChatModel: fast && fast !== values.CHAT_MODEL ? fast : null,
    embeddingModel: values.EMBEDDING_MODEL,
  };
}

/** Every secret value that is set, for the log and trace scrubbers. */
export function secretValues(config: AppConfig): string[] {
  return [
    config.OPENAI_API_KEY,
    config.AZURE_OPENAI_API_KEY,
    config.PERPLEXITY_API_KEY,
    config.LANGFUSE_SECRET_KEY,
    config.LANGFUSE_PUBLIC_KEY,
    config.APP_PASSWORD,
  ].filter((value): value is string => Boolean(value));
}
