/**
 * The follow-up kind classifier (#20): a linear model over character n-grams, trained on rows written in
 * some thirty languages (scripts/about-answer-kinds/). The phrasings here are in no training row and no
 * eval set.
 */
import { describe, expect, it } from "vitest";
import { createFollowUpClassifier, FollowUpWeightsFile, readFollowUp } from "../../../server/pipeline/follow-up-classifier";
import weights from "../../../server/pipeline/follow-up-weights.json";
import { allRows, testLanguages } from "../../../scripts/about-answer-kinds/rows";

describe("follow-up kind classifier", () => {
  it("reads follow-up kinds in languages the word lists do not cover", () => {
    expect(readFollowUp("Kan du göra svaret lite kortare?").kind).toBe("shorter");
    expect(readFollowUp("Listeler halinde yazabilir misin?").kind).toBe("bullets");
    expect(readFollowUp("Var i dokumentet står det?").kind).toBe("where");
  });

  it("reads questions of their own and small talk as no follow-up", () => {
    expect(readFollowUp("Vem äger fabriken?").kind).toBeUndefined();
    expect(readFollowUp("Kiitos paljon!").kind).toBeUndefined();
    expect(readFollowUp("Toplantı ne zaman başlıyor?").kind).toBeUndefined();
  });

  it("was trained on no row of the held-out test languages", () => {
    const file = FollowUpWeightsFile.parse(weights);
    for (const language of testLanguages) expect(file.trainedOn.languages).not.toContain(language);
    expect(file.trainedOn.languages.length).toBeGreaterThanOrEqual(25);
    const written = new Set(allRows().map((row) => row.language));
    for (const language of testLanguages) expect(written).toContain(language);
  });

  it("reads a message in well under a millisecond", () => {
    const read = createFollowUpClassifier(FollowUpWeightsFile.parse(weights));
    const messages = ["Kan du utveckla det?", "Madde madde yazar mısın?", "Wer hat das geschrieben?", "短くして"];
    for (const message of messages) read(message);
    // Processor time, not wall time: the test machine may be shared.
    const started = process.cpuUsage();
    for (let round = 0; round < 250; round++) for (const message of messages) read(message);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000 / 1000).toBeLessThan(1);
  });
});
