/**
 * Gold answers for the fourth fresh held-out table set (docs/eval-report.md, "held-out-4"), computed
 * straight from the raw files: the corpus CSVs and the generated CSV through the plain CSV reader of
 * ../raw-files.ts, the workbooks through their sheet XML (jszip), never through Docent's parser or
 * table engine. Written and committed before anything was run on it.
 *
 *   npx tsx scripts/eval-tables/held-out-4/gold.ts   # writes held-out-4/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { argBest, count, mean, one, questionSet, sum, topGroup, topN, yesNo } from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");

/** "$1,205.50", "£1,205.00", "1,205", "85%" → the number */
const plain = (v: string) => Number(v.replace(/[^\d.-]/gu, ""));
/** "1:45" (h:mm) → minutes */
const minutes = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);
const { questions, q } = questionSet("held-out-4");

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  // The file ends with a "File Creation Time" line and an empty line: not securities.
  const rows = records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0).filter(
    (r) => r["Company Name"] !== "" && !r.Symbol!.startsWith("File Creation Time"),
  );
  const sym = (s: string) => one(rows.filter((r) => r.Symbol === s));
  q(
    "count",
    f,
    "How many of the listed securities are ETFs?",
    count(rows, (r) => r.ETF === "Y"),
  );
  q("count-all", f, "How many securities are in this list?", rows.length);
  q("lookup", f, "Which company has the symbol ZYME?", sym("ZYME")["Company Name"]!);
  q("lookup", f, "What is the round lot size for AAPL?", Number(sym("AAPL")["Round Lot Size"]));
  q("distinct", f, "How many different market categories are there?", new Set(rows.map((r) => r["Market Category"])).size);
  q("group", f, "Which market category has the most securities?", topGroup(rows, "Market Category"));
  q("yes-no", f, "Is MSFT a test issue?", yesNo(sym("MSFT")["Test Issue"] === "Y"));
  q("last", f, "What is the last symbol in the list?", rows.at(-1)!.Symbol!);
  const at = rows.findIndex((r) => r.Symbol === "AAPL");
  q("next-previous", f, "Which symbol comes right after AAPL?", rows[at + 1]!.Symbol!);
  q(
    "count",
    f,
    "How many securities have financial status D?",
    count(rows, (r) => r["Financial Status"] === "D"),
  );
  q(
    "negation",
    f,
    "How many securities are not ETFs?",
    count(rows, (r) => r.ETF !== "Y"),
  );
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);
  const v = (country: string, year: number) =>
    Number(one(rows.filter((r) => r["Country Name"] === country && r.Year === String(year))).Value);
  const of = (country: string) => rows.filter((r) => r["Country Name"] === country);
  q("lookup", f, "What was France's GDP in 2010?", v("France", 2010));
  q("difference", f, "How much higher was Germany's GDP in 2010 than in 2000?", v("Germany", 2010) - v("Germany", 2000));
  q("compare", f, "Which had the bigger GDP in 2015, Brazil or India?", v("Brazil", 2015) > v("India", 2015) ? "Brazil" : "India");
  q(
    "argmax-argmin",
    f,
    "In which year was Japan's GDP highest?",
    argBest(of("Japan"), "Year", (r) => Number(r.Value)),
  );
  q("count", f, "How many years of data are there for Kenya?", of("Kenya").length);
  q("min-max", f, "What is the earliest year in the data?", Math.min(...rows.map((r) => Number(r.Year))));
  q("distinct", f, "How many different country codes are there?", new Set(rows.map((r) => r["Country Code"])).size);
  q("average", f, "What was Norway's average GDP over the years listed?", mean(of("Norway").map((r) => Number(r.Value))));
  q("yes-no", f, "Was China's GDP above 10 trillion in 2015?", yesNo(v("China", 2015) > 10e12));
  q("min-max", f, "What was the lowest GDP value recorded for Tuvalu?", Math.min(...of("Tuvalu").map((r) => Number(r.Value))));
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
  const n = (r: Row, key: string) => Number(r[key]);
  // Flight dates are stored as dates (Excel serial days) or as text; both read as ISO here.
  const iso = (r: Row) => {
    const raw = r["Flight Date"]!;
    if (/^\d{4}-/u.test(raw)) return raw.slice(0, 10);
    return new Date(Date.UTC(1899, 11, 30) + Number(raw) * 86400000).toISOString().slice(0, 10);
  };
  q("count-all", f, "How many strikes are recorded in this sheet?", rows.length);
  q(
    "count",
    f,
    "How many strikes happened at night?",
    count(rows, (r) => r["Time of day"] === "Night"),
  );
  q("sum", f, "What was the total repair cost?", sum(rows.map((r) => n(r, "Cost Repair"))));
  // The sheet writes "n/a" where the source has no speed: not a number, left out.
  const speeds = rows.filter((r) => /^\d+$/u.test(r["Speed IAS in knots"]!)).map((r) => n(r, "Speed IAS in knots"));
  q("average", f, "What was the average speed in knots?", mean(speeds));
  q("min-max", f, "What is the highest speed recorded?", Math.max(...speeds));
  q("group", f, "Which phase of flight had the most strikes?", topGroup(rows, "Phase of flight"));
  q(
    "date-condition",
    f,
    "How many strikes were there in 1995?",
    count(rows, (r) => iso(r).startsWith("1995")),
  );
  q("last", f, "What was the date of the last strike listed?", iso(rows.at(-1)!));
  q(
    "argmax-argmin",
    f,
    "Which aircraft model had the most expensive strike?",
    argBest(rows, "Aircraft Make Model", (r) => n(r, "Cost Total")),
  );
  q("yes-no", f, "Were any strikes reported while the aircraft was parked?", yesNo(rows.some((r) => r["Phase of flight"] === "Parked")));
  q("list", f, "List the species involved in strikes that caused damage C", [
    ...new Set(rows.filter((r) => r["Effect Amount of damage"] === "C").map((r) => r["Wildlife Species"]!)),
  ]);
}

