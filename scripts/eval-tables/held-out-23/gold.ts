/**
 * Gold answers for the twenty-third fresh held-out table set, computed straight from the raw files: the
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
 *   npx tsx scripts/eval-tables/held-out-23/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-23/gold.ts         # writes held-out-23/questions.jsonl
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
const { questions, q } = questionSet("held-out-23");
const admission = "admission";

/** "45%" → 45; "#N/A", "#DIV/0!" or blank → null */
const percent = (v: string) => (/^\d+(\.\d+)?%$/u.test(v) ? Number(v.slice(0, -1)) : null);
const year = (iso: string) => Number(iso.slice(0, 4));
/** The written "h:mm" of the row whose time is the least (or most), blank cells left out. */
function bestTime(rows: Row[], key: string, least: boolean): string {
  const timed = rows.filter((r) => r[key] !== "");
  const best = (least ? Math.min : Math.max)(...timed.map((r) => clock(r[key]!)));
  return one(timed.filter((r) => clock(r[key]!) === best))[key]!;
}

function vineyards(): void {
  const f = "held-out-23/files/vineyards-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/vineyards-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Vineyard"),
  );
  if (rows.length !== 18) throw new Error("vineyard rows");
  const named = (name: string) => one(rows.filter((r) => r.Vineyard === name));
  const opened = (r: Row) => isoOfWritten(r["Cellar door opened"]!, ".");
  const visitors = (r: Row) => unitNumber(r.Visitors!);
  const exported = (r: Row) => percent(r.Exported!);
  const organic = rows.filter((r) => r.Organic === "yes");
  const previous = "how many of the vineyards are organic";
  q("count", f, previous, organic.length);
  q(
    "followup",
    f,
    "and how many of them let you bring your dog",
    count(organic, (r) => r["Dogs welcome"] === "✓"),
    previous,
  );
  q(
    "sum",
    f,
    "total visitors across the moss valley vineyards last year",
    sum(rows.filter((r) => r.Valley === "Moss Valley").map(visitors)),
  );
  q(
    "average",
    f,
    "wat do the harrow downs vineyards take at the cellar door on average",
    cents(mean(rows.filter((r) => r.Valley === "Harrow Downs").map((r) => european(r.Takings!)))),
  );
  q("min-max", f, "whats the shortest tour you can go on", bestTime(rows, "Tour length", true));
  q(
    "argmax-argmin",
    f,
    "which vineyard sells the biggest share of its wine overseas",
    onlyBest(
      rows.filter((r) => exported(r) !== null),
      "Vineyard",
      (r) => exported(r)!,
    ),
  );
  q("top-n", f, "top 3 vineyards for visitor numbers", topN(rows, "Vineyard", visitors, 3));
  q(
    "group",
    f,
    "what grape do most of these places grow",
    onlyBest(counted(rows, "Main grape"), "Main grape", (r) => n(r, "total")),
  );
  q("distinct", f, "how many diffrent main grapes are there", new Set(rows.map((r) => r["Main grape"])).size);
  q(
    "list",
    f,
    "which vineyards on the kestrel coast are dog friendly",
    rows.filter((r) => r.Valley === "Kestrel Coast" && r["Dogs welcome"] === "✓").map((r) => r.Vineyard!),
  );
  q("lookup", f, "how many hectares of vines has kingsmead got", unitNumber(named("Kingsmead").Planted!));
  q(
    "earliest-latest",
    f,
    "which cellar door has been open the longest",
    onlyBest(rows, "Vineyard", (r) => Date.parse(opened(r)), true),
  );
  q(
    "date-condition",
    f,
    "how many cellar doors opened in the 2010s",
    count(rows, (r) => year(opened(r)) >= 2010 && year(opened(r)) <= 2019),
  );
  q(
    "next-previous",
    f,
    "which vineyard comes after windle in the list",
    beside(rows, (r) => r.Vineyard === "Windle Vineyard", 1).Vineyard!,
  );
  q(
    "difference",
    f,
    "how many more visitors did greystone get than abbey mill",
    visitors(named("Greystone Cellars")) - visitors(named("Abbey Mill")),
  );
  q("yes-no", f, "is hollow oak estate organic?", yesNo(named("Hollow Oak Estate").Organic === "yes"));
  q("unanswerable", f, "how much is a bottle of wine at larkspur hill", admission);
}

