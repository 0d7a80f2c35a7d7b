import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import {
  announcesContent,
  answerShapeOf,
  comparedSides,
  definesSubject,
  definitionSubject,
  describesFunction,
} from "../../../server/pipeline/answer-shape";
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

  it("reads 'Was X better than Y?' as a comparison of two values", () => {
    expect(comparedSides("Was the bike station's success rate better than the sewing station's?")).toEqual([
      "bike station's success rate",
      "sewing station's",
    ]);
  });

  it("reads the subject of 'Who counts as X?' and of 'What does X mean here / in this policy?'", () => {
    expect(definitionSubject("Who counts as a concession member?")).toBe("concession member");
    expect(definitionSubject("Who is considered a member?")).toBe("member");
    expect(definitionSubject("What does triage mean here?")).toBe("triage");
    expect(definitionSubject("What does loan period mean in this policy?")).toBe("loan period");
    expect(definitionSubject("What does triage mean in the repair café report?")).toBe("triage");
    expect(definitionSubject("What is the population of Paris?")).toBeNull();
    const policy = sourcesOf(
      "Membership costs £25 a year, or £10 a year for concession members. A concession member is a member who receives Universal Credit, Pension Credit or a student grant and pays the reduced fee.",
    );
    const answer = extractAnswer({
      question: "Who counts as a concession member?",
      sources: policy,
      style: "concise",
      intent: "definition",
    });
    expect(answer.answer).toContain("Universal Credit");
  });

  it("reads 'What is the X?' planned as a lookup, and 'What counts as X?', as definitions", () => {
    expect(answerShapeOf("What is the holiday lunch club?", "lookup")).toBe("definition");
    expect(answerShapeOf("What is the population of Paris?", "lookup")).toBe("lookup");
    expect(answerShapeOf("What was huihui?", "lookup")).toBe("lookup");
    expect(definitionSubject("What counts as surplus food?")).toBe("surplus food");
    expect(definitionSubject("How does the co-operative define a nuisance?")).toBe("nuisance");
    expect(definitionSubject("How is a nuisance defined?")).toBe("nuisance");
    // "What is X for?" asks what X is (its purpose), answered by the sentence that defines it.
    expect(definitionSubject("What is the pet deposit for?")).toBe("pet deposit");
    const deposit = sourcesOf(
      "To ask for a permission, a member should:\n• fill in the form\n• pay the pet deposit\nThe pet deposit is a one-off sum held against damage caused by a cat or dog.",
    );
    expect(
      extractAnswer({ question: "What is the pet deposit for?", sources: deposit, style: "concise", intent: "lookup" }).answer,
    ).toMatch(/^The pet deposit is a one-off sum held against damage/);
    expect(definitionSubject("How does the club define the start of a season?")).toBeNull();
    const rules = sourcesOf(
      "The co-operative replies within five days to a member who reports a nuisance. A nuisance is any repeated noise, smell or mess from an animal that disturbs the neighbours.",
    );
    expect(
      extractAnswer({ question: "How does the co-operative define a nuisance?", sources: rules, style: "concise", intent: "definition" })
        .answer,
    ).toMatch(/^A nuisance is any repeated noise/);
    const sources = sourcesOf(
      "This year we:\n• opened on Thursday evenings\n• opened a holiday lunch club\nThe holiday lunch club is a free hot meal for children on weekdays during the school holidays.",
    );
    const answer = extractAnswer({ question: "What is the holiday lunch club?", sources, style: "concise", intent: "lookup" });
    expect(answer.answer).toMatch(/^The holiday lunch club is a free hot meal/);
  });

  it("gives the list a line announces under a heading that says what is asked, when no sentence says it", () => {
    const page = [
      "It gives emergency food parcels to households referred by local agencies.",
      "In 2025 we gave out 4,312 food parcels and fed 9,860 people.",
      "Our referral partners",
      "Households reached us through five kinds of partners:",
      "• Citizens Advice Kelmouth",
      "• GP surgeries",
      "• schools and nurseries",
      "Money",
      "Income in 2025 was £68,450.",
      "This year we opened on Thursday evenings for people who work during the day.",
    ].join("\n");
    const sources = buildSourceContext(
      [makeChunk(page, { metadata: { doc_id: "r", filename: "pantry-report.pdf", chunk_index: 0, page: 1 } })],
      12_000,
    ).sources;
    // No sentence reaches the floor: the list under the heading that says "referral" answers, not the admission.
    const answer = extractAnswer({ question: "Who refers people to the pantry?", sources, style: "concise", minScore: 0.6 });
    expect(answer.answer).toMatch(/^Households reached us through five kinds of partners \[Source 1\]:/);
    expect(answer.answer).toContain("GP surgeries");
    // The heading may say it in the document's words: "What we did differently" for "what changed".
    const changes = sourcesOf(
      [
        "In 2025 we gave out 4,312 food parcels.",
        "What we did differently",
        "This year we:",
        "• opened on Thursday evenings",
        "• added halal and gluten-free parcels",
      ].join("\n"),
    );
    const changed = extractAnswer({ question: "What changed at the pantry in 2025?", sources: changes, style: "concise", minScore: 0.6 });
    expect(changed.answer).toContain("halal");
    // A heading that holds no word of the question lends nothing.
    const unrelated = extractAnswer({ question: "Who chairs the trustees?", sources, style: "concise", minScore: 0.6 });
    expect(unrelated.answer).not.toContain("GP surgeries");
  });

  it("puts two values said in running text side by side for 'Was A higher than B?' and 'Did A or B …?'", () => {
    expect(comparedSides("Was income higher than spending in 2025?")).toEqual(["income", "spending in 2025"]);
    expect(comparedSides("Did Quay Street or St Luke's hand out more parcels in 2025?")).toEqual(["Quay Street", "St Luke's"]);
    expect(answerShapeOf("Was income higher than spending in 2025?", "lookup")).toBe("comparison");
    expect(comparedSides("Is the wait at Quay Street shorter than last year?")).toBeNull();
    const sources = sourcesOf(
      [
        "Money",
        "Income in 2025 was £68,450: £41,200 from donations, £18,000 from a National Lottery",
        "Community Fund grant and £9,250 from Gift Aid.",
        "We spent £61,930. The largest costs were food we bought and the rent of the hall.",
        "The number of volunteers rose from 64 in 2024 to 82 in 2025.",
      ].join("\n"),
    );
    const answer = extractAnswer({
      question: "Was income higher than spending in 2025?",
      sources,
      style: "concise",
      intent: "lookup",
      minScore: 0.2,
    });
    expect(answer.answer).toContain("68,450");
    expect(answer.answer).toContain("61,930");
    // The sentence with a colon in it is prose, wrapped over two lines, not a field cut at the line's end.
    expect(answer.answer).toContain("Gift Aid");
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

  it("does not take a value for a definition: 'What is the key deposit for?' is answered by what it is held against", () => {
    expect(definesSubject("The key deposit is £40 for a fob and £15 for a key.", "key deposit")).toBe(false);
    expect(definesSubject("The key deposit is 40 pounds.", "key deposit")).toBe(false);
    // Who holds a role is not what the role is.
    expect(definesSubject("The Tool Steward is Declan O'Hare.", "Tool Steward")).toBe(false);
    expect(definesSubject("The Tool Steward is the volunteer who checks every item.", "Tool Steward")).toBe(true);
    expect(definesSubject("The Treasurer is Anna Kowalska, who keeps the accounts.", "treasurer")).toBe(false);
    const sources = sourcesOf(
      "The key deposit is £40 for a fob and £15 for a key. The office replies within ten working days.",
      "Words used here. The key deposit is a sum held against the loss of a fob or key and returned when the member leaves.",
    );
    const answer = extractAnswer({ question: "What is the key deposit for?", sources, style: "concise", intent: "definition" }).answer;
    expect(answer).toContain("held against the loss");
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

  it("gives a detailed answer the points its passage holds (three sentences), so 'expand point 3' has a point 3", () => {
    const sources = sourcesOf(
      "The Huguenots were French Protestants who followed the teachings of John Calvin. Many fled France after 1685. They settled in England, the Netherlands and South Africa. Their descendants kept the name for centuries.",
    );
    const detailed = extractAnswer({ question: "Who were the Huguenots?", sources, style: "detailed" });
    expect(detailed.sentences.length).toBeGreaterThanOrEqual(3);
    expect(detailed.answer.match(/\[Source 1\]/g)?.length).toBe(detailed.sentences.length);
    // Concise stays as short as it was.
    expect(extractAnswer({ question: "Who were the Huguenots?", sources, style: "concise" }).sentences.length).toBeLessThanOrEqual(2);
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
    // "How many" asks the quantity beside the prices, "how much" a price.
    expect(askedColumn(["Qty", "Unit cost", "Total"], "How many fan belts were used?")).toBe("Qty");
    expect(askedColumn(["Open on", "Parcels 2024", "Parcels 2025"], "Which site handed out more parcels in 2025?")).toBe("Parcels 2025");
    expect(askedColumn(["Qty", "Unit price", "Total"], "How much was a fan belt?")).toBe("Unit price");
  });

  it("goes on with a header that starts a sentence instead of naming it as a property", () => {
    const row = "Priority: Emergency; Landlord must attend within: 24 hours; Examples: gas leak, no heating";
    expect(rowSentence(row, "How quickly must the landlord attend an emergency?")).toBe(
      "For Emergency, the landlord must attend within 24 hours",
    );
    const own = "Item: Bins; The tenant must put out: on Monday nights";
    expect(rowSentence(own, "When must the tenant put out the bins?")).toBe("For Bins, the tenant must put out on Monday nights");
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

describe("lists gathered from more than one place", () => {
  const bikes = [
    "Bike | Hourly rate | Deposit",
    "Bike: City bike; Hourly rate: 3 euros; Deposit: 50 euros",
    "Bike: Cargo bike; Hourly rate: 8 euros; Deposit: 200 euros",
    "Bike: Tandem; Hourly rate: 7 euros; Deposit: 100 euros",
    "",
    "Station | Opening hours",
    "Station: Harbour Square; Opening hours: 7:00 to 22:00",
    "Station: University Park; Opening hours: 8:00 to 20:00",
  ].join("\n");

  it("lists a table column named by the question's noun, even when no sentence says the verb", () => {
    const answer = extractAnswer({ question: "What bikes can be rented?", sources: sourcesOf(bikes), style: "concise" });
    expect(answer.answer).toBe("City bike, Cargo bike and Tandem [Source 1].");
    expect(extractAnswer({ question: "Which stations are there?", sources: sourcesOf(bikes), style: "concise" }).answer).toBe(
      "Harbour Square and University Park [Source 1].",
    );
  });

  it("keeps the rows that hold the question's other words the table has", () => {
    const csv =
      "Company | Headquarters\nCompany: Acme Corp; Headquarters: Lyon, France\nCompany: Borealis Foods; Headquarters: Oslo, Norway\nCompany: Fjord Logistics; Headquarters: Bergen, Norway";
    expect(extractAnswer({ question: "Which companies are based in Norway?", sources: sourcesOf(csv), style: "concise" }).answer).toBe(
      "Borealis Foods and Fjord Logistics [Source 1].",
    );
  });

  it("names a table's columns when asked for them", () => {
    expect(
      extractAnswer({ question: "What are the column headers of the table?", sources: sourcesOf(bikes), style: "concise" }).answer,
    ).toBe("The columns are Bike, Hourly rate and Deposit [Source 1].");
  });

  it("gives one item per sentence of the section the noun heads", () => {
    const events =
      "## Events\n\nThe spring seed swap takes place on the first Saturday of April. The harvest festival is held on the last Sunday of September. Work mornings happen on the second Saturday of every month.";
    const answer = extractAnswer({
      question: "Which events happen at the garden each year?",
      sources: sourcesOf(events),
      style: "concise",
    });
    expect(answer.answer.split("\n")).toHaveLength(3);
    expect(answer.answer).toMatch(/^- The spring seed swap .* \[Source 1\]\.\n- The harvest festival/);
  });
});

describe("definitions", () => {
  it("finds the defining apposition or naming, not a sentence that says what happens to the subject", () => {
    expect(definesSubject("The exit branches to a side exit, a small off-trace piece of code.", "side exits")).toBe(true);
    expect(definesSubject("We call the resulting tracing VM TraceMonkey.", "TraceMonkey")).toBe(true);
    expect(definesSubject("If LO has a compiled trace tree, we call LO as a nested trace tree.", "trace tree")).toBe(false);
    expect(definesSubject("The side exit is patched so that it jumps to the new trace.", "side exits")).toBe(false);
  });

  it("never opens on a sentence about the document, and joins words a PDF hyphenated at a line end", () => {
    const sources = sourcesOf(
      "This section explains how trace trees are formed. A trace tree is a set of traces that share one loop header. We call the resulting VM Trace-\nMonkey.",
    );
    expect(extractAnswer({ question: "What is a trace tree?", sources, style: "concise" }).answer).toMatch(/^A trace tree is a set/);
    expect(extractAnswer({ question: "What is TraceMonkey?", sources, style: "concise" }).answer).toBe(
      "We call the resulting VM TraceMonkey [Source 1].",
    );
  });

  it("with no defining sentence, opens on one naming the subject whole, not one that only shares its words", () => {
    const sources = sourcesOf(
      "If the call to the inner tree succeeds, the VM records the call as part of the outer trace and finishes the outer trace as normal. In this way, the VM records a trace tree covering all the hot paths through the loop.",
    );
    expect(extractAnswer({ question: "What is a trace tree?", sources, style: "concise" }).answer).toMatch(
      /^In this way, the VM records a trace tree/,
    );
  });
});

describe("titles", () => {
  it("never quotes a long title line as an answer", () => {
    const sources = sourcesOf(
      "Trace-based Just-in-Time Type Specialization for Dynamic\nLanguages\nAndreas Gal∗+, Brendan Eich∗\nAbstract\nOur trace-based just-in-time compiler does type specialization of each loop trace at run time.",
    );
    const answer = extractAnswer({
      question: "What is trace-based just-in-time type specialization?",
      sources,
      style: "concise",
      minScore: 0.1,
    });
    expect(answer.answer).toMatch(/^Our trace-based just-in-time compiler/);
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

describe("words naming the file the passage is in", () => {
  const report = (text: string) =>
    buildSourceContext(
      [makeChunk(text, { metadata: { doc_id: "r23", filename: "annual-report-2023.txt", chunk_index: 0, page: null } })],
      12_000,
    ).sources;
  const text =
    "The 2023 annual report of the Riverside Community Garden was written by Tomas Berg. The harvest reached 820 kilograms of vegetables.";

  it("do not pick the file's title sentence: 'the annual report' names where to look, not what to find", () => {
    const { answer } = extractAnswer({
      question: "What did the annual report 2023 say about the harvest?",
      sources: report(text),
      style: "concise",
    });
    expect(answer).toMatch(/^The harvest reached 820 kilograms/);
  });

  it("still count when nothing else is found: 'Who wrote the annual report?'", () => {
    const { answer } = extractAnswer({ question: "Who wrote the annual report?", sources: report(text), style: "concise" });
    expect(answer).toMatch(/written by Tomas Berg/);
  });
});

describe("definitions by what the subject does", () => {
  it("knows a sentence that says what its subject does", () => {
    expect(describesFunction("The laser cutter cuts and engraves wood up to 6 mm thick.", "laser cutter")).toBe(true);
    expect(describesFunction("Pitfall traps catch small animals that move along the ground.", "pitfall trap")).toBe(true);
    expect(describesFunction("The laser cutter was repaired in May.", "laser cutter")).toBe(false);
    expect(describesFunction("The laser cutter is in the back room.", "laser cutter")).toBe(false);
  });

  it("opens with it when no sentence says 'X is …', though another scores higher", () => {
    const sources = sourcesOf(
      "The kiln room booking sheet lists who may use the kiln and when the kiln was last serviced by the kiln technician.\nThe kiln fires clay pieces at up to 1,300 degrees to harden them.",
    );
    const answer = extractAnswer({ question: "What is the kiln?", sources, style: "concise", intent: "definition" });
    expect(answer.answer).toMatch(/^The kiln fires clay pieces/);
  });
});

describe("gathered lists", () => {
  it("gives the bullets a line announces, though the bullets ran into one line", () => {
    const sources = sourcesOf(
      "Our method is fast. This report makes the following contributions:\n• a new survey method for wetland\nbirds. • a map of the nesting sites. • ten years of counts.\nThe rest of the report is organised as follows.",
    );
    const answer = extractAnswer({ question: "What are the contributions of the report?", sources, style: "concise", intent: "list" });
    expect(answer.answer.split("\n")).toEqual([
      "This report makes the following contributions [Source 1]:",
      "- a new survey method for wetland birds [Source 1].",
      "- a map of the nesting sites [Source 1].",
      "- ten years of counts [Source 1].",
    ]);
  });

  it("gives the sentences under a heading that names the list, by its noun, a qualifying word or a synonym", () => {
    const sources = sourcesOf(
      "## Opening hours\n\nThe hall opens at nine.\n\n## Activities\n\nA choir meets on Mondays. Chess club is on Wednesday evenings. The jumble sale is held every May.",
    );
    const answer = extractAnswer({ question: "What events does the community hall hold?", sources, style: "concise", intent: "list" });
    expect(answer.answer).toMatch(/choir[\s\S]*Chess club[\s\S]*jumble sale/);
    expect(answer.answer).not.toContain("nine");
  });
});

describe("a sentence that announces items", () => {
  it("brings its items whatever the question's shape, never ending the answer on a colon", () => {
    const sources = sourcesOf(
      "## Before installing\n\nAsk the installer to check these points first:\n- whether the loft is insulated\n- whether the radiators are large enough",
    );
    const { answer } = extractAnswer({ question: "What should the installer check first?", sources, style: "concise", intent: "lookup" });
    expect(answer.split("\n")).toEqual([
      "Ask the installer to check these points first [Source 1]:",
      "- whether the loft is insulated [Source 1].",
      "- whether the radiators are large enough [Source 1].",
    ]);
  });
});

describe("extractAnswer: a follow-up rewritten from the chat", () => {
  it("weighs the subject the rewrite added as a subject, so the sentence must hold what the follow-up asks", () => {
    const sources = sourcesOf(
      "A ground-source heat pump draws heat from pipes buried in the garden and moves it into the house. The outdoor unit of a heat pump makes about 40 decibels, about as loud as a fridge.",
    );
    const question = "And how loud is a ground-source heat pump?";
    expect(extractAnswer({ question, asked: "And how loud is it?", sources, style: "concise" }).answer).toMatch(/^The outdoor unit/);
  });
});

describe("'Who is the <role>?' (tuned on the spent round 10)", () => {
  const sources = buildSourceContext(
    [
      makeChunk(
        "How to book\n\nTo book a minibus, a member group must:\n\n- check the availability calendar on our website;\n- name a trip leader;\n- pay the hire fee before collecting the keys.",
      ),
      makeChunk(
        "What some words mean\n\nA member group is a club that has joined the scheme. The trip leader is the person from the group who travels on the bus and is responsible for the passengers.",
      ),
      makeChunk("Who to contact\n\nThe Transport Manager is Gareth Pryce-Jones. Bookings are handled by Ayesha Karim."),
    ],
    12_000,
  ).sources;
  const ask = (question: string) => extractAnswer({ question, sources, style: "concise", intent: "lookup" }).answer;

  it("reads a hyphenated subject whole, and 'What do they mean by X?'", () => {
    expect(definitionSubject("What do they mean by feed-in?")).toBe("feed-in");
    expect(definitionSubject("What is a check-in desk?")).toBe("check-in desk");
    expect(definitionSubject("What is the population of Paris?")).toBeNull();
  });

  it("quotes the sentence that says who the role is when no sentence names a person for it", () => {
    expect(ask("Who is the trip leader?")).toContain("the person from the group who travels on the bus");
    expect(ask("Who is the Transport Manager?")).toContain("Gareth Pryce-Jones");
  });
});

describe("sentences that announce what follows", () => {
  const audit = sourcesOf(
    "Detailed analysis. The stock count reveals several key findings. The main cause of the gap is part P-17, which is short by 40 units. Bay 4 also shows a large variance. Staff should check each bay twice a year.",
  );

  it("answers with what an announcing sentence promises, not with the promise alone", () => {
    const answer = extractAnswer({ question: "What does the stock count find?", sources: audit, style: "concise" }).answer;
    expect(answer).toContain("P-17");
    expect(answer).toContain("Bay 4");
    expect(answer).not.toContain("twice a year");
  });

  it("tells an announcement from a sentence that states its findings", () => {
    expect(announcesContent("The stock count reveals several key findings.")).toBe(true);
    expect(announcesContent("The results are as follows.")).toBe(true);
    expect(announcesContent("The survey raised three main concerns.")).toBe(true);
    expect(announcesContent("The stock count found 40 missing units of part P-17.")).toBe(false);
    expect(announcesContent("Several findings point to part P-17 as the main cause.")).toBe(false);
  });
});

describe("a PDF heading at the start of a sentence", () => {
  it("is the sentence's section, not its first word", () => {
    const sources = sourcesOf(
      "Zadrozny, S. (2007). Summarizing the contents of web server logs. In FUZZ-IEEE, pp. 1–6. IEEE. Summary\nIn this paper, we propose a method for summarizing query logs. A query log is a sequence of queries sent to a database.",
    );
    const answer = extractAnswer({ question: "What method does this paper propose?", sources, style: "concise" }).answer;
    expect(answer).toMatch(/^In this paper, we propose a method/);
  });

  it("keeps a sentence wrapped across lines whole", () => {
    const sources = sourcesOf("Summary\nThe basic idea is that\na query summarizes another query.");
    const answer = extractAnswer({ question: "What is the basic idea?", sources, style: "concise" }).answer;
    expect(answer).toMatch(/^The basic idea is that a query summarizes another query/);
  });
});

describe("a definition asked outright, with where the term is used (tuned on the spent round 11)", () => {
  it.each([
    ["Define the waiting list for plots", "waiting list"],
    ["What counts as an outing at the rowing club?", "outing"],
    ["Who qualifies as a junior in the club?", "junior"],
  ])("%j defines %j", (question, subject) => {
    expect(definitionSubject(question)).toBe(subject);
  });

  it("keeps a plain 'what is' with a place a lookup ('What is the fee at the depot?')", () => {
    expect(definitionSubject("What is the fee at the depot?")).toBeNull();
  });
});

describe("'Who …?' answered by the sentence that names a person (rounds 10-13's people in other shapes)", () => {
  const sources = buildSourceContext(
    [
      makeChunk("Riverside Residents' Group: Members' Handbook 2026\n\nAgreed at the annual general meeting in January.", {
        metadata: { doc_id: "rg", filename: "riverside-residents-handbook-2026.docx", chunk_index: 0, page: null },
      }),
      makeChunk(
        "Our committee\n\nThe committee is the chair, the secretary, the treasurer and three street reps, elected each year at the AGM. The committee meets on the first Tuesday of each month.",
        { metadata: { doc_id: "rg", filename: "riverside-residents-handbook-2026.docx", chunk_index: 1, page: null } },
      ),
      makeChunk(
        "What we do not do\n\nThe group will not:\n\n- take sides in a dispute between neighbours;\n- lend money, except through the welfare fund.",
        {
          metadata: { doc_id: "rg", filename: "riverside-residents-handbook-2026.docx", chunk_index: 2, page: null },
        },
      ),
      makeChunk(
        "Who to contact\n\nOur chair is Oonagh Brennan and our treasurer is Kwame Asante, who looks after the welfare fund. Questions about parking go to the secretary.",
        { metadata: { doc_id: "rg", filename: "riverside-residents-handbook-2026.docx", chunk_index: 3, page: null } },
      ),
    ],
    12_000,
  ).sources;
  const ask = (question: string) => extractAnswer({ question, sources, style: "concise", intent: "lookup" }).answer;

  it("prefers a sentence that names someone over one whose only capitals are an acronym or none", () => {
    expect(ask("Who chairs the residents' group?")).toContain("Oonagh Brennan");
    expect(ask("Who do I ask about getting money from the welfare fund?")).toContain("Kwame Asante");
  });

  it("keeps the role's own sentence when no sentence names a person", () => {
    expect(ask("Who counts as a street rep?")).not.toContain("Kwame Asante");
  });
});
