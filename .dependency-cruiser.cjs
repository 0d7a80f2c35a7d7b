/**
 * The server's layers, top to bottom: a file may import its own layer and the layers below it,
 * never one above (docs/architecture.md explains each). `npm run lint` runs this check.
 */
const layers = [
  ["main", "^server/main\\.ts$"],
  ["http", "^server/http/"],
  ["services", "^server/services(\\.ts$|/)"],
  ["pipeline", "^server/pipeline/"],
  ["ingest", "^server/ingest/"],
  ["retrieval", "^server/retrieval/"],
  ["stores", "^server/stores/"],
  ["chroma", "^server/chroma/"],
  ["providers", "^server/providers/"],
  ["prompts", "^server/prompts/"],
  ["tracing", "^server/tracing/"],
  ["config", "^server/config\\.ts$"],
  ["core", "^server/core/"],
  ["shared", "^app/lib/"],
];

const upward = layers.slice(1).map(([name, path], index) => ({
  name: `layer-${name}-imports-up`,
  comment: `${name} may only import ${
    layers
      .slice(index + 2)
      .map(([below]) => below)
      .join(", ") || "nothing of ours"
  } (and itself)`,
  severity: "error",
  from: { path },
  to: { path: layers.slice(0, index + 1).map(([, above]) => above) },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files that import each other in a loop cannot be read, tested or moved one at a time.",
      severity: "error",
      from: { path: "^(server|app|scripts)/" },
      to: { circular: true },
    },
    ...upward,
    {
      name: "app-imports-server",
      comment: "The UI talks to the server through the HTTP API and app/lib's shared schema only.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "server-imports-ui",
      comment: "The server shares only app/lib (the response schema) with the UI.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/(?!lib/)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|data|\\.cache)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".mjs", ".js"],
    },
  },
};
