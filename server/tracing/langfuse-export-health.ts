/** Whether Langfuse is taking our data: one warning when it stops, one note when it is back. */
import type { Logger } from "../core/logger";

export type ExportHealth = ReturnType<typeof createExportHealth>;

export function createExportHealth(logger: Logger) {
  let healthy = true;
  return {
    failed(what: string, detail: string) {
      if (!healthy) {
        logger.debug("Langfuse export still failing", { what, detail });
        return;
      }
      healthy = false;
      logger.warn("Langfuse export failed; answers are unaffected, traces wait in a bounded buffer and are dropped if it stays down", {
        what,
        detail,
      });
    },
    succeeded() {
      if (healthy) return;
      healthy = true;
      logger.info("Langfuse export recovered");
    },
  };
}
