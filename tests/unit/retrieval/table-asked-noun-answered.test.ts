/**
 * A row answer names the row by what the question asks (server/retrieval/tables/interpret.ts, accounted.ts): "the
 * last bed" by the Bed column, "who" by the column of names, never a code; a column said whole outweighs one said in
 * part; and a column asked whole that the answer is not named by is never `high`. Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const beds = [
  "Bed,Keeper,Crop,Size,Joined",
  "B1,Ann Ford,Leeks,12,2019",
  "B2,Tom Reid,Beans,20,2021",
  "B3,Lena Holt,Kale,15,2016",
  "B4,Sam Ortiz,Onions,18,2022",
].join("\n");
const gigs = ["Band,Stage,Set length,Crowd,Fee", "Owls,Jazz,1:10,1200,500", "Reeds,Jazz,0:50,800,300", "Bolt,Rock,1:30,5000,2000"].join(
  "\n",
);

const ask = (question: string) => csvAnswer(beds, question, { filename: "allotment.csv" });

describe("the asked noun names the answer", () => {
  it.each([
    ["whats the last bed in the list", "B4"],
    ["whos on the bed before lena holt", "Tom Reid"],
    ["who keeps the bed after tom reid", "Lena Holt"],
  ])("%s → %s, `high`", async (question, answer) => {
    const result = await ask(question);
    expect(result.values).toEqual([answer]);
    expect(result.plan.assumptions).toEqual([]);
  });

  it("a column asked whole that the answer is not named by is not `high`: the first bed on the list?", async () => {
    const result = await ask("the first bed on the list?");
    expect(result.plan.assumptions.join(" ")).toContain('"bed" names "Bed", which was not used');
  });

  it("what is the total crowd for the jazz sets: Crowd said whole, not Set length said in part", async () => {
    const result = await csvAnswer(gigs, "what is the total crowd for the jazz sets", { filename: "gigs.csv" });
    expect(result.number).toBe(2000);
  });
});
