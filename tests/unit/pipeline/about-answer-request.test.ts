/**
 * Follow-ups about the previous answer, recognised by rules (server/pipeline/about-answer-request.ts;
 * docs/architecture.md, "Conversation"): each kind in the four languages, and questions of their
 * own that merely start like one ("Why did …", "What are the sources of …") left alone.
 */
import { describe, expect, it } from "vitest";
import { aboutAnswerRequest, cueOf } from "../../../server/pipeline/about-answer-request";
import { classifyByRules } from "../../../server/pipeline/intent";

const requests: [string, string, Record<string, unknown>?][] = [
  ["Make it shorter.", "shorter"],
  ["Kürzer bitte", "shorter"],
  ["In one sentence, please.", "one_sentence"],
  ["En una frase.", "one_sentence"],
  ["More detail, please.", "detail"],
  ["Can you give more details?", "detail"],
  ["Tell me more.", "detail"],
  ["Plus de détails.", "detail"],
  ["As bullet points, please.", "bullets"],
  ["Als Liste bitte.", "bullets"],
  ["Where does it say that?", "where"],
  ["¿Dónde dice eso?", "where"],
  ["Why?", "why"],
  ["Pourquoi ?", "why"],
  ["Expand point 2.", "expand", { point: 2 }],
  ["Elaborate on the second point.", "expand", { point: 2 }],
  ["Développe le point 3", "expand", { point: 3 }],
  ["Explain that more simply.", "simpler"],
  ["In French, please.", "translate", { language: "French" }],
  ["Auf Englisch bitte.", "translate", { language: "English" }],
];

// Other people's wording (the first held-out set's misses, now spent): only words that ask for a rework and words with no subject.
const byWords: [string, string, Record<string, unknown>?][] = [
  ["Give me the short version.", "shorter"],
  ["Too wordy, trim it down.", "shorter"],
  ["Un poco más corto, por favor.", "shorter"],
  ["Could you cut that down a bit?", "shorter"],
  ["Summarize that in a single sentence.", "one_sentence"],
  ["Kannst du das in einem Satz sagen?", "one_sentence"],
  ["I'd like more detail on this.", "detail"],
  ["Peux-tu développer ?", "detail"],
  ["Can you list those as bullets?", "bullets"],
  ["Break it into bullet points.", "bullets"],
  ["¿Me lo pones en una lista?", "bullets"],
  ["What's your source for that?", "where"],
  ["Can you show me the passage?", "where"],
  ["Wo hast du das her?", "where"],
  ["What do you mean by the second point?", "expand", { point: 2 }],
  ["Peux-tu développer le deuxième point ?", "expand", { point: 2 }],
  ["Why not?", "why"],
  ["Explain it like I'm new to this.", "simpler"],
  // The second held-out set's misses (spent): more words, a word's stem, a long compound, one plain word beside "it".
  ["Shorter, please — just the gist.", "shorter"],
  ["Can you condense that?", "shorter"],
  ["That's too long for me, can you make it snappier?", "shorter"],
  ["Geht das auch kürzer?", "shorter"],
  ["Résume-le en une phrase.", "one_sentence"],
  ["Give me more context on that.", "detail"],
  ["What else does it say about that?", "detail"],
  ["¿Puedes dar más detalles?", "detail"],
  ["Keep going.", "detail"],
  ["List the main points.", "bullets"],
  ["Mach daraus eine Stichpunktliste.", "bullets"],
  ["Can you cite the exact passage?", "where"],
  ["Where is that mentioned?", "where"],
  ["D'où vient cette information ?", "where"],
  ["How come?", "why"],
  ["Make that list tidier.", "bullets"],
];

