/**
 * The table section of docs/eval-report.md: accuracy per operation kind on the split run, what
 * failed and why (no interpretation, a wrong reading, or a wrong value), and WikiTableQuestions
 * accuracy beside the published figures.
 */
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../lib/docent-process";
import { statedValues, type Scored } from "./score";

const startMarker = "<!-- tables:start -->";
const endMarker = "<!-- tables:end -->";
const reportPath = path.join(repoRoot, "docs/eval-report.md");

function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`;
}

function byKind(scored: Scored[]): string[] {
  const kinds = [...new Set(scored.map((entry) => entry.kind))].sort();
  const lines = ["| kind | questions | right | share |", "|---|---:|---:|---:|"];
  for (const kind of kinds) {
    const entries = scored.filter((entry) => entry.kind === kind);
    const right = entries.filter((entry) => entry.right).length;
    lines.push(`| ${kind} | ${String(entries.length)} | ${String(right)} | ${percent(right, entries.length)} |`);
  }
  const right = scored.filter((entry) => entry.right).length;
  lines.push(`| **all** | **${String(scored.length)}** | **${String(right)}** | **${percent(right, scored.length)}** |`);
  return lines;
}

/** How often an answer labelled `high` (nothing guessed) or `medium` (something guessed) is right. */
function byLabel(scored: Scored[]): string {
  const answered = scored.filter((entry) => entry.result && !entry.result.problem);
  const high = answered.filter((entry) => entry.result!.plan.assumptions.length === 0);
  const medium = answered.filter((entry) => entry.result!.plan.assumptions.length > 0);
  const share = (entries: Scored[]) =>
    `${String(entries.length)} answers, ${percent(entries.filter((entry) => entry.right).length, entries.length)} right`;
  return `\`high\`: ${share(high)}; \`medium\`: ${share(medium)}.`;
}

export function describeFailure(entry: Scored): string {
  const stated = entry.result ? statedValues(entry.result).slice(0, 4).join("; ") : "";
  const why = !entry.result
    ? "not read as a table question"
    : entry.result.problem
      ? `read as ${entry.result.plan.operation}, ${entry.result.problem}`
      : `read as ${entry.result.plan.operation} (${entry.result.how || "no filter"})`;
  return `${entry.question} — gold ${entry.gold.slice(0, 4).join("; ")}; got ${stated || "nothing"}; ${why}`;
}

/**
 * How the test figures came about, said once: the test split's first reading, which failures were
 * then known, and what was changed on dev only afterwards.
 */
const history = [
  "Tuning history: the test split was first read at 43 of 50, then 45 of 50 (WikiTableQuestions test 34.5 %). Its five failures",
  "were then known by their wording (a yes/no column named by an adjective, a count naming only the table, a cost column among",
  "look-alike names, 'Lyon, France' grouped apart from 'Lyon', and '1 rows have'); their kinds were fixed on dev questions and",
  "probes of our own, never on the test rows, together with kinds seen in WikiTableQuestions dev only (two values of one column",
  "either-or, 'did A or B have more', 'the last …' with nothing to order by, backslash-escaped CSV quotes, places written 2nd,",
  "'more or less?', 'after the year N'). So our own test split's 50 of 50 is no longer a clean held-out figure; WikiTableQuestions",
  "test (34.5 % → 38.3 %, never looked at while tuning) is. A fresh held-out set (held-out-2, 66 questions) then read 38 of 66",
  "(57.6 %) once; its misses were classified by kind (scripts/eval-tables/held-out-2/analysis.md) and it became dev: the kinds",
  "were fixed on it, our dev split and WikiTableQuestions dev (61 of 66, 51 of 51 and 37.0 % → 38.6 % after). held-out-3",
  "was written and committed before any of that tuning and measured once after it: 47 of 69 (68.1 %; its misses in",
  "scripts/eval-tables/held-out-3/analysis.md), after which it too became dev. held-out-4 was written and committed before",
  "the next round (the calibration of `high`, keys to abbreviated headers, two roles of a row, follow-ups) and measured once",
  "after it: 52 of 63 (82.5 %; `high` 38 answers, 94.7 % right; its misses in scripts/eval-tables/held-out-4/analysis.md),",
  "after which it too became dev (61 of 63 after the next round). held-out-5 was written and committed before that",
  "round (a header named by one word of several, a table's subject as its measure, 'most expensive', role verbs, ties on the",
  "last date, 'in this sheet', full dates, a sheet word without the entity, French headers, table suggestions) and measured",
  "once after it: 49 of 69 (71.0 %; `high` 43 answers, 90.7 % right; its misses in scripts/eval-tables/held-out-5/analysis.md),",
  "after which it too became dev (60 of 69 after the next round). held-out-6, below, was written and committed before that",
  "round (a CSV title line with a comma, a word said twice, a code column beside a names column, a numeric code beside a",
  "group's name, 'x' flag columns, the one money column named by 'in total' or 'how much', 'Combien de …' read as a count)",
  "and measured once after it.",
].join(" ");

