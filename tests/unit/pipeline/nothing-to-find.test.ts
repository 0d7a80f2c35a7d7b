/**
 * A follow-up that names nothing a search could find (#20, t20s17; the kind behind most follow-up misses of
 * held-out-16, -17 and -18: figures of speech and request words read as a subject). Its words of its own are
 * stray (no document and not the chat holds them), however many and however long the message, so it is about
 * the answer when a request is sensed; a question clause that does not point back, a name, or a word the
 * documents hold keeps a search. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "Who was Robert Dinwiddie?",
  answer: "Robert Dinwiddie was the lieutenant governor of Virginia who sent Washington to the Ohio Country [Source 1].",
};

describe("a follow-up with nothing to find", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  // What the documents hold: the answer's subject and the words a new question would look up (English files).
  const library = new Set(
    "robert dinwiddie lieutenant governor virginia washington ohio country fort french british war treaty colony militia city founded".split(
      " ",
    ),
  );
  const holds = async (word: string) => library.has(word);

  it("is about the answer, its kind from the request it senses", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    for (const [message, kind] of [
      // Each was read as a new search before: a remark whose article names a stray word, or request words no list holds.
      ["Meine Güte, das nimmt ja kein Ende. Bitte kürzer.", "shorter"],
      ["Tjonge, wat een brij aan woorden. Kort samenvatten graag.", "shorter"],
      ["Ho hum, the whole rigmarole again. Could I get the stripped-back rendition of that?", "shorter"],
      ["Pfff, ça part dans tous les sens, un vrai roman fleuve. Version courte ?", "shorter"],
      ["¿En qué parte de los archivos sale? Cópiame las palabras tal cual.", "where"],
    ] as const)
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind });
  });

  it(
    "leaves a new question alone: a question clause that does not point back, a name, a word the documents hold",
    { timeout: 120_000 },
    async () => {
      const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
      for (const message of [
        "Danke schön! Ganz was anderes: wie lang war die Mauer?",
        "Merci ! Rien à voir : qui a fondé la ville ?",
        "Grazie mille! Cambiando argomento, chi comandava la milizia?",
        "Thanks! Quite another matter, in two lines: what did the militia do?",
        "Lovely. Tell me the whole saga of Braddock.",
      ])
        expect(await recogniser.recognise(message, previous), message).toBeNull();
    },
  );
});
