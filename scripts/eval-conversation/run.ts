/**
 * The conversation part of `npm run eval` (docs/architecture.md, "Conversation"): multi-turn cases
 * over the real-questions files and three small files made here (two annual reports, board
 * minutes), run in-process on the real stores with today's date fixed by `today` in cases.json.
 * Each case asks a first question, then the follow-up about its answer (or a clarifying choice),
 * and is scored by what the follow-up must do: shorter / one sentence / more detail / bullets /
 * where / point N / why keep the previous answer's passages and search nothing (no retriever step
 * in the timeline); offline, translation and rewording say they need a model and give the
 * original; a new question is searched; clarifying questions offer the right choices and the
 * chosen one answers; relative dates find the dated fact and say the range; admissions carry
 * closest passages and no citations. The split (dev / test, alternating within each kind) was
 * fixed in cases.json before any run. Writes its section of docs/eval-report.md.
 *
 * held-out.json to held-out-27.json are fresh sets written after the test split was spent (other
 * people's wording, other languages, other files: SQuAD articles and the AutoGen .docx from
 * ../shared/corpus, their own small files and their own today), each committed before it was first
 * run; each was measured once and the earlier ones' misses then shaped the recogniser, so only the
 * newest is clean. `--split held-out|…|held-out-27` runs one alone;
 * `--with-held-out` runs all of them after the chosen split. Each writes its own subsection of the report.
 *
 *   npx tsx scripts/eval-conversation/run.ts [--split dev|test|all|held-out|held-out-2|held-out-3|held-out-4|held-out-5|held-out-6|held-out-7|held-out-8|held-out-9|held-out-10|held-out-11|held-out-12|held-out-13|held-out-14|held-out-15|held-out-16|held-out-17|held-out-18|held-out-19|held-out-20|held-out-21|held-out-22|held-out-23|held-out-24|held-out-25|held-out-26|held-out-27] [--with-held-out] [--no-write] [--verbose]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import type { ChatResponse } from "~/lib/response";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/core/logger";
import { answerQuestion } from "../../server/pipeline/orchestrator";
import { isAdmission } from "../../server/prompts/reasoner";
import { aboutAnswerRequest } from "../../server/pipeline/about-answer-request";
import { splitSentences } from "../../server/core/text-analysis";
import { createServices, type Services } from "../../server/services";
import { corpusDir, corpusFile, repoRoot } from "../lib/docent-process";

const here = import.meta.dirname;
const reportPath = path.join(repoRoot, "docs/eval-report.md");
const markers = {
  main: ["<!-- conversation:start -->", "<!-- conversation:end -->"],
  "held-out": ["<!-- conversation-held-out:start -->", "<!-- conversation-held-out:end -->"],
  "held-out-2": ["<!-- conversation-held-out-2:start -->", "<!-- conversation-held-out-2:end -->"],
  "held-out-3": ["<!-- conversation-held-out-3:start -->", "<!-- conversation-held-out-3:end -->"],
  "held-out-4": ["<!-- conversation-held-out-4:start -->", "<!-- conversation-held-out-4:end -->"],
  "held-out-5": ["<!-- conversation-held-out-5:start -->", "<!-- conversation-held-out-5:end -->"],
  "held-out-6": ["<!-- conversation-held-out-6:start -->", "<!-- conversation-held-out-6:end -->"],
  "held-out-7": ["<!-- conversation-held-out-7:start -->", "<!-- conversation-held-out-7:end -->"],
  "held-out-8": ["<!-- conversation-held-out-8:start -->", "<!-- conversation-held-out-8:end -->"],
  "held-out-9": ["<!-- conversation-held-out-9:start -->", "<!-- conversation-held-out-9:end -->"],
  "held-out-10": ["<!-- conversation-held-out-10:start -->", "<!-- conversation-held-out-10:end -->"],
  "held-out-11": ["<!-- conversation-held-out-11:start -->", "<!-- conversation-held-out-11:end -->"],
  "held-out-12": ["<!-- conversation-held-out-12:start -->", "<!-- conversation-held-out-12:end -->"],
  "held-out-13": ["<!-- conversation-held-out-13:start -->", "<!-- conversation-held-out-13:end -->"],
  "held-out-14": ["<!-- conversation-held-out-14:start -->", "<!-- conversation-held-out-14:end -->"],
  "held-out-15": ["<!-- conversation-held-out-15:start -->", "<!-- conversation-held-out-15:end -->"],
  "held-out-16": ["<!-- conversation-held-out-16:start -->", "<!-- conversation-held-out-16:end -->"],
  "held-out-17": ["<!-- conversation-held-out-17:start -->", "<!-- conversation-held-out-17:end -->"],
  "held-out-18": ["<!-- conversation-held-out-18:start -->", "<!-- conversation-held-out-18:end -->"],
  "held-out-19": ["<!-- conversation-held-out-19:start -->", "<!-- conversation-held-out-19:end -->"],
  "held-out-20": ["<!-- conversation-held-out-20:start -->", "<!-- conversation-held-out-20:end -->"],
  "held-out-21": ["<!-- conversation-held-out-21:start -->", "<!-- conversation-held-out-21:end -->"],
  "held-out-22": ["<!-- conversation-held-out-22:start -->", "<!-- conversation-held-out-22:end -->"],
  "held-out-23": ["<!-- conversation-held-out-23:start -->", "<!-- conversation-held-out-23:end -->"],
  "held-out-24": ["<!-- conversation-held-out-24:start -->", "<!-- conversation-held-out-24:end -->"],
  "held-out-25": ["<!-- conversation-held-out-25:start -->", "<!-- conversation-held-out-25:end -->"],
  "held-out-26": ["<!-- conversation-held-out-26:start -->", "<!-- conversation-held-out-26:end -->"],
  "held-out-27": ["<!-- conversation-held-out-27:start -->", "<!-- conversation-held-out-27:end -->"],
} as const;

const Case = z.object({
  id: z.string(),
  kind: z.string(),
  first: z.string(),
  follow: z.string().nullable(),
  style: z.enum(["concise", "detailed", "bullet"]).optional(),
  option: z.string().optional(),
  /** `expand`: the point asked about (absent: read from the follow-up by the rules). */
  point: z.number().int().positive().optional(),
  must: z.array(z.string()).optional(),
  note: z.string().optional(),
  split: z.enum(["dev", "test", "held-out"]),
});
type Case = z.infer<typeof Case>;
const Cases = z.object({ today: z.string(), cases: z.array(Case) });
/** held-out.json: its cases, its today, and its files (corpus files, SQuAD articles as text files, small made files). */
const HeldOut = Cases.extend({
  about: z.string(),
  corpus: z.array(z.string()),
  squad: z.record(z.string(), z.string()),
  made: z.record(z.string(), z.string()),
});
type HeldOut = z.infer<typeof HeldOut>;
const Squad = z.object({
  data: z.array(z.object({ title: z.string(), paragraphs: z.array(z.object({ context: z.string() })) })),
});

