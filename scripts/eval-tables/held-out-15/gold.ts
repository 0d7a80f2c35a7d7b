/**
 * Gold answers for the fifteenth fresh held-out table set (docs/eval-report.md, "held-out-15"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbooks through their sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being the least asked about before: barksdale-wildlife-strikes.xlsx,
 * country-codes.csv, weather.csv and season-2324.csv (none of their earlier questions repeated), plus two
 * generated messy files (make-files.ts).
 *
 * A question the table cannot answer (kind "unanswerable": the column it asks about is not in the file)
 * has the gold ["admission"]: it is right when nothing is computed from the table and the answer admits
 * the file does not say (naming the columns it has), wrong when any table result is given.
 *
 *   npx tsx scripts/eval-tables/held-out-15/make-files.ts   # writes files/ev-charging-hubs-2026.csv, files/swim-club.xlsx
 *   npx tsx scripts/eval-tables/held-out-15/gold.ts         # writes held-out-15/questions.jsonl
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
  isoDay,
  mean,
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
  isoOfWritten,
} from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-15");
const admission = "admission";

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
  const size = (s: string) => count(rows, (r) => r["Wildlife Size"] === s);
  q("compare", f, "were more big birds or small birds hit at barksdale?", size("Large") > size("Small") ? "Large" : "Small");
  q(
    "top-n",
    f,
    "leaving out the unknown ones, whats the 2nd most commonly hit species",
    topN(
      counted(
        rows.filter((r) => r["Wildlife Species"] !== "Unknown bird or bat"),
        "Wildlife Species",
      ),
      "Wildlife Species",
      (r) => n(r, "total"),
      2,
    )[1]!,
  );
  q(
    "average",
    f,
    "how fast were planes going on average when they hit something on the take-off run",
    // Speeds written "n/a" are left out, as a spreadsheet's AVERAGE leaves text out.
    mean(
      rows
        .filter((r) => r["Phase of flight"] === "Take-off run" && r["Speed IAS in knots"] !== "n/a")
        .map((r) => n(r, "Speed IAS in knots")),
    ),
  );
  q(
    "earliest-latest",
    f,
    "when was the first time a KC-10A hit wildlife",
    rows
      .filter((r) => r["Aircraft Make Model"] === "KC-10A")
      .map((r) => isoDay(r["Flight Date"]!))
      .sort()[0]!,
  );
}

function weather(): void {
  const f = "weather.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 2922) throw new Error("weather rows");
  const seattle = rows.filter((r) => r.location === "Seattle");
  const ny = rows.filter((r) => r.location === "New York");
  const on = (rs: Row[], date: string) => one(rs.filter((r) => r.date === date));
  const withYear = seattle.map((r): Row => ({ ...r, year: r.date!.slice(0, 4) }));
  q(
    "group-sum",
    f,
    "which year was the wettest in seattle",
    onlyBest(
      totals(withYear, "year", (r) => n(r, "precipitation")),
      "year",
      (r) => n(r, "total"),
    ),
  );
  q(
    "difference",
    f,
    "how much warmer did it get in new york than seattle on 15 aug 2013",
    cents(n(on(ny, "2013-08-15"), "temp_max") - n(on(seattle, "2013-08-15"), "temp_max")),
  );
  q(
    "several-filters",
    f,
    "how many days in june 2014 did seattle go above 25 degrees",
    count(seattle, (r) => r.date!.startsWith("2014-06") && n(r, "temp_max") > 25),
  );
  q(
    "everyday-words",
    f,
    "on average how much rain fell per day in new york in 2015",
    mean(ny.filter((r) => r.date!.startsWith("2015")).map((r) => n(r, "precipitation"))),
  );
  q("yes-no", f, "did new york get any snow in 2013?", yesNo(ny.some((r) => r.date!.startsWith("2013") && r.weather === "snow")));
  q("unanswerable", f, "what was the humidity in seattle on new years eve 2014", admission);
}

function countries(): void {
  const f = "country-codes.csv";
  const rows = csv(path.join(corpus, f)).filter((r) => r["CLDR display name"] !== "");
  if (rows.length < 240) throw new Error("country rows");
  const name = (r: Row) => r["CLDR display name"]!;
  const named = (x: string) => one(rows.filter((r) => name(r) === x));
  const sids = (r: Row) => r["Small Island Developing States (SIDS)"] === "x";
  const ldc = (r: Row) => r["Least Developed Countries (LDC)"] === "x";
  q("first", f, "which country is at the very top of the list", name(rows[0]!));
  q("lookup", f, "whats peru's fifa code", named("Peru").FIFA!);
  q(
    "distinct",
    f,
    "how many intermediate regions does the UN list",
    new Set(rows.map((r) => r["Intermediate Region Name"]!).filter((v) => v !== "")).size,
  );
  q(
    "several-filters",
    f,
    "how many small island developing states are in oceania",
    count(rows, (r) => sids(r) && r["Region Name"] === "Oceania"),
  );
  q(
    "negation",
    f,
    "how many african countries are not on the least developed list",
    count(rows, (r) => r["Region Name"] === "Africa" && !ldc(r)),
  );
  q("yes-no", f, "does ecuador use the us dollar", yesNo(named("Ecuador")["ISO4217-currency_alphabetic_code"] === "USD"));
  q("unanswerable", f, "whats the population of chile", admission);
}

function season(): void {
  const f = "season-2324.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error("season rows");
  q(
    "next-previous",
    f,
    "who was playing away in the game listed just before arsenal v liverpool",
    beside(rows, (r) => r.HomeTeam === "Arsenal" && r.AwayTeam === "Liverpool", -1).AwayTeam!,
  );
  q(
    "difference",
    f,
    "how many more corners did home teams get than away teams over the season",
    sum(rows.map((r) => n(r, "HC"))) - sum(rows.map((r) => n(r, "AC"))),
  );
  q(
    "everyday-words",
    f,
    "how many times were the visitors winning at half time",
    count(rows, (r) => r.HTR === "A"),
  );
  q(
    "number-condition",
    f,
    "how many games finished 0-0",
    count(rows, (r) => r.FTHG === "0" && r.FTAG === "0"),
  );
  q(
    "compare",
    f,
    "who won more games at home, man city or spurs",
    onlyBest(
      counted(
        rows.filter((r) => (r.HomeTeam === "Man City" || r.HomeTeam === "Tottenham") && r.FTR === "H"),
        "HomeTeam",
      ),
      "HomeTeam",
      (r) => n(r, "total"),
    ),
  );
  q("unanswerable", f, "how many fans turned up for man city v arsenal", admission);
}

function hubs(): void {
  const f = "held-out-15/files/ev-charging-hubs-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/ev-charging-hubs-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Hub"),
  );
  if (rows.length !== 16) throw new Error("hub rows");
  const hub = "Hub";
  const spaces = (r: Row) => unitNumber(r.Parking!);
  const energy = (r: Row) => unitNumber(r["Energy delivered"]!);
  const session = (r: Row) => clock(r["Avg session"]!);
  const price = (r: Row) => dollars(r["Price per kWh"]!);
  const takings = (r: Row) => dollars(r.Takings!);
  const rapid = (r: Row) => r.Rapid === "yes";
  const allDay = (r: Row) => r["Open 24h"] === "✓";
  const opened = (r: Row) => isoOfWritten(r.Opened!);
  const named = (name: string) => one(rows.filter((r) => r[hub] === name));
  const hubsOf = (rs: Row[]) => rs.map((r) => r[hub]!);
  q("count-all", f, "how many charging hubs are there", rows.length);
  q("number-unit", f, "which hub has the most parking spaces", onlyBest(rows, hub, spaces));
  q("top-n", f, "which hub delivered the second most energy last month", topN(rows, hub, energy, 2)[1]!);
  q("duration", f, "at which hub do people spend the longest charging, on average", onlyBest(rows, hub, session));
  q(
    "duration",
    f,
    "how many hubs have an average session of under 45 mins",
    count(rows, (r) => session(r) < 45),
  );
  q(
    "everyday-words",
    f,
    "how much electricity did the voltway hubs supply in total",
    sum(rows.filter((r) => r.Operator === "VoltWay").map(energy)),
  );
  q("amount-dollar", f, "which hub is the cheapest to charge at", onlyBest(rows, hub, price, true));
  q("amount-dollar", f, "how much money did all the hubs take in october", sum(rows.map(takings)));
  q("flag-yes-no", f, "how many of the hubs are rapid chargers", count(rows, rapid));
  q("flag-tick", f, "which thornbury hubs are open round the clock", hubsOf(rows.filter((r) => r.Town === "Thornbury" && allDay(r))));
  q(
    "negation",
    f,
    "how many hubs arent run by voltway",
    count(rows, (r) => r.Operator !== "VoltWay"),
  );
  q("next-previous", f, "which hub comes after Town Hall in the list", beside(rows, (r) => r[hub] === "Town Hall", 1)[hub]!);
  q("next-previous", f, "whats the hub listed just before harbour arm", beside(rows, (r) => r[hub] === "Harbour Arm", -1)[hub]!);
  q("first", f, "what's the first hub on the list", rows[0]![hub]!);
  q("last", f, "which hub comes last in the list", rows.at(-1)![hub]!);
  q("mixed-dates", f, "when did the library green hub open", opened(named("Library Green")));
  q(
    "earliest-latest",
    f,
    "whats the newest hub",
    onlyBest(rows, hub, (r) => Date.parse(opened(r))),
  );
  q(
    "date-condition",
    f,
    "how many hubs opened before 2022",
    count(rows, (r) => opened(r) < "2022-01-01"),
  );
  q("group", f, "which operator runs the most hubs", topGroup(rows, "Operator"));
  q(
    "group-sum",
    f,
    "Which operator took the most money?",
    onlyBest(totals(rows, "Operator", takings), "Operator", (r) => n(r, "total")),
  );
  q(
    "compare",
    f,
    "does station road or hospital visitors have more chargers",
    onlyBest([named("Station Road"), named("Hospital Visitors")], hub, (r) => n(r, "Chargers")),
  );
  q(
    "difference",
    f,
    "how many more kwh did the motorway services hub deliver than quayside car park",
    energy(named("Motorway Services J14")) - energy(named("Quayside Car Park")),
  );
  q(
    "several-filters",
    f,
    "how many rapid hubs in kirkby vale are open 24 hours",
    count(rows, (r) => r.Town === "Kirkby Vale" && rapid(r) && allDay(r)),
  );
  q("average", f, "what's the averge number of chargers per hub", mean(rows.map((r) => n(r, "Chargers"))));
  q("yes-no", f, "is the university campus hub open all night?", yesNo(allDay(named("University Campus"))));
  q("unanswerable", f, "how many chargers were out of order in october", admission);
}

async function swimClub(): Promise<void> {
  const f = "held-out-15/files/swim-club.xlsx";
  const file = path.join(here, "files/swim-club.xlsx");
  // The header sits at B5 on both sheets, under a title, a note and two blank rows.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 4, 1);
  const [north, south] = [await sheet(1), await sheet(2)];
  if (north.length !== 11 || south.length !== 9 || north[0]!.Swimmer !== "Ella Brampton" || south[0]!.Swimmer !== "Marcus Webb")
    throw new Error("swim sheets");
  const swimmer = "Swimmer";
  const best = (r: Row) => clock(r["Best 100m"]!);
  const distance = (r: Row) => unitNumber(r["Weekly distance"]!);
  const fee = (r: Row) => dollars(r.Fee!);
  const gala = (r: Row) => r["Gala entry"] === "yes";
  const paid = (r: Row) => r["Fees paid"] === "✓";
  const joined = (r: Row) => n(r, "Joined");
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r[swimmer] === name));
  const names = (rs: Row[]) => rs.map((r) => r[swimmer]!);
  q("look-alike-sheet", f, "how many swimers are at south pool", south.length);
  q("look-alike-sheet", f, "whats the total weekly distance of the north pool swimmers in metres", sum(north.map(distance)));
  q("lookup", f, "how far does freya lindqvist swim in a week", distance(named(south, "Freya Lindqvist")));
  q("duration", f, "who's the quickest swimmer at north pool", onlyBest(north, swimmer, best, true));
  q(
    "duration",
    f,
    "how many south pool swimmers can do 100m in under 1:20",
    count(south, (r) => best(r) < 80),
  );
  q("amount-dollar", f, "how much do north pool members pay in fees altogether", sum(north.map(fee)));
  q("flag-tick", f, "who at south pool hasnt paid yet", names(south.filter((r) => !paid(r))));
  q("flag-yes-no", f, "how many north pool swimmers entered the gala", count(north, gala));
  q("earliest-latest", f, "who's been a member at south pool the longest", onlyBest(south, swimmer, joined, true));
  q(
    "average",
    f,
    "average weekly distance for the triathlon squad at north pool?",
    mean(north.filter((r) => r.Squad === "Triathlon").map(distance)),
  );
  q(
    "group-sum",
    f,
    "which squad swims the furthest in total at south pool",
    onlyBest(totals(south, "Squad", distance), "Squad", (r) => n(r, "total")),
  );
  q(
    "compare",
    f,
    "who swims further each week, Tom Ashcroft or Callum Reid",
    onlyBest([named(north, "Tom Ashcroft"), named(north, "Callum Reid")], swimmer, distance),
  );
  q(
    "difference",
    f,
    "how many seconds quicker is marcus webb than owen gallagher over 100m",
    best(named(south, "Owen Gallagher")) - best(named(south, "Marcus Webb")),
  );
  q(
    "next-previous",
    f,
    "who comes after Sophie Ward on the south pool sheet",
    beside(south, (r) => r[swimmer] === "Sophie Ward", 1)[swimmer]!,
  );
  q("yes-no", f, "has hana sato paid her fees", yesNo(paid(named(north, "Hana Sato"))));
  q(
    "several-filters",
    f,
    "how many masters swimmers at north pool entered the gala and have paid up",
    count(north, (r) => r.Squad === "Masters" && gala(r) && paid(r)),
  );
  q(
    "number-condition",
    f,
    "how many people joined at south pool after 2015",
    count(south, (r) => joined(r) > 2015),
  );
  q("top-n", f, "who is the second fastest at south pool", topN(south, swimmer, best, 2, true)[1]!);
  q(
    "negation",
    f,
    "how many north pool swimmers arent in the fitness squad",
    count(north, (r) => r.Squad !== "Fitness"),
  );
  q("distinct", f, "how many different fee amounts are there at north pool", new Set(north.map(fee)).size);
  q("unanswerable", f, "which lane does ravi shah usually swim in", admission);
}

await barksdale();
weather();
countries();
season();
hubs();
await swimClub();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
