/**
 * Places a question names that a table writes by their code, and back: "airports in Texas" over a
 * state column of "TX", "orders from Germany" over "DE" or "DEU", "rows for FR" over "France". From
 * maintained lists (ISO 3166-1 country names with their aliases in English, French, German and
 * Spanish: i18n-iso-countries; US states and territories with their postal codes: states-us), never a
 * hand list. Keys are phraseKey()s, as the table's value index holds them.
 */
import { createRequire } from "node:module";
import countries, { type LocaleData } from "i18n-iso-countries";
import { states } from "states-us";
import { phraseKey } from "./words";

// The package's locale files are JSON in node_modules, which the server bundle leaves external:
// read at run time, as plain node reads them (a JSON import would need an import attribute there).
const require = createRequire(import.meta.url);
for (const language of ["en", "fr", "de", "es"])
  countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as LocaleData);

/** Every way of writing each place (name, aliases, codes), by each of those ways. */
const placeWritings = new Map<string, string[]>();

function addPlace(writings: string[]): void {
  const keys = [...new Set(writings.map(phraseKey).filter((key) => key.length > 0))];
  for (const key of keys) placeWritings.set(key, [...(placeWritings.get(key) ?? []), ...keys.filter((other) => other !== key)]);
}

for (const alpha2 of Object.keys(countries.getAlpha2Codes())) {
  const names = ["en", "fr", "de", "es"].flatMap((language) => countries.getName(alpha2, language, { select: "all" }) ?? []);
  addPlace([...names, alpha2, countries.alpha2ToAlpha3(alpha2) ?? ""]);
}
for (const state of states) addPlace([state.name, state.abbreviation]);

/**
 * The other writings of the place `key` names, when it is a place: a name gives its codes and other
 * names, a code (said in capitals, `capitals`) its names. A lower-case two-letter word ("in", "de")
 * is language, never a code.
 */
export function otherWritingsOfPlace(key: string, capitals: boolean): string[] {
  if (key.length <= 3 && !capitals) return [];
  return placeWritings.get(key) ?? [];
}

/** Whether a table's cell (its phraseKey) writes a place of the lists: a state code, a country's name or code. */
export function isPlaceWriting(key: string): boolean {
  return placeWritings.has(key);
}

/** Every English name of a country (name and aliases, lower case): "Germany", "United Kingdom", "UK", "Netherlands". */
const countryNames = new Set(
  Object.keys(countries.getAlpha2Codes()).flatMap((alpha2) =>
    (countries.getName(alpha2, "en", { select: "all" }) ?? []).flatMap((name) => [
      name.toLowerCase(),
      name.toLowerCase().replace(/^the /u, ""),
    ]),
  ),
);
for (const short of ["uk", "us", "usa", "britain", "holland"]) countryNames.add(short);

/**
 * Whether a sentence names a country as a proper name (capitalised, up to four words: "the UK,
 * Germany, Italy", "Sweden rationed …"), for a question that asks about countries or nations.
 */
export function namesCountry(text: string): boolean {
  const words = [...text.matchAll(/\p{Lu}[\p{L}.]*/gu)];
  for (let start = 0; start < words.length; start++)
    for (let end = start; end < Math.min(words.length, start + 4); end++) {
      const phrase = text.slice(words[start]!.index, words[end]!.index + words[end]![0].length).toLowerCase();
      if (countryNames.has(phrase.replace(/\./gu, "")) && !/[,;:]/u.test(phrase)) return true;
    }
  return false;
}
