/**
 * Gold answers for the twenty-first fresh held-out table set, computed straight from the raw files: the
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
 *   npx tsx scripts/eval-tables/held-out-21/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-21/gold.ts         # writes held-out-21/questions.jsonl
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
const { questions, q } = questionSet("held-out-21");
const admission = "admission";

/** "72%" → 72; "#N/A", "#DIV/0!" or blank → null */
const percent = (v: string) => (/^\d+(\.\d+)?%$/u.test(v) ? Number(v.slice(0, -1)) : null);
const years = (iso: string) => Number(iso.slice(0, 4));

function docks(): void {
  const f = "held-out-21/files/cycle-hire-docks-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/cycle-hire-docks-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Dock"),
  );
  if (rows.length !== 16) throw new Error("dock rows");
  const named = (name: string) => one(rows.filter((r) => r.Dock === name));
  const opened = (r: Row) => isoOfWritten(r.Opened!);
  const trips = (r: Row) => unitNumber(r.Trips!);
  const takings = (r: Row) => european(r.Takings!);
  const withRide = rows.filter((r) => r["Average ride"] !== "");
  const withBusy = rows.filter((r) => percent(r["Busy share"]!) !== null);
  q(
    "count",
    f,
    "how many docks have e-bikes but nobody staffing them",
    count(rows, (r) => r["E-bikes"] === "yes" && r.Staffed === "x"),
  );
  q("sum", f, "how many trips were made from the old town docks altogether", sum(rows.filter((r) => r.District === "Old Town").map(trips)));
  q(
    "average",
    f,
    "whats the avrage takings per dock in riverside",
    cents(mean(rows.filter((r) => r.District === "Riverside").map(takings))),
  );
  const longest = Math.max(...withRide.map((r) => clock(r["Average ride"]!)));
  q(
    "min-max",
    f,
    "what's the longest avg ride at any dock",
    one(withRide.filter((r) => clock(r["Average ride"]!) === longest))["Average ride"]!,
  );
  q(
    "argmax-argmin",
    f,
    "which dock is the least busy",
    onlyBest(withBusy, "Dock", (r) => percent(r["Busy share"]!)!, true),
  );
  q("top-n", f, "which docking station brought in the 3rd most money", topN(rows, "Dock", takings, 3)[2]!);
  q(
    "group",
    f,
    "which district has the most bikes overall",
    onlyBest(
      totals(rows, "District", (r) => unitNumber(r.Bikes!)),
      "District",
      (r) => n(r, "total"),
    ),
  );
  q(
    "list",
    f,
    "which docks were opened before 2010",
    rows.filter((r) => opened(r) < "2010-01-01").map((r) => r.Dock!),
  );
  q("lookup", f, "when did the library square dock open", opened(named("Library Square")));
  q(
    "earliest-latest",
    f,
    "which is the newest dock",
    onlyBest(rows, "Dock", (r) => Date.parse(opened(r))),
  );
  q(
    "date-condition",
    f,
    "how many docks opened in the 2010s",
    count(rows, (r) => years(opened(r)) >= 2010 && years(opened(r)) <= 2019),
  );
  q(
    "date-condition",
    f,
    "how many docking stations have opend since 2020",
    count(rows, (r) => opened(r) >= "2020-01-01"),
  );
  q("next-previous", f, "what dock comes after ferry steps", beside(rows, (r) => r.Dock === "Ferry Steps", 1).Dock!);
  q("yes-no", f, "does weir meadow have electric bikes", yesNo(named("Weir Meadow")["E-bikes"] === "yes"));
  q("unanswerable", f, "whats the postcode of the canal basin dock", admission);
}

