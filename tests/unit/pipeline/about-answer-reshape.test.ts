/** Offline reshaping of the previous answer (server/pipeline/answerers/about-answer.ts; docs/architecture.md, "Conversation"). */
import { describe, expect, it } from "vitest";
import { ChatResponse } from "~/lib/response";
import { reshapeAnswer, type PassageTexts } from "../../../server/pipeline/answerers/about-answer";

const passage = [
  "An inverter is a device that converts the direct current produced by the panels into alternating current.",
  "A microinverter sits behind each panel and converts its output on its own.",
  "String inverters cost less, but microinverters lose less power when one panel is shaded.",
].join(" ");
const answer = [
  "A microinverter sits behind each panel and converts its output on its own [Source 1].",
  "String inverters cost less, but microinverters lose less power when one panel is shaded [Source 1].",
].join(" ");

const previous = ChatResponse.parse({
  conversation_id: "c1",
  message_id: "m1",
  answer,
  citations: [
    {
      source: 1,
      doc_id: "solar",
      filename: "solar-guide.md",
      page: null,
      sheet: null,
      heading: "Inverters",
      chunk_id: "solar_2",
      score: 0.61,
      snippet: passage,
    },
  ],
  web_citations: [],
  confidence: "high",
  confidence_score: 0.8,
  safety_flags: [],
  reasoning: "",
  used_internal_kb: true,
  used_external_kb: false,
  suggestions: [],
  trace_id: "t1",
  timings: {},
  usage: { prompt_tokens: 0, completion_tokens: 0, cost_usd: 0 },
  mode: "offline",
});
const passages: PassageTexts = new Map([["solar_2", { text: passage, page: null, sheet: null, heading: "Inverters" }]]);

describe("expand point N, offline", () => {
  it("a point that ends its passage is expanded with the sentences before it, not 'nothing more'", () => {
    const draft = reshapeAnswer({
      message: "Erkläre Punkt 2 genauer.",
      request: { kind: "expand", point: 2 },
      previous: { question: "What is a microinverter?", answer, response: previous },
      passages,
    });

    expect(draft.answer).not.toMatch(/says nothing more/);
    expect(draft.answer.startsWith("String inverters cost less")).toBe(true);
    expect(draft.answer).toContain("An inverter is a device that converts the direct current");
    expect(draft.chunks[0]?.chunk_id).toBe("solar_2");
  });
});

const answeredWith = (text: string) => ({ question: "What is an inverter?", answer: text, response: { ...previous, answer: text } });

describe("shorter, offline, on an answer of one sentence", () => {
  it("keeps the main statement without the aside after it, with its citation", () => {
    const one = "An inverter is a device that converts the direct current of the panels, which is what they produce [Source 1].";
    const draft = reshapeAnswer({ message: "Shorter.", request: { kind: "shorter" }, previous: answeredWith(one), passages });
    expect(draft.answer).toBe("An inverter is a device that converts the direct current of the panels [Source 1].");
  });

  it("never drops an aside that limits the statement, and then says it is one sentence already", () => {
    const one = "String inverters cost less, but microinverters lose less power when one panel is shaded [Source 1].";
    const draft = reshapeAnswer({ message: "Shorter.", request: { kind: "shorter" }, previous: answeredWith(one), passages });
    expect(draft.answer).toBe(`That answer is already a single sentence: ${one}`);
  });

  it("drops the examples after the statement, in any language the answer is in, even when an example says 'not'", () => {
    // A new user: "shorter please" after a 60-word French sentence got 'That answer is already a single sentence'.
    const french =
      "Or un résumé aurait de nombreux avantages, comme aider l'administrateur à paramétrer le serveur, ou aider l'utilisateur, par exemple en ne refaisant pas ce qui a déjà été fait [Source 1].";
    const draft = reshapeAnswer({ message: "plus court", request: { kind: "shorter" }, previous: answeredWith(french), passages });
    expect(draft.answer).toBe("Or un résumé aurait de nombreux avantages [Source 1].");
    const english =
      "Microinverters suit roofs with several orientations, such as an east and a west face that do not get the sun at the same time [Source 1].";
    const shorter = reshapeAnswer({ message: "Shorter.", request: { kind: "shorter" }, previous: answeredWith(english), passages });
    expect(shorter.answer).toBe("Microinverters suit roofs with several orientations [Source 1].");
  });

  it("keeps the description of what the question asked about, and drops a leading 'while' clause instead", () => {
    // A new user: "What is AutoGen?" then "Make it shorter" kept "…we present AutoGen" and lost what AutoGen is.
    const one =
      "While there is contemporaneous exploration of multi-agent approaches,3 we present AutoGen, a generalized multi-agent conversation framework (Figure 1), based on the following new concepts [Source 1].";
    const asked = { question: "What is AutoGen?", answer: one, response: { ...previous, answer: one } };
    const draft = reshapeAnswer({ message: "Make it shorter", request: { kind: "shorter" }, previous: asked, passages });
    expect(draft.answer).toBe("We present AutoGen, a generalized multi-agent conversation framework [Source 1].");
  });
});

