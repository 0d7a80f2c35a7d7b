/**
 * /api/collections (docs/architecture.md, "Collections and tags"): list, create, describe, rename
 * or change description and custom instructions, delete (its documents moved to the default
 * collection or deleted with everything they wrote).
 */
import { Router } from "express";
import { handle } from "../handle";
import { z } from "zod";
import type { Services } from "../../services";
import { CollectionId, CreateCollectionBody, DeleteCollectionQuery, UpdateCollectionBody } from "~/lib/collections";

const IdParam = z.object({ id: CollectionId });

export function collectionRoutes(services: Services) {
  const router = Router();
  const { collections, collectionMoves } = services;
  router.get(
    "/",
    handle(async (_request, response) => {
      response.json({ collections: await collections.listCollections() });
    }),
  );
  router.post(
    "/",
    handle(async (request, response) => {
      response.status(201).json(await collections.createCollection(CreateCollectionBody.parse(request.body)));
    }),
  );
  router.get(
    "/:id",
    handle(async (request, response) => {
      response.json(await collections.describeCollection(IdParam.parse(request.params).id));
    }),
  );
  router.patch(
    "/:id",
    handle(async (request, response) => {
      const { id } = IdParam.parse(request.params);
      response.json(await collections.updateCollection(id, UpdateCollectionBody.parse(request.body)));
    }),
  );
  router.delete(
    "/:id",
    handle(async (request, response) => {
      const { id } = IdParam.parse(request.params);
      const { documents } = DeleteCollectionQuery.parse(request.query);
      response.json(await collectionMoves.deleteCollection(id, documents));
    }),
  );
  return router;
}
