/**
 * Gold answers for the twelfth fresh held-out table set (docs/eval-report.md, "held-out-12"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbooks through their sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being among the least asked about before: premier-league-2022-23-2023-24.xlsx,
 * nasdaq-listed-symbols.csv and weather.csv (none of their earlier questions repeated), plus two
 * generated messy files (make-files.ts).
 *
 *   npx tsx scripts/eval-tables/held-out-12/make-files.ts   # writes files/city-museums.csv, files/five-a-side-league.xlsx
 *   npx tsx scripts/eval-tables/held-out-12/gold.ts         # writes held-out-12/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { argBest, cents, count, mean, months, n, one, questionSet, sum, topGroup, topN, totals, unitNumber, yesNo } from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-12");
/** "€1.234,50" → 1234.5 */
const european = (v: string) => Number(v.replace(/[€\s.]/gu, "").replace(",", "."));
/** "1:25" → 85 (minutes of h:mm, or seconds of m:ss) */
const clock = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);
/** Excel serial day → ISO date. */
const serialDate = (v: string) => new Date(Date.UTC(1899, 11, 30) + Number(v) * 86400000).toISOString().slice(0, 10);

/** The museums' opening dates, written four ways, read back as ISO. */
function isoOf(written: string): string {
  const pad = (x: string | number) => String(x).padStart(2, "0");
  let m = /^(\d{4})-(\d\d)-(\d\d)$/u.exec(written);
  if (m) return written;
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${pad(months.indexOf(m[2]!) + 1)}-${pad(m[1]!)}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${pad(months.indexOf(m[1]!) + 1)}-${pad(m[2]!)}`;
  m = /^(\d\d)\.(\d\d)\.(\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${m[2]!}-${m[1]!}`;
  throw new Error(`unread date ${written}`);
}

async function premierLeague(): Promise<void> {
  const f = "premier-league-2022-23-2023-24.xlsx";
  const season = async (index: number) => {
    const rows = records(await xlsxGrid(path.join(corpus, f), index), 0).map((r): Row => ({ ...r, Date: serialDate(r.Date!) }));
    if (rows.length !== 380) throw new Error("season rows");
    return rows;
  };
  const [s22, s23] = [await season(1), await season(2)];
  const plays = (r: Row, team: string) => r.HomeTeam === team || r.AwayTeam === team;
  const goalsFor = (rows: Row[], team: string) =>
    sum(rows.map((r) => (r.HomeTeam === team ? n(r, "FTHG") : r.AwayTeam === team ? n(r, "FTAG") : 0)));
  q(
    "group-sum",
    f,
    "Which team scored the most goals on their travels in 2023-24?",
    argBest(
      totals(s23, "AwayTeam", (r) => n(r, "FTAG")),
      "AwayTeam",
      (r) => n(r, "total"),
    ),
  );
  q("two-sided-sum", f, "How many league goals did Arsenal score in 2022-23, home and away together?", goalsFor(s22, "Arsenal"));
  q(
    "group-sum",
    f,
    "Which referee booked the most players in 2022-23?",
    argBest(
      totals(s22, "Referee", (r) => n(r, "HY") + n(r, "AY")),
      "Referee",
      (r) => n(r, "total"),
    ),
  );
  q(
    "two-sided-count",
    f,
    "How many of their games did Everton draw in 2023-24?",
    count(s23, (r) => plays(r, "Everton") && r.FTR === "D"),
  );
  q(
    "lookup",
    f,
    "How many goals did Liverpool score away at Manchester United in 2023-24?",
    n(one(s23.filter((r) => r.HomeTeam === "Man United" && r.AwayTeam === "Liverpool")), "FTAG"),
  );
  const newcastle = s23.filter((r) => plays(r, "Newcastle")).sort((a, b) => a.Date!.localeCompare(b.Date!))[0]!;
  q(
    "earliest-latest",
    f,
    "Who were Newcastle's first opponents of the 2023-24 season?",
    newcastle.HomeTeam === "Newcastle" ? newcastle.AwayTeam! : newcastle.HomeTeam!,
  );
  q(
    "count",
    f,
    "In how many 2023-24 games was somebody sent off?",
    count(s23, (r) => n(r, "HR") + n(r, "AR") > 0),
  );
  const awayWins = (rows: Row[]) => count(rows, (r) => r.FTR === "A");
  q("yes-no", f, "Did away sides win more often in 2023-24 than the season before?", yesNo(awayWins(s23) > awayWins(s22)));
  q("average", f, "On average, how many corners did the visiting team win per match in 2022-23?", mean(s22.map((r) => n(r, "AC"))));
  q(
    "group-sum",
    f,
    "Which team managed the fewest shots on target in its home games in 2023-24?",
    argBest(
      totals(s23, "HomeTeam", (r) => n(r, "HST")),
      "HomeTeam",
      (r) => n(r, "total"),
      true,
    ),
  );
  q(
    "date-condition",
    f,
    "How many matches did Brentford play in March 2024?",
    count(s23, (r) => plays(r, "Brentford") && r.Date!.startsWith("2024-03")),
  );
  const arsenalLast = s22
    .filter((r) => plays(r, "Arsenal"))
    .sort((a, b) => a.Date!.localeCompare(b.Date!))
    .at(-1)!;
  q(
    "earliest-latest",
    f,
    "Who did Arsenal play in their final game of 2022-23?",
    arsenalLast.HomeTeam === "Arsenal" ? arsenalLast.AwayTeam! : arsenalLast.HomeTeam!,
  );
}