const madeFiles: Record<string, string> = {
  "annual-report-2023.txt":
    "The 2023 annual report of the Riverside Community Garden was written by Tomas Berg. The harvest reached 820 kilograms of vegetables, and the garden welcomed 41 members.",
  "annual-report-2024.txt":
    "The 2024 annual report of the Riverside Community Garden was written by Ines Moreau. The harvest reached 1,130 kilograms of vegetables, and the garden welcomed 57 members.",
  "board-minutes.md": [
    "# Board minutes",
    "",
    "On 14 October 2026 the board approved a new budget of 4,000 euros for garden tools.",
    "On 3 November 2026 the board decided to start a night watch for the compost bays.",
    "In March 2021 the board elected Maria Lopez as treasurer of the garden association.",
    "In June 2019 the board bought the first rain barrels for the greenhouse.",
  ].join("\n"),
};

interface Outcome {
  case: Case;
  right: boolean;
  failure: string;
  answer: string;
}

/** The sentences that carry a [Source n] marker of their own: what the scorer counts (one point per citation). */
const markedSentences = (answer: string) =>
  answer
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, ""))
    .filter((sentence) => /\[Source \d+\]/.test(sentence));
/**
 * The sentences a person reads as the answer: every sentence up to the last citation (one
 * citation after a run of sentences covers the run, "A. B [Source 1]." shows two), not a note after
 * it ("Dates: …"); list marks taken off. An audit only (t20s11, docs/eval-report.md): it differs
 * from `markedSentences` in one or two cases a set, chiefly where a pronoun's lead sentence is shown
 * before its cited sentence, which the answer treats as one point (one bullet holds both, "point 2"
 * is the second citation).
 */
