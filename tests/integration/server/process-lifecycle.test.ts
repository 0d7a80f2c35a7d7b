/**
 * The production process, started exactly as the README says (`npm start`, compiled server, no
 * tsx): a stop signal to npm stops the whole tree (npm, Docent, its parse worker, the embedded
 * Chroma) cleanly with exit code 0; an answer in flight either finishes within SHUTDOWN_GRACE_MS
 * or is stopped and kept as interrupted; and a SIGKILLed Docent (or npm) leaves nothing running.
 * Real processes throughout; the OpenAI-compatible API is msw served on a loopback port, with a
 * reasoner call that can be held open to keep an answer in flight.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { createParser } from "eventsource-parser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ChatEvent } from "~/lib/response";
import { descendantsOf, commandLine } from "../../../scripts/lib/bench-stats";
import { makeDataDir, repoRoot, uploadFiles, waitForDocument } from "../../helpers/docent-server";
import { anyHostBaseUrl, createOpenAIMock } from "../../mocks/openai";
import { serveHandlers, type MswHttpServer } from "../../helpers/msw-over-http";

const question = "How many people live in Paris?";
const answer = "Paris has an estimated population of 2,102,650 residents [Source 1].";
const parisText = "Paris is the capital of France. Paris has an estimated population of 2,102,650 residents.";

const openaiMock = createOpenAIMock({ baseUrl: anyHostBaseUrl });
let holdReasoner = false;
const heldReasoners: (() => void)[] = [];
openaiMock.script("reasoner", () => (holdReasoner ? new Promise<string>((resolve) => heldReasoners.push(() => resolve(answer))) : answer));

// ---- processes -------------------------------------------------------------------------------

/** A process as it was seen: the start time tells it apart from a later one given the same pid. */
interface SeenProcess {
  pid: number;
  startTime: string;
  command: string;
}

function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the parenthesised command name (which may hold spaces): state, ppid, ...
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch (error) {
    if (["ENOENT", "ESRCH"].includes((error as NodeJS.ErrnoException).code ?? "")) return null;
    throw error;
  }
}

function see(pid: number): SeenProcess | null {
  const fields = statFields(pid);
  // Field 22 of /proc/PID/stat, the start time, is the 20th after the name.
  return fields ? { pid, startTime: fields[19]!, command: commandLine(pid) } : null;
}

/** Still running: same process (not a reused pid) and not a zombie, which holds nothing any more. */
function running(process: SeenProcess): boolean {
  const fields = statFields(process.pid);
  return fields !== null && fields[19] === process.startTime && fields[0] !== "Z";
}

/** npm and everything under it, seen now (an orphan would later hang under pid 1, so look first). */
function treeOf(rootPid: number): SeenProcess[] {
  return [rootPid, ...descendantsOf(rootPid)].map(see).filter((seen): seen is SeenProcess => seen !== null);
}