async function yogaStudios(): Promise<void> {
  const f = "held-out-23/files/yoga-studios.xlsx";
  const file = path.join(here, "files/yoga-studios.xlsx");
  // The header sits at B4 on both sheets, under a title, a note and a blank row.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 3, 1);
  const [riverside, oldTown] = [await sheet(1), await sheet(2)];
  if (riverside.length !== 9 || oldTown.length !== 8 || riverside[0]!.Class !== "Sunrise Flow" || oldTown[0]!.Class !== "Morning Hatha")
    throw new Error("yoga sheets");
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r.Class === name));
  const visits = (r: Row) => unitNumber(r.Attendances!);
  const price = (r: Row) => dollars(r["Drop-in price"]!);
  const started = (r: Row) => isoOfWritten(r["First class"]!);
  const full = (r: Row) => percent(r["Full sessions"]!);
  const beginners = riverside.filter((r) => r.Beginners === "yes");
  const previous = "how many riverside classes are ok for beginners";
  q("count", f, previous, beginners.length);
  q("followup", f, "which one of those is cheapest", onlyBest(beginners, "Class", price, true), previous);
  q("sum", f, "total attendances for all the old town classes", sum(oldTown.map(visits)));
  q("average", f, "average drop in price at the riverside studio?", cents(mean(riverside.map(price))));
  q("min-max", f, "longest class at old town", bestTime(oldTown, "Length", false));
  q(
    "argmax-argmin",
    f,
    "which old town class fills up least often",
    onlyBest(
      oldTown.filter((r) => full(r) !== null),
      "Class",
      (r) => full(r)!,
      true,
    ),
  );
  q("top-n", f, "at riverside whats the 2nd most attended class", topN(riverside, "Class", visits, 2)[1]!);
  q(
    "list",
    f,
    "which classes at riverside dont give you a mat",
    riverside.filter((r) => r["Mats provided"] === "x").map((r) => r.Class!),
  );
  q("lookup", f, "how much is a drop-in for mysore mornings", price(named(oldTown, "Mysore Mornings")));
  q(
    "earliest-latest",
    f,
    "whats the newest class at riverside",
    onlyBest(riverside, "Class", (r) => Date.parse(started(r))),
  );
  q(
    "date-condition",
    f,
    "how many old town classes have started since 2020",
    count(oldTown, (r) => year(started(r)) >= 2020),
  );
  q("first", f, "what class is at the top of the old town sheet", oldTown[0]!.Class!);
  q("last", f, "which class is listed last for riverside", riverside.at(-1)!.Class!);
  q(
    "compare",
    f,
    "whats pricier, hot 26 or ashtanga led",
    onlyBest([named(oldTown, "Hot 26"), named(oldTown, "Ashtanga Led")], "Class", price),
  );
  q(
    "difference",
    f,
    "how many more visits has sunrise flow had than deep stretch",
    visits(named(riverside, "Sunrise Flow")) - visits(named(riverside, "Deep Stretch")),
  );
  q("yes-no", f, "can a complete beginner join rocket", yesNo(named(oldTown, "Rocket").Beginners === "yes"));
  q("unanswerable", f, "who teaches yin & nidra", admission);
}

