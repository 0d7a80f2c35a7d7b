/**
 * Gold answers for the third fresh held-out table set (docs/eval-report.md, "held-out-3"), computed
 * straight from the raw files: the corpus CSV and the generated CSVs through a plain CSV reader
 * written here, the generated workbook through its sheet XML (jszip), never through Docent's parser
 * or table engine. Written and committed before anything was run on it.
 *
 *   npx tsx scripts/eval-tables/held-out-3/gold.ts   # writes held-out-3/questions.jsonl
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

const { questions, q } = questionSet("held-out-3");

// --- season-2324.csv (the one corpus table held-out-2 did not use)
{
  const f = "season-2324.csv";
  const s = records(parseCsv(fs.readFileSync(path.join(corpus, f), "utf8")), 0);
  const n = (r: Row, key: string) => Number(r[key]);
  q(
    "count",
    f,
    "How many games did Liverpool win at home?",
    count(s, (r) => r.HomeTeam === "Liverpool" && r.FTR === "H"),
  );
  q(
    "count",
    f,
    "how many matches ended in a draw",
    count(s, (r) => r.FTR === "D"),
  );
  q("sum", f, "How many goals did the home sides score altogether?", sum(s.map((r) => n(r, "FTHG"))));
  q("sum", f, "Total yellow cards for away teams?", sum(s.map((r) => n(r, "AY"))));
  q("average", f, "What was the average number of away goals per game?", mean(s.map((r) => n(r, "FTAG"))));
  q("average", f, "avg home corners when Man City played at home", mean(s.filter((r) => r.HomeTeam === "Man City").map((r) => n(r, "HC"))));
  q("min-max", f, "What's the most goals a home team scored in one game?", Math.max(...s.map((r) => n(r, "FTHG"))));
  q("group", f, "Which referee officiated the most matches?", topGroup(s, "Referee"));
  q(
    "group",
    f,
    "Which team had the most away wins?",
    topGroup(
      s.filter((r) => r.FTR === "A"),
      "AwayTeam",
    ),
  );
  // Trimmed: the raw CSV writes "J Gillett" once with a trailing space (found after the one measurement).
  q("distinct", f, "How many different referees were there?", new Set(s.map((r) => r.Referee!.trim())).size);
  q(
    "date-condition",
    f,
    "How many matches were played in April 2024?",
    count(s, (r) => r.Date!.startsWith("2024-04")),
  );
  q(
    "date-condition",
    f,
    "How many games were played before October 2023?",
    count(s, (r) => r.Date! < "2023-10"),
  );
  q("earliest-latest", f, "When was the last match of the season played?", [...s.map((r) => r.Date!)].sort().at(-1)!);
  q(
    "lookup",
    f,
    "Who was the referee when Burnley hosted Man City?",
    one(s.filter((r) => r.HomeTeam === "Burnley" && r.AwayTeam === "Man City")).Referee!,
  );
  q(
    "list",
    f,
    "Which teams did Man City play away in August 2023?",
    s.filter((r) => r.AwayTeam === "Man City" && r.Date!.startsWith("2023-08")).map((r) => r.HomeTeam!),
  );
  q(
    "multi-filter",
    f,
    "In how many home games did Arsenal score more than 3 goals?",
    count(s, (r) => r.HomeTeam === "Arsenal" && n(r, "FTHG") > 3),
  );
  q(
    "negation",
    f,
    "How many matches were not refereed by A Taylor?",
    count(s, (r) => r.Referee !== "A Taylor"),
  );
  q("yes-no", f, "Did Luton win any away game?", yesNo(s.some((r) => r.AwayTeam === "Luton" && r.FTR === "A")));
  q("first", f, "Who was the home team in the first match listed?", s[0]!.HomeTeam!);
  const chelseaHome = s.filter((r) => r.HomeTeam === "Chelsea");
  q(
    "followup",
    f,
    "and how many of those were refereed by anthony taylor?",
    count(chelseaHome, (r) => r.Referee === "A Taylor"),
    "How many games did Chelsea play at home?",
  );
  q(
    "followup",
    f,
    "And how many of them did they lose?",
    count(chelseaHome, (r) => r.FTR === "A"),
    "How many games did Chelsea play at home?",
  );
}

const fileOf = (name: string) => `held-out-3/files/${name}`;
/** "84.210 km" → 84210; "1.240,00 €" → 1240 */
const european = (v: string) =>
  Number(
    v
      .replace(/[^\d,.-]/gu, "")
      .replace(/\./gu, "")
      .replace(",", "."),
  );
