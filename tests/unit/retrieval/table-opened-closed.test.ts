/**
 * Order said by a verb of an event (docs/architecture.md, "Tables"): what opened an event came first in
 * it, what closed it last ("Who opened the festival?", "which band closed the weekend").
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const lineUp = [
  "Act,Stage,Date,Start",
  "Glass Coast,Main,2026-07-12,21:00",
  "The Saltmarsh Choir,Main,2026-07-10,12:00",
  "Neon Harbour,Lighthouse,2026-07-11,18:30",
].join("\n");
const museums = ["Museum,Opened,Visitors", "Old Mill,1990,1200", "Quay Gallery,2004,800"].join("\n");

describe("opened / closed an event", () => {
  it("names the first act for 'opened' and the last for 'closed'", async () => {
    expect((await csvAnswer(lineUp, "Who opened the festival?", { filename: "festival-line-up.csv" })).values).toEqual([
      "The Saltmarsh Choir",
    ]);
    expect((await csvAnswer(lineUp, "which act closed the weekend", { filename: "festival-line-up.csv" })).values).toEqual(["Glass Coast"]);
    expect((await csvAnswer(lineUp, "Who kicked off the festival?", { filename: "festival-line-up.csv" })).values).toEqual([
      "The Saltmarsh Choir",
    ]);
  });

  it("keeps 'opened' as a verb of its own column when no event follows it", async () => {
    expect((await csvAnswer(museums, "Which museum opened in 1990?", { filename: "museums.csv" })).values).toEqual(["Old Mill"]);
  });
});
