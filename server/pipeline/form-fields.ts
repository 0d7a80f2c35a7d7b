/**
 * A form's label/value lines as the offline reasoner reads them (docs/architecture.md#reasoner):
 * "Prepared By: Sarah Martinez", "Report Date: 2024-11-15", "Phone: 0161 555 0199". Such a line
 * is about the whole document (its title and file name say what), its label is the relation asked
 * ("prepared", "phone") and its value the answer; a "who" wants a person's field, a "when" a date's,
 * a "where" a place's. Pure functions, no I/O.
 */
import { contentTerms } from "../core/text-analysis";
import { isRowLine } from "./row-sentences";

export interface FormField {
  label: string;
  value: string;
}

export type FieldKind = "who" | "when" | "where";

// A label: one to five words starting with a capital, no sentence punctuation; then the value.
const fieldLine = /^\s*(\p{Lu}[\p{L}\p{N}'’&/().-]*(?:\s+[\p{L}\p{N}'’&/().-]+){0,4})\s*:\s+(\S.{0,118})$/u;

// A letterhead's field written without a colon: a label ending in a number's or a contact's word
// ("VAT No.", "Registered Charity No.", "Ref.", "Tel") and a value with a digit or an "@"
// ("Tel 01326 555 0142 · sales@…", "VAT No. GB 294 6612 07"). Only the part before a "·" or "|".
// "No." or "Reg." needs a word naming what is numbered: a bare "No. 11320B Form 1040" is a form's
// catalogue footer, not a field.
const bareFieldLine =
  /^\s*((?:\p{Lu}[\p{L}'’&.-]*\s+){1,3}(?:No\.?|Nr\.?|Reg\.?)|(?:\p{Lu}[\p{L}'’&.-]*\s+){0,3}(?:Ref\.?|Tel\.?|Telephone|Phone|Fax|Mobile|E-?mail))\s+(?=[^·|]*[\d@])([^·|]{1,60}?)\s*(?:[·|].*)?$/u;

// A contact written without a label, as letterheads set them: an e-mail address or a web address alone.
const bareEmail = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/iu;
const bareWebsite = /^(?:https?:\/\/|www\.)\S+$/iu;

/** The line's label and value, or null when it is prose, a row ("a: 1; b: 2") or a list's announcement. */
export function formFieldOf(text: string): FormField | null {
  if (isRowLine(text) || /\n/.test(text.trim())) return null;
  const bare = text.trim();
  if (bareEmail.test(bare)) return { label: "Email", value: bare };
  if (bareWebsite.test(bare)) return { label: "Website", value: bare };
  const match = fieldLine.exec(text.trim()) ?? bareFieldLine.exec(text.trim());
  if (!match) return null;
  const [, label, value] = match as unknown as [string, string, string];
  // "Note: the hood must be tested monthly." is a sentence with a lead word, not a field.
  if (/[.!?]$/.test(value.trim()) && value.split(/\s+/).length > 8) return null;
  return { label: label.trim(), value: value.trim() };
}

const dateValue =
  /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,4}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
// A clock time ("13:00", "6 pm") is a "when" too: "What time does the booking start?" over "Hours: 13:00 to 18:00".
const timeValue = /\b\d{1,2}:\d{2}\b|\b\d{1,2}(?:\.\d{2})?\s?(?:am|pm)\b/i;
const dateLabel = /\b(?:date|day|on|when|time|times|hours|dated|deadline|due)$/i;
const personLabel = /\b(?:by|to|name|contact|coordinator|manager|owner|author|officer|lead|signatory|person|requester|applicant)$/i;
const personValue = /^(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}$/u;
const placeLabel = /\b(?:address|location|place|room|site|venue|warehouse|branch|office)$/i;

/** What kind of question the field answers: a person's ("Prepared By"), a date's ("Report Date"), a place's. */
export function fieldKinds(field: FormField): Set<FieldKind> {
  const kinds = new Set<FieldKind>();
  if (dateLabel.test(field.label) || dateValue.test(field.value) || timeValue.test(field.value)) kinds.add("when");
  if (personLabel.test(field.label) && personValue.test(field.value)) kinds.add("who");
  else if (personValue.test(field.value) && !dateValue.test(field.value) && !placeLabel.test(field.label)) kinds.add("who");
  if (placeLabel.test(field.label)) kinds.add("where");
  return kinds;
}

