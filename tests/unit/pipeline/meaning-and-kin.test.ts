import { describe, expect, it } from "vitest";
import { EXTRACTIVE_MIN_SCORE, extractAnswer } from "../../../server/pipeline/extractive";
import { liftedScore, MEANING_FLOOR, MEANING_MIN_WORDS, medianOf } from "../../../server/pipeline/meaning-mix";
import { reason } from "../../../server/pipeline/reasoner";
import type { Embedder } from "../../../server/providers/embeddings";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { NO_INFORMATION_ANSWER } from "../../../server/prompts/reasoner";
import { makeChunk, makeDeps } from "./stage-fixtures";

const metadata = { doc_id: "d", filename: "sailing-club-handbook.md", chunk_index: 0, page: null };
const sourcesOf = (text: string) => buildSourceContext([makeChunk(text, { metadata })], 12_000).sources;

// A handbook written the way such documents are: rules announced, officers one per sentence.
const handbook = [
  "# Sailing club handbook",
  "",
  "The clubhouse opens at 8am on race days and closes at dusk.",
  "Moorings are let for one season at a time.",
  "",
  "## Who to contact",
  "",
  "The commodore is Helen Marsh. The moorings officer, who keeps the waiting list, is Kwame Asante. The treasurer is Ruth Ingram, and the entry fees are paid to her.",
  "",
  "## Safety",
  "",
  "Buoyancy aids are worn on the water at all times.",
].join("\n");

describe("a list told one item per sentence", () => {
  it("gathers the officers named in the sentences around the one that matches", () => {
    const answer = extractAnswer({ question: "Who are the sailing club's officers?", sources: sourcesOf(handbook), style: "concise" });
    expect(answer.answer).toContain("Helen Marsh");
    expect(answer.answer).toContain("Kwame Asante");
    expect(answer.answer).toContain("Ruth Ingram");
    // Another section's sentences are not officers.
    expect(answer.answer).not.toMatch(/Buoyancy|clubhouse/);
  });

  it("leaves a plain 'who were' question to the sentence that answers it", () => {
    const history = sourcesOf(
      "The Huguenots were French Protestants of the sixteenth century. Many fled to England. The Edict of Nantes gave them rights in 1598.",
    );
    expect(extractAnswer({ question: "Who were the Huguenots?", sources: history, style: "concise" }).sentences.length).toBeLessThanOrEqual(
      2,
    );
  });
});

describe("everyday words for a rule, a fee, what got done", () => {
  const rules = [
    "# Marina rules",
    "",
    "Berths are let by the month.",
    "",
    "## Not allowed in the marina",
    "",
    "The following are not allowed:",
    "",
    "- swimming from the pontoons;",
    "- fishing from moored boats;",
    "- running engines after 10pm.",
    "",
    "## Charges",
    "",
    "Juniors may crew on any boat with an adult skipper.",
    "Yearly fees are £240 for adults and £90 for juniors.",
    "",
    "## Highlights",
    "",
    "This year we:",
    "",
    "- rebuilt the fuel jetty;",
    "- trained 40 new skippers.",
  ].join("\n");
  const answerTo = (question: string) =>
    extractAnswer({ question, sources: buildSourceContext([makeChunk(rules)], 12_000).sources, style: "concise" }).answer;

  it("reads 'banned' as what the rules do not allow", () => {
    const answer = answerTo("What's banned at the marina?");
    expect(answer).toContain("swimming from the pontoons");
    expect(answer).toContain("running engines after 10pm");
  });

  it("reads what one pays as the fees", () => {
    expect(answerTo("How much do juniors pay?")).toMatch(/^Yearly fees are £240 for adults and £90 for juniors/);
  });

  it("reads what got done as the highlights", () => {
    expect(answerTo("What did the marina get done this year?")).toContain("rebuilt the fuel jetty");
  });
});

