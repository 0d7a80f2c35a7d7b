/**
 * Gold answers for the thirteenth fresh held-out table set (docs/eval-report.md, "held-out-13"), computed
 * straight from the raw files: the corpus CSVs through the plain CSV reader of ../raw-files.ts, the
 * workbook through its sheet XML (jszip), never through Docent's parser or table engine. Written and
 * committed before anything was run on it, by someone who did not read Docent's table code.
 *
 * Corpus tables chosen for being among the least asked about before: airports.csv, gdp.csv,
 * season-2223.csv and country-codes.csv (none of their earlier questions repeated), plus two generated
 * messy files (make-files.ts).
 *
 * A question the table cannot answer (kind "unanswerable": the column it asks about is not in the file)
 * has the gold ["admission"]: it is right when nothing is computed from the table and the answer admits
 * the file does not say (naming the columns it has), wrong when any table result is given.
 *
 *   npx tsx scripts/eval-tables/held-out-13/make-files.ts   # writes files/podcast-episodes-2025.csv, files/film-club.xlsx
 *   npx tsx scripts/eval-tables/held-out-13/gold.ts         # writes held-out-13/questions.jsonl
 *
 * Every question here is test: this set is measured once and never tuned on.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  argBest,
  cents,
  clock,
  count,
  csv,
  mean,
  months,
  n,
  one,
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
const { questions, q } = questionSet("held-out-13");
const admission = "admission";
/** "£1,250.00" → 1250 */
const sterling = (v: string) => Number(v.replace(/[£,\s]/gu, ""));