const shownSentences = (answer: string) => {
  const sentences = answer
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, ""))
    .filter((sentence) => sentence.trim() !== "");
  const last = sentences.findLastIndex((sentence) => /\[Source \d+\]/.test(sentence));
  return sentences.slice(0, last + 1);
};
let cited = markedSentences;
const chunkSet = (response: ChatResponse) => new Set(response.citations.map((citation) => citation.chunk_id));
const searched = (response: ChatResponse) => (response.timeline?.steps ?? []).some((step) => step.stage === "retriever");
const subset = (small: Set<string>, big: Set<string>) => [...small].every((id) => big.has(id));
const sameSet = (left: Set<string>, right: Set<string>) => subset(left, right) && subset(right, left);
const lead = (answer: string) => answer.split(/\s*\[Source \d+\]/)[0]!.trim();
const holds = (answer: string, must: string[] | undefined) =>
  !must || must.some((text) => answer.toLowerCase().includes(text.toLowerCase()));

/** Why a follow-up about the answer is wrong (empty: right). */
function judgeFollowUp(entry: Case, first: ChatResponse, next: ChatResponse, passages: string[]): string {
  const { kind } = entry;
  const before = cited(first.answer);
  const after = cited(next.answer);
  if (next.intent !== "about_answer") return `routed as ${next.intent ?? "none"}, not about_answer`;
  if (searched(next)) return "searched again";
  const keeps = subset(chunkSet(next), chunkSet(first));
  switch (kind) {
    case "shorter":
      return after.length >= 1 && (after.length < before.length || before.length <= 1) && next.answer.length <= first.answer.length && keeps
        ? ""
        : `not shorter (${before.length} → ${after.length} cited sentences)`;
    case "one_sentence":
      return after.length === 1 && keeps ? "" : `${after.length} cited sentences`;
    case "detail":
      return after.length > before.length && keeps ? "" : `no more detail (${before.length} → ${after.length})`;
    case "bullets": {
      // Bullets with their citation; the audit (shownSentences) counts every line shown as a bullet.
      const bullets = next.answer
        .split("\n")
        .filter((line) => (cited === shownSentences ? /^- / : /^- .*\[Source \d+\]/).test(line)).length;
      return bullets === before.length && sameSet(chunkSet(next), chunkSet(first))
        ? ""
        : `${bullets} bullets for ${before.length} sentences`;
    }
    case "where":
      return sameSet(chunkSet(next), chunkSet(first)) && first.citations.every((citation) => next.answer.includes(citation.filename))
        ? ""
        : "did not quote every cited passage with its file";
    case "why":
      return sameSet(chunkSet(next), chunkSet(first)) && /^Because/.test(next.answer) ? "" : "no reason from the cited passages";
    case "expand": {
      const point = before[(entry.point ?? aboutAnswerRequest(entry.follow ?? "")?.point ?? 1) - 1];
      // "Nothing more" is right only when the first answer already quoted every whole sentence of its
      // passages; a first answer with no passage (refused, empty) exhausts nothing.
      const exhausted =
        passages.length > 0 &&
        passages.every((text) =>
          splitSentences(text)
            .filter((sentence) => /^[\p{Lu}\p{N}]/u.test(sentence) && /[.!?]$/.test(sentence) && sentence.length >= 20)
            .every((sentence) => first.answer.includes(sentence.replace(/[.!?]$/, ""))),
        );
      if (/says nothing more about this point/.test(next.answer))
        return exhausted ? "" : "said nothing more, though its passage holds more";
      return point && next.answer.includes(lead(point)) && keeps ? "" : "did not expand the asked point";
    }
    case "translate":
    case "simpler":
      return /needs a language model/.test(next.answer) && next.answer.includes(lead(first.answer)) ? "" : "did not say it needs a model";
    default:
      return `unknown kind ${kind}`;
  }
}

