/**
 * Gold answers for the twenty-second fresh held-out table set, computed straight from the raw files: the
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
 *   npx tsx scripts/eval-tables/held-out-22/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-22/gold.ts         # writes held-out-22/questions.jsonl
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
const { questions, q } = questionSet("held-out-22");
const admission = "admission";

/** "96%" → 96; "#N/A", "#DIV/0!" or blank → null */
const percent = (v: string) => (/^\d+(\.\d+)?%$/u.test(v) ? Number(v.slice(0, -1)) : null);
const year = (iso: string) => Number(iso.slice(0, 4));
/** The written "m:ss" of the row whose time is the least (or most), blank cells left out. */
function bestTime(rows: Row[], key: string, least: boolean): string {
  const timed = rows.filter((r) => r[key] !== "");
  const best = (least ? Math.min : Math.max)(...timed.map((r) => clock(r[key]!)));
  return one(timed.filter((r) => clock(r[key]!) === best))[key]!;
}

function lifts(): void {
  const f = "held-out-22/files/ski-lifts-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/ski-lifts-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Lift"),
  );
  if (rows.length !== 18) throw new Error("lift rows");
  const named = (name: string) => one(rows.filter((r) => r.Lift === name));
  const opened = (r: Row) => isoOfWritten(r.Opened!, ".");
  const rides = (r: Row) => unitNumber(r.Rides!);
  const metres = (r: Row) => unitNumber(r.Length!);
  q(
    "count",
    f,
    "how many drag lifts r open for night skiing",
    count(rows, (r) => r.Type === "Drag lift" && r["Night skiing"] === "✓"),
  );
  q("sum", f, "how many rides did the glacier lifts do in total this winter", sum(rows.filter((r) => r.Sector === "Glacier").map(rides)));
  q(
    "average",
    f,
    "whats the avg running cost for the chair lifts",
    cents(mean(rows.filter((r) => r.Type === "Chairlift").map((r) => european(r["Running cost"]!)))),
  );
  q("min-max", f, "whats the quickest ride up on any lift", bestTime(rows, "Ride time", true));
  q(
    "argmax-argmin",
    f,
    "which lift was out of action the most",
    onlyBest(
      rows.filter((r) => percent(r.Uptime!) !== null),
      "Lift",
      (r) => percent(r.Uptime!)!,
      true,
    ),
  );
  q("top-n", f, "which three lifts got the most use this season", topN(rows, "Lift", rides, 3));
  q(
    "group",
    f,
    "what type of lift is most common here",
    onlyBest(counted(rows, "Type"), "Type", (r) => n(r, "total")),
  );
  q(
    "list",
    f,
    "which lifts date from befor 1980",
    rows.filter((r) => opened(r) < "1980-01-01").map((r) => r.Lift!),
  );
  q("lookup", f, "how many metres long is the marmot chair", metres(named("Marmot Chair")));
  q(
    "earliest-latest",
    f,
    "which is the oldest lift on the mountain",
    onlyBest(rows, "Lift", (r) => Date.parse(opened(r)), true),
  );
  q(
    "date-condition",
    f,
    "how many lifts have gone in since 2020",
    count(rows, (r) => year(opened(r)) >= 2020),
  );
  q("next-previous", f, "what lift is listed just before summit six", beside(rows, (r) => r.Lift === "Summit Six", -1).Lift!);
  q("yes-no", f, "is there night skiing on the firn quad", yesNo(named("Firn Quad")["Night skiing"] === "✓"));
  q("unanswerable", f, "what time does the larch gondola open in the mornings", admission);
  const northBowl = rows.filter((r) => r.Sector === "North Bowl");
  const previous = "how many lifts r there in the north bowl";
  q("count", f, previous, northBowl.length);
  q("followup", f, "which of those is the longest one", onlyBest(northBowl, "Lift", metres), previous);
}

