/**
 * A request to lay a topic out whole, or to say how a group's year went, is a summary (intent.ts):
 * "Outline the ticket prices …" (round 16), "Break down what it costs …", "How did the orchard do
 * financially last year?" (round 17) and "Briefly, how did the repair café do in 2025?" (round 9) were
 * lookups answered by one sentence or the admission; "what is this document meant to be?" (round 17)
 * was a definition of "document". Each phrasing below is new: no set has used it.
 */
import { describe, expect, it } from "vitest";
import { classifyByRules } from "../../../server/pipeline/intent";

const intentOf = (message: string) => classifyByRules(message).intent;

describe("topic summaries asked by a request verb or as how a year went", () => {
  it("reads them as summaries", () => {
    for (const message of [
      "Walk me through the membership fees for the choir",
      "Could you go over what volunteers are expected to do at the box office?",
      "Give me a breakdown of the hire charges",
      "How did the rowing club get on financially in 2025?",
      "how has the food bank done this year?",
      "How was 2025 for the swimming club?",
      "what's this file supposed to be?",
      "what's the point of this document?",
    ])
      expect(intentOf(message), message).toBe("summary");
  });

  it("leaves questions of one fact, and questions about Docent, as they were", () => {
    expect(intentOf("How do I go over the weir at low tide?")).toBe("lookup");
    expect(intentOf("How did the Under-12s do in the cup?")).toBe("lookup");
    expect(intentOf("How did the volunteers get on with the new press?")).toBe("lookup");
    expect(intentOf("How many people did the cinema break down by age?")).toBe("table");
    expect(intentOf("how did you do that?")).toBe("small_talk");
    expect(intentOf("Walk me through the steps to join")).toBe("list");
  });
});
