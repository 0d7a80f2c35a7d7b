import { describe, expect, it } from "vitest";
import { fieldQuestion, headingAsQuestion, statedQuestions } from "../../../server/pipeline/stated-questions";
import { buildSuggestionCandidates } from "../../../server/pipeline/suggestions";
import { makeChunk } from "./stage-fixtures";

const asked = (sentence: string) => statedQuestions(sentence).map((built) => built.question);

describe("questions a sentence answers, as a person asks them", () => {
  it("asks how much from a price and how many from a count", () => {
    expect(asked("Membership costs 40 euros per year for a standard plot and 25 euros per year for a half plot.")).toEqual([
      "How much does membership cost?",
    ]);
    expect(asked("Adult membership is 45 pounds a year.")).toEqual(["How much is adult membership?"]);
    expect(asked("The Hilltop Allotment Society runs 64 plots on the old rectory field.")).toEqual([
      "How many plots does the Hilltop Allotment Society run?",
    ]);
    expect(asked("The club enters three teams in the county league.")).toEqual(["How many teams does the club enter?"]);
  });

  it("asks when from a date or a day, and who from a named person's role", () => {
    expect(asked("The village hall was built in 1932 by the parish.")).toEqual(["When was the village hall built?"]);
    expect(asked("Club nights are every Wednesday from 19:00 to 22:00.")).toEqual(["When are club nights?"]);
    expect(asked("The garden secretary is Maria Okafor, who handles membership.")).toEqual(["Who is the garden secretary?"]);
    expect(asked("Join the waiting list by writing to the lettings officer, Gwen Harris, at the office.")).toEqual([
      "Who is the lettings officer?",
    ]);
  });

  it("asks what a name is when the sentence sets it off beside what it is", () => {
    expect(
      asked("One tool that helped us greatly was Mozilla’s JavaScript fuzz tester, JSFUNFUZZ, which generates random programs."),
    ).toEqual(["What is JSFUNFUZZ?"]);
    expect(asked("We built it on AutoGen, an open-source framework for agents.")).toEqual([]);
    expect(asked("Our system. AutoGen, an open-source framework for agents, is used.")).toEqual(["What is AutoGen?"]);
    expect(asked("The garden, Riverside, which opened in 2009, is large.")).toEqual([]);
  });

  it("asks what a paper presents, names or spells out (a new name, a term, an acronym)", () => {
    expect(asked("While there is related work, we present AutoGen, a generalized multi-agent conversation framework.")).toEqual([
      "What is AutoGen?",
    ]);
    expect(asked("We refer to this paradigm as conversation programming, which streamlines development.")).toEqual([
      "What is conversation programming?",
    ]);
    expect(asked("Each path through the loop is known as a trace tree.")).toEqual(["What is trace tree?"]);
    expect(asked("We summarise logs of on-line analytical processing (OLAP) queries.")).toEqual(["What is OLAP?"]);
    expect(asked("Results from the Large Hadron Collider (LHC) were used.")).toEqual(["What is LHC?"]);
    // Brackets that spell nothing out, and a name given to nothing, ask nothing.
    expect(asked("The hall (HQ) opens at nine.")).toEqual([]);
    expect(asked("It is called that because of the river.")).toEqual([]);
  });

  it("asks nothing of a sentence whose subject is a pronoun, a quantifier or an action", () => {
    expect(asked("It was founded in 1987 by two teachers and now has about 60 members.")).toEqual([]);
    expect(asked("Each member pays 10 pounds.")).toEqual([]);
    expect(asked("Avoiding these costs is 40 pounds cheaper.")).toEqual([]);
    expect(asked("Large language models are becoming a crucial building block.")).toEqual([]);
  });

  it("asks a form's filled field and a report's label by its name; a heading only when it is a question", () => {
    expect(fieldQuestion("Report Date: 2024-11-15")?.question).toBe("What is the report date?");
    expect(fieldQuestion("Firm’s address: foobar.")?.question).toBe("What is the firm’s address?");
    expect(fieldQuestion("Report ID: SPARSE-2024-INV-1234")?.question).toBe("What is the report ID?");
    expect(fieldQuestion("Check if self-employed: checked.")).toBeNull();
    expect(fieldQuestion("Prepared By: Sarah Martinez")).toBeNull();
    // A numbered part of a book heads its title: no chip asks "What is the CHAPTER TWO?".
    expect(fieldQuestion("CHAPTER TWO: “Mere Copyists” 31")).toBeNull();
    expect(fieldQuestion("Section 3: Fees and refunds")).toBeNull();
    expect(fieldQuestion("Part IV: Appeals")).toBeNull();
    expect(fieldQuestion("Week 2: Knots and hitches")).toBeNull();
    // A figure's or a table's caption, and a book's subtitle on its title page, are no fields either.
    expect(fieldQuestion("Figure 3: Trace tree of a nested loop")).toBeNull();
    expect(fieldQuestion("Table 2: Results by region")).toBeNull();
    expect(fieldQuestion("Code: And Other Laws of Cyberspace")).toBeNull();
    expect(headingAsQuestion("## How do I get a plot?")?.question).toBe("How do I get a plot?");
    expect(headingAsQuestion("Membership")).toBeNull();
  });
});

