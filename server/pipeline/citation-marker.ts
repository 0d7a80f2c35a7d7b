/**
 * Where a citation marker goes in a quoted sentence, for every answerer that quotes (extractive
 * passages, summaries, the about-answer): inside the sentence, before its closing punctuation and
 * any closing quote or bracket, with one space before it and none after ("… the loop [Source 1]."
 * — never "… the loop [Source 1] ." nor "… the loop. [Source 1]"). A PDF's own spacing before the
 * full stop ("loop .") is tidied first, so the marker cannot inherit it.
 */

// The full stop with a quote or bracket it closes ("stop.”", "(as above.)"); a quote or a reference
// bracket closed before the full stop ('is "Trace-based …".', "loop [12].") stays before the marker.
const closing = /([.!?…]+["'”’)]*)$/u;

/** The text without spaces before its punctuation ("loop ." → "loop.", "A , B" → "A, B"), on one line. */
export function tidyPunctuation(text: string): string {
  return text
    .replace(/\s*\n\s*/g, " ")
    .replace(/\s+([.,;:!?…])(?=\s|$|["'”’)\]])/gu, "$1")
    .trim();
}

/**
 * "A sentence [Source 1]." for each source number given, in order; a text without closing
 * punctuation (a list item, a field) ends with a full stop, any dangling comma or colon dropped.
 */
export function citeAtEnd(text: string, sources: number[]): string {
  const tidy = tidyPunctuation(text);
  const markers = sources.map((source) => `[Source ${source}]`).join(" ");
  if (markers.length === 0) return tidy;
  const ending = closing.exec(tidy);
  if (!ending) return `${tidy.replace(/[,;:\s]+$/, "")} ${markers}.`;
  const body = tidy.slice(0, ending.index).trimEnd();
  // "Format Abbr." named at a sentence's end gives "Abbr.." once the sentence closes: one full stop.
  return `${body} ${markers}${ending[1]!.replace(/^\.\.(?!\.)/, ".")}`;
}
