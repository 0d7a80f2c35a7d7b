/**
 * Questions asked in the reader's own words (#16): a situation told before the ask ("…, how do we get
 * hot water?") and the ask's shape (a how-to answered by an instruction, a who by a person named).
 * The passages are a made community centre's handbook, written for this test from how such handbooks read.
 */
import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { asksHowTo, instructs } from "../../../server/pipeline/instruction-sentence";
import { askShapeOf, toldSituation } from "../../../server/pipeline/told-situation";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const handbook = [
  "Elmfield Community Centre",
  "Hirers' Handbook",
  "Elmfield Community Centre is run by volunteers for the people of the Elmfield estate.",
  "Hot water",
  "The boiler in the kitchen cupboard heats the water from 8am to 10pm. If the taps run cold outside those hours, turn the dial on the boiler to constant for an hour.",
  "Volunteering",
  "The centre is always glad of new helpers. Anyone over 16 can join the Saturday rota by leaving their name at the front desk.",
  "Lost property",
  "Lost property goes in the box under the front desk. The box is kept by the caretaker, Margaret Oyelaran, who also holds the key to the store room.",
].join("\n");
const sources = () =>
  buildSourceContext(
    [makeChunk(handbook, { metadata: { doc_id: "hall", filename: "elmfield-hirers-handbook.pdf", chunk_index: 0, page: 1 } })],
    12_000,
  ).sources;
const answerTo = (question: string) => extractAnswer({ question, sources: sources(), style: "concise" }).answer;
const admission = /do not contain information/;

describe("a situation told before the ask", () => {
  it("splits the telling from the ask, but not a condition or a question of its own", () => {
    expect(toldSituation("The party has just ended and the taps are running cold, how can we get hot water?")).toMatchObject({
      telling: "The party has just ended and the taps are running cold",
      ask: "how can we get hot water?",
      askNamesTopic: true,
    });
    expect(toldSituation("If the taps run cold, how can we get hot water?")).toBeNull();
    expect(toldSituation("What was the grant for, and who gave it?")).toBeNull();
    // The ask names no thing: the telling is what is asked.
    expect(toldSituation("I want to help out at the centre on Saturdays, how do I get involved?")?.askNamesTopic).toBe(false);
  });

  it("answers the ask with the sentence that says what to do, the telling's words weighing little", () => {
    // Scored whole, "finished", "jumble", "sale", "freezing" sank every sentence under the floor.
    expect(answerTo("we've just finished the jumble sale and the kitchen is freezing, how can we get hot water?")).toMatch(
      /^If the taps run cold outside those hours, turn the dial/,
    );
  });

  it("opens a how-to's answer with the instruction, not the description beside it", () => {
    expect(answerTo("how do we get hot water?")).toMatch(/^If the taps run cold outside those hours, turn the dial/);
    expect(answerTo("I'd love to help out at the centre on Saturdays, how do I get involved?")).toMatch(/can join the Saturday rota/);
  });

  it("answers a who-ask by the person named beside a thing the question names", () => {
    expect(answerTo("my son left his coat behind after football last week, who do I speak to about lost property?")).toMatch(
      /Margaret Oyelaran/,
    );
  });

  it("keeps the admission when the documents hold none of the things told", () => {
    expect(answerTo("We lost our cat on the estate last week, who should we tell?")).toMatch(admission);
    expect(answerTo("The car park barrier is stuck, how do we get it up?")).toMatch(admission);
  });
});

describe("the shape of a how-to and of an instruction", () => {
  it("reads how-to asks", () => {
    expect(asksHowTo("how do we get the lights on?")).toBe(true);
    expect(asksHowTo("What should I do if the alarm goes off?")).toBe(true);
    expect(asksHowTo("How many people live there?")).toBe(false);
    expect(askShapeOf("How many chairs are there?")).toBeNull();
  });

  it("tells an order, an order after its condition and 'you can' from a description", () => {
    expect(instructs("Press the green button by the door.")).toBe(true);
    expect(instructs("Keep dogs on a lead in the garden.")).toBe(true);
    expect(instructs("If the alarm sounds, leave by the nearest exit.")).toBe(true);
    expect(instructs("You can pay at the bar.")).toBe(true);
    expect(instructs("Bed linen and towels are provided.")).toBe(false);
    expect(instructs("The boiler heats the water from 8am to 10pm.")).toBe(false);
    expect(instructs("Ring fees are paid each spring.")).toBe(false);
  });
});