function weather(): void {
  const f = "weather.csv";
  const rows = records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);
  if (rows.length !== 2922) throw new Error("weather rows");
  const at = (city: string, date: string) => one(rows.filter((r) => r.location === city && r.date === date));
  const ny = rows.filter((r) => r.location === "New York");
  const sea = rows.filter((r) => r.location === "Seattle");
  q(
    "number-condition",
    f,
    "On how many days in 2013 did New York drop below freezing?",
    count(ny, (r) => r.date!.startsWith("2013") && n(r, "temp_min") < 0),
  );
  q("lookup", f, "What was New York's high on the Fourth of July 2014?", n(at("New York", "2014-07-04"), "temp_max"));
  q("min-max", f, "What was the coldest night Seattle had in these records?", Math.min(...sea.map((r) => n(r, "temp_min"))));
  q(
    "several-filters",
    f,
    "How many sunny Seattle days had no precipitation at all?",
    count(sea, (r) => r.weather === "sun" && n(r, "precipitation") === 0),
  );
  q("yes-no", f, "Was it raining in Seattle on New Year's Day 2015?", yesNo(at("Seattle", "2015-01-01").weather === "rain"));
  const hottest = argBest(
    ny.filter((r) => r.date!.startsWith("2013")),
    "date",
    (r) => n(r, "temp_max"),
  );
  q("earliest-latest", f, "Which day of 2013 was the hottest in New York?", hottest);
  const rain = (rows2: Row[]) => sum(rows2.filter((r) => r.date!.startsWith("2012")).map((r) => n(r, "precipitation")));
  q("difference", f, "How much more rain did Seattle get than New York in 2012?", cents(rain(sea) - rain(ny)));
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  const rows = records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0).filter((r) => !r.Symbol!.startsWith("File Creation"));
  if (rows.length !== 5569) throw new Error(`nasdaq rows ${String(rows.length)}`);
  const sym = (s: string) => one(rows.filter((r) => r.Symbol === s));
  q(
    "lookup",
    f,
    "What round lot does Tesla trade in?",
    n(one(rows.filter((r) => r["Company Name"]!.startsWith("Tesla,"))), "Round Lot Size"),
  );
  q("next-previous", f, "Which ticker follows NVDA in the file?", rows[rows.indexOf(sym("NVDA")) + 1]!.Symbol!);
  q("yes-no", f, "Does Netflix trade on market category G?", yesNo(sym("NFLX")["Market Category"] === "G"));
  q(
    "distinct",
    f,
    "Apart from 100, what round lot sizes appear?",
    [...new Set(rows.map((r) => r["Round Lot Size"]!))].filter((v) => v !== "100").map(Number),
  );
  q(
    "several-filters",
    f,
    "How many exchange-traded funds trade in lots of 40 shares?",
    count(rows, (r) => r.ETF === "Y" && r["Round Lot Size"] === "40"),
  );
}

