/** /api/conversations: list, read (messages with their stored responses), delete (docs/architecture.md#where-things-are-stored). */
import { Router } from "express";
import { handle } from "../handle";
import { z } from "zod";
import { AppError } from "../../core/errors";
import type { Services } from "../../services";
import { CollectionId } from "~/lib/collections";

const IdParam = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, "not a conversation id") });
const ListQuery = z.object({ collection_id: CollectionId.optional() });

export function conversationRoutes(services: Services) {
  const router = Router();
  const { conversations } = services;
  router.get(
    "/",
    handle((request, response) => {
      const { collection_id: collectionId } = ListQuery.parse(request.query);
      response.json({ conversations: conversations.listConversations(collectionId) });
    }),
  );
  router.get(
    "/:id",
    handle((request, response) => {
      const { id } = IdParam.parse(request.params);
      const conversation = conversations.getConversation(id);
      if (!conversation) throw new AppError("not_found", "conversation", "No conversation with this id.");
      response.json({ ...conversation, messages: conversations.listMessages(id) });
    }),
  );
  router.delete(
    "/:id",
    handle((request, response) => {
      const { id } = IdParam.parse(request.params);
      if (!conversations.deleteConversation(id)) throw new AppError("not_found", "conversation", "No conversation with this id.");
      response.json({ deleted: true, id });
    }),
  );
  return router;
}
