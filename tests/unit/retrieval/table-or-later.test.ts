/**
 * A year with its side said after it ("opened in 2010 or later", "2000 or earlier") is a bound on
 * the date, as "since 2010" and "until 2000" are, not the one year.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const huts = ["Hut,Opened", "A,1959-08-22", "B,1998-07-07", "C,2000-03-01", "D,2010-06-14", "E,2015-06-28", "F,2022-05-20"].join("\n");

describe("a year or later / or earlier", () => {
  it("reads 'in 2010 or later' as from 2010 and '2000 or earlier' as until 2000", async () => {
    expect((await csvAnswer(huts, "How many huts opened in 2010 or later?")).number).toBe(3);
    expect((await csvAnswer(huts, "How many huts opened in 2000 or earlier?")).number).toBe(3);
    expect((await csvAnswer(huts, "How many huts opened in 2010?")).number).toBe(1);
  });
});
