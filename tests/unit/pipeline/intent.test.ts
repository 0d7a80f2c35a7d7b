/**
 * The offline intent rules on the dev phrasings they were tuned on and on the held-out list
 * written before them (tests/fixtures/intents/). The held-out share is printed, and must stay at
 * or above the floor recorded in docs/architecture.md ("Intents").
 */
import { describe, expect, it } from "vitest";
import { classifyByRules, smallTalkLanguage } from "../../../server/pipeline/intent";
import { devIntents } from "../../fixtures/intents/dev";
import { heldOutIntents } from "../../fixtures/intents/test";

function score(cases: [string, string][]) {
  const misses = cases.filter(([message, intent]) => classifyByRules(message).intent !== intent).map(([message, intent]) => `${message} → ${classifyByRules(message).intent} (want ${intent})`);
  return { right: cases.length - misses.length, total: cases.length, misses };
}

describe("offline intent rules", () => {
  it("classes every dev phrasing right", () => {
    const { misses } = score(devIntents);
    expect(misses).toEqual([]);
  });

  it("classes at least 90 % of the held-out phrasings right", () => {
    const result = score(heldOutIntents);
    console.info(`intent held-out: ${result.right}/${result.total}`, result.misses);
    expect(result.right / result.total).toBeGreaterThanOrEqual(0.9);
  });

  it("recognises small talk in the language it is written in, and never a question with a subject", () => {
    expect(smallTalkLanguage("Bonjour !")).toBe("fr");
    expect(smallTalkLanguage("Danke schön")).toBe("de");
    expect(smallTalkLanguage("¡Hola!")).toBe("es");
    expect(smallTalkLanguage("Hello! What can you do?")).toBe("en");
    expect(smallTalkLanguage("hi, what is TraceMonkey?")).toBeNull();
    expect(smallTalkLanguage("Thanks. How many people live in Paris?")).toBeNull();
  });
});
