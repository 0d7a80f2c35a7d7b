/**
 * Gold answers for the ninth fresh held-out table set (docs/eval-report.md, "held-out-9"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbook through its sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being among the least asked about before: airports.csv, gdp.csv and
 * weather.csv (none of their earlier questions repeated), plus two generated messy files
 * (make-files.ts).
 *
 *   npx tsx scripts/eval-tables/held-out-9/make-files.ts   # writes files/park-and-ride-2025.csv, files/food-bank-depots.xlsx
 *   npx tsx scripts/eval-tables/held-out-9/gold.ts         # writes held-out-9/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { argBest, count, mean, n, one, questionSet, sum, topGroup, topN, totals, unitNumber, yesNo } from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-9");
const csvRows = (f: string) => records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);
/** "€1.234,50" → 1234.5 */
const european = (v: string) => Number(v.replace(/[€\s.]/gu, "").replace(",", "."));
/** "3:23" → 3*60+23 (the unit of the column) */
const clock = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);
const clockText = (x: number) => `${String(Math.floor(x / 60))}:${String(x % 60).padStart(2, "0")}`;

function airports(): void {
  const f = "airports.csv";
  const rows = csvRows(f);
  if (rows.length !== 3376) throw new Error("airport rows");
  const inState = (s: string) => rows.filter((r) => r.state === s);
  const byName = (name: string) => one(rows.filter((r) => r.name === name));
  q(
    "count",
    f,
    "How many airports does Honolulu have?",
    count(rows, (r) => r.city === "Honolulu"),
  );
  q("lookup", f, "What's the three-letter code for Key West International?", byName("Key West International").iata!);
  q("distinct", f, "How many different cities in MT have an airport?", new Set(inState("MT").map((r) => r.city)).size);
  q(
    "list",
    f,
    "Name the airports in Guam.",
    inState("GU").map((r) => r.name!),
  );
  q("yes-no", f, "Does Boise have an airport on the list?", yesNo(rows.some((r) => r.city === "Boise")));
  q(
    "next-previous",
    f,
    "What's the next airport in the file after Boise Air Terminal?",
    rows[rows.indexOf(byName("Boise Air Terminal")) + 1]!.name!,
  );
  q("compare", f, "Which state has more airports, OH or MI?", inState("OH").length > inState("MI").length ? "OH" : "MI");
  q("difference", f, "How many more airports are there in CA than in NV?", inState("CA").length - inState("NV").length);
  q(
    "number-condition",
    f,
    "How many airports lie north of latitude 60?",
    count(rows, (r) => n(r, "latitude") > 60),
  );
  q(
    "several-filters",
    f,
    "Which airport in Maine (ME) is the furthest north?",
    argBest(inState("ME"), "name", (r) => n(r, "latitude")),
  );
  q(
    "negation",
    f,
    "How many airports in NY are not in New York City itself?",
    count(inState("NY"), (r) => r.city !== "New York"),
  );
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = csvRows(f);
  const value = (country: string, year: number) =>
    n(one(rows.filter((r) => r["Country Name"] === country && n(r, "Year") === year)), "Value");
  const of = (country: string) => rows.filter((r) => r["Country Name"] === country);
  q("lookup", f, "What was Nigeria's GDP in 2005?", value("Nigeria", 2005));
  q("earliest-latest", f, "What's the most recent year with a GDP figure for Ghana?", Math.max(...of("Ghana").map((r) => n(r, "Year"))));
  q(
    "top-n",
    f,
    "Which were Brazil's three biggest GDP years?",
    topN(of("Brazil"), "Year", (r) => n(r, "Value"), 3),
  );
  q(
    "compare",
    f,
    "Which was bigger in 2000, Sweden's GDP or Norway's?",
    value("Sweden", 2000) > value("Norway", 2000) ? "Sweden" : "Norway",
  );
  q("difference", f, "By how much did Poland's GDP drop from 2008 to 2009?", value("Poland", 2008) - value("Poland", 2009));
  q(
    "number-condition",
    f,
    "In how many years was India's GDP over 2 trillion dollars?",
    count(of("India"), (r) => n(r, "Value") > 2e12),
  );
  q(
    "average",
    f,
    "What was Ghana's average GDP during the 1990s?",
    mean(
      of("Ghana")
        .filter((r) => n(r, "Year") >= 1990 && n(r, "Year") <= 1999)
        .map((r) => n(r, "Value")),
    ),
  );
  q("sum", f, "Add up Ireland's GDP for 2020, 2021 and 2022.", sum([2020, 2021, 2022].map((y) => value("Ireland", y))));
  q("yes-no", f, "Did Argentina's GDP fall between 2018 and 2019?", yesNo(value("Argentina", 2019) < value("Argentina", 2018)));
  q(
    "count",
    f,
    "How many entries are there for the year 1960?",
    count(rows, (r) => n(r, "Year") === 1960),
  );
}

