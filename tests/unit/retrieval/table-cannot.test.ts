/**
 * "can't", "cannot", "won't" deny like "don't": "How many cafés can't do soldering?" over a ✓ / x
 * Soldering column counts the others, with "do" a light verb before the flag's name.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const cafes = [
  "Venue,Town,Soldering",
  "Hall A,Kendal,✓",
  "Library B,Penrith,x",
  "Church C,Kendal,✓",
  "Centre D,Millom,x",
  "Hall E,Keswick,x",
].join("\n");

describe("a flag denied by can't", () => {
  it("counts the rows without it", async () => {
    const cannot = await csvAnswer(cafes, "How many cafés can't do soldering?");
    expect([cannot.number, cannot.how]).toEqual([3, "Soldering ≠ Yes"]);
    expect((await csvAnswer(cafes, "How many cafés cannot do soldering?")).number).toBe(3);
    expect((await csvAnswer(cafes, "How many cafés do soldering?")).number).toBe(2);
  });
});
