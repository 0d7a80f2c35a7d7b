/**
 * The follow-up recogniser's one decision (server/pipeline/about-answer-recogniser.ts `decide`;
 * docs/architecture.md, "Conversation"): the message's structure decides the kind over the words'
 * rules and the nearest examples, in the six languages; a kind word before a subject of its own is a
 * question of its own; "more detail" and "where" in the other five; the message's language from the
 * whole message (message-language.ts).
 */
import { describe, expect, it } from "vitest";
import { decide, messageShape, sortByLibrary, type Nearest } from "../../../server/pipeline/about-answer-recogniser";
import { aboutAnswerRequest, cueOf } from "../../../server/pipeline/about-answer-request";
import { messageLanguage } from "../../../server/pipeline/message-language";

const previous = {
  question: "What caused the 1973 oil crisis?",
  answer: "The crisis began when OPEC members proclaimed an oil embargo against nations that supported Israel [Source 1].",
};
const near = (kind: Nearest["kind"], score: number, question: number): Nearest => ({ kind, score, question, scores: { [kind]: score } });
/** The shape with every word of its own stray (the library holds none), as over English files. */
const stray = (message: string) => sortByLibrary(messageShape(message, previous), async () => false);
const decided = async (message: string, nearest: Nearest) =>
  decide(message, await stray(message), nearest, aboutAnswerRequest(message))?.kind ?? null;

describe("the message's language, from the whole message", () => {
  it("tells short German, Italian and Dutch from English, and the other three", () => {
    const cases: [string, string][] = [
      ["Belegst du das bitte mit dem genauen Satz?", "de"],
      ["Woher hast du das?", "de"],
      ["Dimmi tutto, non tralasciare niente.", "it"],
      ["Qual è la tua fonte?", "it"],
      ["Più dettagli?", "it"],
      ["In welke zin van het document staat dat?", "nl"],
      ["Geef me meer informatie.", "nl"],
      ["Demuéstralo.", "es"],
      ["¿Más detalles?", "es"],
      ["Tu peux approfondir un peu ?", "fr"],
      ["Where does it say that?", "en"],
      ["Give it to me with all the trimmings.", "en"],
    ];
    for (const [message, language] of cases) expect(messageLanguage(message), message).toBe(language);
  });
});

describe("one decision: the structure over the words' rules and the nearest examples, in every language", () => {
  it("a question word asking which sentence, line, paragraph or page asks where, whatever is nearest", async () => {
    for (const message of [
      "Which sentence is that from?",
      "Quelle phrase du texte dit ça ?",
      "Welcher Satz belegt das?",
      "¿Qué frase del texto lo dice?",
      "Quale frase del testo lo afferma?",
      "Welke zin zegt dat?",
      "Dans quel paragraphe c'est écrit ?",
      "In welchem Absatz steht das?",
      "¿En qué párrafo lo dice?",
      "In quale paragrafo lo dice?",
      "In welke alinea staat dat?",
    ])
      expect(await decided(message, near("one_sentence", 0.8, 0.5)), message).toBe("where");
  });

  it("a count of one right before the unit asks for one sentence, a few for a shorter answer, whatever is nearest", async () => {
    for (const message of [
      "Give it to me in one sentence.",
      "En une phrase, stp.",
      "In einem Satz, bitte.",
      "Dímelo en una frase.",
      "Zeg het in één zin.",
    ])
      expect(await decided(message, near("where", 0.8, 0.5)), message).toBe("one_sentence");
    for (const message of ["Could you keep it to a sentence or two?", "Fass das in zwei Sätzen zusammen.", "In due frasi, per favore."])
      expect(await decided(message, near("one_sentence", 0.8, 0.5)), message).toBe("shorter");
  });

  it("'what else does the text say' asks no place: the question word is not before the text", async () => {
    expect(messageShape("¿Qué más dice el texto?", previous).structure).toBeUndefined();
    expect(messageShape("What are these documents about?", previous).structure).toBeUndefined();
  });
});

describe("a kind word before a subject of its own is a question of its own", () => {
  it("in the other five, whatever the words' rules read", async () => {
    for (const message of [
      "Geef meer details over de autoloze zondagen.",
      "Dans quel paragraphe du traité parle-t-on du charbon ?",
      "Les tirets du code morse, ça sert à quoi ?",
      "Erzähl mir alles über die Normannen.",
    ])
      expect(await decided(message, near("detail", 0.8, 0.6)), message).toBeNull();
  });

  it("but not the answer's own point, nor an English idiom whose words no document holds", async () => {
    expect(await decided("Plus sur le premier point.", near("detail", 0.8, 0.7))).toBe("expand");
    expect(await decided("Bullets would be easier on the eyes.", near("bullets", 0.6, 0.2))).toBe("bullets");
  });
});