describe("definitions in a paper's text", () => {
  it("reads a definition with an adverb and one a numbered heading runs into", () => {
    const paper = makeChunk(
      "In this section, we describe traces. 3.1 Traces A trace is simply a program path, which may cross function call boundaries. A typed trace is a trace annotated with a type for every variable.",
      { metadata: { doc_id: "t", filename: "tracemonkey.pdf", chunk_index: 0, page: 3 } },
    );
    const candidates = buildSuggestionCandidates({ question: "How does TraceMonkey handle nested loops?", answer: "", chunks: [paper] });
    expect(candidates).toEqual(["What is a trace?", "What is a typed trace?"]);
  });
});

describe("the follow-ups of the reported session", () => {
  it("offers no topic template over the AutoGen paper, and no question from a one-row table", () => {
    const paper = makeChunk(
      "Large language models (LLMs) are becoming a crucial building block in developing powerful agents. LLM agents can cooperate through conversations with each other. Our insight is to use multi-agent conversations, with conversation patterns and a conversation framework. Avoiding these costs is a key goal of the conversation framework.",
      { metadata: { doc_id: "p", filename: "markitdown-test.pdf", chunk_index: 0, page: 1 } },
    );
    const table = makeChunk("Top left | Top right\nTop left: Bottom left; Top right: Bottom right", {
      metadata: { doc_id: "t", filename: "tables.docx", chunk_index: 0 },
    });
    const candidates = buildSuggestionCandidates({ question: "What is MarkItDown?", answer: "", chunks: [paper] });
    // Only the acronym the paper spells out, as a person asks it; no topic template.
    expect(candidates).toEqual(["What are LLMs?"]);
    expect(buildSuggestionCandidates({ question: "What is in tables.docx?", answer: "", chunks: [table] })).toEqual([]);
  });
});

describe("a book's contents", () => {
  it("asks nothing from the lines of a table of contents ('Market: Concentration 161' is no field 'market')", () => {
    const contents = makeChunk(
      ["Beginnings 130", "Law: Duration 133", "Law: Scope 136", "Market: Concentration 161", "Together 168", "Venue: The Old Hall"].join(
        "\n",
      ),
      { metadata: { doc_id: "b", filename: "book.pdf", chunk_index: 1, page: 10 } },
    );
    // The field under the contents is still asked; the titles with their pages are not.
    expect(buildSuggestionCandidates({ question: "What is the book about?", answer: "", chunks: [contents] })).toEqual([
      "What is the venue?",
    ]);
  });
});
