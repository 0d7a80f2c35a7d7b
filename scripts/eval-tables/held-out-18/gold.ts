/**
 * Gold answers for the eighteenth fresh held-out table set, computed straight from the raw files: the
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
 *   npx tsx scripts/eval-tables/held-out-18/make-files.ts   # writes the files under files/
 *   npx tsx scripts/eval-tables/held-out-18/gold.ts         # writes held-out-18/questions.jsonl
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
const { questions, q } = questionSet("held-out-18");
const admission = "admission";
/** The one group with the most rows: a question must have one right group. */
const onlyTopGroup = (rows: Row[], key: string) => onlyBest(counted(rows, key), key, (r) => n(r, "total"));

function birdstrikes(): void {
  const f = "birdstrikes.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 10000) throw new Error("birdstrike rows");
  const damage = "Effect Amount of damage";
  q(
    "average",
    f,
    "whats the average repair bill for strikes on the take-off run",
    mean(rows.filter((r) => r["Phase of flight"] === "Take-off run").map((r) => n(r, "Cost Repair"))),
  );
  q(
    "several-filters",
    f,
    "how many strikes in louisiana did only minor damage",
    count(rows, (r) => r["Origin State"] === "Louisiana" && r[damage] === "Minor"),
  );
  q("yes-no", f, "did any single strike cost more than 5 million dollars", yesNo(rows.some((r) => n(r, "Cost Total $") > 5000000)));
  q("distinct", f, "how many diferent airports show up in the bird strike data", new Set(rows.map((r) => r["Airport Name"]!)).size);
  const substantial = rows.filter((r) => r[damage] === "Substantial").map((r) => r["Flight Date"]!);
  q("earliest-latest", f, "when was the first strike that did substantial damage", [...substantial].sort()[0]!.slice(0, 10));
  q(
    "group",
    f,
    "which airport had the most strikes at night",
    onlyTopGroup(
      rows.filter((r) => r["Time of day"] === "Night"),
      "Airport Name",
    ),
  );
  const dearest = one(rows.filter((r) => n(r, "Cost Total $") === Math.max(...rows.map((x) => n(x, "Cost Total $")))));
  if (dearest["Speed IAS in knots"] === "") throw new Error("no speed for the dearest strike");
  q("everyday-words", f, "how fast was the plane going in the most expensive strike", n(dearest, "Speed IAS in knots"));
  q("unanswerable", f, "which runway had the most bird strikes", admission);
}

function season2324(): void {
  const f = "season-2324.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length !== 380) throw new Error("season rows");
  q(
    "next-previous",
    f,
    "who played at home in the match after brighton v spurs",
    beside(rows, (r) => r.HomeTeam === "Brighton" && r.AwayTeam === "Tottenham", 1).HomeTeam!,
  );
  q(
    "compare",
    f,
    "who got more yellow cards playing away, brighton or fulham",
    onlyBest(
      totals(
        rows.filter((r) => r.AwayTeam === "Brighton" || r.AwayTeam === "Fulham"),
        "AwayTeam",
        (r) => n(r, "AY"),
      ),
      "AwayTeam",
      (r) => n(r, "total"),
    ),
  );
  q(
    "lookup",
    f,
    "how many shots on target did brentford have at home against wolves",
    n(one(rows.filter((r) => r.HomeTeam === "Brentford" && r.AwayTeam === "Wolves")), "HST"),
  );
  q(
    "group-sum",
    f,
    "which ref booked the most players",
    onlyBest(
      totals(rows, "Referee", (r) => n(r, "HY") + n(r, "AY")),
      "Referee",
      (r) => n(r, "total"),
    ),
  );
  q(
    "earliest-latest",
    f,
    "when did forest get their first away win of the season",
    rows.find((r) => r.AwayTeam === "Nott'm Forest" && r.FTR === "A")!.Date!,
  );
  q(
    "everyday-words",
    f,
    "how many more goals were scored after half time than before it over the season",
    sum(rows.map((r) => n(r, "FTHG") + n(r, "FTAG") - 2 * (n(r, "HTHG") + n(r, "HTAG")))),
  );
  q(
    "negation",
    f,
    "how many games werent reffed by oliver, taylor or pawson",
    count(rows, (r) => !["M Oliver", "A Taylor", "C Pawson"].includes(r.Referee!)),
  );
}

