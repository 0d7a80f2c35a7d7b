/**
 * Gold answers for the seventeenth fresh held-out table set, computed straight from the raw files: the
 * corpus CSVs through the plain CSV reader of ../raw-files.ts, the workbooks through their sheet XML
 * (jszip), never through Docent's parser or table engine. Written and committed before anything was run
 * on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being the least asked about before (no earlier question repeated), plus two
 * generated messy files (make-files.ts).
 *
 * A question the table cannot answer (kind "unanswerable": the column it asks about is not in the file)
 * has the gold ["admission"]: it is right when nothing is computed from the table and the answer admits
 * the file does not say, wrong when any table result is given.
 *
 *   npx tsx scripts/eval-tables/held-out-17/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-17/gold.ts         # writes held-out-17/questions.jsonl
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
  isoOfWritten,
} from "../gold-helpers";
import { parseCsv, records, xlsxGrid, type Row } from "../raw-files";
import { corpusDir } from "../../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
const corpus = path.join(corpusDir, "tables");
const { questions, q } = questionSet("held-out-17");
const admission = "admission";
/** The one group with the most rows: a question must have one right group. */
const onlyTopGroup = (rows: Row[], key: string) => onlyBest(counted(rows, key), key, (r) => n(r, "total"));

function weather(): void {
  const f = "weather.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 2922) throw new Error("weather rows");
  const at = (city: string) => rows.filter((r) => r.location === city);
  const day = (city: string, date: string) => one(rows.filter((r) => r.location === city && r.date === date));
  q(
    "earliest-latest",
    f,
    "what was the first day of 2015 that new york had fog",
    at("New York").find((r) => r.date!.startsWith("2015") && r.weather === "fog")!.date!,
  );
  q(
    "average",
    f,
    "whats the avg overnight low in new york in january 2014",
    mean(
      at("New York")
        .filter((r) => r.date!.startsWith("2014-01"))
        .map((r) => n(r, "temp_min")),
    ),
  );
  q(
    "several-filters",
    f,
    "how many rainy days in new york in 2015 had wind above 6",
    count(at("New York"), (r) => r.date!.startsWith("2015") && r.weather === "rain" && n(r, "wind") > 6),
  );
  q("yes-no", f, "was it foggy in seattle on christmas day 2013?", yesNo(day("Seattle", "2013-12-25").weather === "fog"));
  const byMonth = totals(
    at("Seattle")
      .filter((r) => r.date!.startsWith("2014"))
      .map((r) => ({ ...r, month: months[Number(r.date!.slice(5, 7)) - 1]! })),
    "month",
    (r) => n(r, "precipitation"),
  );
  q("top-n", f, "which month of 2014 was the second wettest in seattle", topN(byMonth, "month", (r) => n(r, "total"), 2)[1]!);
  const swing = day("Seattle", "2014-03-10");
  q(
    "everyday-words",
    f,
    "how big was the temperature swing in seattle on 10 march 2014",
    cents(n(swing, "temp_max") - n(swing, "temp_min")),
  );
  q("unanswerable", f, "what was the air pressure in seattle on 1 jan 2013", admission);
}

function season2223(): void {
  const f = "season-2223.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error("season rows");
  q(
    "next-previous",
    f,
    "who was the away side in the match listed right after palace v arsenal",
    beside(rows, (r) => r.HomeTeam === "Crystal Palace" && r.AwayTeam === "Arsenal", 1).AwayTeam!,
  );
  q(
    "compare",
    f,
    "spurs or west ham, who won more corners in their home games",
    onlyBest(
      totals(
        rows.filter((r) => r.HomeTeam === "Tottenham" || r.HomeTeam === "West Ham"),
        "HomeTeam",
        (r) => n(r, "HC"),
      ),
      "HomeTeam",
      (r) => n(r, "total"),
    ),
  );
  q(
    "number-condition",
    f,
    "how many games had more than 30 shots between both teams",
    count(rows, (r) => n(r, "HS") + n(r, "AS") > 30),
  );
  q(
    "group-sum",
    f,
    "which team gave away the most fouls on the road",
    onlyBest(
      totals(rows, "AwayTeam", (r) => n(r, "AF")),
      "AwayTeam",
      (r) => n(r, "total"),
    ),
  );
  q(
    "negation",
    f,
    "how many games not involving man city or liverpool ended level",
    count(rows, (r) => r.FTR === "D" && ![r.HomeTeam, r.AwayTeam].some((t) => t === "Man City" || t === "Liverpool")),
  );
  q(
    "lookup",
    f,
    "how many fouls did leeds commit at home to chelsea",
    n(one(rows.filter((r) => r.HomeTeam === "Leeds" && r.AwayTeam === "Chelsea")), "HF"),
  );
  q("distinct", f, "how many different refs took charge of games in 22/23", new Set(rows.map((r) => r.Referee!)).size);
}

