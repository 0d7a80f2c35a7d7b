/**
 * A follow-up that addresses the answer but carries words of its own (#20, t20s15; the kind behind
 * most misses of held-out-14, -15 and -16): politeness wrappers peeled in six languages
 * (server/pipeline/courtesy.ts); the person the answer was about, the document it came from, the
 * sentence it rests on, their reasoning, what is behind it, who should understand it, the opening
 * point, an exclamation, a wish and the asker's state read as the request's words rather than a
 * subject (server/pipeline/about-answer-recogniser.ts). Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser, messageShape, withoutAskersClause } from "../../../server/pipeline/about-answer-recogniser";
import { withoutCourtesy } from "../../../server/pipeline/courtesy";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "Who was François Bigot?",
  answer: "François Bigot was the intendant of New France, accused of corrupt dealings [Source 1].",
};

describe("politeness wrappers", () => {
  it("are peeled in the six languages, the request they wrap kept", () => {
    expect(withoutCourtesy("If it isn't too much bother, could you show me the line that says so?")).toBe(
      "could you show me the line that says so?",
    );
    expect(withoutCourtesy("Would you be so good as to trim it down?")).toBe("could you trim it down?");
    expect(withoutCourtesy("Tell me more, if you don't mind?")).toBe("Tell me more?");
    expect(withoutCourtesy("Aurais-tu la gentillesse de me le dire en plus court ?")).toBe("peux-tu me le dire en plus court?");
    expect(withoutCourtesy("Wärst du so lieb und erklärst das ausführlicher?")).toBe("kannst du erklärst das ausführlicher?");
    expect(withoutCourtesy("Si no es molestia, ¿me lo pones en una lista?")).toBe("¿me lo pones en una lista?");
    expect(withoutCourtesy("Se non ti dispiace, elencali.")).toBe("elencali.");
    expect(withoutCourtesy("Zou je zo vriendelijk willen zijn om het korter te maken?")).toBe("kun je het korter te maken?");
    expect(withoutCourtesy("What did the committee decide?")).toBe("What did the committee decide?");
  });
});

// Second round after held-out-18 (spent, so tuned on; #20, t20s16): "If it's no trouble, …" and "May I trouble you to …"
// were not peeled, and closing thanks ("Much appreciated.") stayed as words of their own.
describe("troubling the hearer and closing thanks", () => {
  it("are peeled, the request kept", () => {
    expect(withoutCourtesy("Could I bother you to list them?")).toBe("could you list them?");
    expect(withoutCourtesy("Sorry to bother you, but where does it say that?")).toBe("where does it say that?");
    expect(withoutCourtesy("If it's no bother, could you shorten it?")).toBe("could you shorten it?");
    expect(withoutCourtesy("Shorter please. Thanks in advance!")).toBe("Shorter please.");
    expect(withoutCourtesy("Maak het korter. Alvast bedankt!")).toBe("Maak het korter.");
    // Thanks alone, or thanks that are the question's subject, stay.
    expect(withoutCourtesy("Much appreciated.")).toBe("Much appreciated.");
    expect(withoutCourtesy("Who was much appreciated by the king?")).toBe("Who was much appreciated by the king?");
  });
});

describe("words that point back or ask, not a subject", () => {
  it("the person the answer was about, and the document it came from, with the answer pointed at", () => {
    expect(messageShape("Tell me all the text has on her.", previous)).toMatchObject({ pointsBack: true, pointsAtIt: true });
    expect(messageShape("Is that really what the file says?", previous).kindOfSubject).toBeUndefined();
    // With nothing pointing back, a document named is still a thing of its own.
    expect(messageShape("Is the treaty in the document?", previous).kindOfSubject).toBe(true);
    expect(messageShape("Quel document parle de Ratzel ?", previous).kindOfSubject).toBe(true);
  });

  it("the sentence it rests on, their reasoning, what is behind it, who should understand it, the opening point", () => {
    expect(messageShape("Copy out the line for me.", previous).structure).toBe("where");
    expect(messageShape("Shorten the line for me.", previous).structure).toBeUndefined();
    expect(messageShape("What was his reasoning?", previous).cue).toBe("why");
    expect(messageShape("Wat was hun motief daar?", previous)).toMatchObject({ cue: "why", pointsAtIt: true, newWords: [] });
    expect(messageShape("Was steckt dahinter?", previous)).toMatchObject({ cue: "why", pointsAtIt: true });
    expect(messageShape("What was their capital?", previous).cue).toBeUndefined();
    expect(messageShape("Word it so a newcomer could follow it.", previous).cue).toBe("simpler");
    expect(messageShape("Could you phrase that so my neighbour gets it?", previous).cue).toBe("simpler");
    expect(messageShape("Where did he get the money?", previous).cue).toBe("where");
    expect(messageShape("Tell me more about the initial item.", previous).point).toBe(1);
    expect(messageShape("J'aimerais en savoir plus sur le point initial.", previous).point).toBe(1);
    expect(messageShape("What was the opening of the canal?", previous).point).toBeUndefined();
  });

  it("an exclamation asks nothing, a wish is the request, the asker's state is no subject", () => {
    expect(messageShape("Quelle tartine ! En bref, stp.", previous)).toMatchObject({ cue: "shorter" });
    expect(messageShape("Quelle tartine ! En bref, stp.", previous).opening).toBeUndefined();
    expect(messageShape("Continue, je veux tout savoir à son sujet.", previous).complaint).toBe("detail");
    expect(withoutAskersClause("Make it shorter, I can't see the wood for the trees any more.")).toBe("Make it shorter");
    expect(withoutAskersClause("Go on, I want the whole story.")).toBe("Go on, I want the whole story.");
  });
});

describe("the recogniser, with the bundled embedder and a library", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  // What the documents hold: the subject of the answer, and the words a new question would look up.
  const library = new Set(
    "francois bigot intendant new france corrupt treaty capital policy war founded argue imperialism committee money line file text document passage kind trouble brother reasoning".split(
      " ",
    ),
  );
  const holds = async (word: string) => library.has(word);

  it("reads follow-ups that carry words of their own, and leaves questions of their own alone", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    const followUps: [string, string, number?][] = [
      ["If it isn't too much bother, could you show me the line that says so?", "where"],
      ["Would you be so good as to tell me everything else the text says about him?", "detail"],
      ["Is that really what the file says? Show me the passage.", "where"],
      ["What was his reasoning?", "why"],
      ["Wat was hun motief daar?", "why"],
      ["Could you phrase that so my little brother gets it?", "simpler"],
      ["Tell me more about the initial item.", "expand", 1],
      ["Zurück zu Punkt 3: was steckt dahinter?", "expand", 3],
      ["Quelle tartine ! En bref, stp.", "shorter"],
      ["Continue, je veux tout savoir à son sujet.", "detail"],
      ["Sorry, I got lost in the middle. Just the gist?", "shorter"],
    ];
    for (const [message, kind, point] of followUps)
      expect(await recogniser.recognise(message, previous), message).toMatchObject(point ? { kind, point } : { kind });
    for (const message of [
      "What was their capital?",
      "Would you be so kind as to tell me who founded the Ottoman Empire?",
      "If it's not too much trouble, what did Hobson argue about imperialism?",
      "Is the treaty in the document? Which one?",
      "I'm curious about the Seven Years' War. Tell me more.",
      "Where did he get the money?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});

describe("after held-out-17 (spent, so tuned on; #20 second round): a figure named by its article", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set("francois bigot intendant new france corrupt tower parliament".split(" "));

  it("an article before a word no document holds names nothing to look up when a kind is asked", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, async (word) => library.has(word));
    for (const [message, kind] of [
      ["Trop long ! Donne-moi juste la moelle.", "shorter"],
      ["Demasiado largo, dame solo el meollo.", "shorter"],
      ["Viel zu lang! Nur das Gerippe, bitte.", "shorter"],
      ["Va plus loin là-dessus, je suis curieux.", "detail"],
    ] as const)
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind });
    // A thing the documents hold, or no kind asked, stays a question of its own.
    expect(await recogniser.recognise("Give me a list of the tower's floors.", previous)).toBeNull();
    expect(await recogniser.recognise("¿Dónde está la torre?", previous)).toBeNull();
  });
});
