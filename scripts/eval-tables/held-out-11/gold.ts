/**
 * Gold answers for the eleventh fresh held-out table set (docs/eval-report.md, "held-out-11"), computed
 * straight from the raw files: the corpus CSV through the plain CSV reader of ../raw-files.ts, the
 * workbooks through their sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being among the least asked about before: barksdale-wildlife-strikes.xlsx
 * and country-codes.csv (none of their earlier questions repeated), plus two generated messy files
 * (make-files.ts).
 *
 *   npx tsx scripts/eval-tables/held-out-11/make-files.ts   # writes files/mountain-huts-2025.csv, files/repair-cafes.xlsx
 *   npx tsx scripts/eval-tables/held-out-11/gold.ts         # writes held-out-11/questions.jsonl
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
const { questions, q } = questionSet("held-out-11");
/** "€1.234,50" → 1234.5 */
const european = (v: string) => Number(v.replace(/[€\s.]/gu, "").replace(",", "."));
/** "1:25" → 85 (minutes) */
const clock = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);
/** Rows counted per value of `key`, under "count". */
function counts(rows: Row[], key: string): Row[] {
  return [...new Set(rows.map((r) => r[key]!))].map((k) => ({ [key]: k, count: String(count(rows, (r) => r[key] === k)) }));
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
  // Flight dates are stored as dates (Excel serial days) or as text; both read as ISO here.
  const iso = (r: Row) => {
    const raw = r["Flight Date"]!;
    if (/^\d{4}-/u.test(raw)) return raw.slice(0, 10);
    return new Date(Date.UTC(1899, 11, 30) + Number(raw) * 86400000).toISOString().slice(0, 10);
  };
  const time = (t: string) => count(rows, (r) => r["Time of day"] === t);
  q(
    "top-n",
    f,
    "Which three kinds of wildlife were hit most often?",
    topN(counts(rows, "Wildlife Species"), "Wildlife Species", (r) => n(r, "count"), 3),
  );
  q("compare", f, "Were there more strikes at dawn or at dusk?", time("Dawn") > time("Dusk") ? "Dawn" : "Dusk");
  q("difference", f, "How many more strikes happened by day than by night?", time("Day") - time("Night"));
  q("yes-no", f, "Did a strike ever happen during descent?", yesNo(rows.some((r) => r["Phase of flight"] === "Descent")));
  q(
    "number-condition",
    f,
    "How many birds were hit at more than 250 knots?",
    count(rows, (r) => /^\d+$/u.test(r["Speed IAS in knots"]!) && n(r, "Speed IAS in knots") > 250),
  );
  q("group", f, "Which type of aircraft hit wildlife most often?", topGroup(rows, "Aircraft Make Model"));
  q("distinct", f, "How many different aircraft types show up in the strikes?", new Set(rows.map((r) => r["Aircraft Make Model"])).size);
  q(
    "several-filters",
    f,
    "How many KC-10A strikes on approach happened at night?",
    count(rows, (r) => r["Aircraft Make Model"] === "KC-10A" && r["Phase of flight"] === "Approach" && r["Time of day"] === "Night"),
  );
  const vultures = rows
    .filter((r) => r["Wildlife Species"] === "Turkey vulture")
    .map(iso)
    .sort();
  q("earliest-latest", f, "When was a turkey vulture last hit?", vultures.at(-1)!);
  q("average", f, "What did the average strike cost in repairs?", mean(rows.map((r) => n(r, "Cost Repair"))));
}

function countries(): void {
  const f = "country-codes.csv";
  const rows = records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);
  if (rows.length !== 249) throw new Error(`country rows ${String(rows.length)}`);
  const name = (r: Row) => r["CLDR display name"]!;
  const country = (c: string) => one(rows.filter((r) => name(r) === c));
  q("lookup", f, "What number do you dial to phone Iceland?", n(country("Iceland"), "Dial"));
  q("next-previous", f, "Which country comes straight after Peru in the table?", name(rows[rows.indexOf(country("Peru")) + 1]!));
  q("last", f, "What's the last country in the list?", name(rows.at(-1)!));
  q(
    "count",
    f,
    "How many countries and territories have the US dollar as their currency?",
    count(rows, (r) => r["ISO4217-currency_alphabetic_code"] === "USD"),
  );
  q(
    "negation",
    f,
    "How many places in the Americas are not independent countries?",
    count(rows, (r) => r["Region Name"] === "Americas" && r.is_independent !== "Yes"),
  );
  q(
    "group",
    f,
    "Which region has the most landlocked developing countries?",
    topGroup(
      rows.filter((r) => r["Land Locked Developing Countries (LLDC)"] === "x"),
      "Region Name",
    ),
  );
  q(
    "yes-no",
    f,
    "Is Bolivia a landlocked developing country?",
    yesNo(country("Bolivia")["Land Locked Developing Countries (LLDC)"] === "x"),
  );
  const sub = (s: string) => count(rows, (r) => r["Sub-region Name"] === s);
  if (sub("Western Asia") === sub("South-eastern Asia")) throw new Error("sub-region tie");
  q(
    "compare",
    f,
    "Are there more countries in Western Asia or in South-eastern Asia?",
    sub("Western Asia") > sub("South-eastern Asia") ? "Western Asia" : "South-eastern Asia",
  );
}