const heldOutAbout: Record<string, string> = {
  "held-out-2":
    "66 questions written after the test split above was used up: nine corpus tables and three generated messy files. Measured once at 38 of 66 (57.6 %) before any tuning on it; now spent and tuned on together with dev.",
  "held-out-3":
    "69 questions written and committed before any run on them, after held-out-2 was spent: the one corpus table held-out-2 left unused (season-2324.csv) and three new generated messy files (a French workbook at D6 with a merged two-row header and European numbers and dates as text; a CSV of durations and thousands separators under title lines; a CSV at D6 of '1,205 pitches', '$24.50', '85%', Yes/No). Measured once at 47 of 69 (68.1 %); now spent and tuned on together with dev.",
  "held-out-4":
    "63 questions written and committed before any run on them, after held-out-3 was spent: three corpus tables earlier sets used little (nasdaq-listed-symbols.csv with its footer lines, gdp.csv, barksdale-wildlife-strikes.xlsx) and two new generated messy files (a ferry log whose abbreviated headers DEP, ARR, PAX, VEH, DUR, LF are explained by a key line above the table, with two ports per row in two roles, '1,205' passengers, '1:45' crossing times and '85%'; a two-sheet gym workbook at B3 with '£1,205.00' fees, UK dates as text and Yes/No cells). Measured once at 52 of 63 (82.5 %); one calibration rule was added after that run (see below), so it is spent.",
  "held-out-5":
    "69 questions written and committed before any run on them, after held-out-4 was spent: three corpus tables earlier sets used little (weather.csv, airports.csv, country-codes.csv) and one new generated workbook (a car-park sheet under a title block at B4 with a two-row header whose 'Capacity' is merged over Cars and EV bays, '1,205 spaces', 'h:mm' stays, '£12.50' rates and opening dates in four forms; a second sheet with French headers, French numbers '8 900 000' and '12,50 €', dd/mm/yyyy dates and Oui/Non cells, asked in English and twice in French). Measured once at 49 of 69 (71.0 %); now spent and tuned on together with dev.",
  "held-out-6":
    "38 questions written and committed before any run on them, after held-out-5 was spent: no corpus table was left that no held-out set had used, so the two no set since held-out-2 asked about (birdstrikes.csv, season-2223.csv; none of held-out-2's questions repeated) and one new generated messy CSV (community-grants.csv: a title line with a comma in it above a blank line, an ISO code column beside the country's name, a region's name beside a numeric region code, 'Project staff' in a table of projects, 'Amount (£)' with '£18,500' cells, a flag column of 'x' and blanks, two questions in French). Measured once.",
  "held-out-7":
    "70 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-6 was spent: three corpus tables earlier sets asked little about (premier-league-2022-23-2023-24.xlsx with its two look-alike season sheets and its 'Summary (values)' sheet, gdp.csv, nasdaq-listed-symbols.csv; no earlier question repeated) and two new generated messy files (river-10k-results.csv: a title and a note line above the header, 'mm:ss' finish times with 'n/a', pledges as '€1.234,50', a ✓/x flag column; library-branches.xlsx: two look-alike sheets 'Loans 2024' and 'Loans 2025' with the header at B6 under a title, '1,205 m²' areas, an 'n/a' loans cell, '48,310' visitors as text, 'h:mm' visits, '€1.234,50' fees and a ✓/x café column). Measured once; now spent and tuned on together with dev.",
  "held-out-8":
    "71 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-7 was spent: three corpus tables earlier sets asked little about (season-2223.csv, country-codes.csv, birdstrikes.csv; no earlier question repeated) and two new generated messy files (choir-tour-2026.csv: a title and a note line above the header, '1,205 seats' capacities, 'h:mm' set lengths, takings as '€12.345,50', a ✓/x 'Sold out' column and 'n/a' support acts; bike-share-stations.xlsx: two look-alike sheets 'March 2026' and 'April 2026' with the header at C5 under a title, '24 docks', an 'n/a' trips row, 'm:ss' average rides, '€1.234,50' fares and a ✓/x e-bike column). Kinds new to this set: 'which X has the most Y' summed per group (group-sum). Measured once.",
  "held-out-9":
    "72 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-8 was spent: three corpus tables earlier sets asked least about (airports.csv, gdp.csv, weather.csv; no earlier question repeated) and two new generated messy files (park-and-ride-2025.csv: a title and a note line above the header, '1,205 spaces', 'h:mm' average stays, revenue as '€412.380,50', a ✓/x EV-charging column and 'n/a' bus routes; food-bank-depots.xlsx: two look-alike sheets 'Q1 2025' and 'Q2 2025' with the header at B4 under a title, an 'n/a' parcels row, '9,200 kg' weights, 'm:ss' waits, '€1.234,50' cash donations and a ✓/x 'Chilled' column). Measured once.",
  "held-out-10":
    "70 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-9 was spent: three corpus tables earlier sets asked little about (season-2324.csv, birdstrikes.csv, nasdaq-listed-symbols.csv; no earlier question repeated) and two new generated messy files (harbour-ferries-2025.csv: two title lines and a blank line above the header, '48,210 passengers', 'h:mm' crossings, fares as '€4,90', a ✓/x step-free column and 'n/a' night services; town-pools.xlsx: two look-alike sheets '2024' and '2025' with the header at C5 under a title, a note and a source line, an 'n/a' swims row, '12,400 litres', 'h:mm' visits, '€1.234,50' income and a ✓/x sauna column). Measured once.",
  "held-out-11":
    "62 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-10 was spent: two corpus tables earlier sets asked little about (barksdale-wildlife-strikes.xlsx with its two-row cost header, country-codes.csv; no earlier question repeated) and two new generated messy files (mountain-huts-2025.csv: a title and a note line and a blank line above the header, '2,140 stays', 'h:mm' walk-ins, prices as '€24,50', a ✓/x drying-room column and 'n/a' or '4 beds' winter rooms; repair-cafes.xlsx: two look-alike sheets 'March' and 'April' with the header at B6 under a title, two notes and two blank rows, an 'n/a' row on each sheet, '12 volunteers', 'h:mm' repair times, '€1.234,50' donations and a ✓/x soldering column). Measured once.",
  "held-out-12":
    "70 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-11 was spent: three corpus tables earlier sets asked little about (premier-league-2022-23-2023-24.xlsx, weather.csv, nasdaq-listed-symbols.csv; no earlier question repeated) and two new generated messy files (city-museums.csv: a title and a note line above the header, '148,200 visitors', 'h:mm' visits, tickets as '€14,50', a ✓/x free-on-Sundays column, '4 a day' or 'n/a' guided tours and opening dates written four ways; five-a-side-league.xlsx: two look-alike sheets 'Spring' and 'Autumn' of fixtures with home and away columns, the header at C6 under a title, a note and three blank rows, '1,205 fans', 'm:ss' match lengths and a ✓/x streamed column). Kinds new to this set: a team's goals or results counted over both its home and away columns (two-sided-sum, two-sided-count), dates written four ways in one column (mixed-dates), a day and month without the year (date-loose). Measured once.",
  "held-out-13":
    "70 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-12 was spent: four corpus tables earlier sets asked little about (airports.csv, gdp.csv, season-2223.csv, country-codes.csv; no earlier question repeated) and two new generated messy files (podcast-episodes-2025.csv: a title and a note line above the header, '12,400 downloads', lengths as the app shows them ('47:23', '1:02:00' past the hour), sponsor fees as '£1,250.00' or 'none', a yes/no explicit column, a ✓/x transcript column and release dates written four ways; film-club.xlsx: two look-alike sheets 'Autumn 2025' and 'Spring 2026' of screenings, the header at B4 under a title, a note and a blank row, '1,240 people', 'h:mm' running times, '£6,200.00' takings, a yes/no subtitled and a ✓/x sold-out column). Kinds new to this set: amounts in pounds (amount-pound), yes/no flags (flag-yes-no), the first row listed (first) and questions the table cannot answer (unanswerable: a column the file lacks; right only as the admission, gold 'admission'). Measured once.",
  "held-out-14":
    "70 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-13 was spent: four corpus tables earlier sets asked least about (barksdale-wildlife-strikes.xlsx, nasdaq-listed-symbols.csv, birdstrikes.csv, premier-league-2022-23-2023-24.xlsx; no earlier question repeated) and two new generated messy files (harbourside-festival-2026.csv: a title and a note line above the header, '18,400 people', 'h:mm' set lengths, fees as '$42,000', a yes/no headliner and a ✓/x encore column and dates written four ways; allotment-society.xlsx: two look-alike sheets 'Riverside' and 'Hilltop' of plots, the header at C5 under a title, two notes and a blank row, '1,000 sq m' sizes, '$150.00' rents, a ✓/x water-butt and a yes/no greenhouse column). Kinds new to this set: amounts in dollars (amount-dollar), a measure asked in everyday words rather than its column's name (everyday-words), a name containing a word (contains); five questions the table cannot answer (unanswerable, gold 'admission'). Measured once.",
  "held-out-15":
    "70 questions written and committed before any run on them, by a writer who did not read Docent's table code, after held-out-14 was spent: four corpus tables earlier sets asked least about (barksdale-wildlife-strikes.xlsx, weather.csv, country-codes.csv, season-2324.csv; no earlier question repeated) and two new generated messy files (ev-charging-hubs-2026.csv: a title and a note line above the header, '1,205 spaces' and '48,300 kWh', 'h:mm' average sessions, '$0.45' prices and '$21,735' takings, a yes/no rapid and a ✓/x open-24h column and opening dates written four ways, one of them day-first '25/06/2021'; swim-club.xlsx: two look-alike sheets 'North Pool' and 'South Pool' of swimmers, the header at B5 under a title, a note and two blank rows, 'm:ss' best 100 m times, '12,400 m' weekly distances, '$240.00' fees, a yes/no gala-entry and a ✓/x fees-paid column). Kinds spread over row after/before, first/last, compare, difference, yes/no, top-n, two-condition counts, averages (one over a column with 'n/a' cells), lookup, earliest/latest, group and group-sum, distinct, negation, number and date conditions, everyday words; five questions the table cannot answer (unanswerable, gold 'admission'). Measured once.",
  "held-out-16": "70 questions over 6 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-17": "70 questions over 6 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-18": "70 questions over 6 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-19": "70 questions over 7 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-20": "70 questions over 7 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-21": "70 questions over 7 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-22": "70 questions over 7 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-23": "70 questions over 7 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-24": "70 questions over 7 files, written before any run, by someone who did not read the code. Measured once.",
  "held-out-25": "70 questions over 7 files, written before any run, by someone who did not read the code. Measured once.",
};