async function waitUntil(check: () => boolean, timeoutMs: number, intervalMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

interface NpmStart {
  npm: ChildProcess;
  url: string;
  dataDir: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The process running the compiled server: npm's own child, `node scripts/start.mjs`. */
  docentPid: () => number;
}

const everyTree: SeenProcess[] = [];

/** `npm start` as the README runs it, on a free loopback port, waiting for its "listening" line. */
async function npmStart(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<NpmStart> {
  const dataDir = options.dataDir ?? makeDataDir("docent-lifecycle-");
  // What a person's shell has; no keys, no test loaders (NODE_OPTIONS) from this process.
  const shell = Object.fromEntries(Object.entries(process.env).filter(([key]) => /^(PATH|HOME|LANG|LC_ALL|TMPDIR|TERM)$/.test(key)));
  const npm = spawn("npm", ["start"], {
    cwd: repoRoot,
    // NODE_ENV as scripts/start.mjs defaults it.
    env: { ...shell, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  npm.stdout!.on("data", (data: Buffer) => (output += data.toString()));
  npm.stderr!.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    npm.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    // Generous: a UI rebuild (sources newer than build/) takes a while on 2 cores.
    const timer = setTimeout(() => reject(new Error(`npm start did not get to "Docent listening" in time:\n${output}`)), 150_000);
    const check = () => {
      const match = output.match(/Docent listening on (http:\/\/\S+)/);
      if (!match) return;
      clearTimeout(timer);
      resolve(match[1]!);
    };
    npm.stdout!.on("data", check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited during start-up (code ${code}, signal ${signal}):\n${output}`));
    });
  });
  everyTree.push(...treeOf(npm.pid!));
  return {
    npm,
    url,
    dataDir,
    output: () => output,
    exited,
    docentPid: () => {
      const docent = descendantsOf(npm.pid!, 1).find((pid) => commandLine(pid).includes("scripts/start.mjs"));
      if (docent === undefined)
        throw new Error(
          `no node scripts/start.mjs under npm:\n${treeOf(npm.pid!)
            .map((seen) => `${seen.pid} ${seen.command}`)
            .join("\n")}`,
        );
      return docent;
    },
  };
}

/** Sends `signal` to npm and expects every process of its tree (seen just before) gone within 10 s. */
async function stopAndExpectTreeGone(started: NpmStart, signal: NodeJS.Signals) {
  const tree = treeOf(started.npm.pid!);
  const sentAt = Date.now();
  started.npm.kill(signal);
  const gone = await waitUntil(() => tree.every((seen) => !running(seen)), 10_000);
  const left = tree.filter(running).map((seen) => `${seen.pid} ${seen.command}`);
  expect(gone, `still running ${Date.now() - sentAt} ms after ${signal}:\n${left.join("\n")}\n--- output:\n${started.output()}`).toBe(true);
  return { tree, exit: await started.exited, ms: Date.now() - sentAt };
}

/** A streamed chat whose events are read one by one (as chat-stop.test.ts does). */
async function openChatStream(docentUrl: string, body: Record<string, unknown>) {
  const response = await fetch(`${docentUrl}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const queue: ChatEvent[] = [];
  const parser = createParser({ onEvent: (message) => queue.push(ChatEvent.parse({ ...JSON.parse(message.data), type: message.event })) });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const next = async (): Promise<ChatEvent | null> => {
    while (queue.length === 0) {
      const { done, value } = await reader.read();
      if (done) return null;
      parser.feed(value);
    }
    return queue.shift()!;
  };
  return {
    next,
    async rest(): Promise<ChatEvent[]> {
      const events: ChatEvent[] = [];
      for (let event = await next(); event; event = await next()) events.push(event);
      return events;
    },
  };
}

function writeParisFile(): string {
  const file = path.join(makeDataDir("docent-lifecycle-files-"), "paris.txt");
  fs.writeFileSync(file, parisText);
  return file;
}

interface StoredConversation {
  messages: { role: string; content: string; status: string }[];
}

async function readConversation(url: string, id: string): Promise<StoredConversation> {
  const response = await fetch(`${url}/api/conversations/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StoredConversation;
}

// ---- tests ----------------------------------------------------------------------------------

describe("npm start: the production process", () => {
  let openai: MswHttpServer;

  beforeAll(async () => {
    openai = await serveHandlers(openaiMock.handlers);
  });
  afterEach(() => {
    heldReasoners.splice(0).forEach((release) => release());
    holdReasoner = false;
    // A failed test must not leave its processes behind for the next one.
    for (const seen of everyTree.splice(0)) {
      if (running(seen)) process.kill(seen.pid, "SIGKILL");
    }
  });
  afterAll(async () => {
    await openai?.close();
  });

  it("runs the compiled server as npm's own child (no shell, no tsx), and SIGTERM to npm stops the whole tree with exit code 0", async () => {
    const started = await npmStart();
    // A parse worker joins the tree once a file is read; its vectors prove the embedder worker loads too.
    const upload = await uploadFiles(started.url, [writeParisFile()]);
    expect((await waitForDocument(started.url, upload.body.documents[0]!.id, { vectors: true })).status).toBe("ready");

    const tree = treeOf(started.npm.pid!);
    const commands = tree.map((seen) => seen.command);
    expect(commandLine(started.docentPid())).toMatch(/^node scripts\/start\.mjs\s*$/);
    expect(commands.some((command) => command.includes("build/docent/parse-worker.js"))).toBe(true);
    expect(commands.some((command) => command.includes("scripts/chroma-server.mjs"))).toBe(true);
    expect(commands.filter((command) => /\btsx\b|sh -c/.test(command))).toEqual([]);

    const { exit, ms } = await stopAndExpectTreeGone(started, "SIGTERM");
    expect(exit).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(10_000);
    expect(started.output()).toMatch(/"message":"stopped","signal":"SIGTERM"/);
  });

  it("SIGINT to npm (Ctrl-C) stops the whole tree with exit code 0", async () => {
    const started = await npmStart();
    const { exit } = await stopAndExpectTreeGone(started, "SIGINT");
    expect(exit).toEqual({ code: 0, signal: null });
    expect(started.output()).toMatch(/"message":"stopped","signal":"SIGINT"/);
  });

  describe("an answer in flight at SIGTERM", () => {
    const dataDir = makeDataDir("docent-lifecycle-answers-");
    const llmEnv = () => ({ OPENAI_API_KEY: "sk-test-lifecycle", OPENAI_BASE_URL: `${openai.url}/v1` });
    let finishedConversation = "";
    let stoppedConversation = "";

    it("finishes within SHUTDOWN_GRACE_MS: the client gets the whole answer, then Docent exits 0", async () => {
      const started = await npmStart({ dataDir, env: llmEnv() });
      const upload = await uploadFiles(started.url, [writeParisFile()]);
      expect((await waitForDocument(started.url, upload.body.documents[0]!.id, { vectors: true })).status).toBe("ready");

      holdReasoner = true;
      const stream = await openChatStream(started.url, { message: question });
      const first = await stream.next();
      finishedConversation = first?.type === "conversation-start" ? first.conversation_id : "";
      await expect.poll(() => heldReasoners.length, { timeout: 30_000 }).toBe(1);

      const tree = treeOf(started.npm.pid!);
      started.npm.kill("SIGTERM");
      // The answer is still being written when the shutdown starts; then the model answers.
      await expect.poll(() => started.output(), { timeout: 5_000 }).toMatch(/"message":"shutting down".*"answersInFlight":1/);
      // New requests are turned away meanwhile: refused, or 503 on a connection kept alive.
      const probe = await fetch(`${started.url}/api/health`).then(
        (response) => response.status,
        () => "refused",
      );
      expect(["refused", 503]).toContain(probe);
      heldReasoners.splice(0).forEach((release) => release());

      const events = await stream.rest();
      expect(events.at(-1)?.type).toBe("answer-end");
      expect(await started.exited).toEqual({ code: 0, signal: null });
      expect(await waitUntil(() => tree.every((seen) => !running(seen)), 10_000)).toBe(true);
    });

    it("still running when the grace period ends: it is stopped, the client is told, and Docent exits 0", async () => {
      const started = await npmStart({ dataDir, env: { ...llmEnv(), SHUTDOWN_GRACE_MS: "1000" } });
      holdReasoner = true;
      const stream = await openChatStream(started.url, { message: question });
      const first = await stream.next();
      stoppedConversation = first?.type === "conversation-start" ? first.conversation_id : "";
      await expect.poll(() => heldReasoners.length, { timeout: 30_000 }).toBe(1);

      const { exit, ms } = await stopAndExpectTreeGone(started, "SIGTERM");
      expect(exit).toEqual({ code: 0, signal: null });
      expect(ms).toBeGreaterThanOrEqual(1_000);
      const events = await stream.rest();
      expect(events.at(-1)).toEqual({ type: "error", code: "unavailable:shutdown", message: expect.stringContaining("shutting down") });
      expect(started.output()).toMatch(/stopping answers still running after the grace period/);
    });

    it("after a restart on the same DATA_DIR, the finished answer is stored complete and the stopped one interrupted", async () => {
      expect(finishedConversation).not.toBe("");
      expect(stoppedConversation).not.toBe("");
      const started = await npmStart({ dataDir, env: llmEnv() });
      const finished = await readConversation(started.url, finishedConversation);
      expect(finished.messages.map((message) => `${message.role}:${message.status}`)).toEqual(["user:complete", "assistant:complete"]);
      expect(finished.messages[1]!.content).toContain("2,102,650");
      const stopped = await readConversation(started.url, stoppedConversation);
      expect(stopped.messages.map((message) => `${message.role}:${message.status}`)).toEqual(["user:complete", "assistant:interrupted"]);
      const { exit } = await stopAndExpectTreeGone(started, "SIGTERM");
      expect(exit).toEqual({ code: 0, signal: null });
    });
  });

  it("when the Docent process is SIGKILLed, its Chroma exits by itself within 20 s", async () => {
    const started = await npmStart();
    const docentPid = started.docentPid();
    const chroma = treeOf(docentPid).filter((seen) => seen.command.includes("chroma-server.mjs"));
    expect(chroma).toHaveLength(1);

    process.kill(docentPid, "SIGKILL");
    const gone = await waitUntil(() => !running(chroma[0]!), 20_000);
    expect(
      gone,
      `Chroma still running 20 s after its Docent was SIGKILLed:\n${fs.readFileSync(path.join(started.dataDir, "chroma/chroma.log"), "utf8").slice(-2_000)}`,
    ).toBe(true);
    expect(fs.readFileSync(path.join(started.dataDir, "chroma/chroma.log"), "utf8")).toMatch(/chroma-server: stopping: parent gone/);
    // npm reports its child's death by the same signal.
    expect(await started.exited).toEqual({ code: null, signal: "SIGKILL" });
  });

  it("when npm itself is SIGKILLed (it relays no signal then), Docent notices and stops cleanly with its Chroma", async () => {
    const started = await npmStart();
    const docent = see(started.docentPid())!;
    const tree = treeOf(started.npm.pid!).filter((seen) => seen.pid !== started.npm.pid);
    started.npm.kill("SIGKILL");
    const gone = await waitUntil(() => tree.every((seen) => !running(seen)), 10_000);
    expect(
      gone,
      `still running:\n${tree
        .filter(running)
        .map((seen) => `${seen.pid} ${seen.command}`)
        .join("\n")}`,
    ).toBe(true);
    expect(running(docent)).toBe(false);
    expect(started.output()).toMatch(/npm exited; stopping[\s\S]*"message":"stopped"/);
  });
});