function museums(): void {
  const f = "held-out-12/files/city-museums.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/city-museums.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Museum"),
  );
  if (rows.length !== 16) throw new Error("museum rows");
  const name = "Museum";
  const visitors = (r: Row) => unitNumber(r.Visitors!);
  const ticket = (r: Row) => european(r["Adult ticket"]!);
  const visit = (r: Row) => clock(r["Average visit"]!);
  const free = (r: Row) => r["Free on Sundays"] === "✓";
  const noTours = (r: Row) => r["Guided tours"] === "n/a";
  const tours = (r: Row) => (noTours(r) ? 0 : unitNumber(r["Guided tours"]!));
  const opened = (r: Row) => isoOf(r.Opened!);
  const museum = (m: string) => one(rows.filter((r) => r[name] === m));
  const names = (rs: Row[]) => rs.map((r) => r[name]!);
  q("count-all", f, "How many museums does the list cover?", rows.length);
  q("number-unit", f, "Which museum had the most people through the door?", argBest(rows, name, visitors));
  q(
    "number-unit",
    f,
    "How many visitors did the Old Town museums get between them?",
    sum(rows.filter((r) => r.Quarter === "Old Town").map(visitors)),
  );
  q("amount-euro", f, "Where is the cheapest adult ticket?", argBest(rows, name, ticket, true));
  q(
    "amount-euro",
    f,
    "How much more does an adult pay at Castle Keep than at the Maritime Museum?",
    cents(ticket(museum("Castle Keep")) - ticket(museum("Maritime Museum"))),
  );
  q(
    "amount-euro",
    f,
    "What does an adult ticket cost on average in the Harbour quarter?",
    cents(mean(rows.filter((r) => r.Quarter === "Harbour").map(ticket))),
  );
  q("duration", f, "At which museum do people spend the most time?", argBest(rows, name, visit));
  q(
    "duration",
    f,
    "How many museums keep their visitors for over two hours on average?",
    count(rows, (r) => visit(r) > 120),
  );
  q("flag-tick", f, "How many museums let you in free on a Sunday?", count(rows, free));
  q("negation", f, "Which Old Town museums charge on Sundays?", names(rows.filter((r) => r.Quarter === "Old Town" && !free(r))));
  q("not-available", f, "How many museums don't offer guided tours?", count(rows, noTours));
  q("number-unit", f, "Which museum runs the most guided tours a day?", argBest(rows, name, tours));
  q("lookup", f, "How many tours a day does the Guildhall Undercroft run?", tours(museum("Guildhall Undercroft")));
  q(
    "mixed-dates",
    f,
    "Which museum is the newest?",
    argBest(rows, name, (r) => Date.parse(opened(r))),
  );
  q(
    "mixed-dates",
    f,
    "Which museum has been open the longest?",
    argBest(rows, name, (r) => -Date.parse(opened(r))),
  );
  q(
    "mixed-dates",
    f,
    "How many museums opened before 2000?",
    count(rows, (r) => opened(r) < "2000"),
  );
  q(
    "mixed-dates",
    f,
    "How many museums opened in or after 2015?",
    count(rows, (r) => opened(r) >= "2015"),
  );
  q("mixed-dates", f, "When did the Museum of Childhood open?", opened(museum("Museum of Childhood")));
  q(
    "group-sum",
    f,
    "Which quarter of the city draws the most visitors?",
    argBest(totals(rows, "Quarter", visitors), "Quarter", (r) => n(r, "total")),
  );
  q("group", f, "Which quarter has the largest number of museums?", topGroup(rows, "Quarter"));
  q("top-n", f, "Name the three busiest museums.", topN(rows, name, visitors, 3));
  q("next-previous", f, "Which museum comes right after Science Hall on the list?", rows[rows.indexOf(museum("Science Hall")) + 1]![name]!);
  q("last", f, "What is the final museum listed?", rows.at(-1)![name]!);
  q(
    "compare",
    f,
    "Which drew more visitors, the Guildhall Undercroft or the Tram Depot?",
    argBest([museum("Guildhall Undercroft"), museum("Tram Depot")], name, visitors),
  );
  q("yes-no", f, "Can you get into the Print Shop Museum free on Sundays?", yesNo(free(museum("Print Shop Museum"))));
  q(
    "yes-no",
    f,
    "Did the Photography Centre get more visitors than the Natural History Rooms?",
    yesNo(visitors(museum("Photography Centre")) > visitors(museum("Natural History Rooms"))),
  );
  q(
    "several-filters",
    f,
    "Which museums that are free on Sundays charge under €10 and had more than 100,000 visitors?",
    names(rows.filter((r) => free(r) && ticket(r) < 10 && visitors(r) > 100000)),
  );
}