describe("more detail and where in the other five", () => {
  it("citing the line and proving it ask where", async () => {
    for (const message of [
      "Cite-moi la ligne exacte.",
      "Zitier mir die genaue Zeile.",
      "Demuéstralo.",
      "Citami la riga esatta.",
      "Citeer de exacte regel.",
    ])
      expect(await decided(message, near("detail", 0.7, 0.6)), message).toBe("where");
    expect(await decided("Qual è la tua fonte?", near("where", 0.62, 0.65))).toBe("where");
  });

  it("telling everything, depth, particulars, a thin answer and what else ask for more", async () => {
    for (const message of [
      "Vertel me alles, alsjeblieft.",
      "Explique-moi ça en profondeur.",
      "Gib mir alle Einzelheiten.",
      "Leg het grondig uit.",
      "C'est un peu maigre, tu as autre chose ?",
      "È un po' scarna, c'è altro?",
      "Ik wil de lange versie.",
    ])
      expect(await decided(message, near("shorter", 0.8, 0.75)), message).toBe("detail");
  });

  it("a typo of a long kind word is that word; a word of politeness is no kind ('s'il te plaît')", () => {
    expect(cueOf("ausfurlicher")).toBe("detail");
    expect(cueOf("approfondisi")).toBe("detail");
    expect(cueOf("plait")).toBeUndefined();
    expect(aboutAnswerRequest("Dis-m'en davantage, s'il te plaît.")).toEqual({ kind: "detail" });
  });
});

describe("what else, a reference and a misspelt verb, in the other five", () => {
  it("what else there is asks for more ('Und was noch?', 'Was steht da sonst noch drin?', 'Quoi d'autre ?')", async () => {
    for (const message of ["Und was noch?", "Was steht da sonst noch drin?", "Quoi d'autre ?", "Wat nog meer?"])
      expect(await decided(message, near("shorter", 0.69, 0.68)), message).toBe("detail");
  });

  it("a reference asks where; a verb's root one letter off is the verb ('Desarolla eso.')", async () => {
    expect(await decided("Tu as une référence ?", near("where", 0.87, 0.84))).toBe("where");
    expect(cueOf("desarolla")).toBe("detail");
  });
});

describe("missing detail asks for more", () => {
  it("'Ik mis nog details, vul het aan.', 'Il manque des détails.', 'Es fehlen Details.'", async () => {
    for (const message of ["Ik mis nog details, vul het aan.", "Il manque des détails.", "Es fehlen Details.", "Mancano dettagli."])
      expect(await decided(message, near("shorter", 0.72, 0.68)), message).toBe("detail");
  });
});

describe("after held-out-14 (spent, tuned on): plurals, antonyms, points alone, cutting in half, what it is due to, shorthand", () => {
  it("'¿Cuáles son las palabras exactas del documento?' asks where: plural question words and words of exactness", async () => {
    expect(await decided("¿Cuáles son las palabras exactas del documento?", near("where", 0.84, 0.85))).toBe("where");
    expect(await decided("Quels sont les mots exacts du texte ?", near("where", 0.84, 0.85))).toBe("where");
  });

  it("a word naming shorter decides against an embedder that says more detail ('Cut to the chase')", async () => {
    expect(await decided("Cut to the chase, I'm in a hurry.", near("detail", 0.686, 0.243))).toBe("shorter");
  });

  it("a point with nothing else asked is expanded in English too; 'thirty-second' is no point", async () => {
    const open = "Open up the second one for me.";
    expect(decide(open, messageShape(open, previous), near("shorter", 0.55, 0.29), null)).toMatchObject({ kind: "expand", point: 2 });
    const own = "Could the second item get its own paragraph?";
    expect(decide(own, await stray(own), near("bullets", 0.494, 0.412), null)).toMatchObject({ kind: "expand", point: 2 });
    const version = "Give me the thirty-second version.";
    expect(messageShape(version, previous).point).toBeUndefined();
  });

  it("cutting in half asks for shorter; what it is due to asks why; chat shorthand without vowels is its word", async () => {
    expect(await decided("Tu peux couper ça de moitié ?", near("where", 0.894, 0.88))).toBe("shorter");
    expect(aboutAnswerRequest("¿Y a qué se debe?")).toEqual({ kind: "why" });
    expect(aboutAnswerRequest("Woran liegt das?")).toEqual({ kind: "why" });
    expect(await decided("shrtr plz, my eyes r tired", near("detail", 0.484, 0.243))).toBe("shorter");
  });

  it("said as to a grandparent asks for simpler words", async () => {
    const grandma = "Say it like you would to my grandma.";
    const nearest: Nearest = { kind: "one_sentence", score: 0.555, question: 0.328, scores: { one_sentence: 0.555, simpler: 0.45 } };
    expect(decide(grandma, await stray(grandma), nearest, null)).toMatchObject({ kind: "simpler" });
  });
});
