/**
 * The Express app: JSON API under /api (thin routes over server functions), then Remix for the
 * pages. Page loaders get read-only data through `context.docent` (see app/lib/load-context.ts).
 */
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import type { ViteDevServer } from "vite";
import { AppError, errorBody } from "../core/errors";
import type { Services } from "../services";
import { toDocumentRecord } from "../stores/documents";
import type { DocentLoadContext } from "~/lib/load-context";
import { createAuth, lockDocentData } from "./auth";
import { viewDocument } from "./document-view";
import { errorHandler } from "./errors";
import { handle } from "./handle";
import { createInFlightAnswers, type InFlightAnswers } from "./in-flight";
import { chatRoutes } from "./routes/chat";
import { collectionRoutes } from "./routes/collections";
import { conversationRoutes } from "./routes/conversations";
import { documentRoutes } from "./routes/documents";
import { settingsRoutes } from "./routes/settings";
import { cspNonceOf, jsonBody, pageBodyLimit, routeRateLimits, securityHeaders } from "./security";

export function loadContextFor(services: Services): DocentLoadContext {
  return {
    docent: {
      mode: services.config.mode,
      webEnabled: services.config.webEnabled,
      tracingEnabled: services.config.tracingEnabled,
      embeddingModel: services.embedder.id,
      chatModel: services.chat?.model ?? null,
      listDocuments: async () => (await services.documents.listDocuments()).map(toDocumentRecord),
      listConversations: () => services.conversations.listConversations(),
      getConversation: async (id: string) => {
        const conversation = await services.conversations.getConversation(id);
        return conversation ? { ...conversation, messages: await services.conversations.listMessages(id) } : null;
      },
      viewDocument: (id, chunkId, query) => viewDocument(services, id, chunkId, query),
      findDocument: async (id) => {
        const document = await services.documents.getDocument(id);
        return document ? { id: document.id, filename: document.filename, type: document.type } : null;
      },
    },
  };
}

/** `answers` lets the caller (server/main.ts) wait for and stop the answers in flight at shutdown. */
export async function createApp(services: Services, options: { projectRoot: string; vite?: ViteDevServer; answers?: InFlightAnswers }) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  // Security (server/http/security.ts, auth.ts): headers on every response, then the login
  // guard, then limits. Order matters: nothing below runs for a request the guard refuses.
  const { config } = services;
  const auth = await createAuth({
    password: config.APP_PASSWORD,
    state: services.authState,
    sessionTtlHours: config.SESSION_TTL_HOURS,
    loginAttemptsPerMinute: config.LOGIN_ATTEMPTS_PER_MINUTE,
    logger: services.logger,
    healthStatus: async () => (await services.health()).status,
  });
  app.use(securityHeaders({ development: Boolean(options.vite) }));
  app.use(auth.guard);
  app.use(
    routeRateLimits({
      chatPerMinute: config.CHAT_REQUESTS_PER_MINUTE,
      uploadPerMinute: config.UPLOAD_REQUESTS_PER_MINUTE,
      windows: services.authState,
    }),
  );

  const api = express.Router();
  api.use(jsonBody({ limit: "64kb", maxDepth: 16, maxNodes: 2_000 }));
  api.get(
    "/health",
    handle(async (_request, response) => {
      const health = await services.health();
      response.status(health.status === "ok" ? 200 : 503).json(health);
    }),
  );
  api.use("/documents", documentRoutes(services));
  // One registry: a stopped answer's conversation waits for the answer to settle (routes/conversations.ts).
  const answers = options.answers ?? createInFlightAnswers();
  api.use("/chat", chatRoutes(services, { identityOf: auth.identityOf, answers }));
  api.use("/conversations", conversationRoutes(services, { answers }));
  api.use("/collections", collectionRoutes(services));
  api.use("/settings", settingsRoutes(services));
  api.use((_request, response) => {
    response.status(404).json(errorBody(new AppError("not_found", "route", "No such API route.")));
  });
  api.use(errorHandler(services.logger, { uploadMaxBytes: services.config.UPLOAD_MAX_BYTES }));
  app.use("/api", api);

  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    const clientDir = path.join(options.projectRoot, "build/client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(clientDir, { maxAge: "1h" }));
  }
  const build = options.vite
    ? () => options.vite!.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
    : ((await import(path.join(options.projectRoot, "build/server/index.js"))) as ServerBuild);
  app.use(pageBodyLimit(64 * 1024));
  app.all(
    "*",
    createRequestHandler({
      build,
      getLoadContext: (request, response) => {
        const context = { ...loadContextFor(services), auth: auth.contextFor(request), cspNonce: cspNonceOf(response) };
        return response.locals.authLocked ? lockDocentData(context) : context;
      },
    }),
  );
  return app;
}
