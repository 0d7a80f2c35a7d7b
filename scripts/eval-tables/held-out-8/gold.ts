/**
 * Gold answers for the eighth fresh held-out table set (docs/eval-report.md, "held-out-8"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbook through its sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being little asked about before: season-2223.csv, country-codes.csv and
 * birdstrikes.csv (none of their earlier questions repeated), plus two generated messy files
 * (make-files.ts).
 *
 *   npx tsx scripts/eval-tables/held-out-8/make-files.ts   # writes files/choir-tour-2026.csv, files/bike-share-stations.xlsx
 *   npx tsx scripts/eval-tables/held-out-8/gold.ts         # writes held-out-8/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { argBest, count, mean, n, one, questionSet, sum, topGroup, topN, totals, yesNo } from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-8");
const csvRows = (f: string) => records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);
/** "€1.234,50" → 1234.5 */
const european = (v: string) => Number(v.replace(/[€\s.]/gu, "").replace(",", "."));
/** "1:52" or "8:32" → 1*60+52 or 8*60+32 (the unit of the column) */
const clock = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);
const clockText = (x: number) => `${String(Math.floor(x / 60))}:${String(x % 60).padStart(2, "0")}`;

function season2223(): void {
  const f = "season-2223.csv";
  const rows = csvRows(f);
  if (rows.length !== 380) throw new Error("season rows");
  const goals = (r: Row) => n(r, "FTHG") + n(r, "FTAG");
  const game = (home: string, away: string) => one(rows.filter((r) => r.HomeTeam === home && r.AwayTeam === away));
  q(
    "count",
    f,
    "How many times did Newcastle lose at home?",
    count(rows, (r) => r.HomeTeam === "Newcastle" && r.FTR === "A"),
  );
  q(
    "sum",
    f,
    "How many goals did Brentford score in away games?",
    sum(rows.filter((r) => r.AwayTeam === "Brentford").map((r) => n(r, "FTAG"))),
  );
  q("average", f, "How many goals were scored per game on average?", mean(rows.map(goals)));
  q("min-max", f, "What's the highest number of fouls a home team committed in a single game?", Math.max(...rows.map((r) => n(r, "HF"))));
  const homeGoals = totals(rows, "HomeTeam", (r) => n(r, "FTHG"));
  q(
    "group-sum",
    f,
    "Which team scored the most goals at home?",
    argBest(homeGoals, "HomeTeam", (r) => n(r, "total")),
  );
  q("lookup", f, "How many shots on target did Brighton have at home to Everton?", n(game("Brighton", "Everton"), "HST"));
  q(
    "earliest-latest",
    f,
    "When did Fulham play their last home game of the season?",
    rows
      .filter((r) => r.HomeTeam === "Fulham")
      .map((r) => r.Date!)
      .sort()
      .at(-1)!,
  );
  const named = game("Fulham", "Liverpool");
  q(
    "next-previous",
    f,
    "Who was the home side in the game listed right after Fulham v Liverpool?",
    rows[rows.indexOf(named) + 1]!.HomeTeam!,
  );
  q("last", f, "Who refereed the final game in the file?", rows[rows.length - 1]!.Referee!);
  const homeYellows = (team: string) => sum(rows.filter((r) => r.HomeTeam === team).map((r) => n(r, "HY")));
  q(
    "compare",
    f,
    "Which picked up more yellow cards in home games, Chelsea or Tottenham?",
    homeYellows("Chelsea") > homeYellows("Tottenham") ? "Chelsea" : "Tottenham",
  );
  const cityGoals = (side: "HomeTeam" | "AwayTeam", col: "FTHG" | "FTAG") =>
    sum(rows.filter((r) => r[side] === "Man City").map((r) => n(r, col)));
  q(
    "difference",
    f,
    "How many more goals did Man City score at home than away?",
    cityGoals("HomeTeam", "FTHG") - cityGoals("AwayTeam", "FTAG"),
  );
  q(
    "yes-no",
    f,
    "Did Leicester ever score four or more goals in a home game?",
    yesNo(rows.some((r) => r.HomeTeam === "Leicester" && n(r, "FTHG") >= 4)),
  );
  q(
    "number-condition",
    f,
    "How many games had five goals or more?",
    count(rows, (r) => goals(r) >= 5),
  );
  q(
    "date-condition",
    f,
    "How many games were played before 1 October 2022?",
    count(rows, (r) => r.Date! < "2022-10-01"),
  );
  q(
    "negation",
    f,
    "How many matches finished without a red card for either side?",
    count(rows, (r) => n(r, "HR") + n(r, "AR") === 0),
  );
  q(
    "several-filters",
    f,
    "In how many games did the away team win despite having fewer shots than the home team?",
    count(rows, (r) => r.FTR === "A" && n(r, "AS") < n(r, "HS")),
  );
}

