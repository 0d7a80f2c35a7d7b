/**
 * Gold answers for the seventh fresh held-out table set (docs/eval-report.md, "held-out-7"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbooks through their sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being little asked about before: the Premier League workbook (its two
 * look-alike season sheets and the "Summary (values)" sheet; 4 earlier questions), gdp.csv and
 * nasdaq-listed-symbols.csv (none of their earlier questions repeated), plus two generated messy
 * files (make-files.ts).
 *
 *   npx tsx scripts/eval-tables/held-out-7/make-files.ts   # writes files/river-10k-results.csv, files/library-branches.xlsx
 *   npx tsx scripts/eval-tables/held-out-7/gold.ts         # writes held-out-7/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { argBest, count, mean, n, one, questionSet, sum, topGroup, topN, yesNo } from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-7");
const csvRows = (f: string) => records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);
/** An Excel serial day → ISO date */
const serialDate = (raw: string) => new Date(Date.UTC(1899, 11, 30) + Number(raw) * 86400000).toISOString().slice(0, 10);
/** "€1.234,50" → 1234.5 */
const european = (v: string) => Number(v.replace(/[€\s.]/gu, "").replace(",", "."));
/** "44:12" or "0:52" → 44*60+12 or 52 (the unit of the column) */
const clock = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);
const clockText = (x: number) => `${String(Math.floor(x / 60))}:${String(x % 60).padStart(2, "0")}`;

async function premierLeague(): Promise<void> {
  const f = "premier-league-2022-23-2023-24.xlsx";
  const file = path.join(corpus, f);
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 0);
  const s22 = await sheet(1);
  const s23 = await sheet(2);
  const summary = await xlsxGrid(file, 4);
  const measure = (label: string, column: number) => Number(one(summary.filter((cells) => cells[0] === label))[column]);
  if (s22.length !== 380 || s23.length !== 380) throw new Error("season sheets");
  q(
    "look-alike-sheet",
    f,
    "How many home wins did Brighton have in 2023-24?",
    count(s23, (r) => r.HomeTeam === "Brighton" && r.FTR === "H"),
  );
  q(
    "look-alike-sheet",
    f,
    "How many draws were there in the 2023-24 season?",
    count(s23, (r) => r.FTR === "D"),
  );
  q(
    "sum",
    f,
    "How many corners did Liverpool get in their home games in 2022-23?",
    sum(s22.filter((r) => r.HomeTeam === "Liverpool").map((r) => n(r, "HC"))),
  );
  q("average", f, "On average, how many fouls did the home side commit per match in 2023-24?", mean(s23.map((r) => n(r, "HF"))));
  q("min-max", f, "What was the most goals an away team scored in one game in 2022-23?", Math.max(...s22.map((r) => n(r, "FTAG"))));
  q(
    "argmax-argmin",
    f,
    "Which away team took the most shots in a single match in 2023-24?",
    argBest(s23, "AwayTeam", (r) => n(r, "AS")),
  );
  const homeWins22 = s22.filter((r) => r.FTR === "H");
  q("group", f, "Which team won the most home games in 2022-23?", topGroup(homeWins22, "HomeTeam"));
  q("distinct", f, "How many different referees officiated in 2023-24?", new Set(s23.map((r) => r.Referee)).size);
  q("earliest-latest", f, "When was the first match of the 2023-24 season played?", s23.map((r) => serialDate(r.Date!)).sort()[0]!);
  q("last", f, "Who was the away team in the last match listed for 2023-24?", s23[s23.length - 1]!.AwayTeam!);
  const game = (rows: Row[], home: string, away: string) => one(rows.filter((r) => r.HomeTeam === home && r.AwayTeam === away));
  q("yes-no", f, "Did Arsenal beat Chelsea at home in 2022-23?", yesNo(game(s22, "Arsenal", "Chelsea").FTR === "H"));
  q(
    "number-condition",
    f,
    "In how many 2023-24 matches did the home team have more than 25 shots?",
    count(s23, (r) => n(r, "HS") > 25),
  );
  q(
    "date-condition",
    f,
    "How many games were played on 26 December 2022?",
    count(s22, (r) => serialDate(r.Date!) === "2022-12-26"),
  );
  q(
    "multi-filter",
    f,
    "In 2022-23, how many games did the home side win after being behind at half-time?",
    count(s22, (r) => r.FTR === "H" && r.HTR === "A"),
  );
  q(
    "negation",
    f,
    "How many 2023-24 matches did not end in a home win?",
    count(s23, (r) => r.FTR !== "H"),
  );
  q("lookup", f, "According to the summary, how many yellow cards were shown in 2023-24?", measure("Yellow cards", 2));
  q(
    "difference",
    f,
    "How many more goals were scored in 2023-24 than in 2022-23?",
    sum(s23.map((r) => n(r, "FTHG") + n(r, "FTAG"))) - sum(s22.map((r) => n(r, "FTHG") + n(r, "FTAG"))),
  );
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = csvRows(f);
  const of = (country: string) => rows.filter((r) => r["Country Name"] === country);
  const at = (country: string, year: number) => n(one(of(country).filter((r) => n(r, "Year") === year)), "Value");
  q("lookup", f, "What was Italy's GDP in 1995?", at("Italy", 1995));
  q(
    "number-condition",
    f,
    "In how many years was Mexico's GDP above 1 trillion dollars?",
    count(of("Mexico"), (r) => n(r, "Value") > 1e12),
  );
  q(
    "several-filters",
    f,
    "What was Kenya's average GDP between 2010 and 2019?",
    mean(
      of("Kenya")
        .filter((r) => n(r, "Year") >= 2010 && n(r, "Year") <= 2019)
        .map((r) => n(r, "Value")),
    ),
  );
  q("yes-no", f, "Was Spain's GDP bigger than Australia's in 2020?", yesNo(at("Spain", 2020) > at("Australia", 2020)));
  q(
    "difference",
    f,
    "By how much did the United Kingdom's GDP grow from 2000 to 2020?",
    at("United Kingdom", 2020) - at("United Kingdom", 2000),
  );
  q(
    "earliest-latest",
    f,
    "What is the first year with a GDP figure for Afghanistan?",
    Math.min(...of("Afghanistan").map((r) => n(r, "Year"))),
  );
  q(
    "argmax-argmin",
    f,
    "In which year did Mexico have its highest GDP?",
    argBest(of("Mexico"), "Year", (r) => n(r, "Value")),
  );
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  const rows = csvRows(f).filter((r) => !r.Symbol!.startsWith("File Creation Time") && r.Symbol !== "");
  const symbol = (s: string) => one(rows.filter((r) => r.Symbol === s));
  q("lookup", f, "What is the security name for NVDA?", symbol("NVDA")["Security Name"]!);
  q("yes-no", f, "Is QQQ an ETF?", yesNo(symbol("QQQ").ETF === "Y"));
  q(
    "multi-filter",
    f,
    "How many securities in market category S have financial status D?",
    count(rows, (r) => r["Market Category"] === "S" && r["Financial Status"] === "D"),
  );
  q(
    "negation",
    f,
    "How many securities have a round lot size other than 100?",
    count(rows, (r) => r["Round Lot Size"] !== "100"),
  );
  q(
    "list",
    f,
    "Which symbols are test issues?",
    rows.filter((r) => r["Test Issue"] === "Y").map((r) => r.Symbol!),
  );
  q(
    "compare",
    f,
    "Which has the bigger round lot size, COST or SBUX?",
    argBest([symbol("COST"), symbol("SBUX")], "Symbol", (r) => n(r, "Round Lot Size")),
  );
}

