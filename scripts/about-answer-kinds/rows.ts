/**
 * Training rows of the follow-up kind classifier (server/pipeline/follow-up-classifier.ts): per
 * language, messages sent after an answer, each labelled with the kind it asks of that answer, or
 * `question` (a question of its own: a new search) or `small_talk` (greetings, thanks, "what can you
 * do"). Written from general knowledge for this purpose, in many registers (terse, polite, slang,
 * typos), never taken from an eval case. Split by language (`testLanguages`) before any training.
 */
import { z } from "zod";
import { followUpClasses, type FollowUpClass } from "../../server/pipeline/follow-up-classifier";
import { germanicRows } from "./germanic";
import { romanceRows } from "./romance";
import { slavicRows } from "./slavic";
import { otherRows } from "./other";
import { asianRows } from "./asian";
import { ownSubjectQuestions } from "./own-subject-questions";
import type { LanguageRows } from "./language-rows";

export type FollowUpLabel = FollowUpClass;
export type { LanguageRows } from "./language-rows";

const LanguageRowsSchema = z.record(z.enum(followUpClasses), z.array(z.string().min(1)));

/**
 * Whole languages kept out of training, chosen before any result was seen: one of each family the
 * training languages cover (Nordic, West Slavic, Finnic, Romance, Malay, Turkic), so the figure says
 * how the model reads a language it never saw beside relatives it did.
 */
export const testLanguages = ["da", "sk", "et", "ca", "ms", "az"] as const;

export interface Row {
  language: string;
  label: FollowUpLabel;
  text: string;
}

export function allRows(): Row[] {
  const byLanguage: Record<string, LanguageRows> = { ...germanicRows, ...romanceRows, ...slavicRows, ...otherRows, ...asianRows };
  const written = Object.entries(byLanguage).flatMap(([language, rows]) => {
    const parsed = LanguageRowsSchema.parse(rows);
    return Object.entries(parsed).flatMap(([label, texts]) => texts.map((text) => ({ language, label: label as FollowUpLabel, text })));
  });
  // Questions with a subject of their own (own-subject-questions.ts): the model's first decision is follow-up or not.
  const ownSubject = Object.entries(ownSubjectQuestions).flatMap(([language, texts]) =>
    texts.map((text) => ({ language, label: "question" as const, text })),
  );
  return [...written, ...ownSubject];
}
