/**
 * Gold answers for the fifth fresh held-out table set (docs/eval-report.md, "held-out-5"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * generated workbook through its sheet XML (jszip), never through Docent's parser or table engine.
 * Written and committed before anything was run on it.
 *
 *   npx tsx scripts/eval-tables/held-out-5/make-files.ts   # writes files/city-parking.xlsx
 *   npx tsx scripts/eval-tables/held-out-5/gold.ts         # writes held-out-5/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { argBest, count, mean, one, questionSet, sum, topGroup, topN, yesNo } from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-5");
const csvRows = (f: string) => records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);

function weather(): void {
  const f = "weather.csv";
  const rows = csvRows(f);
  const n = (r: Row, key: string) => Number(r[key]);
  const seattle = rows.filter((r) => r.location === "Seattle");
  const newYork = rows.filter((r) => r.location === "New York");
  const day = (city: Row[], date: string) => one(city.filter((r) => r.date === date));
  q("count-all", f, "How many observations are there in total?", rows.length);
  q(
    "count",
    f,
    "How many foggy days were recorded in New York?",
    count(newYork, (r) => r.weather === "fog"),
  );
  q(
    "sum",
    f,
    "What was the total precipitation in Seattle in 2014?",
    sum(seattle.filter((r) => r.date!.startsWith("2014")).map((r) => n(r, "precipitation"))),
  );
  q("average", f, "What was the average maximum temperature in New York?", mean(newYork.map((r) => n(r, "temp_max"))));
  q("min-max", f, "What was the lowest minimum temperature in New York?", Math.min(...newYork.map((r) => n(r, "temp_min"))));
  q(
    "argmax-argmin",
    f,
    "On which date was the wind strongest in Seattle?",
    argBest(seattle, "date", (r) => n(r, "wind")),
  );
  q("earliest-latest", f, "When was the last snowy day in Seattle?", seattle.filter((r) => r.weather === "snow").at(-1)!.date!);
  q(
    "top-n",
    f,
    "What were the 3 windiest days in New York?",
    topN(newYork, "date", (r) => n(r, "wind"), 3),
  );
  q("group", f, "Which type of weather was most common in New York?", topGroup(newYork, "weather"));
  q("distinct", f, "How many different weather types are there?", new Set(rows.map((r) => r.weather)).size);
  q(
    "date-condition",
    f,
    "How many rainy days did Seattle have in 2015?",
    count(seattle, (r) => r.weather === "rain" && r.date!.startsWith("2015")),
  );
  q("iso-date", f, "What was the maximum temperature in Seattle on 2013-07-04?", n(day(seattle, "2013-07-04"), "temp_max"));
  q("yes-no", f, "Did it snow in New York on 2015-01-27?", yesNo(day(newYork, "2015-01-27").weather === "snow"));
  q(
    "compare",
    f,
    "Which city had more rainy days, Seattle or New York?",
    count(seattle, (r) => r.weather === "rain") > count(newYork, (r) => r.weather === "rain") ? "Seattle" : "New York",
  );
  q(
    "number-condition",
    f,
    "How many days in Seattle had more than 30 mm of precipitation?",
    count(seattle, (r) => n(r, "precipitation") > 30),
  );
}

function airports(): void {
  const f = "airports.csv";
  const rows = csvRows(f);
  const code = (c: string) => one(rows.filter((r) => r.iata === c));
  q(
    "count",
    f,
    "How many airports are in MT?",
    count(rows, (r) => r.state === "MT"),
  );
  q("lookup", f, "Which city is the airport with code SEA in?", code("SEA").city!);
  q("lookup", f, "What is the name of airport JFK?", code("JFK").name!);
  q("lookup", f, "What is the latitude of DEN?", Number(code("DEN").latitude));
  q(
    "argmax-argmin",
    f,
    "Which airport has the lowest latitude?",
    argBest(rows, "name", (r) => Number(r.latitude), true),
  );
  q("distinct", f, "How many different states are there in the list?", new Set(rows.map((r) => r.state)).size);
  q("group", f, "Which state has the most airports?", topGroup(rows, "state"));
  const at = rows.findIndex((r) => r.iata === "LAX");
  q("next-previous", f, "Which airport is listed just before LAX?", rows[at - 1]!.name!);
  q("last", f, "What is the last airport in the list?", rows.at(-1)!.name!);
  q(
    "list",
    f,
    "List the airports in Chicago",
    rows.filter((r) => r.city === "Chicago").map((r) => r.name!),
  );
  q("yes-no", f, "Is there an airport in Anchorage?", yesNo(rows.some((r) => r.city === "Anchorage")));
  q(
    "negation",
    f,
    "How many airports in TX are not in Houston?",
    count(rows, (r) => r.state === "TX" && r.city !== "Houston"),
  );
  q(
    "count",
    f,
    "How many airports are in FL?",
    count(rows, (r) => r.state === "FL"),
  );
  q(
    "followup",
    f,
    "And how many of those are in Miami?",
    count(rows, (r) => r.state === "FL" && r.city === "Miami"),
    "How many airports are in FL?",
  );
}

function countries(): void {
  const f = "country-codes.csv";
  const rows = csvRows(f);
  const country = (name: string) => one(rows.filter((r) => r["CLDR display name"] === name));
  q("lookup", f, "What is the dial code of Brazil?", Number(country("Brazil").Dial));
  q("lookup", f, "What is the top-level domain of Norway?", country("Norway").TLD!);
  q("lookup", f, "Which country has Canberra as its capital?", one(rows.filter((r) => r.Capital === "Canberra"))["CLDR display name"]!);
  q(
    "count",
    f,
    "How many countries are in Africa?",
    count(rows, (r) => r["Region Name"] === "Africa"),
  );
  q(
    "count",
    f,
    "How many countries are Small Island Developing States?",
    count(rows, (r) => r["Small Island Developing States (SIDS)"]!.trim() === "x"),
  );
  q("group", f, "Which sub-region has the most countries?", topGroup(rows, "Sub-region Name"));
  q("distinct", f, "How many different region names are there?", new Set(rows.map((r) => r["Region Name"]).filter((v) => v !== "")).size);
  q(
    "count-distinct",
    f,
    "How many different currency codes are used in Europe?",
    new Set(
      rows
        .filter((r) => r["Region Name"] === "Europe")
        .map((r) => r["ISO4217-currency_alphabetic_code"])
        .filter((v) => v !== ""),
    ).size,
  );
  q("yes-no", f, "Is Greenland independent?", yesNo(country("Greenland").is_independent === "Yes"));
  q(
    "list",
    f,
    "List the countries in Central Asia",
    rows.filter((r) => r["Sub-region Name"] === "Central Asia").map((r) => r["CLDR display name"]!),
  );
}

/** A sheet's rows under a one-row header at the given grid row, from the first given column. */
function sheetRows(grid: string[][], header: string[], from: number, firstCol: number): Row[] {
  return grid
    .slice(from)
    .filter((cells) => cells.some((c) => c !== ""))
    .map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[firstCol + i] ?? ""])) as Row);
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** "2011-03-14", "14/06/2016", "March 3, 2019" or an Excel serial day → ISO date */
function isoDate(raw: string): string {
  if (/^\d{4}-\d\d-\d\d$/u.test(raw)) return raw;
  const uk = /^(\d\d)\/(\d\d)\/(\d{4})$/u.exec(raw);
  if (uk) return `${uk[3]!}-${uk[2]!}-${uk[1]!}`;
  const long = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/u.exec(raw);
  if (long) return `${long[3]!}-${String(months.indexOf(long[1]!) + 1).padStart(2, "0")}-${long[2]!.padStart(2, "0")}`;
  return new Date(Date.UTC(1899, 11, 30) + Number(raw) * 86400000).toISOString().slice(0, 10);
}

