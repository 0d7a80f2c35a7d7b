// The layer rules of .dependency-cruiser.cjs, checked on small fixture trees: each rule must fail
// on the import it forbids and pass on the imports it allows. `npm run lint` runs the same rules
// on the real tree.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, "../../..");
const depcruise = path.join(projectRoot, "node_modules/.bin/depcruise");
const config = path.join(projectRoot, ".dependency-cruiser.cjs");
const made: string[] = [];

/** Writes the files into a fresh folder laid out like the project, then runs the layer check there. */
async function check(files: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "docent-layers-"));
  made.push(root);
  fs.writeFileSync(
    path.join(root, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", baseUrl: ".", paths: { "~/*": ["./app/*"] } } }),
  );
  for (const folder of ["server", "app"]) fs.mkdirSync(path.join(root, folder), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  try {
    const { stdout } = await run(depcruise, ["server", "app", "--config", config, "--output-type", "err"], { cwd: root });
    return { ok: true, output: stdout };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failure.stdout ?? ""}${failure.stderr ?? ""}` };
  }
}

afterEach(() => {
  for (const root of made.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("layer rules", () => {
  it("allows imports that point down", async () => {
    const result = await check({
      "server/pipeline/stage.ts":
        'import { helper } from "../core/text";\nimport { find } from "../retrieval/search";\nexport const stage = () => helper() + find();\n',
      "server/retrieval/search.ts": 'import { helper } from "../core/text";\nexport const find = () => helper();\n',
      "server/core/text.ts":
        'import type { Usage } from "~/lib/response";\nexport const helper = (): string => "" as string & Partial<Usage>;\n',
      "app/lib/response.ts": "export interface Usage { tokens: number }\n",
      "app/routes/page.tsx": 'import type { Usage } from "~/lib/response";\nexport const page = (usage: Usage) => usage.tokens;\n',
    });
    expect(result.output).not.toMatch(/error/);
    expect(result.ok).toBe(true);
  });

  it("fails when a lower layer imports a higher one", async () => {
    const result = await check({
      "server/stores/chunks.ts": 'import type { Plan } from "../pipeline/types";\nexport const rows = (plan: Plan) => plan;\n',
      "server/pipeline/types.ts": "export interface Plan { query: string }\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("layer-stores-imports-up");
    expect(result.output).toContain("server/stores/chunks.ts → server/pipeline/types.ts");
  });

  it("fails when the core imports anything of the server above it", async () => {
    const result = await check({
      "server/core/types.ts": 'import type { Config } from "../config";\nexport type Shared = Config;\n',
      "server/config.ts": "export interface Config { port: number }\n",
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("layer-core-imports-up");
  });

  it("fails on files that import each other in a loop, even within one layer", async () => {
    const result = await check({
      "server/pipeline/a.ts": 'import { b } from "./b";\nexport const a = () => b();\n',
      "server/pipeline/b.ts": 'import { a } from "./a";\nexport const b = (): unknown => a;\n',
    });
    expect(result.ok).toBe(false);
    expect(result.output).toContain("no-circular");
  });

  it("fails when the UI imports the server, or the server imports UI code", async () => {
    const ui = await check({
      "app/routes/page.tsx": 'import { secret } from "../../server/config";\nexport const page = () => secret;\n',
      "server/config.ts": 'export const secret = "key";\n',
    });
    expect(ui.ok).toBe(false);
    expect(ui.output).toContain("app-imports-server");

    const server = await check({
      "server/http/page.ts": 'import { Button } from "~/components/button";\nexport const page = () => Button;\n',
      "app/components/button.tsx": "export const Button = 1;\n",
    });
    expect(server.ok).toBe(false);
    expect(server.output).toContain("server-imports-ui");
  });
});
