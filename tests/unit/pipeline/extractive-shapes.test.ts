import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { answerShapeOf, comparedSides, definesSubject, definitionSubject } from "../../../server/pipeline/answer-shape";
import { askedColumn, rowSentence } from "../../../server/pipeline/row-sentences";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const sourcesOf = (...texts: string[]) =>
  buildSourceContext(
    texts.map((text) => makeChunk(text)),
    12_000,
  ).sources;

const composting = [
  "## Composting",
  "",
  "Hot composting is a method in which a heap is turned every few days so that it breaks down in about two months. Cold composting is a method in which material is simply piled up and left, so that it breaks down slowly over a year.",
].join("\n");

describe("answer shape", () => {
  it("reads the shape from the wording, or takes the planner's intent", () => {
    expect(answerShapeOf("What is hot composting?")).toBe("definition");
    expect(answerShapeOf("What is the difference between hot composting and cold composting?")).toBe("comparison");
    expect(answerShapeOf("Which lasts longer, lithium or lead-acid batteries?")).toBe("comparison");
    expect(answerShapeOf("List the companies in the file.")).toBe("list");
    expect(answerShapeOf("When are fees due?")).toBe("lookup");
    expect(answerShapeOf("When are fees due?", "list")).toBe("list");
    expect(answerShapeOf("What is hot composting?", "summary")).toBe("definition");
  });

  it("finds the subject of a definition and the sides of a comparison", () => {
    expect(definitionSubject("What is a photovoltaic panel?")).toBe("photovoltaic panel");
    expect(definitionSubject("Define AutoGen.")).toBe("AutoGen");
    expect(definitionSubject("What is the population of Paris?")).toBeNull();
    expect(comparedSides("Compare Borealis Foods and Fjord Logistics.")).toEqual(["Borealis Foods", "Fjord Logistics"]);
    expect(comparedSides("Standard plot versus half plot: which suits beginners?")).toEqual(["Standard plot", "half plot"]);
  });

  it("knows a defining sentence", () => {
    expect(definesSubject("AutoGen is an open-source framework for agents.", "AutoGen")).toBe(true);
    expect(definesSubject("Inverters convert direct current.", "inverter")).toBe(false);
    expect(definesSubject("An inverter is a device that converts direct current.", "inverter")).toBe(true);
    expect(definesSubject("In this paper we propose AutoGen, a framework for agents.", "AutoGen")).toBe(true);
    expect(definesSubject("Using AutoGen, developers can define behaviours.", "AutoGen")).toBe(false);
  });
});

describe("extractAnswer: whole sentences", () => {
  it("never answers with a heading, a caption, a raw table header or a fragment cut mid-sentence", () => {
    const sources = sourcesOf(
      "by AutoGen is more factual and grounded, whereas the others are not.\nFigure 2: AutoGen agents talking to each other.\nAutoGen agents\nName | Role | Team\nAutoGen is an open-source framework that lets agents talk to each other.",
    );
    const answer = extractAnswer({ question: "What is AutoGen?", sources, style: "detailed", minScore: 0.1 });
    expect(answer.sentences.map((sentence) => sentence.text)).not.toContainEqual(expect.stringMatching(/^by |^Figure|^AutoGen agents$|\|/));
    expect(answer.answer).toMatch(/^AutoGen is an open-source framework/);
  });

  it("lets a section heading vouch for the sentences under it", () => {
    const sources = sourcesOf(
      "## Tools and the shed\n\nThe shed holds spades, forks, rakes and wheelbarrows. The code is changed every April.",
    );
    const answer = extractAnswer({ question: "What tools are in the tool shed?", sources, style: "concise" });
    expect(answer.answer).toMatch(/^The shed holds spades, forks, rakes and wheelbarrows \[Source 1\]\./);
  });

  it("closes every sentence cleanly: the citation inside, no space before the full stop", () => {
    const sources = sourcesOf("- Spades and forks for digging\n- Rakes for levelling the beds");
    const answer = extractAnswer({ question: "Which tools are there for digging?", sources, style: "bullet", minScore: 0.1 });
    expect(answer.answer).toMatch(/^- Spades and forks for digging \[Source 1\]\.$/m);
    expect(answer.answer).not.toMatch(/\]\s+\./);
  });
});

