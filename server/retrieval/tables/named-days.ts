/**
 * Days said by name or as ordinals, said again as the day and month the date reading knows
 * (docs/architecture.md, "Tables"): "on Boxing Day" → "on 26 December", "on the Fourth of July 2014"
 * → "on 4 July 2014", "New Year's Day 2015" → "on 1 January 2015", "the 26th of December" → "26
 * December", "July 4th" → "July 4". Only days whose date never moves; a name a table holds as a
 * value ("Boxing Day Test", the film "Independence Day") is left as said. Pure.
 */
import type { LoadedTable } from "./loaded-table";
import { phraseKey } from "./words";

const namedDays: [string, string][] = [
  ["new year'?s day", "1 January"],
  ["new year'?s eve", "31 December"],
  ["hogmanay", "31 December"],
  ["valentine'?s day", "14 February"],
  ["st\\.? patrick'?s day|saint patrick'?s day", "17 March"],
  ["april fools'? day", "1 April"],
  ["may day", "1 May"],
  ["(?:fourth|4th) of july|independence day", "4 July"],
  ["bastille day", "14 July"],
  ["halloween", "31 October"],
  ["bonfire night|guy fawkes night", "5 November"],
  ["armistice day|remembrance day|veterans day", "11 November"],
  ["christmas eve", "24 December"],
  ["christmas day", "25 December"],
  ["boxing day", "26 December"],
];

const monthName =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const sideWords = "on|before|after|since|until|by|from";

/** The question with named days and ordinal days said as plain day and month. */
export function namedDaysSaid(question: string, tables: LoadedTable[]): string {
  const held = (phrase: string) =>
    tables.some((table) => table.valueIndex.has(phraseKey(phrase)) || table.prefixIndex.has(phraseKey(phrase)));
  let said = question;
  for (const [name, day] of namedDays) {
    const pattern = new RegExp(`(?:\\b(${sideWords})\\s+)?(?:the\\s+)?\\b(${name})\\b`, "giu");
    said = said.replace(pattern, (whole, side: string | undefined, phrase: string) => (held(phrase) ? whole : `${side ?? "on"} ${day}`));
  }
  return said
    .replace(new RegExp(`\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\s+(?:of\\s+)?(${monthName})\\b`, "giu"), "$1 $2")
    .replace(new RegExp(`\\b(${monthName})\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b`, "giu"), "$1 $2");
}
