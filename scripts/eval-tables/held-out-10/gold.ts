/**
 * Gold answers for the tenth fresh held-out table set (docs/eval-report.md, "held-out-10"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbook through its sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being among the least asked about before: season-2324.csv,
 * birdstrikes.csv and nasdaq-listed-symbols.csv (none of their earlier questions repeated), plus two
 * generated messy files (make-files.ts).
 *
 *   npx tsx scripts/eval-tables/held-out-10/make-files.ts   # writes files/harbour-ferries-2025.csv, files/town-pools.xlsx
 *   npx tsx scripts/eval-tables/held-out-10/gold.ts         # writes held-out-10/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { argBest, count, mean, n, one, questionSet, sum, topGroup, topN, totals, unitNumber, yesNo } from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-10");
const csvRows = (f: string) => records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);
/** "€1.234,50" → 1234.5 */
const european = (v: string) => Number(v.replace(/[€\s.]/gu, "").replace(",", "."));
/** "1:25" → 85 (minutes) */
const clock = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);

function season(): void {
  const f = "season-2324.csv";
  const rows = csvRows(f);
  if (rows.length !== 380) throw new Error("season rows");
  const goals = (team: string) => sum(rows.map((r) => (r.HomeTeam === team ? n(r, "FTHG") : 0) + (r.AwayTeam === team ? n(r, "FTAG") : 0)));
  const match = (home: string, away: string) => one(rows.filter((r) => r.HomeTeam === home && r.AwayTeam === away));
  q("lookup", f, "How many goals did Newcastle score at home against Aston Villa?", n(match("Newcastle", "Aston Villa"), "FTHG"));
  q("yes-no", f, "Did Everton ever score 5 or more at home?", yesNo(rows.some((r) => r.HomeTeam === "Everton" && n(r, "FTHG") >= 5)));
  const teams = [...new Set(rows.map((r) => r.HomeTeam!))];
  const goalRows = teams.map((t) => ({ team: t, goals: String(goals(t)) }));
  q(
    "group-sum",
    f,
    "Which team scored the most goals over the season?",
    argBest(goalRows, "team", (r) => n(r, "goals")),
  );
  q(
    "compare",
    f,
    "Who scored more goals in total, Chelsea or Newcastle?",
    argBest(
      goalRows.filter((r) => r.team === "Chelsea" || r.team === "Newcastle"),
      "team",
      (r) => n(r, "goals"),
    ),
  );
  q("difference", f, "How many more goals did Arsenal score than Tottenham across the season?", goals("Arsenal") - goals("Tottenham"));
  q(
    "count",
    f,
    "How many matches did referee A Taylor take charge of?",
    count(rows, (r) => r.Referee === "A Taylor"),
  );
  q(
    "number-condition",
    f,
    "How many games had six or more goals in them?",
    count(rows, (r) => n(r, "FTHG") + n(r, "FTAG") >= 6),
  );
  q(
    "next-previous",
    f,
    "Who was the home team in the match listed straight after Liverpool v Tottenham?",
    rows[rows.indexOf(match("Liverpool", "Tottenham")) + 1]!.HomeTeam!,
  );
  q(
    "several-filters",
    f,
    "How many away wins were there in December 2023 where the visitors had more shots on target than the home side?",
    count(rows, (r) => r.Date!.startsWith("2023-12") && r.FTR === "A" && n(r, "AST") > n(r, "HST")),
  );
  q(
    "negation",
    f,
    "How many of Man United's home games did they fail to win?",
    count(rows, (r) => r.HomeTeam === "Man United" && r.FTR !== "H"),
  );
  q("earliest-latest", f, "When did Luton play their last away game?", rows.filter((r) => r.AwayTeam === "Luton").at(-1)!.Date!);
  q("min-max", f, "What's the most corners a home side won in a single game?", Math.max(...rows.map((r) => n(r, "HC"))));
  q("average", f, "On average, how many yellow cards did away teams pick up per game?", mean(rows.map((r) => n(r, "AY"))));
  q(
    "distinct",
    f,
    "How many different teams played at home on 30 December 2023?",
    new Set(rows.filter((r) => r.Date === "2023-12-30").map((r) => r.HomeTeam)).size,
  );
}

