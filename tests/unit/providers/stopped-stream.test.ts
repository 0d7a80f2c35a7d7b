/**
 * A streamed answer the user stops is a cancellation, not a short answer. The OpenAI SDK ends a
 * stream quietly when its signal aborts (its iterator returns instead of throwing), so without a
 * check the half-written text came back as a completed answer. A real socket on 127.0.0.1 streams
 * one token every 20 ms, forever, so the stream only ends when the abort reaches it.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import OpenAI from "openai";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createOpenAIChat } from "../../../server/providers/openai-chat";

let server: http.Server;
let closedConnections = 0;

beforeAll(async () => {
  const chunk = {
    id: "c",
    object: "chat.completion.chunk",
    created: 1,
    model: "endless",
    choices: [{ index: 0, delta: { content: "word " }, finish_reason: null }],
  };
  server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/event-stream" });
    const timer = setInterval(() => response.write(`data: ${JSON.stringify(chunk)}\n\n`), 20);
    response.on("close", () => {
      clearInterval(timer);
      closedConnections++;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("a stream stopped after its first tokens rejects with an AbortError and closes the connection", async () => {
  const { port } = server.address() as AddressInfo;
  const client = new OpenAI({ apiKey: "sk-test", baseURL: `http://127.0.0.1:${port}/v1`, maxRetries: 0 });
  const chat = createOpenAIChat({ client, model: "endless" });
  const stop = new AbortController();
  const tokens: string[] = [];
  const completion = chat.complete({
    purpose: "reasoner",
    messages: [{ role: "user", content: "Go on forever." }],
    temperature: 0,
    maxTokens: 100,
    signal: stop.signal,
    onToken: (token) => {
      tokens.push(token);
      if (tokens.length === 3) stop.abort();
    },
  });

  await expect(completion).rejects.toMatchObject({ name: "AbortError" });
  expect(tokens).toHaveLength(3);
  await expect.poll(() => closedConnections).toBe(1);
});
