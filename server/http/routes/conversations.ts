/** /api/conversations: list, read (messages with their stored responses), delete (docs/architecture.md#where-things-are-stored). */
import { Router } from "express";
import { handle } from "../handle";
import { z } from "zod";
import { AppError } from "../../core/errors";
import type { Services } from "../../services";
import type { InFlightAnswers } from "../in-flight";
import { CollectionId } from "~/lib/collections";

const IdParam = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, "not a conversation id") });
const ListQuery = z.object({ collection_id: CollectionId.optional() });
const InterruptBody = z.object({ question: z.string().min(1).max(20_000), shown: z.string().max(60_000).default("") });

/** How long a stop waits for the answer it stops to be stored before changing it. */
const settleWaitMs = 5_000;

export function conversationRoutes(services: Services, options: { answers?: InFlightAnswers } = {}) {
  const router = Router();
  const { conversations } = services;
  router.get(
    "/",
    handle(async (request, response) => {
      const { collection_id: collectionId } = ListQuery.parse(request.query);
      response.json({ conversations: await conversations.listConversations(collectionId) });
    }),
  );
  router.get(
    "/:id",
    handle(async (request, response) => {
      const { id } = IdParam.parse(request.params);
      const conversation = await conversations.getConversation(id);
      if (!conversation) throw new AppError("not_found", "conversation", "No conversation with this id.");
      response.json({ ...conversation, messages: await conversations.listMessages(id) });
    }),
  );
  // Stop pressed on the page: the answer is kept as stopped with what the person saw, even when a
  // quick answer was stored complete before the Stop arrived (docs/architecture.md#the-stream).
  router.post(
    "/:id/interrupt",
    handle(async (request, response) => {
      const { id } = IdParam.parse(request.params);
      const { question, shown } = InterruptBody.parse(request.body);
      if (!(await conversations.getConversation(id))) throw new AppError("not_found", "conversation", "No conversation with this id.");
      // An answer still settling after its stream closed is stored first, then changed here.
      if (options.answers) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([options.answers.idle(), new Promise((resolve) => (timer = setTimeout(resolve, settleWaitMs)))]);
        clearTimeout(timer);
      }
      response.json({ interrupted: await conversations.interruptAnswer(id, question, shown) });
    }),
  );
  router.delete(
    "/:id",
    handle(async (request, response) => {
      const { id } = IdParam.parse(request.params);
      if (!(await conversations.deleteConversation(id))) throw new AppError("not_found", "conversation", "No conversation with this id.");
      response.json({ deleted: true, id });
    }),
  );
  return router;
}