function run10k(): void {
  const f = "held-out-7/files/river-10k-results.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/river-10k-results.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Bib"),
  );
  const finished = rows.filter((r) => r["Finish time"] !== "n/a");
  const time = (r: Row) => clock(r["Finish time"]!);
  const pledged = (r: Row) => european(r.Pledged!);
  const runner = (name: string) => one(rows.filter((r) => r.Runner === name));
  q("count-all", f, "How many runners are in the results?", rows.length);
  q(
    "count",
    f,
    "How many runners are from Harbour Harriers?",
    count(rows, (r) => r.Club === "Harbour Harriers"),
  );
  q(
    "flag-tick",
    f,
    "How many people were running their first race?",
    count(rows, (r) => r["First race"] === "✓"),
  );
  q("amount-euro", f, "How much was pledged in total?", sum(rows.map(pledged)));
  q("amount-euro", f, "What was the average pledge?", mean(rows.map(pledged)));
  q("duration", f, "What was the fastest finish time?", clockText(Math.min(...finished.map(time))));
  q("duration", f, "Who was the slowest finisher?", argBest(finished, "Runner", time));
  q(
    "not-available",
    f,
    "How many runners have no finish time?",
    count(rows, (r) => r["Finish time"] === "n/a"),
  );
  q("lookup", f, "What was the finish time for bib 117?", one(rows.filter((r) => r.Bib === "117"))["Finish time"]!);
  q("next-previous", f, "Who comes after Priya Nair in the results?", rows[rows.indexOf(runner("Priya Nair")) + 1]!.Runner!);
  q("last", f, "Who is the last runner listed?", rows[rows.length - 1]!.Runner!);
  q("compare", f, "Who pledged more, Tom Walsh or Aoife Byrne?", argBest([runner("Tom Walsh"), runner("Aoife Byrne")], "Runner", pledged));
  q(
    "difference",
    f,
    "How much more did Hannah Kowalski pledge than Chloe Martin?",
    pledged(runner("Hannah Kowalski")) - pledged(runner("Chloe Martin")),
  );
  q("yes-no", f, "Did Sam Okafor finish in under 40 minutes?", yesNo(time(runner("Sam Okafor")) < 40 * 60));
  q("group", f, "Which club has the most runners?", topGroup(rows, "Club"));
  q("top-n", f, "Who were the three biggest fundraisers?", topN(rows, "Runner", pledged, 3));
  q(
    "several-filters",
    f,
    "List the Harbour Harriers runners who finished in under 45 minutes",
    finished.filter((r) => r.Club === "Harbour Harriers" && time(r) < 45 * 60).map((r) => r.Runner!),
  );
  q(
    "negation",
    f,
    "How many runners are not in a club?",
    count(rows, (r) => r.Club === "Unattached"),
  );
  q("distinct", f, "How many different age groups are there?", new Set(rows.map((r) => r["Age group"])).size);
}