function huts(): void {
  const f = "held-out-11/files/mountain-huts-2025.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/mountain-huts-2025.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Hut"),
  );
  if (rows.length !== 14) throw new Error("hut rows");
  const price = (r: Row) => european(r["Price per night"]!);
  const stays = (r: Row) => unitNumber(r["Overnight stays"]!);
  const walk = (r: Row) => clock(r["Walk-in"]!);
  const drying = (r: Row) => r["Drying room"] === "✓";
  const beds = (r: Row) => n(r, "Beds");
  const hut = (name: string) => one(rows.filter((r) => r.Hut === name));
  q("count-all", f, "How many huts are on the list?", rows.length);
  q("flag-tick", f, "How many huts have a drying room?", count(rows, drying));
  q("number-unit", f, "Which hut had the most overnight stays?", argBest(rows, "Hut", stays));
  q("number-unit", f, "Which hut was least used?", argBest(rows, "Hut", stays, true));
  q("number-unit", f, "How many nights were spent at Shenavall Stable?", stays(hut("Shenavall Stable")));
  q("amount-euro", f, "Which hut charges the most for a night?", argBest(rows, "Hut", price));
  q(
    "amount-euro",
    f,
    "How much dearer is a night at Beinn Eighe Lodge than at Glen Feshie Hut?",
    Math.round((price(hut("Beinn Eighe Lodge")) - price(hut("Glen Feshie Hut"))) * 100) / 100,
  );
  q("average", f, "What does a night cost on average across all the huts?", Math.round(mean(rows.map(price)) * 100) / 100);
  q("duration", f, "Which hut has the longest walk in?", argBest(rows, "Hut", walk));
  q(
    "duration",
    f,
    "How many huts can you reach in under an hour from the road?",
    count(rows, (r) => walk(r) < 60),
  );
  q(
    "not-available",
    f,
    "Which Skye huts have no winter room?",
    rows.filter((r) => r.Range === "Skye" && r["Winter room"] === "n/a").map((r) => r.Hut!),
  );
  q(
    "number-unit",
    f,
    "How many winter-room beds are there altogether?",
    sum(rows.filter((r) => r["Winter room"] !== "n/a").map((r) => unitNumber(r["Winter room"]!))),
  );
  q("last", f, "Which hut is listed last?", rows.at(-1)!.Hut!);
  q("next-previous", f, "What hut comes after Steall Meadow Hut in the list?", rows[rows.indexOf(hut("Steall Meadow Hut")) + 1]!.Hut!);
  q(
    "compare",
    f,
    "Which sleeps more people, Coire Ardair House or Glen Brittle Bunkhouse?",
    argBest([hut("Coire Ardair House"), hut("Glen Brittle Bunkhouse")], "Hut", beds),
  );
  q("yes-no", f, "Is there a drying room at Quinag Corner House?", yesNo(drying(hut("Quinag Corner House"))));
  q(
    "earliest-latest",
    f,
    "Which is the oldest hut?",
    argBest(rows, "Hut", (r) => -Date.parse(r.Opened!)),
  );
  q(
    "date-condition",
    f,
    "How many huts opened in 2010 or later?",
    count(rows, (r) => r.Opened! >= "2010"),
  );
  q(
    "group-sum",
    f,
    "Which range has the most beds in total?",
    argBest(totals(rows, "Range", beds), "Range", (r) => n(r, "total")),
  );
  q("top-n", f, "What are the three biggest huts by number of beds?", topN(rows, "Hut", beds, 3));
  q(
    "several-filters",
    f,
    "Which huts with a drying room cost under €30 a night and take more than an hour to walk to?",
    rows.filter((r) => drying(r) && price(r) < 30 && walk(r) > 60).map((r) => r.Hut!),
  );
  const previous = "How many huts are there in Torridon?";
  q(
    "count",
    f,
    previous,
    count(rows, (r) => r.Range === "Torridon"),
  );
  q(
    "followup",
    f,
    "And how many overnight stays did they have between them?",
    sum(rows.filter((r) => r.Range === "Torridon").map(stays)),
    previous,
  );
}

