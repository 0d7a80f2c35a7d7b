import { parseFailure } from "../failures";
import type { Parser } from "./parser";

/** Placeholder for formats whose parser has not landed yet. */
export const parseUnsupported: Parser = async ({ type }) => ({
  ok: false,
  failure: parseFailure("unsupported_type", `Reading .${type} files is not available yet.`),
});