async function theatre(): Promise<void> {
  const f = "held-out-21/files/theatre-seasons.xlsx";
  const file = path.join(here, "files/theatre-seasons.xlsx");
  // The header sits at B6 on both sheets, under a blank row, a title, a note and two blank rows.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 5, 1);
  const [main, studio] = [await sheet(1), await sheet(2)];
  if (main.length !== 9 || studio.length !== 8 || main[0]!.Show !== "The Winter's Tale" || studio[0]!.Show !== "Educating Rita")
    throw new Error("theatre sheets");
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r.Show === name));
  const seats = (r: Row) => unitNumber(r["Seats sold"]!);
  const price = (r: Row) => dollars(r["Ticket price"]!);
  const opening = (r: Row) => isoOfWritten(r["Opening night"]!);
  q("first", f, "whats the first show on the studio sheet", studio[0]!.Show!);
  q("last", f, "what's the last play listed for the main stage", main.at(-1)!.Show!);
  q(
    "compare",
    f,
    "which sold more seats in the studio, art or constellations",
    onlyBest([named(studio, "Art"), named(studio, "Constellations")], "Show", seats),
  );
  q(
    "difference",
    f,
    "how much dearer is a ticket for guys and dolls than for blithe spirit",
    cents(price(named(main, "Guys and Dolls")) - price(named(main, "Blithe Spirit"))),
  );
  q("average", f, "avg ticket price for the studio shows?", cents(mean(studio.map(price))));
  q(
    "group",
    f,
    "which company put on the most shows in the studio",
    onlyBest(counted(studio, "Company"), "Company", (r) => n(r, "total")),
  );
  const timed = studio.filter((r) => r["Running time"] !== "");
  const shortest = Math.min(...timed.map((r) => clock(r["Running time"]!)));
  q(
    "min-max",
    f,
    "whats the shortest runing time in the studio",
    one(timed.filter((r) => clock(r["Running time"]!) === shortest))["Running time"]!,
  );
  q(
    "earliest-latest",
    f,
    "which main stage production opened first",
    onlyBest(main, "Show", (r) => Date.parse(opening(r)), true),
  );
  q(
    "date-condition",
    f,
    "how many main stage shows opened between march and june 2026",
    count(main, (r) => opening(r) >= "2026-03-01" && opening(r) <= "2026-06-30"),
  );
  q("top-n", f, "which show sold the 2nd most tickets on the main stage", topN(main, "Show", seats, 2)[1]!);
  q("yes-no", f, "did talking heads have a sold out night", yesNo(named(studio, "Talking Heads")["Sold out night"] === "✓"));
  q(
    "argmax-argmin",
    f,
    "wich studio show had the fewest performances",
    onlyBest(studio, "Show", (r) => n(r, "Performances"), true),
  );
  q("unanswerable", f, "who directed macbeth", admission);
  const riverside = main.filter((r) => r.Company === "Riverside Rep");
  const previous = "how many shows did riverside rep do on the main stage";
  q("count", f, previous, riverside.length);
  q("followup", f, "and how many seats did they sell between them", sum(riverside.map(seats)), previous);
}

function airports(): void {
  const f = "airports.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 3376) throw new Error(`airport rows ${String(rows.length)}`);
  const state = (code: string) => rows.filter((r) => r.state === code);
  q("lookup", f, "whats the 3 letter code for nantucket memorial", one(rows.filter((r) => r.name === "Nantucket Memorial")).iata!);
  q("min-max", f, "what's the lowest longitude of any airport in hawaii", Math.min(...state("HI").map((r) => n(r, "longitude"))));
  q(
    "argmax-argmin",
    f,
    "which arizona airport sits furthest west",
    onlyBest(state("AZ"), "name", (r) => n(r, "longitude"), true),
  );
  q("last", f, "which vermont airport comes last in the file", state("VT").at(-1)!.name!);
  q("first", f, "what's the first airport in texas on the list", state("TX")[0]!.name!);
  const westOregon = state("OR").filter((r) => n(r, "longitude") < -123);
  const previous = "how many oregon airfields lie west of -123 longitude";
  q("count", f, previous, westOregon.length);
  q(
    "followup",
    f,
    "which of those is the furthest north",
    onlyBest(westOregon, "name", (r) => n(r, "latitude")),
    previous,
  );
  q("unanswerable", f, "whats the elevation of BZN", admission);
}

