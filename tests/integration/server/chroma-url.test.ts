/** CHROMA_URL: Docent starts no Chroma of its own and stores vectors in the given server (docs/architecture.md#the-process). */
import path from "node:path";
import { ChromaClient } from "chromadb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromaClientOptions, startEmbeddedChroma, type ChromaServer } from "../../../server/chroma/supervisor";
import { createLogger } from "../../../server/core/logger";
import {
  askJson,
  corpusFile,
  makeDataDir,
  repoRoot,
  startDocent,
  uploadFiles,
  waitForDocument,
  type DocentServer,
} from "../../helpers/docent-server";

describe("external Chroma via CHROMA_URL", () => {
  let chroma: ChromaServer;
  let docent: DocentServer;

  beforeAll(async () => {
    chroma = await startEmbeddedChroma({
      dataDir: path.join(makeDataDir("chroma-external-"), "chroma"),
      projectRoot: repoRoot,
      logger: createLogger({ level: "silent" }),
    });
    docent = await startDocent({ env: { CHROMA_URL: chroma.url } });
  });
  afterAll(async () => {
    await docent?.stop("SIGKILL");
    await chroma?.stop();
  });

  it("uses the external server for vectors and starts none itself", async () => {
    const health = await (await fetch(`${docent.url}/api/health`)).json();
    expect(health).toMatchObject({ status: "ok", chroma: { status: "up", embedded: false } });

    const upload = await uploadFiles(docent.url, [corpusFile("pdf/SPARSE-2024-INV-1234_borderless_table.pdf")]);
    const id = upload.body.documents[0]!.id;
    const record = await waitForDocument(docent.url, id, { vectors: true });
    expect(record.status).toBe("ready");

    const client = new ChromaClient(chromaClientOptions(chroma.url));
    const collections = await client.listCollections();
    const ours = collections.find((collection) => collection.name.startsWith("docent-"));
    expect(ours).toBeDefined();
    expect(await ours!.count()).toBe(record.chunk_count);

    const { body } = await askJson(docent.url, { message: "Which warehouse is the inventory reconciliation report for?" });
    expect(body.citations[0]).toMatchObject({ doc_id: id, page: 1 });
    expect(body.citations[0].score).toBeGreaterThan(0);
  });
});
