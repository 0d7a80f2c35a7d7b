/**
 * Moving and deleting (docs/architecture.md, "Collections and tags"), counted on the real stores:
 * moving a document moves its vectors (Chroma counts per library collection), its tables and its
 * summary; deleting a collection with `documents=delete` leaves no row in SQLite, no record in
 * Chroma and no file; with `documents=move` its documents answer from the default collection;
 * bad ids, names and tags get a clear 4xx.
 */
import fs from "node:fs";
import path from "node:path";
import { ChromaClient } from "chromadb";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { chromaClientOptions } from "../../../server/chroma/supervisor";
import { countRows } from "../../helpers/app-database";
import { citedDocuments, suiteHarness } from "./harness";
import { garagesCsv, gardenGuide, harbourNotes, pierHistory } from "./fixtures";

const jsonInit = (body: unknown, method: string): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", Accept: "application/json" },
  body: JSON.stringify(body),
});

// One entry claiming 1 KB that inflates to 200 MB, for the ZIP test. Built before any request:
// compressing it blocks this process for seconds, so a keep-alive socket left idle meanwhile is
// closed by the server unnoticed, and the next POST meets ECONNRESET on a loaded machine.
const bomb = zipSync({ "big/filler.txt": new Uint8Array(200 * 1024 * 1024) }, { level: 9 });