/** A fresh held-out set's subsection: its figure per kind now, and what its one measurement found. */
function heldOutSection(set: string, heldOut: Scored[]): string[] {
  if (heldOut.length === 0) return [];
  const analysisPath = path.join(repoRoot, "scripts/eval-tables", set, "analysis.md");
  const analysis = fs.existsSync(analysisPath) ? fs.readFileSync(analysisPath, "utf8").trim() : "";
  return [
    `### Fresh held-out set (${set})`,
    "",
    `${heldOutAbout[set] ?? ""} Gold computed in TypeScript straight from the raw files (scripts/eval-tables/${set}/gold.ts), never through Docent. Figures as of this run:`,
    "",
    ...byKind(heldOut),
    "",
    `By confidence: ${byLabel(heldOut)}`,
    "",
    "Failures in this run:",
    "",
    ...heldOut.filter((entry) => !entry.right).map((entry) => `- [${entry.kind}] ${describeFailure(entry)}`),
    "",
    ...(analysis ? [analysis, ""] : []),
  ];
}

/**
 * Every spent held-out set not measured in this run, one line each: the figure its one measurement
 * gave (the first bold "N of M (P %)" of its analysis.md) and where its misses are told. Without it
 * a set's section left the report the run after it became dev.
 */
function spentSection(measured: string[]): string[] {
  const dir = path.join(repoRoot, "scripts/eval-tables");
  const spent = fs
    .readdirSync(dir)
    .filter((name) => /^held-out-\d+$/.test(name) && !measured.includes(name))
    .filter((name) => fs.existsSync(path.join(dir, name, "analysis.md")))
    .sort((a, b) => Number(a.slice(9)) - Number(b.slice(9)));
  if (spent.length === 0) return [];
  const lines = spent.map((name) => {
    const analysis = fs.readFileSync(path.join(dir, name, "analysis.md"), "utf8");
    const figure = /\*\*(\d+\s+of\s+\d+\s+\([\d.]+\s+%\))\*\*/.exec(analysis)?.[1]?.replace(/\s+/g, " ");
    return `- ${name}: ${figure ? `measured once at ${figure}` : "measured once"}; what it missed and why: scripts/eval-tables/${name}/analysis.md.`;
  });
  return ["### Spent held-out sets (now tuned on with dev)", "", ...lines, ""];
}