function ferry(): void {
  const f = "held-out-4/files/ferry-log.csv";
  const rows = records(parseCsv(fs.readFileSync(path.join(here, "files/ferry-log.csv"), "utf8")), 3);
  const pax = (r: Row) => plain(r.PAX!);
  q("count-all", f, "How many crossings are in the log?", rows.length);
  q(
    "count",
    f,
    "How many crossings left from Dover?",
    count(rows, (r) => r.DEP === "Dover"),
  );
  q(
    "two-roles",
    f,
    "How many crossings went from Calais to Dover?",
    count(rows, (r) => r.DEP === "Calais" && r.ARR === "Dover"),
  );
  q("sum", f, "How many passengers were carried in total?", sum(rows.map(pax)));
  q(
    "sum",
    f,
    "What's the total number of vehicles carried by the Norman Voyager?",
    sum(rows.filter((r) => r.Vessel === "Norman Voyager").map((r) => Number(r.VEH))),
  );
  q("average", f, "What was the average load factor?", mean(rows.map((r) => plain(r.LF!))));
  q("argmax-argmin", f, "Which vessel carried the most passengers on a single crossing?", argBest(rows, "Vessel", pax));
  q(
    "min-max",
    f,
    "What was the longest crossing time?",
    `${String(Math.floor(Math.max(...rows.map((r) => minutes(r.DUR!))) / 60))}:${String(Math.max(...rows.map((r) => minutes(r.DUR!))) % 60).padStart(2, "0")}`,
  );
  q("group", f, "Which vessel made the most crossings?", topGroup(rows, "Vessel"));
  q(
    "number-condition",
    f,
    "How many crossings carried more than 1,200 passengers?",
    count(rows, (r) => pax(r) > 1200),
  );
  q("last", f, "Which vessel made the last crossing in the log?", rows.at(-1)!.Vessel!);
  q(
    "two-roles",
    f,
    "Which vessel sailed from Dover to Dunkirk on 2025-07-07?",
    one(rows.filter((r) => r.DEP === "Dover" && r.ARR === "Dunkirk" && r.Date === "2025-07-07")).Vessel!,
  );
  q("distinct", f, "How many different ports are crossings arriving at?", new Set(rows.map((r) => r.ARR)).size);
  q("yes-no", f, "Did any crossing arrive at Cherbourg?", yesNo(rows.some((r) => r.ARR === "Cherbourg")));
  q(
    "list",
    f,
    "List the vessels that sailed on 2025-07-04",
    rows.filter((r) => r.Date === "2025-07-04").map((r) => r.Vessel!),
  );
}