/** "$1,205.50", "1,205 pitches", "85%" → the number */
const plain = (v: string) => Number(v.replace(/[^\d.-]/gu, ""));
const seconds = (v: string) => Number(v.split(":")[0]) * 60 + Number(v.split(":")[1]);
const clock = (s: number) => `${String(Math.floor(s / 60))}:${String(s % 60).padStart(2, "0")}`;

async function fleet(): Promise<void> {
  const f = fileOf("fleet-register.xlsx");
  const grid = await xlsxGrid(path.join(here, "files/fleet-register.xlsx"), 1);
  // Header rows 6 and 7 (from column D): "Carburant (L)" merged over Q1 / Q2, read as a person reads them.
  const header = grid[5]!.map((h, i) => (grid[6]![i] ? `Carburant ${grid[6]![i]!}` : h));
  const rows = grid
    .slice(7)
    .filter((cells) => cells.some((c) => c !== ""))
    .map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ""])) as Row);
  const bought = (r: Row) => {
    const [d, m, y] = r["Date d'achat"]!.split("/");
    return `${y!}-${m!}-${d!}`;
  };
  const km = (r: Row) => european(r.Kilométrage!);
  const cost = (r: Row) => european(r["Coût entretien"]!);
  const plate = (p: string) => one(rows.filter((r) => r.Immatriculation === p));
  q(
    "count",
    f,
    "How many vehicles are at the nantes depot?",
    count(rows, (r) => r.Dépôt === "Nantes"),
  );
  q("sum", f, "What's the total maintenance cost (coût entretien) of the fleet?", sum(rows.map(cost)));
  q("average", f, "What's the average kilométrage?", mean(rows.map(km)));
  q("argmax-argmin", f, "Which vehicle has the highest mileage?", argBest(rows, "Immatriculation", km));
  q("sum", f, "How many litres of fuel were used in Q2 in total?", sum(rows.map((r) => Number(r["Carburant Q2"]))));
  q(
    "argmax-argmin",
    f,
    "Which vehicle used the most carburant in Q1?",
    argBest(rows, "Immatriculation", (r) => Number(r["Carburant Q1"])),
  );
  q("lookup", f, "What model is AB-123-CD?", plate("AB-123-CD").Modèle!);
  q("lookup", f, "When was EF-456-GH bought?", bought(plate("EF-456-GH")));
  q(
    "earliest-latest",
    f,
    "Which vehicle was purchased first?",
    argBest(rows, "Immatriculation", (r) => Date.parse(bought(r)), true),
  );
  q(
    "date-condition",
    f,
    "How many vehicles were bought in 2021?",
    count(rows, (r) => bought(r).startsWith("2021")),
  );
  const at = rows.findIndex((r) => r.Immatriculation === "ST-567-UV");
  q("next-previous", f, "Which vehicle comes after ST-567-UV in the register?", rows[at + 1]!.Immatriculation!);
  q("last", f, "What's the last vehicle in the register?", rows.at(-1)!.Immatriculation!);
  const [a, b] = [plate("JK-789-LM"), plate("PQ-112-RS")];
  q("compare", f, "Which has the higher maintenance cost, JK-789-LM or PQ-112-RS?", cost(a) > cost(b) ? "JK-789-LM" : "PQ-112-RS");
  q("difference", f, "How many more km has WX-890-YZ done than FG-678-HJ?", km(plate("WX-890-YZ")) - km(plate("FG-678-HJ")));
  q("yes-no", f, "Is any vehicle at the Lille depot over 100,000 km?", yesNo(rows.some((r) => r.Dépôt === "Lille" && km(r) > 100000)));
  q("distinct", f, "How many different models are in the fleet?", new Set(rows.map((r) => r.Modèle)).size);
}

