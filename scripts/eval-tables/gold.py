#!/usr/bin/env python3
"""
Gold answers for the table eval (`npm run eval:tables`), computed here straight from the raw
files with Python's csv module, never through Docent's table engine, so a bug there cannot
agree with itself. Also writes the generated messy files (title rows, blank rows, numbers
written as text: "1,205 spaces", "$1.2M", "12%", "3:23", European "1.234,50") with the clean
values they were rendered from; their gold answers come from the clean values.

The two corpus workbooks are derived from the corpus CSVs (../shared/corpus/tables/SOURCES.md
says how, row for row), so their gold answers are computed from those CSVs.

  python3 scripts/eval-tables/gold.py <corpus tables dir> <output dir>
writes <output dir>/questions.jsonl and the generated files under <output dir>/files/.
Each question: id, file (corpus-relative or files/...), question, kind, gold (list of values),
and optional `previous` (a question asked before it in the same conversation).
"""
import csv
import hashlib
import json
import os
import random
import statistics
import sys
from collections import Counter

corpus, out = sys.argv[1], sys.argv[2]
os.makedirs(os.path.join(out, "files"), exist_ok=True)


def load(name):
    with open(os.path.join(corpus, name), newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def num(text):
    return float(text) if text not in ("", None) else None


questions = []


def q(kind, file, question, gold, previous=None):
    gold = gold if isinstance(gold, list) else [gold]
    entry = {"id": hashlib.sha1(f"{file}|{question}".encode()).hexdigest()[:10], "file": file, "question": question, "kind": kind, "gold": gold}
    if previous:
        entry["previous"] = previous
    questions.append(entry)


def argmax(rows, key, label, reverse=False):
    values = [(num(r[key]), r) for r in rows if num(r[key]) is not None]
    best = (min if reverse else max)(v for v, _ in values)
    return sorted({r[label] for v, r in values if v == best})


def top_group(rows, key):
    counts = Counter(r[key] for r in rows)
    best = max(counts.values())
    return sorted(k for k, v in counts.items() if v == best)


# ---- airports.csv
airports = load("airports.csv")
A = "airports.csv"
q("count", A, "How many airports are there in TX?", sum(r["state"] == "TX" for r in airports))
q("lookup", A, "What is the name of the airport with code LAX?", [r["name"] for r in airports if r["iata"] == "LAX"])
q("lookup", A, "Which city is airport SEA in?", [r["city"] for r in airports if r["iata"] == "SEA"])
q("count", A, "How many airports are not in the USA?", sum(r["country"] != "USA" for r in airports))
q("list", A, "Which airports are in Palau?", [r["name"] for r in airports if r["country"] == "Palau"])
q("max", A, "What is the highest latitude of any airport?", max(float(r["latitude"]) for r in airports))
q("argmax", A, "Which airport has the lowest longitude?", argmax(airports, "longitude", "name", reverse=True))
q("count", A, "How many airports are in the city of Anchorage?", sum(r["city"] == "Anchorage" for r in airports))
q("group", A, "Which state has the most airports?", top_group(airports, "state"))
q("distinct", A, "How many different countries are there among the airports?", len({r["country"] for r in airports}))
q("count", A, "How many airports in AK have a latitude above 65?", sum(r["state"] == "AK" and float(r["latitude"]) > 65 for r in airports))

# ---- birdstrikes.csv
birds = load("birdstrikes.csv")
B = "birdstrikes.csv"
q("count", B, "How many wildlife strikes happened at night?", sum(r["Time of day"] == "Night" for r in birds))
q("sum", B, "What was the total repair cost of all strikes?", sum(int(r["Cost Repair"]) for r in birds))
q("avg", B, "What is the average speed IAS in knots?", statistics.mean(float(r["Speed IAS in knots"]) for r in birds if r["Speed IAS in knots"]))
q("group", B, "Which airline operator had the most strikes?", top_group(birds, "Aircraft Airline Operator"))
q("count", B, "How many strikes involved Large wildlife?", sum(r["Wildlife Size"] == "Large" for r in birds))
q("count", B, "How many strikes happened in 1995?", sum(r["Flight Date"].startswith("1995") for r in birds))
q("count", B, "How many strikes in Texas happened during Approach?", sum(r["Origin State"] == "Texas" and r["Phase of flight"] == "Approach" for r in birds))
q("max", B, "What was the highest repair cost?", max(int(r["Cost Repair"]) for r in birds))
q("earliest", B, "When was the earliest strike reported in New York?", min(r["Flight Date"] for r in birds if r["Origin State"] == "New York"))
q("count", B, "How many strikes had a speed over 300 knots?", sum(bool(r["Speed IAS in knots"]) and float(r["Speed IAS in knots"]) > 300 for r in birds))
q("count", B, "How many strikes happened before 1991?", sum(r["Flight Date"] < "1991" for r in birds))
q("group", B, "Which phase of flight had the fewest strikes?", (lambda c: sorted(k for k, v in c.items() if v == min(c.values())))(Counter(r["Phase of flight"] for r in birds)))

# ---- weather.csv
weather = load("weather.csv")
W = "weather.csv"
seattle = [r for r in weather if r["location"] == "Seattle"]
newyork = [r for r in weather if r["location"] == "New York"]
q("avg", W, "What was the average temp_max in Seattle?", statistics.mean(float(r["temp_max"]) for r in seattle))
q("count", W, "How many days had snow in New York?", sum(r["weather"] == "snow" for r in newyork))
q("max", W, "What was the highest precipitation recorded in Seattle?", max(float(r["precipitation"]) for r in seattle))
q("argmax", W, "On what date did Seattle have its highest temp_max?", argmax(seattle, "temp_max", "date"))
q("count", W, "How many days had precipitation over 30?", sum(float(r["precipitation"]) > 30 for r in weather))
q("count", W, "How many days of rain were there in Seattle in 2015?", sum(r["weather"] == "rain" and r["date"].startswith("2015") for r in seattle))
q("avg", W, "What was the average wind in New York in 2013?", statistics.mean(float(r["wind"]) for r in newyork if r["date"].startswith("2013")))
q("min", W, "What was the lowest temp_min recorded?", min(float(r["temp_min"]) for r in weather))
q("group", W, "Which weather was most common in Seattle?", top_group(seattle, "weather"))

# ---- country-codes.csv
countries = load("country-codes.csv")
C = "country-codes.csv"
q("lookup", C, "What is the capital of Japan?", [r["Capital"] for r in countries if r["CLDR display name"] == "Japan"])
q("lookup", C, "What is the Dial code of France?", [r["Dial"] for r in countries if r["CLDR display name"] == "France"])
q("count", C, "How many countries are in the region Africa?", sum(r["Region Name"] == "Africa" for r in countries))
q("count", C, "How many countries use the currency code EUR?", sum(r["ISO4217-currency_alphabetic_code"] == "EUR" for r in countries))
q("group", C, "Which sub-region name has the most countries?", top_group(countries, "Sub-region Name"))
q("count", C, "How many countries are independent?", sum(r["is_independent"] == "Yes" for r in countries))
q("lookup", C, "What is the TLD of Brazil?", [r["TLD"] for r in countries if r["CLDR display name"] == "Brazil"])

# ---- gdp.csv
gdp = load("gdp.csv")
G = "gdp.csv"
q("lookup", G, "What was the GDP value of Germany in 2010?", [float(r["Value"]) for r in gdp if r["Country Name"] == "Germany" and r["Year"] == "2010"])
q("argmax", G, "Which year had the highest Value for China?", argmax([r for r in gdp if r["Country Name"] == "China"], "Value", "Year"))
q("count", G, "How many years of data does Japan have?", sum(r["Country Name"] == "Japan" for r in gdp))
q("earliest", G, "What is the earliest year with data for Afghanistan?", min(int(r["Year"]) for r in gdp if r["Country Name"] == "Afghanistan"))
q("avg", G, "What was the average Value for India?", statistics.mean(float(r["Value"]) for r in gdp if r["Country Name"] == "India"))
q("difference", G, "What is the difference between the Value of France in 2020 and in 2019?",
  (lambda f: abs(f[2020] - f[2019]))({int(r["Year"]): float(r["Value"]) for r in gdp if r["Country Name"] == "France"}))

# ---- nasdaq-listed-symbols.csv (the two footer lines are not securities)
nasdaq = [r for r in load("nasdaq-listed-symbols.csv") if r["Company Name"]]
N = "nasdaq-listed-symbols.csv"
q("lookup", N, "What is the company name for the symbol AAPL?", [r["Company Name"] for r in nasdaq if r["Symbol"] == "AAPL"])
q("count", N, "How many securities are in Market Category Q?", sum(r["Market Category"] == "Q" for r in nasdaq))
q("lookup", N, "Which company has the ticker symbol MSFT?", [r["Company Name"] for r in nasdaq if r["Symbol"] == "MSFT"])
q("count", N, "How many securities have a Financial Status other than N?", sum(r["Financial Status"] != "N" for r in nasdaq))
q("count", N, "How many securities are listed?", len(nasdaq))
q("yesno", N, "Is ZYME an ETF?", ["no" if [r["ETF"] for r in nasdaq if r["Symbol"] == "ZYME"] == ["N"] else "yes"])

# ---- season CSVs
s2223, s2324 = load("season-2223.csv"), load("season-2324.csv")
S = "season-2324.csv"
q("group", S, "Which referee officiated the most matches?", top_group(s2324, "Referee"))
q("latest", S, "When was the last match Everton played at home?", max(r["Date"] for r in s2324 if r["HomeTeam"] == "Everton"))
q("count", S, "How many matches did Arsenal play away?", sum(r["AwayTeam"] == "Arsenal" for r in s2324))
q("sum", S, "What is the total number of HY for Chelsea as the home team?", sum(int(r["HY"]) for r in s2324 if r["HomeTeam"] == "Chelsea"))
q("argmax", S, "Which home team had the most HS in a single match?", argmax(s2324, "HS", "HomeTeam"))

# ---- premier-league workbook: sheets 2022-23 and 2023-24 are the season CSVs; Summary (values) from SOURCES.md
P = "premier-league-2022-23-2023-24.xlsx"
q("sum", P, "What is the total FTHG in the 2023-24 sheet?", sum(int(r["FTHG"]) for r in s2324))
q("max", P, "What is the highest FTAG in 2022-23?", max(int(r["FTAG"]) for r in s2223))
q("count", P, "How many matches did M Oliver referee in 2023-24?", sum(r["Referee"] == "M Oliver" for r in s2324))
q("count", P, "How many away matches did Liverpool play in 2022-23?", sum(r["AwayTeam"] == "Liverpool" for r in s2223))
q("avg", P, "What was the average HY in 2022-23?", statistics.mean(int(r["HY"]) for r in s2223))
q("lookup", P, "How many Red cards were there in 2023-24 according to Summary (values)?", 57)
q("count", P, "How many matches ended in a draw (FTR D) in 2023-24?", sum(r["FTR"] == "D" for r in s2324))

# ---- barksdale workbook: the BARKSDALE rows of birdstrikes.csv (SOURCES.md)
bark = [r for r in birds if r["Airport Name"] == "BARKSDALE AIR FORCE BASE ARPT"]
K = "barksdale-wildlife-strikes.xlsx"
q("count", K, "How many strikes are listed in the Barksdale AFB sheet?", len(bark))
q("group", K, "Which aircraft make model had the most strikes at Barksdale?", top_group(bark, "Aircraft Make Model"))
q("sum", K, "What is the total cost (USD) Total at Barksdale?", sum(int(r["Cost Total $"]) for r in bark))
q("count", K, "How many Barksdale strikes happened during Approach?", sum(r["Phase of flight"] == "Approach" for r in bark))
q("earliest", K, "When was the earliest Barksdale strike?", min(r["Flight Date"] for r in bark))
q("max", K, "What was the largest total cost at Barksdale?", max(int(r["Cost Total $"]) for r in bark))
q("count", K, "How many strikes at Barksdale were at Night?", sum(r["Time of day"] == "Night" for r in bark))
q("count", K, "How many strikes at Barksdale had Medium wildlife and happened during Climb?", sum(r["Wildlife Size"] == "Medium" and r["Phase of flight"] == "Climb" for r in bark))

# ---- generated messy files
rng = random.Random(15)


def write_csv(name, title_lines, header, rows):
    with open(os.path.join(out, "files", name), "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        for line in title_lines:
            writer.writerow(line)
        writer.writerow(header)
        writer.writerows(rows)


def money_short(value):
    return f"${value / 1e6:.1f}M" if value >= 1e6 else f"${value / 1e3:.0f}K"


# parking: a title row, a blank row, then the table; capacities "1,205 spaces", rates "$12.50", occupancy "85%".
cities = ["Lyon", "Paris", "Nice", "Lille", "Nantes", "Bordeaux"]
garages = []
for index in range(40):
    garages.append({
        "Garage": f"Garage {chr(65 + index % 26)}{index // 26 + 1}",
        "City": rng.choice(cities) + (", France" if index % 7 == 0 else ""),
        "Capacity": rng.randint(150, 2400),
        "Rate": rng.choice([8, 9.5, 10, 12.5, 14, 15.75]),
        "Occupancy": rng.randint(35, 99),
        "Opened": f"{rng.randint(1975, 2022)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
    })
month = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
write_csv("parking.csv", [["Municipal parking survey 2024"], []], ["Garage", "City", "Capacity", "Hourly Rate", "Occupancy", "Opened"], [
    [g["Garage"], g["City"], f"{g['Capacity']:,} spaces", f"${g['Rate']:.2f}", f"{g['Occupancy']}%",
     f"{month[int(g['Opened'][5:7]) - 1]} {int(g['Opened'][8:])}, {g['Opened'][:4]}"] for g in garages])
PK = "files/parking.csv"
city = lambda g: g["City"].split(",")[0]
q("count", PK, "How many garages have a capacity over 1,000 spaces?", sum(g["Capacity"] > 1000 for g in garages))
q("sum", PK, "What is the total capacity of the garages in Lyon?", sum(g["Capacity"] for g in garages if city(g) == "Lyon"))
q("avg", PK, "What is the average occupancy?", statistics.mean(g["Occupancy"] for g in garages))
q("argmax", PK, "Which garage has the highest hourly rate?", sorted(g["Garage"] for g in garages if g["Rate"] == max(x["Rate"] for x in garages)))
q("lookup", PK, "What is the capacity of Garage C1?", [g["Capacity"] for g in garages if g["Garage"] == "Garage C1"])
q("list", PK, "Which garages in Nice have an occupancy above 90%?", [g["Garage"] for g in garages if city(g) == "Nice" and g["Occupancy"] > 90])
q("next", PK, "Which garage is listed right after Garage E1?", [garages[i + 1]["Garage"] for i, g in enumerate(garages) if g["Garage"] == "Garage E1"])
q("last", PK, "Which garage is listed last?", garages[-1]["Garage"])
q("compare", PK, "Which has more capacity, Garage A1 or Garage B1?", [max((g for g in garages if g["Garage"] in ("Garage A1", "Garage B1")), key=lambda g: g["Capacity"])["Garage"]])
q("earliest", PK, "Which garage opened first?", [min(garages, key=lambda g: g["Opened"])["Garage"]])
q("count", PK, "How many garages opened after 2010?", sum(g["Opened"] >= "2011" for g in garages))
q("count", PK, "How many garages are not in Paris?", sum(city(g) != "Paris" for g in garages))
q("group", PK, "Which city has the most garages?", top_group([{"c": city(g)} for g in garages], "c"))

# tracks: lengths "3:23", sales "$1.2M" / "$850K".
tracks = []
for index in range(1, 26):
    tracks.append({"No.": index, "Title": f"Song {index:02d} " + rng.choice(["Blue", "Night", "River", "Gold", "Echo"]),
                   "Artist": rng.choice(["Ana Lima", "The Vales", "Kofi Mensah", "Ruth Aho"]),
                   "Length": rng.randint(150, 340), "Released": rng.randint(1998, 2021),
                   "Sales": rng.choice([rng.randint(200, 999) * 1000, rng.randint(10, 45) * 100000])})
write_csv("tracks.csv", [], ["No.", "Title", "Artist", "Length", "Released", "Sales"], [
    [t["No."], t["Title"], t["Artist"], f"{t['Length'] // 60}:{t['Length'] % 60:02d}", t["Released"], money_short(t["Sales"])] for t in tracks])
T = "files/tracks.csv"
fmt_len = lambda s: f"{s // 60}:{s % 60:02d}"
q("argmax", T, "Which song is the longest?", sorted(t["Title"] for t in tracks if t["Length"] == max(x["Length"] for x in tracks)))
q("count", T, "How many tracks are by The Vales?", sum(t["Artist"] == "The Vales" for t in tracks))
q("sum", T, "What are the total sales of Ana Lima?", sum(t["Sales"] for t in tracks if t["Artist"] == "Ana Lima"))
q("lookup", T, "What is the length of track 7?", fmt_len(tracks[6]["Length"]))
q("count", T, "How many tracks were released before 2005?", sum(t["Released"] < 2005 for t in tracks))
q("difference", T, "What is the difference in sales between track 3 and track 4?", abs(tracks[2]["Sales"] - tracks[3]["Sales"]))
q("previous", T, "Which song comes before Song 10?", [t["Title"] for t in tracks if t["No."] == 9])
q("top", T, "What are the top 3 tracks by sales?", [t["Title"] for t in sorted(tracks, key=lambda t: -t["Sales"])[:3]])
q("yesno", T, "Did Kofi Mensah release any track after 2015?", ["yes" if any(t["Artist"] == "Kofi Mensah" and t["Released"] > 2015 for t in tracks) else "no"])
q("avg", T, "What is the average length of the tracks?", fmt_len(round(statistics.mean(t["Length"] for t in tracks))))

# European sales: "1.234,50 €", quantities "1.200".
products = ["Fromage", "Pain", "Vin rouge", "Olives", "Miel", "Café", "Thé vert", "Chocolat"]
regions = ["Nord", "Sud", "Est", "Ouest"]
sales = [{"Produit": p, "Région": rng.choice(regions), "Chiffre": round(rng.uniform(800, 25000), 2), "Quantité": rng.randint(100, 9000)} for p in products]
write_csv("ventes.csv", [["Ventes 2023 (EUR)"]], ["Produit", "Région", "Chiffre d'affaires", "Quantité"], [
    [s["Produit"], s["Région"], f"{s['Chiffre']:,.2f} €".replace(",", "X").replace(".", ",").replace("X", "."), f"{s['Quantité']:,}".replace(",", ".")] for s in sales])
V = "files/ventes.csv"
q("sum", V, "What is the total Chiffre d'affaires?", round(sum(s["Chiffre"] for s in sales), 2))
q("argmax", V, "Which Produit has the highest Quantité?", [max(sales, key=lambda s: s["Quantité"])["Produit"]])
q("lookup", V, "What is the Chiffre d'affaires of Miel?", [s["Chiffre"] for s in sales if s["Produit"] == "Miel"])
q("count", V, "How many products have a Quantité above 5.000?", sum(s["Quantité"] > 5000 for s in sales))

# follow-ups that refine the previous result
q("followup", B, "And how many of those were in Texas?", sum(r["Time of day"] == "Night" and r["Origin State"] == "Texas" for r in birds),
  previous="How many wildlife strikes happened at night?")
q("followup", W, "And how many of them were in 2014?", sum(r["weather"] == "snow" and r["date"].startswith("2014") for r in newyork),
  previous="How many days had snow in New York?")
q("followup", PK, "And which of those are in Lyon?", [g["Garage"] for g in garages if g["Capacity"] > 1000 and city(g) == "Lyon"],
  previous="How many garages have a capacity over 1,000 spaces?")

with open(os.path.join(out, "questions.jsonl"), "w", encoding="utf-8") as handle:
    for entry in questions:
        handle.write(json.dumps(entry, ensure_ascii=False) + "\n")
print(f"{len(questions)} questions")
