/**
 * "What details does the membership renewal form ask for?", "What fields are on the form?": the
 * labels of a form's label/value lines, listed in their order, from the passage that holds the
 * form the question names (docs/architecture.md#reasoner). A form's fields are its labels, not a
 * table's columns nor a sentence about the form. "What details did the applicant give on the
 * form?", "What did the parent fill in on the application?" ask for what was written in: the
 * label/value lines themselves. Pure, no I/O.
 */
import { contentTerms } from "../core/text-analysis";
import type { ContextSource } from "../prompts/source-context";
import { formFieldOf } from "./form-fields";

const asksFormFields =
  /\b(?:fields?|details|information|questions|boxes)\b.{0,60}\bforms?\b|\bforms?\b.{0,60}\b(?:ask|asks|asking|fields?|details|information)\b/iu;
/**
 * What someone wrote on a form or an application, asked with a verb of giving in the past
 * ("did … give", "has … given", "filled in", "entered", "provided"): the filled-in values, not the
 * labels. An application is a form here ("the share application"); "What does the application
 * process involve?" has no such verb.
 */
const asksFilledValues =
  /\b(?:did|has|have|had)\b.{1,60}?\b(?:give|given|fill(?:ed)?\s+(?:in|out)|enter(?:ed)?|provide[ds]?|put(?:\s+down)?|write|written|suppl(?:y|ied)|state[ds]?)\b.{0,60}\b(?:forms?|applications?)\b|\b(?:given|filled\s+(?:in|out)|entered|provided|written|supplied)\s+(?:on|in)\s+(?:\S+\s+){0,3}?(?:forms?|applications?)\b/iu;

/** At least this many label/value lines make a passage a form's. */
const minFields = 3;

export interface FormFieldList {
  labels: string[];
  /** The lines as filled in ("Full name: Megan Tranter"), in the labels' order. */
  lines: string[];
  /** The question asks for what was written in, not for the labels. */
  filled: boolean;
  source: number;
}

/** The labels of the form the question names, from the best-matching passage with a form in it; null otherwise. */
export function formFieldList(question: string, sources: ContextSource[]): FormFieldList | null {
  const filled = asksFilledValues.test(question);
  if (!filled && !asksFormFields.test(question)) return null;
  const questionTerms = new Set(contentTerms(question));
  // A file the question names by its name's words ("the pdflatex form"): only its form will do.
  const named = new Set(
    sources.flatMap((source) => contentTerms(source.chunk.metadata.filename ?? "")).filter((term) => questionTerms.has(term)),
  );
  let best: (FormFieldList & { matched: number }) | null = null;
  for (const source of sources) {
    const fields = source.text
      .split("\n")
      .map((line) => formFieldOf(line))
      .filter((field) => field !== null);
    const labels = fields.map((field) => field.label);
    if (labels.length < minFields) continue;
    const held = new Set(contentTerms(`${source.text} ${source.chunk.metadata.filename ?? ""}`));
    if ([...named].some((term) => !held.has(term))) continue;
    const matched = [...questionTerms].filter((term) => held.has(term)).length;
    if (!best || matched > best.matched) {
      const lines = [...new Map(fields.map((field) => [field.label, `${field.label}: ${field.value}`])).values()];
      best = { labels: [...new Set(labels)], lines, filled, source: source.number, matched };
    }
  }
  return best ? { labels: best.labels, lines: best.lines, filled: best.filled, source: best.source } : null;
}
