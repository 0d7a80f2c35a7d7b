/**
 * Gold answers for the nineteenth fresh held-out table set, computed straight from the raw files: the
 * corpus CSVs through the plain CSV reader of ../raw-files.ts, the workbooks through their sheet XML (jszip),
 * never through Docent's parser or table engine. Written and committed before anything was run on it, by
 * someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being the least asked about before (no earlier question repeated), plus two
 * generated messy files (make-files.ts).
 *
 * A question the table cannot answer (kind "unanswerable": the column it asks about is not in the file)
 * has the gold ["admission"]: it is right when nothing is computed from the table and the answer admits
 * the file does not say, wrong when any table result is given.
 *
 *   npx tsx scripts/eval-tables/held-out-19/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-19/gold.ts         # writes held-out-19/questions.jsonl
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
  isoOfWritten,
  mean,
  months,
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
const { questions, q } = questionSet("held-out-19");
const admission = "admission";
/** An Excel day serial as an ISO date. */
const serialDay = (v: string) => new Date(Date.UTC(1899, 11, 30) + Number(v) * 86400000).toISOString().slice(0, 10);

function gyms(): void {
  const f = "held-out-19/files/climbing-gyms-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/climbing-gyms-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Gym"),
  );
  if (rows.length !== 18) throw new Error("gym rows");
  const named = (name: string) => one(rows.filter((r) => r.Gym === name));
  const pass = (r: Row) => dollars(r["Day pass"]!);
  const area = (r: Row) => unitNumber(r["Wall area"]!);
  const routes = (r: Row) => unitNumber(r.Routes!);
  const opened = (r: Row) => isoOfWritten(r.Opened!);
  q("next-previous", f, "which gym comes right after knot hall in the list", beside(rows, (r) => r.Gym === "Knot Hall", 1).Gym!);
  q("first", f, "whats the first gym listed", rows[0]!.Gym!);
  q("last", f, "what city is the last gym on the list in", rows.at(-1)!.City!);
  q(
    "compare",
    f,
    "which has more climbing routes, ledge & co or knot hall",
    onlyBest([named("Ledge & Co"), named("Knot Hall")], "Gym", routes),
  );
  q(
    "difference",
    f,
    "how much more is a day pass at overhang house than at crimp club",
    cents(pass(named("Overhang House")) - pass(named("Crimp Club"))),
  );
  q("yes-no", f, "does red slab have a kids club", yesNo(named("Red Slab")["Kids club"] === "✓"));
  q("top-n", f, "which gym has the second biggest wall", topN(rows, "Gym", area, 2)[1]!);
  q(
    "several-filters",
    f,
    "how many portland gyms have both bouldering and a kids club",
    count(rows, (r) => r.City === "Portland" && r.Bouldering === "yes" && r["Kids club"] === "✓"),
  );
  q("average", f, "whats the avrage day pass price in chicago", cents(mean(rows.filter((r) => r.City === "Chicago").map(pass))));
  q(
    "earliest-latest",
    f,
    "which gym opened most recently",
    onlyBest(rows, "Gym", (r) => Date.parse(opened(r))),
  );
  q(
    "date-condition",
    f,
    "how many of these gyms opened before 2012",
    count(rows, (r) => opened(r) < "2012-01-01"),
  );
  q(
    "number-condition",
    f,
    "at how many gyms does a typical visit last more than 2 hours",
    count(rows, (r) => clock(r["Typical visit"]!) > 120),
  );
  q("everyday-words", f, "how big is the climbing wall at switchback", area(named("Switchback")));
  q("unanswerable", f, "how many members does basecamp north have", admission);
}

