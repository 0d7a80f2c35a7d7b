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

  it.each([
    // Under /proc no folder can be made (and Node's recursive mkdir never returns there).
    ["a place no folder can be made", () => "/proc/docent-uploads", /a folder cannot be made there/],
    ["a file in the way", () => fileInTheWay(), /a file of that name is in the way/],
    ["a path through a file", () => path.join(fileInTheWay(), "uploads"), /part of the path is a file, not a folder/],
  ])("stops start-up at once with a message naming the setting: %s", async (_kind, folder, reason) => {
    const uploads = folder();
    const started = performance.now();
    const failure = await startDocent({ env: { UPLOADS_DIR: uploads }, timeoutMs: 30_000 }).catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    const said = (failure as Error).message;
    expect(said).toContain(`docent: start-up failed: UPLOADS_DIR=${uploads} cannot be used as Docent's folder`);
    expect(said).toMatch(reason);
    // Before the embedded Chroma is started: nothing to wait for, nothing left running.
    expect(said).not.toMatch(/chroma/iu);
    expect(performance.now() - started).toBeLessThan(25_000);
  });
});

function fileInTheWay() {
  const file = path.join(makeDataDir("docent-uploads-file-"), "uploads");
  fs.writeFileSync(file, "not a folder");
  return file;
}
