/**
 * A rank said before a superlative ("the 2nd highest", "third-most", "the fourth longest") is the row or
 * group at that rank of the question read without it, and "the highest number of <rows>" is the most
 * (server/retrieval/tables/ordinal-rank.ts). Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const climbers = [
  "Climber,Club,Peaks,Fee,Longest ascent",
  "Ana Ruiz,Granite,41,$120.00,5:40",
  "Ben Cole,Granite,35,$95.00,4:10",
  "Cara Lund,Summit,52,$140.00,6:05",
  "Dev Shah,Summit,28,$80.00,3:55",
  "Eli Park,Summit,47,$110.00,5:15",
  "Fay Moss,Ridge,19,$60.00,2:50",
].join("\n");

const ask = (question: string) => csvAnswer(climbers, question, { filename: "climbers.csv" });

describe("a rank said before a superlative", () => {
  it.each([
    ["which climber paid the 2nd highest fee", "Ana Ruiz"],
    ["who has bagged the third-most peaks", "Ana Ruiz"],
    ["which climber had the fourth longest ascent", "Ben Cole"],
    ["who had the 2nd longest ascent", "Ana Ruiz"],
    ["which club has the 2nd largest number of climbers", "Granite"],
    ["which club has the highest number of climbers", "Summit"],
  ])("%s", async (question, expected) => {
    expect((await ask(question)).values).toEqual([expected]);
  });
});