function countryCodes(): void {
  const f = "country-codes.csv";
  const rows = csvRows(f);
  const country = (name: string) => one(rows.filter((r) => r["CLDR display name"] === name));
  q("lookup", f, "What is Chile's IOC code?", country("Chile").IOC!);
  q(
    "count",
    f,
    "How many countries use the euro?",
    count(rows, (r) => r["ISO4217-currency_alphabetic_code"] === "EUR"),
  );
  q(
    "list",
    f,
    "Which countries are in Melanesia?",
    rows.filter((r) => r["Sub-region Name"] === "Melanesia").map((r) => r["CLDR display name"]!),
  );
  q("yes-no", f, "Is Fiji a small island developing state?", yesNo(country("Fiji")["Small Island Developing States (SIDS)"] === "x"));
  q(
    "negation",
    f,
    "How many European countries don't use the euro?",
    count(rows, (r) => r["Region Name"] === "Europe" && r["ISO4217-currency_alphabetic_code"] !== "EUR"),
  );
  q(
    "several-filters",
    f,
    "How many African countries are both landlocked developing and least developed?",
    count(
      rows,
      (r) =>
        r["Region Name"] === "Africa" &&
        r["Land Locked Developing Countries (LLDC)"] === "x" &&
        r["Least Developed Countries (LDC)"] === "x",
    ),
  );
  q(
    "group",
    f,
    "Which part of Asia has the most countries?",
    topGroup(
      rows.filter((r) => r["Region Name"] === "Asia"),
      "Sub-region Name",
    ),
  );
}

function birdstrikes(): void {
  const f = "birdstrikes.csv";
  const rows = csvRows(f);
  if (rows.length !== 10000) throw new Error("birdstrike rows");
  const at = (time: string) => count(rows, (r) => r["Time of day"] === time);
  q("compare", f, "Were there more strikes at dawn or at dusk?", at("Dawn") > at("Dusk") ? "dawn" : "dusk");
  const perState = totals(rows, "Origin State", () => 1);
  q(
    "top-n",
    f,
    "Which three states reported the most strikes?",
    topN(perState, "Origin State", (r) => n(r, "total"), 3),
  );
  q("distinct", f, "How many different aircraft models were involved in strikes?", new Set(rows.map((r) => r["Aircraft Make Model"])).size);
  q(
    "earliest-latest",
    f,
    "When was the most recent strike?",
    rows
      .map((r) => r["Flight Date"]!)
      .sort()
      .at(-1)!,
  );
  q("yes-no", f, "Were any strikes reported while the plane was taxiing?", yesNo(rows.some((r) => r["Phase of flight"] === "Taxi")));
  q(
    "average",
    f,
    "What was the average total cost of strikes that caused substantial damage?",
    mean(rows.filter((r) => r["Effect Amount of damage"] === "Substantial").map((r) => n(r, "Cost Total $"))),
  );
  const inYear = (year: string) => count(rows, (r) => r["Flight Date"]!.startsWith(year));
  q("difference", f, "How many more strikes were there in 2000 than in 1990?", inYear("2000") - inYear("1990"));
}

function choirTour(): void {
  const f = "held-out-8/files/choir-tour-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/choir-tour-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Date"),
  );
  const takings = (r: Row) => european(r.Takings!);
  const capacity = (r: Row) => Number(r.Capacity!.replace(/[^\d]/gu, ""));
  const sold = (r: Row) => n(r, "Tickets sold");
  const soldOut = (r: Row) => r["Sold out"] === "✓";
  const venue = (name: string) => one(rows.filter((r) => r.Venue === name));
  const city = (name: string) => one(rows.filter((r) => r.City === name));
  q("count-all", f, "How many concerts are on the tour?", rows.length);
  q("flag-tick", f, "How many of the shows sold out?", count(rows, soldOut));
  q("amount-euro", f, "How much did the whole tour take at the box office?", sum(rows.map(takings)));
  q("amount-euro", f, "Which venue brought in the most money?", argBest(rows, "Venue", takings));
  q("number-unit", f, "How many seats does the Ulster Hall have?", capacity(venue("Ulster Hall")));
  q("number-unit", f, "Which is the smallest venue on the tour?", argBest(rows, "Venue", capacity, true));
  q(
    "number-unit",
    f,
    "How many of the venues hold more than 1,000 people?",
    count(rows, (r) => capacity(r) > 1000),
  );
  q("duration", f, "What was the longest set the choir sang?", clockText(Math.max(...rows.map((r) => clock(r["Set length"]!)))));
  q("duration", f, "How long was the set in Cork?", city("Cork")["Set length"]!);
  q(
    "not-available",
    f,
    "How many concerts had no support act?",
    count(rows, (r) => r["Support act"] === "n/a"),
  );
  q("next-previous", f, "Where did the choir go after Kilkenny?", rows[rows.indexOf(city("Kilkenny")) + 1]!.City!);
  q("last", f, "Which venue hosts the final concert?", rows[rows.length - 1]!.Venue!);
  q("compare", f, "Did more people come to the Cork show or the Belfast one?", argBest([city("Cork"), city("Belfast")], "City", sold));
  q(
    "difference",
    f,
    "How many more tickets were sold at the National Concert Hall than at the Olympia Theatre?",
    sold(venue("National Concert Hall")) - sold(venue("Olympia Theatre")),
  );
  q("yes-no", f, "Was the Derry concert a sell-out?", yesNo(soldOut(city("Derry"))));
  q(
    "date-condition",
    f,
    "How many concerts are in April?",
    count(rows, (r) => r.Date!.startsWith("2026-04")),
  );
  q("earliest-latest", f, "When does the tour start?", rows.map((r) => r.Date!).sort()[0]!);
  q("average", f, "On average, how many tickets were sold per concert?", mean(rows.map(sold)));
  q("top-n", f, "Which three venues had the biggest takings?", topN(rows, "Venue", takings, 3));
  q(
    "several-filters",
    f,
    "Which sold-out concerts also had a support act? Give the cities.",
    rows.filter((r) => soldOut(r) && r["Support act"] !== "n/a").map((r) => r.City!),
  );
  q(
    "negation",
    f,
    "How many shows didn't sell out?",
    count(rows, (r) => !soldOut(r)),
  );
  const previous = "How many concerts were in Dublin?";
  q(
    "count",
    f,
    previous,
    count(rows, (r) => r.City === "Dublin"),
  );
  q("followup", f, "How many tickets were sold there altogether?", sum(rows.filter((r) => r.City === "Dublin").map(sold)), previous);
}

