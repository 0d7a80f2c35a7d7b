/**
 * "Summarise section 6", "What is chapter 2 about?": the summary of the section whose heading carries
 * that number ("6. Implementation", "Section 6 Termination", its "6.1 …" subsections with it), made
 * like a document's extractive summary from that section's lines alone, each sentence cited to its
 * page. A PDF's text layer has no heading marks, so a numbered heading is a line of its own: a number,
 * then at most five words with a capital and no figure or end mark (a table of contents' line ends on
 * its page number and is none). Null when the question names no section number, or no one document,
 * or no heading carries the number.
 */
import { summarizeDocument, type SummaryChunk } from "../../ingest/summarize";
import { pdfHeading } from "../extractive";
import type { AnswererDraft } from "./draft";
import { citedSummaryDraft } from "./summary-citation";

interface SectionDocument {
  id: string;
  filename: string;
}

const sectionAsked = /\b(?:section|chapter|part|sect\.|§)\s*(\d{1,3}(?:\.\d{1,3})*)\b/iu;
const numberedHeading = /^(?:(?:Section|SECTION|Chapter|CHAPTER|Part|PART|Article|ARTICLE)\s+)?(\d{1,3}(?:\.\d{1,3})*)[.:]?\s+(\S.*)$/u;

/** The section number a summary question names ("section 6", "chapter 2.1"), or null. */
export function sectionNumberOfQuestion(question: string): string | null {
  return sectionAsked.exec(question)?.[1] ?? null;
}

/** The number a heading line carries ("6. Implementation" → "6"), or null when the line is no numbered heading. */
export function headingNumber(line: string): string | null {
  const match = numberedHeading.exec(line.trim());
  return match && pdfHeading(match[2]!) ? match[1]! : null;
}

const topOf = (number: string) => Number(number.split(".")[0]);

/**
 * The lines of the numbered section, kept per passage (its page stays theirs): from the heading that
 * carries the number to the next heading of a later top-level number (a numbered list inside the
 * section, "1. Preheat the oven", restarts lower and does not end it).
 */
function sectionPassages(passages: SummaryChunk[], asked: string): { heading: string; pieces: SummaryChunk[] } | null {
  let heading: string | null = null;
  const pieces: SummaryChunk[] = [];
  for (const passage of passages) {
    const lines: string[] = [];
    for (const line of [passage.heading ?? "", ...passage.text.split("\n")]) {
      const number = headingNumber(line);
      if (heading === null) {
        if (number === asked) heading = line.trim();
        continue;
      }
      if (number !== null && topOf(number) > topOf(asked) && !number.startsWith(`${asked}.`)) {
        if (lines.length > 0) pieces.push({ ...passage, text: lines.join("\n") });
        return { heading, pieces };
      }
      if (line !== passage.heading) lines.push(line);
    }
    if (heading !== null && lines.length > 0) pieces.push({ ...passage, text: lines.join("\n") });
  }
  return heading === null ? null : { heading, pieces };
}

export async function answerNumberedSectionSummary(
  question: string,
  documents: SectionDocument[],
  passagesOf: (document: SectionDocument) => Promise<SummaryChunk[]>,
): Promise<AnswererDraft | null> {
  const asked = sectionNumberOfQuestion(question);
  if (asked === null || documents.length !== 1) return null;
  const document = documents[0]!;
  const section = sectionPassages(await passagesOf(document), asked);
  if (!section || section.pieces.length === 0) return null;
  const { sentences } = summarizeDocument(section.pieces, document.filename);
  if (sentences.length === 0) return null;
  return citedSummaryDraft(document, sentences, {
    title: `"${section.heading}" in **${document.filename}**`,
    reasoning: `Summarised from the section headed "${section.heading}": each sentence is taken from that section and cites its page; a summary may leave points out.`,
    query: { section: section.heading, document: document.filename },
  });
}
