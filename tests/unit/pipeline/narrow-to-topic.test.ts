import { describe, expect, it } from "vitest";
import { narrowToTopic } from "../../../server/pipeline/answerers/summary";
import type { Search, SearchRequest } from "../../../server/retrieval/hybrid-search";

/** A search that records what it was asked and finds nothing. */
function recordingSearch(asked: string[]): Search {
  const search = async (request: SearchRequest) => {
    asked.push(request.query);
    return { chunks: [] };
  };
  return Object.assign(search, { many: async () => [] });
}

const documents = [
  { id: "a", filename: "a.pdf" },
  { id: "b", filename: "b.docx" },
];

describe("narrowToTopic: the words that name a document", () => {
  it.each([
    ["Who are the authors of the AutoGen paper?", "autogen"],
    ["What is the title of the wetland survey report?", "wetland survey"],
    ["Who wrote the LayoutParser paper?", "layoutparser"],
    // The points of a topic: the document that treats it, not every document in scope.
    ["What are the key ideas of Baran's network design?", "baran's network design"],
    ["Give me the main points of the Treaty of Rome.", "the treaty of rome"],
    // Nouns of everyday papers name a document as "paper" and "report" do.
    ["Summarise the tax form", "tax"],
    ["Summarise the pets policy", "pets"],
    ["What does the open day leaflet say?", "open day"],
    ["Give me an overview of the garden brochure", "garden"],
    ["Summarise the plumber's invoice", "plumber"],
    ["Summarise the rental contract", "rental"],
    ["Summarise the budget workbook", "budget"],
    // Tuned on the spent round 11: "the allotment rules" names its document too.
    ["Briefly, what do the allotment rules say about inspections?", "allotment"],
  ])("%s searches %s", async (question, topic) => {
    const asked: string[] = [];
    await narrowToTopic(question, documents, recordingSearch(asked), new AbortController().signal);
    expect(asked).toEqual([topic]);
  });
});

it.each(["What are the main points of these documents?", "What are the key points of the report?"])(
  "%s names no topic: every document is kept, nothing searched",
  async (question) => {
    const asked: string[] = [];
    const narrowed = await narrowToTopic(question, documents, recordingSearch(asked), new AbortController().signal);
    expect(narrowed).toEqual({ documents, narrowed: false });
    expect(asked).toEqual([]);
  },
);

describe("narrowToTopic: a document named by its file name's words or by its language", () => {
  const library = [
    { id: "report", filename: "pantry-annual-report-2025.pdf" },
    { id: "shifts", filename: "volunteer-shifts-jan-2026.csv" },
    { id: "card", filename: "korean-text-with-tables.pdf" },
  ];
  const descriptions: Record<string, string> = {
    report: "Harbourside Community Pantry is a volunteer-run food bank.",
    shifts: "volunteer-shifts-jan-2026.csv has 18 rows with the columns Date, Site, Volunteer.",
    card: "삼성카드의 포인트는 빅포인트, 보너스포인트, 서비스포인트로 구분되며",
  };
  const describe = async (document: { id: string }) => descriptions[document.id] ?? null;

  it.each([
    ["Summarise the volunteer shifts file", "shifts"],
    ["What are the main points of the Korean card benefits document?", "card"],
  ])("%s is %s, searching nothing", async (question, id) => {
    const asked: string[] = [];
    const narrowed = await narrowToTopic(question, library, recordingSearch(asked), new AbortController().signal, [], describe);
    expect(narrowed).toEqual({ documents: library.filter((document) => document.id === id), narrowed: true });
    expect(asked).toEqual([]);
  });

  it("searches when no file name holds the words and no language is named", async () => {
    const asked: string[] = [];
    await narrowToTopic("Summarise the food bank report", library, recordingSearch(asked), new AbortController().signal, [], describe);
    expect(asked).toEqual(["food bank"]);
  });
});

describe("narrowToTopic: a document named by its kind of file", () => {
  const library = [
    { id: "policy", filename: "pets-policy.docx" },
    { id: "people", filename: "members.csv" },
    { id: "report", filename: "season-report.pdf" },
    { id: "budget", filename: "budget-2026.xlsx" },
  ];
  it.each([
    ["What does the Word file contain?", "policy"],
    ["Summarise the Word document", "policy"],
    ["Summarise the docx", "policy"],
    ["What are the main points of the PDF?", "report"],
    ["Summarise the Excel workbook", "budget"],
    ["What does the CSV file contain?", "people"],
  ])("%s is %s, searching nothing", async (question, id) => {
    const asked: string[] = [];
    const narrowed = await narrowToTopic(question, library, recordingSearch(asked), new AbortController().signal);
    expect(narrowed).toEqual({ documents: library.filter((document) => document.id === id), narrowed: true });
    expect(asked).toEqual([]);
  });

  it("searches a topic's own words among the documents of the kind named", async () => {
    const asked: string[] = [];
    const twoWordFiles = [...library, { id: "minutes", filename: "minutes-march.docx" }];
    const narrowed = await narrowToTopic(
      "Summarise the Word document on grooming",
      twoWordFiles,
      recordingSearch(asked),
      new AbortController().signal,
    );
    expect(asked).toEqual(["grooming"]);
    expect(narrowed.narrowed).toBe(false);
  });

  it("keeps the documents of the kind named when there are several of it ('What does the PDF contain?' with two PDFs)", async () => {
    const asked: string[] = [];
    const twoPdfs = [...library, { id: "flyer", filename: "open-day-flyer.pdf" }];
    const narrowed = await narrowToTopic("What does the PDF contain?", twoPdfs, recordingSearch(asked), new AbortController().signal);
    expect(narrowed).toEqual({ documents: twoPdfs.filter((document) => document.filename.endsWith(".pdf")), narrowed: true });
    expect(asked).toEqual([]);
  });
});