async function cafes(): Promise<void> {
  const f = "held-out-11/files/repair-cafes.xlsx";
  const file = path.join(here, "files/repair-cafes.xlsx");
  // The header sits at B6 on both sheets, under a title, two notes and two blank rows.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 5, 1);
  const march = await sheet(1);
  const april = await sheet(2);
  if (march.length !== 11 || april.length !== 11 || march[0]!.Venue !== "St Mary's Church Hall") throw new Error("cafe sheets");
  const venue = (rows: Row[], name: string) => one(rows.filter((r) => r.Venue === name));
  const met = (rows: Row[]) => rows.filter((r) => r["Items fixed"] !== "n/a");
  const fixed = (r: Row) => (r["Items fixed"] === "n/a" ? 0 : n(r, "Items fixed"));
  const donations = (r: Row) => european(r.Donations!);
  const soldering = (r: Row) => r.Soldering === "✓";
  q("look-alike-sheet", f, "How many items were fixed in April across all the cafés?", sum(april.map(fixed)));
  q("look-alike-sheet", f, "How many things got fixed at Kendal Town Hall in March?", fixed(venue(march, "Kendal Town Hall")));
  q(
    "not-available",
    f,
    "Which venue didn't hold a session in April?",
    april.filter((r) => r["Items fixed"] === "n/a").map((r) => r.Venue!),
  );
  q("not-available", f, "On average, how many items did each café that met fix in March?", mean(met(march).map(fixed)));
  q("amount-euro", f, "Which café took the most in donations in April?", argBest(april, "Venue", donations));
  q("amount-euro", f, "What were the total donations in March?", Math.round(sum(march.map(donations)) * 100) / 100);
  q(
    "number-unit",
    f,
    "How many volunteers helped at The Old Fire Station in April?",
    unitNumber(venue(april, "The Old Fire Station").Volunteers!),
  );
  q(
    "duration",
    f,
    "Where did a repair take longest on average in March?",
    argBest(met(march), "Venue", (r) => clock(r["Average repair"]!)),
  );
  q(
    "flag-tick",
    f,
    "Which venues in Kendal have a soldering station?",
    april.filter((r) => r.Town === "Kendal" && soldering(r)).map((r) => r.Venue!),
  );
  q(
    "negation",
    f,
    "How many cafés can't do soldering?",
    count(april, (r) => !soldering(r)),
  );
  q(
    "earliest-latest",
    f,
    "According to the April sheet, which café meets next soonest?",
    argBest(april, "Venue", (r) => -Date.parse(r["Next session"]!)),
  );
  q(
    "date-condition",
    f,
    "On the March sheet, how many cafés have their next session before 15 April?",
    count(march, (r) => r["Next session"]! < "2026-04-15"),
  );
  q(
    "difference",
    f,
    "How many more items did Brewery Arts Centre fix in April than in March?",
    fixed(venue(april, "Brewery Arts Centre")) - fixed(venue(march, "Brewery Arts Centre")),
  );
  q(
    "yes-no",
    f,
    "Did Whitehaven Civic Hall fix more in April than in March?",
    yesNo(fixed(venue(april, "Whitehaven Civic Hall")) > fixed(venue(march, "Whitehaven Civic Hall"))),
  );
  q(
    "compare",
    f,
    "Who fixed more in April, Greenside Library or Windermere Methodist Hall?",
    argBest([venue(april, "Greenside Library"), venue(april, "Windermere Methodist Hall")], "Venue", fixed),
  );
  q(
    "group-sum",
    f,
    "Which town got the most items fixed in April?",
    argBest(totals(april, "Town", fixed), "Town", (r) => n(r, "total")),
  );
  q(
    "top-n",
    f,
    "Which two cafés that met had the fewest items brought in March?",
    topN(met(march), "Venue", (r) => n(r, "Items brought"), 2, true),
  );
  q("lookup", f, "What town is Kirkgate's café in?", venue(april, "Cockermouth Kirkgate").Town!);
  q(
    "several-filters",
    f,
    "In April, which cafés with soldering fixed more than 30 items and took over €600 in donations?",
    april.filter((r) => soldering(r) && fixed(r) > 30 && donations(r) > 600).map((r) => r.Venue!),
  );
  q("last", f, "What's the last venue on the March sheet?", march.at(-1)!.Venue!);
  q(
    "count",
    f,
    "How many cafés fixed at least 40 items in March?",
    count(met(march), (r) => fixed(r) >= 40),
  );
}

await barksdale();
countries();
huts();
await cafes();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