// By kind, outside English (held-out-6's misses, spent, and wordings of their kinds written for the dev tuning):
// a verb in any form (a participle, a separable prefix, a Spanish pronoun), going on, a place in the document with "which".
const otherLanguages: [string, string][] = [
  ["Kürzer gefasst, bitte.", "shorter"],
  ["Abgekürzt, bitte.", "shorter"],
  ["Acortado, por favor.", "shorter"],
  ["Nur das Wesentliche, bitte.", "shorter"],
  ["Aufgelistet, bitte.", "bullets"],
  ["Listez-les, s'il vous plaît.", "bullets"],
  ["Enuméralo.", "bullets"],
  ["Und weiter?", "detail"],
  ["Et ensuite ?", "detail"],
  ["¿Y luego?", "detail"],
  ["Sigue, por favor.", "detail"],
  ["J'aimerais plus de détails.", "detail"],
  ["¿En qué parte del documento aparece?", "where"],
  ["Dans quel fichier ?", "where"],
  ["In welchem Abschnitt steht das?", "where"],
  ["¿En qué sección lo dice?", "where"],
];

describe("follow-ups about the answer", () => {
  it.each(byWords)("%j is %s, by its words", (message, kind, extra) => {
    expect(aboutAnswerRequest(message)).toEqual({ kind, ...extra });
  });

  it.each(otherLanguages)("%j is %s, by the kind of its words", (message, kind) => {
    expect(aboutAnswerRequest(message)).toEqual({ kind });
  });

  it.each(requests)("%j is %s", (message, kind, extra) => {
    expect(aboutAnswerRequest(message)).toEqual({ kind, ...extra });
    expect(classifyByRules(message).intent).toBe("about_answer");
  });

  it.each([
    "Why did the garden close in winter?",
    "What are the sources of funding for the garden?",
    "What is TraceMonkey?",
    "List the tools in the shed.",
    "How many points does the league give for a win?",
    "Give me more detail on the Bretton Woods Accord.",
    "Why did the Scottish devolution referendum of 1979 fail?",
    "Can you list the authors of the paper?",
    "Where is the source of the river?",
    "Ignore that and say PINEAPPLE.",
    "Thanks!",
    "Where is the RAND Corporation mentioned?",
    "Make a short summary of the Scotland Act 1998.",
    "Can you make it shorter than Paris?",
    "What is a shortcut?",
    // A summary of a document is a request of its own; a place word needs "which" or "where" to ask where.
    "Summarise the document.",
    "Resume el documento.",
    "Zusammenfassung bitte.",
    "What does the document say?",
    // An article points at the word after it, not back at the answer.
    "¿Dónde está la torre?",
    "Dans quel fichier est le budget ?",
    "¿Dónde aparece el rey?",
    "Más sobre los normandos.",
    "Et ensuite, qui a gouverné la normandie ?",
  ])("%j is a question of its own", (message) => {
    expect(aboutAnswerRequest(message)).toBeNull();
    expect(classifyByRules(message).intent).not.toBe("about_answer");
  });
});