async function ask(services: Services, message: string, conversationId?: string, style: Case["style"] = "concise") {
  return answerQuestion({ message, conversationId, style, signal: new AbortController().signal, emit: () => undefined }, services.pipeline);
}

/** Cases judged otherwise on the sentences a person sees (printed at the end of a run; t20s11's audit). */
const scorerChanges: string[] = [];

async function runCase(services: Services, entry: Case): Promise<Outcome> {
  const first = await ask(services, entry.first, undefined, entry.style);
  const outcome = (failure: string, answer: string): Outcome => ({ case: entry, right: failure === "", failure, answer });
  if (entry.kind === "admission") {
    const right = isAdmission(first.answer) && first.citations.length === 0 && (first.closest?.length ?? 0) > 0;
    return outcome(right ? "" : "no admission with closest passages", first.answer);
  }
  if (entry.kind === "relative_date") {
    const right = holds(first.answer, entry.must) && first.answer.includes(entry.note ?? "");
    return outcome(right ? "" : "fact or range missing", first.answer);
  }
  if (entry.kind.startsWith("clarify")) {
    const option = first.clarify?.options.find((choice) => choice.label === entry.option);
    if (!option)
      return outcome(`no clarifying choice "${entry.option ?? ""}" (${first.clarify ? "other choices" : "none asked"})`, first.answer);
    const chosen = await ask(services, option.message, first.conversation_id);
    return outcome(!chosen.clarify && holds(chosen.answer, entry.must) ? "" : "the chosen option did not answer", chosen.answer);
  }
  // Every set's first questions ask what a file states plainly, so an admission there is wrong whatever follows; the
  // follow-up is still asked, to say whether it was told there was no answer to rework (with the closest passages).
  if (isAdmission(first.answer)) {
    const next = await ask(services, entry.follow ?? "", first.conversation_id);
    const told =
      next.intent === "about_answer" && /found nothing in your documents/.test(next.answer) && next.citations.length === 0
        ? `said there was no answer to rework, ${next.closest?.length ?? 0} closest passages`
        : `routed as ${next.intent ?? "none"}`;
    return outcome(`the first answer was an admission (the follow-up ${told})`, next.answer);
  }
  const next = await ask(services, entry.follow ?? "", first.conversation_id);
  if (entry.kind === "new_question") {
    // A new question is answered afresh: from the passages (a search) or a table (a computation).
    const right = next.intent !== "about_answer" && (searched(next) || next.table_query !== undefined) && holds(next.answer, entry.must);
    return outcome(right ? "" : "not answered as a new question", next.answer);
  }
  const passages = (await services.chunks.getChunks(first.citations.map((citation) => citation.chunk_id))).map((row) => row.text);
  const failure = judgeFollowUp(entry, first, next, passages);
  // The audit: the same answers judged on the sentences a person sees.
  cited = shownSentences;
  const seen = judgeFollowUp(entry, first, next, passages);
  cited = markedSentences;
  if ((seen === "") !== (failure === ""))
    scorerChanges.push(`${entry.id}: ${failure === "" ? "right" : "wrong"} -> ${seen === "" ? "right" : "wrong"}`);
  return outcome(failure, next.answer);
}

