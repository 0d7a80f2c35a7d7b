import { describe, expect, it } from "vitest";
import { namedDocuments, scopeOfQuestion } from "../../../server/pipeline/document-scope";

const library = [
  { id: "f", filename: "pdflatex-forms.pdf" },
  { id: "j", filename: "test_mskanji.csv" },
  { id: "s", filename: "volunteer-shifts-jan-2026.csv" },
  { id: "r", filename: "annual-report.pdf" },
];

describe("a document named by the words of its file name", () => {
  it("is named by its words in the singular or the plural", () => {
    expect(namedDocuments("what fields are on the pdflatex form?", library).map((document) => document.id)).toEqual(["f"]);
    expect(scopeOfQuestion("Which volunteer shift was longest in jan 2026?", library, undefined)).toEqual(["s"]);
  });

  it("is not named by one generic word of its name", () => {
    expect(scopeOfQuestion("What does the report say about donations?", library, undefined)).toBeUndefined();
  });
});

describe("a file name made of common words", () => {
  const files = [
    { id: "l", filename: "simple-list.docx" },
    { id: "t", filename: "tracemonkey.pdf" },
    { id: "x", filename: "the-list.docx" },
  ];

  it("is named by all its words, though the search counts one of them a stop word ('list')", () => {
    expect(namedDocuments("Can you tell me what the simple list covers?", files).map((file) => file.id)).toEqual(["l"]);
  });

  it("is not named by one short word left after its article", () => {
    expect(namedDocuments("Give me the list of dates", files)).toEqual([]);
  });
});
