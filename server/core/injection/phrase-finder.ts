/**
 * Which groups of phrases occur in a text, in one pass (Aho–Corasick over UTF-16 code units). The lexicon
 * (lexicon.ts) asks this of every text the detector reads, for some forty ideas of a few hundred phrases each; forty
 * regular expressions of long alternations scanned the text forty times and were the largest part of a verdict's cost
 * (npm run bench). A phrase may need a word start before it (no letter or digit: the regular expressions'
 * `(?<![\p{L}\p{N}])`) and a word end after it (`(?![\p{L}\p{N}])`); the answer is the one the regular expressions
 * gave (tests/unit/core/injection/phrase-finder.test.ts compares them).
 */

export interface Phrase {
  text: string;
  /** Index of the group (idea) the phrase belongs to. */
  group: number;
  /** Not preceded by a letter or digit. */
  wordStart: boolean;
  /** Not followed by a letter or digit. */
  wordEnd: boolean;
}

interface Ending {
  group: number;
  length: number;
  wordStart: boolean;
  wordEnd: boolean;
}

const letterOrDigitAt = /[\p{L}\p{N}]/uy;

/** Whether the code point starting at `index` is a letter or digit (false outside the text). */
function letterOrDigit(text: string, index: number): boolean {
  if (index < 0 || index >= text.length) return false;
  const code = text.charCodeAt(index);
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  letterOrDigitAt.lastIndex = index;
  return letterOrDigitAt.test(text);
}

/** Where the code point that ends just before `index` starts (a surrogate pair is one code point). */
function previousCodePoint(text: string, index: number): number {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return index - 2;
  }
  return index - 1;
}

export interface PhraseFinder {
  /** For each group, whether one of its phrases occurs in `text` with its word boundaries. */
  groupsIn: (text: string) => boolean[];
}

export function createPhraseFinder(phrases: Phrase[], groups: number): PhraseFinder {
  const next: Map<number, number>[] = [new Map()];
  const endings: (Ending[] | undefined)[] = [undefined];
  // Groups with an empty phrase occur in every text, as an empty alternative of a regular expression does.
  const always = new Set(phrases.filter((phrase) => phrase.text.length === 0).map((phrase) => phrase.group));
  for (const { text, group, wordStart, wordEnd } of phrases) {
    if (text.length === 0) continue;
    let state = 0;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      let target = next[state]!.get(code);
      if (target === undefined) {
        target = next.length;
        next.push(new Map());
        endings.push(undefined);
        next[state]!.set(code, target);
      }
      state = target;
    }
    (endings[state] ??= []).push({ group, length: text.length, wordStart, wordEnd });
  }
  const fail = linkFailures(next, endings);
  return {
    groupsIn: (text) => {
      const found: boolean[] = Array.from({ length: groups }, (_unused, group) => always.has(group));
      let state = 0;
      for (let index = 0; index < text.length; index++) {
        const code = text.charCodeAt(index);
        let target = next[state]!.get(code);
        while (target === undefined && state !== 0) {
          state = fail[state]!;
          target = next[state]!.get(code);
        }
        state = target ?? 0;
        const here = endings[state];
        if (here === undefined) continue;
        for (const ending of here) {
          if (found[ending.group]) continue;
          const start = index + 1 - ending.length;
          if (ending.wordStart && start > 0 && letterOrDigit(text, previousCodePoint(text, start))) continue;
          if (ending.wordEnd && letterOrDigit(text, index + 1)) continue;
          found[ending.group] = true;
        }
      }
      return found;
    },
  };
}

/** Breadth first: each state's failure link, and its endings joined by those of the states its suffixes reach. */
function linkFailures(next: Map<number, number>[], endings: (Ending[] | undefined)[]): number[] {
  const fail = new Array<number>(next.length).fill(0);
  const queue: number[] = [...next[0]!.values()];
  for (let head = 0; head < queue.length; head++) {
    const state = queue[head]!;
    for (const [code, target] of next[state]!) {
      let link = fail[state]!;
      while (link !== 0 && !next[link]!.has(code)) link = fail[link]!;
      const candidate = next[link]!.get(code);
      fail[target] = candidate !== undefined && candidate !== target ? candidate : 0;
      const inherited = endings[fail[target]!];
      if (inherited) endings[target] = [...(endings[target] ?? []), ...inherited];
      queue.push(target);
    }
  }
  return fail;
}
