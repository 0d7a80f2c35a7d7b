/**
 * Gold answers for the twenty-fourth fresh held-out table set, computed straight from the raw files: the
 * corpus CSVs through the plain CSV reader of ../raw-files.ts, the workbook through its sheet XML (jszip),
 * never through Docent's parser or table engine. Written and committed before anything was run on it, by
 * someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being the least asked about before (no earlier question repeated), plus two
 * generated messy files (make-files.ts).
 *
 * A question the table cannot answer (kind "unanswerable": the column it asks about is not in the file)
 * has the gold ["admission"]: it is right when nothing is computed from the table and the answer admits
 * the file does not say, wrong when any table result is given. A follow-up (kind "followup") carries the
 * question it refines as `previous`; that question is in the set as well, under its own kind.
 *
 *   npx tsx scripts/eval-tables/held-out-24/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-24/gold.ts         # writes held-out-24/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  beside,
  cents,
  clock,
  count,
  counted,
  csv,
  dollars,
  european,
  isoOfWritten,
  mean,
  n,
  one,
  onlyBest,
  questionSet,
  sum,
  topN,
  totals,
  unitNumber,
  yesNo,
} from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-24");
const admission = "admission";

/** "45%" → 45; "#N/A" or blank → null */
const percent = (v: string) => (/^\d+(\.\d+)?%$/u.test(v) ? Number(v.slice(0, -1)) : null);
const year = (iso: string) => Number(iso.slice(0, 4));
/** The written time ("h:mm" or "m:ss") of the row whose time is the least (or most), blank cells left out. */
function bestTime(rows: Row[], key: string, least: boolean): string {
  const timed = rows.filter((r) => r[key] !== "");
  const best = (least ? Math.min : Math.max)(...timed.map((r) => clock(r[key]!)));
  return one(timed.filter((r) => clock(r[key]!) === best))[key]!;
}

function hostels(): void {
  const f = "held-out-24/files/hostels-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/hostels-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Hostel"),
  );
  if (rows.length !== 18 || rows[0]!.Hostel !== "Tarn Foot") throw new Error("hostel rows");
  const named = (name: string) => one(rows.filter((r) => r.Hostel === name));
  // "Sat 11 April 1998" is "11 April 1998" with its weekday in front.
  const opened = (r: Row) => isoOfWritten(r.Opened!.replace(/^[A-Z][a-z]{2} (?=\d)/u, ""));
  const nights = (r: Row) => unitNumber(r["Overnight stays"]!);
  const beds = (r: Row) => unitNumber(r.Beds!);
  const income = (r: Row) => european(r.Income!);
  const occupancy = (r: Row) => percent(r.Occupancy!);
  const breakfast = rows.filter((r) => r.Breakfast === "yes");
  const previous = "how many hostels do breakfast";
  q("count", f, previous, breakfast.length);
  q("followup", f, "and which of them has the most beds", onlyBest(breakfast, "Hostel", beds), previous);
  q(
    "sum",
    f,
    "how many nights did people stay in the peaks hostels all together",
    sum(rows.filter((r) => r.Region === "Peaks").map(nights)),
  );
  q("average", f, "whats the average income of a hostel in the lakes", cents(mean(rows.filter((r) => r.Region === "Lakes").map(income))));
  q("min-max", f, "whats the longest walk from a train station to any of the hostels", bestTime(rows, "Walk from station", false));
  q(
    "argmax-argmin",
    f,
    "which hostel was the least full last year",
    onlyBest(
      rows.filter((r) => occupancy(r) !== null),
      "Hostel",
      (r) => occupancy(r)!,
      true,
    ),
  );
  q("top-n", f, "the 3 busiest hostels by number of overnight stays?", topN(rows, "Hostel", nights, 3));
  q(
    "group",
    f,
    "which region has the most hostels that let dogs in",
    onlyBest(
      counted(
        rows.filter((r) => r["Dogs allowed"] === "✓"),
        "Region",
      ),
      "Region",
      (r) => n(r, "total"),
    ),
  );
  q("distinct", f, "how many different regions are the hostels in", new Set(rows.map((r) => r.Region)).size);
  q(
    "list",
    f,
    "which of the dales hostels dont serve breakfast",
    rows.filter((r) => r.Region === "Dales" && r.Breakfast === "no").map((r) => r.Hostel!),
  );
  q("lookup", f, "how many beds does tweedside have", beds(named("Tweedside")));
  q(
    "earliest-latest",
    f,
    "whats the newest hostel",
    onlyBest(rows, "Hostel", (r) => Date.parse(opened(r))),
  );
  q(
    "date-condition",
    f,
    "how many hostels opend in the 90s",
    count(rows, (r) => year(opened(r)) >= 1990 && year(opened(r)) <= 1999),
  );
  q("next-previous", f, "which hostel is just above high moss in the list", beside(rows, (r) => r.Hostel === "High Moss", -1).Hostel!);
  q("compare", f, "who took more money, coppergate or tweedside", onlyBest([named("Coppergate"), named("Tweedside")], "Hostel", income));
  q("yes-no", f, "can i take my dog to ravens ghyll", yesNo(named("Ravens Ghyll")["Dogs allowed"] === "✓"));
  q("unanswerable", f, "how much does a bed for the night cost at millrace", admission);
}