async function bikeShare(): Promise<void> {
  const f = "held-out-8/files/bike-share-stations.xlsx";
  const file = path.join(here, "files/bike-share-stations.xlsx");
  // The header sits at C5 on both sheets, under a title and a note.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 4, 2);
  const march = await sheet(1);
  const april = await sheet(2);
  if (march.length !== 12 || april.length !== 12 || april[0]!.Station !== "Market Square") throw new Error("station sheets");
  const station = (rows: Row[], name: string) => one(rows.filter((r) => r.Station === name));
  const trips = (r: Row) => n(r, "Trips");
  const docks = (r: Row) => Number(r.Docks!.replace(/[^\d]/gu, ""));
  const fares = (r: Row) => european(r.Fares!);
  const ebikes = (r: Row) => r["E-bikes"] === "✓";
  const open = (rows: Row[]) => rows.filter((r) => r.Trips !== "n/a");
  q("look-alike-sheet", f, "How many trips were made in April?", sum(april.map(trips)));
  q("look-alike-sheet", f, "How many trips started at the Stadium station in March?", trips(station(march, "Stadium")));
  q("flag-tick", f, "How many stations have e-bikes?", count(april, ebikes));
  q("not-available", f, "What was the average number of trips per station in March?", mean(open(march).map(trips)));
  q("amount-euro", f, "What did the scheme take in fares in April?", sum(april.map(fares)));
  q("amount-euro", f, "Which station took the most in fares in March?", argBest(open(march), "Station", fares));
  q("number-unit", f, "How many docks are there across all stations?", sum(april.map(docks)));
  q(
    "duration",
    f,
    "Which station had the shortest average ride in April?",
    argBest(april, "Station", (r) => clock(r["Average ride"]!), true),
  );
  q(
    "earliest-latest",
    f,
    "Which is the newest station?",
    argBest(april, "Station", (r) => Date.parse(r.Installed!)),
  );
  q(
    "date-condition",
    f,
    "How many stations were put in before 2020?",
    count(april, (r) => r.Installed! < "2020"),
  );
  q(
    "compare",
    f,
    "Which was busier in April, Cathedral or Hospital?",
    argBest([station(april, "Cathedral"), station(april, "Hospital")], "Station", trips),
  );
  q(
    "difference",
    f,
    "How many more trips did Riverside Park have in April than in March?",
    trips(station(april, "Riverside Park")) - trips(station(march, "Riverside Park")),
  );
  q("next-previous", f, "Which station is listed after Hospital?", april[april.indexOf(station(april, "Hospital")) + 1]!.Station!);
  const zoneTrips = totals(april, "Zone", trips);
  q(
    "group-sum",
    f,
    "Which zone had the most trips in April?",
    argBest(zoneTrips, "Zone", (r) => n(r, "total")),
  );
  q(
    "yes-no",
    f,
    "Did University Gate get busier from March to April?",
    yesNo(trips(station(april, "University Gate")) > trips(station(march, "University Gate"))),
  );
  q(
    "several-filters",
    f,
    "Which stations with e-bikes had more than 3,000 trips in April?",
    april.filter((r) => ebikes(r) && trips(r) > 3000).map((r) => r.Station!),
  );
  q(
    "negation",
    f,
    "How many stations have no e-bikes?",
    count(april, (r) => !ebikes(r)),
  );
  q("top-n", f, "Which two stations were the quietest in April?", topN(april, "Station", trips, 2, true));
}

season2223();
countryCodes();
birdstrikes();
choirTour();
await bikeShare();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
