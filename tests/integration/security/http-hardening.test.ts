/**
 * HTTP hardening on a real Docent process (no APP_PASSWORD): security headers on pages, API
 * responses, errors and static files; inline scripts carry the per-response CSP nonce; body, JSON
 * and rate limits; hostile upload names are shown cleaned, never used as paths, and downloads
 * carry the right type and a safe Content-Disposition.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusFile, startDocent, waitForDocument, type DocentServer } from "../../helpers/docent-server";

const commonHeaders = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
};

function expectCommonHeaders(response: Response, label: string) {
  for (const [name, value] of Object.entries(commonHeaders))
    expect({ label, [name]: response.headers.get(name) }).toEqual({ label, [name]: value });
  expect(response.headers.get("permissions-policy"), label).toContain("camera=()");
  expect(response.headers.get("content-security-policy"), label).toBeTruthy();
  expect(response.headers.get("x-powered-by"), label).toBeNull();
}

function filesUnder(directory: string): string[] {
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(directory, entry.name)) : [path.join(directory, entry.name)]));
}

describe("HTTP hardening", () => {
  let docent: DocentServer;
  beforeAll(async () => {
    docent = await startDocent({ env: { CHAT_REQUESTS_PER_MINUTE: "3", UPLOAD_REQUESTS_PER_MINUTE: "2" } });
  });
  afterAll(async () => {
    await docent?.stop("SIGKILL");
  });

  it("sends a nonce-based CSP on pages, and every inline script carries that nonce", async () => {
    const first = await fetch(`${docent.url}/`);
    expect(first.status).toBe(200);
    expectCommonHeaders(first, "page");
    const policy = first.headers.get("content-security-policy")!;
    const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);

    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // A script with src from this site is allowed by 'self'; every inline one needs the nonce.
      if (/\bsrc=/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    const second = await fetch(`${docent.url}/`);
    expect(second.headers.get("content-security-policy")).not.toContain(nonce!);
  });

  it("sends the headers on API responses, errors, 404s and static files too", async () => {
    const api = await fetch(`${docent.url}/api/documents`);
    expectCommonHeaders(api, "api");
    expect(api.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(api.headers.get("cache-control")).toBe("no-store");

    const missing = await fetch(`${docent.url}/api/no-such-route`);
    expect(missing.status).toBe(404);
    expectCommonHeaders(missing, "api 404");

    const badJson = await fetch(`${docent.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(badJson.status).toBe(400);
    expectCommonHeaders(badJson, "api error");

    const page404 = await fetch(`${docent.url}/no-such-page`);
    expect(page404.status).toBe(404);
    expectCommonHeaders(page404, "page 404");

    const html = await (await fetch(`${docent.url}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)![0];
    const script = await fetch(`${docent.url}${asset}`);
    expect(script.status).toBe(200);
    expectCommonHeaders(script, "asset");
  });

  it("limits JSON bodies by size and by shape", async () => {
    const post = (body: string) =>
      fetch(`${docent.url}/api/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", "X-Forwarded-For": "192.0.2.50" },
        body,
      });
    const big = await post(JSON.stringify({ message: "x".repeat(70 * 1024) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: "payload_too_large:body" } });

    const deep = await post(`{"message":"What is in the report?","extra":${"[".repeat(5_000)}${"]".repeat(5_000)}}`);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ error: { code: "bad_request:json_depth" } });

    const wide = await post(JSON.stringify({ message: "What is in the report?", document_ids: Array.from({ length: 3_000 }, () => "a") }));
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({ error: { code: "bad_request:json_size" } });
  });

  it("limits page request bodies (the login form, Remix actions)", async () => {
    const big = await fetch(`${docent.url}/login`, { method: "POST", body: new URLSearchParams({ password: "x".repeat(100 * 1024) }) });
    expect(big.status).toBe(413);
  });

  it("rate-limits questions and uploads per address, with a clear 429; this machine's own scripts are not limited", async () => {
    const ask = (address?: string) =>
      fetch(`${docent.url}/api/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...(address ? { "X-Forwarded-For": address } : {}) },
        body: JSON.stringify({ message: "What does the report say about the budget?" }),
      });
    const statuses = [];
    for (let index = 0; index < 4; index++) statuses.push((await ask("198.51.100.1")).status);
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    const limited = await ask("198.51.100.1");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: { code: "rate_limited:chat", message: expect.stringMatching(/Too many questions.*try again in \d+ seconds/) },
    });
    expect((await ask("198.51.100.2")).status).not.toBe(429);
    for (let index = 0; index < 5; index++) expect((await ask()).status).not.toBe(429);

    const upload = (address: string) => {
      const form = new FormData();
      form.append("files", new Blob([`note ${Math.random()}`]), "note.txt");
      return fetch(`${docent.url}/api/documents`, { method: "POST", body: form, headers: { "X-Forwarded-For": address } });
    };
    expect((await upload("198.51.100.3")).status).toBe(202);
    expect((await upload("198.51.100.3")).status).toBe(202);
    const uploadLimited = await upload("198.51.100.3");
    expect(uploadLimited.status).toBe(429);
    expect(await uploadLimited.json()).toMatchObject({ error: { code: "rate_limited:upload" } });
  });

  it("shows hostile upload names cleaned, never uses them as paths, and downloads them safely", async () => {
    const hostile = [
      { sent: "../../etc/passwd.txt", shown: "passwd.txt" },
      { sent: "..\\..\\windows\\win.ini.txt", shown: "win.ini.txt" },
      { sent: "invoice\u202Etxt.exe.md", shown: "invoicetxt.exe.md" },
      { sent: `${"a".repeat(400)}.txt`, shown: null },
      { sent: `a${"\u{1F600}".repeat(120)}.txt`, shown: null },
      { sent: 'quote"and\\back;name=x.txt', shown: null },
    ];
    const form = new FormData();
    hostile.forEach((file, index) =>
      form.append("files", new Blob([`Hostile name test number ${index}: the lighthouse keeper logs the tides.`]), file.sent),
    );
    const response = await fetch(`${docent.url}/api/documents`, { method: "POST", body: form });
    expect(response.status).toBe(202);
    const { documents } = (await response.json()) as { documents: { id: string; filename: string }[] };
    expect(documents).toHaveLength(hostile.length);

    for (const [index, document] of documents.entries()) {
      const name = document.filename;
      const unsafe = Array.from(name).filter(
        (character) => /[/\\\u202a-\u202e\u2066-\u2069]/.test(character) || character.charCodeAt(0) < 0x20,
      );
      expect(unsafe, hostile[index]!.sent).toEqual([]);
      expect(Array.from(name).length).toBeLessThanOrEqual(200);
      expect(name, "no lone surrogate").not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      if (hostile[index]!.shown) expect(name).toBe(hostile[index]!.shown);
      const record = await waitForDocument(docent.url, document.id);
      expect(record.status, `${hostile[index]!.sent}: ${String(record.error)}`).toBe("ready");

      const download = await fetch(`${docent.url}/api/documents/${document.id}/file`);
      expect(download.status, hostile[index]!.sent).toBe(200);
      expect(download.headers.get("content-type")).toMatch(/^text\/(plain|markdown); charset=utf-8$/);
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      const disposition = download.headers.get("content-disposition")!;
      // One quoted ASCII fallback with nothing that could end the quote or the header, then the exact name.
      expect(disposition).toMatch(/^inline; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!'()*._~%-]+$/);
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(name);
      expect(await download.text()).toContain(`Hostile name test number ${index}`);
    }

    // Stored under generated names inside DATA_DIR/uploads, nothing written anywhere else.
    const stored = filesUnder(path.join(docent.dataDir, "uploads")).map((file) => path.basename(file));
    for (const file of stored) expect(file).toMatch(/^[0-9a-f-]{36}(\.[a-z]+)?$/);
    expect(fs.existsSync(path.join(docent.dataDir, "..", "etc", "passwd.txt"))).toBe(false);
  });

  it("handles NUL bytes in names: encoded ones are removed from the shown name, a raw one is a clear 400", async () => {
    const boundary = "docent-test-boundary";
    const part = (disposition: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; ${disposition}\r\nContent-Type: text/plain\r\n\r\nNUL name test: the ferry leaves at noon.\r\n--${boundary}--\r\n`,
        "latin1",
      );
    const send = (body: Buffer) =>
      fetch(`${docent.url}/api/documents`, {
        method: "POST",
        headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: new Uint8Array(body),
      });

    const encoded = await send(part(`filename*=UTF-8''..%2F..%2Fevil%00name.txt`));
    expect(encoded.status).toBe(202);
    const [document] = ((await encoded.json()) as { documents: { id: string; filename: string }[] }).documents;
    expect(document!.filename).toBe("evilname.txt");

    const raw = await send(part(`filename="evil\u0000name.txt"`));
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error: { code: "bad_request:upload" } });
  });

  it("serves a PDF inline as application/pdf, with a policy Chrome's PDF viewer can run under", async () => {
    const form = new FormData();
    form.append("files", new Blob([fs.readFileSync(corpusFile("pdf/tracemonkey.pdf"))]), "tracemonkey.pdf");
    const upload = await fetch(`${docent.url}/api/documents`, { method: "POST", body: form });
    const id = ((await upload.json()) as { documents: { id: string }[] }).documents[0]!.id;
    await waitForDocument(docent.url, id);
    const download = await fetch(`${docent.url}/api/documents/${id}/file`);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(`inline; filename="tracemonkey.pdf"; filename*=UTF-8''tracemonkey.pdf`);
    // Chrome blocks its PDF viewer under a CSP sandbox (crbug 413851), so PDFs get framing rules only.
    expect(download.headers.get("content-security-policy")).not.toContain("sandbox");
    expect(download.headers.get("x-frame-options")).toBe("DENY");
    expect((await download.arrayBuffer()).byteLength).toBe(fs.statSync(corpusFile("pdf/tracemonkey.pdf")).size);
  });
});