function birdstrikes(): void {
  const f = "birdstrikes.csv";
  const rows = csvRows(f);
  if (rows.length !== 10000) throw new Error("bird rows");
  const cost = (r: Row) => n(r, "Cost Total $");
  q(
    "count",
    f,
    "How many strikes happened at dawn?",
    count(rows, (r) => r["Time of day"] === "Dawn"),
  );
  q("group", f, "Which airline reported the most bird strikes?", topGroup(rows, "Aircraft Airline Operator"));
  q(
    "top-n",
    f,
    "Name the three states with the most strikes.",
    topN(
      [...new Set(rows.map((r) => r["Origin State"]!))].map((s) => ({ s, c: String(count(rows, (r) => r["Origin State"] === s)) })),
      "s",
      (r) => n(r, "c"),
      3,
    ),
  );
  q(
    "sum",
    f,
    "What did the strikes at Austin-Bergstrom Intl cost in total?",
    sum(rows.filter((r) => r["Airport Name"] === "AUSTIN-BERGSTROM INTL").map(cost)),
  );
  q(
    "compare",
    f,
    "Were there more strikes during climb or during descent?",
    count(rows, (r) => r["Phase of flight"] === "Climb") > count(rows, (r) => r["Phase of flight"] === "Descent") ? "Climb" : "Descent",
  );
  q(
    "several-filters",
    f,
    "How many large birds were hit at night during approach?",
    count(rows, (r) => r["Wildlife Size"] === "Large" && r["Time of day"] === "Night" && r["Phase of flight"] === "Approach"),
  );
  q(
    "date-condition",
    f,
    "How many strikes were reported in 2001?",
    count(rows, (r) => r["Flight Date"]!.startsWith("2001")),
  );
  q("yes-no", f, "Were any strikes reported during taxi?", yesNo(rows.some((r) => r["Phase of flight"] === "Taxi")));
  q(
    "number-condition",
    f,
    "How many strikes cost more than $100,000?",
    count(rows, (r) => cost(r) > 100000),
  );
  q(
    "negation",
    f,
    "How many strikes did some damage (anything other than None)?",
    count(rows, (r) => r["Effect Amount of damage"] !== "None"),
  );
  q(
    "min-max",
    f,
    "What's the fastest speed at which a bird was hit?",
    Math.max(...rows.filter((r) => r["Speed IAS in knots"] !== "").map((r) => n(r, "Speed IAS in knots"))),
  );
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  const rows = csvRows(f);
  const sym = (s: string) => one(rows.filter((r) => r.Symbol === s));
  q("lookup", f, "What market category is NFLX in?", sym("NFLX")["Market Category"]!);
  q("yes-no", f, "Is AMZN listed as an ETF?", yesNo(sym("AMZN").ETF === "Y"));
  q("next-previous", f, "What's the symbol listed just before MSFT?", rows[rows.indexOf(sym("MSFT")) - 1]!.Symbol!);
  q(
    "count",
    f,
    "How many securities have a round lot of 10?",
    count(rows, (r) => r["Round Lot Size"] === "10"),
  );
}

function ferries(): void {
  const f = "held-out-10/files/harbour-ferries-2025.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/harbour-ferries-2025.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Route"),
  );
  if (rows.length !== 13) throw new Error("ferry rows");
  const fare = (r: Row) => european(r["Adult fare"]!);
  const passengers = (r: Row) => unitNumber(r.Passengers!);
  const crossing = (r: Row) => clock(r.Crossing!);
  const stepFree = (r: Row) => r["Step-free"] === "✓";
  const route = (name: string) => one(rows.filter((r) => r.Route === name));
  q("count-all", f, "How many ferry routes are listed?", rows.length);
  q("flag-tick", f, "How many routes are step-free?", count(rows, stepFree));
  q("number-unit", f, "Which route carried the most passengers?", argBest(rows, "Route", passengers));
  q("number-unit", f, "Which route had the fewest passengers?", argBest(rows, "Route", passengers, true));
  q("number-unit", f, "How many people used the Oban to Lismore ferry?", passengers(route("Oban to Lismore")));
  q("amount-euro", f, "What's the cheapest adult fare?", Math.min(...rows.map(fare)));
  q(
    "amount-euro",
    f,
    "How much more is the Westray fare than the Shapinsay one?",
    Math.round((fare(route("Kirkwall to Westray")) - fare(route("Kirkwall to Shapinsay"))) * 100) / 100,
  );
  q("duration", f, "Which crossing takes longest?", argBest(rows, "Route", crossing));
  q(
    "duration",
    f,
    "How many crossings take under half an hour?",
    count(rows, (r) => crossing(r) < 30),
  );
  q(
    "not-available",
    f,
    "Which routes run no night service?",
    rows.filter((r) => r["Night service"] === "n/a").map((r) => r.Route!),
  );
  q("last", f, "Which route is at the bottom of the list?", rows.at(-1)!.Route!);
  q("next-previous", f, "Which route follows Tayinloan to Gigha?", rows[rows.indexOf(route("Tayinloan to Gigha")) + 1]!.Route!);
  q(
    "compare",
    f,
    "Which is busier, Port Appin to Lismore or Claonaig to Lochranza?",
    argBest([route("Port Appin to Lismore"), route("Claonaig to Lochranza")], "Route", passengers),
  );
  q("yes-no", f, "Can you get step-free access on the Raasay ferry?", yesNo(stepFree(route("Sconser to Raasay"))));
  q(
    "earliest-latest",
    f,
    "Which is the newest route?",
    argBest(rows, "Route", (r) => Date.parse(r.Started!)),
  );
  q(
    "date-condition",
    f,
    "How many routes started before 2000?",
    count(rows, (r) => r.Started! < "2000"),
  );
  q(
    "group-sum",
    f,
    "Which operator carried the most passengers altogether?",
    argBest(totals(rows, "Operator", passengers), "Operator", (r) => n(r, "total")),
  );
  q("distinct", f, "How many different operators are there?", new Set(rows.map((r) => r.Operator)).size);
  q(
    "several-filters",
    f,
    "Which Orkney Isles Ferries routes are step-free and have a night sailing?",
    rows.filter((r) => r.Operator === "Orkney Isles Ferries" && stepFree(r) && r["Night service"] !== "n/a").map((r) => r.Route!),
  );
  const previous = "How many routes does Skye Small Isles run?";
  q(
    "count",
    f,
    previous,
    count(rows, (r) => r.Operator === "Skye Small Isles"),
  );
  q(
    "followup",
    f,
    "What's their combined passenger total?",
    sum(rows.filter((r) => r.Operator === "Skye Small Isles").map(passengers)),
    previous,
  );
}