describe("moving documents and deleting collections", () => {
  const docent = suiteHarness({ prefix: "collections-life-" });
  const model = () => docent.services.activeModel();
  const vectorsIn = (collectionId: string) => docent.services.vectors.count(model(), collectionId);
  const errorOf = async (response: Response) => ({
    status: response.status,
    code: ((await response.json()) as { error: { code: string } }).error.code,
  });
  let harbour: string;
  let garden: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    harbour = (await docent.createCollection("Harbour")).id;
    garden = (await docent.createCollection("Garden")).id;
    ids = {
      ...(await docent.upload([{ name: "harbour-notes.txt", text: harbourNotes }], { collection_id: harbour })),
      ...(await docent.upload(
        [
          { name: "garages.csv", text: garagesCsv },
          { name: "pier-history.txt", text: pierHistory },
        ],
        { collection_id: garden, tags: "town" },
      )),
    };
  }, 120_000);

  it("moves a document with its vectors, tables and summary, and retags it", async () => {
    const csv = ids["garages.csv"]!;
    const chunks = (await docent.services.documents.getDocument(csv))!.chunk_count;
    const before = { harbour: await vectorsIn(harbour), garden: await vectorsIn(garden) };
    const moved = await docent.json<{ collection_id: string; tags: string[] }>(
      `/api/documents/${csv}`,
      jsonInit({ collection_id: harbour, tags: ["data", "year=2026"] }, "PATCH"),
    );
    expect(moved).toMatchObject({ collection_id: harbour, tags: ["data", "year=2026"] });
    expect(await vectorsIn(harbour)).toBe(before.harbour + chunks);
    expect(await vectorsIn(garden)).toBe(before.garden - chunks);
    // The table and the summary answer in the new collection, no more in the old one.
    const table = await docent.ask({ message: "How many garages are in Lyon?", collection_id: harbour });
    expect(citedDocuments(table)).toEqual([csv]);
    const gone = await docent.ask({ message: "How many garages are in Lyon?", collection_id: garden });
    expect(citedDocuments(gone)).not.toContain(csv);
    const about = await docent.ask({ message: "What are these documents about?", collection_id: harbour });
    expect(citedDocuments(about)).toContain(csv);
    const listed = await docent.json<{ documents: { id: string }[] }>(`/api/documents?collection_id=${harbour}&tag=year=2026`);
    expect(listed.documents.map((document) => document.id)).toEqual([csv]);
  });

  it("deletes a collection with documents=delete and leaves nothing behind (counted)", async () => {
    const doomed = (await docent.createCollection("Doomed")).id;
    const uploaded = await docent.upload(
      [
        { name: "garden-guide.txt", text: gardenGuide },
        { name: "garages-copy.csv", text: `${garagesCsv}\nLyon,Garage E1,60` },
      ],
      { collection_id: doomed, tags: "soon-gone" },
    );
    const docIds = Object.values(uploaded);
    const { uploadsDir } = docent.services;
    const stored = await Promise.all(docIds.map(async (id) => (await docent.services.documents.getDocument(id))!.stored_name));
    const rowsOf = async () => {
      const marks = docIds.map(() => "?").join(",");
      const count = (sql: string) => countRows(docent.services, sql, docIds);
      return {
        documents: await count(`SELECT COUNT(*) AS n FROM documents WHERE id IN (${marks})`),
        chunks: await count(`SELECT COUNT(*) AS n FROM chunks WHERE doc_id IN (${marks})`),
        jobs: await count(`SELECT COUNT(*) AS n FROM jobs WHERE doc_id IN (${marks})`),
        tags: await count(`SELECT COUNT(*) AS n FROM document_tags WHERE doc_id IN (${marks})`),
        tables: await count(`SELECT COUNT(*) AS n FROM doc_tables WHERE doc_id IN (${marks})`),
        tableRows: await count(
          `SELECT COUNT(*) AS n FROM doc_table_rows WHERE table_id IN (SELECT id FROM doc_tables WHERE doc_id IN (${marks}))`,
        ),
        summaries: await count(`SELECT COUNT(*) AS n FROM doc_summaries WHERE doc_id IN (${marks})`),
      };
    };
    // The keyword index: FTS5's own table on SQLite; on PostgreSQL a column of each chunk row.
    const ftsRows = () => countRows(docent.services, `SELECT COUNT(*) AS n FROM ${docent.services.db ? "chunks_fts" : "chunks"}`);
    const before = await rowsOf();
    expect(before.documents).toBe(2);
    expect(before.chunks).toBeGreaterThan(0);
    expect(before.tables).toBe(1);
    expect(before.summaries).toBe(2);
    expect(await vectorsIn(doomed)).toBe(before.chunks);
    const ftsBefore = await ftsRows();

    const response = await docent.call(`/api/collections/${doomed}?documents=delete`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await rowsOf()).toEqual({ documents: 0, chunks: 0, jobs: 0, tags: 0, tables: 0, tableRows: 0, summaries: 0 });
    expect(await ftsRows()).toBe(ftsBefore - before.chunks);
    expect(await countRows(docent.services, "SELECT COUNT(*) AS n FROM collections WHERE id = ?", [doomed])).toBe(0);
    for (const name of stored) expect(fs.existsSync(path.join(uploadsDir, name))).toBe(false);
    // No Chroma collection of it remains, and no record of its passages anywhere.
    const client = new ChromaClient(chromaClientOptions(docent.services.chromaUrl()));
    const left = (await client.listCollections()).filter((collection) => collection.metadata?.library_collection === doomed);
    expect(left).toEqual([]);
    for (const collection of await client.listCollections()) {
      const found = await (
        await client.getCollection({ name: collection.name, embeddingFunction: null as never })
      ).get({
        where: { doc_id: { $in: docIds } },
      });
      expect(found.ids).toEqual([]);
    }
  });

  it("deletes a collection with documents=move: they answer from the default collection", async () => {
    const moving = (await docent.createCollection("Moving")).id;
    const uploaded = await docent.upload(
      [{ name: "ferry-times.txt", text: "The first ferry to Saltmarsh leaves at 06:40 every weekday." }],
      {
        collection_id: moving,
      },
    );
    const id = uploaded["ferry-times.txt"]!;
    const chunks = (await docent.services.documents.getDocument(id))!.chunk_count;
    const defaultBefore = await vectorsIn("default");
    const response = await docent.call(`/api/collections/${moving}?documents=move`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect((await docent.services.documents.getDocument(id))!.collection_id).toBe("default");
    expect(await vectorsIn("default")).toBe(defaultBefore + chunks);
    const answer = await docent.ask({ message: "When does the first ferry leave?" });
    expect(citedDocuments(answer)).toEqual([id]);
    expect(answer.answer).toContain("06:40");
  });

  it("renames, describes and gives instructions to a collection", async () => {
    const renamed = await docent.json<{ name: string; description: string; instructions: string }>(
      `/api/collections/${garden}`,
      jsonInit({ name: "  Town   records ", description: "Old town papers", instructions: "Answer in one sentence." }, "PATCH"),
    );
    expect(renamed).toMatchObject({ name: "Town records", description: "Old town papers", instructions: "Answer in one sentence." });
    expect(await docent.json(`/api/collections/${garden}`)).toMatchObject({ name: "Town records" });
  });

  it("takes a ZIP's folder names as tags, and refuses a ZIP bomb whole", async () => {
    const folder = (await docent.createCollection("Archive")).id;
    const archive = zipSync({
      "policies/hr/leave.txt": strToU8("Employees get twenty-five days of paid leave a year."),
      "policies/it/laptops.md": strToU8("# Laptops\n\nLaptops are replaced every four years."),
      "policies/it/.DS_Store": strToU8("junk"),
      "__MACOSX/policies/._leave.txt": strToU8("junk"),
      "readme.txt": strToU8("This archive holds the office policies of Saltmarsh harbour."),
      "tool.exe": strToU8("MZ"),
    });
    const ids = await docent.upload([{ name: "policies.zip", text: archive }], { collection_id: folder, tags: "office" });
    expect(Object.keys(ids).sort()).toEqual(["laptops.md", "leave.txt", "readme.txt"]);
    const tagsOf = (id: string) => docent.services.collections.tagsOf(id);
    expect(await tagsOf(ids["leave.txt"]!)).toEqual(["hr", "office", "policies"]);
    expect(await tagsOf(ids["laptops.md"]!)).toEqual(["it", "office", "policies"]);
    expect(await tagsOf(ids["readme.txt"]!)).toEqual(["office"]);
    const narrowed = await docent.ask({
      message: "How often are laptops replaced?",
      collection_id: folder,
      tags: { all: ["policies", "it"] },
    });
    expect(citedDocuments(narrowed)).toEqual([ids["laptops.md"]]);

    // Refused before anything is unpacked or kept.
    const before = (await docent.services.documents.listDocuments()).length;
    const form = new FormData();
    form.append("files", new Blob([bomb]), "bomb.zip");
    const refused = await docent.call("/api/documents", { method: "POST", body: form });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "bad_request:zip" });
    expect((await docent.services.documents.listDocuments()).length).toBe(before);
    expect(fs.readdirSync(path.join(docent.services.uploadsDir, "incoming"))).toEqual([]);
  });

  it("answers bad ids, names and tags with a clear 4xx", async () => {
    const unknown = "0f0f0f0f-0000-4000-8000-000000000000";
    const cases: [string, RequestInit, number, string][] = [
      ["/api/collections/not-an-id", { method: "GET" }, 400, "bad_request:validation"],
      [`/api/collections/${unknown}`, { method: "GET" }, 404, "not_found:collection"],
      ["/api/collections", jsonInit({ name: "   " }, "POST"), 400, "bad_request:validation"],
      ["/api/collections", jsonInit({ name: "harbour" }, "POST"), 400, "bad_request:collection_name"],
      ["/api/collections", jsonInit({ name: "X", color: "red" }, "POST"), 400, "bad_request:validation"],
      [`/api/collections/${harbour}`, jsonInit({ name: "Town RECORDS" }, "PATCH"), 400, "bad_request:collection_name"],
      ["/api/collections/default?documents=delete", { method: "DELETE" }, 400, "bad_request:collection"],
      [`/api/collections/${harbour}?documents=burn`, { method: "DELETE" }, 400, "bad_request:validation"],
      [`/api/documents/${ids["harbour-notes.txt"]}`, jsonInit({ tags: ["<script>"] }, "PATCH"), 400, "bad_request:validation"],
      [`/api/documents/${ids["harbour-notes.txt"]}`, jsonInit({ collection_id: unknown }, "PATCH"), 404, "not_found:collection"],
      [`/api/documents?collection_id=${unknown}`, { method: "GET" }, 404, "not_found:collection"],
      ["/api/documents?tag=a%3Db%3Dc", { method: "GET" }, 400, "bad_request:validation"],
      ["/api/chat", jsonInit({ message: "Hello there", collection_id: unknown }, "POST"), 404, "not_found:collection"],
      ["/api/chat", jsonInit({ message: "Hello there", collection_id: "x'; DROP" }, "POST"), 400, "bad_request:validation"],
      ["/api/chat", jsonInit({ message: "Hello there", tags: { any: [""] } }, "POST"), 400, "bad_request:validation"],
      ["/api/chat", jsonInit({ message: "Hello there", tags: { none: ["a"] } }, "POST"), 400, "bad_request:validation"],
    ];
    for (const [pathname, init, status, code] of cases) {
      expect({ pathname, ...(await errorOf(await docent.call(pathname, init))) }).toEqual({ pathname, status, code });
    }
    const form = new FormData();
    form.append("collection_id", unknown);
    form.append("files", new Blob(["Some words about boats."]), "boats.txt");
    expect(await errorOf(await docent.call("/api/documents", { method: "POST", body: form }))).toEqual({
      status: 404,
      code: "not_found:collection",
    });
    const badTags = new FormData();
    badTags.append("tags", "ok, =bad");
    badTags.append("files", new Blob(["Some words about boats."]), "boats.txt");
    expect(await errorOf(await docent.call("/api/documents", { method: "POST", body: badTags }))).toEqual({
      status: 400,
      code: "bad_request:validation",
    });
    // Nothing of the refused uploads stayed.
    expect(fs.readdirSync(path.join(docent.services.uploadsDir, "incoming"))).toEqual([]);
  });
});