describe("extractAnswer: shapes", () => {
  it("opens a definition with the defining sentence, even when another scores higher", () => {
    const sources = sourcesOf(
      "Using AutoGen, developers can also flexibly define agent interaction behaviors with AutoGen tools.",
      "AutoGen is an open-source framework that allows developers to build applications via multiple agents.",
    );
    expect(extractAnswer({ question: "Define AutoGen.", sources, style: "concise" }).answer).toMatch(
      /^AutoGen is an open-source framework/,
    );
  });

  it("prefers a sentence that enumerates for a list", () => {
    const sources = sourcesOf(
      "Dynamic languages are popular. Dynamic languages such as JavaScript, Python, and Ruby, are popular since they are expressive.",
    );
    expect(extractAnswer({ question: "Which dynamic languages are popular?", sources, style: "concise" }).answer).toContain(
      "JavaScript, Python, and Ruby",
    );
  });

  it("puts both sides of a comparison side by side", () => {
    const sources = sourcesOf(composting);
    const answer = extractAnswer({
      question: "What is the difference between hot composting and cold composting?",
      sources,
      style: "concise",
    });
    expect(answer.answer).toContain("two months");
    expect(answer.answer).toContain("over a year");
  });

  it("gives detailed and bullet answers more than one sentence", () => {
    const sources = sourcesOf(
      "A half plot is a bed of 5 by 5 metres that shares a water butt. Half plots suit beginners and people with little free time.",
    );
    for (const style of ["detailed", "bullet"] as const) {
      expect(extractAnswer({ question: "What is a half plot?", sources, style }).sentences.length).toBeGreaterThan(1);
    }
  });
});

describe("rows said as sentences", () => {
  const csv = [
    "Company | Headquarters | Founded | Employees | CEO",
    "Company: Acme Corp; Headquarters: Lyon, France; Founded: 1987; Employees: 1200; CEO: Claire Dubois",
    "Company: Delta Textiles; Headquarters: Porto, Portugal; Founded: 1962; Employees: 540; CEO: Rui Almeida",
  ].join("\n");

  it("names the asked column's value, never the dumped row", () => {
    const answer = extractAnswer({ question: "Where is Acme Corp headquartered?", sources: sourcesOf(csv), style: "concise" });
    expect(answer.answer).toBe("The headquarters of Acme Corp is Lyon, France [Source 1].");
  });

  it("says a participle column, a count column and an acronym column as a person would", () => {
    const row = "Company: Acme Corp; Headquarters: Lyon, France; Founded: 1987; Employees: 1200; CEO: Claire Dubois";
    expect(rowSentence(row, "When was Acme Corp founded?")).toBe("Acme Corp was founded in 1987");
    expect(rowSentence(row, "How many employees does Acme Corp have?")).toBe("Acme Corp has 1200 employees");
    expect(rowSentence(row, "Who is the CEO of Acme Corp?")).toBe("The CEO of Acme Corp is Claire Dubois");
    expect(askedColumn(["Headquarters", "Founded"], "Where is it based?")).toBe("Headquarters");
  });

  it("compares two rows on the asked column", () => {
    const answer = extractAnswer({
      question: "Which was founded earlier, Acme Corp or Delta Textiles?",
      sources: sourcesOf(csv),
      style: "concise",
    });
    expect(answer.answer).toContain("Acme Corp was founded in 1987");
    expect(answer.answer).toContain("Delta Textiles was founded in 1962");
    expect(answer.answer).not.toContain("Company:");
  });
});

describe("lists", () => {
  it("gathers the items of a section, not only the best one", () => {
    const sources = sourcesOf(
      "## Plot types\n\nA standard plot is a bed of 10 by 5 metres. A half plot is a bed of 5 by 5 metres. A raised bed is a waist-high planter for members.",
    );
    const answer = extractAnswer({ question: "What are the plot types?", sources, style: "concise" });
    expect(answer.answer).toContain("half plot");
    expect(answer.answer).toContain("raised bed");
  });

  it("lists matching rows by name", () => {
    const csv =
      "Company | CEO\nCompany: Acme Corp; CEO: Claire Dubois\nCompany: Borealis Foods; CEO: Henrik Larsen\nCompany: Helix Pharma; CEO: Marco Rossi";
    expect(extractAnswer({ question: "List the companies in the companies file.", sources: sourcesOf(csv), style: "concise" }).answer).toBe(
      "Acme Corp, Borealis Foods and Helix Pharma [Source 1].",
    );
  });
});

describe("fields", () => {
  it("quotes a form's 'Label: value' line, short as it is", () => {
    const sources = sourcesOf(
      "INVENTORY RECONCILIATION REPORT\nReport ID: SPARSE-2024-INV-1234\nWarehouse: Distribution Center East\nReport Date: 2024-11-15",
    );
    expect(extractAnswer({ question: "Which warehouse is the report for?", sources, style: "concise" }).answer).toContain(
      "Distribution Center East [Source 1].",
    );
  });
});