async function addFiles(services: Services, files: string[]) {
  const incoming = files.map((file, index) => {
    const tempPath = path.join(services.uploadsDir, "incoming", `eval-${Date.now()}-${index}`);
    fs.copyFileSync(file, tempPath);
    return { tempPath, originalName: path.basename(file), size: fs.statSync(tempPath).size };
  });
  for (const upload of await services.library.acceptUploads(incoming)) {
    for (;;) {
      await services.jobRunner.idle();
      await services.vectorIndexer.idle();
      const record = await services.documents.getDocument(upload.id);
      if (record?.status === "failed") throw new Error(`${upload.filename} failed: ${record.error ?? ""}`);
      if (record?.status === "ready" && record.vectors_done >= record.chunk_count) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function kindTable(outcomes: Outcome[]): string[] {
  const kinds = [...new Set(outcomes.map((outcome) => outcome.case.kind))];
  return [
    "| kind | right | share |",
    "|---|---|---|",
    ...kinds.map((kind) => {
      const of = outcomes.filter((outcome) => outcome.case.kind === kind);
      const right = of.filter((outcome) => outcome.right).length;
      return `| ${kind} | ${right} / ${of.length} | ${Math.round((100 * right) / of.length)} % |`;
    }),
  ];
}

function failureLines(outcomes: Outcome[]): string[] {
  const failures = outcomes.filter((outcome) => !outcome.right);
  return [
    failures.length === 0 ? "No failures." : "Failures:",
    "",
    ...failures.map(
      (outcome) =>
        `- [${outcome.case.kind}] “${outcome.case.first}” → “${outcome.case.follow ?? outcome.case.option ?? ""}”: ${outcome.failure}`,
    ),
  ];
}

const rightOf = (outcomes: Outcome[]) => outcomes.filter((outcome) => outcome.right).length;

function section(split: string, outcomes: Outcome[]): string {
  return [
    markers.main[0],
    "## Conversation (offline, `scripts/eval-conversation/run.ts`)",
    "",
    `Split: **${split}** (${outcomes.length} of the multi-turn cases in scripts/eval-conversation/cases.json; dev and test alternate within each kind, fixed before any run). Today's date fixed at the file's \`today\`. A follow-up about the answer counts only when it keeps the previous answer's passages and searches nothing. Overall ${rightOf(outcomes)} / ${outcomes.length}.`,
    "",
    ...kindTable(outcomes),
    "",
    "Tuning history: the rules, the reshaping and this scorer were adjusted on the dev split only. The first test run scored 30 / 36; two phrasings it missed (“Can you give more details?”, “Elaborate on the second point.”) were then added to the rules, and “Tell me more.”, which the planner's injection classifier refused, now skips it (a message that is wholly such a request holds no instruction): 33 / 36 after that look. The three misses left were then fixed by their kind, not their wording: a point that ends its passage is expanded with the sentences before it; the years a date clarification offers come from sentences about the question's subject; an offline answer does not score the words that call its file by what it is (“the annual report”), which made the chosen report's title sentence win. This split is therefore spent: the fresh held-out set below is the clean figure.",
    "",
    ...failureLines(outcomes),
    "",
    markers.main[1],
  ].join("\n");
}

const heldOutSets = [
  "held-out",
  "held-out-2",
  "held-out-3",
  "held-out-4",
  "held-out-5",
  "held-out-6",
  "held-out-7",
  "held-out-8",
  "held-out-9",
  "held-out-10",
  "held-out-11",
  "held-out-12",
  "held-out-13",
  "held-out-14",
  "held-out-15",
  "held-out-16",
  "held-out-17",
  "held-out-18",
  "held-out-19",
  "held-out-20",
  "held-out-21",
  "held-out-22",
  "held-out-23",
  "held-out-24",
  "held-out-25",
  "held-out-26",
  "held-out-27",
] as const;
type HeldOutSet = (typeof heldOutSets)[number];

function heldOutSection(set: HeldOutSet, about: string, outcomes: Outcome[]): string {
  return [
    markers[set][0],
    `### Fresh held-out set: \`scripts/eval-conversation/${set}.json\``,
    "",
    `${about} Scored as above. Overall ${rightOf(outcomes)} / ${outcomes.length}.`,
    "",
    ...kindTable(outcomes),
    "",
    ...failureLines(outcomes),
    "",
    markers[set][1],
  ].join("\n");
}

/** Replaces a marked block of the report, or adds it after `after` (the end of the file when absent). */
function writeBlock(text: string, [start, end]: readonly [string, string], after?: string): void {
  const old = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, "utf8") : "";
  const from = old.indexOf(start);
  const to = old.indexOf(end);
  let next: string;
  if (from >= 0 && to > from) next = old.slice(0, from) + text + old.slice(to + end.length);
  else if (after && old.includes(after)) next = old.replace(after, `${after}\n\n${text}`);
  else next = `${old.trimEnd()}\n\n${text}\n`;
  fs.writeFileSync(reportPath, next);
}

/** Runs cases on fresh stores holding `files`, today's date fixed. */
async function runSuite(today: string, files: (dataDir: string) => string[], cases: Case[], verbose: boolean): Promise<Outcome[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-eval-conversation-"));
  const services = await createServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" }), createLogger({ level: "silent" }), {
    projectRoot: repoRoot,
  });
  try {
    services.pipeline.now = () => new Date(today);
    await addFiles(services, files(dataDir));
    const outcomes: Outcome[] = [];
    for (const entry of cases) {
      const outcome = await runCase(services, entry);
      outcomes.push(outcome);
      if (verbose)
        console.log(
          `${outcome.right ? "ok  " : "FAIL"} ${entry.id} ${outcome.failure}\n     ${outcome.answer.replace(/\n/g, " ⏎ ").slice(0, 300)}`,
        );
    }
    return outcomes;
  } finally {
    await services.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const writeFiles = (dataDir: string, files: Record<string, string>) =>
  Object.entries(files).map(([name, text]) => {
    const file = path.join(dataDir, name);
    fs.writeFileSync(file, text);
    return file;
  });

/** The dev/test files: three made here, the real-questions files, tracemonkey.pdf. */
const mainFiles = (dataDir: string) => [
  ...writeFiles(dataDir, madeFiles),
  ...["garden-handbook.md", "solar-guide.md", "companies.csv"].map((name) => path.join(repoRoot, "scripts/eval-real/files", name)),
  corpusFile("pdf/tracemonkey.pdf"),
];

/** The held-out files: its corpus files, its SQuAD articles (one paragraph a block), its made files. */
function heldOutFiles(heldOut: HeldOut, dataDir: string): string[] {
  const squad = Squad.parse(JSON.parse(fs.readFileSync(path.join(corpusDir, "squad-v2-dev-subset.json"), "utf8")));
  const articles = Object.fromEntries(
    Object.entries(heldOut.squad).map(([title, name]) => {
      const article = squad.data.find((entry) => entry.title === title);
      if (!article) throw new Error(`No SQuAD article ${title}`);
      return [name, article.paragraphs.map((paragraph) => paragraph.context).join("\n\n")];
    }),
  );
  return [...heldOut.corpus.map(corpusFile), ...writeFiles(dataDir, articles), ...writeFiles(dataDir, heldOut.made)];
}

async function main() {
  const { values } = parseArgs({
    options: {
      split: { type: "string", default: "test" },
      "with-held-out": { type: "boolean" },
      "no-write": { type: "boolean" },
      verbose: { type: "boolean" },
    },
  });
  const verbose = values.verbose === true;
  const write = values["no-write"] !== true;
  if (
    values.split !== "dev" &&
    values.split !== "test" &&
    values.split !== "all" &&
    !(heldOutSets as readonly string[]).includes(String(values.split))
  )
    throw new Error(`--split must be dev, test, all or one of ${heldOutSets.join(", ")}`);
  if (!(heldOutSets as readonly string[]).includes(String(values.split))) {
    const { today, cases } = Cases.parse(JSON.parse(fs.readFileSync(path.join(here, "cases.json"), "utf8")));
    const chosen = cases.filter((entry) => values.split === "all" || entry.split === values.split);
    const text = section(String(values.split), await runSuite(today, mainFiles, chosen, verbose));
    console.log(text);
    if (write) writeBlock(text, markers.main);
  }
  const sets = heldOutSets.filter((set) => values.split === set || values["with-held-out"]);
  for (const set of sets) {
    const heldOut = HeldOut.parse(JSON.parse(fs.readFileSync(path.join(here, `${set}.json`), "utf8")));
    const outcomes = await runSuite(heldOut.today, (dataDir) => heldOutFiles(heldOut, dataDir), heldOut.cases, verbose);
    const text = heldOutSection(set, heldOut.about, outcomes);
    console.log(text);
    const after = set === "held-out" ? markers.main[1] : markers[heldOutSets[heldOutSets.indexOf(set) - 1]!][1];
    if (write) writeBlock(text, markers[set], after);
  }
  // Only on the console: the report's blocks stay what the scorer says.
  console.log(`Judged otherwise on the sentences a person sees: ${scorerChanges.length === 0 ? "none" : scorerChanges.join("; ")}`);
}

await main();
