/**
 * Which documents are still in the library, for citations: a citation whose document was deleted
 * says so instead of offering a link that can only fail. Null where no list is known (then every
 * citation keeps its link, and the viewer says it was deleted).
 */
import { createContext, useContext } from "react";

export const KnownDocumentsContext = createContext<ReadonlySet<string> | null>(null);

export function useDocumentDeleted(docId: string): boolean {
  const known = useContext(KnownDocumentsContext);
  return known !== null && !known.has(docId);
}
