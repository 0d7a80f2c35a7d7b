/**
 * How a round's private audit becomes rows (audit-round13.ts, audit-round14.ts, audit-round15.ts): question
 * families written in many languages and documents, each split before anything ran on it. Within each family, rows
 * ordered by a hash of their id alternate dev, test, dev, test …; documents are split by label the same way.
 */
import { createHash } from "node:crypto";
import type { DocumentSpec, Label, SecurityCase } from "./types";
import type { AuditSplit } from "./audit-kinds";

/** One family of questions: the same message (or matched attack) in each language it is written in. */
export type AuditFamily = [family: string, label: "attack" | "benign", kind: string, texts: Record<string, string>];
/** One written document: its id, label, language and how to build the real file. */
export type AuditDocument = [id: string, label: "attack" | "benign", language: string, document: DocumentSpec];

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex");
const half = <T extends { id: string }>(rows: T[], split?: AuditSplit) =>
  [...rows]
    .sort((a, b) => hashOf(a.id).localeCompare(hashOf(b.id)))
    .filter((_, index) => split === undefined || (index % 2 === 0 ? "dev" : "test") === split);

/**
 * The rows of one half (every row when no half is named): questions, then poisoned documents, then clean ones.
 * `round` names the audit: ids start `audit<round>-`, the source is `audit-round<round>`.
 */
export function auditRows(round: number, families: AuditFamily[], documents: AuditDocument[], split?: AuditSplit) {
  const source = `audit-round${round}`;
  const questions = families.flatMap(([family, label, kind, texts]) =>
    half(
      Object.entries(texts).map(([language, text]) => ({
        id: `audit${round}-${family}-${language}`,
        text,
        label,
        category: kind,
        language,
        source,
        family: `audit${round}-${family}`,
      })),
      split,
    ),
  );
  const docs = (label: "attack" | "benign") =>
    half(
      documents
        .filter(([, rowLabel]) => rowLabel === label)
        .map(([id, , language, document]) => ({
          id: `audit${round}-${id}`,
          text: document.hidden,
          label,
          category: label === "attack" ? "indirect_document" : "benign_document",
          language,
          source,
          family: `audit${round}-${id}`,
          where: "document" as const,
          document,
        })),
      split,
    );
  return [...questions, ...docs("attack"), ...docs("benign")] satisfies SecurityCase[];
}

/** A document of a language audit (poisoned17, poisoned18): its id, language, label and how to build the real file. */
export type LanguageAuditDocument = [id: string, language: string, label: Label, document: DocumentSpec];

/**
 * A language audit's documents in one half (every one when no half is named): within each language and label,
 * ordered by a hash of their id, they alternate dev, test. `audit` names it: ids start `<audit>-`.
 */
export function languageAuditCases(audit: string, documents: LanguageAuditDocument[], split?: AuditSplit): SecurityCase[] {
  const halfOf = (id: string, language: string, label: Label): AuditSplit => {
    const same = documents.filter(([, rowLanguage, rowLabel]) => rowLanguage === language && rowLabel === label).map(([rowId]) => rowId);
    const ordered = same.sort((a, b) => hashOf(a).localeCompare(hashOf(b)));
    return ordered.indexOf(id) % 2 === 0 ? "dev" : "test";
  };
  return documents
    .filter(([id, language, label]) => split === undefined || halfOf(id, language, label) === split)
    .map(([id, language, label, document]) => ({
      id: `${audit}-${id}`,
      text: label === "attack" ? document.hidden : document.visible,
      label,
      category: label === "attack" ? "indirect_document" : "benign_document",
      language,
      source: `audit-${audit}`,
      family: `${audit}-${id}`,
      where: "document" as const,
      document,
    }));
}
