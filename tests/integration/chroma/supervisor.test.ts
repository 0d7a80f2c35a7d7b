// The embedded Chroma server, for real: no mocks, a fresh data folder per test under os.tmpdir().
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { ChromaClient } from "chromadb";
import { afterAll, describe, expect, it } from "vitest";
import { chromaClientOptions, startEmbeddedChroma, waitForHeartbeat, type ChromaServer } from "../../../server/chroma/supervisor";
import { createLogger } from "../../../server/core/logger";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const logger = createLogger({ level: "silent" });

const dataDirs: string[] = [];
const servers: ChromaServer[] = [];
const extraPids = new Set<number>();
const children: ChildProcess[] = [];

afterAll(async () => {
  const problems: unknown[] = [];
  for (const server of servers) {
    await server.stop().catch((error: unknown) => problems.push(error));
  }
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  for (const pid of extraPids) {
    if (isRunning(pid)) process.kill(pid, "SIGKILL");
  }
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  expect(problems).toEqual([]);
});

async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "docent-chroma-test-"));
  dataDirs.push(dataDir);
  return dataDir;
}

async function start(dataDir: string): Promise<ChromaServer> {
  const server = await startEmbeddedChroma({ dataDir, projectRoot, logger, startTimeoutMs: 30_000 });
  servers.push(server);
  if (server.pid !== null) extraPids.add(server.pid);
  return server;
}

