/**
 * A month said in lower case is a month, never a slip of a cell word one letter away ("june" is not the
 * track "Juno"; server/retrieval/tables/spelling.ts). Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const tracks = [
  "Track,Artist,Released,Plays",
  "Juno,The Lanterns,2026-02-14,1200",
  "Harbour Lights,Mira Vale,2026-07-03,5400",
  "Slow Rivers,The Lanterns,2026-09-21,800",
  "Paper Moon,Kit Ames,2025-11-30,2300",
].join("\n");

const ask = (question: string) => csvAnswer(tracks, question, { filename: "tracks.csv" });

describe("a month in lower case beside a cell one letter away", () => {
  it("how many tracks came out after june 2026", async () => {
    expect((await ask("how many tracks came out after june 2026")).number).toBe(2);
  });

  it("which tracks were released before june 2026", async () => {
    expect((await ask("which tracks were released before june 2026")).values).toEqual(["Juno", "Paper Moon"]);
  });
});