function setlist(): void {
  const f = fileOf("setlist.csv");
  const rows = records(parseCsv(fs.readFileSync(path.join(here, "files/setlist.csv"), "utf8")), 3);
  const length = (r: Row) => seconds(r.Length!);
  const streams = (r: Row) => plain(r.Streams!);
  const song = (name: string) => one(rows.filter((r) => r.Song === name));
  q("argmax-argmin", f, "What's the longest song in the set?", argBest(rows, "Song", length));
  q("min-max", f, "What's the shortest song length?", clock(Math.min(...rows.map(length))));
  q("sum", f, "How many streams do all the songs have combined?", sum(rows.map(streams)));
  q("average", f, "average bpm?", mean(rows.map((r) => Number(r.BPM))));
  q(
    "count",
    f,
    "How many songs are from night ferry?",
    count(rows, (r) => r.Album === "Night Ferry"),
  );
  q(
    "number-condition",
    f,
    "How many songs are longer than 4 minutes?",
    count(rows, (r) => length(r) > 240),
  );
  const at = rows.findIndex((r) => r.Song === "Paper Moons");
  q("next-previous", f, "What song comes after Paper Moons?", rows[at + 1]!.Song!);
  q("last", f, "What's the final song on the list?", rows.at(-1)!.Song!);
  q(
    "compare",
    f,
    "Which is longer, Salt Road or Glass Houses?",
    length(song("Salt Road")) > length(song("Glass Houses")) ? "Salt Road" : "Glass Houses",
  );
  q(
    "difference",
    f,
    "What's the difference in streams between Copper Sky and Small Hours?",
    streams(song("Copper Sky")) - streams(song("Small Hours")),
  );
  q("lookup", f, "What key is Lantern in?", song("Lantern").Key!);
  q("lookup", f, "How long is Undertow?", song("Undertow").Length!);
  q("group", f, "Which album has the most songs in the set?", topGroup(rows, "Album"));
  q(
    "list",
    f,
    "List the songs in d minor",
    rows.filter((r) => r.Key === "D minor").map((r) => r.Song!),
  );
  q("yes-no", f, "Is Harbour Lights over 120 bpm?", yesNo(Number(song("Harbour Lights").BPM) > 120));
  q("top-n", f, "top 3 songs by streams", topN(rows, "Song", streams, 3));
}

function campsites(): void {
  const f = fileOf("campsites.csv");
  const rows = records(parseCsv(fs.readFileSync(path.join(here, "files/campsites.csv"), "utf8")), 5, 3);
  const pitches = (r: Row) => plain(r.Pitches!);
  const price = (r: Row) => plain(r["Price per night"]!);
  const dogs = (r: Row) => r["Dogs allowed"] === "Yes";
  const site = (name: string) => one(rows.filter((r) => r.Campsite === name));
  q("count", f, "How many campsites allow dogs?", count(rows, dogs));
  q("sum", f, "What's the total number of pitches across all sites?", sum(rows.map(pitches)));
  q("average", f, "What's the average price per night?", mean(rows.map(price)));
  q(
    "argmax-argmin",
    f,
    "Which campsite has the best rating?",
    argBest(rows, "Campsite", (r) => Number(r.Rating)),
  );
  q(
    "number-condition",
    f,
    "How many sites have more than 500 pitches?",
    count(rows, (r) => pitches(r) > 500),
  );
  q(
    "negation",
    f,
    "How many campsites are not in the highlands?",
    count(rows, (r) => r.Region !== "Highlands"),
  );
  q(
    "multi-filter",
    f,
    "List the campsites on the Coast that allow dogs",
    rows.filter((r) => r.Region === "Coast" && dogs(r)).map((r) => r.Campsite!),
  );
  q("group", f, "Which region has the most campsites?", topGroup(rows, "Region"));
  q("distinct", f, "How many regions are there?", new Set(rows.map((r) => r.Region)).size);
  q("top-n", f, "What are the two cheapest campsites?", topN(rows, "Campsite", price, 2, true));
  q("lookup", f, "How many pitches does Pine Hollow have?", pitches(site("Pine Hollow")));
  q(
    "earliest-latest",
    f,
    "Which campsite opened most recently?",
    argBest(rows, "Campsite", (r) => Number(r.Opened)),
  );
  q(
    "followup",
    f,
    "And which of those are in the Lakes region?",
    rows.filter((r) => dogs(r) && r.Region === "Lakes").map((r) => r.Campsite!),
    "How many campsites allow dogs?",
  );
  q("yes-no", f, "Does Otter Bay allow dogs?", yesNo(dogs(site("Otter Bay"))));
  q(
    "compare",
    f,
    "Which has more pitches, Gull Point or Otter Bay?",
    pitches(site("Gull Point")) > pitches(site("Otter Bay")) ? "Gull Point" : "Otter Bay",
  );
  q("min-max", f, "What's the lowest occupancy?", Math.min(...rows.map((r) => plain(r.Occupancy!))));
}

await fleet();
setlist();
campsites();
fs.writeFileSync(path.join(here, "questions.jsonl"), questions.map((entry) => JSON.stringify(entry)).join("\n") + "\n");
process.stdout.write(`${String(questions.length)} questions\n`);