async function league(): Promise<void> {
  const f = "held-out-12/files/five-a-side-league.xlsx";
  const file = path.join(here, "files/five-a-side-league.xlsx");
  // The header sits at C6 on both sheets, under a title, a note and three blank rows.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 5, 2);
  const [spring, autumn] = [await sheet(1), await sheet(2)];
  if (spring.length !== 12 || autumn.length !== 12 || spring[0]!.Home !== "Red Lions") throw new Error("league sheets");
  const teams = [...new Set(spring.map((r) => r.Home!))];
  const hg = (r: Row) => n(r, "Home goals");
  const ag = (r: Row) => n(r, "Away goals");
  const crowd = (r: Row) => unitNumber(r.Crowd!);
  const length = (r: Row) => clock(r["Match length"]!);
  const streamed = (r: Row) => r.Streamed === "✓";
  const scored = (rows: Row[], t: string) => sum(rows.map((r) => (r.Home === t ? hg(r) : r.Away === t ? ag(r) : 0)));
  const conceded = (rows: Row[], t: string) => sum(rows.map((r) => (r.Home === t ? ag(r) : r.Away === t ? hg(r) : 0)));
  const wins = (rows: Row[], t: string) => count(rows, (r) => (r.Home === t && hg(r) > ag(r)) || (r.Away === t && ag(r) > hg(r)));
  const perTeam = (value: (t: string) => number) => teams.map((t) => ({ Team: t, v: String(value(t)) }));
  q(
    "two-sided-sum",
    f,
    "Which team scored the most goals in the spring?",
    argBest(
      perTeam((t) => scored(spring, t)),
      "Team",
      (r) => n(r, "v"),
    ),
  );
  q("two-sided-sum", f, "How many goals did Tinkers FC let in during the autumn?", conceded(autumn, "Tinkers FC"));
  q("two-sided-count", f, "How many games did Red Lions win in the spring?", wins(spring, "Red Lions"));
  q("yes-no", f, "Did Tinkers FC win a game in the autumn?", yesNo(wins(autumn, "Tinkers FC") > 0));
  q(
    "two-sided-sum",
    f,
    "Which two teams conceded the fewest goals in the spring?",
    topN(
      perTeam((t) => conceded(spring, t)),
      "Team",
      (r) => n(r, "v"),
      2,
      true,
    ),
  );
  q("number-unit", f, "Who were the hosts at the best-attended spring game?", argBest(spring, "Home", crowd));
  q("number-unit", f, "How many fans came to the autumn games in total?", sum(autumn.map(crowd)));
  q("flag-tick", f, "How many autumn matches were streamed?", count(autumn, streamed));
  q(
    "negation",
    f,
    "In the spring, how many games weren't streamed?",
    count(spring, (r) => !streamed(r)),
  );
  q("duration", f, "Which home team played the longest match of the autumn?", argBest(autumn, "Home", length));
  q(
    "duration",
    f,
    "How many spring games went on for more than 46 minutes?",
    count(spring, (r) => length(r) > 46 * 60),
  );
  const rovers = autumn
    .filter((r) => r.Home === "Harbour Rovers")
    .map((r) => r.Date!)
    .sort();
  q("earliest-latest", f, "When did Harbour Rovers last play at home in the autumn?", rovers.at(-1)!);
  const mar21 = one(spring.filter((r) => r.Date === "2026-03-21" && (r.Home === "Millbrook United" || r.Away === "Millbrook United")));
  q("date-loose", f, "Who did Millbrook United play on 21 March?", mar21.Home === "Millbrook United" ? mar21.Away! : mar21.Home!);
  const goals = (rows: Row[]) => sum(rows.map((r) => hg(r) + ag(r)));
  q("difference", f, "How many more goals were scored in the spring than in the autumn?", goals(spring) - goals(autumn));
  q(
    "count",
    f,
    "How many spring games ended in a home win?",
    count(spring, (r) => hg(r) > ag(r)),
  );
  const tvr = (rows: Row[]) => crowd(one(rows.filter((r) => r.Home === "Tinkers FC" && r.Away === "Red Lions")));
  q(
    "yes-no",
    f,
    "Was the crowd for Tinkers FC against Red Lions bigger in the autumn than in the spring?",
    yesNo(tvr(autumn) > tvr(spring)),
  );
  q("average", f, "How many goals per game were there on average in the autumn?", cents(mean(autumn.map((r) => hg(r) + ag(r)))));
  q("last", f, "Who was the away side in the last spring fixture?", spring.at(-1)!.Away!);
  q(
    "number-condition",
    f,
    "How many times did an away team score three or more in the autumn?",
    count(autumn, (r) => ag(r) >= 3),
  );
}

await premierLeague();
weather();
nasdaq();
museums();
await league();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
