/**
 * `npm run eval`: answer quality on the SQuAD 2.0 subset in ../shared/corpus, through the HTTP
 * API of a real offline Docent. Each paragraph becomes one .txt document; questions are asked as
 * a person would. Reports retrieval hit@1 / hit@5 / MRR, answer containment on answerable
 * questions, the "no information" rate on unanswerable ones, and a calibration table (per
 * confidence label: count and share correct). Writes docs/eval-report.{md,json}.
 *
 *   npm run eval -- --limit 400        # questions (spread evenly over the set; default 600)
 *   npm run eval -- --url http://…     # use a running Docent instead of starting one
 *   npm run eval -- --split dev --real-only --details /tmp/x.json  # the real questions' dev split alone
 *   npm run eval -- --details out.json # also write each question's answer, label and sources
 *                                      # (for diagnosing the labels; not committed)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { ChatResponse } from "~/lib/response";
import { EXTRACTIVE_MIN_SCORE } from "../server/pipeline/extractive";
import { defaultThresholds, thresholdsFor } from "../server/pipeline/calibration";
import { DETAIL_MISMATCH_REASON_START, OFFLINE_MEDIUM_SCORE } from "../server/pipeline/validator";
import { fusionWeightsFor } from "../server/retrieval/fusion";
import { corpusDir, repoRoot, startDocent, type DocentServer } from "./lib/docent-process";
import { RealSetName, realReport, runRealQuestions, type RealSplit } from "./eval-real/run";

const admission = "The provided documents do not contain information about this.";

const Squad = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      paragraphs: z.array(
        z.object({
          context: z.string(),
          qas: z.array(
            z.object({
              id: z.string(),
              question: z.string(),
              is_impossible: z.boolean().optional(),
              answers: z.array(z.object({ text: z.string() })),
            }),
          ),
        }),
      ),
    }),
  ),
});

interface Question {
  id: string;
  article: string;
  question: string;
  filename: string;
  answerable: boolean;
  answers: string[];
}

interface Outcome {
  id: string;
  answerable: boolean;
  rank: number | null;
  contained: boolean;
  admitted: boolean;
  correct: boolean;
  confidence: string;
  confidence_score: number;
  /** `medium` by every other measure, taken to low because the answer contradicts a detail of the question. */
  detail_capped: boolean;
  top_score: number | null;
  ms: number;
  /** Only kept for --details. */
  detail: { question: string; answer: string; reasoning: string; cited: string[]; retrieved: [string, number | null, number][] };
}

const defaultOut = path.join(repoRoot, "docs/eval-report");
const { values } = parseArgs({
  options: {
    limit: { type: "string", default: "0" },
    split: { type: "string", default: "test" },
    "skip-real": { type: "boolean", default: false },
    "real-only": { type: "boolean", default: false },
    /** With --real-only: the question set to run (questions.json's split, or all of round3.json … round25.json). */
    "real-set": { type: "string", default: "questions.json" },
    url: { type: "string" },
    concurrency: { type: "string", default: "2" },
    out: { type: "string", default: defaultOut },
    details: { type: "string" },
  },
});

function loadSet() {
  const squad = Squad.parse(JSON.parse(fs.readFileSync(path.join(corpusDir, "squad-v2-dev-subset.json"), "utf8")));
  const documents: { filename: string; text: string }[] = [];
  const questions: Question[] = [];
  squad.data.forEach((article, articleIndex) =>
    article.paragraphs.forEach((paragraph, paragraphIndex) => {
      const filename = `squad-${String(articleIndex).padStart(2, "0")}-${String(paragraphIndex).padStart(3, "0")}.txt`;
      documents.push({ filename, text: `${article.title.replace(/_/g, " ")}\n\n${paragraph.context}\n` });
      for (const qa of paragraph.qas) {
        const answerable = !qa.is_impossible && qa.answers.length > 0;
        questions.push({
          id: qa.id,
          article: article.title,
          question: qa.question,
          filename,
          answerable,
          answers: [...new Set(qa.answers.map((answer) => answer.text))],
        });
      }
    }),
  );
  return { documents, questions };
}

/** Every n-th question, so the sample spreads over all articles and keeps the set's balance. */
function sample<T>(items: T[], limit: number) {
  if (limit >= items.length) return items;
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, index) => items[Math.floor(index * step)]!);
}

async function upload(baseUrl: string, documents: { filename: string; text: string }[]) {
  const ids: string[] = [];
  for (let start = 0; start < documents.length; start += 20) {
    const form = new FormData();
    for (const document of documents.slice(start, start + 20))
      form.append("files", new Blob([document.text], { type: "text/plain" }), document.filename);
    const response = await fetch(`${baseUrl}/api/documents`, { method: "POST", body: form });
    if (response.status !== 202) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { documents: { id: string }[] };
    ids.push(...body.documents.map((document) => document.id));
  }
  return ids;
}

async function waitForIndex(baseUrl: string, count: number) {
  const started = Date.now();
  for (;;) {
    const body = (await (await fetch(`${baseUrl}/api/documents`)).json()) as { documents: { status: string; vector_progress: number }[] };
    const ready = body.documents.filter((document) => document.status === "ready");
    const vectorsDone = ready.filter((document) => document.vector_progress >= 1).length;
    const failed = body.documents.filter((document) => document.status === "failed").length;
    process.stdout.write(`\rindexing: ${ready.length}/${count} ready, ${vectorsDone}/${count} with vectors, ${failed} failed   `);
    if (failed > 0) throw new Error(`${failed} documents failed to index`);
    if (vectorsDone >= count) break;
    if (Date.now() - started > 30 * 60_000) throw new Error("indexing took more than 30 minutes");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  process.stdout.write("\n");
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

async function ask(baseUrl: string, question: Question): Promise<Outcome> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ message: question.question }),
  });
  if (response.status !== 200) throw new Error(`chat failed: ${response.status} ${await response.text()}`);
  const body = ChatResponse.parse(await response.json());
  const ms = performance.now() - started;
  const retrieved = body.retrieved ?? [];
  const position = retrieved.findIndex((source) => source.filename === question.filename);
  const admitted = body.answer.includes(admission);
  const contained = !admitted && question.answers.some((answer) => normalise(body.answer).includes(normalise(answer)));
  return {
    id: question.id,
    answerable: question.answerable,
    rank: position >= 0 ? position + 1 : null,
    contained,
    admitted,
    correct: question.answerable ? contained : admitted,
    confidence: body.confidence,
    confidence_score: body.confidence_score,
    detail_capped: body.reasoning.startsWith(DETAIL_MISMATCH_REASON_START),
    top_score: retrieved[0]?.score ?? null,
    ms,
    detail: {
      question: question.question,
      answer: body.answer,
      reasoning: body.reasoning,
      cited: body.citations.map((citation) => citation.filename),
      retrieved: retrieved.map((source) => [source.filename, source.score, source.fused_score]),
    },
  };
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};

