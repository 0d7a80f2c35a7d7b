/**
 * A superlative said as part of a column's name ("the quickest top" over Quickest top) ranks that column in the
 * superlative's own direction; the rest of the name ("top", "total") is no operation of its own
 * (server/retrieval/tables/interpret.ts, operationBesideNames). Phrasings new to every eval set but the spent held-out-19.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const comp = [
  "Name,Club,Quickest top,Best total",
  "Ana Ruiz,North,2:05,41",
  "Ben Cole,South,1:40,55",
  "Cai Wen,North,3:10,48",
  "Dee Holt,South,2:30,37",
].join("\n");

const ask = (question: string) => csvAnswer(comp, question, { filename: "comp.csv" });

describe("a superlative inside a column's name", () => {
  it.each([
    ["who had the quickest top", "Ben Cole"],
    ["who had the 2nd quickest top", "Ana Ruiz"],
    ["who had the best total", "Ben Cole"],
  ])("%s → %s", async (question, answer) => {
    expect((await ask(question)).values).toEqual([answer]);
  });
});