async function foodTrucks(): Promise<void> {
  const f = "held-out-24/files/food-trucks.xlsx";
  const file = path.join(here, "files/food-trucks.xlsx");
  // The header sits at C3 on both sheets, under a title and a note row.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 2, 2);
  const [harbour, station] = [await sheet(1), await sheet(2)];
  if (harbour.length !== 10 || station.length !== 8 || harbour[0]!.Truck !== "Smoke & Sails" || station[0]!.Truck !== "Platform Pies")
    throw new Error("food truck sheets");
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r.Truck === name));
  const meals = (r: Row) => unitNumber(r["Meals served"]!);
  const fee = (r: Row) => dollars(r["Pitch fee"]!);
  const started = (r: Row) => isoOfWritten(r["First trading day"]!, ".");
  const repeat = (r: Row) => percent(r["Repeat customers"]!);
  const vegan = station.filter((r) => r["Vegan options"] === "yes");
  const previous = "how many of the station square trucks have vegan options";
  q("count", f, previous, vegan.length);
  q(
    "followup",
    f,
    "which of those has the shortest wait",
    onlyBest(
      vegan.filter((r) => r["Average wait"] !== ""),
      "Truck",
      (r) => clock(r["Average wait"]!),
      true,
    ),
    previous,
  );
  q("sum", f, "how many meals did the harbour market trucks sell in total", sum(harbour.map(meals)));
  q("average", f, "avg pitch fee at station square", cents(mean(station.map(fee))));
  q("min-max", f, "longest average wait for food at the harbour", bestTime(harbour, "Average wait", false));
  q(
    "argmax-argmin",
    f,
    "which harbour truck has the most regulars coming back",
    onlyBest(
      harbour.filter((r) => repeat(r) !== null),
      "Truck",
      (r) => repeat(r)!,
    ),
  );
  q("top-n", f, "top two trucks at station square for meals sold", topN(station, "Truck", meals, 2));
  q(
    "list",
    f,
    "which trucks at the harbour market are cash free",
    harbour.filter((r) => r["Card only"] === "✓").map((r) => r.Truck!),
  );
  q("lookup", f, "wat does pizza pier pay for its pitch", fee(named(harbour, "Pizza Pier")));
  q(
    "earliest-latest",
    f,
    "which station square truck has been trading the longest",
    onlyBest(station, "Truck", (r) => Date.parse(started(r)), true),
  );
  q(
    "date-condition",
    f,
    "how many of the harbour trucks started trading in 2020 or later",
    count(harbour, (r) => year(started(r)) >= 2020),
  );
  q("first", f, "whats the first truck on the harbour market sheet", harbour[0]!.Truck!);
  q("last", f, "what kind of food does the last truck listed at station square sell", station.at(-1)!.Cuisine!);
  q(
    "difference",
    f,
    "how many more meals did taco tide sell than bao harbour",
    meals(named(harbour, "Taco Tide")) - meals(named(harbour, "Bao Harbour")),
  );
  q("yes-no", f, "does rolling roti do anything vegan", yesNo(named(station, "Rolling Roti")["Vegan options"] === "yes"));
  q("distinct", f, "how many different cuisines can you get at station square", new Set(station.map((r) => r.Cuisine)).size);
  q("unanswerable", f, "what time does the dumpling boat open on a saturday", admission);
}

