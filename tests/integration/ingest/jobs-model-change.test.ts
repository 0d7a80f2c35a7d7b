/**
 * Embedding-model change (docs/architecture.md#embedding-models, issue 4): one Chroma collection per model; when the
 * configured model changes, ready documents are re-embedded in the background with visible
 * progress, and questions keep searching the previous model's complete collection until the new
 * one covers every chunk; then the previous collection is deleted. Real parts: in-process services
 * with the embedded Chroma, a real SQLite file, the bundled local model and tracemonkey.pdf; only
 * the OpenAI-compatible embeddings API is the msw stand-in (an outside service), which parks its
 * calls so the half-way state can be seen.
 */
import { ChromaClient } from "chromadb";
import { afterAll, describe, expect, it } from "vitest";
import { chromaClientOptions } from "../../../server/chroma/supervisor";
import { answerQuestion } from "../../../server/pipeline/orchestrator";
import { localModelId } from "../../../server/providers/local-embedder";
import { collectionNameFor } from "../../../server/stores/vector-store";
import { addDocuments, corpusFile, startServices, type Services } from "../../helpers/services";
import { makeDataDir } from "../../helpers/docent-server";
import { createOpenAIMock, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const question = "What does the foreign function interface (FFI) of SpiderMonkey allow it to call?";
const newModel = "openai-stand-in-embedding";

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("embedding-model change", () => {
  const dataDir = makeDataDir("docent-model-change-");
  const standIn = createOpenAIMock();
  suiteHandlers(...standIn.handlers);
  let services: Services | null = null;
  /** Docent on the same data, configured for the stand-in's OpenAI-compatible embedding model. */
  const startWithStandInModel = () =>
    startServices({ dataDir, env: { ...openaiEnv(), EMBEDDING_PROVIDER: "openai", EMBEDDING_MODEL: "stand-in-embedding" } });

  afterAll(async () => {
    standIn.release();
    await services?.close();
  });

  it("re-embeds into the new model's collection with visible progress, answering from the previous collection meanwhile", async () => {
    // 1. Offline: the local model embeds the whole document.
    services = await startServices({ dataDir });
    const [accepted] = await addDocuments(services, [{ path: corpusFile("pdf/tracemonkey.pdf") }]);
    const documentId = accepted!.id;
    const chunkCount = (await services.documents.getDocument(documentId))!.chunk_count;
    expect(chunkCount).toBeGreaterThan(16);
    expect((await services.documents.getDocument(documentId))!.vectors_done).toBe(chunkCount);
    expect(await services.vectors.count(localModelId)).toBe(chunkCount);
    await services.close();
    services = null;

    // 2. The configured model changes to an OpenAI-compatible one; its first batch goes through,
    //    the rest wait, so the re-embed is caught half-way.
    standIn.holdEmbeddings(1);
    services = await startWithStandInModel();
    const running = services;
    expect(running.embedder.id).toBe(newModel);
    expect(running.activeModel()).toBe(localModelId);
    await waitFor("the second batch to wait at the stand-in", () => (standIn.heldEmbeddings() > 0 ? true : undefined));

    // Progress is visible: per document and over the library.
    const halfway = (await running.documents.getDocument(documentId))!;
    expect(halfway.vectors_done).toBe(8);
    const health = await running.health();
    expect(health.providers.embeddings).toEqual({ model: newModel, active_model: localModelId, vectors: { done: 8, total: chunkCount } });
    expect(await running.vectors.count(newModel)).toBe(8);

    // Questions search the previous (complete) collection, embedded by the previous model.
    const callsBefore = standIn.embeddingCalls();
    const found = await running.search({ query: question, topK: 5 });
    expect(found.vectorError).toBeUndefined();
    expect(found.chunks[0]).toMatchObject({ metadata: { page: 10 } });
    expect(found.chunks.every((chunk) => chunk.score !== null)).toBe(true);
    expect(standIn.embeddingCalls()).toBe(callsBefore);

    // A whole answer works during the re-embed (extractive: the stand-in serves embeddings only here).
    const answer = await answerQuestion(
      { message: question, style: "concise", signal: new AbortController().signal, emit: () => undefined },
      { ...running.pipeline, chat: null, config: { ...running.config, mode: "offline" } },
    );
    expect(answer.citations[0]).toMatchObject({ page: 10, doc_id: documentId });
    expect(answer.citations[0]!.score).toBeGreaterThan(0);

    // 3. The rest goes through: the new collection is complete and questions switch to it.
    standIn.release();
    await waitFor("the re-embed to finish", () => (running.activeModel() === newModel ? true : undefined));
    expect((await running.documents.getDocument(documentId))!.vectors_done).toBe(chunkCount);
    expect(await running.vectors.count(newModel)).toBe(chunkCount);
    expect((await running.health()).providers.embeddings).toEqual({
      model: newModel,
      active_model: newModel,
      vectors: { done: chunkCount, total: chunkCount },
    });
    const afterSwitch = await running.search({ query: question, topK: 5 });
    expect(standIn.embeddingCalls()).toBeGreaterThan(callsBefore);
    expect(afterSwitch.vectorError).toBeUndefined();
    expect(afterSwitch.chunks.some((chunk) => chunk.metadata.page === 10)).toBe(true);

    // Each model had its own collection; the previous one is deleted once the new one is complete
    // and active (it was searched until then, as above), and answers carry on from the new one.
    expect(collectionNameFor(newModel)).not.toBe(collectionNameFor(localModelId));
    const chroma = new ChromaClient(chromaClientOptions(running.chromaUrl()));
    const collectionNames = async () => (await chroma.listCollections()).map((collection) => collection.name);
    await waitFor("the previous collection to be deleted", async () =>
      (await collectionNames()).includes(collectionNameFor(localModelId)) ? undefined : true,
    );
    expect(await collectionNames()).toContain(collectionNameFor(newModel));
    expect(await running.vectors.count(newModel)).toBe(chunkCount);
    const afterDeletion = await answerQuestion(
      { message: question, style: "concise", signal: new AbortController().signal, emit: () => undefined },
      { ...running.pipeline, chat: null, config: { ...running.config, mode: "offline" } },
    );
    expect(afterDeletion.safety_flags).not.toContain("retrieval_error");
    expect(afterDeletion.citations.some((citation) => citation.page === 10 && citation.score !== null)).toBe(true);

    // A restart finds nothing left to retire and keeps the new collection.
    await running.close();
    services = await startWithStandInModel();
    expect(services.activeModel()).toBe(newModel);
    expect(await services.vectors.count(newModel)).toBe(chunkCount);
  });
});
