/**
 * Writes the messy workbook of the fifth fresh held-out table set (scripts/eval-tables/held-out-5/files/):
 *
 * - city-parking.xlsx, sheet "Car parks": a title block above the table (table at B4), a two-row header
 *   whose "Capacity" is merged over "Cars" and "EV bays" (the other headers merged down two rows), car
 *   spaces as text with a unit ("1,205 spaces"), average stays "3:23" (h:mm), rates "£12.50", and
 *   opening dates in four forms (ISO text, UK text "14/06/2016", "March 3, 2019", real date cells).
 * - sheet "Musées": French headers (Musée, Ville, Date d'ouverture, Visiteurs (2023), Tarif plein (€),
 *   Gratuit le dimanche) under a French title, French numbers ("8 900 000" with narrow no-break
 *   spaces, "12,50 €"), dates dd/mm/yyyy, Oui/Non cells.
 *
 *   npx tsx scripts/eval-tables/held-out-5/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written file, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

type Opened = string | Date;
// name, zone, car spaces, EV bays, opened, average stay (h:mm), daily rate £
const carParks: [string, string, number, number, Opened, string, number][] = [
  ["Market Hall", "A", 1205, 24, "2011-03-14", "2:45", 12.5],
  ["Station Road", "A", 860, 40, "14/06/2016", "3:23", 9.8],
  ["Riverside", "B", 420, 12, new Date(Date.UTC(2008, 8, 1)), "1:50", 6],
  ["Hospital West", "C", 1530, 64, "March 3, 2019", "4:10", 8.5],
  ["Cathedral Quarter", "A", 310, 8, "2004-11-22", "1:35", 14],
  ["Northgate Retail Park", "C", 2100, 30, new Date(Date.UTC(2013, 4, 20)), "2:20", 4.5],
  ["Canal Street", "B", 275, 6, "07/02/1999", "1:15", 7.25],
  ["University East", "C", 980, 52, "September 9, 2021", "3:05", 5.75],
  ["Old Brewery", "B", 640, 18, "2017-08-01", "2:10", 7.25],
  ["Leisure Centre", "C", 515, 20, new Date(Date.UTC(2010, 0, 11)), "1:55", 4],
  ["Civic Centre", "A", 730, 36, "23/10/2014", "2:30", 11.2],
  ["Park and Ride South", "C", 1850, 44, "2020-02-03", "0:40", 3.5],
];

function carParkSheet(): XLSX.WorkSheet {
  const rows: (string | number | Date | null)[][] = [
    [null, "Northgate Council: car park survey 2024"],
    [null, "Figures at 30 June 2024. Source: parking services."],
    [],
    [null, "Car park", "Zone", "Capacity", null, "Opened", "Avg stay (h:mm)", "Daily rate"],
    [null, null, null, "Cars", "EV bays", null, null, null],
  ];
  for (const [name, zone, cars, ev, opened, stay, rate] of carParks)
    rows.push([null, name, zone, `${cars.toLocaleString("en-US")} spaces`, ev, opened, stay, `£${rate.toFixed(2)}`]);
  const sheet = XLSX.utils.aoa_to_sheet(rows, { cellDates: false });
  const merge = (c1: number, r1: number, c2: number, r2: number) => ({ s: { c: c1, r: r1 }, e: { c: c2, r: r2 } });
  sheet["!merges"] = [merge(1, 3, 1, 4), merge(2, 3, 2, 4), merge(3, 3, 4, 3), merge(5, 3, 5, 4), merge(6, 3, 6, 4), merge(7, 3, 7, 4)];
  return sheet;
}

// musée, ville, date d'ouverture (jj/mm/aaaa), visiteurs 2023, tarif plein €, gratuit le dimanche
const museums: [string, string, string, number, number, boolean][] = [
  ["Musée du Louvre", "Paris", "10/08/1793", 8900000, 22, false],
  ["Musée d'Orsay", "Paris", "09/12/1986", 3870000, 16, false],
  ["Centre Pompidou", "Paris", "31/01/1977", 2750000, 15, false],
  ["Musée des Confluences", "Lyon", "20/12/2014", 640000, 12, true],
  ["Musée des Beaux-Arts de Lyon", "Lyon", "05/10/1803", 350000, 12, false],
  ["MuCEM", "Marseille", "07/06/2013", 1250000, 11, true],
  ["Musée Fabre", "Montpellier", "03/12/1828", 210000, 9, false],
  ["Musée d'Arts de Nantes", "Nantes", "23/06/2017", 280000, 8, true],
  ["Musée Unterlinden", "Colmar", "01/01/1853", 220000, 13, false],
  ["La Piscine", "Roubaix", "20/10/2001", 230000, 11, true],
  ["Musée des Augustins", "Toulouse", "15/08/1795", 190000, 6.5, true],
];

function museumSheet(): XLSX.WorkSheet {
  const rows: string[][] = [
    ["Fréquentation des musées, 2023"],
    [],
    ["Musée", "Ville", "Date d'ouverture", "Visiteurs (2023)", "Tarif plein (€)", "Gratuit le dimanche"],
  ];
  for (const [name, city, opened, visitors, price, free] of museums)
    rows.push([
      name,
      city,
      opened,
      visitors.toLocaleString("fr-FR"),
      `${price.toLocaleString("fr-FR", { minimumFractionDigits: 2 })} €`,
      free ? "Oui" : "Non",
    ]);
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, carParkSheet(), "Car parks");
XLSX.utils.book_append_sheet(book, museumSheet(), "Musées");
fs.writeFileSync(path.join(out, "city-parking.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