describe("meaning mixed with words", () => {
  const dormitory = [
    "# House notes",
    "",
    "Breakfast is served from 7:30.",
    "The wifi password is on the fridge.",
    "Towels are changed on Mondays.",
    "The garden gate is locked at dusk.",
    "The juniors may use the wifi until 9pm.",
    "Lights go out at 11pm for the juniors.",
  ].join("\n");

  it("lifts a sentence only by its lead over the others' cosines", () => {
    expect(liftedScore(0.3, 0.6, 0.2)).toBeGreaterThan(0.3);
    // Every sentence alike close (a topic, not an answer): no lift.
    expect(liftedScore(0.3, 0.6, 0.6)).toBe(0.3);
    expect(liftedScore(0.3, MEANING_FLOOR, 0)).toBe(0.3);
    // A sentence that holds none (or little) of the question's words is never chosen by meaning alone.
    expect(liftedScore(0, 0.9, 0.1)).toBe(0);
    expect(liftedScore(MEANING_MIN_WORDS - 0.01, 0.9, 0.1)).toBe(MEANING_MIN_WORDS - 0.01);
    expect(medianOf([0.1, 0.5, 0.3])).toBe(0.3);
  });

  it("chooses again with the sentences' cosines mixed in (only lifts, by the lead over the median)", () => {
    const question = "When is bedtime for the juniors?";
    const sources = sourcesOf(dormitory);
    expect(extractAnswer({ question, sources, style: "concise" }).answer).toBe(NO_INFORMATION_ANSWER);
    const lines = dormitory.split("\n").filter((line) => /\.$/.test(line));
    const meaning = new Map(lines.map((line) => [line, /Lights go out/.test(line) ? 0.9 : 0.2] as const));
    const mixed = extractAnswer({ question, sources, style: "concise", meaning });
    expect(mixed.answer).toMatch(/^Lights go out at 11pm for the juniors/);
    expect(mixed.sentences[0]?.lexical).toBeLessThan(EXTRACTIVE_MIN_SCORE);
  });

  it("answers a paraphrase the words half miss from the sentence that leads in meaning, and only as low evidence", async () => {
    const question = "When is bedtime for the juniors?";
    const sources = sourcesOf(dormitory);
    expect(extractAnswer({ question, sources, style: "concise" }).answer).toBe(NO_INFORMATION_ANSWER);
    // A stand-in model: the lights-out sentence is close to the question, the others far.
    const embedder: Embedder = {
      id: "stand-in",
      dimensions: 2,
      embed: async (texts) => texts.map((text) => (text === question || /Lights go out/.test(text) ? [1, 0] : [0.2, Math.sqrt(0.96)])),
    };
    const output = await reason(
      { question, chunks: sources.map((source) => source.chunk), style: "concise", attempt: 1 },
      makeDeps({ embedder }),
    );
    expect(output.answer).toMatch(/^Lights go out at 11pm for the juniors/);
    expect(output.evidence_score).toBe(EXTRACTIVE_MIN_SCORE);
  });

  it("keeps the admission when every sentence is as close as the next", async () => {
    const question = "When is bedtime for the juniors?";
    const sources = sourcesOf(dormitory);
    const output = await reason({ question, chunks: sources.map((source) => source.chunk), style: "concise", attempt: 1 }, makeDeps());
    expect(output.answer).toBe(NO_INFORMATION_ANSWER);
  });
});

describe("a difference worked out in prose", () => {
  const rents = sourcesOf("# Rents\n\nRent for a large berth is £1,250 a year and for a small berth £780 a year. Rent is due on 1 April.");
  const ask = (question: string) =>
    reason({ question, chunks: rents.map((source) => source.chunk), style: "concise", attempt: 1 }, makeDeps());

  it("works out 'how much cheaper' from the two values the sentence gives", async () => {
    const output = await ask("How much cheaper is a small berth than a large berth?");
    expect(output.answer).toMatch(/^Rent for a large berth is £1,250 a year and for a small berth £780 a year/);
    expect(output.answer).toContain("The difference is £470 (£1,250 − £780) [Source 1].");
  });

  it("works out nothing when the question asks for no difference", async () => {
    expect((await ask("What is the rent for a small berth?")).answer).not.toContain("difference");
  });
});

