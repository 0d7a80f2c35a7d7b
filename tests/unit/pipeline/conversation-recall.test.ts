/**
 * A question about the chat itself ("what did I ask first?") is small talk answered from the chat's
 * earlier questions (conversation-recall.ts): before, it was searched for in the documents and admitted.
 */
import { describe, expect, it } from "vitest";
import { answerSmallTalk } from "../../../server/pipeline/answerers/small-talk";
import { classifyByRules } from "../../../server/pipeline/intent";

const earlier = ["hi", "What is grafting?", "How many trees does the orchard have?", "What did I ask first?"];
const reply = (message: string, earlierQuestions = earlier) =>
  answerSmallTalk({ message, readyDocuments: ["orchard.pdf"], earlierQuestions }).answer;

describe("questions about the chat itself", () => {
  it("are small talk, in new wordings", () => {
    for (const message of [
      "what did I ask first?",
      "What was my very first question?",
      "Could you remind me what my last question was?",
      "what have I asked so far?",
      "Which questions did I ask you?",
    ])
      expect(classifyByRules(message).intent, message).toBe("small_talk");
    // Questions about what a document asks or says stay questions.
    expect(classifyByRules("What did the survey ask members first?").intent).not.toBe("small_talk");
    expect(classifyByRules("What was the first question raised at the AGM?").intent).not.toBe("small_talk");
  });

  it("are answered with the earlier questions, quoted, never with a document", () => {
    expect(reply("what did I ask first?")).toBe("Your first question in this chat was “hi”.");
    expect(reply("Could you remind me what my last question was?")).toBe("Your last question was “How many trees does the orchard have?”.");
    const all = reply("what have I asked so far?");
    expect(all).toContain("“What is grafting?”");
    // The recall questions themselves are not recalled.
    expect(all).not.toContain("What did I ask first?");
    expect(reply("what did I ask first?", [])).toMatch(/first question of this chat/u);
  });
});