async function barksdale(): Promise<void> {
  const f = "barksdale-wildlife-strikes.xlsx";
  const grid = await xlsxGrid(path.join(corpus, f), 1);
  // A two-row header at D4: the cost columns are named on row 5 under the merged "Cost (USD)" of row 4.
  const header = grid[3]!.map((name, i) => grid[4]![i] || name);
  const rows = records([header, ...grid.slice(5)], 0, 3);
  if (rows.length !== 435 || !("Repair" in rows[0]!)) throw new Error(`barksdale rows ${String(rows.length)}`);
  const day = (r: Row) => isoDay(r["Flight Date"]!);
  const model = (m: string) => rows.filter((r) => r["Aircraft Make Model"] === m);
  q("sum", f, "how much did strikes on b-52gs cost to fix altogether", sum(model("B-52G").map((r) => n(r, "Repair"))));
  q(
    "min-max",
    f,
    "whats the fastest a kc-135 was going when it hit something",
    Math.max(
      ...model("KC-135")
        .filter((r) => r["Speed IAS in knots"] !== "n/a")
        .map((r) => n(r, "Speed IAS in knots")),
    ),
  );
  q(
    "distinct",
    f,
    "how many different aircraft types had a strike at dawn",
    new Set(rows.filter((r) => r["Time of day"] === "Dawn").map((r) => r["Aircraft Make Model"])).size,
  );
  q("earliest-latest", f, "when did an a-10a first run into wildlife", model("A-10A").map(day).sort()[0]!);
  q(
    "date-condition",
    f,
    "how many strikes were reported between march and june 1998",
    count(rows, (r) => day(r) >= "1998-03-01" && day(r) <= "1998-06-30"),
  );
  q("first", f, "what animal was hit in the first strike of 2001", rows.filter((r) => day(r).startsWith("2001"))[0]!["Wildlife Species"]!);
  q(
    "next-previous",
    f,
    "which species was hit in the strike listed right after the american crow",
    beside(rows, (r) => r["Wildlife Species"] === "American crow", 1)["Wildlife Species"]!,
  );
}

function airports(): void {
  const f = "airports.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 3376) throw new Error(`airport rows ${String(rows.length)}`);
  const inState = (s: string) => rows.filter((r) => r.state === s);
  q(
    "argmax-argmin",
    f,
    "which airport in florida is the furthest south",
    onlyBest(inState("FL"), "name", (r) => n(r, "latitude"), true),
  );
  q(
    "group",
    f,
    "what texas city has the most airports",
    onlyBest(counted(inState("TX"), "city"), "city", (r) => n(r, "total")),
  );
  q("distinct", f, "in how many different towns in oklahoma is there an airport", new Set(inState("OK").map((r) => r.city)).size);
  q(
    "list",
    f,
    "list the airports in tulsa",
    rows.filter((r) => r.city === "Tulsa").map((r) => r.name!),
  );
  q("lookup", f, "what city is GEG in", one(rows.filter((r) => r.iata === "GEG")).city!);
  q(
    "compare",
    f,
    "are there more airfields in iowa or minnesota",
    onlyBest(counted([...inState("IA"), ...inState("MN")], "state"), "state", (r) => n(r, "total")),
  );
  q("unanswerable", f, "how many runways has the airport at aspen got", admission);
}

async function premierLeague(): Promise<void> {
  const f = "premier-league-2022-23-2023-24.xlsx";
  const file = path.join(corpus, f);
  const [s2223, s2324] = [records(await xlsxGrid(file, 1), 0), records(await xlsxGrid(file, 2), 0)];
  if (s2223.length !== 380 || s2324.length !== 380) throw new Error("premier league sheets");
  const goals = (r: Row) => n(r, "FTHG") + n(r, "FTAG");
  q("average", f, "avg number of yellows for the home side per game in 22/23", mean(s2223.map((r) => n(r, "HY"))));
  q(
    "top-n",
    f,
    "which 3 teams won the most corners at home in 23-24",
    topN(
      totals(s2324, "HomeTeam", (r) => n(r, "HC")),
      "HomeTeam",
      (r) => n(r, "total"),
      3,
    ),
  );
  q(
    "earliest-latest",
    f,
    "when did man utd last lose at old trafford in 2023/24",
    s2324
      .filter((r) => r.HomeTeam === "Man United" && r.FTR === "A")
      .map((r) => isoDay(r.Date!))
      .sort()
      .at(-1)!,
  );
  q(
    "date-condition",
    f,
    "how many goals went in during december 2023",
    sum(s2324.filter((r) => isoDay(r.Date!).startsWith("2023-12")).map(goals)),
  );
  q(
    "next-previous",
    f,
    "in 2023-24 who was the home team in the match after brighton v man utd",
    beside(s2324, (r) => r.HomeTeam === "Brighton" && r.AwayTeam === "Man United", 1).HomeTeam!,
  );
  q(
    "yes-no",
    f,
    "did newcastle ever put six past anyone at home in 22-23",
    yesNo(s2223.some((r) => r.HomeTeam === "Newcastle" && n(r, "FTHG") >= 6)),
  );
}