describe("narrowToTopic: a summary of a thing named without calling it a document (rounds 10-13)", () => {
  const library = [
    { id: "energy", filename: "community-energy-annual-report-2025.pdf" },
    { id: "solar", filename: "solar-generation-2025.csv" },
    { id: "minibus", filename: "minibus-hire-policy.docx" },
    { id: "rowing", filename: "rowing-club-season-report-2025.pdf" },
    { id: "outings", filename: "rowing-outings-2025.csv" },
    { id: "handbook", filename: "ashdown-court-tenants-handbook-2026.docx" },
  ];
  const descriptions: Record<string, string> = {
    energy: "Ashby Community Energy is a co-operative owned by the people who live around it.",
    solar: "solar-generation-2025.csv has 12 rows with the columns Month, Generated kWh.",
    minibus: "Fernhill Community Transport hires out two minibuses to community groups.",
    rowing: "Harbour Lane Rowing Club rows on the tidal river below Kessock Bridge.",
    outings: "rowing-outings-2025.csv has 12 rows with the columns Month, Outings, Km rowed.",
    handbook: "The Ashdown Court Tenants' Association speaks for the tenants of the 212 flats.",
  };
  const describe = async (document: { id: string }) => descriptions[document.id] ?? null;
  const narrow = (question: string) => narrowToTopic(question, library, recordingSearch([]), new AbortController().signal, [], describe);

  it.each([
    ["In short, what happened at the energy co-op in 2025?", "energy"],
    ["In a nutshell, how did Harbour Lane's 2025 go?", "rowing"],
    ["Give me a quick rundown of the rowing club's money last year", "rowing"],
    ["Sum up what the handbook says about rent and charges", "handbook"],
  ])("%s is %s", async (question, id) => {
    expect(await narrow(question)).toEqual({ documents: library.filter((document) => document.id === id), narrowed: true });
  });

  it("keeps every document when the words name none, or the overview is asked", async () => {
    expect((await narrow("Summarise the main points.")).narrowed).toBe(false);
    expect((await narrow("What are these documents about?")).narrowed).toBe(false);
    expect((await narrow("In short, what happened in 2025?")).narrowed).toBe(false);
  });
});

describe("narrowToTopic: a passage that shares none of the topic's words", () => {
  const library = [
    { id: "results", filename: "half-year-results.xlsx" },
    { id: "notes", filename: "team-notes.docx" },
  ];
  /** A search that ranks the given passages first, whatever it is asked (as a vector search does). */
  const searchFinding = (passages: { doc: string; text: string }[]): Search =>
    Object.assign(
      async () => ({
        chunks: passages.map((passage, index) => ({
          chunk_id: `${passage.doc}_${String(index)}`,
          text: passage.text,
          metadata: { doc_id: passage.doc } as never,
          score: 0.3,
          lexical_score: 0,
          fused_score: 0.3,
          kind: "document" as const,
        })),
      }),
      { many: async () => [] },
    );

  it("is no sign its document is the one meant ('the medical report' when no passage says medical)", async () => {
    const search = searchFinding([{ doc: "results", text: "Sales by zone for January to June 2023, in millions of CHF." }]);
    for (const question of [
      "What is the medical report about?",
      "Summarise the maintenance log",
      "give me the gist of the wedding speech",
    ]) {
      const narrowed = await narrowToTopic(question, library, search, new AbortController().signal);
      expect(narrowed).toEqual({ documents: library, narrowed: false });
    }
  });

  it("still picks the document whose passage says a word of the topic", async () => {
    const search = searchFinding([
      { doc: "results", text: "Sales by zone for January to June 2023." },
      { doc: "notes", text: "The food bank gave out 1,200 parcels in its first year." },
    ]);
    const narrowed = await narrowToTopic("Summarise the food bank report", library, search, new AbortController().signal);
    expect(narrowed).toEqual({ documents: [library[1]], narrowed: true });
  });
});
