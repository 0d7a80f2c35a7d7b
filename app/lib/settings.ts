/**
 * The settings the page can change (docs/architecture.md, "Conversation"): the assistant's custom
 * instructions. Shared by the API route and the settings page.
 */
import { z } from "zod";

export const MAX_INSTRUCTIONS_CHARS = 2_000;

/** PUT /api/settings/instructions: blank text clears the setting (ASSISTANT_INSTRUCTIONS applies again). */
export const InstructionsUpdate = z.object({ text: z.string().max(MAX_INSTRUCTIONS_CHARS) });

/** GET (and PUT) /api/settings/instructions. */
export const InstructionsSettings = z.object({
  /** The instructions in force. */
  text: z.string(),
  /** Where they come from: the settings page, the ASSISTANT_INSTRUCTIONS setting, or none. */
  source: z.enum(["settings", "environment", "none"]),
  /** Lines that will not reach the model: they tried to lift the grounding rules (e.g. "ignore the documents"). */
  ignored: z.array(z.string()),
  updated_at: z.string().nullable(),
  /** Offline, only the LLM prompts use them: the page says so. */
  mode: z.enum(["offline", "llm"]),
});
export type InstructionsSettings = z.infer<typeof InstructionsSettings>;
