/**
 * A yes / no column said by meaning rather than by its cells (server/retrieval/tables/flag-words.ts):
 * its word with un- / non- ("uninsured"), one word of its name no other header holds ("paid" of Deposit
 * paid), and a flag said as needed, awaited or outstanding ("still need", "yet to be", "outstanding")
 * is its No rows. Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const tenants = [
  "Tenant,Flat,Rent,Deposit paid,Insured,Boiler serviced,Inspected",
  "Ada Quinn,1A,$950.00,yes,yes,✓,yes",
  "Bram Holt,1B,$875.00,no,yes,x,no",
  "Cleo Marsh,2A,$990.00,yes,no,✓,yes",
  "Dario Venn,2B,$910.00,yes,no,x,yes",
  "Esme Lowe,3A,$1020.00,no,yes,✓,no",
].join("\n");

const ask = (question: string) => csvAnswer(tenants, question, { filename: "tenants.csv" });

describe("a flag said by meaning", () => {
  it.each([
    ["which tenants are uninsured", ["Cleo Marsh", "Dario Venn"]],
    ["which tenants still need their boiler serviced", ["Bram Holt", "Dario Venn"]],
    ["which tenants are yet to be inspected", ["Bram Holt", "Esme Lowe"]],
    ["which tenants' deposits are still outstanding", ["Bram Holt", "Esme Lowe"]],
  ])("%s", async (question, expected) => {
    expect((await ask(question)).values).toEqual(expected);
  });

  it.each([
    ["how many tenants have paid", 3],
    ["how many uninspected flats are there", 2],
  ])("%s", async (question, expected) => {
    expect((await ask(question)).number).toBe(expected);
  });
});