async function escapeRooms(): Promise<void> {
  const f = "held-out-22/files/escape-rooms.xlsx";
  const file = path.join(here, "files/escape-rooms.xlsx");
  // The header sits at C5 on both sheets, under a blank row, a title, a note and a blank row.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 4, 2);
  const [canal, market] = [await sheet(1), await sheet(2)];
  if (canal.length !== 9 || market.length !== 8 || canal[0]!.Room !== "The Vault" || market[0]!.Room !== "Haunted Nursery")
    throw new Error("escape room sheets");
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r.Room === name));
  const bookings = (r: Row) => unitNumber(r.Bookings!);
  const price = (r: Row) => dollars(r["Price per group"]!);
  const launched = (r: Row) => isoOfWritten(r.Launched!);
  const rate = (r: Row) => percent(r["Escape rate"]!);
  q("first", f, "which room is listed first for market hall", market[0]!.Room!);
  q("last", f, "last room on the canal st tab?", canal.at(-1)!.Room!);
  q(
    "compare",
    f,
    "which had more bookings at market hall, casino heist or the time machine",
    onlyBest([named(market, "Casino Heist"), named(market, "Time Machine")], "Room", bookings),
  );
  q(
    "difference",
    f,
    "how much more is the magicians attic than pirates cove per group",
    cents(price(named(canal, "The Magician's Attic")) - price(named(canal, "Pirate's Cove"))),
  );
  q("average", f, "avergae price per group at market hall?", cents(mean(market.map(price))));
  q(
    "group",
    f,
    "which theme has the most rooms at canal street",
    onlyBest(counted(canal, "Theme"), "Theme", (r) => n(r, "total")),
  );
  q("min-max", f, "fastest escape ever at market hall", bestTime(market, "Best escape", true));
  q(
    "earliest-latest",
    f,
    "which canal street room is the newest",
    onlyBest(canal, "Room", (r) => Date.parse(launched(r))),
  );
  q(
    "date-condition",
    f,
    "how many canal street rooms opened between march 2020 and december 2022",
    count(canal, (r) => launched(r) >= "2020-03-01" && launched(r) <= "2022-12-31"),
  );
  const rated = (rows: Row[]) => rows.filter((r) => rate(r) !== null);
  q("top-n", f, "which market hall room has the second best escape rate", topN(rated(market), "Room", (r) => rate(r)!, 2)[1]!);
  q("yes-no", f, "can kids do submarine k-19", yesNo(named(market, "Submarine K-19")["Kids welcome"] === "✓"));
  q(
    "argmax-argmin",
    f,
    "at canal street which room do the fewest groups get out of",
    onlyBest(rated(canal), "Room", (r) => rate(r)!, true),
  );
  q("unanswerable", f, "how many people can play the jungle temple at once", admission);
  const kids = market.filter((r) => r["Kids welcome"] === "✓");
  const previous = "how many market hall rooms are kid friendly";
  q("count", f, previous, kids.length);
  q(
    "followup",
    f,
    "and how many of them have wheelchair access",
    count(kids, (r) => r["Wheelchair access"] === "yes"),
    previous,
  );
  q("lookup", f, "whats the price for sherlocks study", price(named(canal, "Sherlock's Study")));
  q("sum", f, "total bookings for the canal street rooms", sum(canal.map(bookings)));
}

function season2223(): void {
  const f = "season-2223.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error(`2022-23 rows ${String(rows.length)}`);
  q("first", f, "which ref took the first leeds home game in 22/23", rows.filter((r) => r.HomeTeam === "Leeds")[0]!.Referee!);
  q(
    "top-n",
    f,
    "which team had the 3rd most shots in their home games",
    topN(
      totals(rows, "HomeTeam", (r) => n(r, "HS")),
      "HomeTeam",
      (r) => n(r, "total"),
      3,
    )[2]!,
  );
  q(
    "distinct",
    f,
    "how many different teams lost away at brighton",
    new Set(rows.filter((r) => r.HomeTeam === "Brighton" && r.FTR === "H").map((r) => r.AwayTeam)).size,
  );
  q("min-max", f, "most corners an away team won in a single match in 22-23", Math.max(...rows.map((r) => n(r, "AC"))));
  q(
    "list",
    f,
    "which sides drew at everton in 22/23",
    rows.filter((r) => r.HomeTeam === "Everton" && r.FTR === "D").map((r) => r.AwayTeam!),
  );
  q(
    "date-condition",
    f,
    "how many draws were there from march to may 2023",
    count(rows, (r) => r.FTR === "D" && r.Date! >= "2023-03-01" && r.Date! <= "2023-05-31"),
  );
  q(
    "earliest-latest",
    f,
    "when did wolves win at home for the first time in 22-23",
    rows
      .filter((r) => r.HomeTeam === "Wolves" && r.FTR === "H")
      .map((r) => r.Date!)
      .sort()[0]!,
  );
}