async function league(): Promise<void> {
  const f = "held-out-19/files/bouldering-league.xlsx";
  const file = path.join(here, "files/bouldering-league.xlsx");
  // The header sits at B4 on both sheets, under a title, a note and a blank row.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 3, 1);
  const [spring, autumn] = [await sheet(1), await sheet(2)];
  if (spring.length !== 10 || autumn.length !== 9 || spring[0]!.Climber !== "Lena Fischer" || autumn[0]!.Climber !== "Yuki Tanaka")
    throw new Error("league sheets");
  const who = "Climber";
  const tops = (r: Row) => unitNumber(r.Tops!);
  const fee = (r: Row) => dollars(r["Entry fee"]!);
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r[who] === name));
  q("first", f, "who's first on the autumn sheet", autumn[0]![who]!);
  q("last", f, "whats the last climber listed for spring", spring.at(-1)![who]!);
  q(
    "next-previous",
    f,
    "who comes just before hugo laurent in the spring results",
    beside(spring, (r) => r[who] === "Hugo Laurent", -1)[who]!,
  );
  q(
    "group",
    f,
    "which team topped the most problems in the spring",
    onlyBest(totals(spring, "Team", tops), "Team", (r) => n(r, "total")),
  );
  q("distinct", f, "how many diffrent climbers took part across both seasons", new Set([...spring, ...autumn].map((r) => r[who]!)).size);
  q(
    "negation",
    f,
    "how many autumn climbers arent in the youth category",
    count(autumn, (r) => r.Category !== "Youth"),
  );
  q("average", f, "what's the average age of the spring climbers", cents(mean(spring.map((r) => n(r, "Age")))));
  q("top-n", f, "who had the 2nd fastest top in autumn", topN(autumn, who, (r) => clock(r["Fastest top"]!), 2, true)[1]!);
  q(
    "yes-no",
    f,
    "did anyone make the podium in spring without being a member",
    yesNo(spring.some((r) => r.Podium === "✓" && r.Member === "no")),
  );
  q(
    "compare",
    f,
    "who needed fewer attempts in autumn, noah weber or rafael costa",
    onlyBest([named(autumn, "Noah Weber"), named(autumn, "Rafael Costa")], who, (r) => n(r, "Attempts"), true),
  );
  q(
    "difference",
    f,
    "how many more tops did priya nair get in autumn than in spring",
    tops(named(autumn, "Priya Nair")) - tops(named(spring, "Priya Nair")),
  );
  q(
    "several-filters",
    f,
    "how many spring climbers over 40 paid a $15 entry",
    count(spring, (r) => n(r, "Age") > 40 && fee(r) === 15),
  );
  q("everyday-words", f, "how much money did the autumn round bring in from entries", cents(sum(autumn.map(fee))));
  q("unanswerable", f, "how much prize money did lena fischer win in spring", admission);
}

async function barksdale(): Promise<void> {
  const f = "barksdale-wildlife-strikes.xlsx";
  const grid = await xlsxGrid(path.join(corpus, f), 1);
  // Header on row 4 from column D, the cost split into Other / Repair / Total on row 5; data below.
  const rows: Row[] = grid
    .slice(5)
    .filter((cells) => /^\d+$/u.test(cells[3] ?? ""))
    .map((c) => ({
      date: serialDay(c[3]!),
      model: c[4]!,
      phase: c[6]!,
      time: c[7]!,
      species: c[8]!,
      size: c[9]!,
      speed: c[11]!,
      total: c[14]!,
    }));
  if (rows.length !== 435) throw new Error(`barksdale rows ${String(rows.length)}`);
  q(
    "group",
    f,
    "which kind of bird cost the most money overall",
    onlyBest(
      totals(rows, "species", (r) => n(r, "total")),
      "species",
      (r) => n(r, "total"),
    ),
  );
  q("yes-no", f, "was anything ever hit at over 400 knots", yesNo(rows.some((r) => /^\d+$/u.test(r.speed!) && n(r, "speed") > 400)));
  q(
    "several-filters",
    f,
    "how many night time strikes happened while climbing",
    count(rows, (r) => r.time === "Night" && r.phase === "Climb"),
  );
  q(
    "earliest-latest",
    f,
    "when was the last strike at dawn",
    [...rows.filter((r) => r.time === "Dawn").map((r) => r.date!)].sort().at(-1)!,
  );
  const largeSpeeds = rows.filter((r) => r.size === "Large" && /^\d+$/u.test(r.speed!)).map((r) => n(r, "speed"));
  q("average", f, "whats the average speed when a large bird was hit", cents(mean(largeSpeeds)));
  q(
    "everyday-words",
    f,
    "whats the biggest bill from a single A-10A strike",
    Math.max(...rows.filter((r) => r.model === "A-10A").map((r) => n(r, "total"))),
  );
  q(
    "negation",
    f,
    "how many strikes involved planes other than the T-38A or B-52H",
    count(rows, (r) => r.model !== "T-38A" && r.model !== "B-52H"),
  );
  q(
    "next-previous",
    f,
    "what aircraft was in the strike listed right after the one during descent",
    beside(rows, (r) => r.phase === "Descent", 1).model!,
  );
  q(
    "distinct",
    f,
    "how many different aircraft types hit a barn swallow",
    new Set(rows.filter((r) => r.species === "Barn swallow").map((r) => r.model)).size,
  );
}

