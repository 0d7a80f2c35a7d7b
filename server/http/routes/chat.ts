/**
 * POST /api/chat (docs/architecture.md#http-api): Server-Sent Events with `Accept: text/event-stream`, one JSON body
 * otherwise. GET /api/chat/starters: starter questions for the empty chat, from the ready (or
 * selected: `?document_ids=a,b`) documents, each checked by asking it. Closing the connection aborts the answer: the signal reaches every model call.
 * Shutdown aborts it the same way once its grace period is over (server/http/in-flight.ts).
 */
import { Router, type Request } from "express";
import { AppError } from "../../core/errors";
import { handle } from "../handle";
import { ChatRequest } from "~/lib/response";
import { answerQuestion } from "../../pipeline/orchestrator";
import { starterQuestions } from "../../pipeline/starter-questions";
import { z } from "zod";
import type { Services } from "../../services";
import { toAppError } from "../errors";
import { createInFlightAnswers, type InFlightAnswers } from "../in-flight";
import { openEventStream } from "../sse";
import { scopePipeline } from "../../pipeline/collection-scope";
import { CollectionId } from "~/lib/collections";

const StartersQuery = z.object({
  document_ids: z
    .string()
    .max(4_000)
    .regex(/^[0-9a-f,-]*$/i, "not document ids")
    .optional(),
  collection_id: CollectionId.optional(),
});

/**
 * The pipeline as a chat in its library collection sees it (docs/architecture.md, "Collections and
 * tags"): an existing conversation keeps its own collection; a new one takes the request's, else the default.
 */
async function chatPipeline(services: Services, body: Pick<ChatRequest, "conversation_id" | "collection_id" | "tags">) {
  const conversation = body.conversation_id ? await services.conversations.getConversation(body.conversation_id) : undefined;
  if (conversation && body.collection_id && body.collection_id !== conversation.collection_id)
    throw new AppError(
      "bad_request",
      "collection",
      "This conversation belongs to another collection; start a new chat to search that one.",
    );
  const collectionId = conversation?.collection_id ?? (await services.collections.requireCollection(body.collection_id));
  return scopePipeline(services.pipeline, services.collections, { collectionId, tags: body.tags });
}

export function chatRoutes(services: Services, options: { identityOf: (request: Request) => string; answers?: InFlightAnswers }) {
  const answers = options.answers ?? createInFlightAnswers();
  const router = Router();
  router.get(
    "/starters",
    handle(async (request, response) => {
      const { document_ids: ids, collection_id: collectionId } = StartersQuery.parse(request.query);
      const scoped = await chatPipeline(services, { collection_id: collectionId });
      const abort = new AbortController();
      response.on("close", () => abort.abort(new DOMException("The client closed the connection", "AbortError")));
      const { chunks } = services;
      const questions = await starterQuestions(
        { documentIds: ids ? ids.split(",").filter((id) => id.length > 0) : [] },
        {
          documents: scoped.documents,
          chunksOf: (docId) => chunks.chunksOf(docId),
          summaryOf: (docId) => services.summaries.getSummary(docId),
          search: scoped.search,
          signal: abort.signal,
        },
      );
      response.json({ questions });
    }),
  );
  router.post(
    "/",
    handle(async (request, response) => {
      const body = ChatRequest.parse(request.body);
      const pipeline = await chatPipeline(services, body);
      const abort = new AbortController();
      response.on("close", () => {
        if (!response.writableFinished) abort.abort(new DOMException("The client closed the connection", "AbortError"));
      });
      const wantsStream = (request.headers.accept ?? "").includes("text/event-stream");
      const ask = (emit: Parameters<typeof answerQuestion>[0]["emit"]) =>
        answerQuestion(
          {
            message: body.message,
            conversationId: body.conversation_id,
            style: body.style,
            documentIds: body.document_ids,
            userId: options.identityOf(request),
            signal: abort.signal,
            emit,
          },
          pipeline,
        );
      // Tracked until the answer has settled (and a stopped one is stored), not merely until the
      // connection closes: shutdown closes the database after this.
      const stoppedByShutdown = () => abort.signal.aborted && answers.stopping;
      const untrack = answers.track(abort);

      if (!wantsStream) {
        try {
          response.json(await ask(() => undefined));
        } catch (error) {
          throw stoppedByShutdown() ? shutdownError(error) : error;
        } finally {
          untrack();
        }
        return;
      }
      const stream = openEventStream(response);
      try {
        await ask(stream.send);
      } catch (error) {
        if (stoppedByShutdown()) {
          services.logger.info("answer stopped by shutdown");
          const appError = shutdownError(error);
          stream.send({ type: "error", code: appError.code, message: appError.message });
        } else if (abort.signal.aborted) {
          services.logger.info("answer cancelled by the client");
        } else {
          const appError = toAppError(error, { uploadMaxBytes: services.config.UPLOAD_MAX_BYTES });
          if (appError.status >= 500) services.logger.error("answer failed", { error });
          stream.send({ type: "error", code: appError.code, message: appError.message });
        }
      } finally {
        stream.end();
        untrack();
      }
    }),
  );
  return router;
}

function shutdownError(cause: unknown): AppError {
  return new AppError(
    "unavailable",
    "shutdown",
    "Docent is shutting down, so this answer was stopped; it is kept as interrupted. Ask again in a moment.",
    { cause },
  );
}