async function carParks(): Promise<void> {
  const f = "held-out-5/files/city-parking.xlsx";
  const grid = await xlsxGrid(path.join(here, "files/city-parking.xlsx"), 1);
  // Header rows 4 and 5 from column B: "Capacity" merged over Cars / EV bays.
  const header = ["Car park", "Zone", "Cars", "EV bays", "Opened", "Avg stay", "Daily rate"];
  const rows = sheetRows(grid, header, 5, 1);
  const cars = (r: Row) => Number(r.Cars!.replace(/[^\d]/gu, ""));
  const rate = (r: Row) => Number(r["Daily rate"]!.replace(/[^\d.]/gu, ""));
  const stay = (r: Row) => Number(r["Avg stay"]!.split(":")[0]) * 60 + Number(r["Avg stay"]!.split(":")[1]);
  const opened = (r: Row) => isoDate(r.Opened!);
  const park = (name: string) => one(rows.filter((r) => r["Car park"] === name));
  q("count-all", f, "How many car parks are in the survey?", rows.length);
  q(
    "count",
    f,
    "How many car parks are in zone B?",
    count(rows, (r) => r.Zone === "B"),
  );
  q("sum", f, "What is the total number of car spaces?", sum(rows.map(cars)));
  q("sum", f, "How many EV bays are there in total?", sum(rows.map((r) => Number(r["EV bays"]))));
  q("average", f, "What is the average daily rate?", mean(rows.map(rate)));
  q("argmax-argmin", f, "Which car park has the most car spaces?", argBest(rows, "Car park", cars));
  const longest = Math.max(...rows.map(stay));
  q("min-max", f, "What is the longest average stay?", `${String(Math.floor(longest / 60))}:${String(longest % 60).padStart(2, "0")}`);
  q(
    "earliest-latest",
    f,
    "Which car park opened first?",
    argBest(rows, "Car park", (r) => Date.parse(opened(r)), true),
  );
  q(
    "date-condition",
    f,
    "How many car parks opened before 2010?",
    count(rows, (r) => opened(r) < "2010-01-01"),
  );
  q("lookup", f, "When did Hospital West open?", opened(park("Hospital West")));
  q("lookup", f, "What is the daily rate at Riverside?", rate(park("Riverside")));
  q("top-n", f, "Which are the 2 largest car parks by number of cars?", topN(rows, "Car park", cars, 2));
  q("group", f, "Which zone has the most car parks?", topGroup(rows, "Zone"));
  q(
    "difference",
    f,
    "How many more car spaces does Market Hall have than Civic Centre?",
    cars(park("Market Hall")) - cars(park("Civic Centre")),
  );
  const at = rows.findIndex((r) => r["Car park"] === "Cathedral Quarter");
  q("next-previous", f, "Which car park is listed after Cathedral Quarter?", rows[at + 1]!["Car park"]!);
  q("last", f, "Which car park is listed last?", rows.at(-1)!["Car park"]!);
  q("yes-no", f, "Does Hospital West have more than 50 EV bays?", yesNo(Number(park("Hospital West")["EV bays"]) > 50));
  q(
    "multi-filter",
    f,
    "List the car parks in zone A with a daily rate under £12",
    rows.filter((r) => r.Zone === "A" && rate(r) < 12).map((r) => r["Car park"]!),
  );
  q("distinct", f, "How many different zones are there?", new Set(rows.map((r) => r.Zone)).size);
}

