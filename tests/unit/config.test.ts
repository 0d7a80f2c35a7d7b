import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, settingNames } from "../../server/config";

const root = path.resolve(import.meta.dirname, "../..");

describe("settings documentation", () => {
  const example = fs.readFileSync(path.join(root, ".env.example"), "utf8");
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const listed = new Map([...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!] as const));

  it(".env.example and the README list every setting", () => {
    for (const name of settingNames) {
      expect(listed.has(name), `${name} missing from .env.example`).toBe(true);
      expect(readme.includes(`\`${name}\``), `${name} missing from README`).toBe(true);
    }
    expect([...listed.keys()].sort()).toEqual([...settingNames].sort());
  });

  it(".env.example shows the real defaults", () => {
    const defaults = loadConfig({});
    for (const [name, value] of listed) {
      if (value === "") continue;
      expect(String(defaults[name as keyof typeof defaults]), name).toBe(value);
    }
  });
});

describe("where originals are kept", () => {
  it("is DATA_DIR/uploads unless UPLOADS_DIR names a folder (a shared one, for several instances)", () => {
    expect(loadConfig({ DATA_DIR: "/srv/docent" }).uploadsDir).toBe("/srv/docent/uploads");
    expect(loadConfig({ DATA_DIR: "/srv/docent", UPLOADS_DIR: "/mnt/shared/originals" }).uploadsDir).toBe("/mnt/shared/originals");
    expect(loadConfig({ DATA_DIR: "/srv/docent", UPLOADS_DIR: "" }).uploadsDir).toBe("/srv/docent/uploads");
  });
});
