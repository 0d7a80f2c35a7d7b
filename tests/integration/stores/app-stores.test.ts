/**
 * The app-state stores behave alike on SQLite and on PostgreSQL (README "Past one machine"): one
 * test matrix over both (tests/helpers/store-factories.ts), each test on a fresh store.
 */
import { afterEach, describe, expect, it } from "vitest";
import { storeFactories, type AppStores } from "../../helpers/store-factories";

const doc = (id: string, extra: { collection_id?: string } = {}) => ({
  id,
  filename: `${id}.txt`,
  type: "txt",
  size: 10,
  sha256: `sha-${id}`,
  stored_name: `${id}.txt`,
  ...extra,
});

describe.each(storeFactories)("app stores on $name", (factory) => {
  let stores: AppStores | undefined;
  const open = async (options?: { jobLeaseMs?: number }) => (stores = await factory.open(options));
  afterEach(async () => {
    await stores?.close();
    stores = undefined;
  });

  it("keep documents with their summary, tags and flagged passages, newest first", async () => {
    const { documents, summaries, collections, addChunk } = await open();
    await documents.insertDocument(doc("a"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await documents.insertDocument(doc("b"));
    await documents.updateDocument("a", { status: "ready", progress: 1, chunk_count: 2, pages: 3 });
    await summaries.replaceSummary({ doc_id: "a", description: "About A.", sentences: [] });
    await collections.setTags("a", ["red", "blue", "red"]);
    await addChunk("a", 0, true);
    await addChunk("a", 1, false);

    const a = await documents.getDocument("a");
    expect(a).toMatchObject({ status: "ready", progress: 1, chunk_count: 2, pages: 3, description: "About A.", flagged_chunks: 1 });
    expect(a?.tags_joined?.split("\u001f").sort()).toEqual(["blue", "red"]);
    expect(typeof a?.size).toBe("number");
    expect((await documents.findDocumentBySha("sha-b"))?.id).toBe("b");
    expect((await documents.listDocuments()).map((row) => row.id)).toEqual(["b", "a"]);
    expect((await documents.listDocumentsIn("default", "red")).map((row) => row.id)).toEqual(["a"]);
    expect(await documents.readyDocumentNames()).toEqual([{ id: "a", filename: "a.txt" }]);
    expect(await documents.readyDocumentNames("elsewhere")).toEqual([]);
    expect(await documents.countReadyDocuments()).toBe(1);
    expect(await documents.deleteDocument("a")).toBe(true);
    expect(await documents.deleteDocument("a")).toBe(false);
    expect(await documents.getDocument("a")).toBeUndefined();
    expect(await summaries.getSummary("a")).toBeUndefined();
  });

  it("hand the passages of the smallest waiting document to the vector indexer first, so a small file is searchable by meaning soon", async () => {
    const { documents, chunks, addChunk } = await open();
    await documents.insertDocument(doc("big"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await documents.insertDocument(doc("small"));
    await documents.updateDocument("big", { status: "ready", chunk_count: 6 });
    await documents.updateDocument("small", { status: "ready", chunk_count: 2 });
    for (let index = 0; index < 6; index++) await addChunk("big", index, false);
    for (let index = 0; index < 2; index++) await addChunk("small", index, false);
    expect((await chunks.chunksNeedingVectors("m", 4)).map((chunk) => chunk.id)).toEqual(["small_0", "small_1", "big_0", "big_1"]);
    await chunks.markVectors("m", ["small_0", "small_1", "big_0"]);
    expect((await chunks.chunksNeedingVectors("m", 4)).map((chunk) => chunk.id)).toEqual(["big_1", "big_2", "big_3", "big_4"]);
  });

  it("keep conversations and their messages in order, and mark a stopped answer", async () => {
    const { conversations } = await open();
    await conversations.createConversation({ id: "c1", title: "First" });
    await conversations.createConversation({ id: "c2", title: "Second", collection_id: "default" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await conversations.addMessage({ id: "m1", conversation_id: "c1", role: "user", content: "Where?" });
    await conversations.addMessage({ id: "m2", conversation_id: "c1", role: "assistant", content: "Here." });
    // c1 was written last, so it comes first.
    expect((await conversations.listConversations()).map((row) => row.id)).toEqual(["c1", "c2"]);
    expect((await conversations.listConversations("default")).length).toBe(2);
    expect((await conversations.listConversations("other")).length).toBe(0);
    expect(await conversations.interruptAnswer("c1", "Where?", "He")).toBe(true);
    expect(await conversations.interruptAnswer("c1", "Never asked", "x")).toBe(false);
    const messages = await conversations.listMessages("c1");
    expect(messages.map((message) => [message.id, message.status, message.content, message.response])).toEqual([
      ["m1", "complete", "Where?", null],
      ["m2", "interrupted", "He", null],
    ]);
    expect(await conversations.deleteConversation("c1")).toBe(true);
    expect(await conversations.listMessages("c1")).toEqual([]);
    expect(await conversations.getConversation("c1")).toBeUndefined();
  });

  it("keep collections: a default one, names unique whatever the case, counts, tags, ready documents by tag", async () => {
    const { collections, documents, conversations } = await open();
    expect((await collections.listCollections()).map((row) => row.id)).toEqual(["default"]);
    const reports = await collections.createCollection({ name: "Reports", description: "Yearly" });
    await expect(collections.createCollection({ name: "REPORTS" })).rejects.toThrow(/already exists/);
    await documents.insertDocument(doc("r1", { collection_id: reports.id }));
    await documents.insertDocument(doc("r2", { collection_id: reports.id }));
    await documents.updateDocument("r1", { status: "ready" });
    await documents.updateDocument("r2", { status: "ready" });
    await collections.setTags("r1", ["finance", "2024"]);
    await collections.setTags("r2", ["finance"]);
    expect(await collections.describeCollection(reports.id)).toMatchObject({
      name: "Reports",
      document_count: 2,
      tags: ["2024", "finance"],
    });
    expect((await collections.readyDocumentIds(reports.id, { all: ["finance", "2024"] })).sort()).toEqual(["r1"]);
    expect((await collections.readyDocumentIds(reports.id, { any: ["2024", "none"] })).sort()).toEqual(["r1"]);
    expect((await collections.readyDocumentIds(reports.id)).sort()).toEqual(["r1", "r2"]);
    expect(await collections.tagsOf("r1")).toEqual(["2024", "finance"]);
    expect(await collections.updateCollection(reports.id, { instructions: "Be brief." })).toMatchObject({ instructions: "Be brief." });
    await expect(collections.requireCollection("missing")).rejects.toThrow(/No collection/);
    expect(await collections.requireCollection(undefined)).toBe("default");

    await conversations.createConversation({ id: "kept", title: "t", collection_id: reports.id });
    await collections.handOver(reports.id, "default");
    expect((await conversations.getConversation("kept"))?.collection_id).toBe("default");
    await collections.moveDocumentRow("r1", "default");
    expect(await collections.documentIdsIn(reports.id)).toEqual(["r2"]);
    await conversations.createConversation({ id: "gone", title: "t", collection_id: reports.id });
    expect(await collections.removeCollection(reports.id)).toBe(true);
    expect(await conversations.getConversation("gone")).toBeUndefined();
    expect(await collections.removeCollection("default")).toBe(false);
  });

  it("keep custom instructions, summaries and facts about the store", async () => {
    const { instructions, summaries, state, documents } = await open();
    expect(await instructions.get()).toBeNull();
    expect((await instructions.set("Answer in French."))?.text).toBe("Answer in French.");
    expect((await instructions.get())?.text).toBe("Answer in French.");
    expect(await instructions.set("  ")).toBeNull();
    expect(await instructions.get()).toBeNull();

    await documents.insertDocument(doc("s"));
    const sentence = { text: "It rains.", chunk_id: "s_0", page: 1, sheet: null };
    await summaries.replaceSummary({ doc_id: "s", description: "Weather.", sentences: [sentence] });
    await summaries.saveLlmSummary("s", "model-x", [sentence]);
    expect(await summaries.getSummary("s")).toEqual({
      doc_id: "s",
      description: "Weather.",
      sentences: [sentence],
      llm: { model: "model-x", sentences: [sentence] },
    });
    await summaries.replaceSummary({ doc_id: "s", description: "Weather again.", sentences: [] });
    expect((await summaries.getSummary("s"))?.llm).toBeUndefined();

    expect(await state.get("injection_detector")).toBeNull();
    await state.set("injection_detector", "v1");
    await state.set("injection_detector", "v2");
    expect(await state.get("injection_detector")).toBe("v2");
  });

  it("hand out each queued job once, oldest first", async () => {
    const { jobs, documents } = await open();
    for (const id of ["j1", "j2", "j3"]) {
      await documents.insertDocument(doc(`d-${id}`));
      await jobs.enqueueJob({ id, doc_id: `d-${id}`, kind: "ingest" });
    }
    const claimed = await Promise.all([jobs.claimNextJob(), jobs.claimNextJob(), jobs.claimNextJob(), jobs.claimNextJob()]);
    expect(claimed.map((job) => job?.id ?? null).sort()).toEqual([null, "j1", "j2", "j3"].sort());
    expect(claimed.find((job) => job?.id === "j1")).toMatchObject({ status: "running", attempts: 1 });
    expect(await jobs.hasQueuedJobs()).toBe(false);
    await jobs.finishJob("j1", { status: "done" });
    await jobs.finishJob("j2", { status: "failed", error: "bad file" });
    // j3 is still running: only a job whose runner died goes back to the queue.
    expect(await jobs.requeueInterruptedJobs(3)).toEqual({ requeued: jobs.shared ? 0 : 1, failed: [] });
  });
});

describe("a job queue shared by instances (PostgreSQL)", () => {
  const postgres = storeFactories.find((factory) => factory.name === "postgres")!;
  const opened: AppStores[] = [];
  afterEach(async () => {
    for (const stores of opened.splice(0)) await stores.close();
  });

  it("gives a job whose runner stopped renewing its lease to another instance, and fails it after too many tries", async () => {
    const a = await postgres.open({ jobLeaseMs: 300 });
    opened.push(a);
    const b = await postgres.attach!(a, { jobLeaseMs: 300 });
    opened.push(b);
    await a.documents.insertDocument(doc("big"));
    await a.jobs.enqueueJob({ id: "job", doc_id: "big", kind: "ingest" });
    expect((await a.jobs.claimNextJob())?.id).toBe("job");
    // A renews while it works: B finds nothing to take over.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await a.jobs.renewJobLease("job");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await b.jobs.requeueInterruptedJobs(3)).toEqual({ requeued: 0, failed: [] });
    expect(await b.jobs.claimNextJob()).toBeUndefined();
    // A dies (no more renewals): after its lease B queues the job again and takes it.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await b.jobs.requeueInterruptedJobs(3)).toEqual({ requeued: 1, failed: [] });
    expect(await b.jobs.claimNextJob()).toMatchObject({ id: "job", status: "running", attempts: 2 });
    // B dies too, and a third instance finds the job out of tries.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await b.jobs.requeueInterruptedJobs(3);
    await a.jobs.claimNextJob();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const swept = await a.jobs.requeueInterruptedJobs(3);
    expect(swept.failed.map((job) => [job.id, job.attempts])).toEqual([["job", 3]]);
    expect(await a.jobs.hasQueuedJobs()).toBe(false);
  });
});
