/** Writes the chat stream protocol (app/lib/response.ts ChatEvent) as Server-Sent Events. */
import type { Response } from "express";
import type { ChatEvent } from "~/lib/response";

export function openEventStream(response: Response) {
  response.status(200);
  response.setHeader("Content-Type", "text/event-stream; charset=utf-8");
  response.setHeader("Cache-Control", "no-cache, no-transform");
  response.setHeader("Connection", "keep-alive");
  // Proxies (nginx) must not buffer the stream.
  response.setHeader("X-Accel-Buffering", "no");
  response.flushHeaders();
  return {
    send(event: ChatEvent) {
      if (response.writableEnded || response.destroyed) return;
      const { type, ...data } = event;
      response.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!response.writableEnded) response.end();
    },
  };
}