async function premier(): Promise<void> {
  const f = "premier-league-2022-23-2023-24.xlsx";
  const file = path.join(corpus, f);
  const [s2223, s2324] = [records(await xlsxGrid(file, 1), 0), records(await xlsxGrid(file, 2), 0)];
  if (s2223.length !== 380 || s2324.length !== 380) throw new Error("premier rows");
  q(
    "compare",
    f,
    "in 22-23 who won more corners in their home games, everton or leeds",
    onlyBest(
      totals(
        s2223.filter((r) => r.HomeTeam === "Everton" || r.HomeTeam === "Leeds"),
        "HomeTeam",
        (r) => n(r, "HC"),
      ),
      "HomeTeam",
      (r) => n(r, "total"),
    ),
  );
  const fouls = (home: boolean) =>
    sum(s2324.filter((r) => r[home ? "HomeTeam" : "AwayTeam"] === "Newcastle").map((r) => n(r, home ? "HF" : "AF")));
  q("difference", f, "how many more fouls did newcastle commit away than at home in 2023-24", fouls(false) - fouls(true));
  q(
    "group",
    f,
    "which referee handed out the most yellow cards to away teams in 23/24",
    onlyBest(
      totals(s2324, "Referee", (r) => n(r, "AY")),
      "Referee",
      (r) => n(r, "total"),
    ),
  );
  q(
    "earliest-latest",
    f,
    "when did wolves last win an away game in 22/23",
    serialDay(s2223.filter((r) => r.AwayTeam === "Wolves" && r.FTR === "A").at(-1)!.Date!),
  );
  q(
    "top-n",
    f,
    "which team took the 2nd most shots at home in 2022-23",
    topN(
      totals(s2223, "HomeTeam", (r) => n(r, "HS")),
      "HomeTeam",
      (r) => n(r, "total"),
      2,
    )[1]!,
  );
  q(
    "several-filters",
    f,
    "how many 23-24 games were level at half time but the home side won",
    count(s2324, (r) => r.HTR === "D" && r.FTR === "H"),
  );
  q(
    "yes-no",
    f,
    "did brighton ever lose a home game by 3 goals or more in 2023-24",
    yesNo(s2324.some((r) => r.HomeTeam === "Brighton" && n(r, "FTAG") - n(r, "FTHG") >= 3)),
  );
  q("first", f, "who did spurs play in their first home match of 2022-23", s2223.find((r) => r.HomeTeam === "Tottenham")!.AwayTeam!);
  q("average", f, "avg number of fouls per game in 2022/23", cents(mean(s2223.map((r) => n(r, "HF") + n(r, "AF")))));
}

function airports(): void {
  const f = "airports.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 3376) throw new Error("airport rows");
  q("lookup", f, "which state is the airport called thigpen in", one(rows.filter((r) => r.name === "Thigpen")).state!);
  q(
    "several-filters",
    f,
    "how many colorado airports are west of -105 longitude",
    count(rows, (r) => r.state === "CO" && n(r, "longitude") < -105),
  );
  q(
    "group",
    f,
    "which state has the most airports north of 45 degrees latitude",
    onlyBest(
      counted(
        rows.filter((r) => n(r, "latitude") > 45),
        "state",
      ),
      "state",
      (r) => n(r, "total"),
    ),
  );
  q(
    "compare",
    f,
    "which has more airports, kansas or nebraska",
    onlyBest(
      counted(
        rows.filter((r) => r.state === "KS" || r.state === "NE"),
        "state",
      ),
      "state",
      (r) => n(r, "total"),
    ),
  );
  q(
    "distinct",
    f,
    "in how many states is there an airport in a town called springfield",
    new Set(rows.filter((r) => r.city === "Springfield").map((r) => r.state)).size,
  );
  q("top-n", f, "which airport is the second furthest south", topN(rows, "name", (r) => n(r, "latitude"), 2, true)[1]!);
  q(
    "negation",
    f,
    "how many new mexico airports are not in albuquerque",
    count(rows, (r) => r.state === "NM" && r.city !== "Albuquerque"),
  );
  q("unanswerable", f, "what year did SFO open", admission);
}