function weather(): void {
  const f = "weather.csv";
  const rows = csvRows(f);
  const at = (place: string) => rows.filter((r) => r.location === place);
  const seattle = at("Seattle");
  const newYork = at("New York");
  q(
    "several-filters",
    f,
    "On how many rainy Seattle days in 2013 did the high go above 20 degrees?",
    count(seattle, (r) => r.date!.startsWith("2013") && r.weather === "rain" && n(r, "temp_max") > 20),
  );
  const day = one(newYork.filter((r) => r.date === "2014-02-13"));
  q("next-previous", f, "What was the weather in New York the day after 13 February 2014?", newYork[newYork.indexOf(day) + 1]!.weather!);
  const hottest = (rs: Row[]) => Math.max(...rs.map((r) => n(r, "temp_max")));
  q("difference", f, "How much hotter was New York's hottest day than Seattle's?", hottest(newYork) - hottest(seattle));
  q("yes-no", f, "Did New York ever get more than 50 mm of rain in one day?", yesNo(newYork.some((r) => n(r, "precipitation") > 50)));
  q(
    "average",
    f,
    "What was the average low in Seattle in December 2012?",
    mean(seattle.filter((r) => r.date!.startsWith("2012-12")).map((r) => n(r, "temp_min"))),
  );
  q("last", f, "What was the weather on the last day recorded for New York?", newYork.at(-1)!.weather!);
}

function parkAndRide(): void {
  const f = "held-out-9/files/park-and-ride-2025.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/park-and-ride-2025.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Car park"),
  );
  if (rows.length !== 12) throw new Error("park rows");
  const revenue = (r: Row) => european(r.Revenue!);
  const spaces = (r: Row) => unitNumber(r.Spaces!);
  const cars = (r: Row) => n(r, "Cars parked");
  const ev = (r: Row) => r["EV charging"] === "✓";
  const park = (name: string) => one(rows.filter((r) => r["Car park"] === name));
  q("count-all", f, "How many car parks are in the scheme?", rows.length);
  q("flag-tick", f, "How many car parks have EV chargers?", count(rows, ev));
  q("amount-euro", f, "What was the total revenue across all car parks?", sum(rows.map(revenue)));
  q("amount-euro", f, "Which car park earned the least?", argBest(rows, "Car park", revenue, true));
  q("number-unit", f, "How many spaces are there at Wrexham Gateway?", spaces(park("Wrexham Gateway")));
  q("number-unit", f, "Which car park is the biggest?", argBest(rows, "Car park", spaces));
  q(
    "number-unit",
    f,
    "How many car parks have fewer than 400 spaces?",
    count(rows, (r) => spaces(r) < 400),
  );
  q(
    "duration",
    f,
    "Where do people stay the longest on average?",
    argBest(rows, "Car park", (r) => clock(r["Average stay"]!)),
  );
  q("duration", f, "What's the average stay at Hooton?", park("Hooton")["Average stay"]!);
  q(
    "not-available",
    f,
    "Which car parks have no bus route?",
    rows.filter((r) => r["Bus route"] === "n/a").map((r) => r["Car park"]!),
  );
  q("next-previous", f, "Which car park comes after Queensferry in the list?", rows[rows.indexOf(park("Queensferry")) + 1]!["Car park"]!);
  q("last", f, "What is the last car park listed?", rows.at(-1)!["Car park"]!);
  q("compare", f, "Did Northgate or Sealand Road park more cars?", argBest([park("Northgate"), park("Sealand Road")], "Car park", cars));
  q("difference", f, "How much more did Northgate take than Sealand Road?", revenue(park("Northgate")) - revenue(park("Sealand Road")));
  q("yes-no", f, "Is there EV charging at Mold Road?", yesNo(ev(park("Mold Road"))));
  q(
    "earliest-latest",
    f,
    "Which is the oldest car park?",
    argBest(rows, "Car park", (r) => -Date.parse(r.Opened!)),
  );
  q(
    "date-condition",
    f,
    "How many car parks opened after 2015?",
    count(rows, (r) => r.Opened! >= "2016"),
  );
  q(
    "group-sum",
    f,
    "Which town has the most parking spaces in total?",
    argBest(totals(rows, "Town", spaces), "Town", (r) => n(r, "total")),
  );
  q("distinct", f, "How many different towns have a park and ride?", new Set(rows.map((r) => r.Town)).size);
  q("top-n", f, "What were the three busiest car parks by cars parked?", topN(rows, "Car park", cars, 3));
  q(
    "several-filters",
    f,
    "Which car parks in Chester have EV charging and more than 1,000 spaces?",
    rows.filter((r) => r.Town === "Chester" && ev(r) && spaces(r) > 1000).map((r) => r["Car park"]!),
  );
  q(
    "negation",
    f,
    "How many car parks are not in Chester?",
    count(rows, (r) => r.Town !== "Chester"),
  );
  const previous = "How many car parks are there in Deeside?";
  q(
    "count",
    f,
    previous,
    count(rows, (r) => r.Town === "Deeside"),
  );
  q("followup", f, "And how many cars did they park between them?", sum(rows.filter((r) => r.Town === "Deeside").map(cars)), previous);
}