/** Alive and not a zombie: an orphan re-parented to a non-reaping init stays a zombie. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  return !/^\d+ \(.*\) Z/.test(readProcStat(pid));
}

function readProcStat(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return "";
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await sleep(50);
  }
  return condition();
}

function connectionRefused(url: string): Promise<boolean> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

function clientFor(server: ChromaServer): ChromaClient {
  return new ChromaClient(chromaClientOptions(server.url));
}

async function cosineCollection(client: ChromaClient) {
  return client.getOrCreateCollection({
    name: "supervisor-test",
    embeddingFunction: null,
    configuration: { hnsw: { space: "cosine" } },
  });
}

describe("chromaClientOptions", () => {
  it("parses host, port and TLS from a URL", () => {
    expect(chromaClientOptions("http://127.0.0.1:8123")).toEqual({ host: "127.0.0.1", port: 8123, ssl: false });
    expect(chromaClientOptions("https://chroma.example.com")).toEqual({ host: "chroma.example.com", port: 443, ssl: true });
    expect(chromaClientOptions("http://chroma.internal")).toEqual({ host: "chroma.internal", port: 80, ssl: false });
  });
});

describe("startEmbeddedChroma", () => {
  it("starts, serves a cosine collection, and stops completely", async () => {
    const dataDir = await freshDataDir();
    const server = await start(dataDir);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await waitForHeartbeat(server.url, 1_000);

    const pidRecord = JSON.parse(await readFile(path.join(dataDir, "chroma.pid"), "utf8"));
    expect(pidRecord).toMatchObject({ pid: server.pid, parentPid: process.pid, url: server.url });

    const collection = await cosineCollection(clientFor(server));
    await collection.upsert({
      ids: ["north", "east", "south"],
      embeddings: [
        [0, 1, 0],
        [1, 0, 0],
        [0, -1, 0],
      ],
      documents: ["up", "right", "down"],
    });
    const result = await collection.query({ queryEmbeddings: [[0.1, 0.9, 0]], nResults: 2 });
    expect(result.ids[0]).toEqual(["north", "east"]);

    const pid = server.pid!;
    await server.stop();
    await server.stop(); // idempotent
    expect(() => process.kill(pid, 0)).toThrow();
    expect(await connectionRefused(server.url)).toBe(true);
    await expect(readFile(path.join(dataDir, "chroma.pid"), "utf8")).rejects.toThrow(/ENOENT/);
  });

  it("refuses a second server on the same folder while the first runs", async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    await expect(start(dataDir)).rejects.toThrow(/already using/);
    // The refusal left the first server alone.
    await waitForHeartbeat(first.url, 1_000);
    await first.stop();
  });

  it("keeps data across a restart on the same folder", async () => {
    const dataDir = await freshDataDir();
    const first = await start(dataDir);
    await (
      await cosineCollection(clientFor(first))
    ).upsert({
      ids: ["a", "b", "c"],
      embeddings: [
        [1, 0],
        [0, 1],
        [1, 1],
      ],
    });
    await first.stop();

    const second = await start(dataDir);
    const collection = await cosineCollection(clientFor(second));
    expect(await collection.count()).toBe(3);
    const result = await collection.query({ queryEmbeddings: [[0.9, 0.1]], nResults: 1 });
    expect(result.ids[0]).toEqual(["a"]);
    await second.stop();
  });

  it("reports a start that misses its deadline and leaves nothing running", async () => {
    const dataDir = await freshDataDir();
    await expect(startEmbeddedChroma({ dataDir, projectRoot, logger, startTimeoutMs: 5 })).rejects.toThrow(
      /did not answer its heartbeat within 5 ms[\s\S]*chroma\.log/,
    );
    await expect(readFile(path.join(dataDir, "chroma.pid"), "utf8")).rejects.toThrow(/ENOENT/);
    // The folder is free again.
    const server = await start(dataDir);
    await server.stop();
  });

  it("ignores a pid file naming an unrelated process, or one that is unreadable", async () => {
    const dataDir = await freshDataDir();
    const pidFile = path.join(dataDir, "chroma.pid");
    const unrelated = { pid: process.pid, parentPid: process.pid, url: "http://127.0.0.1:1", startedAt: "earlier" };
    for (const content of [JSON.stringify(unrelated), "{ torn"]) {
      await writeFile(pidFile, content);
      const server = await start(dataDir);
      await server.stop();
    }
  });

  it("stops by itself when the app that started it is killed, and the folder can be reused", async () => {
    const dataDir = await freshDataDir();
    // A stand-in for Docent: starts the supervisor, prints the launcher pid, then idles.
    const fakeDocent = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `
        import { startEmbeddedChroma } from ${JSON.stringify(path.join(projectRoot, "server/chroma/supervisor.ts"))};
        import { createLogger } from ${JSON.stringify(path.join(projectRoot, "server/core/logger.ts"))};
        const server = await startEmbeddedChroma({ dataDir: process.argv[1], projectRoot: process.cwd(), logger: createLogger({ level: "silent" }) });
        console.log(JSON.stringify({ pid: server.pid, url: server.url }));
        setInterval(() => {}, 60_000);
        `,
        dataDir,
      ],
      { cwd: projectRoot, stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(fakeDocent);
    const firstLine = await new Promise<string>((resolve, reject) => {
      createInterface({ input: fakeDocent.stdout! }).once("line", resolve);
      fakeDocent.once("exit", (code) => reject(new Error(`fake Docent exited early with code ${code}`)));
    });
    const { pid, url } = JSON.parse(firstLine) as { pid: number; url: string };
    extraPids.add(pid);
    await waitForHeartbeat(url, 1_000);

    fakeDocent.kill("SIGKILL");
    expect(await waitUntil(() => !isRunning(pid), 5_000)).toBe(true);
    expect(await connectionRefused(url)).toBe(true);

    // The pid file it left behind names a dead process, so the next start proceeds.
    const next = await start(dataDir);
    await waitForHeartbeat(next.url, 1_000);
    await next.stop();
  });

  it("stops a leftover server whose parent is gone before starting a new one", async () => {
    const dataDir = await freshDataDir();
    const leftover = await start(dataDir);
    const leftoverPid = leftover.pid!;
    // Pretend it was started by an app that has since died: a finished process's pid.
    const finished = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => finished.once("exit", resolve));
    const pidFile = path.join(dataDir, "chroma.pid");
    const record = JSON.parse(await readFile(pidFile, "utf8"));
    await writeFile(pidFile, JSON.stringify({ ...record, parentPid: finished.pid }));

    const replacement = await start(dataDir);
    expect(isRunning(leftoverPid)).toBe(false);
    expect(await leftover.exited).toMatchObject({ code: 0 });
    expect(replacement.pid).not.toBe(leftoverPid);
    await waitForHeartbeat(replacement.url, 1_000);
    await replacement.stop();
  });
});
