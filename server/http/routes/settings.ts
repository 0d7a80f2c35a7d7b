/** /api/settings: the assistant's custom instructions, read and set (docs/architecture.md, "Conversation"). */
import { Router } from "express";
import { InstructionsUpdate, type InstructionsSettings } from "~/lib/settings";
import { checkInstructions } from "../../prompts/instructions";
import type { Services } from "../../services";
import { handle } from "../handle";

export function settingsRoutes(services: Services) {
  const router = Router();
  const current = async (): Promise<InstructionsSettings> => {
    const stored = await services.instructions.get();
    const fromEnvironment = services.config.ASSISTANT_INSTRUCTIONS ?? "";
    const text = stored?.text ?? fromEnvironment;
    return {
      text,
      source: stored ? "settings" : fromEnvironment ? "environment" : "none",
      ignored: checkInstructions(text).dropped,
      updated_at: stored?.updated_at ?? null,
      mode: services.config.mode,
    };
  };
  router.get(
    "/instructions",
    handle(async (_request, response) => {
      response.json(await current());
    }),
  );
  router.put(
    "/instructions",
    handle(async (request, response) => {
      const { text } = InstructionsUpdate.parse(request.body);
      await services.instructions.set(text);
      response.json(await current());
    }),
  );
  return router;
}