function season2223(): void {
  const f = "season-2223.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error(`2022-23 rows ${String(rows.length)}`);
  const draws = rows.filter((r) => r.AwayTeam === "Brentford" && r.FTR === "D");
  const previous = "how many times did brentford draw on the road in 22/23";
  q("count", f, previous, draws.length);
  q(
    "followup",
    f,
    "how many of those finished goalless",
    count(draws, (r) => n(r, "FTHG") === 0 && n(r, "FTAG") === 0),
    previous,
  );
  q(
    "top-n",
    f,
    "which two referees handed out the most yellow cards in 2022-23",
    topN(
      totals(rows, "Referee", (r) => n(r, "HY") + n(r, "AY")),
      "Referee",
      (r) => n(r, "total"),
      2,
    ),
  );
  q(
    "list",
    f,
    "who did fulham beat at craven cottage in 22-23",
    rows.filter((r) => r.HomeTeam === "Fulham" && r.FTR === "H").map((r) => r.AwayTeam!),
  );
  q("first", f, "who did spurs play in their first away match of 22/23", rows.filter((r) => r.AwayTeam === "Tottenham")[0]!.HomeTeam!);
  q(
    "earliest-latest",
    f,
    "when was chelsea's last home win in 2022/23",
    rows
      .filter((r) => r.HomeTeam === "Chelsea" && r.FTR === "H")
      .map((r) => r.Date!)
      .sort()
      .at(-1)!,
  );
  q(
    "next-previous",
    f,
    "who reffed the game listed straight after southampton v leicester",
    beside(rows, (r) => r.HomeTeam === "Southampton" && r.AwayTeam === "Leicester", 1).Referee!,
  );
}

function season2324(): void {
  const f = "season-2324.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error(`2023-24 rows ${String(rows.length)}`);
  const match = (home: string, away: string) => one(rows.filter((r) => r.HomeTeam === home && r.AwayTeam === away));
  const awayDraws = (team: string) => rows.filter((r) => r.AwayTeam === team && r.FTR === "D");
  q("min-max", f, "whats the most shots a visiting team had in a single game in 23/24", Math.max(...rows.map((r) => n(r, "AS"))));
  q(
    "group",
    f,
    "which side lost the most away games in 2023-24",
    onlyBest(
      counted(
        rows.filter((r) => r.FTR === "H"),
        "AwayTeam",
      ),
      "AwayTeam",
      (r) => n(r, "total"),
    ),
  );
  q(
    "date-condition",
    f,
    "how many home wins were there between february and march 2024",
    count(rows, (r) => r.Date! >= "2024-02-01" && r.Date! <= "2024-03-31" && r.FTR === "H"),
  );
  q("last", f, "who refereed evertons last home game in 23-24", rows.filter((r) => r.HomeTeam === "Everton").at(-1)!.Referee!);
  q(
    "compare",
    f,
    "who drew more games away from home in 23/24, wolves or everton",
    onlyBest(counted([...awayDraws("Wolves"), ...awayDraws("Everton")], "AwayTeam"), "AwayTeam", (r) => n(r, "total")),
  );
  q("yes-no", f, "did burnley win any of their home games in 2023-24", yesNo(rows.some((r) => r.HomeTeam === "Burnley" && r.FTR === "H")));
  q(
    "difference",
    f,
    "when villa won at the emirates in 23-24, how many more shots did arsenal have than them",
    n(match("Arsenal", "Aston Villa"), "HS") - n(match("Arsenal", "Aston Villa"), "AS"),
  );
}

