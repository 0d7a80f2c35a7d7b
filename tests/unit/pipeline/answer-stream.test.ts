import { describe, expect, it } from "vitest";
import type { ChatEvent } from "~/lib/response";
import { createAnswerStream, createCitationFilter } from "../../../server/pipeline/answer-stream";
import { validate } from "../../../server/pipeline/validator";
import { makeDeps, parisChunks } from "./stage-fixtures";

/** Streams `pieces` through a filter for `sourceCount` sources; returns every piece it passed on. */
function filtered(pieces: string[], sourceCount = 3) {
  const out: string[] = [];
  const filter = createCitationFilter(sourceCount, (text) => out.push(text));
  for (const piece of pieces) filter.push(piece);
  filter.flush();
  return out;
}

/** Every way to cut `text` into three pieces. */
function* threeWaySplits(text: string) {
  for (let i = 0; i <= text.length; i++) {
    for (let j = i; j <= text.length; j++) yield [text.slice(0, i), text.slice(i, j), text.slice(j)];
  }
}

describe("createCitationFilter", () => {
  it("drops a marker for a source that does not exist wherever the pieces cut it, and never shows any of it", () => {
    const draft = "Paris has 2,102,650 residents [Source 1] and a tower [Source 7].";
    for (const pieces of threeWaySplits(draft)) {
      const out = filtered(pieces);
      expect(out.join(""), JSON.stringify(pieces)).toBe("Paris has 2,102,650 residents [Source 1] and a tower.");
      expect(out.join("")).not.toContain("7");
    }
  });

  it('holds "[Sou" back until the marker is complete', () => {
    const out: string[] = [];
    const filter = createCitationFilter(3, (text) => out.push(text));
    filter.push("The tower is 330 metres tall [Sou");
    expect(out).toEqual(["The tower is 330 metres tall"]);
    filter.push("rce 7");
    expect(out).toHaveLength(1);
    filter.push("]. It opened in 1889 [Source 2].");
    filter.flush();
    expect(out.join("")).toBe("The tower is 330 metres tall. It opened in 1889 [Source 2].");
  });

  it("passes brackets that are not citations on at once, and a marker left open when the draft ends", () => {
    const out: string[] = [];
    const filter = createCitationFilter(3, (text) => out.push(text));
    filter.push("Opening hours [see note");
    expect(out.join("")).toBe("Opening hours [see note");
    filter.push("] vary [Source 9");
    filter.flush();
    expect(out.join("")).toBe("Opening hours [see note] vary [Source 9");
  });

  it("holds a possible marker back for a bounded length only", () => {
    const out: string[] = [];
    const filter = createCitationFilter(3, (text) => out.push(text));
    filter.push("Sources vary [Sources: " + "the annual report of the city, ".repeat(10));
    expect(out.join("")).toContain("the annual report");
  });

  it("repairs each draft as the validator does, however the draft is cut", async () => {
    const deps = makeDeps();
    const chunks = parisChunks();
    const drafts = [
      "Paris has 2,102,650 residents [Source 1, 9].",
      "Paris has 2,102,650 residents [Sources 1 and 3] and the tower is 330 metres tall [Source 2].",
      "Paris has 2,102,650 residents\n[Source 1] as of January 2023.",
      "[Source 9] Paris has 2,102,650 residents as of January 2023.",
      "Paris has 2,102,650 residents [source0] [Sources] [Source 2] [Source 9].",
      "Paris [[Source 9] has a tower [note] that is 330 metres tall [Source 2].",
      "The Eiffel Tower is 330 metres tall [Source 2]  [Source 4] and was built by 1889 [Sou",
    ];
    for (const draft of drafts) {
      const validation = await validate(
        { question: "How many people live in Paris?", draft: { answer: draft, context_used: "", num_sources: 3 }, chunks },
        deps,
      );
      for (let cut = 0; cut <= draft.length; cut++) {
        const pieces = [draft.slice(0, cut), draft.slice(cut)];
        expect(filtered(pieces).join("").trim(), JSON.stringify(pieces)).toBe(validation.answer);
      }
    }
  });
});

describe("createAnswerStream", () => {
  function recorded() {
    const events: ChatEvent[] = [];
    return { events, stream: createAnswerStream((event) => events.push(event)) };
  }

  it("settles without withdrawing the text when the answer differs from it only in citations and spacing", () => {
    const { events, stream } = recorded();
    stream.delta("Il y a 2 102 650 habitants [Source 1] ; et une tour [Source 8] ?");
    stream.settle("Il y a 2 102 650 habitants [Source 1]; et une tour?");
    expect(events.map((event) => event.type)).toEqual(["answer-delta"]);
  });

  it("withdraws the text and sends the answer when the words differ", () => {
    const { events, stream } = recorded();
    stream.delta("Paris is a city [Source 1].");
    stream.settle("Paris has 2,102,650 residents [Source 1].");
    expect(events).toEqual([
      { type: "answer-delta", text: "Paris is a city [Source 1]." },
      { type: "answer-reset", attempt: 1 },
      { type: "answer-delta", text: "Paris has 2,102,650 residents [Source 1]." },
    ]);
  });

  it("appends what the answer adds to the shown text", () => {
    const { events, stream } = recorded();
    stream.delta("Paris has 2,102,650 residents [Source 1].");
    stream.settle("Paris has 2,102,650 residents [Source 1]. From the web: more.");
    expect(events.at(-1)).toEqual({ type: "answer-delta", text: " From the web: more." });
  });
});