function summarise(outcomes: Outcome[]) {
  const answerable = outcomes.filter((outcome) => outcome.answerable);
  const unanswerable = outcomes.filter((outcome) => !outcome.answerable);
  const labels = ["high", "medium", "low"].map((label) => {
    const inLabel = outcomes.filter((outcome) => outcome.confidence === label);
    const answerableInLabel = inLabel.filter((outcome) => outcome.answerable);
    return {
      label,
      count: inLabel.length,
      share_correct: share(inLabel.filter((outcome) => outcome.correct).length, inLabel.length),
      share_correct_answerable: share(answerableInLabel.filter((outcome) => outcome.correct).length, answerableInLabel.length),
      answerable: inLabel.filter((outcome) => outcome.answerable).length,
      unanswerable: inLabel.filter((outcome) => !outcome.answerable).length,
    };
  });
  return {
    questions: outcomes.length,
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    retrieval: {
      hit_at_1: share(answerable.filter((outcome) => outcome.rank === 1).length, answerable.length),
      hit_at_5: share(answerable.filter((outcome) => outcome.rank !== null && outcome.rank <= 5).length, answerable.length),
      mrr: share(
        answerable.reduce((sum, outcome) => sum + (outcome.rank ? 1 / outcome.rank : 0), 0),
        answerable.length,
      ),
    },
    answers: {
      containment_answerable: share(answerable.filter((outcome) => outcome.contained).length, answerable.length),
      admitted_answerable: share(answerable.filter((outcome) => outcome.admitted).length, answerable.length),
      no_information_unanswerable: share(unanswerable.filter((outcome) => outcome.admitted).length, unanswerable.length),
      low_confidence_unanswerable: share(unanswerable.filter((outcome) => outcome.confidence === "low").length, unanswerable.length),
    },
    calibration: labels,
    detail_checks: (() => {
      const capped = outcomes.filter((outcome) => outcome.detail_capped);
      const answerableCapped = capped.filter((outcome) => outcome.answerable);
      return {
        capped_to_medium: capped.length,
        answerable: answerableCapped.length,
        answerable_correct: answerableCapped.filter((outcome) => outcome.correct).length,
        unanswerable: capped.length - answerableCapped.length,
      };
    })(),
    latency_ms: {
      p50: Math.round(
        percentile(
          outcomes.map((outcome) => outcome.ms),
          50,
        ),
      ),
      p95: Math.round(
        percentile(
          outcomes.map((outcome) => outcome.ms),
          95,
        ),
      ),
    },
  };
}

/**
 * What the real-question failures come from, read off the test split's failures after the last
 * change (nothing was tuned on them); rewrite it when the failures change.
 */
const realFailureNotes = [
  "What the test failures come from (2026-11-27, fourth round; this split was spent in the second round, so the figure is not a held-out one; round 4 below is):",
  "",
  '- **Fixed this round** (tuned on dev and round 3): "What is TraceMonkey?" now quotes "We call the resulting tracing VM TraceMonkey." (the keyword index is read for the passage that names the term when the search ranked only mentions; "X is the fastest …" is a ranking, not a definition); "Compare Evergreen Energy and Cobalt Systems." is answered again.',
  '- **Definitions the passages do not reach** (3): "What is trace-based just-in-time type specialization?" (the title\'s phrase, defined by the abstract\'s "identifies frequently executed loop traces", which names none of its words); "What does the paper mean by nested trace trees?" (defined over several sentences); "What is SpiderMonkey?" is answered rightly ("the JavaScript VM embedded in Mozilla\'s Firefox") but the gold asks for "interpreter".',
  '- **What the passages never say in words** (2): sheet names ("List the sheets of the markitdown test spreadsheet.") and a cell by row number ("the Alpha value in row 2 of Sheet1").',
  "- **A list of a document's parts** (1): \"Which parts of a home solar system does the guide describe?\" wants the guide's section headings; the answer quotes the sentence that announces them.",
  '- **The new fragment check** (1): "Where was PLDI\'09 held?" became the admission: the conference line "PLDI’09, June 15–20, 2009, Dublin, Ireland." was refused as mostly symbols (its letters alone are under half of it). Fixed after this run (letters and digits are counted against other characters; unit test), so not in this figure.',
  "",
];

