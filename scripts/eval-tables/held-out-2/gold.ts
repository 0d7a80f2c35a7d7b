/**
 * Gold answers for the fresh held-out table set (docs/eval-report.md, "Fresh held-out set"),
 * computed straight from the raw files: corpus CSVs and the generated CSVs through a plain CSV
 * reader written here, the generated workbook through its sheet XML (jszip), never through Docent's
 * parser or table engine. The corpus workbooks are derived row for row from corpus CSVs
 * (../shared/corpus/tables/SOURCES.md), so their answers come from those CSVs.
 *
 *   npx tsx scripts/eval-tables/held-out-2/gold.ts   # writes held-out-2/questions.jsonl
 *
 * Every question here is in the test split: this set was measured once and is never tuned on.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");

const load = (name: string) => records(parseCsv(fs.readFileSync(path.join(corpus, name), "utf8")), 0);
const num = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : Number(v));
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;
function nums(rows: Row[], key: string): number[] {
  return rows.map((r) => num(r[key])).filter((v): v is number => v !== null && !Number.isNaN(v));
}
function argBest(rows: Row[], key: string, label: string, value: (r: Row) => number | null, least = false): string[] {
  const scored = rows.map((r) => [value(r), r] as const).filter((p): p is readonly [number, Row] => p[0] !== null);
  const best = (least ? Math.min : Math.max)(...scored.map((p) => p[0]));
  return [...new Set(scored.filter((p) => p[0] === best).map((p) => p[1][label]!))];
}
function topGroup(rows: Row[], key: string): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r[key]!, (counts.get(r[key]!) ?? 0) + 1);
  const best = Math.max(...counts.values());
  return [...counts].filter(([, n]) => n === best).map(([k]) => k);
}
function topN(rows: Row[], label: string, value: (r: Row) => number | null, n: number): string[] {
  const sorted = rows.filter((r) => value(r) !== null).sort((a, b) => value(b)! - value(a)!);
  if (value(sorted[n - 1]!) === value(sorted[n]!)) throw new Error(`tie at place ${String(n)} for ${label}`);
  return sorted.slice(0, n).map((r) => r[label]!);
}
const one = <T>(xs: T[]): T => {
  if (xs.length !== 1) throw new Error(`expected one, got ${String(xs.length)}`);
  return xs[0]!;
};

interface Question {
  id: string;
  file: string;
  question: string;
  kind: string;
  gold: (string | number)[];
}
const questions: Question[] = [];
function q(kind: string, file: string, question: string, gold: string | number | (string | number)[]): void {
  const id = createHash("sha1").update(`held-out-2|${file}|${question}`).digest("hex").slice(0, 10);
  questions.push({ id, file, question, kind, gold: Array.isArray(gold) ? gold : [gold] });
}

// --- weather.csv
{
  const f = "weather.csv";
  const w = load(f);
  const sea = w.filter((r) => r.location === "Seattle");
  const ny = w.filter((r) => r.location === "New York");
  q("count", f, "How many snowy days did Seattle get?", sea.filter((r) => r.weather === "snow").length);
  q(
    "date-condition",
    f,
    "How many rainy days did New York have in 2014?",
    ny.filter((r) => r.weather === "rain" && r.date!.startsWith("2014")).length,
  );
  q("min-max", f, "What was the hottest temperature recorded in Seattle?", Math.max(...nums(sea, "temp_max")));
  q("average", f, "what's the average wind in new york", mean(nums(ny, "wind")));
  q(
    "date-condition",
    f,
    "What was the lowest minimum temperature in New York during 2015?",
    Math.min(
      ...nums(
        ny.filter((r) => r.date!.startsWith("2015")),
        "temp_min",
      ),
    ),
  );
  q(
    "top-n",
    f,
    "What were the 3 wettest days in Seattle?",
    topN(sea, "date", (r) => num(r.precipitation), 3),
  );
}
// --- airports.csv
{
  const f = "airports.csv";
  const a = load(f);
  const at = a.findIndex((r) => r.iata === "ORD");
  q("lookup", f, "What city is ORD in?", a[at]!.city!);
  q("count", f, "How many airports are in TX?", a.filter((r) => r.state === "TX").length);
  q("distinct", f, "How many different countries are in the airports list?", new Set(a.map((r) => r.country)).size);
  q(
    "argmax-argmin",
    f,
    "Which airport has the highest latitude?",
    argBest(a, "latitude", "name", (r) => num(r.latitude)),
  );
  q("next-previous", f, "Which airport comes right after ORD in the list?", a[at + 1]!.name!);
  q(
    "list",
    f,
    "List the airports that aren't in the USA",
    a.filter((r) => r.country !== "USA").map((r) => r.name!),
  );
}
// --- birdstrikes.csv
{
  const f = "birdstrikes.csv";
  const b = load(f);
  q("sum", f, "What's the total repair cost across all the bird strikes?", sum(nums(b, "Cost Repair")));
  q("date-condition", f, "How many strikes were reported in 1995?", b.filter((r) => r["Flight Date"]!.startsWith("1995")).length);
  q("argmax-argmin", f, "Which airline operator had the most wildlife strikes?", topGroup(b, "Aircraft Airline Operator"));
  q("count", f, "How many strikes happened at night?", b.filter((r) => r["Time of day"] === "Night").length);
  q(
    "average",
    f,
    "What's the average speed in knots for strikes during approach?",
    mean(
      nums(
        b.filter((r) => r["Phase of flight"] === "Approach"),
        "Speed IAS in knots",
      ),
    ),
  );
}
// --- country-codes.csv
{
  const f = "country-codes.csv";
  const c = load(f);
  const by = (name: string) => one(c.filter((r) => r["CLDR display name"] === name));
  q("lookup", f, "What's the capital of Kenya?", by("Kenya").Capital!);
  q("lookup", f, "Which currency does Japan use?", by("Japan")["ISO4217-currency_name"]!);
  q("yes-no", f, "Is Nepal one of the least developed countries?", by("Nepal")["Least Developed Countries (LDC)"] === "x" ? "yes" : "no");
  q("count", f, "How many countries are in the Africa region?", c.filter((r) => r["Region Name"] === "Africa").length);
  q("distinct", f, "How many distinct sub-regions are there?", new Set(c.map((r) => r["Sub-region Name"]).filter((v) => v !== "")).size);
  const south = c.filter((r) => r["Intermediate Region Name"] === "Southern Africa");
  if (south.some((r) => r["CLDR display name"] !== r.official_name_en)) throw new Error("names differ");
  q(
    "list",
    f,
    "Which countries are in Southern Africa?",
    south.map((r) => r["CLDR display name"]!),
  );
}
// --- gdp.csv
{
  const f = "gdp.csv";
  const g = load(f);
  const gdp = (country: string, year: string) => Number(one(g.filter((r) => r["Country Name"] === country && r.Year === year)).Value);
  q("lookup", f, "What was France's GDP in 2010?", gdp("France", "2010"));
  q(
    "compare",
    f,
    "Which had the bigger GDP in 2015, Brazil or Canada?",
    gdp("Brazil", "2015") > gdp("Canada", "2015") ? "Brazil" : "Canada",
  );
  q("difference", f, "What's the difference between Japan's and India's GDP in 2022?", gdp("Japan", "2022") - gdp("India", "2022"));
  q(
    "argmax-argmin",
    f,
    "In which year was Chile's GDP the lowest?",
    argBest(
      g.filter((r) => r["Country Name"] === "Chile"),
      "Value",
      "Year",
      (r) => num(r.Value),
      true,
    ),
  );
  q("last", f, "Which country is listed last in the GDP data?", g[g.length - 1]!["Country Name"]!);
}
// --- nasdaq-listed-symbols.csv (the two footer lines are not securities)
{
  const f = "nasdaq-listed-symbols.csv";
  const n = load(f).filter((r) => r["Company Name"] !== "" && !r.Symbol!.startsWith("File Creation Time"));
  q("lookup", f, "Which company has the ticker AAPL?", one(n.filter((r) => r.Symbol === "AAPL"))["Company Name"]!.trim());
  q("count", f, "How many ETFs are listed?", n.filter((r) => r.ETF === "Y").length);
  q("yes-no", f, "Is TSLA an ETF?", one(n.filter((r) => r.Symbol === "TSLA")).ETF === "Y" ? "yes" : "no");
  q("count", f, "How many test issues are there?", n.filter((r) => r["Test Issue"] === "Y").length);
}
// --- season-2223.csv
{
  const f = "season-2223.csv";
  const s = load(f);
  q(
    "argmax-argmin",
    f,
    "Which team won the most away games?",
    topGroup(
      s.filter((r) => r.FTR === "A"),
      "AwayTeam",
    ),
  );
  q("count", f, "How many home wins did Arsenal have?", s.filter((r) => r.HomeTeam === "Arsenal" && r.FTR === "H").length);
  q("average", f, "What's the average number of home corners per match?", mean(nums(s, "HC")));
  q("min-max", f, "What's the most yellow cards an away side picked up in one match?", Math.max(...nums(s, "AY")));
  q("date-condition", f, "How many matches were played in December 2022?", s.filter((r) => r.Date!.startsWith("2022-12")).length);
}
// --- premier-league workbook (sheets 2022-23 and 2023-24 are the season CSVs as they are)
{
  const f = "premier-league-2022-23-2023-24.xlsx";
  const s22 = load("season-2223.csv");
  const s23 = load("season-2324.csv");
  q("sum", f, "How many goals did away teams score in the 2023-24 season?", sum(nums(s23, "FTAG")));
  q("sum", f, "How many red cards were there in 2023-24?", sum(nums(s23, "HR")) + sum(nums(s23, "AR")));
  q("last", f, "Who refereed the last match listed for 2022-23?", s22[s22.length - 1]!.Referee!);
  q("count", f, "How many draws were there in 2022-23?", s22.filter((r) => r.FTR === "D").length);
}
// --- barksdale workbook (the Barksdale rows of birdstrikes.csv)
{
  const f = "barksdale-wildlife-strikes.xlsx";
  const b = load("birdstrikes.csv").filter((r) => r["Airport Name"] === "BARKSDALE AIR FORCE BASE ARPT");
  q("sum", f, "What's the total cost of the strikes at Barksdale?", sum(nums(b, "Cost Total $")));
  q("count", f, "How many strikes involved a B-52H?", b.filter((r) => r["Aircraft Make Model"] === "B-52H").length);
  q("min-max", f, "When was the earliest strike?", b.map((r) => r["Flight Date"]!).sort()[0]!);
  q("distinct", f, "How many different species were hit?", new Set(b.map((r) => r["Wildlife Species"])).size);
}

// --- generated messy files, read raw; each column's written form is parsed here explicitly
const fileOf = (name: string) => `held-out-2/files/${name}`;
const european = (v: string) => Number(v.replace(/\./gu, "").replace(",", "."));
const plain = (v: string) => Number(v.replace(/[$,]|\s*units$/gu, ""));
const seconds = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);

async function messy(): Promise<void> {
  {
    const f = fileOf("branch-budgets.xlsx");
    const grid = await xlsxGrid(path.join(here, "files/branch-budgets.xlsx"), 1);
    // Two header rows (6 and 7) under a merged "Budget (EUR)": join them as the person reads them.
    const header = grid[5]!.map((h, i) => (grid[6]![i] ? `Budget ${grid[6]![i]!}` : h));
    const rows = grid
      .slice(7)
      .filter((cells) => cells.some((c) => c !== ""))
      .map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])) as Row);
    const opened = (r: Row) => {
      const [d, m, y] = r.Opened!.split(".");
      return `${y!}-${m!}-${d!}`;
    };
    const row = (name: string) => one(rows.filter((r) => r.Branch === name));
    q("sum", f, "What's the total 2024 budget across all branches?", sum(rows.map((r) => european(r["Budget 2024"]!))));
    q(
      "argmax-argmin",
      f,
      "Which branch got the biggest budget in 2023?",
      argBest(rows, "Budget 2023", "Branch", (r) => european(r["Budget 2023"]!)),
    );
    q("date-condition", f, "How many branches opened before 2010?", rows.filter((r) => opened(r) < "2010").length);
    q("lookup", f, "How many visitors did the Harbour branch have?", european(row("Harbour").Visitors!));
    q(
      "difference",
      f,
      "What's the difference in visitors between Central and Riverside?",
      european(row("Central").Visitors!) - european(row("Riverside").Visitors!),
    );
    q(
      "top-n",
      f,
      "which 3 branches had the most visitors",
      topN(rows, "Branch", (r) => european(r.Visitors!), 3),
    );
    q(
      "list",
      f,
      "Which branches are in Lyon?",
      rows.filter((r) => r.City === "Lyon").map((r) => r.Branch!),
    );
  }
  {
    const f = fileOf("podcast-episodes.csv");
    const rows = records(parseCsv(fs.readFileSync(path.join(here, "files/podcast-episodes.csv"), "utf8")), 3);
    const at = rows.findIndex((r) => r.Title === "Concrete feelings");
    const avg = Math.round(mean(rows.map((r) => seconds(r.Length!))));
    q(
      "argmax-argmin",
      f,
      "Which episode was the longest?",
      argBest(rows, "Length", "Title", (r) => seconds(r.Length!)),
    );
    q("sum", f, "How many downloads did all the episodes get in total?", sum(rows.map((r) => plain(r.Downloads!))));
    q(
      "top-n",
      f,
      "What are the three most downloaded episodes?",
      topN(rows, "Title", (r) => plain(r.Downloads!), 3),
    );
    q("next-previous", f, "Which episode came just before Concrete feelings?", rows[at - 1]!.Title!);
    const downloads = (title: string) => plain(one(rows.filter((r) => r.Title === title)).Downloads!);
    q(
      "compare",
      f,
      "Which had more downloads, Water towers or The tide clock?",
      downloads("Water towers") > downloads("The tide clock") ? "Water towers" : "The tide clock",
    );
    q("count", f, "How many episodes was Sam Patel on?", rows.filter((r) => r.Guest === "Sam Patel").length);
    q("average", f, "What's the average episode length?", `${String(Math.floor(avg / 60))}:${String(avg % 60).padStart(2, "0")}`);
  }
  {
    const f = fileOf("warehouse-stock.csv");
    const grid = parseCsv(fs.readFileSync(path.join(here, "files/warehouse-stock.csv"), "utf8"));
    const rows = records(grid, 5, 3);
    const price = (item: string) => plain(one(rows.filter((r) => r.Item === item))["Unit price"]!);
    const units = (r: Row) => (r["In stock"] === "n/a" ? null : plain(r["In stock"]!));
    q("count", f, "How many items have fewer than 100 units in stock?", rows.filter((r) => (units(r) ?? Infinity) < 100).length);
    q(
      "compare",
      f,
      "Which costs more, the workbench or the lawn mower?",
      price("Workbench") > price("Lawn mower") ? "Workbench" : "Lawn mower",
    );
    q(
      "difference",
      f,
      "What's the price difference between the circular saw and the cordless drill?",
      price("Circular saw") - price("Cordless drill"),
    );
    q(
      "list",
      f,
      "List the items in the Garden category",
      rows.filter((r) => r.Category === "Garden").map((r) => r.Item!),
    );
    const wheel = rows.findIndex((r) => r.Item === "Wheelbarrow");
    q("next-previous", f, "What item comes after the wheelbarrow?", rows[wheel + 1]!.Item!);
    q("last", f, "What's the last item on the stock list?", rows[rows.length - 1]!.Item!);
    q(
      "yes-no",
      f,
      "Do we have more than 1,000 garden hoses in stock?",
      units(one(rows.filter((r) => r.Item === "Garden hose 25m")))! > 1000 ? "yes" : "no",
    );
  }
}

await messy();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