async function libraries(): Promise<void> {
  const f = "held-out-7/files/library-branches.xlsx";
  const file = path.join(here, "files/library-branches.xlsx");
  // The header sits at B6 on both sheets, under a title and a note.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 5, 1);
  const y24 = await sheet(1);
  const y25 = await sheet(2);
  if (y24.length !== 12 || y25.length !== 12 || y24[0]!.Branch !== "Central") throw new Error("branch sheets");
  const branch = (rows: Row[], name: string) => one(rows.filter((r) => r.Branch === name));
  const loans = (r: Row) => n(r, "Loans");
  const visitors = (r: Row) => Number(r.Visitors!.replace(/,/gu, ""));
  const area = (r: Row) => Number(r["Floor area"]!.replace(/[^\d]/gu, ""));
  const fees = (r: Row) => european(r["Late fees"]!);
  const cafe = (r: Row) => r["Café"] === "✓";
  q("look-alike-sheet", f, "What were the total loans in 2025?", sum(y25.map(loans)));
  q("look-alike-sheet", f, "How many visitors did Eastgate have in 2024?", visitors(branch(y24, "Eastgate")));
  q("flag-tick", f, "How many branches have a café?", count(y25, cafe));
  q("not-available", f, "What was the average number of loans per branch in 2024?", mean(y24.filter((r) => r.Loans !== "n/a").map(loans)));
  q("amount-euro", f, "Which branch collected the most in late fees in 2025?", argBest(y25, "Branch", fees));
  q("amount-euro", f, "How much was collected in late fees in 2024?", sum(y24.map(fees)));
  q("number-unit", f, "Which branch has the largest floor area?", argBest(y25, "Branch", area));
  q(
    "number-unit",
    f,
    "How many branches are bigger than 1,000 m²?",
    count(y25, (r) => area(r) > 1000),
  );
  q(
    "earliest-latest",
    f,
    "Which branch is the oldest?",
    argBest(y25, "Branch", (r) => Date.parse(r.Opened!), true),
  );
  q(
    "date-condition",
    f,
    "How many branches opened after 2000?",
    count(y25, (r) => r.Opened! > "2001"),
  );
  q(
    "duration",
    f,
    "Which branch had the longest average visit in 2025?",
    argBest(y25, "Branch", (r) => clock(r["Avg visit"]!)),
  );
  q("yes-no", f, "Does Hillside have a café?", yesNo(cafe(branch(y25, "Hillside"))));
  q(
    "compare",
    f,
    "Which had more loans in 2025, Northfield or Old Town?",
    argBest([branch(y25, "Northfield"), branch(y25, "Old Town")], "Branch", loans),
  );
  q(
    "difference",
    f,
    "How many more visitors did Central have than Harbourside in 2025?",
    visitors(branch(y25, "Central")) - visitors(branch(y25, "Harbourside")),
  );
  q("next-previous", f, "Which branch comes after Harbourside in the list?", y25[y25.indexOf(branch(y25, "Harbourside")) + 1]!.Branch!);
  q("group", f, "Which district has the most branches?", topGroup(y25, "District"));
  const previous = "How many branches are in the South district?";
  q(
    "count",
    f,
    previous,
    count(y25, (r) => r.District === "South"),
  );
  q(
    "followup",
    f,
    "And which of those have a café?",
    y25.filter((r) => r.District === "South" && cafe(r)).map((r) => r.Branch!),
    previous,
  );
  q(
    "several-filters",
    f,
    "List the branches with a café that lent more than 60,000 items in 2025",
    y25.filter((r) => cafe(r) && loans(r) > 60000).map((r) => r.Branch!),
  );
  q(
    "negation",
    f,
    "How many branches don't have a café?",
    count(y25, (r) => !cafe(r)),
  );
  q("top-n", f, "Which 3 branches had the most visitors in 2024?", topN(y24, "Branch", visitors, 3));
}

await premierLeague();
gdp();
nasdaq();
run10k();
await libraries();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
