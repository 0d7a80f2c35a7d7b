/**
 * Shared parts of the pipeline integration tests: in-process services on the real stores
 * (embedded Chroma on 127.0.0.1, a fresh SQLite file per suite), uploads through the library,
 * and one-call questions through the orchestrator.
 */
import fs from "node:fs";
import path from "node:path";
import type { ChatResponse } from "~/lib/response";
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/core/logger";
import { answerQuestion } from "../../../server/pipeline/orchestrator";
import { createServices, type Services } from "../../../server/services";
import { makeDataDir, repoRoot } from "../../helpers/docent-server";

export async function startServices(prefix: string, env: Record<string, string> = {}): Promise<Services> {
  const config = loadConfig({ DATA_DIR: makeDataDir(prefix), LOG_LEVEL: "silent", ...env });
  return createServices(config, createLogger({ level: "silent" }), { projectRoot: repoRoot });
}

/** Uploads files (path on disk, or name + text) and waits until they are parsed and embedded. */
export async function addDocuments(services: Services, files: ({ path: string } | { name: string; text: string })[]) {
  const incoming = files.map((file, index) => {
    const tempPath = path.join(services.uploadsDir, "incoming", `upload-${Date.now()}-${index}`);
    if ("path" in file) fs.copyFileSync(file.path, tempPath);
    else fs.writeFileSync(tempPath, file.text);
    return { tempPath, originalName: "path" in file ? path.basename(file.path) : file.name, size: fs.statSync(tempPath).size };
  });
  const accepted = await services.library.acceptUploads(incoming);
  await services.jobRunner.idle();
  await services.vectorIndexer.idle();
  for (const upload of accepted) {
    const record = services.documents.getDocument(upload.id);
    if (record?.status !== "ready") throw new Error(`${upload.filename} did not become ready: ${JSON.stringify(record)}`);
  }
  return accepted;
}

export interface AskOptions {
  conversationId?: string;
  signal?: AbortSignal;
}

export async function ask(services: Services, message: string, options: AskOptions = {}): Promise<ChatResponse> {
  return answerQuestion(
    {
      message,
      conversationId: options.conversationId,
      style: "concise",
      signal: options.signal ?? new AbortController().signal,
      emit: () => undefined,
    },
    services.pipeline,
  );
}

export const parisText = [
  "Paris",
  "",
  "Paris is the capital and largest city of France. It lies on the Seine river in the north of the country.",
  "Paris has an estimated population of 2,102,650 residents, and about 12 million people live in its metropolitan area.",
  "The Eiffel Tower was completed in 1889 for the World's Fair and is 330 metres tall.",
].join("\n");

// A second city with a population of its own, so "How many people live there?" is ambiguous
// until the planner says which city "there" is.
export const lyonText = [
  "Lyon",
  "",
  "Lyon is a city in the east of France, where the Rhône and the Saône rivers meet.",
  "Lyon has a population of 522,250 residents and is known for its silk weaving history and its cuisine.",
].join("\n");
