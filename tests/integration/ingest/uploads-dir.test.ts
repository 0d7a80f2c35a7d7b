/**
 * UPLOADS_DIR moves the originals out of DATA_DIR (a folder several instances share): a real Docent
 * keeps an upload there and nowhere else, and serves the original back from it.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { corpusFile, makeDataDir, startDocent, uploadFiles, waitForDocument, type DocentServer } from "../../helpers/docent-server";

describe("UPLOADS_DIR", () => {
  let docent: DocentServer | undefined;
  afterAll(async () => {
    await docent?.stop("SIGTERM");
  });

  it("keeps the originals in the named folder and serves them from there", async () => {
    const shared = makeDataDir("docent-shared-uploads-");
    docent = await startDocent({ env: { UPLOADS_DIR: shared } });
    const file = corpusFile("pdf/tracemonkey.pdf");
    const upload = await uploadFiles(docent.url, [file]);
    const id = upload.body.documents[0]!.id;
    expect(await waitForDocument(docent.url, id)).toMatchObject({ status: "ready" });

    const kept = fs.readdirSync(shared).filter((name) => name !== "incoming");
    expect(kept).toHaveLength(1);
    expect(fs.readFileSync(path.join(shared, kept[0]!)).equals(fs.readFileSync(file))).toBe(true);
    expect(fs.existsSync(path.join(docent.dataDir, "uploads"))).toBe(false);

    const served = await fetch(`${docent.url}/api/documents/${id}/file`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(file))).toBe(true);
  });
});