function birdstrikes(): void {
  const f = "birdstrikes.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 10000) throw new Error(`birdstrike rows ${String(rows.length)}`);
  const inState = (s: string) => rows.filter((r) => r["Origin State"] === s);
  const day = (r: Row) => r["Flight Date"]!.slice(0, 10);
  q("sum", f, "what did all the strikes in illinois cost in total", sum(inState("Illinois").map((r) => n(r, "Cost Total $"))));
  q(
    "top-n",
    f,
    "which 2 airports had the most strikes involving large birds",
    topN(
      counted(
        rows.filter((r) => r["Wildlife Size"] === "Large"),
        "Airport Name",
      ),
      "Airport Name",
      (r) => n(r, "total"),
      2,
    ),
  );
  q(
    "distinct",
    f,
    "how many diffrent kinds of wildlife got hit in georgia",
    new Set(inState("Georgia").map((r) => r["Wildlife Species"])).size,
  );
  q("earliest-latest", f, "when was the most recent bird strike in arizona", inState("Arizona").map(day).sort().at(-1)!);
  q(
    "date-condition",
    f,
    "how many strikes were there between march and may 1999",
    count(rows, (r) => day(r) >= "1999-03-01" && day(r) <= "1999-05-31"),
  );
  q(
    "group",
    f,
    "which airline had the most bird strikes in georgia",
    onlyBest(counted(inState("Georgia"), "Aircraft Airline Operator"), "Aircraft Airline Operator", (r) => n(r, "total")),
  );
  q("unanswerable", f, "how many passengers were on board the planes that hit birds in texas", admission);
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  // The last two lines are the file's footer (a creation time, then commas only), not securities.
  const rows = csv(path.join(corpus, f)).filter((r) => !r.Symbol!.startsWith("File Creation Time"));
  if (rows.length !== 5569) throw new Error(`nasdaq rows ${String(rows.length)}`);
  const symbol = (s: string) => one(rows.filter((r) => r.Symbol === s));
  q("lookup", f, "whats the ticker symbol for synopsys", one(rows.filter((r) => r["Company Name"] === "Synopsys, Inc.")).Symbol!);
  q("next-previous", f, "what ticker comes just before SBUX", beside(rows, (r) => r.Symbol === "SBUX", -1).Symbol!);
  q(
    "count",
    f,
    "how many listings trade in round lots of 40 shares",
    count(rows, (r) => r["Round Lot Size"] === "40"),
  );
  q(
    "list",
    f,
    "list the tickers that trade in lots of ten",
    rows.filter((r) => r["Round Lot Size"] === "10").map((r) => r.Symbol!),
  );
  q("first", f, "whats the first ticker in the file with status E", rows.filter((r) => r["Financial Status"] === "E")[0]!.Symbol!);
  q("last", f, "which is the last test issue in the file", rows.filter((r) => r["Test Issue"] === "Y").at(-1)!.Symbol!);
  q("yes-no", f, "is costco on the global select market", yesNo(symbol("COST")["Market Category"] === "Q"));
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 13979) throw new Error(`gdp rows ${String(rows.length)}`);
  const of = (country: string) => rows.filter((r) => r["Country Name"] === country);
  const at = (country: string, y: number) => one(of(country).filter((r) => n(r, "Year") === y));
  const value = (r: Row) => n(r, "Value");
  q("argmax-argmin", f, "in which year was the netherlands economy at its biggest", onlyBest(of("Netherlands"), "Year", value));
  q(
    "average",
    f,
    "austria's average gdp in the 2000s",
    mean(
      of("Austria")
        .filter((r) => n(r, "Year") >= 2000 && n(r, "Year") <= 2009)
        .map(value),
    ),
  );
  q("lookup", f, "vietnam gdp in 2015?", value(at("Viet Nam", 2015)));
  q("min-max", f, "whats the highest gdp switzerland has ever had", Math.max(...of("Switzerland").map(value)));
  q(
    "difference",
    f,
    "how much bigger was switzerland's economy than sweden's in 2021",
    value(at("Switzerland", 2021)) - value(at("Sweden", 2021)),
  );
  q(
    "compare",
    f,
    "norway or denmark, which had the larger gdp in 2022",
    onlyBest([at("Norway", 2022), at("Denmark", 2022)], "Country Name", value),
  );
  // One row per country and year: the country before Portugal is the one whose last row comes before Portugal's first.
  const portugal = of("Portugal")[0]!;
  q("next-previous", f, "which country is listed right before portugal", beside(rows, (r) => r === portugal, -1)["Country Name"]!);
  q("unanswerable", f, "what was kenya's inflation rate in 2019", admission);
}

hostels();
await foodTrucks();
season2223();
season2324();
birdstrikes();
nasdaq();
gdp();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
