import type { IngestLimits, ParseFailure } from "./types";

/** ZIP central-directory pre-check; filled in with the DOCX parser. */
export async function checkZipArchive(_bytes: Uint8Array, _limits: IngestLimits): Promise<ParseFailure | null> {
  return null;
}