/** What round 5's failures come from, read off its one measured run. */
const round5Notes = [
  "Round 5 was written and committed (`scripts/eval-real/round5.json`, commit 72dd0cf; its made files from `scripts/eval-real/make-round5-files.ts`: a printer's quotation PDF with a letterhead, form fields and a price table drawn without rules, a short paper PDF whose title page sets affiliation numbers raised beside the names, with a keywords line and numbered contributions wrapped over lines, a DOCX remote-work policy, a Markdown allotment FAQ; with two corpus files no round had used, the GAO cybersecurity report PDF and the NHS A&E workbook) before anything was run on it, and measured once, 2026-11-27, after the fifth round's dev tuning (commit 25a3d87): **55 of 79 (69.6 %)**, short of the 85 % goal. Nothing was changed after reading it; it is spent now.",
  "",
  'What held: small talk 4 / 4, definitions 8 / 8 ("introduces TideWatch, an open-source sensor network" over "TideWatch is well suited to …"; FEWS and ONCD spelled out; "Core hours are …"; "the term hot desk: …"), comparisons 3 / 3, how-many 4 / 4, why 3 / 3, unanswerable 6 / 7 (the subject\'s words no longer answer "Who is the chair of the allotment society?", "Who is the chief executive of Brightwater …?", "What\'s the allotment society\'s website?"), the rule-less price table 3 / 4 ("What is the unit price of the printed programmes?" → 1.60), the title page ("Who wrote this?" → all four authors), the numbered contributions gathered whole, the workbook\'s NHS Devon total and Dorset code. The 24 failures, each with why:',
  "",
  '- **Paraphrase** (9): the words a person uses are not the document\'s and the step that reads by meaning allows one missing word only: "charge pensioners" / "Members over 65 get 10 pounds off", "quit" / "resigned" (a sentence with a date about the director\'s appointment answered instead), "another country" / "abroad" (and "work", a word of the policy\'s title, is the only other word that sentence holds, so it scores nothing and the meaning step never sees it), "expire" and "the deadline to accept this" / "Valid Until", "waiting time" / "The wait is … 18 months" (three sentences tie on "wait" under the floor), "Where can I buy compost?" / "The trading hut sells … compost" (buy / sell is a pair of opposites for the polarity check, made for SQuAD\'s swapped questions, so the answer lost half its score), "What happens if I don\'t pay my rent?" / "A plot whose rent is still unpaid … is offered to the next person" (the question\'s negation wants a negated sentence; "unpaid" is not read as one), and the unanswerable "Does the remote work policy pay for broadband?" answered by the allowance sentence (the meaning step\'s one missing word was the one asked about).',
  '- **Letterheads and fields without a colon** (3): "Tel 01326 555 0142 · sales@…" and "VAT No. GB 294 6612 07" are not read as fields, so "What\'s the printer\'s phone number?" got the policy\'s "Phone:" field from another file and "What\'s the VAT number of Harbourside Print?" got "VAT at 20%: 153.60 pounds"; "What is the quote number?" was admitted: "Quote No." is not read as "number", and "quote" is the file\'s subject word, so the field held nothing beyond the subject. "What\'s the contact email for the allotment waiting list?" got the policy\'s "Email:" field: the FAQ gives the address inside a sentence, and a field whose value is an e-mail address now holds "email" (this round\'s change), which outscored it.',
  '- **Lists** (4): "What items are on the printing quote?" read "printing" (the question\'s name for the document) as a filter on the table\'s rows and listed only "Printed programmes"; "What equipment do I get for working from home?" quoted the home-working allowance ("For remote work the association provides:" holds only words of the policy\'s title, so it scores nothing and its bullets are not reached); "What\'s not allowed on an allotment plot?" quoted the hens sentence: the items under the FAQ heading "What is not allowed on a plot?" are not negated themselves, so the polarity check halves them; "What problems do existing tide gauges have?" quoted a sentence cut at both line ends ("face several practical difficulties: … their data is"): a PDF line with a colon in its first 40 characters is read as a field and not joined to the lines around it (the one answer that reads badly).',
  '- **Intent routing** (1): "Which universities and institutes are the TideWatch authors from?" is classed as a lookup, not as a question about the document (the rules know "institutions", not "universities and institutes" before "authors"), so the title page reader, which reads all three institutions, was not asked.',
  '- **Sheets** (1): "What period does the A&E attendance data cover?" got the GAO report\'s "Cover photo source: …": the workbook\'s label rows are written "Period: | December 2022", which the reasoner reads as a raw grid line and never quotes.',
  '- **Table column** (1): "How much do the pull-up banners cost in total?" got the unit price: the column is called "Amount", and "total" is not read as naming it.',
  '- **Overview** (1): "What are these documents about?" gave the GAO report\'s first sentence ("Federal agencies and our nation\'s critical infrastructure …"), which does not say "cyber" within its 160 characters.',
  '- **Pronoun after a connective** (1): "According to the GAO report, what does the strategy not include?" was admitted: the answer says "However, it does not include specific milestones …", and a pronoun is only followed back when it opens the sentence.',
  '- **Follow-up** (1): "And a half plot?" after "How much does a full allotment plot cost?" got the half plot\'s definition, not its price.',
  "",
  "Calibration on round 5: `high` 1 of 1 (a table answer); `medium` 9 of 10 (90 %; the wrong one is the overview); `low` 41 of 64. The injection detector did not refuse this round's e-mail questions; on round 4, \"What's the food bank's email address?\" is still refused by its word classifier (score 0.65; \"What's the food bank's phone number?\" 0.04), left to the defences.",
];

/** What round 6's failures come from, read off its one measured run. */
const round6Notes = [
  "Round 6 was written and committed (`scripts/eval-real/round6.json`, commit cc5c3d6; its made file from `scripts/eval-real/make-round6-files.ts`, commit 016e6a3: a village hall hire agreement PDF with a letterhead whose phone and charity lines carry no colon, booking fields, a price table drawn without rules, a line announcing bullets, and conditions worded apart from how a hirer would ask; with one corpus file no round had used, the prefilled IRS Form 1040) before anything was run on it, and measured once, 2026-11-27, after the sixth round's dev tuning (commit 218194b, on main as 0dae56d): **25 of 42 (59.5 %)**, short of the 85 % goal and below round 5's 69.6 %. Nothing was changed after reading it; it is spent now.",
  "",
  'What held: small talk 2 / 2, summaries 3 / 3, how-many 2 / 2, why 1 / 1, yes/no 2 / 2, the comparison, form fields 5 / 6 (the colon-less letterhead\'s "Tel 01271 …" and "Registered Charity No. 1094472", "Booking Ref.:", the 1040\'s "OMB No. 1545-0074", all this round\'s kind), the announced bullets ("Every hire of the main hall comes with:" → the four items), two of three table rows in the PDF, "Where do I pick up the keys?" ("Keys are collected from …"), "How much can I give to the presidential election fund?" ($3). The 17 failures, each with why:',
  "",
  '- **Paraphrase** (5 of 7; the biggest kind again): each asks in words the agreement does not use, for more than two of them or for words no single word of the sentence says: "How old do you have to be to rent the hall?" / "The hirer must be aged 21 or over" ("old", "rent"), "call off the booking a week before" / "cancelled less than 14 days before", "When will I get my deposit back?" / "The damage deposit is refunded within ten working days", "Can wheelchair users get into the hall?" / "step-free access", "How many grown-ups do we need at a kids\' party?" / "one adult for every ten children". All are the admission: word overlap stays under the floor, and the meaning step\'s word-for-word check (a word of the sentence must say each unmet word) cannot pair a phrase with a phrase ("wheelchair users get into" / "step-free access").',
  '- **Fields and lines** (3): "What\'s the email address for bookings?": the e-mail address sits after the phone number on the letterhead\'s "Tel … · bookings@…" line, and only the part before the "·" is read as the field; "What time does the booking start?": the field is "Hours: 13:00 to 18:00", and "start" / "time" are not read in it; "What is the hourly rate for the kitchen?" answered "Kitchen has 5 hours" (the table\'s "Hours" column, not "Rate": "hourly" reads as "hours"). The letterhead\'s "Tel …" line and the charity line were also joined into one sentence (a long line ending in a letter wraps on), right by its strings but read badly as a field.',
  '- **A form read as a page of labels** (4, the Form 1040): "What is Form 1040?" gave the footer "No. 11320B Form 1040 (2010)", which this round\'s colon-less field rule reads as a field labelled "No." alone (a label should need a word before "No."; seen after measuring, left as it is), over the title "U.S. Individual Income Tax Return", which shares a line with the IRS banner; "Who issues Form 1040?" and "According to the 1040, what is the exemption amount per person?" were admitted (the banner line "Department of the Treasury—Internal Revenue Service" holds no word of the question; "Multiply $3,650 by the number on line 6d" says neither "exemption amount" nor "person" in the sentence the reader cut); "What filing statuses can I choose on the 1040?" quoted the line before the heading "Filing Status" instead of the numbered options under it.',
  '- **Lists** (1 more): "What am I not allowed to bring into the hall?" was admitted: "Confetti, glitter and candles … are forbidden anywhere in the building" says "forbidden", not "not allowed", and the question\'s negation wants a negated sentence.',
  '- **Unanswerable** (2): "Who chairs the village hall trust?" was answered with the "Hirer:" field (a person\'s field for "who", the trust\'s name lending its words) and "60 stacking chairs" (the verb "chairs" matched the noun); "What is the Wi-Fi password at the hall?" was refused by the injection detector ("password"), not admitted.',
  '- **Follow-up** (1): "And how long can we stay?" after "When is the hall booked for?" was admitted (the booking\'s "Hours" field holds no word of it).',
  '- **Table intent** (1): "What is the sum of the Amount column in the hire price table?" was admitted: the table interpreter reads spreadsheets and CSVs, not a PDF\'s rule-less table, and the reasoner does not add.',
  "",
  "Calibration on round 6: `high` none; `medium` 3 of 3; `low` 20 of 37 (54 %). Dev after this round's changes: the dev split 79 / 84 (unchanged), round 5 (now dev) 55 → 58 of 79, round 4 63 → 65 of 74, round 3 55 / 63 (unchanged). Tried on dev and dropped: letting the meaning step read sentences that hold only their file's subject words (round 5 58 → 57: \"Who is the chair of the allotment society?\" was then answered).",
];