function gdp(): void {
  const f = "gdp.csv";
  const rows = csv(path.join(corpus, f));
  if (rows.length < 13000) throw new Error("gdp rows");
  const of = (country: string) => rows.filter((r) => r["Country Name"] === country);
  const at = (country: string, year: number) => n(one(of(country).filter((r) => n(r, "Year") === year)), "Value");
  q("yes-no", f, "was saudi arabia's gdp higher in 2014 than in 2016", yesNo(at("Saudi Arabia", 2014) > at("Saudi Arabia", 2016)));
  q("top-n", f, "what was indonesia's second best year for gdp", Number(topN(of("Indonesia"), "Year", (r) => n(r, "Value"), 2)[1]!));
  q(
    "number-condition",
    f,
    "how many years was vietnam's economy bigger than 200 billion dollars",
    count(of("Viet Nam"), (r) => n(r, "Value") > 200e9),
  );
  q("earliest-latest", f, "whats the latest year in the file for south sudan", Math.max(...of("South Sudan").map((r) => n(r, "Year"))));
  q("difference", f, "how much did the philippines economy grow between 2010 and 2020", at("Philippines", 2020) - at("Philippines", 2010));
  q("unanswerable", f, "what was chile's population in 2010", admission);
}

function nasdaq(): void {
  const f = "nasdaq-listed-symbols.csv";
  const rows = csv(path.join(corpus, f)).filter((r) => r["Market Category"] !== "");
  if (rows.length !== 5569) throw new Error("nasdaq rows");
  const symbol = (s: string) => one(rows.filter((r) => r.Symbol === s));
  q("lookup", f, "what company is behind ticker PEP", symbol("PEP")["Company Name"]!);
  q("next-previous", f, "what symbol comes right after GOOGL", beside(rows, (r) => r.Symbol === "GOOGL", 1).Symbol!);
  q("distinct", f, "how many different financial status codes are used", new Set(rows.map((r) => r["Financial Status"]!)).size);
  q(
    "negation",
    f,
    "how many listings are in neither category Q nor G",
    count(rows, (r) => r["Market Category"] !== "Q" && r["Market Category"] !== "G"),
  );
  q(
    "everyday-words",
    f,
    "how many funds are listed on the global market tier",
    count(rows, (r) => r.ETF === "Y" && r["Market Category"] === "G"),
  );
  q("unanswerable", f, "whats the market cap of PEP", admission);
}

function singles(): void {
  const f = "held-out-18/files/indie-singles-2026.csv";
  const grid = parseCsv(fs.readFileSync(path.join(here, "files/indie-singles-2026.csv"), "utf8"));
  const rows = records(
    grid,
    grid.findIndex((cells) => cells[0] === "Track"),
  );
  if (rows.length !== 20) throw new Error("single rows");
  const track = "Track";
  const length = (r: Row) => clock(r.Length!);
  const plays = (r: Row) => unitNumber(r.Plays!);
  const royalties = (r: Row) => dollars(r.Royalties!);
  const explicit = (r: Row) => r.Explicit === "yes";
  const video = (r: Row) => r.Video === "✓";
  const day = (r: Row) => isoOfWritten(r.Released!);
  const named = (name: string) => one(rows.filter((r) => r[track] === name));
  const tracks = (rs: Row[]) => rs.map((r) => r[track]!);
  q("number-unit", f, "which single has been streamed the most", onlyBest(rows, track, plays));
  q(
    "number-unit",
    f,
    "how many songs have more than a million plays",
    count(rows, (r) => plays(r) > 1000000),
  );
  q("duration", f, "whats the longest track", onlyBest(rows, track, length));
  q(
    "duration",
    f,
    "how many singles are under three and a half minutes",
    count(rows, (r) => length(r) < 210),
  );
  q(
    "amount-dollar",
    f,
    "how much have juno vale's songs earned altogether",
    cents(sum(rows.filter((r) => r.Artist === "Juno Vale").map(royalties))),
  );
  q("amount-dollar", f, "which song made the least money", onlyBest(rows, track, royalties, true));
  q("flag-tick", f, "which folk songs have a music video", tracks(rows.filter((r) => r.Genre === "Folk" && video(r))));
  q("flag-yes-no", f, "how many tracks are marked explicit", count(rows, explicit));
  q(
    "negation",
    f,
    "how many songs arent by juno vale or kestrel bay",
    count(rows, (r) => r.Artist !== "Juno Vale" && r.Artist !== "Kestrel Bay"),
  );
  q("next-previous", f, "what song comes right after glasshouse", beside(rows, (r) => r[track] === "Glasshouse", 1)[track]!);
  q("first", f, "what's the first single on the list", rows[0]![track]!);
  q("last", f, "whats the last song listed", rows.at(-1)![track]!);
  q("mixed-dates", f, "what date did copper sky come out", day(named("Copper Sky")));
  q(
    "earliest-latest",
    f,
    "which single came out earliest",
    onlyBest(rows, track, (r) => Date.parse(day(r)), true),
  );
  q(
    "date-condition",
    f,
    "how many singles were released after june 2026",
    count(rows, (r) => day(r) > "2026-06-30"),
  );
  q("group", f, "which artist has the most explicit tracks", onlyTopGroup(rows.filter(explicit), "Artist"));
  q(
    "group-sum",
    f,
    "which genre brought in the most royalties",
    onlyBest(totals(rows, "Genre", royalties), "Genre", (r) => n(r, "total")),
  );
  q(
    "difference",
    f,
    "how many more plays does static hearts have than afterglow drive",
    plays(named("Static Hearts")) - plays(named("Afterglow Drive")),
  );
  q(
    "several-filters",
    f,
    "how many clean tracks have a video",
    count(rows, (r) => !explicit(r) && video(r)),
  );
  q("average", f, "avg number of plays for ada quill's songs", mean(rows.filter((r) => r.Artist === "Ada Quill").map(plays)));
  q("yes-no", f, "is neon chapel explicit", yesNo(explicit(named("Neon Chapel"))));
  q("top-n", f, "which song is the second highest earner", topN(rows, track, royalties, 2)[1]!);
  q("unanswerable", f, "who produced marble moon", admission);
}