describe("a difference worked out from a figure and what it changed from (rounds 10, 11, 13)", () => {
  const report = buildSourceContext(
    [
      "During the year we:\n\n- opened a second shed;\n- ran 12 sharpening days for members.",
      "In 2025 we lent 2,480 tools, up from 1,900 in 2024, and mended 75 donated mowers, which we sold on. Our volunteers gave 3,100 hours.",
      "Membership rose from 212 to 268 over the year.",
    ].map((text) => makeChunk(text)),
    12_000,
  ).sources;
  const ask = (question: string) =>
    reason({ question, chunks: report.map((source) => source.chunk), style: "concise", attempt: 1 }, makeDeps());

  it("quotes the sentence with both figures and works the difference out", async () => {
    const lent = await ask("How many more tools were lent in 2025 than the year before?");
    expect(lent.answer).toMatch(/^In 2025 we lent 2,480 tools, up from 1,900 in 2024/);
    expect(lent.answer).toContain("The difference is 580 (2,480 − 1,900)");
    const members = await ask("How many more members did the membership have at the end of the year than before?");
    expect(members.answer).toContain("The difference is 56 (268 − 212)");
  });

  it("reads 'called out 137 times, up from 98' as two counts (second round, tuned on the spent round 14)", async () => {
    const callouts = buildSourceContext(
      [makeChunk("In 2025 the team was called out 137 times, up from 98 in 2024, and helped 151 people.")],
      12_000,
    ).sources;
    const output = await reason(
      {
        question: "How many more callouts did the team have in 2025 than in 2024?",
        chunks: callouts.map((source) => source.chunk),
        style: "concise",
        attempt: 1,
      },
      makeDeps(),
    );
    expect(output.answer).toContain("The difference is 39 (137 − 98)");
  });

  it("reads a figure set against the year before ('£9,400, against £8,100 in 2024') as the two values", async () => {
    const accounts = buildSourceContext(
      [
        makeChunk(
          "Members met 40 times over the year, and the society's income was £9,400, against £8,100 in 2024. The hall sold 2,310 seats, compared with 1,980 the year before.",
        ),
      ],
      12_000,
    ).sources;
    const askAccounts = (question: string) =>
      reason({ question, chunks: accounts.map((source) => source.chunk), style: "concise", attempt: 1 }, makeDeps());
    expect((await askAccounts("How much more income did the society have in 2025 than in 2024?")).answer).toContain(
      "The difference is 1,300 (9,400 − 8,100)",
    );
    expect((await askAccounts("How many more seats did the hall sell in 2025 than the year before?")).answer).toContain(
      "The difference is 330 (2,310 − 1,980)",
    );
  });

  it("never takes a year for one of the figures", async () => {
    expect((await ask("How many more hours did volunteers give in 2025 than in 2024?")).answer).not.toContain("difference");
  });
});

describe("a list file named whole", () => {
  const list = buildSourceContext(
    [makeChunk("- Apple\n- Banana\n- Cherry", { metadata: { doc_id: "l", filename: "shopping-list.docx", chunk_index: 0, page: null } })],
    12_000,
  ).sources;

  it("answers 'What items are listed in <file>?' with the file's items in order", () => {
    const answer = extractAnswer({ question: "What items are listed in shopping-list.docx?", sources: list, style: "concise" });
    expect(answer.answer).toBe("Apple, Banana and Cherry [Source 1].");
  });

  it("leaves a question about one of its items to the sentence scoring", () => {
    const answer = extractAnswer({ question: "Is there a cherry in shopping-list.docx?", sources: list, style: "concise" });
    expect(answer.answer).not.toContain("Apple");
  });
});
