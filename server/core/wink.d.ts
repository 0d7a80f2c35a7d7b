// Types for the word lists of wink-lexicon that verb-lemma.ts reads (the package ships none).
declare module "wink-lexicon/src/lexicon.js" {
  /** Parts of speech (Penn tags) of a word, the most frequent first. */
  const lexicon: Record<string, readonly string[] | undefined>;
  export default lexicon;
}
declare module "wink-lexicon/src/wn-verb-exceptions.js" {
  const exceptions: Record<string, string | undefined>;
  export default exceptions;
}
