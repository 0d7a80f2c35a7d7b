/**
 * Server rendering with a Content-Security-Policy nonce. server/http/security.ts makes one nonce
 * per request, puts it in the CSP header and in the load context; here it goes onto every inline
 * script React and Remix write (hydration data, streamed loader data, scroll restoration), so
 * the policy can refuse every other inline script. Why a nonce and not hashes: the hydration
 * scripts carry per-request data, so their hashes change on every response.
 */
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/lib/security-context";

/** How long deferred loader data may keep streaming before the render is cut off. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Crawlers and SPA builds get the whole page at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and Remix logs them; later ones would be lost.
          if (shellRendered) console.error("render error after the page started streaming", error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