function countryCodes(): void {
  const f = "country-codes.csv";
  const rows = csv(path.join(corpus, f)).filter((r) => r["CLDR display name"] !== "");
  if (rows.length < 240) throw new Error("country rows");
  const named = (name: string) => one(rows.filter((r) => r["CLDR display name"] === name));
  const speaks = (r: Row, code: string) => r.Languages!.split(",").some((l) => l.trim().split("-")[0] === code);
  q(
    "several-filters",
    f,
    "how many western african countries list french as a language",
    count(rows, (r) => r["Intermediate Region Name"] === "Western Africa" && speaks(r, "fr")),
  );
  q("lookup", f, "what's the iso numeric code for mexico", n(named("Mexico"), "ISO3166-1-numeric"));
  q(
    "group",
    f,
    "which currency is used by the most african countries",
    onlyTopGroup(
      rows.filter((r) => r["Region Name"] === "Africa"),
      "ISO4217-currency_name",
    ),
  );
  q(
    "everyday-words",
    f,
    "how many countries have a currency with no decimal places",
    count(rows, (r) => r["ISO4217-currency_minor_unit"] === "0"),
  );
  q("yes-no", f, "is portugese one of the languages of angola", yesNo(speaks(named("Angola"), "pt")));
  q("unanswerable", f, "whats the gdp per head of norway", admission);
}

async function premier(): Promise<void> {
  const f = "premier-league-2022-23-2023-24.xlsx";
  const file = path.join(corpus, f);
  const [s2223, s2324] = [records(await xlsxGrid(file, 1), 0), records(await xlsxGrid(file, 2), 0)];
  if (s2223.length !== 380 || s2324.length !== 380) throw new Error("premier rows");
  const chelseaHome = s2324.filter((r) => r.HomeTeam === "Chelsea");
  q(
    "earliest-latest",
    f,
    "what date did chelsea first play at home in 23/24",
    isoDay(onlyBest(chelseaHome, "Date", (r) => -Date.parse(isoDay(r.Date!)))[0]!),
  );
  const homeWins = (rs: Row[]) => count(rs, (r) => r.FTR === "H");
  q("difference", f, "how many fewer home wins were there in 23-24 compared with 22-23", homeWins(s2223) - homeWins(s2324));
  q(
    "compare",
    f,
    "who had more shots on target in away games in 2023-24, villa or spurs",
    onlyBest(
      totals(
        s2324.filter((r) => r.AwayTeam === "Aston Villa" || r.AwayTeam === "Tottenham"),
        "AwayTeam",
        (r) => n(r, "AST"),
      ),
      "AwayTeam",
      (r) => n(r, "total"),
    ),
  );
  q("average", f, "on average how many goals per match were there in 23/24", mean(s2324.map((r) => n(r, "FTHG") + n(r, "FTAG"))));
  q(
    "yes-no",
    f,
    "did liverpool beat man united at home in 22-23",
    yesNo(one(s2223.filter((r) => r.HomeTeam === "Liverpool" && r.AwayTeam === "Man United")).FTR === "H"),
  );
  q("unanswerable", f, "how much of the ball did arsenal have against chelsea in 2023-24", admission);
}

function audiobooks(): void {
  const f = "held-out-17/files/audiobooks-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/audiobooks-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Title"),
  );
  if (rows.length !== 18) throw new Error("audiobook rows");
  const title = "Title";
  const length = (r: Row) => clock(r.Length!);
  const words = (r: Row) => unitNumber(r.Words!);
  const price = (r: Row) => dollars(r.Price!);
  const ratings = (r: Row) => unitNumber(r.Ratings!);
  const abridged = (r: Row) => r.Abridged === "yes";
  const sync = (r: Row) => r.Whispersync === "✓";
  const day = (r: Row) => isoOfWritten(r.Released!);
  const named = (name: string) => one(rows.filter((r) => r[title] === name));
  const titles = (rs: Row[]) => rs.map((r) => r[title]!);
  q("number-unit", f, "which audiobook has the most ratings", onlyBest(rows, title, ratings));
  q(
    "number-unit",
    f,
    "how many of the books are over 100,000 words",
    count(rows, (r) => words(r) > 100000),
  );
  q("duration", f, "whats the shortest listen in the catalogue", onlyBest(rows, title, length, true));
  q(
    "duration",
    f,
    "how many audiobooks run longer than 12 hours",
    count(rows, (r) => length(r) > 720),
  );
  q(
    "amount-dollar",
    f,
    "what would it cost to buy every dana whitlock book",
    cents(sum(rows.filter((r) => r.Author === "Dana Whitlock").map(price))),
  );
  q("amount-dollar", f, "which is the cheapest title", onlyBest(rows, title, price, true));
  q("flag-tick", f, "which crime books have whispersync", titles(rows.filter((r) => r.Genre === "Crime" && sync(r))));
  q("flag-yes-no", f, "how many titles are abridged", count(rows, abridged));
  q(
    "negation",
    f,
    "how many books are not narrated by oliver hart or priya nair",
    count(rows, (r) => r.Narrator !== "Oliver Hart" && r.Narrator !== "Priya Nair"),
  );
  q("next-previous", f, "what title comes after mind your money", beside(rows, (r) => r[title] === "Mind Your Money", 1)[title]!);
  q(
    "next-previous",
    f,
    "which book is listed right before the quiet orchard",
    beside(rows, (r) => r[title] === "The Quiet Orchard", -1)[title]!,
  );
  q("first", f, "what's the first book in the catalogue", rows[0]![title]!);
  q("last", f, "whats the last title listed", rows.at(-1)![title]!);
  q("mixed-dates", f, "when did quiet engines come out", day(named("Quiet Engines")));
  q(
    "earliest-latest",
    f,
    "which is the newest release",
    onlyBest(rows, title, (r) => Date.parse(day(r))),
  );
  q(
    "date-condition",
    f,
    "how many books were released in 2025",
    count(rows, (r) => day(r).startsWith("2025")),
  );
  q("group", f, "which narrator reads the most books", onlyTopGroup(rows, "Narrator"));
  q(
    "group-sum",
    f,
    "which genre has the most listening time in total",
    onlyBest(totals(rows, "Genre", length), "Genre", (r) => n(r, "total")),
  );
  q(
    "difference",
    f,
    "how many minutes longer is tides of iron than stars over karoo",
    length(named("Tides of Iron")) - length(named("Stars Over Karoo")),
  );
  q(
    "several-filters",
    f,
    "how many unabridged books cost under $20",
    count(rows, (r) => !abridged(r) && price(r) < 20),
  );
  q("average", f, "average price of the sci-fi titles?", mean(rows.filter((r) => r.Genre === "Sci-fi").map(price)));
  q("yes-no", f, "is the harbour detective abridged", yesNo(abridged(named("The Harbour Detective"))));
  q("top-n", f, "which book has the 2nd most reviews", topN(rows, title, ratings, 2)[1]!);
  q("unanswerable", f, "how many copies has the salt road sold", admission);
}