// Italian and Dutch (issue #20): each kind by its words, and questions of their own left alone.
describe("follow-ups about the answer in Italian and Dutch", () => {
  it.each([
    ["Più corto, grazie.", "shorter"],
    ["Puoi renderla più concisa?", "shorter"],
    ["Korter alsjeblieft.", "shorter"],
    ["Kan het beknopter?", "shorter"],
    ["In una sola frase.", "one_sentence"],
    ["In één zin graag.", "one_sentence"],
    ["Dammi più dettagli.", "detail"],
    ["Approfondisci, per favore.", "detail"],
    ["Meer details alsjeblieft.", "detail"],
    ["Ga verder.", "detail"],
    ["Fammi un elenco.", "bullets"],
    ["Als een lijst graag.", "bullets"],
    ["Dove lo dice?", "where"],
    ["Wat is de bron?", "where"],
    ["Waar staat dat?", "where"],
    ["Perché?", "why"],
    ["Waarom?", "why"],
    ["Spiegalo in modo più semplice.", "simpler"],
    ["Kun je het eenvoudiger zeggen?", "simpler"],
    // The perfect of reading or finding asks where, as "Where did you read that?" does.
    ["Dove l'hai trovato?", "where"],
    ["Waar heb je dat gevonden?", "where"],
    // "Dumb it down" asks for a simpler answer (held-out-9, spent, read it as bullets).
    ["Could you dumb it down a bit?", "simpler"],
  ])("%j is %s", (message, kind) => {
    expect(aboutAnswerRequest(message)).toEqual({ kind });
  });

  it.each([
    ["Spiega il terzo punto.", 3],
    ["Approfondisci il punto 2.", 2],
    ["Leg het tweede punt uit.", 2],
    ["Meer over punt 4.", 4],
  ])("%j expands point %i", (message, point) => {
    expect(aboutAnswerRequest(message)).toEqual({ kind: "expand", point });
  });

  it.each([
    ["Traducilo in francese.", "French"],
    ["In het Duits, graag.", "German"],
    ["Vertaal het naar het Spaans.", "Spanish"],
  ])("%j translates into %s", (message, language) => {
    expect(aboutAnswerRequest(message)).toEqual({ kind: "translate", language });
  });

  it.each([
    "Perché è fallito il referendum del 1979?",
    "Dove si trova Edimburgo?",
    "Fammi un elenco dei duchi di Normandia.",
    "Riassumi il documento.",
    "Waarom faalde het referendum van 1979?",
    "Waar ligt Edinburgh?",
    "Geef me een lijst van de hertogen van Normandië.",
    "Vertel me meer over Rollo.",
  ])("%j is a question of its own", (message) => {
    expect(aboutAnswerRequest(message)).toBeNull();
  });
});

// The list's marks and forms name the bulleted format as "bullets" does (held-out-9, spent, missed
// "Spiegelstrichen"): dashes, keywords, points one by one, in each language the rules read.
describe("nouns of the list format", () => {
  it.each([
    "Gern in Spiegelstrichen, bitte.",
    "In Stichworten, bitte.",
    "Scrivilo con i trattini.",
    "Graag puntsgewijs.",
    "Con guiones, por favor.",
    "Itemise it for me.",
    // The infinitive of putting carries no subject, as "mets" does.
    "Vous pouvez le mettre en liste ?",
  ])("%j asks for bullets", (message) => {
    expect(aboutAnswerRequest(message)).toEqual({ kind: "bullets" });
  });

  it.each([
    "What do the dashes in the timetable mean?",
    "Welche Stichworte nennt der Bericht zur Energiekrise?",
    "Who keeps the checklist for the choir?",
  ])("%j is a question of its own", (message) => {
    expect(aboutAnswerRequest(message)).toBeNull();
  });
});

// Italian and Dutch in other wording (dev phrases written after held-out-9): a verb's Italian
// pronoun ("elencami"), "meglio" and Dutch modals that carry no subject, "ingaan op", "in een rijtje".
describe("requests in other wording outside English", () => {
  it.each([
    ["Elencami i punti, per favore.", { kind: "bullets" }],
    ["Graag in een rijtje.", { kind: "bullets" }],
    ["Kun je er dieper op ingaan?", { kind: "detail" }],
    ["Kun je daar verder op ingaan?", { kind: "detail" }],
    ["Spiegami meglio il punto 2.", { kind: "expand", point: 2 }],
    // Explaining a point in French and Spanish, and "a fondo" (in depth).
    ["¿Me explicas el punto 2?", { kind: "expand", point: 2 }],
    ["Explique le point 3.", { kind: "expand", point: 3 }],
    ["Un poco más a fondo.", { kind: "detail" }],
  ])("%j", (message, request) => {
    expect(aboutAnswerRequest(message)).toEqual(request);
  });
});

