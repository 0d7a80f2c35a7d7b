/**
 * One row, two roles (docs/architecture.md, "Tables"): two values found in the same two columns
 * take one column each, in the order the question says them.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const trains = ["Service,Origin,Destination,Minutes", "T1,Leeds,York,28", "T2,York,Leeds,30", "T3,Leeds,York,26", "T4,Hull,York,55"].join(
  "\n",
);
const fixtures = ["Home,Away,Referee", "Rovers,United,Ada Price", "United,Rovers,Ben Cole", "Rovers,Athletic,Cy Dunn"].join("\n");

const resultOf = (csv: string, question: string) => csvAnswer(csv, question);

describe("two values in two roles", () => {
  it("reads 'from A to B' as the first column A and the second B", async () => {
    const result = await resultOf(trains, "How many trains ran from Leeds to York?");
    expect(result.number).toBe(2);
    expect(result.how).toBe("Origin = Leeds and Destination = York");
  });

  it("reads 'A hosted B' as A at home and B away", async () => {
    const result = await resultOf(fixtures, "Who was the referee when United hosted Rovers?");
    expect(result.values).toEqual(["Ben Cole"]);
  });

  it("reads 'A at B' as A visiting B", async () => {
    const result = await resultOf(fixtures, "Who was the referee for Rovers at United?");
    expect(result.values).toEqual(["Ben Cole"]);
  });

  it("leaves two values said without roles in either column", async () => {
    const result = await resultOf(trains, "How many trains ran between Leeds and York?");
    expect(result.how).not.toContain("Origin = Leeds and Destination = York");
  });
});