const round7Notes = [
  "Round 7 was written and committed (`scripts/eval-real/round7.json`, its made files from `scripts/eval-real/make-round7-files.ts`: a three-page food bank annual report PDF whose glossary defines its words in sentences, with partners and changes as bullets under announcing lines, a table of sites drawn without rules, money and year-on-year figures in running text and a filled-in volunteer application form on page 3; a volunteer-shifts CSV for the table questions; with one corpus file no round had used, the Korean card-benefits PDF, asked in Korean) before anything was run on it, by a writer who did not read Docent's answering code, and measured once; it is spent now (dev).",
];

const round8Notes = [
  "Round 8 was written and committed (`scripts/eval-real/round8.json`, its made files from `scripts/eval-real/make-round8-files.ts`: a housing co-operative's pets and animals policy DOCX whose definitions are sentences, with banned animals and request steps as bullets under announcing lines, fees, dates, a named owner and rules for houses and flats in running text; a two-page swimming club season report PDF with a glossary, highlights as bullets, a table of squads drawn without rules and a filled-in membership renewal form on page 2; with two corpus files no round had used, the Shift_JIS Japanese CSV test_mskanji.csv, asked twice in Japanese, and the LaTeX AcroForm pdflatex-forms.pdf) before anything was run on it, by a writer who did not read Docent's answering code, and measured once; it is spent now (dev).",
];

const round9Notes = [
  "Round 9 was written and committed (`scripts/eval-real/round9.json`, its made files from `scripts/eval-real/make-round9-files.ts`: a community tool library's borrowing policy DOCX whose definitions are sentences, with borrowing steps and banned items as bullets under announcing lines, fees, limits, opening hours, dates and named people in running text; a two-page repair café annual report PDF with a glossary, highlights as bullets, a table of repairs by station drawn without rules and a filled-in session booking request form on page 2; a monthly sessions CSV for the table questions; with one corpus file no round had used, any_sheets.xlsx, whose visible sheet names the workbook's sheets) before anything was run on it, by a writer who did not read Docent's answering code. It is measured once.",
];
const round10Notes = [
  "Round 10 was written and committed (`scripts/eval-real/round10.json`, its made files from `scripts/eval-real/make-round10-files.ts`: a community transport scheme's minibus hire policy DOCX whose definitions are sentences, with booking steps and forbidden things as bullets under announcing lines, fees, limits, cancellation rules, dates and named people in running text; a two-page community energy co-operative annual report PDF with a glossary, highlights as bullets, a table of solar sites drawn without rules and a filled-in share application form on page 2; a monthly generation CSV for the table questions; with one corpus file no round had used, tables.docx) before any run on it, by a writer who did not read Docent's answering code. It was measured once; it is spent now (dev).",
];
const round11Notes = [
  "Round 11 was written and committed (`scripts/eval-real/round11.json`, its made files from `scripts/eval-real/make-round11-files.ts`: an allotment society's plot tenancy rules DOCX whose definitions are sentences, with the steps to get a plot and the things not allowed as bullets under announcing lines, rents, limits, inspection rules, dates and named officers in running text; a two-page rowing club season report PDF with a glossary, highlights as bullets, a table of boats drawn without rules and a filled-in junior membership application form on page 2; a monthly outings CSV for the table questions; with two corpus files no round had used, footnotes.docx and simple-list.docx) before any run on it, by a writer who did not read Docent's answering code. It was measured once; it is spent now (dev).",
];
const round12Notes = [
  "Round 12 was written and committed (`scripts/eval-real/round12.json`, its made files from `scripts/eval-real/make-round12-files.ts`: a street food market's trader handbook DOCX whose terms are defined in sentences (one of them for pitch fees), with the steps to apply and the things traders must not do as bullets under announcing lines, fees, safety rules, dates and named contacts in running text; a two-page community radio annual review PDF with figures in running text and a footnote, a glossary, highlights as bullets, a table of programmes drawn without rules and a filled-in volunteer application form on page 2; a monthly listeners CSV for the table questions; with one corpus file no round had used, text-box.docx) before any run on it, by a writer who did not read Docent's answering code. It is measured once.",
];