function countries(): void {
  const f = "country-codes.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 249) throw new Error(`country rows ${String(rows.length)}`);
  const name = "CLDR display name";
  const named = (country: string) => one(rows.filter((r) => r[name] === country));
  q(
    "distinct",
    f,
    "how many different currencies are used in west africa",
    new Set(rows.filter((r) => r["Intermediate Region Name"] === "Western Africa").map((r) => r["ISO4217-currency_alphabetic_code"])).size,
  );
  q(
    "list",
    f,
    "which south american countries are landlocked",
    rows
      .filter((r) => r["Intermediate Region Name"] === "South America" && r["Land Locked Developing Countries (LLDC)"] === "x")
      .map((r) => r[name]!),
  );
  q("lookup", f, "what's swedens 3 letter iso code", named("Sweden")["ISO3166-1-Alpha-3"]!);
  q(
    "compare",
    f,
    "which has more least developed countries, east africa or west africa",
    onlyBest(
      counted(
        rows.filter(
          (r) =>
            r["Least Developed Countries (LDC)"] === "x" && ["Eastern Africa", "Western Africa"].includes(r["Intermediate Region Name"]!),
        ),
        "Intermediate Region Name",
      ),
      "Intermediate Region Name",
      (r) => n(r, "total"),
    ),
  );
  q(
    "group",
    f,
    "which continent has the most entries in the list",
    onlyBest(counted(rows, "Continent"), "Continent", (r) => n(r, "total")),
  );
  q("yes-no", f, "is the euro montenegros currency", yesNo(named("Montenegro")["ISO4217-currency_alphabetic_code"] === "EUR"));
  const inSub = (sub: string) => count(rows, (r) => r["Sub-region Name"] === sub);
  q(
    "difference",
    f,
    "how many more countries are in sub-saharan africa than in northern africa",
    inSub("Sub-Saharan Africa") - inSub("Northern Africa"),
  );
  q("next-previous", f, "what country follows iceland on the list", beside(rows, (r) => r[name] === "Iceland", 1)[name]!);
}

function weather(): void {
  const f = "weather.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 2922) throw new Error(`weather rows ${String(rows.length)}`);
  const city = (name: string) => rows.filter((r) => r.location === name);
  const [seattle, newYork] = [city("Seattle"), city("New York")];
  const between = (r: Row, from: string, to: string) => r.date! >= from && r.date! <= to;
  q(
    "date-condition",
    f,
    "how many days did it snow in nyc between december 2013 and february 2014",
    count(newYork, (r) => r.weather === "snow" && between(r, "2013-12-01", "2014-02-28")),
  );
  q(
    "sum",
    f,
    "how much rain fell in new york over the summer of 2012 (june to august)",
    cents(sum(newYork.filter((r) => between(r, "2012-06-01", "2012-08-31")).map((r) => n(r, "precipitation")))),
  );
  q(
    "earliest-latest",
    f,
    "what was the last day in 2012 that seattle got to 30 degrees or more",
    seattle.filter((r) => r.date!.startsWith("2012") && n(r, "temp_max") >= 30).at(-1)!.date!,
  );
  q(
    "min-max",
    f,
    "what was the strongest wind new york had in 2015",
    Math.max(...newYork.filter((r) => r.date!.startsWith("2015")).map((r) => n(r, "wind"))),
  );
  q(
    "argmax-argmin",
    f,
    "which day in 2014 had seattle's coldest low",
    onlyBest(
      seattle.filter((r) => r.date!.startsWith("2014")),
      "date",
      (r) => n(r, "temp_min"),
      true,
    ),
  );
  q(
    "distinct",
    f,
    "how many different kinds of weather did seattle get in february 2013",
    new Set(seattle.filter((r) => r.date!.startsWith("2013-02")).map((r) => r.weather)).size,
  );
  const july2015 = (rows: Row[]) => rows.filter((r) => r.date!.startsWith("2015-07"));
  q(
    "compare",
    f,
    "which was warmer on average in july 2015, seattle or new york",
    onlyBest(
      [
        { location: "Seattle", avg: String(mean(july2015(seattle).map((r) => n(r, "temp_max")))) },
        { location: "New York", avg: String(mean(july2015(newYork).map((r) => n(r, "temp_max")))) },
      ],
      "location",
      (r) => n(r, "avg"),
    ),
  );
  q("unanswerable", f, "what time was sunrise in seattle on 1 may 2014", admission);
}

