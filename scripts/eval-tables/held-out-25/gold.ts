/**
 * Gold answers for the twenty-fifth fresh held-out table set, computed straight from the raw files: the
 * corpus CSVs through the plain CSV reader of ../raw-files.ts, the workbooks through their sheet XML (jszip),
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
 *   npx tsx scripts/eval-tables/held-out-25/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-25/gold.ts         # writes held-out-25/questions.jsonl
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
  isoDay,
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
const { questions, q } = questionSet("held-out-25");
const admission = "admission";

/** "45%" → 45; "#N/A" or blank → null */
const percent = (v: string) => (/^\d+(\.\d+)?%$/u.test(v) ? Number(v.slice(0, -1)) : null);
const year = (iso: string) => Number(iso.slice(0, 4));
/** The written time ("h:mm") of the row whose time is the least (or most), blank cells left out. */
function bestTime(rows: Row[], key: string, least: boolean): string {
  const timed = rows.filter((r) => r[key] !== "");
  const best = (least ? Math.min : Math.max)(...timed.map((r) => clock(r[key]!)));
  return one(timed.filter((r) => clock(r[key]!) === best))[key]!;
}
/** The value of the one group with the most rows (fails on a tie). */
const topCount = (rows: Row[], key: string) => onlyBest(counted(rows, key), key, (r) => n(r, "total"));

function coworking(): void {
  const f = "held-out-25/files/coworking-spaces-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/coworking-spaces-2026.csv"), "utf8"));
  // The header sits in the second column, under a title line and a note line.
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[1] === "Space"),
    1,
  );
  if (rows.length !== 17 || rows[0]!.Space !== "The Loom") throw new Error("coworking rows");
  const named = (name: string) => one(rows.filter((r) => r.Space === name));
  const opened = (r: Row) => isoOfWritten(r.Opened!, ".");
  const members = (r: Row) => unitNumber(r.Members!);
  const desks = (r: Row) => unitNumber(r.Desks!);
  const pass = (r: Row) => dollars(r["Day pass"]!);
  const takings = (r: Row) => european(r.Takings!);
  const inUse = (r: Row) => percent(r["Desks in use"]!);
  const rooms = rows.filter((r) => r["Meeting rooms"] === "yes");
  const previous = "how many of the coworking places have got meeting rooms";
  q("count", f, previous, rooms.length);
  q("followup", f, "which one of them is cheapest to drop in for a day", onlyBest(rooms, "Space", pass, true), previous);
  q("sum", f, "how many members have the leeds spaces got between them", sum(rows.filter((r) => r.City === "Leeds").map(members)));
  q(
    "average",
    f,
    "what do the sheffield spaces take on average a year",
    cents(mean(rows.filter((r) => r.City === "Sheffield").map(takings))),
  );
  q("min-max", f, "shortest avg visit at any of the spaces?", bestTime(rows, "Average visit", true));
  q(
    "argmax-argmin",
    f,
    "which space has the highest share of its desks being used",
    onlyBest(
      rows.filter((r) => inUse(r) !== null),
      "Space",
      (r) => inUse(r)!,
    ),
  );
  q("top-n", f, "the three biggest spaces by number of desks", topN(rows, "Space", desks, 3));
  q(
    "group",
    f,
    "what city has the most spaces you can get into 24/7",
    topCount(
      rows.filter((r) => r["Open 24h"] === "✓"),
      "City",
    ),
  );
  q("distinct", f, "how many towns and cities are the coworking spaces spread over", new Set(rows.map((r) => r.City)).size);
  q(
    "list",
    f,
    "which york spaces have no meeting room",
    rows.filter((r) => r.City === "York" && r["Meeting rooms"] === "no").map((r) => r.Space!),
  );
  q("lookup", f, "how much is a day pass at kiln yard", pass(named("Kiln Yard")));
  q(
    "earliest-latest",
    f,
    "which coworking space has been open the longest",
    onlyBest(rows, "Space", (r) => Date.parse(opened(r)), true),
  );
  q(
    "date-condition",
    f,
    "how many of the spaces opend during the 2010s",
    count(rows, (r) => year(opened(r)) >= 2010 && year(opened(r)) <= 2019),
  );
  q("next-previous", f, "whats the space listed straight after steelworks co", beside(rows, (r) => r.Space === "Steelworks Co", 1).Space!);
  q(
    "compare",
    f,
    "who has more members, foundry hall or printers row?",
    onlyBest([named("Foundry Hall"), named("Printers Row")], "Space", members),
  );
  q("yes-no", f, "can i work at shambles nook in the middle of the night", yesNo(named("Shambles Nook")["Open 24h"] === "✓"));
  q("unanswerable", f, "how fast is the wifi at the loom", admission);
}