export function writeReport(options: {
  split: string;
  own: Scored[];
  wtq: Scored[];
  heldOut?: { set: string; scored: Scored[] }[];
  write: boolean;
  verbose: boolean;
}): string {
  const { own, wtq } = options;
  const wtqRight = wtq.filter((entry) => entry.right).length;
  const wtqRead = wtq.filter((entry) => entry.result !== null);
  const lines = [
    startMarker,
    "## Tables (offline interpreter, `npm run eval:tables`)",
    "",
    `Split: **${options.split}**. Docent's set (scripts/eval-tables/gold.py): ${String(own.length)} questions over the corpus tables and generated messy files, split by question; gold answers computed in Python from the raw files. Scored on the computed result (the number or the values named).`,
    "",
    ...byKind(own),
    "",
    `By confidence: ${byLabel(own)}`,
    "",
    "Failures:",
    "",
    ...own.filter((entry) => !entry.right).map((entry) => `- [${entry.kind}] ${describeFailure(entry)}`),
    "",
    history,
    "",
    `WikiTableQuestions (training questions, ${String(new Set(wtq.map((entry) => entry.file)).size)} tables of the ${options.split} split by table): **${percent(wtqRight, wtq.length)}** right (${String(wtqRight)} of ${String(wtq.length)}); ${percent(wtqRead.length, wtq.length)} were read as table questions, and ${percent(wtqRight, wtqRead.length)} of those were right. Published on the benchmark's test split: floating parser 37.1 %, TAPAS 48.8 %, TaPEx 57.5 %. By confidence: ${byLabel(wtq)}`,
    "",
    ...(options.heldOut ?? []).flatMap((entry) => heldOutSection(entry.set, entry.scored)),
    ...(options.split === "test" ? spentSection((options.heldOut ?? []).map((entry) => entry.set)) : []),
    endMarker,
  ];
  const section = lines.join("\n");
  if (options.write) {
    const old = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, "utf8") : "";
    const start = old.indexOf(startMarker);
    const end = old.indexOf(endMarker);
    const next =
      start >= 0 && end > start ? old.slice(0, start) + section + old.slice(end + endMarker.length) : `${old.trimEnd()}\n\n${section}\n`;
    fs.writeFileSync(reportPath, next);
  }
  const label = (entry: Scored) =>
    entry.result && !entry.result.problem ? (entry.result.plan.assumptions.length === 0 ? "[high] " : "[medium] ") : "";
  const wtqFailures = options.verbose
    ? wtq.filter((entry) => !entry.right).map((entry) => `  wtq ${label(entry)}${describeFailure(entry)}`)
    : [];
  return `${section}\n${wtqFailures.join("\n")}\n`;
}
