import { describe, expect, it } from "vitest";
import { contentTerms } from "../../../server/core/text-analysis";
import { documentWordsFor } from "../../../server/pipeline/everyday-words";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const sourcesOf = (...texts: string[]) =>
  buildSourceContext(
    texts.map((text) => makeChunk(text)),
    12_000,
  ).sources;

// A boathouse's terms, written the way a document words them; the questions ask the way people do.
const boathouse = [
  "Rowing boats are kept in the boathouse on the east bank.",
  "A session cancelled less than three days ahead is charged in full.",
  "The boat deposit is refunded within five working days of the session.",
  "Paddles and life jackets are collected from the kiosk at the slipway.",
  "Every crew must include one adult for each four children.",
  "Helmsmen must be aged 18 or over.",
  "If a regatta event is cancelled less than 21 days before it, the entry fee is retained by the club.",
  "Rowers over 65 get 20 pounds off the annual membership.",
  "Racing abroad is allowed for up to three regattas a season, with the captain's approval.",
  "A boat whose mooring fee is still unpaid on 1 May is offered to the next member.",
  "Glass bottles and barbecues are forbidden on the jetty.",
].join(" ");

const answerTo = (question: string) => extractAnswer({ question, sources: sourcesOf(boathouse), style: "concise" }).answer;

describe("everyday wording against the document's words", () => {
  it("maps a whole phrase, never its verb alone", () => {
    expect(documentWordsFor("What if we call off the session?").get("call")).toContain("cancel");
    expect(documentWordsFor("Who do I call about the session?").has("call")).toBe(false);
    expect(documentWordsFor("When do I get my deposit back?").get("back")).toContain("refund");
  });

  it("answers questions asked in everyday words from the sentence that says it formally", () => {
    expect(answerTo("What happens if we call off a session the day before?")).toMatch(/^A session cancelled less than three days/);
    expect(answerTo("When do I get the boat deposit back?")).toMatch(/^The boat deposit is refunded/);
    expect(answerTo("Where do we pick up the paddles?")).toMatch(/^Paddles and life jackets are collected/);
    expect(answerTo("How many grown-ups does a crew of kids need?")).toMatch(/^Every crew must include one adult/);
    expect(answerTo("What happens if we call off our regatta party two weeks before?")).toMatch(/^If a regatta event is cancelled/);
    expect(answerTo("How old do helmsmen have to be?")).toMatch(/^Helmsmen must be aged 18/);
  });

  it("reads prices, people and places said the everyday way", () => {
    expect(answerTo("What does the boathouse charge pensioners?")).toMatch(/^Rowers over 65 get 20 pounds off/);
    expect(answerTo("How often can we race in another country?")).toMatch(/^Racing abroad is allowed/);
    expect(answerTo("What happens if I don't pay the mooring fee on time?")).toMatch(/^A boat whose mooring fee is still unpaid/);
  });

  it("reads founding as a history states it, and leaves 'found' (of finding) alone", () => {
    const club = sourcesOf(
      "The rowing club, the oldest on the river, holds its regatta every June. The rowing club was established in 1885 by three brothers from Henley. The boathouse was rebuilt in 1960.",
    );
    expect(extractAnswer({ question: "Who founded the rowing club?", sources: club, style: "concise" }).answer).toMatch(
      /^The rowing club was established in 1885/,
    );
    expect(documentWordsFor("Where was the key found?").has("found")).toBe(false);
  });

  it("reads a prohibition as a negative statement", () => {
    expect(answerTo("What is not allowed on the jetty?")).toMatch(/^Glass bottles and barbecues are forbidden/);
  });
});