/** What round 4's failures come from, read off its one measured run; rewrite it after that run. */
const round4Notes = [
  "Round 4 was written and committed (`scripts/eval-real/round4.json`, its made files from `scripts/eval-real/make-round4-files.ts`: a PDF work order with form fields and a parts table drawn without rules, a DOCX volunteer handbook that defines its terms in several ways and mentions each term elsewhere, a Markdown club guide; with copy-protected.pdf, the LayoutParser paper, and the half-year workbook of the corpus) before anything was run on it, and measured once, 2026-11-27, after the fourth round's dev tuning: **49 of 74 (66.2 %)**, short of the 85 % goal. Changes were made after reading it (below), so it is spent.",
  "",
  'What held: small talk 4 / 4, why-questions 5 / 5 (the reason sentences), documents named in the question 3 / 3, follow-ups 2 / 2, form fields 6 / 7 (person, date, department, priority, phone, coordinator; the seventh was refused by the injection detector), definitions 8 / 10 (the naming sentences: "we call … Shift Captains", "known as rescue stock", "the term cold chain refers to", "Blitz, a …", "A fume hood is …"). The 25 failures, each with why:',
  "",
  '- **The file\'s own words outscoring the answer** (9): the club guide\'s opening "The Northside Chess Club meets in the back room of the Corn Exchange" holds "chess", "club" and "meets", so it answered "When does the chess club meet?", "What does the chess club charge kids?", "How much does it cost for a grown-up to join the chess club?" and two unanswerable questions ("Who is the president of the chess club?", "What is the chess club\'s website address?"); "The food bank has 42 registered volunteers and 6 Shift Captains" answered "Can children volunteer at the food bank?" and "When does the food bank give out parcels?"; "When was the hood back in use?" got the fault\'s first sentence; "How many Shift Captains are there?" got "Shift Captains open the building at 8:00 …" (a clock time taken for the count). Paraphrase by meaning runs only when the words would admit, and here the file\'s own words reached the floor.',
  '- **A table drawn without rules in a PDF** (4): the work order\'s parts rows ("Airflow sensor 1 112.00 112.00") are loose text with few words and no full stop, so they are taken for headings and never quoted: the unit cost, the capacitor\'s cost, the fan belts and "What parts were used for the work order?" (the admission).',
  '- **A title page with superscript numbers** (2): "Zejiang Shen 1 ( ), Ruochen Zhang 2 , Melissa Dell3 , …" gave one author, the last ("Who wrote this?", `medium`), and the affiliation lines "1 Allen Institute for AI", "2 Brown University" were not read ("Which institutions …", the admission).',
  '- **Definitions** (2): "What is LayoutParser?" quoted "LayoutParser is well aligned with recent efforts …" (an adverb and a participle after "is" read as a definition, ahead of "This paper introduces LayoutParser, an open-source library …"); "What does DIA stand for?" was admitted: "stand for" counted as words a passage must hold, so the abstract\'s "document image analysis (DIA)" scored under the floor.',
  "- **Summaries of the wrong scope** (2, `medium`): the overview's line for copy-protected.pdf is its abstract's first sentence, which does not name LayoutParser; \"Give me a summary of the LayoutParser paper\" was not matched to copy-protected.pdf (its name says nothing of the paper) and got the overview.",
  '- **Spreadsheet tables** (2): "the sales of Nestlé Health Science in January–June 2023" read a header\'s words as a condition (`medium`, wrong); "Which zone had the highest sales …" found no "sales" column (the header says "Sales (a)" and the first column has no name) and said so (`low`, opening in lower case, the one answer that reads badly).',
  '- **PDF numbered items** (1): "What components is LayoutParser built with?" quoted the announcing line; the items "1. An off-the-shelf toolkit …" wrapped over lines were not gathered.',
  '- **A keywords line read as a field** (1): "What practical difficulties …?" got "Keywords: Document Image Analysis · Deep Learning · …".',
  '- **An unanswerable question met by its words** (1): "What GPU was LayoutParser trained on?" got "LayoutParser also incorporates a community platform for sharing both pre-trained models …".',
  "- **The injection detector** (1): \"What's the food bank's email address?\" was refused as unsafe (a false positive).",
  "",
  "Calibration on round 4: no `high` answer (offline passage answers never are; the two table answers were `medium` and `low`); `medium` 7 of 11 right (63.6 %, above the 60 % goal; the wrong four are the two summaries of the wrong scope, the Nestlé reading and the one-author title page); `low` 38 of 59.",
  "",
  '**Changed after reading round 4** (general rules, not in these figures; round 4 is spent): a word of a file\'s name counts as held by every sentence of that file (for the word weights and, like a heading, at 0.8), unless the question calls the file by what it is and nothing else answers ("Who wrote the annual report?"); a "when" answer may be a weekday or a clock time; "stand for" is not scored; "X is well aligned …" (an adverb and a participle) does not define X; the fragment check counts digits. Checked on dev only: the dev split 81 → 80 of 84 ("Who is the garden secretary and who is the site manager?" lost its second sentence: "garden", the handbook\'s name, now weighs little, so the secretary\'s sentence fell under the share of the best a second sentence needs), round 3 53 → 54 of 63 ("Is the makerspace open on Sundays?" now quotes the Sundays sentence).',
];

/** What round 3's failures come from, read off its one measured run; rewrite it when they change. */
const round3Notes = [
  'Round 3 was written and committed before anything was run on it and measured once in the third round (48 of 63, 76.2 %); changes were then made after reading it, so it is spent, and in the fourth round it was tuned on as dev (with the dev split). The figures above are a dev figure: the fourth round\'s changes took it from 50 to 53 of 63 ("What is QSL?" by the French "(appelé QSL)", "Who prepared the inventory report, and when?" by the report\'s fields, "How long can I borrow a DVD?" by meaning).',
  "",
  'What still fails on it, each with why: the overview\'s one line per document does not name the heat-pump notes\' subject (their first sentence is about a residents\' meeting), and "the wetland report" is not matched to wetland-survey.pdf; FIB is read off the wrong sheet (`medium`); a Vodafone Index row read as the answer to "What operational metrics …" (`medium`); "What does the inventory report recommend?" quotes a title line (the recommendations are written on one line without sentence breaks); "Is the makerspace open on Sundays?" quotes the guide\'s opening sentence (the file\'s own words); two PDF tables read as loose text (the EU capitals on multicolumn.pdf page 3, the corrosion rate under a three-line header); a follow-up ("And how loud is it?") keeps the previous answer\'s sentence; "cannot be renewed" is not read as "Renewals allowed = 0".',
];

