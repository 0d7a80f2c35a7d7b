/**
 * Gold answers for the sixteenth fresh held-out table set (docs/eval-report.md, "held-out-16"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbooks through their sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being the least asked about before: barksdale-wildlife-strikes.xlsx,
 * nasdaq-listed-symbols.csv, airports.csv and gdp.csv (none of their earlier questions repeated), plus two
 * generated messy files (make-files.ts).
 *
 * A question the table cannot answer (kind "unanswerable": the column it asks about is not in the file)
 * has the gold ["admission"]: it is right when nothing is computed from the table and the answer admits
 * the file does not say (naming the columns it has), wrong when any table result is given.
 *
 *   npx tsx scripts/eval-tables/held-out-16/make-files.ts   # writes files/trail-races-2026.csv, files/food-bank.xlsx
 *   npx tsx scripts/eval-tables/held-out-16/gold.ts         # writes held-out-16/questions.jsonl
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
  mean,
  months,
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
} from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-16");
const admission = "admission";

/** The race days, written four ways (ISO, "27 Sep 2026", "April 18, 2026", "05.09.2026" day first), read back as ISO. */
function isoOf(written: string): string {
  const pad = (x: string | number) => String(x).padStart(2, "0");
  const month = (name: string) => {
    const i = months.findIndex((m) => m.startsWith(name));
    if (i < 0 || name.length < 3) throw new Error(`unread month ${name}`);
    return pad(i + 1);
  };
  let m = /^(\d{4})-(\d\d)-(\d\d)$/u.exec(written);
  if (m) return written;
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${month(m[2]!)}-${pad(m[1]!)}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${month(m[1]!)}-${pad(m[2]!)}`;
  m = /^(\d\d)\.(\d\d)\.(\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${m[2]!}-${m[1]!}`;
  throw new Error(`unread date ${written}`);
}

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
  const model = "Aircraft Make Model";
  q(
    "next-previous",
    f,
    "what plane was involved in the strike right after the great blue heron one",
    beside(rows, (r) => r["Wildlife Species"] === "Great blue heron", 1)[model]!,
  );
  q("last", f, "which aircraft type is in the very last strike on the sheet", rows.at(-1)![model]!);
  q("distinct", f, "in how many different flight phases did birds get hit", new Set(rows.map((r) => r["Phase of flight"]!)).size);
  q(
    "several-filters",
    f,
    "how many strikes at dusk involved a B-52H",
    count(rows, (r) => r["Time of day"] === "Dusk" && r[model] === "B-52H"),
  );
  q(
    "negation",
    f,
    "how many of the strikes didnt happen on approach",
    count(rows, (r) => r["Phase of flight"] !== "Approach"),
  );
  q(
    "number-condition",
    f,
    "how many strikes needed more than $10,000 of repairs",
    count(rows, (r) => n(r, "Cost Repair") > 10000),
  );
  q("unanswerable", f, "how high was the plane flying when the great blue heron was hit", admission);
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  // The last lines are a "File Creation Time" note and a blank row, not securities.
  const rows = csv(path.join(corpus, f)).filter((r) => r.Symbol !== "" && r["Security Name"] !== "");
  if (rows.length < 5500) throw new Error("nasdaq rows");
  const symbol = (s: string) => one(rows.filter((r) => r.Symbol === s));
  q("first", f, "whats the first ticker in the nasdaq file", rows[0]!.Symbol!);
  q("next-previous", f, "which ticker sits just above AMD in the list", beside(rows, (r) => r.Symbol === "AMD", -1).Symbol!);
  q(
    "contains",
    f,
    "how many of the listed securities are warrants",
    count(rows, (r) => /warrant/iu.test(r["Security Name"]!)),
  );
  q(
    "several-filters",
    f,
    "how many Q category listings have a financial status other than N",
    count(rows, (r) => r["Market Category"] === "Q" && r["Financial Status"] !== "N"),
  );
  q("yes-no", f, "does intel trade in round lots of 100?", yesNo(symbol("INTC")["Round Lot Size"] === "100"));
  q(
    "group",
    f,
    "which market category has the most listings with status D",
    topGroup(
      rows.filter((r) => r["Financial Status"] === "D"),
      "Market Category",
    ),
  );
  q("unanswerable", f, "what sector is nvidia in", admission);
}