async function gardenPlots(): Promise<void> {
  const f = "held-out-18/files/garden-plots.xlsx";
  const file = path.join(here, "files/garden-plots.xlsx");
  // The header sits at C5 on both sheets, under a title, a note and two blank rows.
  const sheet = async (index: number) => records(await xlsxGrid(file, index), 4, 2);
  const [elm, river] = [await sheet(1), await sheet(2)];
  if (elm.length !== 11 || river.length !== 9 || elm[0]!.Plot !== "E1" || river[0]!.Plot !== "R1") throw new Error("garden sheets");
  const who = "Gardener";
  const size = (r: Row) => unitNumber(r.Size!);
  const water = (r: Row) => unitNumber(r["Water used"]!);
  const fee = (r: Row) => dollars(r.Fee!);
  const organic = (r: Row) => r.Organic === "✓";
  const shed = (r: Row) => r.Shed === "yes";
  const named = (rows: Row[], name: string) => one(rows.filter((r) => r[who] === name));
  const plot = (rows: Row[], id: string) => one(rows.filter((r) => r.Plot === id));
  q("look-alike-sheet", f, "how many plots are there at riverside", river.length);
  q("look-alike-sheet", f, "total water used by the elm street plots?", sum(elm.map(water)));
  q("lookup", f, "what does mei chen grow", named(river, "Mei Chen")["Main crop"]!);
  q("number-unit", f, "who has the biggest plot at riverside", onlyBest(river, who, size));
  q("amount-dollar", f, "which elm street gardener pays the highest fee", onlyBest(elm, who, fee));
  q(
    "flag-tick",
    f,
    "who at riverside doesnt garden organically",
    river.filter((r) => !organic(r)).map((r) => r[who]!),
  );
  q("flag-yes-no", f, "how many elm street plots have got a shed", count(elm, shed));
  q(
    "earliest-latest",
    f,
    "who has been at elm street the longest",
    onlyBest(elm, who, (r) => n(r, "Joined"), true),
  );
  q("average", f, "avg water use of the riverside plots", cents(mean(river.map(water))));
  q(
    "compare",
    f,
    "who uses more water, ken osei or marek nowak",
    onlyBest([named(elm, "Ken Osei"), named(elm, "Marek Nowak")], who, water),
  );
  q("difference", f, "how many more litres does plot R3 use than R1", water(plot(river, "R3")) - water(plot(river, "R1")));
  q("next-previous", f, "who has the plot after grace lowe at elm street", beside(elm, (r) => r[who] === "Grace Lowe", 1)[who]!);
  q("yes-no", f, "does ivan horvat have a shed", yesNo(shed(named(river, "Ivan Horvat"))));
  q(
    "several-filters",
    f,
    "how many elm street plots are organic and bigger than 20 square metres",
    count(elm, (r) => organic(r) && size(r) > 20),
  );
  q(
    "number-condition",
    f,
    "how many riverside gardeners joined after 2019",
    count(river, (r) => n(r, "Joined") > 2019),
  );
  q("top-n", f, "which elm street plot uses the 2nd most water", topN(elm, "Plot", water, 2)[1]!);
  q("first", f, "whats the first plot on the riverside sheet", river[0]!.Plot!);
  q("last", f, "who's on the last plot listed at riverside", river.at(-1)![who]!);
  q(
    "negation",
    f,
    "how many elm street plots dont grow tomatoes or potatoes",
    count(elm, (r) => r["Main crop"] !== "Tomatoes" && r["Main crop"] !== "Potatoes"),
  );
  q("unanswerable", f, "whats rosa delgado's phone number", admission);
}

birdstrikes();
season2324();
gdp();
nasdaq();
singles();
await gardenPlots();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