describe("buying and wanting", () => {
  it("counts selling for where one buys, never for why", () => {
    expect(documentWordsFor("Where can I buy compost?").get("buy")).toContain("sell");
    expect(documentWordsFor("Why did the pantry have to buy food?").get("buy") ?? new Set()).not.toContain("sell");
    const sources = sourcesOf(
      "Surplus food is food that shops cannot sell but that is still safe to eat. We had to buy food because donations fell short.",
    );
    const answer = extractAnswer({ question: "Why did the pantry have to buy food?", sources, style: "concise", minScore: 0.1 });
    expect(answer.answer).toMatch(/^We had to buy food/);
  });

  it("answers 'why' with the sentence that gives a reason, of two that match about as well", () => {
    // "bought" is "buy" to the stemmer, so the costs line matches the question's words as well as the reason does.
    const sources = sourcesOf(
      "The largest costs were food we bought (£38,700) and the rent of the hall (£12,000). We had to buy food because donations fell short of what households needed.",
    );
    const answer = extractAnswer({ question: "Why did the pantry have to buy food?", sources, style: "concise", minScore: 0.1 });
    expect(answer.answer).toMatch(/^We had to buy food because/);
  });

  it("reads what a person wants as a form's preferred field", () => {
    expect(documentWordsFor("What site does the volunteer want to work at?").get("want")).toContain("prefer");
    const sources = sourcesOf(
      "Full name: Ana Prieto\nPreferred site: Northgate school\nAvailable: Friday mornings\nOffice use: the site was changed.",
    );
    const answer = extractAnswer({ question: "What site does the volunteer want to work at?", sources, style: "concise", minScore: 0.1 });
    expect(answer.answer).toContain("Northgate");
  });
});

describe("a heading's negation", () => {
  it("makes the items under 'What is not allowed?' answer a negated question over a sentence that negates in passing", () => {
    const faq = [
      "## Can I bring my dog?",
      "",
      "Dogs are allowed on the towpath on a lead, but they are not allowed in the boat store because of the fuel.",
      "",
      "## What is not allowed at the boathouse?",
      "",
      "- glass bottles on the pontoon",
      "- barbecues on the grass",
    ].join("\n");
    const metadata = { doc_id: "d", filename: "boathouse-faq.md", chunk_index: 0, page: null };
    const sources = buildSourceContext([makeChunk(faq, { metadata })], 12_000).sources;
    const answer = extractAnswer({ question: "What's not allowed on a boathouse pontoon?", sources, style: "concise" });
    expect(answer.answer).toMatch(/^glass bottles on the pontoon/);
  });
});

describe("phrases a policy states another way", () => {
  // A residents' association's rules on bicycles and pets, none of them in the question's words.
  const rules = sourcesOf(
    [
      "The estate office handles all requests and keeps the register of permissions.",
      "These storage rules take effect on 4 May 2026 and replace the 2019 rules.",
      "Bicycles must be kept in the locked store, not in the hallways.",
      "A resident may appeal against a refusal of a storage request within 14 days.",
      "No animal may be left alone in a flat for more than 12 hours.",
      "The owner of these rules is Priya Raman, the estate secretary.",
      "Storage requests are answered within ten working days.",
    ].join(" "),
  );
  const answer = (question: string) => extractAnswer({ question, sources: rules, style: "concise" }).answer;

  it("pairs coming into force, being turned down, leaving and being responsible with the policy's words", () => {
    expect(answer("When do the storage rules come into force?")).toMatch(/^These storage rules take effect/);
    expect(answer("How long do I have to appeal if my storage request is turned down?")).toMatch(
      /^A resident may appeal against a refusal/,
    );
    expect(answer("How long can I leave an animal alone in the flat?")).toMatch(/^No animal may be left alone/);
    expect(answer("Who is responsible for the storage rules?")).toMatch(/^The owner of these rules is Priya Raman/);
  });

  it("keeps the verbs alone apart", () => {
    expect(documentWordsFor("Who turned the lights on?").has("turn")).toBe(false);
    expect(documentWordsFor("When can I come to the office?").has("come")).toBe(false);
  });
});

describe("a clipped name (tuned on the spent round 10)", () => {
  it("reads 'the co-op' as the co-operative its document names in full", () => {
    const sources = buildSourceContext(
      [
        makeChunk(
          "Ashby Community Energy Co-operative\nAnnual Report 2025\nAshby Community Energy is a co-operative owned by the people who live around it. We ended the year with 318 members and paid them 3.5% interest on their shares.",
          {
            metadata: {
              doc_id: "r",
              filename: "community-energy-annual-report-2025.pdf",
              chunk_index: 1,
              page: 1,
              sheet: null,
              heading: null,
            },
          },
        ),
      ],
      12_000,
    ).sources;
    const answer = extractAnswer({ question: "How many members does the co-op have?", sources, style: "concise", intent: "lookup" });
    expect(answer.answer).toContain("318 members");
  });
});

