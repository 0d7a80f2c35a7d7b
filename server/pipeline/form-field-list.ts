/**
 * "What details does the membership renewal form ask for?", "What fields are on the form?": the
 * labels of a form's label/value lines, listed in their order, from the passage that holds the
 * form the question names (docs/architecture.md#reasoner). A form's fields are its labels, not a
 * table's columns nor a sentence about the form. Pure, no I/O.
 */
import { contentTerms } from "../core/text-analysis";
import type { ContextSource } from "../prompts/source-context";
import { formFieldOf } from "./form-fields";

const asksFormFields =
  /\b(?:fields?|details|information|questions|boxes)\b.{0,60}\bforms?\b|\bforms?\b.{0,60}\b(?:ask|asks|asking|fields?|details|information)\b/iu;

/** At least this many label/value lines make a passage a form's. */
const minFields = 3;

export interface FormFieldList {
  labels: string[];
  source: number;
}

/** The labels of the form the question names, from the best-matching passage with a form in it; null otherwise. */
export function formFieldList(question: string, sources: ContextSource[]): FormFieldList | null {
  if (!asksFormFields.test(question)) return null;
  const questionTerms = new Set(contentTerms(question));
  // A file the question names by its name's words ("the pdflatex form"): only its form will do.
  const named = new Set(
    sources.flatMap((source) => contentTerms(source.chunk.metadata.filename ?? "")).filter((term) => questionTerms.has(term)),
  );
  let best: (FormFieldList & { matched: number }) | null = null;
  for (const source of sources) {
    const labels = source.text
      .split("\n")
      .map((line) => formFieldOf(line)?.label)
      .filter((label): label is string => Boolean(label));
    if (labels.length < minFields) continue;
    const held = new Set(contentTerms(`${source.text} ${source.chunk.metadata.filename ?? ""}`));
    if ([...named].some((term) => !held.has(term))) continue;
    const matched = [...questionTerms].filter((term) => held.has(term)).length;
    if (!best || matched > best.matched) best = { labels: [...new Set(labels)], source: source.number, matched };
  }
  return best ? { labels: best.labels, source: best.source } : null;
}