function season2324(): void {
  const f = "season-2324.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error(`2023-24 rows ${String(rows.length)}`);
  const villaAwayWins = rows.filter((r) => r.AwayTeam === "Aston Villa" && r.FTR === "A");
  const previous = "how many away games did villa win in 23/24";
  q("count", f, previous, villaAwayWins.length);
  q(
    "followup",
    f,
    "how many of those were clean sheets",
    count(villaAwayWins, (r) => n(r, "FTHG") === 0),
    previous,
  );
  q(
    "argmax-argmin",
    f,
    "which away side gave away the most fouls in a single game",
    one(rows.filter((r) => n(r, "AF") === Math.max(...rows.map((x) => n(x, "AF"))))).AwayTeam!,
  );
  q(
    "group",
    f,
    "which team drew the most times at home",
    onlyBest(
      counted(
        rows.filter((r) => r.FTR === "D"),
        "HomeTeam",
      ),
      "HomeTeam",
      (r) => n(r, "total"),
    ),
  );
  q(
    "lookup",
    f,
    "how many shots did luton have when they went to bournemouth",
    n(one(rows.filter((r) => r.HomeTeam === "Bournemouth" && r.AwayTeam === "Luton")), "AS"),
  );
  q(
    "next-previous",
    f,
    "in 23/24 who played away in the game listed just before west ham v man city",
    beside(rows, (r) => r.HomeTeam === "West Ham" && r.AwayTeam === "Man City", -1).AwayTeam!,
  );
  q(
    "compare",
    f,
    "who got more red cards away from home, liverpool or burnley",
    onlyBest(
      totals(
        rows.filter((r) => ["Liverpool", "Burnley"].includes(r.AwayTeam!)),
        "AwayTeam",
        (r) => n(r, "AR"),
      ),
      "AwayTeam",
      (r) => n(r, "total"),
    ),
  );
  q("yes-no", f, "was there ever a game where both sides had a man sent off", yesNo(rows.some((r) => n(r, "HR") > 0 && n(r, "AR") > 0)));
}