async function pools(): Promise<void> {
  const f = "held-out-10/files/town-pools.xlsx";
  const file = path.join(here, "files/town-pools.xlsx");
  // The header sits at C5 on both sheets, under a title, a note and a source line.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 4, 2);
  const y24 = await sheet(1);
  const y25 = await sheet(2);
  if (y24.length !== 10 || y25.length !== 10 || y25[0]!.Pool !== "Abbey Baths") throw new Error("pool sheets");
  const pool = (rows: Row[], name: string) => one(rows.filter((r) => r.Pool === name));
  const swims = (r: Row) => n(r, "Swims");
  const income = (r: Row) => european(r.Income!);
  const litres = (r: Row) => unitNumber(r["Water used"]!);
  const sauna = (r: Row) => r.Sauna === "✓";
  const open = (rows: Row[]) => rows.filter((r) => r.Swims !== "n/a");
  q("look-alike-sheet", f, "How many swims were there across all pools in 2025?", sum(y25.map(swims)));
  q("look-alike-sheet", f, "How many swims did Portside Pool have in 2024?", swims(pool(y24, "Portside Pool")));
  q(
    "not-available",
    f,
    "Which pool was shut in 2024?",
    y24.filter((r) => r.Swims === "n/a").map((r) => r.Pool!),
  );
  q("not-available", f, "What was the average number of swims per open pool in 2024?", mean(open(y24).map(swims)));
  q("amount-euro", f, "Which pool brought in the most money in 2025?", argBest(y25, "Pool", income));
  q("amount-euro", f, "What was the combined income of all pools in 2024?", sum(y24.map(income)));
  q("number-unit", f, "How much water did Abbey Baths use in 2025?", litres(pool(y25, "Abbey Baths")));
  q(
    "duration",
    f,
    "At which pool did people stay longest in 2025?",
    argBest(y25, "Pool", (r) => clock(r["Average visit"]!)),
  );
  q(
    "flag-tick",
    f,
    "Which pools have a sauna?",
    y25.filter(sauna).map((r) => r.Pool!),
  );
  q(
    "negation",
    f,
    "How many pools don't have a sauna?",
    count(y25, (r) => !sauna(r)),
  );
  q(
    "earliest-latest",
    f,
    "Which pool had its last refit longest ago?",
    argBest(y25, "Pool", (r) => -Date.parse(r["Last refit"]!)),
  );
  q(
    "date-condition",
    f,
    "How many pools have been refitted since 2020?",
    count(y25, (r) => r["Last refit"]! >= "2020"),
  );
  q(
    "difference",
    f,
    "By how many swims did Harlaw Road Baths go up from 2024 to 2025?",
    swims(pool(y25, "Harlaw Road Baths")) - swims(pool(y24, "Harlaw Road Baths")),
  );
  q(
    "yes-no",
    f,
    "Did Meadowbank Leisure have more swims in 2025 than in 2024?",
    yesNo(swims(pool(y25, "Meadowbank Leisure")) > swims(pool(y24, "Meadowbank Leisure"))),
  );
  q(
    "compare",
    f,
    "In 2025, which had more swims: Quarry Lane Pool or Portside Pool?",
    argBest([pool(y25, "Quarry Lane Pool"), pool(y25, "Portside Pool")], "Pool", swims),
  );
  q(
    "group-sum",
    f,
    "Which district had the most swims in 2025?",
    argBest(totals(y25, "District", swims), "District", (r) => n(r, "total")),
  );
  q("top-n", f, "Which two pools had the fewest swims in 2025?", topN(y25, "Pool", swims, 2, true));
  q("lookup", f, "How many lanes does Kelvin Sports Centre have?", n(pool(y25, "Kelvin Sports Centre"), "Lanes"));
  q(
    "several-filters",
    f,
    "Which pools with six or more lanes and no sauna had over 100,000 swims in 2025?",
    y25.filter((r) => n(r, "Lanes") >= 6 && !sauna(r) && swims(r) > 100000).map((r) => r.Pool!),
  );
  q("last", f, "What's the last pool on the 2024 sheet?", y24.at(-1)!.Pool!);
}

season();
birdstrikes();
nasdaq();
ferries();
await pools();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
