/** "What is the fare when the distance is 12?": a number a named column "is" picks the row by that column (mentions.ts). */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const fares = ["Distance (km),Fare (EUR),Zones", "4,2.10,1", "8,3.40,2", "12,4.80,3", "16,6.00,4"].join("\n");
const trials = ["Dose (mg),Attempt,Response time (s)", "5,1,1.9", "10,2,1.4", "20,3,1.1"].join("\n");

describe("a row picked by a number its column is", () => {
  it("reads 'when the <column> is N' and 'was N' as that column equal to N", async () => {
    const fare = await csvAnswer(fares, "What is the fare when the distance is 12?");
    expect(fare.values).toEqual(["4.8"]);
    const time = await csvAnswer(trials, "What was the response time when the dose was 10 mg?");
    expect(time.values).toEqual(["1.4"]);
    const equals = await csvAnswer(fares, "What fare do I pay if the distance equals 16?");
    expect(equals.values).toEqual(["6"]);
  });

  it("does not read 'what is N' as a key", async () => {
    const count = await csvAnswer(fares, "How many fares are over 3?");
    expect(count.number).toBe(3);
  });
});