async function summerStages(): Promise<void> {
  const f = "held-out-25/files/summer-stages.xlsx";
  const file = path.join(here, "files/summer-stages.xlsx");
  // The header sits at B4 on both sheets, under a title, a note and a blank row.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 3, 1);
  const [meadow, barn] = [await sheet(1), await sheet(2)];
  if (meadow.length !== 10 || barn.length !== 9 || meadow[0]!.Act !== "The Hollow Pines" || barn[0]!.Act !== "Cellar Door Trio")
    throw new Error("stage sheets");
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r.Act === name));
  const crowd = (r: Row) => unitNumber(r.Crowd!);
  const fee = (r: Row) => dollars(r.Fee!);
  const booked = (r: Row) => isoOfWritten(r["Booked on"]!);
  const advance = (r: Row) => percent(r["Advance tickets"]!);
  const encores = barn.filter((r) => r.Encore === "yes");
  const previous = "how many barn stage acts came back for an encore";
  q("count", f, previous, encores.length);
  q("followup", f, "and which of those pulled the biggest crowd", onlyBest(encores, "Act", crowd), previous);
  q("sum", f, "what did the meadow stage acts get paid all together", sum(meadow.map(fee)));
  q("average", f, "avg crowd size at the barn stage", cents(mean(barn.map(crowd))));
  q("min-max", f, "what was the longest set anyone played on the meadow stage", bestTime(meadow, "Set length", false));
  q(
    "argmax-argmin",
    f,
    "which barn act had the smallest share of tickets sold early",
    onlyBest(
      barn.filter((r) => advance(r) !== null),
      "Act",
      (r) => advance(r)!,
      true,
    ),
  );
  q("top-n", f, "top 3 best paid acts on the meadow stage", topN(meadow, "Act", fee, 3));
  q(
    "list",
    f,
    "which of the meadow stage bands are local",
    meadow.filter((r) => r["Local act"] === "✓").map((r) => r.Act!),
  );
  q("lookup", f, "how many poeple turned up for ruby lane", crowd(named(meadow, "Ruby Lane")));
  q(
    "earliest-latest",
    f,
    "who was the most recent booking for the barn",
    onlyBest(barn, "Act", (r) => Date.parse(booked(r))),
  );
  q(
    "date-condition",
    f,
    "how many meadow acts got booked between march and june 2025",
    count(meadow, (r) => booked(r) >= "2025-03-01" && booked(r) <= "2025-06-30"),
  );
  q("first", f, "who's first on the barn stage list", barn[0]!.Act!);
  q("last", f, "what genre is the last act listed for the meadow stage", meadow.at(-1)!.Genre!);
  q(
    "difference",
    f,
    "how many more people watched neon harbour than velvet static",
    crowd(named(meadow, "Neon Harbour")) - crowd(named(meadow, "Velvet Static")),
  );
  q("yes-no", f, "did the marsh harriers play an encore", yesNo(named(meadow, "Marsh Harriers").Encore === "yes"));
  q("distinct", f, "how many kinds of music were on at the barn stage", new Set(barn.map((r) => r.Genre)).size);
  q("unanswerable", f, "how long did midnight milk's soundcheck take", admission);
}

function airports(): void {
  const f = "airports.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 3376) throw new Error(`airport rows ${String(rows.length)}`);
  const inState = (s: string) => rows.filter((r) => r.state === s);
  q("distinct", f, "in puerto rico, how many diffrent towns have an airport", new Set(inState("PR").map((r) => r.city)).size);
  q(
    "list",
    f,
    "name every airport in juneau alaska",
    rows.filter((r) => r.city === "Juneau" && r.state === "AK").map((r) => r.name!),
  );
  q("lookup", f, "full name of the airport with the code MSP?", one(rows.filter((r) => r.iata === "MSP")).name!);
  q("next-previous", f, "which airport is right before BOS in the file", beside(rows, (r) => r.iata === "BOS", -1).name!);
  q("first", f, "which hawaii airport shows up first in the list", inState("HI")[0]!.name!);
  q("last", f, "last rhode island airport in the file?", inState("RI").at(-1)!.name!);
  q("yes-no", f, "is there an airport listed for bend in oregon", yesNo(rows.some((r) => r.city === "Bend" && r.state === "OR")));
}