async function museums(): Promise<void> {
  const f = "held-out-5/files/city-parking.xlsx";
  const grid = await xlsxGrid(path.join(here, "files/city-parking.xlsx"), 2);
  const rows = sheetRows(grid, grid[2]!, 3, 0);
  // French numbers: "8 900 000" (narrow no-break spaces), "12,50 €"
  const french = (v: string) => Number(v.replace(/[^\d,]/gu, "").replace(",", "."));
  const visitors = (r: Row) => french(r["Visiteurs (2023)"]!);
  const price = (r: Row) => french(r["Tarif plein (€)"]!);
  const museum = (name: string) => one(rows.filter((r) => r.Musée === name));
  q(
    "french",
    f,
    "How many museums are in Lyon?",
    count(rows, (r) => r.Ville === "Lyon"),
  );
  q("french", f, "Which museum had the most visitors?", argBest(rows, "Musée", visitors));
  q("french", f, "What is the full price at the MuCEM?", price(museum("MuCEM")));
  q("french", f, "How many visitors did the museums have in total?", sum(rows.map(visitors)));
  q(
    "french",
    f,
    "Which museums are free on Sundays?",
    rows.filter((r) => r["Gratuit le dimanche"] === "Oui").map((r) => r.Musée!),
  );
  q("french", f, "What is the average full price?", mean(rows.map(price)));
  q("french", f, "How many different cities are there?", new Set(rows.map((r) => r.Ville)).size);
  q(
    "french",
    f,
    "Combien de musées y a-t-il à Paris ?",
    count(rows, (r) => r.Ville === "Paris"),
  );
  q("french", f, "Quel est le tarif plein du Musée Fabre ?", price(museum("Musée Fabre")));
  q(
    "french",
    f,
    "Which museum in Paris had the fewest visitors?",
    argBest(
      rows.filter((r) => r.Ville === "Paris"),
      "Musée",
      visitors,
      true,
    ),
  );
  q(
    "followup",
    f,
    "And which of those are free on Sundays?",
    rows.filter((r) => r.Ville === "Lyon" && r["Gratuit le dimanche"] === "Oui").map((r) => r.Musée!),
    "How many museums are in Lyon?",
  );
}

weather();
airports();
countries();
await carParks();
await museums();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
