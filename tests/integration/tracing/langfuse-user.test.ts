/**
 * Who asked (docs/architecture.md#tracing, #http-api): each answer's Langfuse trace carries `userId` from the request's
 * login — one pseudonymous id per login session, `api` for the bearer password — and `sessionId`
 * = the conversation. A real Docent process (offline, APP_PASSWORD set); msw on a loopback port
 * receives the Langfuse export on its real endpoints.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDocent, type DocentServer } from "../../helpers/docent-server";
import { createLangfuseMock, type ExportedSpan } from "../../mocks/langfuse";
import { serveHandlers, type MswHttpServer } from "../../helpers/msw-over-http";

const password = "tracing users password 7";
const langfuse = createLangfuseMock("*");

describe("Langfuse userId and sessionId", () => {
  let standIn: MswHttpServer;
  let docent: DocentServer;

  beforeAll(async () => {
    standIn = await serveHandlers(langfuse.handlers);
    docent = await startDocent({
      env: {
        APP_PASSWORD: password,
        LANGFUSE_PUBLIC_KEY: "pk-lf-users",
        LANGFUSE_SECRET_KEY: "sk-lf-users",
        LANGFUSE_BASE_URL: standIn.url,
      },
    });
  });
  afterAll(async () => {
    await docent?.stop("SIGKILL");
    await standIn?.close();
  });

  const logIn = async () => {
    const response = await fetch(`${docent.url}/login`, { method: "POST", body: new URLSearchParams({ password }), redirect: "manual" });
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^docent_session=v1\./);
    return { Cookie: cookie };
  };

  /** Asks as the given credentials and returns the answer's exported root span once Langfuse has it. */
  const askAs = async (headers: Record<string, string>, body: Record<string, unknown> = {}) => {
    const response = await fetch(`${docent.url}/api/chat`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message: "What do my documents say about the harbour?", ...body }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { trace_id: string; conversation_id: string };
    let root: ExportedSpan | undefined;
    await expect
      .poll(() => (root = langfuse.spansOf(answer.trace_id).find((span) => span.name === "docent.answer")), {
        timeout: 20_000,
        interval: 200,
      })
      .toBeDefined();
    return { answer, root: root!, spans: langfuse.spansOf(answer.trace_id) };
  };

  it("names a login session's traces after that session, the same for each of its questions and different for another login", async () => {
    const first = await logIn();
    const one = await askAs(first);
    const userId = one.root.attributes["user.id"];
    expect(userId).toMatch(/^session-[0-9a-f]{16}$/);
    expect(one.root.attributes["session.id"]).toBe(one.answer.conversation_id);
    // Every span carries both, so Langfuse's per-user and per-session views count them all.
    for (const span of one.spans)
      expect([span.name, span.attributes["user.id"], span.attributes["session.id"]]).toEqual([
        span.name,
        userId,
        one.answer.conversation_id,
      ]);
    // Nothing of the cookie itself reaches the trace.
    const token = first.Cookie.split("=")[1]!;
    for (const part of token.split(".").filter((piece) => piece.length > 8))
      expect(langfuse.state.rawBodies.join("\n")).not.toContain(part);

    const again = await askAs(first, { conversation_id: one.answer.conversation_id });
    expect(again.root.attributes["user.id"]).toBe(userId);
    expect(again.root.attributes["session.id"]).toBe(one.answer.conversation_id);

    const other = await askAs(await logIn());
    expect(other.root.attributes["user.id"]).toMatch(/^session-[0-9a-f]{16}$/);
    expect(other.root.attributes["user.id"]).not.toBe(userId);
  });

  it("names a script that uses the bearer password `api`", async () => {
    const { root, answer } = await askAs({ Authorization: `Bearer ${password}` });
    expect(root.attributes["user.id"]).toBe("api");
    expect(root.attributes["session.id"]).toBe(answer.conversation_id);
    expect(langfuse.state.rawBodies.join("\n")).not.toContain(password);
  });
});
