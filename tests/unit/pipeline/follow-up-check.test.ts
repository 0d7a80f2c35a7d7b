/**
 * The verdict on an unsure follow-up's offline guess once the fast rewrite is known
 * (follow-up-check.ts, docs/architecture.md "The time budget"): the draft stands when the
 * rewrite's leading passages were the answer's, when the rewrite failed or its own search is weak;
 * it is answered again when the rewrite leads elsewhere or names an intent another answerer serves.
 */
import { describe, expect, it } from "vitest";
import type { RetrievedChunk } from "../../../server/core/types";
import { judgeGuess } from "../../../server/pipeline/follow-up-check";
import type { SettledRewrite } from "../../../server/pipeline/intent";

const thresholds = { high: 0.65, medium: 0.5 };
const chunk = (id: string, lexical = 0.5): RetrievedChunk => ({
  chunk_id: id,
  text: id,
  metadata: { doc_id: "d", filename: "f.txt", chunk_index: 0 } as RetrievedChunk["metadata"],
  score: 0.3,
  lexical_score: lexical,
  fused_score: 0.1,
  kind: "document",
});

const guess = "What do Paris eat?";
const planned = {
  needs_retrieval: true,
  query: guess,
  safety_flags: [],
  intent: "lookup" as const,
  follow_up: { question: "What do they eat?", settled: Promise.resolve(null) },
};
/** The verdict when the answer read passages a, b, c and the rewrite's search finds `found`. */
const verdict = (rewrite: SettledRewrite, found: RetrievedChunk[]) =>
  judgeGuess(rewrite, { planned, given: [chunk("a"), chunk("b"), chunk("c")], search: async () => found, thresholds });

describe("judgeGuess", () => {
  it("keeps the draft when the rewrite's two leading passages were the answer's; the judge reads the rewrite", async () => {
    const rewrite = { query: "What do the people of Paris eat?" };
    expect(await verdict(rewrite, [chunk("b"), chunk("a"), chunk("z")])).toEqual({ keep: true, question: rewrite.query });
  });

  it("answers again when one of them was not", async () => {
    const rewrite = { query: "Which dishes is Lyon known for?" };
    expect(await verdict(rewrite, [chunk("a"), chunk("z")])).toEqual({ keep: false, rewrite });
    expect(await verdict(rewrite, [chunk("z"), chunk("a")])).toEqual({ keep: false, rewrite });
  });

  it("answers again when the rewrite names an intent another answerer serves, whatever it finds", async () => {
    const rewrite = { query: "Summarise the Paris document", intent: "summary" as const };
    expect(await verdict(rewrite, [chunk("a"), chunk("b")])).toEqual({ keep: false, rewrite });
    // Another intent the passages serve too changes nothing.
    expect(await verdict({ query: "List what Parisians eat", intent: "list" }, [chunk("a")])).toMatchObject({ keep: true });
  });

  it("keeps the guess when the rewrite failed, repeats it, or finds nothing to go on", async () => {
    expect(await verdict(null, [chunk("z")])).toEqual({ keep: true, question: guess });
    expect(await verdict({ query: "what do paris eat?" }, [chunk("z")])).toEqual({ keep: true, question: "what do paris eat?" });
    expect(await verdict({ query: "Quoi?" }, [])).toEqual({ keep: true, question: "Quoi?" });
    // Weak: no word in common and nothing close in meaning.
    expect(await verdict({ query: "What do they eat?" }, [chunk("z", 0)])).toEqual({ keep: true, question: "What do they eat?" });
  });
});
