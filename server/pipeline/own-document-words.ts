/**
 * Words of a question that name the document a table sits in, not anything in the table: "Which team at
 * the football club has the biggest squad?" over the teams table of hollins-vale-juniors-fc-handbook.docx,
 * whose title is "Hollins Vale Juniors Football Club: …". A table reading leaves such words unread, and
 * an unread word makes a list, comparison or lookup give way to the passages (orchestrator.ts); words
 * that only say which document is meant are no part of the question the table was not asked.
 */
import { contentTerms, stem } from "../core/text-analysis";
import { foldText } from "./intent";

/** Tokens of a file name, its extension and numbers aside: "hollins-vale-juniors-fc-handbook-2026.docx" → hollins … fc, handbook. */
function nameTokens(filename: string): string[] {
  return foldText(filename)
    .replace(/\.[a-z0-9]{1,5}$/u, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length >= 2 && !/^\d+$/u.test(token));
}

/**
 * The unread words left once those naming the table's document are taken out: a word of its file name,
 * words whose initials a short token of the name spells ("football club" for "fc", "mountain rescue
 * team" for "mrt"), or a word of the document's one-line description (its title, for a report or a
 * handbook). `description` is null for a sheet, whose description lists its columns, not its subject.
 */
export function unreadNotNamingDocument(unread: string[], filename: string, description: string | null): string[] {
  const tokens = nameTokens(filename);
  const nameStems = new Set(tokens.filter((token) => token.length >= 3).map(stem));
  const described = new Set(description ? contentTerms(foldText(description)) : []);
  const folded = unread.map((word) => foldText(word));
  const spelt = new Set<number>();
  // Two to four unread words in a row whose initials are a token of the name.
  for (const token of tokens.filter((candidate) => candidate.length >= 2 && candidate.length <= 4 && /^\p{L}+$/u.test(candidate)))
    for (let start = 0; start + token.length <= folded.length; start += 1) {
      const run = folded.slice(start, start + token.length);
      if (run.map((word) => word[0]).join("") === token) run.forEach((_, offset) => spelt.add(start + offset));
    }
  return unread.filter((word, at) => {
    if (spelt.has(at)) return false;
    const key = contentTerms(folded[at]!)[0] ?? stem(folded[at]!);
    return !nameStems.has(key) && !nameStems.has(stem(folded[at]!)) && !described.has(key);
  });
}
