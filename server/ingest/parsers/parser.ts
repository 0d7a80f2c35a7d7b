import type { DocumentType, IngestLimits, ParseOutcome, ParseProgress } from "../types";

/** What every format parser receives. Parsers run inside the parse worker process, never in the server. */
export interface ParserInput {
  bytes: Uint8Array;
  filename: string;
  type: DocumentType;
  limits: IngestLimits;
  reportProgress: (progress: ParseProgress) => void;
}

/** The one interface every format implements. */
export type Parser = (input: ParserInput) => Promise<ParseOutcome>;

/**
 * Most characters of text one file may yield. It keeps the worker's answer (sent over IPC and held
 * in the server's memory) bounded: about 10,000 dense pages, twice the default page limit.
 */
export const maxExtractedCharacters = 40_000_000;
