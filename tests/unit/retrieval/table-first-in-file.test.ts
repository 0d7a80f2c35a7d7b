/**
 * "The first <row> in the file / catalogue / csv" is the file's own first row, not the smallest value of
 * a date or number column (server/retrieval/tables/operation.ts). Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const films = [
  "Title,Director,Released,Runtime",
  "Night Harbour,A. Okoye,2019-05-02,1:52",
  "Glass River,M. Brandt,2011-09-14,2:05",
  "The Quiet Field,S. Ito,2023-01-20,1:38",
  "Old Signals,R. Vance,2016-03-08,1:47",
].join("\n");

const ask = (question: string) => csvAnswer(films, question, { filename: "films.csv" });

describe("the first or last row of the file", () => {
  it.each([
    ["which film comes first in the file", "Night Harbour"],
    ["what is the top film of the catalogue", "Night Harbour"],
    ["name the last film in this csv", "Old Signals"],
  ])("%s", async (question, expected) => {
    expect((await ask(question)).values).toEqual([expected]);
  });

  it("still ranks by date when no file is said: which film was released first", async () => {
    expect((await ask("which film was released first")).values).toEqual(["Glass River"]);
  });
});
