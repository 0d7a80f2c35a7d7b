/**
 * Follow-ups the word lists do not read, in languages they do not cover, recognised by the follow-up classifier
 * when the message names no subject of its own (#20). Questions of their own and small talk in those languages
 * stay searches. Every phrasing here is in no training row and no eval set.
 */
import { describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";

const previous = {
  question: "What did the council decide about the library?",
  answer: "The council voted to keep the library open on Saturdays [Source 1]. Funding comes from the parish [Source 1].",
};
const library = new Set("council library saturdays funding parish voted open decided budget".split(" "));
const holds = async (word: string) => library.has(word);

describe("follow-ups read by the classifier", () => {
  const recogniser = createAboutAnswerRecogniser(null, undefined, holds);

  it("reads a subjectless request in a language the lists do not cover", async () => {
    expect(await recogniser.recognise("Kan du göra svaret lite kortare?", previous)).toMatchObject({ kind: "shorter", by: "classifier" });
    expect(await recogniser.recognise("Listeler halinde yazabilir misin?", previous)).toMatchObject({ kind: "bullets", by: "classifier" });
  });

  it("keeps questions of their own and small talk out", async () => {
    expect(await recogniser.recognise("Vem äger fabriken?", previous)).toBeNull();
    expect(await recogniser.recognise("Kiitos paljon!", previous)).toBeNull();
    expect(await recogniser.recognise("Kitap fuarı ne zaman başlıyor?", previous)).toBeNull();
  });

  it("leaves a message naming a subject of its own to the search", async () => {
    expect(await recogniser.recognise("Kan du berätta mer om Stockholm?", previous)).toBeNull();
    expect(await recogniser.recognise("Tell me more about the funding council budget.", previous)).toBeNull();
  });
});
