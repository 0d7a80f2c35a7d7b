import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

// A passenger guide in three passages, the defining sentence in the one the search ranks last.
const meta = { doc_id: "doc1", filename: "harbour-ferry-passenger-guide-2026.docx", page: null };
const sources = buildSourceContext(
  [
    makeChunk(
      "Harbour Ferry: Passenger Guide 2026\nThe ferry sails four times a day from Kinloch harbour. There are 40 car spaces, 6 of them with a charging point.",
      { metadata: { ...meta, chunk_index: 0 } },
    ),
    makeChunk(
      "Fares\nA crossing costs £12 for a car and £4 for a foot passenger. A charging point costs £6. Fares are paid at the harbour office.",
      {
        metadata: { ...meta, chunk_index: 2 },
      },
    ),
    makeChunk(
      "Terms used in this guide\nA crossing is one sailing from the harbour to the island or back. A regular passenger is one who travels at least twelve times a season.",
      { metadata: { ...meta, chunk_index: 1 } },
    ),
  ],
  12_000,
).sources;

describe("a word that only stresses the asking", () => {
  it("What exactly is a crossing at the Kinloch ferry? is answered by the defining sentence", () => {
    const question = "What exactly is a crossing at the Kinloch ferry?";
    expect(extractAnswer({ question, sources, style: "concise", intent: "definition" }).answer).toMatch(/^A crossing is one sailing/);
  });
});
