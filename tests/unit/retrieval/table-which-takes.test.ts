/** "Which crossing takes longest?" over an 'h:mm' Crossing column: "which" + a verb of duration picks the row. */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const routes = ["Route,Crossing (h:mm)", "Kirkwall to Shapinsay,0:25", "Kirkwall to Westray,1:25", "Oban to Lismore,0:50"].join("\n");

describe("which row takes longest", () => {
  it("names the route for 'Which crossing takes longest?', and the time for 'What is the longest crossing?'", async () => {
    expect((await csvAnswer(routes, "Which crossing takes longest?")).values).toEqual(["Kirkwall to Westray"]);
    expect((await csvAnswer(routes, "What is the longest crossing?")).values).toEqual(["1:25"]);
  });
});