/** What the labels mean and what limits the numbers; written with the figures of this run. */
const notes = [
  "### What the labels mean (offline, USE-lite)",
  "",
  "- **high**: never given to an offline passage answer (only exact table answers, which compute rather than guess, are `high` offline). On the dev articles, the answers the previous rules labelled `high` were right 71 % of the time, and 4 in 12 on unseen articles, far from the 90 % the label promises; nothing a word-matching reader measures separates them from the wrong ones (see below).",
  "- **medium**: the cited passages are related (similarity above the model's medium threshold), the offline score is at least the medium bar, and no detail of the question is contradicted by the quoted sentences. Check the cited passage.",
  '- **low**: weaker evidence, a contradicted detail (the reason names it), or the "no information" admission (always low).',
  "",
  "The score (0..1) behind the label: 0.35 × calibrated similarity (each model's thresholds map to the same points: medium → 0.5, high → 0.8) + 0.4 × the best sentence's question coverage + 0.125 × the top passage's fused-score lead over the second + 0.125 × the best sentence's lead over the runner-up.",
  "",
  'The detail checks compare the quoted sentences with the question the way a careful reader would: (1) every number the question names is in them (a year, a count, the 75 of "X.75", the V of "George V"); (2) no word pair of the question appears there with another word in its place while the question\'s word is absent ("plastic plates" asked, "bronze plates" quoted); (3) they hold the kind of answer asked for beyond the question\'s own words (a date for when, a number for how many, a name for who); (4) a why-question\'s quote gives a reason or a purpose ("because", "due to", "in order to", "to <verb>" …).',
  "",
  "### What limits the numbers",
  "",
  '- **SQuAD 2.0\'s unanswerable questions are written to look answerable**: crowd workers took a paragraph and asked about it with one entity, number or relation swapped, or a negation added. Retrieval finds the right paragraph and a sentence that shares almost every word with the question. Negations, swapped opposites, swapped numbers and swapped modifiers are caught; swaps that leave every word of the question in the sentence are not ("Who was the first Byzantine mercenary to serve with the Normans?" against "One of the first Norman mercenaries to serve as a Byzantine general was Hervé"). That is why the share correct per label over the whole set sits far below the answerable-only column, and why no offline answer can be `high`: on the dev articles, answered questions were right at most 64 % in any band of the offline score, and similarity separated nothing (every band of the top passage\'s cosine from 0.25 to 0.75 was right 37–56 %).',
  '- **`medium` ≥ 60 % holds only in a narrow band.** On the dev articles, answered questions scoring ≥ 0.8 were right 61 %, ≥ 0.85 63 %, ≥ 0.9 64 %; the bar is 0.85 for a margin, which leaves most offline answers `low` even when right (on the real questions, most `low` answers are right). The label is a floor, not a grade. Tried in the second round on the dev articles, for `medium` ≥ 80 %: a negation in the quote that the question lacks, a capitalised question word missing from the quote, any question word missing; none separated right from wrong among `medium` answers (each flagged about as many right answers as wrong ones). "Who" questions were right 6 times in 17 at `medium` on dev, but dropping them all would be a rule about how SQuAD\'s unanswerable questions are written (a swapped entity), not a reading of the answer; only the why-check was kept. Held-out `medium`: 0.75 right (96 answers), short of 0.8.',
  "- **The admission threshold trades one error for the other.** Each 0.05 on the extractive threshold moves about 3.5 points of answered questions against 8 points of admitted unanswerable ones; there is no plateau.",
  "- **Containment is strict**: an answer counts only if it contains a gold answer string verbatim.",
  "- **SQuAD favours keyword search** (questions reuse the paragraph's words), so the fusion weights lean lexical; the weights sit mid-plateau (vector weight 0.2–0.4 gives the same hit@5 within 0.01).",
  "",
  "### Tuning history",
  "",
  'Until this round every setting (fusion weights, the admission threshold 0.4, the detail checks, the score caps) was tuned on all eight SQuAD articles; the held-out articles were therefore seen by that earlier tuning, and their numbers are optimistic for those settings. From this round on, the subset is split by article (`scripts/eval-squad-split.json`, fixed before any change) and the real questions by question (`scripts/eval-real/questions.json`, fixed before the first run); only the dev halves were looked at. Changes made on dev: offline answers capped at `medium`; the `medium` bar raised from 0.6 to 0.85 (dev SQuAD `medium` 0.47 → 0.64 right); the answer shapes (definitions, lists, comparisons, rows as sentences), whole sentences only, section headings lending their words (0.8 weight) and form fields quoted, which took the real dev questions from 43 of 57 (75 %) to 54 of 57 (95 %) with SQuAD dev containment unchanged (0.640) and unanswerable questions admitted 0.414 → 0.412. The test split and the held-out articles were run at the end of the round, then again after two later changes (44 → 45 of 56). Said plainly: the heading weight was raised after the first test run had been read; it was chosen for a dev failure ("Who are the garden\'s contacts?"), but one test failure ("What are the garden rules?") had the same cause and is now right, so that one point is not clean. The field fix came from a failing integration test.',
  "",
  'Second round (issue 16): 54 questions were added before any run (167 in all: table questions, a DOCX made only of tables, "what is this about?" with a document selected, follow-ups in a chat, titles, more definitions and lists) and split by a fixed rule (alternating within each intent among the new ones); the 113 earlier ones kept their split. Dev (84 questions) at the start of the round: 72 right (85.7 %). Changes made on dev only: summaries of table-only documents table by table; lists gathered from a table column, a table\'s columns or a section; definitions by apposition and naming, never "X is patched" nor a sentence about the document; PDF line-end hyphens joined; titles and authors read off a named document\'s opening; "fast" answered by a speedup; a "why" answer without a reason or purpose drops to `low` (SQuAD dev `medium` 0.638 → 0.667 right, containment 0.630 → 0.632); an English "resume" and "what is X … about than Y" no longer routed to the summaries. Dev after: 78 of 84 (92.9 %). The test split was then run once: 67 of 83 (80.7 %); of its 56 earlier questions 47 are right (45 in the first round). After that run, two changes, not in the test figure: a sheet named in a question is answered from its description (a dev failure, "What are the column headers of Sheet1?"), and a long title line is never quoted (a kind known from the first round); dev 79 of 84 (94.0 %).',
  "",
  'Third round (issue 16, 2026-11-26): round 3 (63 questions, `scripts/eval-real/round3.json`) was written and committed first. Then, on dev and the spent test split only, by kind of failure: gathered lists (bullets after an announcing line; a heading naming the noun, a qualifying word or a synonym), definitions by what the subject does, comparisons side by side (the sides had been read off the question after its shape words were stripped, so "compare A with B" never went side by side), title-page affiliations and "the X paper" found by its words; a one-word "summarise" no longer refused as too short; a sheet\'s title row no longer described as a table of 0 rows. Dev stayed 81 of 84, the spent test split went 70 → 75 of 83, SQuAD dev containment 0.634 before and after (`medium` 90 answers, 0.667 right, before and after). Round 3 was then measured once (48 of 63); four general changes followed from reading it (a non-table question whose table reading leaves words unread goes to the passages; the overview lists up to 30 documents; a quoted sentence ending on a colon brings its items; a definition read off a table row is at most `medium`), checked on dev (81 of 84) and test (75 of 83) only, not remeasured on round 3.',
  "",
  'Fourth round (issue 16, 2026-11-27): round 4 (74 questions, `scripts/eval-real/round4.json`, each with a finer kind: how-many, why, yes-no, form field, table in a PDF, paraphrase, document named, unanswerable → admission) was written and committed first; round 3, spent, joined dev. Then, on dev and round 3 only, by kind: definitions reach and prefer the sentence that names the term (naming patterns, a ranking is no definition, the keyword index read for the defining passage); form fields read as label → value about their whole document; paraphrase by meaning with USE-lite when the words would admit; one fragment check for every extractive answerer; one citation placement for every answerer. Dev 81 of 84 before and after; round 3 50 → 53 of 63. The test split, round 3, round 4 and the held-out SQuAD articles were then run once. On SQuAD held-out the changes (mostly the paraphrase step, which answers questions the words would have admitted) moved containment 0.606 → 0.652 and answerable questions admitted 0.227 → 0.158, but unanswerable ones admitted 0.311 → 0.222 (about the trade of lowering the admission floor, whose curve gives 3.5 points answered for 8 admitted; here 4.6 for 8.9), `medium` unchanged (96 answers, 0.75 right), unanswerable questions labelled `low` 0.976; latency p50 / p95 86 / 234 → 159 / 873 ms on a machine with other evals running (the step embeds up to 12 sentences per would-be admission). SQuAD dev was not re-run this round. After that run, a failing integration test ("What colour is the garden association\'s logo?" answered by a sentence about its treasurer) made the paraphrase step stricter: the sentence may miss at most one content word of the question ("how long" and the like are the question\'s form). Dev 80 of 84 and round 3 54 of 63 after it, as before; the SQuAD and round 4 figures above are from before it (its unanswerable admissions are likely somewhat higher now; not measured).',
  "",
  "Fifth round (issue 16, 2026-11-27): round 5 (79 questions, `scripts/eval-real/round5.json`, over four made files and two corpus files no round had used) was written and committed first; round 4, spent, joined dev. Then, on dev, round 3 and round 4 only, by kind: a file's subject words (file name, title line) weigh a quarter when scoring its sentences and a sentence holding nothing else scores nothing; tables drawn without rules in a PDF read as rows; title pages with raised affiliation numbers and wrapped names; numbered items kept whole; a short PDF line heads what follows; near-tied sentences prefer the asked kind of answer; a field's value says what its label may not; a paper's keywords line answers only a keywords question. Round 4 50 → 63 of 74, round 3 54 → 55, dev 80 → 79 (a table answer changed by the tables work landed meanwhile). SQuAD dev, first 500 questions only: containment 0.643 → 0.631, unanswerable admitted 0.394 unchanged, `medium` 38 → 36 answers at the same share right (0.58); SQuAD held-out was not run this round. Round 5 was then measured once: 55 of 79 (69.6 %); nothing changed after.",
  "",
  'Sixth round (issue 16, 2026-11-27): round 6 (42 questions, `scripts/eval-real/round6.json`, over a made hall hire agreement PDF and the corpus\'s prefilled Form 1040, which no round had used) was written and committed first; round 5, spent, joined dev. Then, on dev only, by kind: a letterhead\'s field without a colon ("Tel …", "VAT No. …", "Quote No. …") is a field, "No." reads as number and "Tel" as phone; "buy" / "sell" are no longer opposites for the polarity check; a word negated by "un-" ("unpaid") states a negative; the meaning step allows two unmet question words, each only when a word of the sentence says it otherwise (USE-lite word cosine >= 0.5), so what is asked about must be met; a PDF line whose early colon is followed by a lower-case clause running off the line joins the next line. Round 5 55 → 58 of 79, round 4 63 → 65 of 74, round 3 55 unchanged, dev 79 / 84 unchanged; SQuAD was not run this round. Round 6 was then measured once: 25 of 42 (59.5 %); nothing changed after.',
  "",
];

