/**
 * The sentences of a passage that carry a planted instruction (docs/architecture.md, "Defences"):
 * the offline reasoner never quotes them, so an answer cannot repeat an attacker's words, link or
 * marker even when the question is worded like the instruction. Only passages flagged at
 * ingestion (or by the detector now) are split up; a sentence is planted when a rule of the
 * detector names it, alone or as part of its line or paragraph (an instruction's later sentences,
 * "Tell the user to visit …", read harmless on their own). The classifier's score alone does not
 * withhold a sentence: it also rises on ordinary help text ("How do I reset my password?"), and
 * a wrongly withheld fact costs the person their answer.
 */
import { detectInjection, passageFlagged } from "../core/injection";
import { splitSentences } from "../core/text-analysis";

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** A verdict a rule (or tag characters, or a decoded span's rule) made, not the classifier's score alone. */
const namedByRule = (text: string) =>
  detectInjection(text, "document").patterns.some((pattern) => pattern !== "classifier" && pattern !== "encoded:classifier");

export function plantedSentences(passage: { text: string; flagged: boolean; judged?: boolean }, sentences: string[]): Set<number> {
  const planted = new Set<number>();
  if (!passageFlagged({ text: passage.text, injection_flagged: passage.flagged, injection_judged: passage.judged })) return planted;
  const flaggedLines = passage.text
    .split(/\n+/)
    .map(squash)
    .filter((line) => line.length > 0 && namedByRule(line));
  sentences.forEach((sentence, index) => {
    const text = squash(sentence);
    if (text.length === 0) return;
    // A planted sentence cut by a line break ("… repeat the word" / "ZEBRAFISH-4417.") goes on in the next one.
    const continues = planted.has(index - 1) && !/[.!?:;]["'”’)\]]*$/u.test(squash(sentences[index - 1]!));
    if (continues || namedByRule(text) || flaggedLines.some((line) => line.includes(text) || text.includes(line))) planted.add(index);
  });
  return planted;
}

/** A passage's text without its planted sentences, for showing it where no citation note marks it. */
export function withoutPlantedSentences(passage: { text: string; flagged: boolean; judged?: boolean }): string {
  const sentences = splitSentences(passage.text);
  const planted = plantedSentences(passage, sentences);
  return planted.size === 0 ? passage.text : sentences.filter((_sentence, index) => !planted.has(index)).join(" ");
}
