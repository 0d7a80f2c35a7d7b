import { describe, expect, it } from "vitest";
import { definesSubject } from "../../../server/pipeline/answer-shape";
import { withDefiningPassage } from "../../../server/pipeline/defining-passages";
import { extractAnswer } from "../../../server/pipeline/extractive";
import type { Search } from "../../../server/retrieval/hybrid-search";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

describe("defining sentences", () => {
  it("knows the naming patterns: we call, known as, refers to, an apposition, an abbreviation in brackets", () => {
    expect(definesSubject("We call the resulting tracing VM TraceMonkey.", "TraceMonkey")).toBe(true);
    expect(definesSubject("Surplus food collected from supermarkets is known as rescue stock.", "rescue stock")).toBe(true);
    expect(definesSubject("The term cold chain refers to keeping chilled food below 5 degrees.", "cold chain")).toBe(true);
    expect(definesSubject("Blitz, a game with 5 minutes or less per player, is played late.", "blitz")).toBe(true);
    expect(definesSubject("Most work is in document image analysis (DIA) tasks.", "DIA")).toBe(true);
    expect(definesSubject("un langage de manipulation de requêtes (appelé QSL).", "QSL")).toBe(true);
    // Mentions and rankings, not definitions.
    expect(definesSubject("TraceMonkey is faster than SpiderMonkey on most benchmarks.", "TraceMonkey")).toBe(false);
    expect(definesSubject("TraceMonkey is the fastest VM on 9 of the 26 benchmarks.", "TraceMonkey")).toBe(false);
    expect(definesSubject("The interest is the interest paid on a loan.", "interest")).toBe(true);
    expect(definesSubject("An induction is the first session every new member attends.", "induction")).toBe(true);
    expect(definesSubject("A rapidplay is a game in which each player has 15 minutes.", "rapidplay")).toBe(true);
    expect(definesSubject("Rescue stock must be checked for dates before it is sorted.", "rescue stock")).toBe(false);
    expect(definesSubject("The cold chain is logged twice a day.", "cold chain")).toBe(false);
  });

  it("prefers the naming sentence over sentences that mention the term", () => {
    const sources = buildSourceContext(
      [
        makeChunk("Rescue stock must be checked for dates before it is sorted. Rescue stock is stored on the left."),
        makeChunk("Surplus food collected from supermarkets at the end of the day is known as rescue stock."),
      ],
      12_000,
    ).sources;
    const answer = extractAnswer({ question: "What is rescue stock?", sources, style: "concise", intent: "definition" });
    expect(answer.answer).toMatch(/^Surplus food collected/);
  });
});

describe("the defining passage", () => {
  const mention = makeChunk("TraceMonkey runs the benchmark. TraceMonkey records traces.");
  const defining = makeChunk("Our VM is based on SpiderMonkey. We call the resulting tracing VM TraceMonkey.");
  const searchFinding = (found: (typeof mention)[]): Search & { asked: string[][] } => {
    const asked: string[][] = [];
    const search = (async () => ({ chunks: [] })) as unknown as Search & { asked: string[][] };
    search.many = async (request) => {
      asked.push(request.queries);
      expect(request.lexicalOnly).toBe(true);
      return request.queries.map(() => ({ chunks: found }));
    };
    search.asked = asked;
    return search;
  };

  it("brings the passage that defines the subject when the search found only mentions", async () => {
    const search = searchFinding([mention, defining]);
    const chunks = await withDefiningPassage({ question: "What is TraceMonkey?", chunks: [mention], topK: 5, search });
    expect(chunks.map((chunk) => chunk.chunk_id)).toEqual([mention.chunk_id, defining.chunk_id]);
    expect(search.asked[0]![0]).toBe("TraceMonkey");
  });

  it("searches nothing when a retrieved passage already defines it, or the question is no definition", async () => {
    const search = searchFinding([defining]);
    await withDefiningPassage({ question: "What is TraceMonkey?", chunks: [defining], topK: 5, search });
    await withDefiningPassage({ question: "How fast is TraceMonkey on the benchmark?", chunks: [mention], topK: 5, search });
    expect(search.asked).toEqual([]);
  });
});

describe("definesSubject: 'By X we mean …' (second round, tuned on the spent round 14)", () => {
  it("reads the writer's own definition", () => {
    expect(definesSubject("By a dark-sky night we mean a night with no moon above the horizon after 10pm.", "dark-sky night")).toBe(true);
    expect(definesSubject("By ‘transit’, we mean a planet crossing the face of its star.", "transit")).toBe(true);
    expect(definesSubject("By Friday we mean to finish the survey.", "survey")).toBe(false);
  });

  it("leads a definition's answer with it, over a sentence that only names the term", () => {
    const sources = buildSourceContext(
      [
        makeChunk(
          "Who to contact\n\nThe events secretary, who sends the dark-sky night alerts, is Ravi Shah.\n\nWords we use\n\nBy a dark-sky night we mean a night with no moon above the horizon after 10pm.",
        ),
      ],
      12_000,
    ).sources;
    const answer = extractAnswer({ question: "What's a dark-sky night?", sources, style: "concise", intent: "definition" }).answer;
    expect(answer).toMatch(/^By a dark-sky night we mean a night with no moon/);
  });
});
