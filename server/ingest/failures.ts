import type { FailureCategory, ParseFailure } from "./types";

/** Builds a refusal. Messages are shown to the person who uploaded the file, so they are whole sentences. */
export function parseFailure(category: FailureCategory, message: string): ParseFailure {
  return { category, message };
}

/** "50 MB", "300 MB", "1.5 GB": limits are named in messages the way people read sizes. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unitIndex = 0;
  while (value >= 1024 && unitIndex < units.length - 1) {
    value /= 1024;
    unitIndex += 1;
  }
  const rounded = value >= 10 || unitIndex === 0 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, "");
  return `${rounded} ${units[unitIndex]}`;
}

export function formatCount(count: number): string {
  return count.toLocaleString("en-US");
}
