/**
 * `docent/function-length`: a function's own lines, at most `max` (default 80). Lines of the
 * functions it defines inside count for those functions, not for it, so a factory that only
 * gathers small inner functions passes while a long stage body does not. Blank lines and
 * comment-only lines are not counted.
 */
const functionTypes = ["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"];

export const functionLength = {
  meta: {
    type: "suggestion",
    docs: { description: "Limit the lines a function holds itself (nested functions count apart)." },
    schema: [{ type: "object", properties: { max: { type: "integer", minimum: 1 } }, additionalProperties: false }],
    messages: { tooLong: "{{name}} holds {{lines}} lines of its own (at most {{max}}): split it by job." },
  },
  create(context) {
    const max = context.options[0]?.max ?? 80;
    const sourceCode = context.sourceCode;
    const functions = [];
    const collect = (node) => functions.push(node);
    return {
      ...Object.fromEntries(functionTypes.map((type) => [type, collect])),
      "Program:exit"() {
        const commentLines = new Set();
        for (const comment of sourceCode.getAllComments()) {
          for (let line = comment.loc.start.line; line <= comment.loc.end.line; line++) commentLines.add(line);
        }
        const counts = (line) => {
          const text = sourceCode.lines[line - 1]?.trim() ?? "";
          if (text === "") return false;
          // A line that is only (part of) a comment does not count.
          return !(commentLines.has(line) && /^(\/\/|\/\*|\*)/.test(text));
        };
        for (const node of functions) {
          const own = new Set();
          for (let line = node.loc.start.line; line <= node.loc.end.line; line++) if (counts(line)) own.add(line);
          for (const inner of functions) {
            if (inner === node || inner.range[0] <= node.range[0] || inner.range[1] > node.range[1]) continue;
            // The inner function's first line stays with the outer one (it is where it is defined).
            for (let line = inner.loc.start.line + 1; line <= inner.loc.end.line; line++) own.delete(line);
          }
          if (own.size > max) {
            const name = node.id?.name ?? (node.parent?.type === "VariableDeclarator" ? node.parent.id.name : null) ?? "A function";
            context.report({ node, loc: node.loc.start, messageId: "tooLong", data: { name: `'${name}'`, lines: own.size, max } });
          }
        }
      },
    };
  },
};

export const docentPlugin = { rules: { "function-length": functionLength } };