function markdown(summary: ReturnType<typeof summarise>, meta: Record<string, unknown>) {
  const lines = [
    `## SQuAD 2.0 subset (${meta.squad_split} articles)`,
    "",
    `Generated by \`npm run eval\` on ${meta.date} (${meta.questions} questions of the ${meta.squad_split} articles: ${meta.articles}; all ${meta.documents} paragraphs of both splits indexed as documents; embeddings \`${meta.embedding_model}\`). The split by article is fixed in \`scripts/eval-squad-split.json\`.`,
    "",
    "| metric | value |",
    "|---|---|",
    `| retrieval hit@1 (answerable) | ${summary.retrieval.hit_at_1} |`,
    `| retrieval hit@5 (answerable) | ${summary.retrieval.hit_at_5} |`,
    `| retrieval MRR (answerable) | ${summary.retrieval.mrr} |`,
    `| answer contains a gold answer (answerable) | ${summary.answers.containment_answerable} |`,
    `| "no information" admitted (answerable, a miss) | ${summary.answers.admitted_answerable} |`,
    `| "no information" admitted (unanswerable) | ${summary.answers.no_information_unanswerable} |`,
    `| low confidence (unanswerable) | ${summary.answers.low_confidence_unanswerable} |`,
    `| latency p50 / p95 (ms, whole request) | ${summary.latency_ms.p50} / ${summary.latency_ms.p95} |`,
    "",
    "### Calibration",
    "",
    "Correct means: an answerable question whose answer contains a gold answer, or an unanswerable question answered with the admission.",
    "",
    "| label | count | share correct | answerable | unanswerable | share correct, answerable only |",
    "|---|---|---|---|---|---|",
    ...summary.calibration.map(
      (row) =>
        `| ${row.label} | ${row.count} | ${row.share_correct} | ${row.answerable} | ${row.unanswerable} | ${row.share_correct_answerable} |`,
    ),
    "",
    `Detail checks (offline): ${summary.detail_checks.capped_to_medium} answers that were \`medium\` by every other measure went to \`low\` because the quoted sentences contradict a detail of the question: ${summary.detail_checks.unanswerable} unanswerable, ${summary.detail_checks.answerable} answerable (of which ${summary.detail_checks.answerable_correct} held the gold answer).`,
    "",
    "### Settings measured",
    "",
    "Confidence thresholds (cosine similarity of the cited passages) and fusion weights, per embedding model:",
    "",
    "| embedding model | high above | medium above | fusion: lexical / vector |",
    "|---|---|---|---|",
    ...[String(meta.embedding_model), "any other model (default)"].map((model) => {
      const known = model === meta.embedding_model;
      const thresholds = known ? thresholdsFor(model) : defaultThresholds;
      const weights = fusionWeightsFor(known ? model : "");
      return `| ${known ? `\`${model}\` (this run)` : model} | ${thresholds.high} | ${thresholds.medium} | ${weights.lexical} / ${weights.vector} |`;
    }),
    "",
    `Offline only: the extractive reasoner admits "no information" when its best sentence scores below ${EXTRACTIVE_MIN_SCORE}; an offline passage answer is never \`high\`; \`medium\` needs an offline confidence score ≥ ${OFFLINE_MEDIUM_SCORE}, a medium similarity and no failed detail check.`,
    "",
    ...notes,
  ];
  return lines.join("\n");
}

/**
 * The SQuAD articles of each split (scripts/eval-squad-split.json, fixed before tuning): `dev` is
 * what thresholds may be tuned on, `held_out` what the report shows. Every paragraph of both is
 * indexed, so retrieval faces the same distractors either way; only the questions asked differ.
 */
function squadArticles(split: RealSplit): Set<string> {
  const file = JSON.parse(fs.readFileSync(path.join(repoRoot, "scripts/eval-squad-split.json"), "utf8")) as {
    dev: string[];
    held_out: string[];
  };
  return new Set(split === "dev" ? file.dev : file.held_out);
}

async function askAll(baseUrl: string, chosen: Question[]) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < chosen.length) {
      const question = chosen[next++]!;
      outcomes.push(await ask(baseUrl, question));
      if (outcomes.length % 50 === 0) process.stdout.write(`\rasked ${outcomes.length}/${chosen.length}`);
    }
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  process.stdout.write("\n");
  return outcomes;
}