function weather(): void {
  const f = "weather.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 2922) throw new Error(`weather rows ${String(rows.length)}`);
  const city = (c: string) => rows.filter((r) => r.location === c);
  const within = (rs: Row[], from: string, to: string) => rs.filter((r) => r.date! >= from && r.date! <= to);
  const fog = within(city("Seattle"), "2012-01-01", "2012-12-31").filter((r) => r.weather === "fog");
  const previous = "how many foggy days did seattle have in 2012";
  q("count", f, previous, fog.length);
  q(
    "followup",
    f,
    "how many of those were in the autumn, sept to nov",
    count(fog, (r) => r.date! >= "2012-09-01" && r.date! <= "2012-11-30"),
    previous,
  );
  q(
    "sum",
    f,
    "total rainfall in new york in march 2015",
    cents(sum(within(city("New York"), "2015-03-01", "2015-03-31").map((r) => n(r, "precipitation")))),
  );
  q(
    "average",
    f,
    "whats the average night time low in new york in august 2013",
    mean(within(city("New York"), "2013-08-01", "2013-08-31").map((r) => n(r, "temp_min"))),
  );
  q(
    "min-max",
    f,
    "how windy did it get in seattle at most during 2014",
    Math.max(...within(city("Seattle"), "2014-01-01", "2014-12-31").map((r) => n(r, "wind"))),
  );
  q(
    "argmax-argmin",
    f,
    "which day in 2012 had new york's lowest daytime high",
    onlyBest(within(city("New York"), "2012-01-01", "2012-12-31"), "date", (r) => n(r, "temp_max"), true),
  );
  q(
    "next-previous",
    f,
    "how much rain fell in seattle the day after 3 jan 2015",
    n(
      beside(city("Seattle"), (r) => r.date === "2015-01-03", 1),
      "precipitation",
    ),
  );
  q("unanswerable", f, "how many hours of sunshine did seattle get on 1 august 2013", admission);
}

function season2223(): void {
  const f = "season-2223.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error(`2022-23 rows ${String(rows.length)}`);
  const home = (t: string) => rows.filter((r) => r.HomeTeam === t);
  q(
    "average",
    f,
    "on average how many corners did west ham win in their home games in 22-23",
    mean(home("West Ham").map((r) => n(r, "HC"))),
  );
  q(
    "argmax-argmin",
    f,
    "which visiting side had the most shots on target in a single match in 2022/23",
    one(rows.filter((r) => n(r, "AST") === Math.max(...rows.map((x) => n(x, "AST"))))).AwayTeam!,
  );
  q(
    "date-condition",
    f,
    "how many away wins were there in january 2023",
    count(rows, (r) => r.Date! >= "2023-01-01" && r.Date! <= "2023-01-31" && r.FTR === "A"),
  );
  q(
    "difference",
    f,
    "over the 22/23 season how many more yellows did away sides get than home sides",
    sum(rows.map((r) => n(r, "AY"))) - sum(rows.map((r) => n(r, "HY"))),
  );
  q(
    "compare",
    f,
    "brighton or newcastle - who scored more goals at home in 22-23",
    onlyBest(
      totals([...home("Brighton"), ...home("Newcastle")], "HomeTeam", (r) => n(r, "FTHG")),
      "HomeTeam",
      (r) => n(r, "total"),
    ),
  );
  q(
    "yes-no",
    f,
    "did forest beat man city at the city ground in 2022-23",
    yesNo(one(rows.filter((r) => r.HomeTeam === "Nott'm Forest" && r.AwayTeam === "Man City")).FTR === "H"),
  );
  q(
    "group",
    f,
    "which ref was in charge for the most draws in 22/23",
    topCount(
      rows.filter((r) => r.FTR === "D"),
      "Referee",
    ),
  );
}

