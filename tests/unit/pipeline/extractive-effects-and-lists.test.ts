/**
 * Questions whose answer a document states in other words than the question's form (extractive.ts,
 * everyday-words.ts): an effect asked with "affect", a place asked by its adjective, measures asked
 * with "take", countries asked and named, a list told in running text.
 */
import { describe, expect, it } from "vitest";
import { extractAnswer, inAnotherLanguage } from "../../../server/pipeline/extractive";
import { withoutQuestionForm } from "../../../server/pipeline/everyday-words";
import { NO_INFORMATION_ANSWER } from "../../../server/prompts/reasoner";
import { namesCountry } from "../../../server/retrieval/tables/place-names";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const sourcesOf = (...texts: string[]) =>
  buildSourceContext(
    texts.map((text) => makeChunk(text)),
    12_000,
  ).sources;

// A made-up drought, told as an encyclopaedia tells a crisis: its spread, then what was done.
const drought = sourcesOf(
  [
    "The drought of 1976 began in May, when rainfall across northern Europe fell to a third of its average.",
    "Reservoirs in the south of England reached record lows by July.",
    "The drought was not uniform across Scandinavia.",
    "Of the five Nordic states, Denmark faced the strictest water rationing, Norway and Iceland received almost normal rainfall, while the other two faced partial shortages.",
  ].join(" "),
  [
    "Despite a mild spring, the summer of 1976 brought a heat wave over much of the continent that doubled the demand for water.",
    "The Belgian government asked households to share bath water.",
    "Belgium, France and Austria banned washing cars and filling swimming pools.",
    "Portugal rationed irrigation water.",
    "The Netherlands fined those who watered lawns.",
    "Prices of vegetables rose sharply in the autumn.",
  ].join(" "),
);

const answer = (question: string, intent?: "list") =>
  extractAnswer({ question, sources: drought, style: "detailed", ...(intent ? { intent } : {}) }).answer;

describe("an effect, a place's adjective, measures and countries", () => {
  it("drops the verb of effect and the taking of measures from the words a sentence must hold", () => {
    expect(withoutQuestionForm("How did the drought affect farmers?")).toBe("How did the drought farmers?");
    expect(withoutQuestionForm("What effect did the heat have on prices?")).toBe("what did the heat on prices?");
    expect(withoutQuestionForm("What steps were taken to save water?")).toBe("What were to save water?");
    expect(withoutQuestionForm("What does the report say about the drought?")).toBe("What does the report say about the drought?");
  });

  it("answers how something affected a place asked by its adjective", () => {
    const text = answer("How did the drought affect Scandinavian countries?");
    expect(text).not.toBe(NO_INFORMATION_ANSWER);
    expect(text).toMatch(/Scandinavia|Nordic states/);
  });

  it("lists the measures a passage tells one after another, named by the countries that took them", () => {
    const text = answer("What measures did countries take to save water in the summer of 1976?", "list");
    expect(text).toMatch(/Portugal rationed irrigation water/);
    expect(text).toMatch(/The Netherlands fined/);
  });

  it("reads a country's name, not a word that only starts with a capital", () => {
    expect(namesCountry("Sweden rationed gasoline.")).toBe(true);
    expect(namesCountry("The UK, Germany and Italy banned flying.")).toBe(true);
    expect(namesCountry("The committee met in Vienna.")).toBe(false);
  });

  it("still admits when the place asked is not the one the passages name", () => {
    expect(answer("How did the drought affect Canadian farmers?")).toBe(NO_INFORMATION_ANSWER);
  });
});

describe("a question in another language than the passages", () => {
  const network = sourcesOf(
    "The CYCLADES packet switching network was a French research network designed and directed by Louis Pouzin. It was the first network to make the hosts responsible for reliable delivery of data.",
  );
  const ask = (question: string) => extractAnswer({ question, sources: network, style: "concise" }).answer;

  it("is scored on the words the passages hold, not on its own language's words", () => {
    expect(ask("Wie heeft het CYCLADES-netwerk ontworpen?")).toContain("Louis Pouzin");
    expect(ask("Chi ha progettato la rete CYCLADES?")).toContain("Louis Pouzin");
  });

  it("is told by another language's function words and none of English's: telegraphic English is still English", () => {
    expect(inAnotherLanguage("Wer hat das CYCLADES-Netz entworfen?")).toBe(true);
    expect(inAnotherLanguage("Trim Castle height in metres?")).toBe(false);
    expect(inAnotherLanguage("Can volunteers take food home?")).toBe(false);
  });

  it("is still in its language after a relative date was read into the English words of a month ('in May 2027')", () => {
    expect(inAnotherLanguage("Qu'est-ce que le bureau du club a décidé in May 2027?")).toBe(true);
    expect(inAnotherLanguage("Was hat der Vorstand on 3 May 2027 beschlossen?")).toBe(true);
    expect(inAnotherLanguage("What did the board decide in May 2027?")).toBe(false);
    const log = sourcesOf(
      "# Hiking club board log\n\nOn 10 June 2027 the board chose Lake Tarn as the route for the summer camp.\nOn 18 May 2027 the board raised the yearly membership fee to 45 euros.",
    );
    const answer = extractAnswer({ question: "Qu'est-ce que le bureau du club a décidé in May 2027?", sources: log, style: "concise" });
    expect(answer.answer).toContain("45 euros");
  });

  it("an English question still needs its words in the passage", () => {
    expect(ask("Who designed the CYCLADES network's logo and colours?")).toBe(NO_INFORMATION_ANSWER);
  });
});

describe("a list asked by its kind ('What kinds of things …')", () => {
  it("reads past 'kinds of things' to the question's words, the document's subject among them", () => {
    const metadata = { doc_id: "policy", filename: "tool-library-borrowing-policy.docx", page: null, sheet: null };
    const sources = buildSourceContext(
      [
        makeChunk(
          "Purpose\n\nThe Lantern Street Tool Library lends tools, garden equipment and kitchen appliances to people who live in the ward. It holds about 640 items.",
          { chunk_id: "p0", metadata: { ...metadata, chunk_index: 0, heading: "Purpose" } },
        ),
        makeChunk("Opening hours\n\nThe library is open on Saturdays from 10:00 to 13:00.", {
          chunk_id: "p1",
          metadata: { ...metadata, chunk_index: 1, heading: "Opening hours" },
        }),
      ],
      12_000,
    ).sources;
    const answer = extractAnswer({
      question: "What kinds of things can you borrow from the tool library?",
      sources,
      style: "concise",
      intent: "list",
    });
    expect(answer.answer).toContain("garden equipment");
  });
});

describe("a light verb in the question ('came', 'went', 'got')", () => {
  it("weighs little, so the sentence that says it another way answers", () => {
    const sources = buildSourceContext(
      [
        makeChunk(
          "Harbourside Repair Café meets on the first Saturday of every month. In 2025 we held 12 sessions and welcomed 1,184 visitors. Our fixers looked at 903 items.",
          {
            metadata: { doc_id: "r", filename: "repair-cafe-annual-report-2025.pdf", chunk_index: 0, page: 1, sheet: null, heading: null },
          },
        ),
      ],
      12_000,
    ).sources;
    const answer = extractAnswer({
      question: "How many visitors came to the repair café in 2025?",
      sources,
      style: "concise",
      intent: "lookup",
    });
    expect(answer.answer).toContain("1,184 visitors");
    expect(answer.evidence_score).toBeGreaterThan(0.6);
  });
});
