/**
 * Gold answers for the twentieth fresh held-out table set, computed straight from the raw files: the
 * corpus CSVs through the plain CSV reader of ../raw-files.ts, the workbook through its sheet XML (jszip),
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
 *   npx tsx scripts/eval-tables/held-out-20/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-20/gold.ts         # writes held-out-20/questions.jsonl
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
const { questions, q } = questionSet("held-out-20");
const admission = "admission";

function markets(): void {
  const f = "held-out-20/files/farmers-markets-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/farmers-markets-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Market"),
  );
  if (rows.length !== 17) throw new Error("market rows");
  const named = (name: string) => one(rows.filter((r) => r.Market === name));
  const fee = (r: Row) => dollars(r["Pitch fee"]!);
  const stalls = (r: Row) => unitNumber(r.Stalls!);
  const parking = (r: Row) => unitNumber(r.Parking!);
  const founded = (r: Row) => isoOfWritten(r.Founded!, ".");
  q("next-previous", f, "which market is listed right before union yard", beside(rows, (r) => r.Market === "Union Yard", -1).Market!);
  q("first", f, "what town is the first market in", rows[0]!.Town!);
  q("last", f, "whats the last market on the list", rows.at(-1)!.Market!);
  q(
    "compare",
    f,
    "which has more stalls, lakeside harvest or mesa growers row",
    onlyBest([named("Lakeside Harvest"), named("Mesa Growers Row")], "Market", stalls),
  );
  q(
    "difference",
    f,
    "how much more does a pitch cost at saturday greens compared to plaza produce",
    cents(fee(named("Saturday Greens")) - fee(named("Plaza Produce"))),
  );
  q("yes-no", f, "can you pay by card at blue ridge barn", yesNo(named("Blue Ridge Barn")["Card payments"] === "✓"));
  q("top-n", f, "which market has the 3rd most parking", topN(rows, "Market", parking, 3)[2]!);
  q(
    "several-filters",
    f,
    "how many organic only markets in madison take cards",
    count(rows, (r) => r.Town === "Madison" && r["Organic only"] === "yes" && r["Card payments"] === "✓"),
  );
  q("average", f, "whats the avg pitch fee in eugene", cents(mean(rows.filter((r) => r.Town === "Eugene").map(fee))));
  q(
    "earliest-latest",
    f,
    "which is the oldest market",
    onlyBest(rows, "Market", (r) => Date.parse(founded(r)), true),
  );
  q(
    "date-condition",
    f,
    "how many markets were started after 2015",
    count(rows, (r) => founded(r) >= "2016-01-01"),
  );
  q(
    "number-condition",
    f,
    "how many markets stay open for less than 4 hours",
    count(rows, (r) => clock(r["Open for"]!) < 240),
  );
  q("everyday-words", f, "how many cars can park near courthouse green", parking(named("Courthouse Green")));
  q("unanswerable", f, "how many visitors does canal walk market get on a saturday", admission);
}

async function quiz(): Promise<void> {
  const f = "held-out-20/files/pub-quiz-league.xlsx";
  const file = path.join(here, "files/pub-quiz-league.xlsx");
  // The header sits at C5 on both sheets, under a title, a note and two blank rows.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 4, 2);
  const [winter, summer] = [await sheet(1), await sheet(2)];
  if (winter.length !== 10 || summer.length !== 9 || winter[0]!.Team !== "Quizteama Aguilera" || summer[0]!.Team !== "Les Quizerables")
    throw new Error("quiz sheets");
  const points = (r: Row) => unitNumber(r.Points!);
  const fee = (r: Row) => dollars(r["Entry fee"]!);
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r.Team === name));
  q("first", f, "which team is at the top of the summer table", summer[0]!.Team!);
  q("last", f, "whats the last team listed on the winter sheet", winter.at(-1)!.Team!);
  q(
    "next-previous",
    f,
    "what team comes after quiz khalifa in the summer table",
    beside(summer, (r) => r.Team === "Quiz Khalifa", 1).Team!,
  );
  q(
    "group",
    f,
    "which pub's teams scored the most points in winter",
    onlyBest(totals(winter, "Pub", points), "Pub", (r) => n(r, "total")),
  );
  q("distinct", f, "how many different teams played in winter or summer", new Set([...winter, ...summer].map((r) => r.Team!)).size);
  q(
    "negation",
    f,
    "how many winter teams are not from the anchor or the red lion",
    count(winter, (r) => r.Pub !== "The Anchor" && r.Pub !== "The Red Lion"),
  );
  q("average", f, "whats the average team size in the summer", cents(mean(summer.map((r) => n(r, "Team size")))));
  q(
    "top-n",
    f,
    "which team had the second quickest picture round in winter",
    topN(winter, "Team", (r) => clock(r["Fastest picture round"]!), 2, true)[1]!,
  );
  q(
    "yes-no",
    f,
    "did any team that hadnt paid up win a trophy in summer",
    yesNo(summer.some((r) => r["Paid up"] === "no" && r.Trophy === "✓")),
  );
  q(
    "compare",
    f,
    "who got more points in winter, agatha quiztie or tequila mockingbird",
    onlyBest([named(winter, "Agatha Quiztie"), named(winter, "Tequila Mockingbird")], "Team", points),
  );
  q(
    "difference",
    f,
    "how many points did les quizerables gain from winter to summer",
    points(named(summer, "Les Quizerables")) - points(named(winter, "Les Quizerables")),
  );
  q(
    "several-filters",
    f,
    "how many division 1 teams in winter had 5 or more players",
    count(winter, (r) => r.Division === "Division 1" && n(r, "Team size") >= 5),
  );
  q("everyday-words", f, "what does one quiz night cost all the summer teams put together", cents(sum(summer.map(fee))));
  q("unanswerable", f, "who is the captain of sherlock homies", admission);
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 13979) throw new Error(`gdp rows ${String(rows.length)}`);
  const of = (country: string) => rows.filter((r) => r["Country Name"] === country);
  const at = (country: string, year: number) => n(one(of(country).filter((r) => r.Year === String(year))), "Value");
  q("lookup", f, "whats morocco's gdp for 2018", at("Morocco", 2018));
  q(
    "compare",
    f,
    "which economy was bigger in 2019, belgium or austria",
    onlyBest(
      rows.filter((r) => ["Belgium", "Austria"].includes(r["Country Name"]!) && r.Year === "2019"),
      "Country Name",
      (r) => n(r, "Value"),
    ),
  );
  q("difference", f, "how much did colombia's gdp go up between 2005 and 2015", at("Colombia", 2015) - at("Colombia", 2005));
  q("top-n", f, "what was denmark's second biggest gdp year", Number(topN(of("Denmark"), "Year", (r) => n(r, "Value"), 2)[1]!));
  q(
    "average",
    f,
    "average gdp for new zealand over 2010-2019",
    mean(
      of("New Zealand")
        .filter((r) => n(r, "Year") >= 2010 && n(r, "Year") <= 2019)
        .map((r) => n(r, "Value")),
    ),
  );
  q("earliest-latest", f, "first year peru's economy passed 100 billion", n(of("Peru").find((r) => n(r, "Value") > 100e9)!, "Year"));
  q("yes-no", f, "did pakistan's gdp ever go over 400 billion dollars", yesNo(of("Pakistan").some((r) => n(r, "Value") > 400e9)));
  q(
    "number-condition",
    f,
    "in how many years since 2010 was irelands gdp more than 400 billion",
    count(of("Ireland"), (r) => n(r, "Year") >= 2010 && n(r, "Value") > 400e9),
  );
  q("unanswerable", f, "what was morocco's unemployment rate in 2018", admission);
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 5570) throw new Error(`nasdaq rows ${String(rows.length)}`);
  const etfs = rows.filter((r) => r.ETF === "Y");
  q("lookup", f, "what's adobe's ticker symbol", one(rows.filter((r) => r["Company Name"]!.startsWith("Adobe"))).Symbol!);
  q("first", f, "whats the first company listed in category S", rows.find((r) => r["Market Category"] === "S")!["Company Name"]!);
  q(
    "next-previous",
    f,
    "what company is listed right after costco",
    beside(rows, (r) => r["Company Name"] === "Costco Wholesale Corporation", 1)["Company Name"]!,
  );
  q(
    "several-filters",
    f,
    "how many non-etf listings in category S have a deficient status (D)",
    count(rows, (r) => r.ETF === "N" && r["Market Category"] === "S" && r["Financial Status"] === "D"),
  );
  q(
    "negation",
    f,
    "how many of the acquisition companies arent on the G tier",
    count(rows, (r) => r["Company Name"]!.includes("Acquisition") && r["Market Category"] !== "G"),
  );
  q("distinct", f, "how many different lot sizes do the etfs trade in", new Set(etfs.map((r) => r["Round Lot Size"])).size);
  q(
    "group",
    f,
    "which tier do most of the test listings sit in",
    onlyBest(
      counted(
        rows.filter((r) => r["Test Issue"] === "Y"),
        "Market Category",
      ),
      "Market Category",
      (r) => n(r, "total"),
    ),
  );
  q("yes-no", f, "does any etf have a round lot other than 100", yesNo(etfs.some((r) => r["Round Lot Size"] !== "100")));
  q("unanswerable", f, "what's the dividend yield on ADBE", admission);
}

function birdstrikes(): void {
  const f = "birdstrikes.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 10000) throw new Error(`bird rows ${String(rows.length)}`);
  const cost = (r: Row) => n(r, "Cost Total $");
  q(
    "group",
    f,
    "what bird species got hit most often in texas, leaving out the unknown ones",
    onlyBest(
      counted(
        rows.filter((r) => r["Origin State"] === "Texas" && !r["Wildlife Species"]!.startsWith("Unknown")),
        "Wildlife Species",
      ),
      "Wildlife Species",
      (r) => n(r, "total"),
    ),
  );
  q(
    "several-filters",
    f,
    "how many small birds were hit during the landing roll in daylight",
    count(rows, (r) => r["Wildlife Size"] === "Small" && r["Phase of flight"] === "Landing Roll" && r["Time of day"] === "Day"),
  );
  q(
    "earliest-latest",
    f,
    "when was the earliest bird strike in colorado",
    rows
      .filter((r) => r["Origin State"] === "Colorado")
      .map((r) => r["Flight Date"]!)
      .sort()[0]!,
  );
  q(
    "average",
    f,
    "whats the average repair bill when a medium sized bird was hit",
    cents(mean(rows.filter((r) => r["Wildlife Size"] === "Medium").map((r) => n(r, "Cost Repair")))),
  );
  q(
    "date-condition",
    f,
    "how many strikes were there in summer 1998 (june to august)",
    count(rows, (r) => r["Flight Date"]! >= "1998-06-01" && r["Flight Date"]! <= "1998-08-31"),
  );
  q(
    "number-condition",
    f,
    "how many strikes happened below 100 knots",
    count(rows, (r) => r["Speed IAS in knots"] !== "" && n(r, "Speed IAS in knots") < 100),
  );
  q(
    "top-n",
    f,
    "which state had the second highest total cost from strikes",
    topN(totals(rows, "Origin State", cost), "Origin State", (r) => n(r, "total"), 2)[1]!,
  );
  q("unanswerable", f, "what was the weather like for the strikes in ohio", admission);
}

function season2223(): void {
  const f = "season-2223.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error("2223 rows");
  const game = (home: string, away: string) => one(rows.filter((r) => r.HomeTeam === home && r.AwayTeam === away));
  q(
    "compare",
    f,
    "who had more shots on target away from home, brentford or fulham",
    onlyBest(
      totals(
        rows.filter((r) => r.AwayTeam === "Brentford" || r.AwayTeam === "Fulham"),
        "AwayTeam",
        (r) => n(r, "AST"),
      ),
      "AwayTeam",
      (r) => n(r, "total"),
    ),
  );
  const newcastleHome = rows.filter((r) => r.HomeTeam === "Newcastle");
  q(
    "difference",
    f,
    "how many more goals did newcastle score at home than they conceded there",
    sum(newcastleHome.map((r) => n(r, "FTHG"))) - sum(newcastleHome.map((r) => n(r, "FTAG"))),
  );
  q(
    "next-previous",
    f,
    "who was the away team in the game listed just before everton v bournemouth",
    beside(rows, (r) => r.HomeTeam === "Everton" && r.AwayTeam === "Bournemouth", -1).AwayTeam!,
  );
  q(
    "group",
    f,
    "which side got the most red cards in home games",
    onlyBest(
      totals(rows, "HomeTeam", (r) => n(r, "HR")),
      "HomeTeam",
      (r) => n(r, "total"),
    ),
  );
  q(
    "yes-no",
    f,
    "did everton keep any clean sheets on the road in 22/23",
    yesNo(rows.some((r) => r.AwayTeam === "Everton" && r.FTHG === "0")),
  );
  q(
    "date-condition",
    f,
    "how many games from 1 may 2023 onwards ended in an away win",
    count(rows, (r) => r.Date! >= "2023-05-01" && r.FTR === "A"),
  );
  q(
    "average",
    f,
    "on avg how many shots on target did home teams have in the games they won",
    cents(mean(rows.filter((r) => r.FTR === "H").map((r) => n(r, "HST")))),
  );
  q("lookup", f, "how many corners did brighton win at home against arsenal", n(game("Brighton", "Arsenal"), "HC"));
}

function season2324(): void {
  const f = "season-2324.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error("2324 rows");
  q(
    "top-n",
    f,
    "which team scored the 2nd most goals away from home",
    topN(
      totals(rows, "AwayTeam", (r) => n(r, "FTAG")),
      "AwayTeam",
      (r) => n(r, "total"),
      2,
    )[1]!,
  );
  q(
    "several-filters",
    f,
    "how many games had a red card shown and still finished as a draw",
    count(rows, (r) => n(r, "HR") + n(r, "AR") > 0 && r.FTR === "D"),
  );
  q(
    "negation",
    f,
    "how many of arsenals away games did they not win",
    count(rows, (r) => r.AwayTeam === "Arsenal" && r.FTR !== "A"),
  );
  q(
    "earliest-latest",
    f,
    "when did sheffield united win for the first time",
    rows.find((r) => (r.HomeTeam === "Sheffield United" && r.FTR === "H") || (r.AwayTeam === "Sheffield United" && r.FTR === "A"))!.Date!,
  );
  q(
    "distinct",
    f,
    "how many different teams did luton beat",
    new Set(
      rows
        .filter((r) => (r.HomeTeam === "Luton" && r.FTR === "H") || (r.AwayTeam === "Luton" && r.FTR === "A"))
        .map((r) => (r.HomeTeam === "Luton" ? r.AwayTeam : r.HomeTeam)),
    ).size,
  );
  const chelseaLast = rows.filter((r) => r.HomeTeam === "Chelsea" || r.AwayTeam === "Chelsea").at(-1)!;
  q(
    "last",
    f,
    "who did chelsea face in their final game of the season",
    chelseaLast.HomeTeam === "Chelsea" ? chelseaLast.AwayTeam! : chelseaLast.HomeTeam!,
  );
  q(
    "number-condition",
    f,
    "how many matches had fewer than 15 fouls between both sides",
    count(rows, (r) => n(r, "HF") + n(r, "AF") < 15),
  );
  q(
    "everyday-words",
    f,
    "how many times did liverpool players get booked on the road",
    sum(rows.filter((r) => r.AwayTeam === "Liverpool").map((r) => n(r, "AY"))),
  );
}

markets();
await quiz();
gdp();
nasdaq();
birdstrikes();
season2223();
season2324();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