function birdstrikes(): void {
  const f = "birdstrikes.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 10000) throw new Error(`birdstrike rows ${String(rows.length)}`);
  const speed = "Speed IAS in knots";
  const withSpeed = rows.filter((r) => r[speed] !== "");
  q(
    "sum",
    f,
    "what did strikes in utah cost altogether",
    sum(rows.filter((r) => r["Origin State"] === "Utah").map((r) => n(r, "Cost Total $"))),
  );
  q(
    "average",
    f,
    "on average how much did a strike cost in new york state",
    cents(mean(rows.filter((r) => r["Origin State"] === "New York").map((r) => n(r, "Cost Total $")))),
  );
  q(
    "min-max",
    f,
    "fastest speed a strike happened at dusk",
    Math.max(...withSpeed.filter((r) => r["Time of day"] === "Dusk").map((r) => n(r, speed))),
  );
  q(
    "group",
    f,
    "in hawaii, during which phase of flight were birds hit most",
    onlyBest(
      counted(
        rows.filter((r) => r["Origin State"] === "Hawaii"),
        "Phase of flight",
      ),
      "Phase of flight",
      (r) => n(r, "total"),
    ),
  );
  q(
    "distinct",
    f,
    "how many diffrent operators reported strikes in florida",
    new Set(rows.filter((r) => r["Origin State"] === "Florida").map((r) => r["Aircraft Airline Operator"])).size,
  );
  const repairsIn = (y: string) => sum(rows.filter((r) => r["Flight Date"]!.startsWith(y)).map((r) => n(r, "Cost Repair")));
  q("difference", f, "how much more was spent on repairs in 2000 than in 1999", repairsIn("2000") - repairsIn("1999"));
  q("unanswerable", f, "which tail number had the most strikes", admission);
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  // The file ends with a creation-time line and a line of commas: not securities.
  const rows = csv(path.join(corpus, f)).filter((r) => r["Company Name"] !== "");
  if (rows.length !== 5569) throw new Error(`nasdaq rows ${String(rows.length)}`);
  q("lookup", f, "whats intuit's ticker", one(rows.filter((r) => r["Company Name"] === "Intuit Inc.")).Symbol!);
  q(
    "distinct",
    f,
    "how many different lot sizes are there in tier Q",
    new Set(rows.filter((r) => r["Market Category"] === "Q").map((r) => r["Round Lot Size"])).size,
  );
  q(
    "list",
    f,
    "which tickers have financial status H",
    rows.filter((r) => r["Financial Status"] === "H").map((r) => r.Symbol!),
  );
  q("next-previous", f, "what ticker is right before TSLA", beside(rows, (r) => r.Symbol === "TSLA", -1).Symbol!);
  q("first", f, "first stock in the file that trades in lots of 40", rows.filter((r) => r["Round Lot Size"] === "40")[0]!.Symbol!);
  q("last", f, "last etf listed?", rows.filter((r) => r.ETF === "Y").at(-1)!.Symbol!);
  q(
    "compare",
    f,
    "are there more listings in category S or category Q",
    onlyBest(
      counted(
        rows.filter((r) => ["S", "Q"].includes(r["Market Category"]!)),
        "Market Category",
      ),
      "Market Category",
      (r) => n(r, "total"),
    ),
  );
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 13979) throw new Error(`gdp rows ${String(rows.length)}`);
  // Countries, not the World Bank's regions and groups: the codes ISO 3166 gives a country (country-codes.csv).
  const isoCodes = new Set(csv(path.join(corpus, "country-codes.csv")).map((r) => r["ISO3166-1-Alpha-3"]));
  const of = (country: string) => rows.filter((r) => r["Country Name"] === country);
  const value = (country: string, y: string) => n(one(of(country).filter((r) => r.Year === y)), "Value");
  const nordic = ["Denmark", "Finland", "Iceland", "Norway", "Sweden"];
  q("sum", f, "combined gdp of denmark, finland, iceland, norway and sweden in 2020", sum(nordic.map((c) => value(c, "2020"))));
  q(
    "average",
    f,
    "chile's avg gdp in the 80s",
    mean(
      of("Chile")
        .filter((r) => n(r, "Year") >= 1980 && n(r, "Year") <= 1989)
        .map((r) => n(r, "Value")),
    ),
  );
  q(
    "argmax-argmin",
    f,
    "which year since 2005 was greeces economy the smallest",
    onlyBest(
      of("Greece").filter((r) => n(r, "Year") >= 2005),
      "Year",
      (r) => n(r, "Value"),
      true,
    ),
  );
  q(
    "top-n",
    f,
    "top 3 countries by gdp in 1990 (actual countries, not regions or groups)",
    topN(
      rows.filter((r) => r.Year === "1990" && isoCodes.has(r["Country Code"])),
      "Country Name",
      (r) => n(r, "Value"),
      3,
    ),
  );
  q(
    "date-condition",
    f,
    "in the 1980s how many years was south korea's gdp above 100 billion",
    count(of("Korea, Rep."), (r) => n(r, "Year") >= 1980 && n(r, "Year") <= 1989 && n(r, "Value") > 100e9),
  );
  q("last", f, "which country is the last one with a number for 1960", rows.filter((r) => r.Year === "1960").at(-1)!["Country Name"]!);
  q("difference", f, "how much bigger was the us economy than china's in 2023", value("United States", "2023") - value("China", "2023"));
  q("unanswerable", f, "what was brazil's gdp per head in 2015", admission);
}

lifts();
await escapeRooms();
season2223();
season2324();
birdstrikes();
nasdaq();
gdp();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
