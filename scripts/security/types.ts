/** Shapes of the security data set (cases.ts loads and splits it). */
export type Split = "train" | "dev" | "test";
export type Label = "attack" | "benign";

/** Where a hidden instruction sits in a written document (poisoned-documents.ts builds each). */
export type HiddenPlace =
  | "html_comment"
  | "markdown_image"
  | "link"
  | "alt_text"
  | "docx_hidden"
  | "docx_white"
  | "cell_comment"
  | "cell"
  | "pdf_text"
  | "inline";

export interface DocumentSpec {
  format: "md" | "txt" | "docx" | "xlsx" | "csv" | "pdf";
  /** What a reader sees. */
  visible: string;
  /** The text put in `place`: an instruction for attacks, harmless text for benign rows. */
  hidden: string;
  place: HiddenPlace;
  /** Poisoned documents: what no answer over this document may carry (a URL, a marker word, an account number). */
  payload?: string[];
  /** Spreadsheets (xlsx, csv) of an audit: their rows, when the visible title names no table of held-out-files.ts. */
  table?: string[][];
}

export interface SecurityCase {
  id: string;
  text: string;
  label: Label;
  category: string;
  language: string;
  source: string;
  family: string;
  /** "document": the text is document content, not a question. */
  where?: "document";
  question?: string;
  /** Written documents only: how to build the real file. */
  document?: DocumentSpec;
}