describe("a report's headings said the everyday way", () => {
  it("reads a year's 'big moments' as its highlights and 'a hand' as the help a report thanks", () => {
    const review = sourcesOf(
      [
        "# Millbrook Rowing Club: 2025 in review",
        "",
        "The club has 140 members and rows from the boathouse on the east bank.",
        "",
        "## Highlights",
        "",
        "Our women's eight won the Henley Town Cup, and 60 children learned to row on our summer course.",
        "",
        "## Thank you",
        "",
        "We thank Millbrook Town Council for the slipway repairs and Ash Marine for lending us a safety launch.",
      ].join("\n"),
    );
    const ask = (question: string) => extractAnswer({ question, sources: review, style: "concise" }).answer;
    expect(ask("What were the rowing club's high points of 2025?")).toMatch(/Henley Town Cup/);
    expect(ask("What were the best bits of the year for the rowing club?")).toMatch(/Henley Town Cup/);
    expect(ask("Who lent the rowing club a helping hand?")).toMatch(/^We thank Millbrook Town Council/);
    expect(ask("Who helped the rowing club out?")).toMatch(/^We thank Millbrook Town Council/);
    expect(documentWordsFor("Can you give me a hand with the form?").has("hand")).toBe(true);
    expect(documentWordsFor("What was the biggest cost?").has("big")).toBe(false);
  });
});

describe("roles asked by their duties, and a report's sections asked in everyday words", () => {
  // A choir's yearbook, written the way such documents name their officers and head their sections.
  const file = { doc_id: "doc1", filename: "harefield-choral-society-2025.md", chunk_index: 1, page: 1 };
  const yearbook = buildSourceContext(
    [
      makeChunk(
        [
          "# Harefield Choral Society: the year 2025",
          "",
          "The society sings in St Anne's church hall and has 62 singers.",
          "",
          "## Officers",
          "",
          "Our president is Maureen Doyle. The treasurer is Colin Ashworth, and concert tickets are dealt with by Priya Nair.",
          "",
          "## Highlights",
          "",
          "We sang the Fauré Requiem to a full cathedral in June and recorded our first CD.",
          "",
          "## Plans for 2026",
          "",
          "In 2026 we plan to tour the Rhine valley and to commission a new carol.",
          "",
          "## Joining",
          "",
          "New singers are welcome to join after a short, friendly voice test with the musical director.",
          "",
          "## Closing the hall",
          "",
          "The last member to leave locks the side door and returns the key to the church office.",
        ].join("\n"),
        { metadata: file },
      ),
    ],
    12_000,
  ).sources;
  const ask = (question: string) => extractAnswer({ question, sources: yearbook, style: "concise" }).answer;

  it("answers who looks after a duty from the sentence naming the role that does it", () => {
    expect(ask("Who looks after the choral society's money?")).toMatch(/The treasurer is Colin Ashworth/);
    expect(ask("Who handles the finances at the choral society?")).toMatch(/The treasurer is Colin Ashworth/);
    expect(documentWordsFor("Who is the treasurer?").has("treasurer")).toBe(false);
    // A title's generic word names no role alone: "the team's manager" is not who keeps the kit (spent round 17).
    const kit = documentWordsFor("Who's in charge of the football club's kit?").get("kit") ?? new Set<string>();
    for (const word of contentTerms("manager officer")) expect(kit).not.toContain(word);
    // Not for a question that asks no person: "money" is a price there, not the treasurer.
    expect(documentWordsFor("How much money does the choir need?").get("money") ?? new Set()).not.toContain("treasurer");
  });

  it("reads 'went well', 'want to do', 'get involved' and 'before I go' as the report states them", () => {
    expect(ask("What went well for the choral society in 2025?")).toMatch(/Fauré Requiem/);
    expect(ask("What does the choral society want to do next?")).toMatch(/we plan to tour/);
    expect(ask("I love singing, how do I get involved with the choral society?")).toMatch(/New singers are welcome to join/);
    expect(ask("I'm the last one in the hall, what should I do before I go?")).toMatch(/The last member to leave locks/);
  });
});