function airports(): void {
  const f = "airports.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 3376) throw new Error("airport rows");
  const code = (c: string) => one(rows.filter((r) => r.iata === c));
  const inState = (s: string) => rows.filter((r) => r.state === s);
  q("first", f, "which airport is at the top of the airports list", rows[0]!.name!);
  q("top-n", f, "which state has the 2nd highest number of airports", topN(counted(rows, "state"), "state", (r) => n(r, "total"), 2)[1]!);
  q("average", f, "whats the average latitude of the airports in florida", mean(inState("FL").map((r) => n(r, "latitude"))));
  q("difference", f, "how many degrees further north is ANC than HNL", cents(n(code("ANC"), "latitude") - n(code("HNL"), "latitude")));
  q(
    "compare",
    f,
    "georgia or alabama - which one has more airports in the file",
    onlyBest(
      counted(
        rows.filter((r) => r.state === "GA" || r.state === "AL"),
        "state",
      ),
      "state",
      (r) => n(r, "total"),
    ),
  );
  q(
    "several-filters",
    f,
    "how many texas airports are north of 33 degrees latitude",
    count(inState("TX"), (r) => n(r, "latitude") > 33),
  );
  q("unanswerable", f, "how many passengers went through LAX last year", admission);
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length < 13000) throw new Error("gdp rows");
  const value = (country: string, year: number) =>
    n(one(rows.filter((r) => r["Country Name"] === country && r.Year === String(year))), "Value");
  q("difference", f, "by how much was canada's gdp bigger than australia's in 2012", value("Canada", 2012) - value("Australia", 2012));
  q("yes-no", f, "did turkey's economy shrink from 2019 to 2020", yesNo(value("Turkiye", 2020) < value("Turkiye", 2019)));
  q(
    "next-previous",
    f,
    "what country comes right after zambia in the gdp file",
    beside(
      rows,
      (r) =>
        r["Country Name"] === "Zambia" &&
        r.Year === String(Math.max(...rows.filter((x) => x["Country Name"] === "Zambia").map((x) => n(x, "Year")))),
      1,
    )["Country Name"]!,
  );
  q("ratio", f, "how many times bigger was china's gdp in 2020 than in 2000", value("China", 2020) / value("China", 2000));
  const russia = rows.filter((r) => r["Country Name"] === "Russian Federation");
  q(
    "number-condition",
    f,
    "in how many years did russia's gdp fall compared to the year before",
    count(russia, (r) => {
      const before = russia.find((x) => n(x, "Year") === n(r, "Year") - 1);
      return before !== undefined && n(r, "Value") < n(before, "Value");
    }),
  );
}

function races(): void {
  const f = "held-out-16/files/trail-races-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/trail-races-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Race"),
  );
  if (rows.length !== 16) throw new Error("race rows");
  const race = "Race";
  const km = (r: Row) => Number(r.Distance!.replace(/\s*km$/u, ""));
  const climb = (r: Row) => unitNumber(r.Climb!);
  const finishers = (r: Row) => unitNumber(r.Finishers!);
  const winning = (r: Row) => clock(r["Winning time"]!);
  const fee = (r: Row) => dollars(r["Entry fee"]!);
  const prize = (r: Row) => (r["Prize fund"] === "none" ? 0 : dollars(r["Prize fund"]!));
  const chip = (r: Row) => r["Chip timed"] === "yes";
  const medal = (r: Row) => r.Medal === "✓";
  const day = (r: Row) => isoOf(r["Race day"]!);
  const named = (name: string) => one(rows.filter((r) => r[race] === name));
  const racesOf = (rs: Row[]) => rs.map((r) => r[race]!);
  q("number-unit", f, "which race had the most people finish", onlyBest(rows, race, finishers));
  q(
    "number-condition",
    f,
    "how many races had more than 1000 finishers",
    count(rows, (r) => finishers(r) > 1000),
  );
  q("duration", f, "which race had the quickest winning time", onlyBest(rows, race, winning, true));
  q(
    "duration",
    f,
    "how many races were won in under an hour",
    count(rows, (r) => winning(r) < 60),
  );
  q(
    "everyday-words",
    f,
    "how much uphill is there altogether in the peak events races",
    sum(rows.filter((r) => r.Organiser === "Peak Events").map(climb)),
  );
  q("amount-dollar", f, "whats the most expensive race to enter", onlyBest(rows, race, fee));
  q("amount-dollar", f, "how much prize money is on offer across the whole series", sum(rows.map(prize)));
  q(
    "flag-tick",
    f,
    "which races in the cairngorms give finishers a medal",
    racesOf(rows.filter((r) => r.Region === "Cairngorms" && medal(r))),
  );
  q(
    "negation",
    f,
    "how many races arent organised by peak events",
    count(rows, (r) => r.Organiser !== "Peak Events"),
  );
  q(
    "next-previous",
    f,
    "what race comes after the culloden moor run in the list",
    beside(rows, (r) => r[race] === "Culloden Moor Run", 1)[race]!,
  );
  q("next-previous", f, "which race is just before kintail ridge race", beside(rows, (r) => r[race] === "Kintail Ridge Race", -1)[race]!);
  q("first", f, "whats the first race in the file", rows[0]![race]!);
  q("last", f, "which race is listed last", rows.at(-1)![race]!);
  q("mixed-dates", f, "what date is the torridon ultra on", day(named("Torridon Ultra")));
  q(
    "earliest-latest",
    f,
    "which race is the earliest in the year",
    onlyBest(rows, race, (r) => -Date.parse(day(r))),
  );
  q(
    "date-condition",
    f,
    "how many races take place from september onwards",
    count(rows, (r) => day(r) >= "2026-09-01"),
  );
  q("group", f, "which organiser puts on the most races", topGroup(rows, "Organiser"));
  q(
    "group-sum",
    f,
    "which region had the most runners finishing overall",
    onlyBest(totals(rows, "Region", finishers), "Region", (r) => n(r, "total")),
  );
  q(
    "difference",
    f,
    "how many minutes longer was the winning time at the fort william fling than at the speyside whisky trail",
    winning(named("Fort William Fling")) - winning(named("Speyside Whisky Trail")),
  );
  q(
    "several-filters",
    f,
    "how many races over 20km are chip timed",
    count(rows, (r) => km(r) > 20 && chip(r)),
  );
  q("average", f, "whats the avg entry fee", mean(rows.map(fee)));
  q("yes-no", f, "is the nairn coastal 15 chip timed?", yesNo(chip(named("Nairn Coastal 15"))));
  q("distinct", f, "how many different regions do the races cover", new Set(rows.map((r) => r.Region!)).size);
  q("unanswerable", f, "how many runners dropped out of the torridon ultra", admission);
}

