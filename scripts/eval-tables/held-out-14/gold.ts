/**
 * Gold answers for the fourteenth fresh held-out table set (docs/eval-report.md, "held-out-14"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbooks through their sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being the least asked about before: barksdale-wildlife-strikes.xlsx,
 * nasdaq-listed-symbols.csv, birdstrikes.csv and premier-league-2022-23-2023-24.xlsx (none of their
 * earlier questions repeated), plus two generated messy files (make-files.ts).
 *
 * A question the table cannot answer (kind "unanswerable": the column it asks about is not in the file)
 * has the gold ["admission"]: it is right when nothing is computed from the table and the answer admits
 * the file does not say (naming the columns it has), wrong when any table result is given.
 *
 *   npx tsx scripts/eval-tables/held-out-14/make-files.ts   # writes files/harbourside-festival-2026.csv, files/allotment-society.xlsx
 *   npx tsx scripts/eval-tables/held-out-14/gold.ts         # writes held-out-14/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  cents,
  clock,
  count,
  counted,
  csv,
  dollars,
  isoDay,
  mean,
  months,
  n,
  one,
  onlyBest,
  questionSet,
  sum,
  topGroup,
  topN,
  totals,
  unitNumber,
  yesNo,
} from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-14");
const admission = "admission";

/** The festival dates, written four ways, read back as ISO. */
function isoOf(written: string): string {
  const pad = (x: string | number) => String(x).padStart(2, "0");
  const month = (name: string) => {
    const i = months.findIndex((m) => m.startsWith(name));
    if (i < 0 || name.length < 3) throw new Error(`unread month ${name}`);
    return pad(i + 1);
  };
  let m = /^(\d{4})-(\d\d)-(\d\d)$/u.exec(written);
  if (m) return written;
  m = /^(?:[A-Z][a-z]{2} )?(\d{1,2}) ([A-Za-z]+) (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${month(m[2]!)}-${pad(m[1]!)}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${month(m[1]!)}-${pad(m[2]!)}`;
  throw new Error(`unread date ${written}`);
}

async function barksdale(): Promise<void> {
  const f = "barksdale-wildlife-strikes.xlsx";
  const grid = await xlsxGrid(path.join(corpus, f), 1);
  // Header rows 4 and 5 from column D: "Cost (USD)" merged over Other / Repair / Total.
  const header = grid[3]!.map((h, i) => (grid[4]![i] ? `Cost ${grid[4]![i]!}` : h));
  const rows = grid
    .slice(5)
    .filter((cells) => cells.some((c) => c !== ""))
    .map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])) as Row);
  if (rows.length !== 435) throw new Error("barksdale rows");
  const year = (r: Row) => isoDay(r["Flight Date"]!).slice(0, 4);
  const withYear = rows.map((r): Row => ({ ...r, year: year(r) }));
  q(
    "group",
    f,
    "which year had the most bird strikes at barksdale",
    onlyBest(counted(withYear, "year"), "year", (r) => n(r, "total")),
  );
  q("min-max", f, "what's the most a single strike ended up costing", Math.max(...rows.map((r) => n(r, "Cost Total"))));
  q(
    "several-filters",
    f,
    "how many strikes happened on the take-off run in daylight",
    count(rows, (r) => r["Phase of flight"] === "Take-off run" && r["Time of day"] === "Day"),
  );
  q("yes-no", f, "did any single strike cost more than $50,000 in total?", yesNo(rows.some((r) => n(r, "Cost Total") > 50000)));
  q(
    "negation",
    f,
    "How many of the strikes were on aircraft that aren't military?",
    count(rows, (r) => r["Aircraft Airline Operator"] !== "MILITARY"),
  );
  const t38 = rows
    .filter((r) => r["Aircraft Make Model"] === "T-38A")
    .map((r) => isoDay(r["Flight Date"]!))
    .sort();
  q("earliest-latest", f, "When did a T-38A last hit something?", t38.at(-1)!);
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  const rows = csv(path.join(corpus, f)).filter((r) => r.Symbol !== "");
  if (rows.length < 5000) throw new Error("nasdaq rows");
  const etf = (r: Row) => r.ETF === "Y";
  q(
    "several-filters",
    f,
    "How many ETFs in market category G trade in round lots of 100?",
    count(rows, (r) => etf(r) && r["Market Category"] === "G" && r["Round Lot Size"] === "100"),
  );
  q(
    "negation",
    f,
    "how many securities trade in round lots of 40 but aren't ETFs",
    count(rows, (r) => r["Round Lot Size"] === "40" && !etf(r)),
  );
  q(
    "group",
    f,
    "which market category do most of the 40-share round lots belong to?",
    topGroup(
      rows.filter((r) => r["Round Lot Size"] === "40"),
      "Market Category",
    ),
  );
  q("yes-no", f, "Are any of the securities marked as NextShares?", yesNo(rows.some((r) => r.NextShares === "Y")));
  q(
    "contains",
    f,
    "how many companies have 'Acquisition' in their name",
    count(rows, (r) => r["Company Name"]!.includes("Acquisition")),
  );
  q("unanswerable", f, "What's Apple's current share price?", admission);
}

function birdstrikes(): void {
  const f = "birdstrikes.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 10000) throw new Error(`birdstrike rows ${String(rows.length)}`);
  const state = (s: string) => count(rows, (r) => r["Origin State"] === s);
  q(
    "top-n",
    f,
    "which airport had the second most bird strikes",
    topN(counted(rows, "Airport Name"), "Airport Name", (r) => n(r, "total"), 2)[1]!,
  );
  q(
    "several-filters",
    f,
    "how many strikes in florida involved large birds",
    count(rows, (r) => r["Origin State"] === "Florida" && r["Wildlife Size"] === "Large"),
  );
  q(
    "average",
    f,
    "what's the average total cost of a strike at night",
    mean(rows.filter((r) => r["Time of day"] === "Night").map((r) => n(r, "Cost Total $"))),
  );
  q(
    "compare",
    f,
    "were there more strikes in new york or in california?",
    state("New York") > state("California") ? "New York" : "California",
  );
  q(
    "earliest-latest",
    f,
    "When was the first strike recorded at O'Hare?",
    rows
      .filter((r) => r["Airport Name"] === "CHICAGO O'HARE INTL ARPT")
      .map((r) => r["Flight Date"]!)
      .sort()[0]!,
  );
  q(
    "negation",
    f,
    "How many strikes happened outside the approach and climb phases?",
    count(rows, (r) => r["Phase of flight"] !== "Approach" && r["Phase of flight"] !== "Climb"),
  );
  q(
    "group-sum",
    f,
    "which species did the most damage in dollar terms",
    onlyBest(
      totals(rows, "Wildlife Species", (r) => n(r, "Cost Total $")),
      "Wildlife Species",
      (r) => n(r, "total"),
    ),
  );
  q("unanswerable", f, "what altitude were planes flying at when they hit birds, on average?", admission);
}

async function premier(): Promise<void> {
  const f = "premier-league-2022-23-2023-24.xlsx";
  const file = path.join(corpus, f);
  const [s2223, s2324] = [records(await xlsxGrid(file, 1), 0), records(await xlsxGrid(file, 2), 0)];
  if (s2223.length !== 380 || s2324.length !== 380) throw new Error("premier rows");
  q(
    "group",
    f,
    "which team drew the most home games in 2023-24",
    onlyBest(
      counted(
        s2324.filter((r) => r.FTR === "D"),
        "HomeTeam",
      ),
      "HomeTeam",
      (r) => n(r, "total"),
    ),
  );
  q(
    "number-condition",
    f,
    "how many 2022/23 matches had six goals or more",
    count(s2223, (r) => n(r, "FTHG") + n(r, "FTAG") >= 6),
  );
  q("yes-no", f, "did man city lose a home game in 2023-24?", yesNo(s2324.some((r) => r.HomeTeam === "Man City" && r.FTR === "A")));
  q(
    "lookup",
    f,
    "how many goals did arsenal score away at spurs in 2022-23",
    n(one(s2223.filter((r) => r.HomeTeam === "Tottenham" && r.AwayTeam === "Arsenal")), "FTAG"),
  );
  q(
    "everyday-words",
    f,
    "on average how many shots on target did the home side have per match in 22/23",
    mean(s2223.map((r) => n(r, "HST"))),
  );
  q("unanswerable", f, "Who scored for Brighton against Luton in 2023-24?", admission);
}

function festival(): void {
  const f = "held-out-14/files/harbourside-festival-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/harbourside-festival-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Act"),
  );
  if (rows.length !== 18) throw new Error("festival rows");
  const act = "Act";
  const crowd = (r: Row) => unitNumber(r.Crowd!);
  const minutes = (r: Row) => clock(r["Set length"]!);
  const fee = (r: Row) => dollars(r.Fee!);
  const headliner = (r: Row) => r.Headliner === "yes";
  const encore = (r: Row) => r.Encore === "✓";
  const date = (r: Row) => isoOf(r.Date!);
  const named = (name: string) => one(rows.filter((r) => r[act] === name));
  const acts = (rs: Row[]) => rs.map((r) => r[act]!);
  q("count-all", f, "how many acts are on the line up", rows.length);
  q("number-unit", f, "which act pulled the biggest crowd", onlyBest(rows, act, crowd));
  q("number-unit", f, "whats the total crowd for all the main stage sets added up", sum(rows.filter((r) => r.Stage === "Main").map(crowd)));
  q("top-n", f, "Who drew the 2nd biggest crowd?", topN(rows, act, crowd, 2)[1]!);
  q("duration", f, "which act played the longest set", onlyBest(rows, act, minutes));
  q(
    "duration",
    f,
    "how many sets were shorter than an hour",
    count(rows, (r) => minutes(r) < 60),
  );
  q(
    "everyday-words",
    f,
    "on average how long did the folk acts play for, in minutes",
    mean(rows.filter((r) => r.Genre === "Folk").map(minutes)),
  );
  q("amount-dollar", f, "What was the average fee paid per act?", cents(mean(rows.map(fee))));
  q("amount-dollar", f, "how much did the headliners cost us altogether", sum(rows.filter(headliner).map(fee)));
  q("flag-yes-no", f, "How many headliners were there?", count(rows, headliner));
  q("flag-tick", f, "which acts on the dock stage came back for an encore", acts(rows.filter((r) => r.Stage === "Dock" && encore(r))));
  q(
    "negation",
    f,
    "how many acts werent on the main stage",
    count(rows, (r) => r.Stage !== "Main"),
  );
  q("next-previous", f, "Who played after Low Orbit?", rows[rows.indexOf(named("Low Orbit")) + 1]![act]!);
  q("next-previous", f, "which act was on right before the undertow", rows[rows.indexOf(named("The Undertow")) - 1]![act]!);
  q("first", f, "who opened the festival", rows[0]![act]!);
  q("last", f, "Who closed the festival?", rows.at(-1)![act]!);
  q("mixed-dates", f, "What date did Ada Finch play?", date(named("Ada Finch")));
  q(
    "mixed-dates",
    f,
    "how many acts played on saturday 11 july",
    count(rows, (r) => date(r) === "2026-07-11"),
  );
  q("group", f, "which stage had the most acts", topGroup(rows, "Stage"));
  q(
    "group-sum",
    f,
    "Which genre drew the biggest total crowd?",
    onlyBest(totals(rows, "Genre", crowd), "Genre", (r) => n(r, "total")),
  );
  q(
    "compare",
    f,
    "who had a bigger crowd, Kite Parade or The Undertow?",
    onlyBest([named("Kite Parade"), named("The Undertow")], act, crowd),
  );
  q(
    "difference",
    f,
    "how much more did Northern Static get paid than Glass Coast",
    fee(named("Northern Static")) - fee(named("Glass Coast")),
  );
  q(
    "several-filters",
    f,
    "how many electronic sets had over 3,000 people and an encore",
    count(rows, (r) => r.Genre === "Electronic" && crowd(r) > 3000 && encore(r)),
  );
  q("distinct", f, "how many diferent genres are on the bill", new Set(rows.map((r) => r.Genre!)).size);
  q("yes-no", f, "did velvet signal do an encore?", yesNo(encore(named("Velvet Signal"))));
  q("unanswerable", f, "How much was a weekend ticket?", admission);
}

async function allotments(): Promise<void> {
  const f = "held-out-14/files/allotment-society.xlsx";
  const file = path.join(here, "files/allotment-society.xlsx");
  // The header sits at C5 on both sheets, under a title, two notes and a blank row.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 4, 2);
  const [riverside, hilltop] = [await sheet(1), await sheet(2)];
  if (riverside.length !== 10 || hilltop.length !== 10 || riverside[0]!.Holder !== "Joan Whitlock" || hilltop[0]!.Holder !== "Sue Marsden")
    throw new Error("allotment sheets");
  const holder = "Holder";
  const size = (r: Row) => unitNumber(r.Size!);
  const rent = (r: Row) => dollars(r.Rent!);
  const since = (r: Row) => n(r, "Holder since");
  const butt = (r: Row) => r["Water butt"] === "✓";
  const greenhouse = (r: Row) => r.Greenhouse === "yes";
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r[holder] === name));
  const holders = (rs: Row[]) => rs.map((r) => r[holder]!);
  q("look-alike-sheet", f, "what's the total area of the hilltop plots in square metres", sum(hilltop.map(size)));
  q("lookup", f, "how much rent does Arthur Penhale pay", rent(named(riverside, "Arthur Penhale")));
  q("earliest-latest", f, "who has had their riverside plot the longest", onlyBest(riverside, holder, since, true));
  q("earliest-latest", f, "Who's the newest plot holder up at Hilltop?", onlyBest(hilltop, holder, since));
  q("flag-tick", f, "how many hilltop plots have got a water butt", count(hilltop, butt));
  q("flag-yes-no", f, "who on the riverside site has a greenhouse?", holders(riverside.filter(greenhouse)));
  q("amount-dollar", f, "How much rent does the Riverside site bring in a year?", sum(riverside.map(rent)));
  q("average", f, "whats the average plot size at riverside", mean(riverside.map(size)));
  q("group", f, "what's the most common inspection grade at hilltop", topGroup(hilltop, "Grade"));
  q(
    "several-filters",
    f,
    "how many riverside plots are 250 sq m or bigger and got an A",
    count(riverside, (r) => size(r) >= 250 && r.Grade === "A"),
  );
  q(
    "negation",
    f,
    "How many Hilltop holders didn't get a C?",
    count(hilltop, (r) => r.Grade !== "C"),
  );
  q(
    "compare",
    f,
    "which site takes more rent in total, riverside or hilltop?",
    sum(riverside.map(rent)) > sum(hilltop.map(rent)) ? "Riverside" : "Hilltop",
  );
  q(
    "next-previous",
    f,
    "who's next on the riverside list after Lily Chen",
    riverside[riverside.indexOf(named(riverside, "Lily Chen")) + 1]![holder]!,
  );
  q("yes-no", f, "does mei tanaka have a water butt", yesNo(butt(named(hilltop, "Mei Tanaka"))));
  q(
    "number-condition",
    f,
    "how many people at hilltop have had their plot since before 2010",
    count(hilltop, (r) => since(r) < 2010),
  );
  q("distinct", f, "How many different plot sizes are there on the riverside site?", new Set(riverside.map(size)).size);
  q(
    "difference",
    f,
    "How much more rent does Peter Quayle pay than Rosa Alvarez?",
    rent(named(hilltop, "Peter Quayle")) - rent(named(hilltop, "Rosa Alvarez")),
  );
  q("unanswerable", f, "what does Owen Price grow on his plot?", admission);
}

await barksdale();
nasdaq();
birdstrikes();
await premier();
festival();
await allotments();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