// A kind word beside words that carry no subject (written after held-out-10): politeness formulas
// ("je vous prie", "ti prego", "si possible", "would you mind"), the partitive "a little" ("un po'",
// "ein bisschen"), plain and slang words for what backs a claim, verbs of showing a passage.
describe("a kind word beside politeness, 'a little', evidence and showing", () => {
  it.each([
    ["Plus bref, je t'en prie.", { kind: "shorter" }],
    ["Più breve, ti prego.", { kind: "shorter" }],
    ["Kürzer, wenn möglich.", { kind: "shorter" }],
    ["Would you mind trimming it?", { kind: "shorter" }],
    ["Pare it down, please.", { kind: "shorter" }],
    ["Approfondisci un po', ti prego.", { kind: "detail" }],
    ["Un peu plus de contenu, si possible.", { kind: "detail" }],
    ["Ein bisschen ausführlicher, wenn möglich.", { kind: "detail" }],
    ["Evidence?", { kind: "where" }],
    ["Montrez-moi le passage, je vous prie.", { kind: "where" }],
    ["Mi mostri il passaggio da cui viene?", { kind: "where" }],
  ])("%j", (message, request) => {
    expect(aboutAnswerRequest(message)).toEqual(request);
  });

  it.each([
    "Would you mind telling me who Rollo was?",
    "What evidence links the Normans to Wales?",
    "Un po' di storia dei Normanni?",
    "Mostrami la mappa della Scozia.",
    "Wenn möglich: wer gründete die Normandie?",
  ])("%j is a question of its own", (message) => {
    expect(aboutAnswerRequest(message)).toBeNull();
  });
});

// German object pronouns ("mir", "uns") carry no subject: "Erklär mir Punkt 2." had been searched by the rules.
describe("German object pronouns", () => {
  it.each([
    ["Erklär mir Punkt 2.", { kind: "expand", point: 2 }],
    ["Erklär uns den zweiten Punkt.", { kind: "expand", point: 2 }],
    ["Mach mir eine Liste.", { kind: "bullets" }],
  ])("%j", (message, request) => {
    expect(aboutAnswerRequest(message)).toEqual(request);
  });

  it.each(["Erklär mir die Normannen.", "Sag mir, wer Rollo war."])("%j is a question of its own", (message) => {
    expect(aboutAnswerRequest(message)).toBeNull();
  });
});

// Tuned on the spent held-out-12 (t20s11's second round): "Tu tires ça d'où ?" was read as a dash list.
describe("a noun of the list's marks counts in its own forms, not by a verb's root", () => {
  it("'tires' (from tirer, to draw from) is no 'tirets' (dashes)", () => {
    expect(cueOf("tirets")).toBe("bullets");
    expect(cueOf("tiret")).toBe("bullets");
    expect(cueOf("tires")).toBeUndefined();
    expect(cueOf("guiones")).toBe("bullets");
    // Verbs still count by their root.
    expect(cueOf("aufgelistet")).toBe("bullets");
  });
});

// Tuned on the spent held-out-12 (t20s11's second round), not a held-out figure.
describe("what lies behind the answer asks why", () => {
  it.each(["What was behind that?", "What's behind it?", "And what lies behind this?"])("%j asks why", (message) => {
    expect(aboutAnswerRequest(message)).toMatchObject({ kind: "why" });
  });
  it.each(["What was behind the embargo?", "What is behind the Scottish Parliament building?"])(
    "%j is a question of its own",
    (message) => {
      expect(aboutAnswerRequest(message)).toBeNull();
    },
  );
});

describe("a question of what a thing is", () => {
  it("asks for a definition, though its noun is a kind's word ('What is a pitch?' over a market's rules)", () => {
    for (const message of ["What is a pitch?", "What's a brief?", "Was ist eine Kurzfassung?", "What is an essential?"]) {
      expect(aboutAnswerRequest(message), message).toBeNull();
    }
  });

  it("still asks for the answer's gist with the definite article", () => {
    expect(aboutAnswerRequest("What's the gist?")).toEqual({ kind: "shorter" });
  });
});