describe("a run of sentences cited once, after its last", () => {
  it("shorter keeps the lead sentence with the run's citation (held-out-11, spent: 'cliff notes version pls' lost it)", () => {
    const run = "Inverters come in two kinds. A microinverter sits behind each panel and converts its output on its own [Source 1].";
    const draft = reshapeAnswer({ message: "Shorter.", request: { kind: "shorter" }, previous: answeredWith(run), passages });
    expect(draft.answer).toBe("Inverters come in two kinds [Source 1].");
  });
});

describe("a summary's lead-in line", () => {
  // A new user: after "what is markitdown-test.docx about?", "what is the second point about?" expanded the first
  // bullet, and "make it bullets" made "Summary of **…**:" a bullet of its own.
  const summary = [
    "Summary of **solar-guide.md**:",
    "",
    "- An inverter is a device that converts the direct current produced by the panels into alternating current [Source 1].",
    "- A microinverter sits behind each panel and converts its output on its own [Source 1].",
  ].join("\n");

  it("is no point: point 2 is the second bullet, and bullets do not list it", () => {
    const expand = reshapeAnswer({
      message: "what is the second point about?",
      request: { kind: "expand", point: 2 },
      previous: answeredWith(summary),
      passages,
    });
    expect(expand.answer.startsWith("A microinverter sits behind each panel")).toBe(true);
    const bullets = reshapeAnswer({ message: "make it bullets", request: { kind: "bullets" }, previous: answeredWith(summary), passages });
    expect(bullets.answer).not.toContain("Summary of");
    expect(bullets.answer.split("\n")).toHaveLength(2);
  });
});

describe("expand point N after an admission", () => {
  it("says plainly that there is no point N to expand", () => {
    const admission = "The provided documents do not contain information about this.";
    const draft = reshapeAnswer({
      message: "Expand point 1.",
      request: { kind: "expand", point: 1 },
      previous: answeredWith(admission),
      passages,
    });
    expect(draft.answer).toMatch(
      /^The previous answer found nothing in your documents about “What is an inverter\?”, so there is no point 1 to expand\./,
    );
  });

  it("shorter or a list after an admission says there is no answer to rework and passes on its closest passages", () => {
    const admission = "The provided documents do not contain information about this.";
    const closest = [
      { doc_id: "solar", filename: "solar-guide.md", page: null, sheet: null, chunk_id: "solar_2", snippet: passage, score: 0.31 },
    ];
    const asked = { ...answeredWith(admission), response: { ...previous, answer: admission, citations: [], closest } };
    const shorter = reshapeAnswer({ message: "Shorter.", request: { kind: "shorter" }, previous: asked, passages });
    expect(shorter.answer).toMatch(/so there is no answer to make shorter\. The closest passages it found are listed below/);
    expect(shorter.answer).not.toContain(admission);
    expect(shorter.closest).toEqual(closest);
    expect(shorter.chunks).toEqual([]);
    const bullets = reshapeAnswer({ message: "As a list.", request: { kind: "bullets" }, previous: answeredWith(admission), passages });
    expect(bullets.answer).toMatch(/no answer to put in a list\. Asking it in other words/);
    expect(bullets.closest).toBeUndefined();
  });
});