async function dogShelter(): Promise<void> {
  const f = "held-out-17/files/dog-shelter.xlsx";
  const file = path.join(here, "files/dog-shelter.xlsx");
  // The header sits at D6 on both sheets, under a title, two notes and two blank rows.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 5, 3);
  const [north, south] = [await sheet(1), await sheet(2)];
  if (north.length !== 11 || south.length !== 10 || north[0]!.Dog !== "Biscuit" || south[0]!.Dog !== "Archie")
    throw new Error("dog shelter sheets");
  const dog = "Dog";
  const weight = (r: Row) => Number(r.Weight!.replace(/\s*kg$/u, ""));
  const days = (r: Row) => n(r, "Days in care");
  const fee = (r: Row) => dollars(r["Adoption fee"]!);
  const vaccinated = (r: Row) => r.Vaccinated === "✓";
  const kids = (r: Row) => r["Good with kids"] === "yes";
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r[dog] === name));
  const dogs = (rs: Row[]) => rs.map((r) => r[dog]!);
  q("look-alike-sheet", f, "how many dogs are waiting at southside", south.length);
  q("look-alike-sheet", f, "total adoption fees for all the northside dogs?", sum(north.map(fee)));
  q("lookup", f, "how old is hazel", n(named(south, "Hazel"), "Age"));
  q("number-unit", f, "whats the heaviest dog at northside", onlyBest(north, dog, weight));
  q("amount-dollar", f, "which southside dog is the cheapest to adopt", onlyBest(south, dog, fee, true));
  q("flag-tick", f, "which southside dogs still need their jabs", dogs(south.filter((r) => !vaccinated(r))));
  q("flag-yes-no", f, "how many northside dogs are ok around children", count(north, kids));
  q("earliest-latest", f, "which dog has been at southside the longest", onlyBest(south, dog, days));
  q("average", f, "avg weight of the large dogs at southside", cents(mean(south.filter((r) => r.Size === "Large").map(weight))));
  q(
    "group-sum",
    f,
    "which size of dog has racked up the most days in care at northside",
    onlyBest(totals(north, "Size", days), "Size", (r) => n(r, "total")),
  );
  q("compare", f, "who weighs more, moose or otis", onlyBest([named(north, "Moose"), named(north, "Otis")], dog, weight));
  q("difference", f, "how many days longer has duke been in care than archie", days(named(south, "Duke")) - days(named(south, "Archie")));
  q("next-previous", f, "which dog comes after shadow on the northside list", beside(north, (r) => r[dog] === "Shadow", 1)[dog]!);
  q("yes-no", f, "is rocco good with kids", yesNo(kids(named(south, "Rocco"))));
  q(
    "several-filters",
    f,
    "how many northside dogs are vaccinated and under 5 years old",
    count(north, (r) => vaccinated(r) && n(r, "Age") < 5),
  );
  q(
    "number-condition",
    f,
    "how many southside dogs arrived before 2026",
    count(south, (r) => n(r, "Arrived") < 2026),
  );
  q("top-n", f, "which northside dog has the 2nd highest adoption fee", topN(north, dog, fee, 2)[1]!);
  q("first", f, "whats the first dog on the southside sheet", south[0]![dog]!);
  q(
    "negation",
    f,
    "how many northside dogs arent medium sized",
    count(north, (r) => r.Size !== "Medium"),
  );
  q("unanswerable", f, "whats biscuit's microchip number", admission);
}

weather();
season2223();
countryCodes();
await premier();
audiobooks();
await dogShelter();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
