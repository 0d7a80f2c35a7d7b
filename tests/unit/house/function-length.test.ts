// docent/function-length: a function's own lines are capped; lines of the functions it defines
// inside count for those functions only.
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { docentPlugin } from "../../../eslint/function-length.js";

function lint(code: string, max = 5) {
  const linter = new Linter({ configType: "flat" });
  return linter.verify(code, [{ plugins: { docent: docentPlugin }, rules: { "docent/function-length": ["error", { max }] } }]);
}

const statements = (count: number) => Array.from({ length: count }, (_, index) => `  total += ${index};`).join("\n");

describe("docent/function-length", () => {
  it("reports a function whose own body is longer than the limit", () => {
    const messages = lint(`function long() {\n  let total = 0;\n${statements(6)}\n  return total;\n}\n`);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toMatch(/'long' holds 10 lines of its own \(at most 5\)/);
  });

  it("passes a factory that only gathers small inner functions", () => {
    const inner = (name: string) => `  function ${name}() {\n    let total = 0;\n    total += 1;\n    return total;\n  }`;
    // Its own lines: the header, one line per inner function, the return and the closing brace.
    const messages = lint(`function createThing() {\n${inner("a")}\n${inner("b")}\n  return { a, b };\n}\n`);
    expect(messages).toEqual([]);
  });

  it("still reports a long inner function of a factory, by its own name", () => {
    const messages = lint(
      `export function createThing() {\n  const big = () => {\n    let total = 0;\n${statements(8)}\n    return total;\n  };\n  return { big };\n}\n`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message).toContain("'big'");
  });

  it("does not count blank lines and comment-only lines", () => {
    const messages = lint(
      `function commented() {\n  // one\n\n  /* two\n   * three\n   */\n  let total = 0;\n  total += 1;\n  return total;\n}\n`,
    );
    expect(messages).toEqual([]);
  });
});
