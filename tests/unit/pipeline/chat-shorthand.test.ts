/**
 * Typos, chat shorthand, plurals and figures of speech in a follow-up (server/pipeline/chat-shorthand.ts,
 * request-idioms.ts, about-answer-request.ts `cueOf`; docs/architecture.md, "Conversation"): shorthand is
 * written out and figures said plainly in the six languages before the recogniser reads the message; a
 * misspelt kind word, or a kind word's plural or agreement in the other five, counts as its kind, never an
 * English word of its own that happens to be one letter from one.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { cueOf } from "../../../server/pipeline/about-answer-request";
import { expandShorthand } from "../../../server/pipeline/chat-shorthand";
import { plainIdioms } from "../../../server/pipeline/request-idioms";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

describe("chat shorthand, written out", () => {
  it("writes out the shorthand of the six languages", () => {
    const cases: [string, string][] = [
      ["cn u make it shorter pls", "can u make it shorter please"],
      ["src?", "source?"],
      ["y tho?", "why though?"],
      ["Y?", "why?"],
      ["moar deets plz", "more details please"],
      ["Pk ?", "Pourquoi ?"],
      ["En + court stp", "En plus court stp"],
      ["+ de détails stp", "plus de détails stp"],
      ["¿Xq?", "¿Por que?"],
      ["Más corto, xfa.", "Más corto, por favor."],
      ["Más corto x favor", "Más corto por favor"],
      ["+ dettagli x favore", "più dettagli per favore"],
      ["Xké?", "Perche?"],
      ["Ff korter?", "Even korter?"],
      ["Wrm?", "Waarom?"],
    ];
    for (const [message, written] of cases) expect(expandShorthand(message), message).toBe(written);
  });

  it("leaves words alone: Spanish 'y', elisions, words that merely hold shorthand", () => {
    for (const message of [
      "¿Y luego?",
      "¿Y por qué?",
      "I'd like it shorter.",
      "D'où ça vient ?",
      "What is in the srcdir folder?",
      "Where's the 2+2 table?",
    ])
      expect(expandShorthand(message), message).toBe(message);
  });
});

describe("a misspelt kind word is its kind", () => {
  it("reads doubled letters, left-out vowels, one letter off and two swapped", () => {
    const cases: [string, string][] = [
      ["bulett", "bullets"],
      ["detaills", "detail"],
      ["shortr", "shorter"],
      ["deepr", "detail"],
      ["shoter", "shorter"],
      ["detials", "detail"],
      ["lsit", "bullets"],
      ["smplr", "simpler"],
    ];
    for (const [word, kind] of cases) expect(cueOf(word), word).toBe(kind);
  });

  it("never takes an English word of its own for a misspelling", () => {
    for (const word of ["sample", "retail", "sorted", "butter", "course"]) expect(cueOf(word), word).toBeUndefined();
  });

  // #20, t20s16: "Gran" was written "Grano" and "basta" "basata" (a few vowels dropped from a Spanish or
  // Italian kind word); no lexicon of the other five tells their own words, so only English kind words
  // are read with a few vowels dropped.
  it("never rewrites a word of the other five that lies a vowel or two from a kind word", () => {
    for (const message of ["Gran trabajo, gracias.", "Basta così, grazie.", "Der Bast ist dünn.", "¡Gran resumen!"])
      expect(expandShorthand(message), message).toBe(message);
    for (const word of ["gran", "basta", "bast"]) expect(cueOf(word), word).toBeUndefined();
    // Every vowel dropped is still shorthand, in any of the six ("dttgl", "shrtr").
    expect(expandShorthand("shrtr pls")).toBe("shorter please");
  });
});

describe("plurals and agreement of the kind words in the other five", () => {
  it("count as their kind word", () => {
    const cases: [string, string][] = [
      ["brevi", "shorter"],
      ["elenchi", "bullets"],
      ["puntati", "bullets"],
      ["knapperen", "shorter"],
    ];
    for (const [word, kind] of cases) expect(cueOf(word), word).toBe(kind);
    // A plural of a unit of text asks for no single sentence ("le frasi", "les phrases").
    expect(cueOf("frasi")).toBeUndefined();
  });
});

describe("figures of speech, said plainly", () => {
  it("replaces a figure for a rework by the plain request in its language", () => {
    expect(plainIdioms("Long story short?")).toBe("shorter?");
    expect(plainIdioms("Va droit au but.")).toBe("Va plus court.");
    expect(plainIdioms("Auf den Punkt, bitte.")).toBe("kurzer, bitte.");
    expect(plainIdioms("Présente-moi ça façon liste de courses, merci.")).toBe("Présente-moi ça en liste, merci.");
    expect(plainIdioms("What caused the 1973 oil crisis?")).toBe("What caused the 1973 oil crisis?");
    // An optional space is none or more: "CliffsNotes" and "cliff notes"; "weiß" as the figure writes "weiss".
    expect(plainIdioms("Give me the CliffsNotes version, would you?")).toBe("Give me the short version, would you?");
    expect(plainIdioms("cliff notes pls")).toBe("the short version pls");
    expect(plainIdioms("Schwarz auf weiß, wo steht das?")).toBe("die quelle, wo steht das?");
  });
});

describe("the recogniser, on typos, shorthand, plurals and figures of speech", () => {
  const previous = {
    question: "What caused the 1973 oil crisis?",
    answer: "The crisis began when OPEC members proclaimed an oil embargo against nations that supported Israel [Source 1].",
  };
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  // The library: the words a document holds (the rest of a message's own words are stray).
  const library = new Set([
    "oil",
    "price",
    "prices",
    "export",
    "exports",
    "countries",
    "country",
    "petrol",
    "petrole",
    "principal",
    "principale",
    "budget",
  ]);
  const holds = async (word: string) => library.has(word);

  it("recognises each kind in them, and leaves questions of their own alone", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    const requests: [string, string, number?][] = [
      ["cn u make it shoter", "shorter"],
      ["src?", "where"],
      ["y tho?", "why"],
      ["Ff korter?", "shorter"],
      ["bulett it, thx", "bullets"],
      ["Più brevi le frasi, grazie.", "shorter"],
      ["In elenchi puntati, grazie.", "bullets"],
      ["Welke bronnen gebruik je?", "where"],
      ["Dimmi di più sul punto tre.", "expand", 3],
      ["Long story short?", "shorter"],
      ["Va droit au but.", "shorter"],
      ["Auf den Punkt bitte.", "shorter"],
      ["Can you go into the weeds on that?", "detail"],
      ["One item per line, please.", "bullets"],
      ["Show your work.", "where"],
      ["Présente-moi ça façon liste de courses, merci.", "bullets"],
    ];
    for (const [message, kind, point] of requests)
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind, ...(point ? { point } : {}) });
    for (const message of [
      "Quelle est la source principale du pétrole français ?",
      "Which countries cut oil exports?",
      "y did prices rise in 1979?",
      "Quels pays ont coupé le pétrole ?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