async function gym(): Promise<void> {
  const f = "held-out-4/files/gym-members.xlsx";
  const grid = await xlsxGrid(path.join(here, "files/gym-members.xlsx"), 1);
  const rows = grid
    .slice(3)
    .filter((cells) => cells.some((c) => c !== ""))
    .map((cells) => Object.fromEntries(grid[2]!.map((h, i) => [h, cells[i] ?? ""]).slice(1)) as Row);
  const fee = (r: Row) => plain(r["Monthly fee"]!);
  const joined = (r: Row) => {
    const [d, m, y] = r.Joined!.split("/");
    return `${y!}-${m!}-${d!}`;
  };
  const member = (name: string) => one(rows.filter((r) => r.Name === name));
  q("count-all", f, "How many members are there?", rows.length);
  q(
    "count",
    f,
    "How many members are on the Premium plan?",
    count(rows, (r) => r.Plan === "Premium"),
  );
  q("sum", f, "What is the total of the monthly fees?", sum(rows.map(fee)));
  q("average", f, "What's the average number of visits?", mean(rows.map((r) => Number(r.Visits))));
  q(
    "argmax-argmin",
    f,
    "Who visited the gym the most?",
    argBest(rows, "Name", (r) => Number(r.Visits)),
  );
  q(
    "earliest-latest",
    f,
    "Who joined most recently?",
    argBest(rows, "Name", (r) => Date.parse(joined(r))),
  );
  q("lookup", f, "Which plan is Mei Lin on?", member("Mei Lin").Plan!);
  q("lookup", f, "When did Owen Price join?", joined(member("Owen Price")));
  q(
    "compare",
    f,
    "Who has more visits, Tom Becker or Sara Costa?",
    Number(member("Tom Becker").Visits) > Number(member("Sara Costa").Visits) ? "Tom Becker" : "Sara Costa",
  );
  q(
    "difference",
    f,
    "How many more visits did Liam O'Neill make than Hugo Martin?",
    Number(member("Liam O'Neill").Visits) - Number(member("Hugo Martin").Visits),
  );
  q("yes-no", f, "Does Fatima Noor have a personal trainer?", yesNo(member("Fatima Noor")["Personal trainer"] === "Yes"));
  q(
    "date-condition",
    f,
    "How many members joined in 2021?",
    count(rows, (r) => joined(r).startsWith("2021")),
  );
  const at = rows.findIndex((r) => r.Name === "Jonas Berg");
  q("next-previous", f, "Who is listed after Jonas Berg?", rows[at + 1]!.Name!);
  q(
    "top-n",
    f,
    "Who are the top 3 members by visits?",
    topN(rows, "Name", (r) => Number(r.Visits), 3),
  );
  q(
    "multi-filter",
    f,
    "List the Standard plan members with a personal trainer",
    rows.filter((r) => r.Plan === "Standard" && r["Personal trainer"] === "Yes").map((r) => r.Name!),
  );
  q(
    "followup",
    f,
    "And how many of those have a personal trainer?",
    count(rows, (r) => r.Plan === "Premium" && r["Personal trainer"] === "Yes"),
    "How many members are on the Premium plan?",
  );
}

nasdaq();
gdp();
await barksdale();
ferry();
await gym();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
