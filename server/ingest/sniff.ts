import { extname } from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { listCfbStreamNames } from "./cfb-directory";
import { parseFailure } from "./failures";
import type { DocumentType, ParseFailure } from "./types";

export type SniffResult = { ok: true; type: DocumentType } | { ok: false; failure: ParseFailure };

const typeByExtension: Record<string, DocumentType> = {
  ".pdf": "pdf",
  ".docx": "docx",
  ".xlsx": "xlsx",
  ".xls": "xls",
  ".ods": "ods",
  ".csv": "csv",
  ".txt": "txt",
  ".md": "md",
  ".markdown": "md",
};

/** What file-type must report for each binary format (measured on the corpus). */
const expectedMagic: Partial<Record<DocumentType, string>> = {
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  xls: "cfb",
  ods: "ods",
};

const kindNames: Record<DocumentType, string> = {
  pdf: "PDF",
  docx: "Word document",
  xlsx: "Excel workbook",
  xls: "Excel 97-2003 workbook",
  ods: "OpenDocument spreadsheet",
  csv: "CSV file",
  txt: "text file",
  md: "Markdown file",
};

/** file-type results that are themselves plain text, so a .txt or .md that starts like one is still text. */
const textualMagic = new Set(["xml", "svg", "html", "json", "ics", "vcf", "srt", "vtt"]);

const acceptedList = ".pdf, .docx, .xlsx, .xls, .ods, .csv, .txt and .md";

/**
 * Decides the document type from the bytes, and refuses when the bytes and the file name disagree
 * (a renamed file), so a parser never sees content it was not written for: SheetJS, for one, will
 * happily read a PDF as a CSV sheet.
 */
export async function sniffType(bytes: Uint8Array, filename: string): Promise<SniffResult> {
  const extension = extname(filename).toLowerCase();
  const claimed = typeByExtension[extension];
  if (!claimed) {
    return refuse(
      "unsupported_type",
      `Files of this type${extension ? ` (${extension})` : ""} are not supported. Docent reads ${acceptedList} files.`,
    );
  }
  if (bytes.length === 0) return refuse("empty", "The file is empty.");

  if (claimed === "csv" || claimed === "txt" || claimed === "md") {
    // A byte-order mark settles it: FF FE would otherwise be read as MPEG audio by file-type.
    if (startsWithTextBom(bytes)) return { ok: true, type: claimed };
    const magic = (await fileTypeFromBuffer(bytes))?.ext;
    if (magic && !textualMagic.has(magic)) {
      return refuse("unsupported_type", `The file is named ${extension} but its content is a ${describeMagic(magic)}, not text.`);
    }
    if (containsNulBytes(bytes)) {
      return refuse("unsupported_type", `The file is named ${extension} but holds binary data, not text.`);
    }
    return { ok: true, type: claimed };
  }

  const magic = (await fileTypeFromBuffer(bytes))?.ext;
  if (magic === "cfb") return classifyCfb(bytes, claimed);
  if (magic === expectedMagic[claimed]) return { ok: true, type: claimed };
  if (!magic) {
    return refuse("corrupt", `The file is not a valid ${kindNames[claimed]}: its content is not in that format, or it is damaged.`);
  }
  if (magic === "zip" && (claimed === "docx" || claimed === "xlsx" || claimed === "ods")) {
    return refuse("corrupt", `The file is a ZIP archive but not a valid ${kindNames[claimed]}.`);
  }
  return refuse(
    "unsupported_type",
    `The file is named ${extension} but its content is a ${describeMagic(magic)}. Rename it to match its content, or upload the original ${kindNames[claimed]}.`,
  );
}

/** Legacy .xls, legacy .doc and encrypted OOXML share one container; the stream names tell them apart. */
function classifyCfb(bytes: Uint8Array, claimed: DocumentType): SniffResult {
  const names = listCfbStreamNames(bytes);
  const has = (name: string) => names?.some((entry) => entry.toLowerCase() === name.toLowerCase()) ?? false;
  if (has("EncryptedPackage") || has("EncryptionInfo")) {
    const noun = claimed === "docx" ? "Word document" : claimed === "pdf" ? "file" : "spreadsheet";
    return refuse("password_protected", `This ${noun} is password-protected. Remove the password and upload it again.`);
  }
  if (claimed === "xls") {
    if (names === null || has("Workbook") || has("Book")) return { ok: true, type: "xls" }; // an unreadable container is left for the parser to report as damaged
    if (has("WordDocument"))
      return refuse("unsupported_type", "The file is named .xls but is a legacy Word document (.doc), which is not supported.");
    return refuse("corrupt", "The file is not a valid Excel 97-2003 workbook.");
  }
  if (has("WordDocument")) {
    return refuse(
      "unsupported_type",
      "This is a legacy Word document (.doc), which is not supported. Save it as .docx or PDF and upload it again.",
    );
  }
  if (has("Workbook") || has("Book")) {
    return refuse(
      "unsupported_type",
      `The file is named ${claimed === "docx" ? ".docx" : `.${claimed}`} but is a legacy Excel workbook. Rename it to .xls.`,
    );
  }
  return refuse("corrupt", `The file is not a valid ${kindNames[claimed]}.`);
}

function describeMagic(magic: string): string {
  const known: Record<string, string> = {
    pdf: "PDF",
    docx: "Word document",
    xlsx: "Excel workbook",
    ods: "OpenDocument spreadsheet",
    cfb: "legacy Office file",
    zip: "ZIP archive",
    png: "PNG image",
    jpg: "JPEG image",
  };
  return known[magic] ?? `.${magic} file`;
}

function containsNulBytes(bytes: Uint8Array): boolean {
  return bytes.includes(0);
}

function startsWithTextBom(bytes: Uint8Array): boolean {
  return (
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
  );
}

function refuse(category: ParseFailure["category"], message: string): SniffResult {
  return { ok: false, failure: parseFailure(category, message) };
}
