/** Fencing user and document text as data inside a prompt (docs/architecture.md, "Defences"). */

/** Stops a chunk from closing the data block early or opening a fake one of its own. */
export function fenceData(text: string): string {
  return text.replace(
    /<\s*(\/?)\s*(sources?|system|instructions?|answer|message|history|turn|previous_answer|custom_instructions)\b/gi,
    "‹$1$2",
  );
}