function weather(): void {
  const f = "weather.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 2922) throw new Error(`weather rows ${String(rows.length)}`);
  const seattle = rows.filter((r) => r.location === "Seattle");
  const newYork = rows.filter((r) => r.location === "New York");
  const drizzle = newYork.filter((r) => r.weather === "drizzle");
  const previous = "how many drizzly days did new york get";
  q("count", f, previous, drizzle.length);
  q(
    "followup",
    f,
    "how many of them were in 2015",
    count(drizzle, (r) => r.date!.startsWith("2015")),
    previous,
  );
  q(
    "min-max",
    f,
    "biggest one day rainfall in nyc in 2014",
    Math.max(...newYork.filter((r) => r.date!.startsWith("2014")).map((r) => n(r, "precipitation"))),
  );
  q(
    "top-n",
    f,
    "what were new york's two hottest days in 2013",
    topN(
      newYork.filter((r) => r.date!.startsWith("2013")),
      "date",
      (r) => n(r, "temp_max"),
      2,
    ),
  );
  q("first", f, "first foggy day for seattle in the records", seattle.filter((r) => r.weather === "fog")[0]!.date!);
  q("last", f, "what kind of weather is on the very last seattle row", seattle.at(-1)!.weather!);
  const hottest = (y: string) => Math.max(...seattle.filter((r) => r.date!.startsWith(y)).map((r) => n(r, "temp_max")));
  q("difference", f, "how much hotter was seattles hottest day of 2015 than its hottest in 2012", cents(hottest("2015") - hottest("2012")));
  q("unanswerable", f, "what was the dew point in new york on 10 june 2013", admission);
}

function countryCodes(): void {
  const f = "country-codes.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 249) throw new Error(`country rows ${String(rows.length)}`);
  const name = "CLDR display name";
  const named = (country: string) => one(rows.filter((r) => r[name] === country));
  const caribbean = rows.filter((r) => r["Intermediate Region Name"] === "Caribbean");
  const sids = "Small Island Developing States (SIDS)";
  q("count", f, "how many countries and territories are there in the caribbean", caribbean.length);
  q(
    "group",
    f,
    "which currency is used by the most caribbean countries",
    onlyBest(counted(caribbean, "ISO4217-currency_name"), "ISO4217-currency_name", (r) => n(r, "total")),
  );
  q(
    "list",
    f,
    "which countries pay in swiss francs",
    rows.filter((r) => r["ISO4217-currency_name"] === "Swiss Franc").map((r) => r[name]!),
  );
  q("lookup", f, "whats the capitol of mongolia", named("Mongolia").Capital!);
  q("next-previous", f, "what comes after kenya in the list", beside(rows, (r) => r[name] === "Kenya", 1)[name]!);
  q(
    "last",
    f,
    "which south american country is listed last",
    rows.filter((r) => r["Intermediate Region Name"] === "South America").at(-1)![name]!,
  );
  q(
    "compare",
    f,
    "which has more small island developing states, melanesia or polynesia",
    onlyBest(
      counted(
        rows.filter((r) => ["Melanesia", "Polynesia"].includes(r["Sub-region Name"]!) && r[sids] === "x"),
        "Sub-region Name",
      ),
      "Sub-region Name",
      (r) => n(r, "total"),
    ),
  );
  q("yes-no", f, "is malta one of the small island developing states", yesNo(named("Malta")[sids] === "x"));
}

vineyards();
await yogaStudios();
await barksdale();
airports();
await premierLeague();
weather();
countryCodes();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