async function premierLeague(): Promise<void> {
  const f = "premier-league-2022-23-2023-24.xlsx";
  const file = path.join(corpus, f);
  const [s2223, s2324] = [records(await xlsxGrid(file, 1), 0), records(await xlsxGrid(file, 2), 0)];
  if (s2223.length !== 380 || s2324.length !== 380) throw new Error("premier league sheets");
  // "Summary (values)": a title and a blank row above the Measure | 2022-23 | 2023-24 header.
  const summary = records(await xlsxGrid(file, 4), 2);
  const measure = (name: string, season: "2022-23" | "2023-24") => n(one(summary.filter((r) => r.Measure === name)), season);
  const awayWins = count(s2223, (r) => r.FTR === "A");
  if (awayWins !== measure("Away wins", "2022-23")) throw new Error("summary disagrees with the 2022-23 sheet");
  q("lookup", f, "what was the total number of away wins in the 2022-23 season", awayWins);
  q(
    "top-n",
    f,
    "which 2 teams picked up the most yellow cards on their travels in 2023/24",
    topN(
      totals(s2324, "AwayTeam", (r) => n(r, "AY")),
      "AwayTeam",
      (r) => n(r, "total"),
      2,
    ),
  );
  const reds = (rows: Row[]) => sum(rows.map((r) => n(r, "HR") + n(r, "AR")));
  if (reds(s2223) !== measure("Red cards", "2022-23") || reds(s2324) !== measure("Red cards", "2023-24")) throw new Error("red cards");
  q("compare", f, "were more players sent off in 22/23 or in 23/24", reds(s2223) > reds(s2324) ? "2022-23" : "2023-24");
  const awayGoals = (rows: Row[]) => sum(rows.map((r) => n(r, "FTAG")));
  q("difference", f, "how many fewer away goals were there in 22-23 compared to 23-24", awayGoals(s2324) - awayGoals(s2223));
  q("first", f, "who was the home side in the opening game of 2023-24", s2324[0]!.HomeTeam!);
  q(
    "sum",
    f,
    "how many goals did liverpool score at anfield in 2023-24",
    sum(s2324.filter((r) => r.HomeTeam === "Liverpool").map((r) => n(r, "FTHG"))),
  );
  q(
    "earliest-latest",
    f,
    "when did brighton first lose a home game in 2023/24",
    s2324
      .filter((r) => r.HomeTeam === "Brighton" && r.FTR === "A")
      .map((r) => isoDay(r.Date!))
      .sort()[0]!,
  );
}

async function barksdale(): Promise<void> {
  const f = "barksdale-wildlife-strikes.xlsx";
  const grid = await xlsxGrid(path.join(corpus, f), 1);
  // A two-row header at D4: the cost columns are named on row 5 under the merged "Cost (USD)" of row 4.
  const header = grid[3]!.map((name, i) => grid[4]![i] || name);
  const rows = records([header, ...grid.slice(5)], 0, 3);
  if (rows.length !== 435 || !("Repair" in rows[0]!)) throw new Error(`barksdale rows ${String(rows.length)}`);
  const day = (r: Row) => isoDay(r["Flight Date"]!);
  const speed = "Speed IAS in knots";
  q(
    "count",
    f,
    "how many of the strikes were with little birds",
    count(rows, (r) => r["Wildlife Size"] === "Small"),
  );
  q(
    "min-max",
    f,
    "whats the top speed logged for a strike at night",
    // Speeds not recorded are written "n/a".
    Math.max(...rows.filter((r) => r["Time of day"] === "Night" && /^\d+$/u.test(r[speed]!)).map((r) => n(r, speed))),
  );
  q(
    "group",
    f,
    "on the take off run, what time of day did most of the strikes happen",
    topCount(
      rows.filter((r) => r["Phase of flight"] === "Take-off run"),
      "Time of day",
    ),
  );
  q(
    "earliest-latest",
    f,
    "when did a barn swallow first get hit at barksdale",
    rows
      .filter((r) => r["Wildlife Species"] === "Barn swallow")
      .map(day)
      .sort()[0]!,
  );
  q(
    "date-condition",
    f,
    "how many strikes have been logged there since 2000",
    count(rows, (r) => year(day(r)) >= 2000),
  );
  q(
    "last",
    f,
    "the last kc-135 strike on the sheet, was it day or night",
    rows.filter((r) => r["Aircraft Make Model"] === "KC-135").at(-1)!["Time of day"]!,
  );
  q("unanswerable", f, "which squadron flew the kc-10a that hit the killdeer", admission);
}

coworking();
await summerStages();
airports();
weather();
season2223();
await premierLeague();
await barksdale();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