function weather(): void {
  const f = "weather.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 2922) throw new Error("weather rows");
  const city = (name: string) => rows.filter((r) => r.location === name);
  q(
    "average",
    f,
    "whats the average high in seattle in july 2015",
    cents(
      mean(
        city("Seattle")
          .filter((r) => r.date!.startsWith("2015-07"))
          .map((r) => n(r, "temp_max")),
      ),
    ),
  );
  q(
    "date-condition",
    f,
    "how many days after 1 november 2015 did seattle get rain",
    count(city("Seattle"), (r) => r.date! > "2015-11-01" && r.weather === "rain"),
  );
  q(
    "group",
    f,
    "which month of 2015 had the most rainy days in new york",
    onlyBest(
      counted(
        city("New York")
          .filter((r) => r.date!.startsWith("2015") && r.weather === "rain")
          .map((r) => ({ month: months[Number(r.date!.slice(5, 7)) - 1]! })),
        "month",
      ),
      "month",
      (r) => n(r, "total"),
    ),
  );
  q("yes-no", f, "did seattle ever reach 35 degrees", yesNo(city("Seattle").some((r) => n(r, "temp_max") >= 35)));
  q(
    "earliest-latest",
    f,
    "what was the last day seattle had drizzle",
    city("Seattle")
      .filter((r) => r.weather === "drizzle")
      .at(-1)!.date!,
  );
  q(
    "several-filters",
    f,
    "how many foggy days in seattle still got above 15 degrees",
    count(city("Seattle"), (r) => r.weather === "fog" && n(r, "temp_max") > 15),
  );
  q(
    "everyday-words",
    f,
    "how breezy was it in new york on christmas day 2014",
    n(one(city("New York").filter((r) => r.date === "2014-12-25")), "wind"),
  );
  q("unanswerable", f, "what was the uv index in seattle on 21 june 2014", admission);
}

function countries(): void {
  const f = "country-codes.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 249) throw new Error(`country rows ${String(rows.length)}`);
  const name = "CLDR display name";
  q("lookup", f, "which country has the web domain .mn", one(rows.filter((r) => r.TLD === ".mn"))[name]!);
  q(
    "distinct",
    f,
    "in how many different sub-regions do you find landlocked developing countries",
    new Set(rows.filter((r) => r["Land Locked Developing Countries (LLDC)"] === "x").map((r) => r["Sub-region Name"])).size,
  );
  q(
    "several-filters",
    f,
    "how many independent asian countries are landlocked developing ones",
    count(rows, (r) => r["Region Name"] === "Asia" && r.is_independent === "Yes" && r["Land Locked Developing Countries (LLDC)"] === "x"),
  );
  q("next-previous", f, "which country is listed just before norway", beside(rows, (r) => r[name] === "Norway", -1)[name]!);
  q(
    "negation",
    f,
    "how many countries in southern europe dont use the euro",
    count(rows, (r) => r["Sub-region Name"] === "Southern Europe" && r["ISO4217-currency_alphabetic_code"] !== "EUR"),
  );
  q(
    "compare",
    f,
    "are more countries listed in eastern africa or in western africa",
    onlyBest(
      counted(
        rows.filter((r) => ["Eastern Africa", "Western Africa"].includes(r["Intermediate Region Name"]!)),
        "Intermediate Region Name",
      ),
      "Intermediate Region Name",
      (r) => n(r, "total"),
    ),
  );
  q(
    "group",
    f,
    "which part of the world has the most small island developing states",
    onlyBest(
      counted(
        rows.filter((r) => r["Small Island Developing States (SIDS)"] === "x"),
        "Sub-region Name",
      ),
      "Sub-region Name",
      (r) => n(r, "total"),
    ),
  );
  q("unanswerable", f, "what is the official religion of nepal", admission);
}

gyms();
await league();
await barksdale();
await premier();
airports();
weather();
countries();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
