import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { denyImports } from "vite-env-only";
import tsconfigPaths from "vite-tsconfig-paths";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { host: "127.0.0.1" },
  plugins: [
    // server/ holds secrets, stores and native modules: the browser bundle must never import it.
    denyImports({ client: { files: ["**/server/**"], specifiers: ["better-sqlite3", "chromadb", "openai"] } }),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
  ],
});