async function barksdale(): Promise<void> {
  const f = "barksdale-wildlife-strikes.xlsx";
  const grid = await xlsxGrid(path.join(corpus, f), 1);
  // Header on row 4 from column D, the cost split into Other / Repair / Total on row 5; data below.
  const rows: Row[] = grid
    .slice(5)
    .filter((cells) => /^\d+$/u.test(cells[3] ?? ""))
    .map((c) => ({ date: isoDay(c[3]!), model: c[4]!, phase: c[6]!, time: c[7]!, species: c[8]!, repair: c[13]! }));
  if (rows.length !== 435) throw new Error(`barksdale rows ${String(rows.length)}`);
  q(
    "average",
    f,
    "whats the average repair cost when a b-52h hit something",
    cents(mean(rows.filter((r) => r.model === "B-52H").map((r) => n(r, "repair")))),
  );
  q("list", f, "which kinds of birds were hit at dusk during take off", [
    ...new Set(rows.filter((r) => r.phase === "Take-off run" && r.time === "Dusk").map((r) => r.species!)),
  ]);
  q("first", f, "what hit the plane in the very first strike on the sheet", rows[0]!.species!);
  const previous = "how many bird hits were there around dusk";
  q(
    "count",
    f,
    previous,
    count(rows, (r) => r.time === "Dusk"),
  );
  q(
    "followup",
    f,
    "and how many of those were on approach",
    count(rows, (r) => r.time === "Dusk" && r.phase === "Approach"),
    previous,
  );
  q("top-n", f, "which aircraft type had the third most strikes", topN(counted(rows, "model"), "model", (r) => n(r, "total"), 3)[2]!);
  q(
    "earliest-latest",
    f,
    "when was a mourning dove last hit",
    rows
      .filter((r) => r.species === "Mourning dove")
      .map((r) => r.date!)
      .sort()
      .at(-1)!,
  );
  q(
    "distinct",
    f,
    "how many different bird species got hit in 1999",
    new Set(rows.filter((r) => r.date!.startsWith("1999")).map((r) => r.species)).size,
  );
}

async function premier(): Promise<void> {
  const f = "premier-league-2022-23-2023-24.xlsx";
  const file = path.join(corpus, f);
  const [s2223, s2324] = [records(await xlsxGrid(file, 1), 0), records(await xlsxGrid(file, 2), 0)];
  if (s2223.length !== 380 || s2324.length !== 380) throw new Error("premier rows");
  const day = (r: Row) => isoDay(r.Date!);
  q(
    "sum",
    f,
    "how many yellow cards did chelsea pick up away from home in 23/24",
    sum(s2324.filter((r) => r.AwayTeam === "Chelsea").map((r) => n(r, "AY"))),
  );
  q(
    "lookup",
    f,
    "how many shots did spurs have at home against arsenal in 2023-24",
    n(one(s2324.filter((r) => r.HomeTeam === "Tottenham" && r.AwayTeam === "Arsenal")), "HS"),
  );
  q(
    "next-previous",
    f,
    "in 22-23 who was the home team in the game listed right after man city v chelsea",
    beside(s2223, (r) => r.HomeTeam === "Man City" && r.AwayTeam === "Chelsea", 1).HomeTeam!,
  );
  q(
    "last",
    f,
    "who did newcastle play in their last home game of 23-24",
    s2324.filter((r) => r.HomeTeam === "Newcastle").at(-1)!.AwayTeam!,
  );
  q(
    "difference",
    f,
    "how many more goals did home sides score than away sides in 2022/23",
    sum(s2223.map((r) => n(r, "FTHG"))) - sum(s2223.map((r) => n(r, "FTAG"))),
  );
  q("yes-no", f, "did any team score 5 or more away from home in 23/24", yesNo(s2324.some((r) => n(r, "FTAG") >= 5)));
  q(
    "group",
    f,
    "which ref took charge of the most matches in 2023-24",
    onlyBest(counted(s2324, "Referee"), "Referee", (r) => n(r, "total")),
  );
  q(
    "date-condition",
    f,
    "how many games were played between boxing day and new years eve 2023",
    count(s2324, (r) => day(r) >= "2023-12-26" && day(r) <= "2023-12-31"),
  );
}

docks();
await theatre();
airports();
countries();
weather();
await barksdale();
await premier();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