async function foodBank(): Promise<void> {
  const f = "held-out-9/files/food-bank-depots.xlsx";
  const file = path.join(here, "files/food-bank-depots.xlsx");
  // The header sits at B4 on both sheets, under a title and a note.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 3, 1);
  const q1 = await sheet(1);
  const q2 = await sheet(2);
  if (q1.length !== 10 || q2.length !== 10 || q2[0]!.Depot !== "St Mark's Hall") throw new Error("depot sheets");
  const depot = (rows: Row[], name: string) => one(rows.filter((r) => r.Depot === name));
  const parcels = (r: Row) => n(r, "Parcels");
  const cash = (r: Row) => european(r["Cash donations"]!);
  const kg = (r: Row) => unitNumber(r.Weight!);
  const chilled = (r: Row) => r.Chilled === "✓";
  const open = (rows: Row[]) => rows.filter((r) => r.Parcels !== "n/a");
  q("look-alike-sheet", f, "How many parcels were handed out in Q2?", sum(q2.map(parcels)));
  q("look-alike-sheet", f, "How many parcels did Canal Street give out in the first quarter?", parcels(depot(q1, "Canal Street")));
  q("flag-tick", f, "How many depots can store chilled food?", count(q2, chilled));
  q("not-available", f, "What was the average number of parcels per depot in Q1?", mean(open(q1).map(parcels)));
  q("amount-euro", f, "How much cash was donated in Q2 altogether?", sum(q2.map(cash)));
  q("amount-euro", f, "Which depot got the most cash donations in Q1?", argBest(q1, "Depot", cash));
  q("number-unit", f, "How many kilos of food went out in Q2?", sum(q2.map(kg)));
  q(
    "duration",
    f,
    "Which depot had the longest average wait in Q2?",
    argBest(q2, "Depot", (r) => clock(r["Average wait"]!)),
  );
  q("duration", f, "What was the shortest average wait in Q2?", clockText(Math.min(...q2.map((r) => clock(r["Average wait"]!)))));
  q(
    "earliest-latest",
    f,
    "Which depot was inspected longest ago?",
    argBest(q2, "Depot", (r) => -Date.parse(r["Last inspection"]!)),
  );
  q(
    "date-condition",
    f,
    "How many depots have been inspected in 2025?",
    count(q2, (r) => r["Last inspection"]!.startsWith("2025")),
  );
  q(
    "compare",
    f,
    "In Q2, did Brookfield Church or Riverside Mosque give out more parcels?",
    argBest([depot(q2, "Brookfield Church"), depot(q2, "Riverside Mosque")], "Depot", parcels),
  );
  q(
    "difference",
    f,
    "How many more parcels did Greenacres Hub hand out in Q2 than in Q1?",
    parcels(depot(q2, "Greenacres Hub")) - parcels(depot(q1, "Greenacres Hub")),
  );
  q("next-previous", f, "Which depot is listed right after Westway Library?", q2[q2.indexOf(depot(q2, "Westway Library")) + 1]!.Depot!);
  q(
    "group-sum",
    f,
    "Which area gave out the most parcels in Q2?",
    argBest(totals(q2, "Area", parcels), "Area", (r) => n(r, "total")),
  );
  q(
    "yes-no",
    f,
    "Did Parkview School give out fewer parcels in Q2 than in Q1?",
    yesNo(parcels(depot(q2, "Parkview School")) < parcels(depot(q1, "Parkview School"))),
  );
  q(
    "several-filters",
    f,
    "Which chilled depots in the East or North gave out over 1,500 parcels in Q2?",
    q2.filter((r) => chilled(r) && (r.Area === "East" || r.Area === "North") && parcels(r) > 1500).map((r) => r.Depot!),
  );
  q(
    "negation",
    f,
    "How many depots have no chilled storage?",
    count(q2, (r) => !chilled(r)),
  );
  q(
    "top-n",
    f,
    "Which two depots had the fewest volunteers in Q2?",
    topN(q2, "Depot", (r) => n(r, "Volunteers"), 2, true),
  );
  q("group", f, "Which part of the city has the most chilled depots?", topGroup(q2.filter(chilled), "Area"));
  q("sum", f, "How many volunteers were there in total in Q1?", sum(q1.map((r) => n(r, "Volunteers"))));
}

airports();
gdp();
weather();
parkAndRide();
await foodBank();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
