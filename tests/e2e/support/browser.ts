/**
 * Debian's Chromium driven by playwright-core, a small page object for the chat page, and the
 * session every browser suite starts with (`suiteChatSession`). Every page records console errors,
 * page errors and dialogs so a test can assert that nothing broke or executed behind its back.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { repoRoot, startDocent, type DocentServer } from "../../helpers/docent-server";
import { serveHandlers, type MswHttpServer } from "../../helpers/msw-over-http";
import { openaiEnv, type OpenAIMock } from "../../mocks/openai";

export const screenshotsDir = path.resolve(repoRoot, "docs/screenshots");

/**
 * The server serves build/; rebuild it when app/ changed. Test files run in parallel workers, so
 * a lock directory makes one worker build while the others wait and then find it up to date.
 */
export async function ensureUiBuilt() {
  const lock = path.join(os.tmpdir(), `docent-ui-build-${createHash("sha256").update(repoRoot).digest("hex").slice(0, 12)}.lock`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      // A lock older than the deadline belongs to a worker that died.
      if (Date.now() - fs.statSync(lock).mtimeMs > 180_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error("Timed out waiting for another worker to build the UI");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    execFileSync(process.execPath, [path.join(repoRoot, "scripts/build-if-needed.mjs")], { cwd: repoRoot, stdio: "pipe" });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  consoleErrors: string[];
  dialogs: string[];
}

export async function openPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const watched: WatchedPage = { context, page, pageErrors: [], consoleErrors: [], dialogs: [] };
  page.on("pageerror", (error) => watched.pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") watched.consoleErrors.push(message.text());
  });
  page.on("dialog", (dialog) => {
    watched.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  // Generous: the shared test machines run other suites alongside, and a loaded box is slow.
  page.setDefaultTimeout(60_000);
  return watched;
}

/** Actions a person takes on the chat page, by role and label where the page offers them. */
export class ChatPage {
  constructor(readonly page: Page) {}

  async goto(pathname = "/") {
    await this.page.goto(pathname);
    // Clicks before hydration would hit server-rendered HTML with no handlers.
    await this.page.locator('[data-hydrated="true"]').waitFor();
  }

  get questionBox(): Locator {
    return this.page.getByLabel("Your question");
  }

  document(filename: string): Locator {
    return this.page.locator(`[data-testid="document"][data-filename="${filename}"]`);
  }

  async upload(...files: string[]) {
    await this.page.getByTestId("file-input").setInputFiles(files);
  }

  async waitForDocumentStatus(filename: string, status: "ready" | "failed", timeout = 90_000) {
    await this.document(filename)
      .and(this.page.locator(`[data-status="${status}"]`))
      .waitFor({ timeout });
  }

  /** Types a question and sends it with Enter, as a person would. */
  async ask(question: string) {
    await this.questionBox.fill(question);
    await this.questionBox.press("Enter");
  }

  answers(): Locator {
    return this.page.getByTestId("assistant-message");
  }

  /** The newest answer once it has finished (complete, failed or stopped). */
  async waitForLatestAnswer(timeout = 90_000): Promise<Locator> {
    const latest = this.answers().last();
    await latest
      .and(this.page.locator('[data-status="complete"], [data-status="failed"], [data-status="interrupted"]'))
      .waitFor({ timeout });
    return latest;
  }
}

export interface ChatSession {
  server: DocentServer;
  browser: Browser;
  watched: WatchedPage;
  chat: ChatPage;
  /** The OpenAI stand-in served over HTTP, when the session was asked for one. */
  standIn: MswHttpServer | null;
}

export interface ChatSessionOptions {
  /** Runs once Docent is up, before the page opens (e.g. uploads through the API). */
  prepare?: (server: DocentServer) => Promise<void>;
  permissions?: string[];
  /** Where the page starts (default "/"); null leaves it blank. */
  goto?: string | null;
  /** Docent's settings beyond the offline defaults. */
  env?: Record<string, string>;
  /** Puts Docent in LLM mode against this stand-in, served over HTTP for the session. */
  openai?: OpenAIMock;
}

/**
 * What every browser suite starts with, started before the tests of the calling file or describe
 * block and stopped after them: the built UI, a real Docent and Chromium side by side, `prepare`,
 * then one watched page on the chat. The returned session is filled in by the time tests run.
 */
export function suiteChatSession(options: ChatSessionOptions = {}): ChatSession {
  const session = { standIn: null } as ChatSession;
  beforeAll(async () => {
    await ensureUiBuilt();
    if (options.openai) session.standIn = await serveHandlers(options.openai.handlers);
    const env = { ...(session.standIn ? openaiEnv(`${session.standIn.url}/v1`) : {}), ...options.env };
    [session.server, session.browser] = await Promise.all([startDocent({ env }), launchBrowser()]);
    await options.prepare?.(session.server);
    session.watched = await openPage(session.browser, session.server.url);
    if (options.permissions) await session.watched.context.grantPermissions(options.permissions);
    session.chat = new ChatPage(session.watched.page);
    if (options.goto !== null) await session.chat.goto(options.goto ?? "/");
  });
  afterAll(async () => {
    await session.watched?.context.close();
    await session.browser?.close();
    await session.server?.stop();
    await session.standIn?.close();
  });
  return session;
}
