import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

// A rowing club's report: a table of crews, and a filled-in entry form on its last page.
const sources = buildSourceContext(
  [
    makeChunk("Crew: Eights; Rowers: 16; Coaches: 2\nCrew: Fours; Rowers: 12; Coaches: 1\nCrew: Sculls; Rowers: 9; Coaches: 1"),
    makeChunk(
      [
        "Regatta Entry Form 2026",
        "Crew name: Riverside Eights",
        "Captain: Ada Brennan",
        "Contact phone: 07700 900123",
        "Boat class: Eights",
        "Insurance number: RC-4471",
        "Please return this form to the regatta secretary by 1 May 2026.",
      ].join("\n"),
    ),
  ],
  12_000,
).sources;

describe("a form's fields asked as a list", () => {
  it.each(["What details does the regatta entry form ask for?", "What fields are on the entry form?"])(
    "%s lists the form's labels",
    (question) => {
      const answer = extractAnswer({ question, sources, style: "concise" }).answer;
      expect(answer).toMatch(/^The form asks for Crew name, Captain, Contact phone, Boat class and Insurance number/);
      expect(answer).toContain("[Source 2]");
    },
  );

  it("gives no other file's form for a form named by its file's words", () => {
    const withAcroForm = buildSourceContext(
      [
        makeChunk("Name Check Submit", { metadata: { doc_id: "doc2", filename: "latex-forms.pdf", chunk_index: 99, page: 1 } }),
        ...sources.map((source) => source.chunk),
      ],
      12_000,
    ).sources;
    expect(extractAnswer({ question: "What fields are on the latex form?", sources: withAcroForm, style: "concise" }).answer).not.toMatch(
      /^The form asks for Crew name/,
    );
  });

  it.each([
    "What details did the captain give on the regatta entry form?",
    "What has the captain filled in on the entry form?",
    "What details has the crew given on the regatta application?",
  ])("%s lists what was written in, not the labels", (question) => {
    const answer = extractAnswer({ question, sources, style: "concise" }).answer;
    expect(answer).toMatch(/^The form is filled in as follows \[Source 2\]:/);
    expect(answer).toContain("- Crew name: Riverside Eights");
    expect(answer).toContain("- Captain: Ada Brennan");
    expect(answer).toContain("- Insurance number: RC-4471");
  });

  it("keeps the labels for what a form asks for", () => {
    expect(extractAnswer({ question: "What details does the application form ask for?", sources, style: "concise" }).answer).toMatch(
      /^The form asks for Crew name/,
    );
  });

  it("answers a question about one field from the field, not the list", () => {
    expect(extractAnswer({ question: "Who is the captain on the entry form?", sources, style: "concise" }).answer).toContain("Ada Brennan");
  });
});