// Abbreviated labels and the words a question uses for them: "Quote No." is the quote number.
const labelAbbreviations: [RegExp, string][] = [
  [/\b(?:no|nr)\.?$|#$/i, "number"],
  [/\bref\.?$/i, "reference number"],
  [/\breg\.?$/i, "registration number"],
  [/\btel\.?$/i, "phone telephone number"],
];

/**
 * The words a field's value stands for, though its label may not say them: "Phone: 0161 555 0199"
 * holds a number, "Email: a@b.org" an e-mail address, "Web: www.club.org" a website, "Quote No." a
 * number. Content terms.
 */
export function valueTerms(field: FormField): string[] {
  const abbreviated = labelAbbreviations.find(([pattern]) => pattern.test(field.label.trim()));
  const labelWords = abbreviated ? contentTerms(abbreviated[1]) : [];
  return [...labelWords, ...valueWords(field)];
}

function valueWords(field: FormField): string[] {
  const value = field.value.trim();
  if (/^[+(]?\d[\d\s()./-]{5,}$/u.test(value) && (value.match(/\d/gu) ?? []).length >= 6) return contentTerms("number");
  if (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/iu.test(value)) return contentTerms("email address");
  if (/^(?:https?:\/\/|www\.)\S+$/iu.test(value)) return contentTerms("website web site address link");
  // "13:00 to 18:00" says when something starts and ends, and what time.
  if (timeValue.test(value)) return contentTerms(`time ${/\b(?:to|until|till)\b|[-–]/u.test(value) ? "start begin end finish" : ""}`);
  return [];
}

/** The question words "who", "when", "where", wherever they stand ("Who prepared it, and when?"). */
export function askedKinds(question: string): Set<FieldKind> {
  const kinds = new Set<FieldKind>();
  for (const match of question.toLowerCase().matchAll(/\b(who|whom|when|where)\b/g))
    kinds.add(match[1] === "whom" ? "who" : (match[1] as FieldKind));
  if (/\bwhat time\b|\bwhat date\b|\bwhat day\b/iu.test(question)) kinds.add("when");
  return kinds;
}

const fieldSeparator = /\s+[·•]\s+/u;

/**
 * A letterhead's line of several fields set apart by "·" ("Tel 01271 860 442 · bookings@hall.org"):
 * each part read on its own, so the e-mail address after the phone number is a field too. The line
 * unchanged when its later parts are no fields (a paper's "Keywords: A · B · C" stays one line).
 */
export function fieldParts(line: string): string[] {
  if (/\n/u.test(line.trim()) || !fieldSeparator.test(line)) return [line];
  const parts = line
    .trim()
    .split(fieldSeparator)
    .filter((part) => part.length > 0);
  if (parts.some((part) => part.split(/\s+/u).length > 10)) return [line];
  return parts.slice(1).some((part) => formFieldOf(part) !== null) ? parts : [line];
}

/** The term a field holds for an asked kind, never a word a passage could hold. */
export const kindTerm = (kind: FieldKind) => `#${kind}`;

/**
 * The words that name the document a field belongs to: its file name and the passage's opening line
 * when that line is a title (short, no closing punctuation), as "Facilities Work Order" or
 * "INVENTORY RECONCILIATION REPORT".
 */
export function documentNameTerms(filename: string | undefined, passage: string): string[] {
  const name = (filename ?? "").replace(/\.[a-z0-9]{1,5}$/i, "").replace(/[-_]+/g, " ");
  const firstLine =
    passage
      .trimStart()
      .split("\n", 1)[0]
      ?.replace(/^#+\s*/, "") ?? "";
  const title = firstLine.split(/\s+/).length <= 12 && !/[.!?:;]$/.test(firstLine.trim()) ? firstLine : "";
  return [...new Set([...contentTerms(name), ...contentTerms(title.toLowerCase())])];
}