async function foodBank(): Promise<void> {
  const f = "held-out-16/files/food-bank.xlsx";
  const file = path.join(here, "files/food-bank.xlsx");
  // The header sits at C4 on both sheets, under a title, a note and a blank row.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 3, 2);
  const [east, west] = [await sheet(1), await sheet(2)];
  if (east.length !== 11 || west.length !== 9 || east[0]!.Volunteer !== "Amara Okafor" || west[0]!.Volunteer !== "Lena Fischer")
    throw new Error("food bank sheets");
  const who = "Volunteer";
  const hours = (r: Row) => unitNumber(r.Hours!);
  const shift = (r: Row) => clock(r["Avg shift"]!);
  const mileage = (r: Row) => dollars(r.Mileage!);
  const drives = (r: Row) => r["Drives van"] === "yes";
  const checked = (r: Row) => r["Safeguarding check"] === "✓";
  const started = (r: Row) => n(r, "Started");
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r[who] === name));
  const names = (rs: Row[]) => rs.map((r) => r[who]!);
  q("look-alike-sheet", f, "how many volunteers does the westgate depot have", west.length);
  q("look-alike-sheet", f, "total hours put in at eastgate this month?", sum(east.map(hours)));
  q("lookup", f, "how many shifts did paula mendes do", n(named(west, "Paula Mendes"), "Shifts"));
  q("duration", f, "who does the longest shifts on average at eastgate", onlyBest(east, who, shift));
  q(
    "duration",
    f,
    "how many westgate volunteers average 4 hours or more a shift",
    count(west, (r) => shift(r) >= 240),
  );
  q("amount-dollar", f, "how much mileage was claimed at eastgate in total", cents(sum(east.map(mileage))));
  q("flag-tick", f, "who at eastgate still needs their safeguarding check", names(east.filter((r) => !checked(r))));
  q("flag-yes-no", f, "how many westgate volunteers can drive the van", count(west, drives));
  q("earliest-latest", f, "whos been volunteering at westgate the longest", onlyBest(west, who, started, true));
  q("average", f, "average hours for the packing team at eastgate", mean(east.filter((r) => r.Role === "Packing").map(hours)));
  q(
    "group-sum",
    f,
    "which role clocks up the most hours at westgate",
    onlyBest(totals(west, "Role", hours), "Role", (r) => n(r, "total")),
  );
  q(
    "compare",
    f,
    "who did more shifts, amara okafor or jenny lowther",
    onlyBest([named(east, "Amara Okafor"), named(east, "Jenny Lowther")], who, (r) => n(r, "Shifts")),
  );
  q(
    "difference",
    f,
    "how many more hours did marcus obi put in than nora quinn",
    hours(named(west, "Marcus Obi")) - hours(named(west, "Nora Quinn")),
  );
  q("next-previous", f, "who's listed after deborah klein on the eastgate sheet", beside(east, (r) => r[who] === "Deborah Klein", 1)[who]!);
  q("yes-no", f, "has tariq aziz had his safeguarding check done", yesNo(checked(named(west, "Tariq Aziz"))));
  q(
    "several-filters",
    f,
    "how many eastgate volunteers who drive the van have passed the safeguarding check",
    count(east, (r) => drives(r) && checked(r)),
  );
  q(
    "number-condition",
    f,
    "how many westgate volunteers started before 2018",
    count(west, (r) => started(r) < 2018),
  );
  q("top-n", f, "who did the 2nd most hours at westgate", topN(west, who, hours, 2)[1]!);
  q("last", f, "whos the last name on the westgate sheet", west.at(-1)![who]!);
  q("unanswerable", f, "whats kamal haddad's phone number", admission);
}

await barksdale();
nasdaq();
airports();
gdp();
races();
await foodBank();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
