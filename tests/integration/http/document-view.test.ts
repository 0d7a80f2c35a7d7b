/**
 * The document viewer's API and page on a real Docent behind APP_PASSWORD: GET
 * /api/documents/:id/chunks/:chunkId needs a login, checks its parameters (400 with the field
 * named), gives the cited passage with its neighbours and the cited sentence, the typed rows
 * around the cited ones for a CSV, 404 for an unknown passage, and once the document is deleted
 * a 404 in JSON for scripts and a page saying so for a person (the file link too).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import type { DocumentView } from "~/lib/document-view";
import { startDocent, type DocentServer } from "../../helpers/docent-server";

const password = "viewer password 7";
const bearer = { Authorization: `Bearer ${password}` };
const csv = ["City,Garage,Spaces", "Lyon,Garage A1,120", "Paris,Garage B1,340", "Lyon,Garage C1,75", "Nantes,Garage D1,90"].join("\n");
const notes = [
  "The harbour committee met on Monday. The minutes were approved without change.",
  "",
  "The new pier will open in March 2027 after two years of building. Funding came from the regional council.",
].join("\n");

describe("document viewer API", () => {
  let docent: DocentServer;
  const ids: Record<string, string> = {};
  const call = (pathname: string, init: RequestInit = {}) =>
    fetch(`${docent.url}${pathname}`, { redirect: "manual", ...init, headers: { ...bearer, ...(init.headers as Record<string, string>) } });
  const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

  beforeAll(async () => {
    docent = await startDocent({ env: { APP_PASSWORD: password } });
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "docent-viewer-"));
    const form = new FormData();
    for (const [name, text] of [
      ["garages.csv", csv],
      ["harbour-notes.txt", notes],
    ] as const) {
      fs.writeFileSync(path.join(folder, name), text);
      form.append("files", new Blob([text]), name);
    }
    // A workbook whose data starts under a title row, on a second sheet: rows keep their sheet numbers.
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([["Cover"], ["Prepared for the board"]]), "Cover");
    const fleet = [["Fleet register 2026"], [], ["Vessel", "Type", "Crew"]];
    for (let index = 1; index <= 40; index += 1) fleet.push([`Vessel ${index}`, index % 2 ? "Ferry" : "Tug", String(index + 2)]);
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(fleet), "Fleet");
    form.append(
      "files",
      new Blob([new Uint8Array(XLSX.write(workbook, { type: "array", bookType: "xlsx" }) as ArrayBuffer)]),
      "fleet.xlsx",
    );
    const upload = await call("/api/documents", { method: "POST", body: form });
    expect(upload.status).toBe(202);
    for (const document of ((await upload.json()) as { documents: { id: string; filename: string }[] }).documents)
      ids[document.filename] = document.id;
    const deadline = Date.now() + 60_000;
    for (const id of Object.values(ids)) {
      for (;;) {
        const record = (await (await call(`/api/documents/${id}`)).json()) as { status: string };
        if (record.status === "ready") break;
        if (record.status === "failed" || Date.now() > deadline) throw new Error(`document ${id}: ${record.status}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  });
  afterAll(async () => {
    await docent?.stop("SIGKILL");
  });

  it("refuses anonymous requests like every route", async () => {
    const id = ids["harbour-notes.txt"]!;
    const response = await fetch(`${docent.url}/api/documents/${id}/chunks/${id}_0`);
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe("unauthorized:login");
  });

  it("gives the cited passage with the cited sentence as it stands in the text", async () => {
    const id = ids["harbour-notes.txt"]!;
    const quote = "The new pier will open in March 2027 after two years of building.";
    const response = await call(`/api/documents/${id}/chunks/${id}_0?quote=${encodeURIComponent(quote)}`);
    expect(response.status).toBe(200);
    const view = (await response.json()) as DocumentView;
    expect(view.document).toMatchObject({ id, filename: "harbour-notes.txt", type: "txt" });
    const cited = view.passages.find((passage) => passage.cited);
    expect(cited?.chunk_id).toBe(`${id}_0`);
    expect(cited?.quote).toBe(quote);
    expect(view.table).toBeNull();
  });

  it("gives a CSV's typed rows around the cited ones, the quoted row marked", async () => {
    const id = ids["garages.csv"]!;
    const quote = "City: Paris; Garage: Garage B1; Spaces: 340";
    const response = await call(`/api/documents/${id}/chunks/${id}_0?rows=2-5&quote=${encodeURIComponent(quote)}`);
    expect(response.status).toBe(200);
    const view = (await response.json()) as DocumentView;
    expect(view.table?.columns).toEqual(["City", "Garage", "Spaces"]);
    expect(view.table?.rows.map((row) => row.row)).toEqual([2, 3, 4, 5]);
    expect(view.table?.rows.filter((row) => row.cited).map((row) => row.cells)).toEqual([["Paris", "Garage B1", "340"]]);
  });

  it("gives a sheet passage's typed rows: the cited range, the quoted row marked, row numbers as in the sheet", async () => {
    const id = ids["fleet.xlsx"]!;
    const chunks = ((await (await call(`/api/documents/${id}`)).json()) as { chunk_count: number }).chunk_count;
    const views: DocumentView[] = [];
    for (let index = 0; index < chunks; index += 1)
      views.push(
        (await (
          await call(`/api/documents/${id}/chunks/${id}_${index}?quote=${encodeURIComponent("Vessel: Vessel 17; Type: Ferry; Crew: 19")}`)
        ).json()) as DocumentView,
      );
    const fleetView = views.find((view) => view.table?.sheet === "Fleet" && view.table.rows.some((row) => row.cited));
    expect(fleetView?.table?.columns).toEqual(["Vessel", "Type", "Crew"]);
    const cited = fleetView!.table!.rows.filter((row) => row.cited);
    expect(cited).toEqual([{ row: 20, cells: ["Vessel 17", "Ferry", "19"], cited: true }]);
  });

  it("names the bad parameter in a 400", async () => {
    const id = ids["garages.csv"]!;
    const badChunk = await call(`/api/documents/${id}/chunks/not-a-chunk`);
    expect(badChunk.status).toBe(400);
    expect(await errorOf(badChunk)).toMatchObject({ code: "bad_request:validation", message: expect.stringContaining("chunkId") });
    const badRows = await call(`/api/documents/${id}/chunks/${id}_0?rows=${encodeURIComponent("1; DROP TABLE")}`);
    expect(badRows.status).toBe(400);
    expect((await errorOf(badRows)).message).toContain("rows");
    const badId = await call(`/api/documents/nope/chunks/${id}_0`);
    expect(badId.status).toBe(400);
  });

  it("answers 404 for a passage the document does not have", async () => {
    const id = ids["garages.csv"]!;
    const response = await call(`/api/documents/${id}/chunks/${id}_999`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("not_found:chunk");
  });

  it("says a deleted document was deleted: 404 JSON for scripts, a page for people, the file link too", async () => {
    const id = ids["harbour-notes.txt"]!;
    expect((await call(`/api/documents/${id}`, { method: "DELETE" })).status).toBe(200);

    const api = await call(`/api/documents/${id}/chunks/${id}_0`);
    expect(api.status).toBe(404);
    expect(await errorOf(api)).toMatchObject({ code: "not_found:document", message: expect.stringContaining("deleted") });

    const fileForScript = await call(`/api/documents/${id}/file`, { headers: { Accept: "application/json" } });
    expect(fileForScript.status).toBe(404);
    expect((await errorOf(fileForScript)).code).toBe("not_found:document");

    const fileInBrowser = await call(`/api/documents/${id}/file`, { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });
    expect(fileInBrowser.status).toBe(303);
    expect(fileInBrowser.headers.get("location")).toBe(`/documents/${id}/view`);

    const page = await call(`/documents/${id}/view?chunk=${id}_0`, { headers: { Accept: "text/html" } });
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("This document was deleted");
  });
});
