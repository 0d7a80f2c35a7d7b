/**
 * Follow-ups the word lists do not read, in languages they do not cover, recognised by the follow-up classifier
 * when the message names no subject of its own (#20). Questions of their own and small talk in those languages
 * stay searches. Every phrasing here is in no training row and no eval set.
 */
import { describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { ordinalPoint } from "../../../server/pipeline/ordinal-words";

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

describe("a subject of its own is decided before the kind (#20, t20s24)", () => {
  // The library holds words of other languages too: a Spanish, a Czech and a Finnish file beside the English ones.
  const manyLanguages = new Set([...library, "museo", "muzeum", "museo", "satama", "hrad", "katedral"]);
  const recogniser = createAboutAnswerRecogniser(null, undefined, async (word) => manyLanguages.has(word));

  it("keeps new questions with a subject of their own out, in languages the lists do not cover", async () => {
    for (const message of [
      "Kdy byla postavena katedrála?",
      "Kuka rakensi sataman?",
      "Kiitos! Milloin satama avattiin?",
      "Siapa pemilik pabrik itu?",
      "Πού βρίσκεται το λιμάνι;",
      "Unde se află primăria?",
      "Gracias. ¿Y quién pagó el museo?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });

  it("a question word of the six languages asking about a thing, nothing pointing at the answer, is a question of its own", async () => {
    for (const message of [
      "Welche Tarife gibt es?",
      "Quelle est la source principale du cuivre chilien ?",
      "Quali sono le fonti del fiume?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });

  it("a word the library holds that no follow-up uses is a subject, whatever the classifier reads", async () => {
    expect(await recogniser.recognise("Kan du göra svaret om hrad kortare?", previous)).toBeNull();
  });

  it("reads an ordinal said as a word as the point asked about", async () => {
    expect(await recogniser.recognise("Kerro lisää toisesta kohdasta.", previous)).toMatchObject({ kind: "expand", point: 2 });
    expect(await recogniser.recognise("Dezvoltă al doilea punct.", previous)).toMatchObject({ kind: "expand", point: 2 });
    expect(await recogniser.recognise("Avaa kolmatta kohtaa.", previous)).toMatchObject({ kind: "expand", point: 3 });
  });
});

describe("ordinals said as words", () => {
  it("name points 1 to 5 in the languages of the rows, inflected or not, with or without spaces", () => {
    for (const [message, point] of [
      ["Viac o štvrtom bode.", 4],
      ["Подробнее о пятом пункте.", 5],
      ["Ikinci maddeyi aç.", 2],
      ["Πες μου για το πρώτο σημείο.", 1],
      ["Lebih lanjut tentang poin kelima.", 5],
      ["第三点再详细一点。", 3],
      ["두 번째 항목을 더 설명해 줘.", 2],
      ["Giải thích thêm ý thứ tư.", 4],
    ] as const)
      expect(ordinalPoint(message), message).toBe(point);
  });

  it("name no point in a message without one", () => {
    expect(ordinalPoint("Kerro lisää.")).toBeUndefined();
    expect(ordinalPoint("Rozveď to víc.")).toBeUndefined();
  });
});
