/**
 * One-line JSON logs on stderr. Secrets never pass through here: callers log names and ids, and
 * `redact` scrubs any configured secret value that slips into a message.
 */
type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(options: { level?: Level | "silent"; secrets?: string[]; base?: Record<string, unknown> } = {}): Logger {
  const threshold = order[options.level ?? "info"];
  const secrets = (options.secrets ?? []).filter((secret) => secret.length >= 4);
  const redact = (line: string) => secrets.reduce((out, secret) => out.split(secret).join("[redacted]"), line);
  const write = (level: Level, message: string, fields?: Record<string, unknown>) => {
    if (order[level] < threshold) return;
    const record = { time: new Date().toISOString(), level, message, ...options.base, ...fields };
    process.stderr.write(redact(JSON.stringify(record, errorReplacer)) + "\n");
  };
  return {
    debug: (message, fields) => write("debug", message, fields),
    info: (message, fields) => write("info", message, fields),
    warn: (message, fields) => write("warn", message, fields),
    error: (message, fields) => write("error", message, fields),
    child: (fields) => createLogger({ ...options, base: { ...options.base, ...fields } }),
  };
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
