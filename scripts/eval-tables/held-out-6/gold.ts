/**
 * Gold answers for the sixth fresh held-out table set (docs/eval-report.md, "held-out-6"), computed
 * straight from the raw files through the plain CSV reader of ../raw-files.ts, never through Docent's
 * parser or table engine. Written and committed before anything was run on it.
 *
 * The corpus has no table that no held-out set used; birdstrikes.csv and season-2223.csv are the two
 * no set since held-out-2 asked about (held-out-2 asked five questions on each; none is repeated here).
 *
 *   npx tsx scripts/eval-tables/held-out-6/make-files.ts   # writes files/community-grants.csv
 *   npx tsx scripts/eval-tables/held-out-6/gold.ts         # writes held-out-6/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { argBest, count, mean, n, one, questionSet, sum, topGroup, topN } from "../gold-helpers";
import { parseCsv, records, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-6");
const csvRows = (f: string) => records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);

function birdstrikes(): void {
  const f = "birdstrikes.csv";
  const rows = csvRows(f);
  const cost = (r: Row) => n(r, "Cost Total $");
  const speeds = (xs: Row[]) => xs.filter((r) => r["Speed IAS in knots"] !== "").map((r) => n(r, "Speed IAS in knots"));
  q(
    "count",
    f,
    "How many strikes happened at dusk?",
    count(rows, (r) => r["Time of day"] === "Dusk"),
  );
  q(
    "count",
    f,
    "How many strikes caused substantial damage?",
    count(rows, (r) => r["Effect Amount of damage"] === "Substantial"),
  );
  q("sum", f, "What was the total cost of strikes in Texas?", sum(rows.filter((r) => r["Origin State"] === "Texas").map(cost)));
  q(
    "average",
    f,
    "What was the average speed for strikes during climb?",
    mean(speeds(rows.filter((r) => r["Phase of flight"] === "Climb"))),
  );
  q("min-max", f, "What was the highest speed recorded?", Math.max(...speeds(rows)));
  q("group", f, "Which phase of flight had the most strikes?", topGroup(rows, "Phase of flight"));
  q("distinct", f, "How many different phases of flight are there?", new Set(rows.map((r) => r["Phase of flight"])).size);
  q(
    "date-condition",
    f,
    "How many strikes were reported in 2001?",
    count(rows, (r) => r["Flight Date"]!.startsWith("2001")),
  );
  q(
    "number-condition",
    f,
    "How many strikes had a total cost above 100000?",
    count(rows, (r) => cost(r) > 100000),
  );
  q("group", f, "Which origin state had the most strikes?", topGroup(rows, "Origin State"));
}

function season(): void {
  const f = "season-2223.csv";
  const rows = csvRows(f);
  q(
    "count",
    f,
    "How many matches did M Oliver referee?",
    count(rows, (r) => r.Referee === "M Oliver"),
  );
  q("sum", f, "How many goals did Man City score at home?", sum(rows.filter((r) => r.HomeTeam === "Man City").map((r) => n(r, "FTHG"))));
  q(
    "count",
    f,
    "How many matches ended in a draw?",
    count(rows, (r) => r.FTR === "D"),
  );
  q("min-max", f, "What was the most home goals in one match?", Math.max(...rows.map((r) => n(r, "FTHG"))));
  const game = (home: string, away: string) => one(rows.filter((r) => r.HomeTeam === home && r.AwayTeam === away));
  q("lookup", f, "Who refereed the match between Liverpool and Arsenal at home?", game("Liverpool", "Arsenal").Referee!);
  q("average", f, "What is the average number of away shots per match?", mean(rows.map((r) => n(r, "AS"))));
  q("group", f, "Which referee took charge of the most matches?", topGroup(rows, "Referee"));
  q(
    "date-condition",
    f,
    "How many matches were played in April 2023?",
    count(rows, (r) => r.Date!.startsWith("2023-04")),
  );
  q(
    "argmax-argmin",
    f,
    "Which home team had the most shots in a single match?",
    argBest(rows, "HomeTeam", (r) => n(r, "HS")),
  );
  q(
    "count",
    f,
    "How many away wins did Arsenal have?",
    count(rows, (r) => r.AwayTeam === "Arsenal" && r.FTR === "A"),
  );
}

function grants(): void {
  const f = "held-out-6/files/community-grants.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/community-grants.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Ref"),
  );
  const amount = (r: Row) => Number(r["Amount (£)"]!.replace(/[£,]/gu, ""));
  const marked = (r: Row) => r["Volunteer-led"] === "x";
  const project = (name: string) => one(rows.filter((r) => r.Project === name));
  q("title-comma", f, "How many projects are in the list?", rows.length);
  q("amount-words", f, "How much was awarded in total?", sum(rows.map(amount)));
  q("amount-words", f, "What was the average amount awarded?", mean(rows.map(amount)));
  q("amount-words", f, "What was the smallest grant amount?", Math.min(...rows.map(amount)));
  q("flag-x", f, "How many projects are volunteer-led?", count(rows, marked));
  q("flag-x", f, "What was the total amount for volunteer-led projects?", sum(rows.filter(marked).map(amount)));
  q(
    "word-twice",
    f,
    "Which project has the most project staff?",
    argBest(rows, "Project", (r) => n(r, "Project staff")),
  );
  q(
    "word-twice",
    f,
    "Which project has the fewest project staff?",
    argBest(rows, "Project", (r) => n(r, "Project staff"), true),
  );
  q("code-name", f, "Which country is the Seed Banks project in?", project("Seed Banks").Country!);
  q("code-name", f, "Which country received the largest grant?", argBest(rows, "Country", amount));
  q("group-code", f, "Which region has the most projects?", topGroup(rows, "Region"));
  q("group", f, "Which country has the most projects?", topGroup(rows, "Country"));
  q("lookup", f, "What is the amount for G-1007?", amount(one(rows.filter((r) => r.Ref === "G-1007"))));
  q(
    "number-condition",
    f,
    "How many grants were above £20,000?",
    count(rows, (r) => amount(r) > 20000),
  );
  q(
    "date-condition",
    f,
    "How many grants were decided in March 2025?",
    count(rows, (r) => r.Decided!.startsWith("2025-03")),
  );
  q("top-n", f, "What are the 3 largest grants?", topN(rows, "Project", amount, 3));
  q(
    "french",
    f,
    "Combien de projets y a-t-il au Kenya ?",
    count(rows, (r) => r.Country === "Kenya"),
  );
  q(
    "french",
    f,
    "Combien de projets y a-t-il dans la région Eastern Africa ?",
    count(rows, (r) => r.Region === "Eastern Africa"),
  );
}

birdstrikes();
season();
grants();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