/** The episodes' release dates, written four ways, read back as ISO. */
function isoOf(written: string): string {
  const pad = (x: string | number) => String(x).padStart(2, "0");
  const month = (name: string) => {
    const i = months.findIndex((m) => m.startsWith(name));
    if (i < 0 || name.length < 3) throw new Error(`unread month ${name}`);
    return pad(i + 1);
  };
  let m = /^(\d{4})-(\d\d)-(\d\d)$/u.exec(written);
  if (m) return written;
  m = /^(?:[A-Z][a-z]{2} )?(\d{1,2}) ([A-Za-z]+) (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${month(m[2]!)}-${pad(m[1]!)}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${month(m[1]!)}-${pad(m[2]!)}`;
  throw new Error(`unread date ${written}`);
}

function airports(): void {
  const f = "airports.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 3376) throw new Error(`airport rows ${String(rows.length)}`);
  const lat = (r: Row) => n(r, "latitude");
  q(
    "count",
    f,
    "how many airports are there in alaska",
    count(rows, (r) => r.state === "AK"),
  );
  q(
    "min-max",
    f,
    "which airport is furthest east",
    argBest(rows, "name", (r) => n(r, "longitude")),
  );
  q(
    "several-filters",
    f,
    "How many California airports lie south of latitude 34?",
    count(rows, (r) => r.state === "CA" && lat(r) < 34),
  );
  q(
    "group",
    f,
    "which city in Oregon has the most airports?",
    topGroup(
      rows.filter((r) => r.state === "OR"),
      "city",
    ),
  );
  q("yes-no", f, "is nantucket on the airport list?", yesNo(rows.some((r) => r.city === "Nantucket")));
  const wa = count(rows, (r) => r.state === "WA");
  const or = count(rows, (r) => r.state === "OR");
  q("compare", f, "Which has more airports, Washington state or Oregon?", wa > or ? "WA" : "OR");
  q("unanswerable", f, "How long is the main runway at DEN?", admission);
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 13979) throw new Error(`gdp rows ${String(rows.length)}`);
  const of = (country: string) => rows.filter((r) => r["Country Name"] === country);
  const at = (country: string, year: number) => n(one(of(country).filter((r) => r.Year === String(year))), "Value");
  q("lookup", f, "what was the size of Peru's economy in 2019", at("Peru", 2019));
  const korea = of("Korea, Rep.")
    .filter((r) => n(r, "Value") > 1e12)
    .map((r) => Number(r.Year))
    .sort((a, b) => a - b);
  q("earliest-latest", f, "In what year did South Korea's economy first top a trillion dollars?", korea[0]!);
  q("difference", f, "how much did Greece's GDP shrink between 2008 and 2013", at("Greece", 2008) - at("Greece", 2013));
  q(
    "average",
    f,
    "What was Portugal's average GDP from 2000 to 2009?",
    mean(
      of("Portugal")
        .filter((r) => Number(r.Year) >= 2000 && Number(r.Year) <= 2009)
        .map((r) => n(r, "Value")),
    ),
  );
  q("compare", f, "was egypts gdp bigger in 2015 or in 2020?", at("Egypt, Arab Rep.", 2015) > at("Egypt, Arab Rep.", 2020) ? 2015 : 2020);
  q(
    "several-filters",
    f,
    "In how many years of the 1990s was Thailand's GDP above 150 billion dollars?",
    count(of("Thailand"), (r) => r.Year!.startsWith("199") && n(r, "Value") > 150e9),
  );
}

function season(): void {
  const f = "season-2223.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error("season rows");
  q(
    "several-filters",
    f,
    "how many games refereed by A Taylor ended in a home win",
    count(rows, (r) => r.Referee === "A Taylor" && r.FTR === "H"),
  );
  q(
    "lookup",
    f,
    "How many goals did Man United score at home against Man City?",
    n(one(rows.filter((r) => r.HomeTeam === "Man United" && r.AwayTeam === "Man City")), "FTHG"),
  );
  const boxing = one(rows.filter((r) => r.Date === "2022-12-26" && (r.HomeTeam === "Liverpool" || r.AwayTeam === "Liverpool")));
  q("date-loose", f, "who did liverpool play on boxing day?", boxing.HomeTeam === "Liverpool" ? boxing.AwayTeam! : boxing.HomeTeam!);
  q("average", f, "On average how many fouls did the away side commit per game?", mean(rows.map((r) => n(r, "AF"))));
  const leeds = rows
    .filter((r) => r.HomeTeam === "Leeds")
    .sort((a, b) => a.Date!.localeCompare(b.Date!))
    .at(-1)!;
  q("earliest-latest", f, "Who did Leeds host in their last home match?", leeds.AwayTeam!);
  const homeWins = (team: string) => count(rows, (r) => r.HomeTeam === team && r.FTR === "H");
  q("yes-no", f, "did chelsea win more home games than tottenham?", yesNo(homeWins("Chelsea") > homeWins("Tottenham")));
  q(
    "negation",
    f,
    "In how many games was the away team ahead at half time but didn't go on to win?",
    count(rows, (r) => r.HTR === "A" && r.FTR !== "A"),
  );
  q(
    "group-sum",
    f,
    "Which side let in the fewest goals at home?",
    argBest(
      totals(rows, "HomeTeam", (r) => n(r, "FTAG")),
      "HomeTeam",
      (r) => n(r, "total"),
      true,
    ),
  );
  q("unanswerable", f, "How many fans watched Arsenal v Chelsea?", admission);
}

function countryCodes(): void {
  const f = "country-codes.csv";
  const rows = csv(path.join(corpus, f));
  const named = (name: string) => one(rows.filter((r) => r["CLDR display name"] === name));
  q("lookup", f, "What's the currency code for Switzerland?", named("Switzerland")["ISO4217-currency_alphabetic_code"]!);
  q(
    "count",
    f,
    "how many countries are in northern europe",
    count(rows, (r) => r["Sub-region Name"] === "Northern Europe"),
  );
  q(
    "negation",
    f,
    "How many landlocked developing countries are outside Africa?",
    count(rows, (r) => r["Land Locked Developing Countries (LLDC)"] === "x" && r["Region Name"] !== "Africa"),
  );
}

function podcast(): void {
  const f = "held-out-13/files/podcast-episodes-2025.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/podcast-episodes-2025.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Ep"),
  );
  if (rows.length !== 18) throw new Error("episode rows");
  const title = "Title";
  const downloads = (r: Row) => unitNumber(r.Downloads!);
  const seconds = (r: Row) => clock(r.Length!);
  const sponsored = (r: Row) => r["Sponsor fee"] !== "none";
  const fee = (r: Row) => sterling(r["Sponsor fee"]!);
  const explicit = (r: Row) => r.Explicit === "yes";
  const transcript = (r: Row) => r.Transcript === "✓";
  const released = (r: Row) => isoOf(r.Released!);
  const episode = (t: string) => one(rows.filter((r) => r[title] === t));
  const titles = (rs: Row[]) => rs.map((r) => r[title]!);
  q("count-all", f, "how many episodes are there", rows.length);
  q("number-unit", f, "Which episode was downloaded the most?", argBest(rows, title, downloads));
  q(
    "number-unit",
    f,
    "whats the total number of downloads for the history episodes",
    sum(rows.filter((r) => r.Topic === "History").map(downloads)),
  );
  q("top-n", f, "which episode had the second highest downloads", topN(rows, title, downloads, 2)[1]!);
  q("duration", f, "What's the longest episode?", argBest(rows, title, seconds));
  q(
    "duration",
    f,
    "How many episodes are shorter than 40 minutes?",
    count(rows, (r) => seconds(r) < 40 * 60),
  );
  q(
    "amount-pound",
    f,
    "what did sponsors pay per episode on average, counting only the sponsored ones",
    cents(mean(rows.filter(sponsored).map(fee))),
  );
  q("amount-pound", f, "Which episode brought in the biggest sponsorship?", argBest(rows.filter(sponsored), title, fee));
  q(
    "not-available",
    f,
    "How many episodes went out without a sponsor?",
    count(rows, (r) => !sponsored(r)),
  );
  q("flag-yes-no", f, "how many episodes are marked explict?", count(rows, explicit));
  q("negation", f, "Which nature episodes don't have a transcript?", titles(rows.filter((r) => r.Topic === "Nature" && !transcript(r))));
  q("next-previous", f, "What episode came out after Otters Come Home?", rows[rows.indexOf(episode("Otters Come Home")) + 1]![title]!);
  q("next-previous", f, "which episode came right before Floods of '68", rows[rows.indexOf(episode("Floods of '68")) - 1]![title]!);
  q("first", f, "Who was the guest on the first episode?", rows[0]!.Guest!);
  q("mixed-dates", f, "When was Harvest Suppers released?", released(episode("Harvest Suppers")));
  q(
    "mixed-dates",
    f,
    "How many episodes were released before May?",
    count(rows, (r) => released(r) < "2025-05-01"),
  );
  q(
    "group-sum",
    f,
    "which topic gets the most listens overall?",
    argBest(totals(rows, "Topic", downloads), "Topic", (r) => n(r, "total")),
  );
  q("group", f, "Which guest has been on the show the most times?", topGroup(rows, "Guest"));
  q(
    "compare",
    f,
    "Which had more listens, Bats in the Belfry or Moths by Lamplight?",
    argBest([episode("Bats in the Belfry"), episode("Moths by Lamplight")], title, downloads),
  );
  q(
    "difference",
    f,
    "How many more downloads did Mill Girls' Strike get than Pie Shop Secrets?",
    downloads(episode("Mill Girls' Strike")) - downloads(episode("Pie Shop Secrets")),
  );
  q(
    "several-filters",
    f,
    "how many food episodes got over 8,000 downloads and have a transcript",
    count(rows, (r) => r.Topic === "Food" && downloads(r) > 8000 && transcript(r)),
  );
  q("distinct", f, "How many different guests have been on the podcast?", new Set(rows.map((r) => r.Guest!)).size);
  q("yes-no", f, "did Priya Desai's episode have a sponsor?", yesNo(sponsored(one(rows.filter((r) => r.Guest === "Priya Desai")))));
  q("unanswerable", f, "What's the average star rating of the episodes?", admission);
}

async function filmClub(): Promise<void> {
  const f = "held-out-13/files/film-club.xlsx";
  const file = path.join(here, "files/film-club.xlsx");
  // The header sits at B4 on both sheets, under a title, a note and a blank row.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 3, 1);
  const [autumn, spring] = [await sheet(1), await sheet(2)];
  if (autumn.length !== 10 || spring.length !== 10 || autumn[0]!.Film !== "Paddington 2" || spring[0]!.Film !== "Paris, Texas")
    throw new Error("film club sheets");
  const film = "Film";
  const audience = (r: Row) => unitNumber(r.Audience!);
  const takings = (r: Row) => sterling(r.Takings!);
  const minutes = (r: Row) => clock(r["Running time"]!);
  const subtitled = (r: Row) => r.Subtitled === "yes";
  const soldOut = (r: Row) => r["Sold out"] === "✓";
  const films = (rs: Row[]) => rs.map((r) => r[film]!);
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r[film] === name));
  q("look-alike-sheet", f, "how many people came to the spring screenings in total", sum(spring.map(audience)));
  q("number-unit", f, "Which film drew the biggest crowd in the autumn?", argBest(autumn, film, audience));
  q("lookup", f, "What did Casablanca take?", takings(named(spring, "Casablanca")));
  q("duration", f, "whats the longest film we showed in the spring", argBest(spring, film, minutes));
  q(
    "duration",
    f,
    "How many autumn films ran over two hours?",
    count(autumn, (r) => minutes(r) > 120),
  );
  q("amount-pound", f, "What were the average takings per screening in the autumn?", cents(mean(autumn.map(takings))));
  q("flag-yes-no", f, "how many spring films were shown with subtitles?", count(spring, subtitled));
  q("flag-tick", f, "Which autumn screenings sold out?", films(autumn.filter(soldOut)));
  q(
    "negation",
    f,
    "How many of the spring films weren't dramas?",
    count(spring, (r) => r.Genre !== "Drama"),
  );
  q("group", f, "what genre did we screen most often in the autumn", topGroup(autumn, "Genre"));
  q(
    "number-condition",
    f,
    "How many spring films were made before 1980?",
    count(spring, (r) => n(r, "Year") < 1980),
  );
  q("last", f, "What was the last film of the spring season?", spring.at(-1)![film]!);
  q("first", f, "which flim opened the autumn season", autumn[0]![film]!);
  const mar13 = one(spring.filter((r) => r.Date === "2026-03-13"));
  q("date-loose", f, "What did we show on 13 March?", mar13[film]!);
  q("next-previous", f, "Which film came after Nosferatu?", autumn[autumn.indexOf(named(autumn, "Nosferatu")) + 1]![film]!);
  q("difference", f, "how many fewer people came in the spring than in the autumn", sum(autumn.map(audience)) - sum(spring.map(audience)));
  q("top-n", f, "Which spring film made the second most money?", topN(spring, film, takings, 2)[1]!);
  q("yes-no", f, "Was Roma subtitled?", yesNo(subtitled(named(spring, "Roma"))));
  q("distinct", f, "How many different genres did we show in the spring?", new Set(spring.map((r) => r.Genre!)).size);
  q(
    "several-filters",
    f,
    "How many subtitled autumn films had an audience of more than 100?",
    count(autumn, (r) => subtitled(r) && audience(r) > 100),
  );
  q("unanswerable", f, "How much did the popcorn stall make in the autumn?", admission);
}

airports();
gdp();
season();
countryCodes();
podcast();
await filmClub();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
