/**
 * Docent's HTTP API in the test's process on the real stores (fresh SQLite, embedded Chroma), for
 * the collections tests: create collections, upload into them with tags, wait until every passage
 * has its vector, ask over POST /api/chat (JSON).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll } from "vitest";
import type { ChatResponse } from "~/lib/response";
import type { CollectionRecord } from "~/lib/collections";
import { createApp } from "../../../server/http/app";
import { repoRoot } from "../../helpers/docent-server";
import { startServices, type Services, type ServicesOptions } from "../../helpers/services";

export interface Harness {
  readonly services: Services;
  readonly url: string;
  call(pathname: string, init?: RequestInit): Promise<Response>;
  json<T>(pathname: string, init?: RequestInit): Promise<T>;
  createCollection(name: string, extra?: Record<string, unknown>): Promise<CollectionRecord>;
  /** Uploads named texts into a collection with tags; resolves to { filename: id } once each is ready with all its vectors. */
  upload(
    files: { name: string; text: string | Uint8Array }[],
    fields?: { collection_id?: string; tags?: string },
  ): Promise<Record<string, string>>;
  ask(body: Record<string, unknown>): Promise<ChatResponse>;
}

export function suiteHarness(options: ServicesOptions = {}): Harness {
  let services: Services | undefined;
  let server: Server | undefined;
  let url = "";
  beforeAll(async () => {
    services = await startServices(options);
    const app = await createApp(services, { projectRoot: repoRoot });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await services?.close();
  });
  const call = (pathname: string, init: RequestInit = {}) => fetch(`${url}${pathname}`, init);
  const json = async <T>(pathname: string, init: RequestInit = {}) => {
    const response = await call(pathname, init);
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const post = (body: unknown, method = "POST"): RequestInit => ({
    method,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  const harness: Harness = {
    get services() {
      if (!services) throw new Error("the harness starts in beforeAll");
      return services;
    },
    get url() {
      return url;
    },
    call,
    json,
    createCollection: (name, extra = {}) => json<CollectionRecord>("/api/collections", post({ name, ...extra })),
    async upload(files, fields = {}) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      for (const file of files) form.append("files", new Blob([typeof file.text === "string" ? file.text : file.text.slice()]), file.name);
      const accepted = await json<{ documents: { id: string; filename: string }[] }>("/api/documents", { method: "POST", body: form });
      const ids = Object.fromEntries(accepted.documents.map((document) => [document.filename, document.id]));
      const deadline = Date.now() + 90_000;
      for (const id of Object.values(ids)) {
        for (;;) {
          await harness.services.jobRunner.idle();
          await harness.services.vectorIndexer.idle();
          const record = await harness.services.documents.getDocument(id);
          if (record?.status === "ready" && record.vectors_done >= record.chunk_count) break;
          if (record?.status === "failed" || Date.now() > deadline)
            throw new Error(`${id} did not become ready: ${JSON.stringify(record)}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      return ids;
    },
    ask: (body) => json<ChatResponse>("/api/chat", post(body)),
  };
  return harness;
}

/** The documents an answer cites (passages and table rows alike). */
export const citedDocuments = (response: ChatResponse) => [...new Set(response.citations.map((citation) => citation.doc_id))];