async function runSquad(split: RealSplit) {
  const { documents, questions } = loadSet();
  const articles = squadArticles(split);
  const inSplit = questions.filter((question) => articles.has(question.article));
  const chosen = Number(values.limit) > 0 ? sample(inSplit, Number(values.limit)) : inSplit;
  let docent: DocentServer | null = null;
  let baseUrl = values.url;
  if (!baseUrl) {
    docent = await startDocent({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "docent-eval-")), timeoutMs: 120_000 });
    baseUrl = docent.url;
  }
  try {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as { mode: string; providers: { embeddings: { model: string } } };
    console.log(`Docent at ${baseUrl} (${health.mode} mode); indexing ${documents.length} paragraphs…`);
    await upload(baseUrl, documents);
    await waitForIndex(baseUrl, documents.length);
    const outcomes = await askAll(baseUrl, chosen);
    const meta = {
      date: new Date().toISOString().slice(0, 10),
      questions: chosen.length,
      total_questions: inSplit.length,
      squad_split: split === "dev" ? "dev" : "held-out",
      articles: [...articles].join(", "),
      documents: documents.length,
      embedding_model: health.providers.embeddings.model,
    };
    return { outcomes, meta, summary: summarise(outcomes) };
  } finally {
    await docent?.stop();
  }
}

async function main() {
  const split: RealSplit = values.split === "dev" ? "dev" : "test";
  // Dev runs are for tuning and never overwrite the committed report (which shows test / held-out).
  const out = split === "dev" && values.out === defaultOut ? path.join(os.tmpdir(), "docent-eval-dev") : values.out!;
  if (values["real-only"] && values["real-set"] !== "questions.json") {
    // One round alone: rounds 3 and 4 are spent (tuned on); round 5 is held out, run once to measure it.
    const setName = RealSetName.parse(values["real-set"]);
    const outcomes = await runRealQuestions("held-out", setName);
    console.log(realReport(outcomes, "held-out", setName));
    if (values.details) fs.writeFileSync(values.details, JSON.stringify({ real: outcomes }, null, 1) + "\n");
    return;
  }
  const real = values["skip-real"] ? null : await runRealQuestions(split);
  if (values["real-only"] && real) {
    // Tuning on the real questions alone: nothing is written but the details asked for.
    console.log(realReport(real, split));
    if (values.details) fs.writeFileSync(values.details, JSON.stringify({ real }, null, 1) + "\n");
    return;
  }
  // Rounds 3 to 12 are measured whole with the test split, never with dev.
  const round3 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round3.json");
  const round4 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round4.json");
  const round5 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round5.json");
  const round6 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round6.json");
  const round7 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round7.json");
  const round8 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round8.json");
  const round9 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round9.json");
  const round10 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round10.json");
  const round11 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round11.json");
  const round12 = values["skip-real"] || split === "dev" ? null : await runRealQuestions("held-out", "round12.json");
  const { outcomes, meta, summary } = await runSquad(split);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  // Per-question outcomes are kept as compact rows (id and flags) so the committed file stays small.
  const rows = outcomes.map((outcome) => [
    outcome.id,
    outcome.answerable ? 1 : 0,
    outcome.rank ?? 0,
    outcome.contained ? 1 : 0,
    outcome.admitted ? 1 : 0,
    outcome.confidence[0],
    outcome.confidence_score,
    outcome.detail_capped ? 1 : 0,
  ]);
  const settings = {
    thresholds: thresholdsFor(meta.embedding_model),
    fusion: fusionWeightsFor(meta.embedding_model),
    extractive_min_score: EXTRACTIVE_MIN_SCORE,
    offline_medium_score: OFFLINE_MEDIUM_SCORE,
  };
  const realRows = real?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [];
  const json = {
    meta,
    settings,
    summary,
    outcome_columns: ["id", "answerable", "rank", "contained", "admitted", "label", "score", "detail_capped"],
    outcomes: rows,
    real_questions: realRows,
    round3_questions: round3?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round4_questions: round4?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round5_questions: round5?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round6_questions: round6?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round7_questions: round7?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round8_questions: round8?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round9_questions: round9?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round10_questions: round10?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round11_questions: round11?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
    round12_questions: round12?.map((outcome) => [outcome.id, outcome.right ? 1 : 0, outcome.confidence, outcome.score]) ?? [],
  };
  fs.writeFileSync(`${out}.json`, JSON.stringify(json) + "\n");
  const realSection = real ? `${realReport(real, split)}\n${realFailureNotes.join("\n")}` : "";
  const round3Section = round3 ? `\n${realReport(round3, "held-out", "round3.json")}\n${round3Notes.join("\n")}` : "";
  const round4Section = round4 ? `\n${realReport(round4, "held-out", "round4.json")}\n${round4Notes.join("\n")}` : "";
  const round5Section = round5 ? `\n${realReport(round5, "held-out", "round5.json")}\n${round5Notes.join("\n")}` : "";
  const round6Section = round6 ? `\n${realReport(round6, "held-out", "round6.json")}\n${round6Notes.join("\n")}` : "";
  const round7Section = round7 ? `\n${realReport(round7, "held-out", "round7.json")}\n${round7Notes.join("\n")}` : "";
  const round8Section = round8 ? `\n${realReport(round8, "held-out", "round8.json")}\n${round8Notes.join("\n")}` : "";
  const round9Section = round9 ? `\n${realReport(round9, "held-out", "round9.json")}\n${round9Notes.join("\n")}` : "";
  const round10Section = round10 ? `\n${realReport(round10, "held-out", "round10.json")}\n${round10Notes.join("\n")}` : "";
  const round11Section = round11 ? `\n${realReport(round11, "held-out", "round11.json")}\n${round11Notes.join("\n")}` : "";
  const round12Section = round12 ? `\n${realReport(round12, "held-out", "round12.json")}\n${round12Notes.join("\n")}` : "";
  const report = `${realSection}${round3Section}${round4Section}${round5Section}${round6Section}${round7Section}${round8Section}${round9Section}${round10Section}${round11Section}${round12Section}\n${markdown(summary, meta)}`;
  fs.writeFileSync(`${out}.md`, `# Eval report, offline mode\n\n${report}${keptTableSection(`${out}.md`)}`);
  if (values.details) {
    const details = outcomes.map(({ detail, ...outcome }) => ({ ...outcome, ...detail }));
    fs.writeFileSync(
      values.details,
      JSON.stringify(
        { meta, settings, outcomes: details, real, round3, round4, round5, round6, round7, round8, round9, round10, round11, round12 },
        null,
        1,
      ) + "\n",
    );
  }
  console.log(report);
  console.log(`Written: ${out}.md and .json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** The table section (`npm run eval:tables`, scripts/eval-tables/report.ts) survives a rewrite of the report. */
function keptTableSection(file: string): string {
  const old = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const start = old.indexOf("<!-- tables:start -->");
  const end = old.indexOf("<!-- tables:end -->");
  return start >= 0 && end > start ? `\n${old.slice(start, end + "<!-- tables:end -->".length)}\n` : "";
}
