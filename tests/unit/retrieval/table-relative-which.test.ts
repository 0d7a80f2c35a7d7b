/**
 * "which" after a preposition begins a clause ("the fastest speed at which a bird was hit"): the
 * question asks for the value, not for the row that has it; "Which aircraft …" and "In which country
 * …" (a noun after "which", not a clause's subject) still name the row.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const strikes = ["Aircraft,Speed IAS in knots,Species", "B-727,350,Gull", "A-320,140,Hawk", "C-172,90,Goose"].join("\n");

describe("a relative 'which' asks for nothing", () => {
  it("answers the value of 'the fastest speed at which a bird was hit'", async () => {
    const speed = await csvAnswer(strikes, "What's the fastest speed at which a bird was hit?");
    expect([speed.plan.operation, speed.values]).toEqual(["max", ["350"]]);
  });

  it("still names the row of 'Which aircraft was hit at the fastest speed?'", async () => {
    expect((await csvAnswer(strikes, "Which aircraft was hit at the fastest speed?")).values).toEqual(["B-727"]);
  });

  it("reads 'In which country …' as a question that names a row", async () => {
    const titles = ["Tournament,Date,Country", "Open A,1985-01-01,France", "Open B,1986-09-08,Switzerland", "Open C,1984-05-02,Italy"].join(
      "\n",
    );
    expect((await csvAnswer(titles, "In which country did he win his last title?")).values).toEqual(["Switzerland"]);
  });
});
