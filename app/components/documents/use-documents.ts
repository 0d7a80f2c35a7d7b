/**
 * The document list, kept fresh by polling GET /api/documents: every second while something is
 * still being parsed or indexed, more slowly while only vectors are filling in, not at all when
 * everything is settled.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { readApiError } from "~/lib/chat-stream";
import type { DocumentSummary } from "~/lib/load-context";

export interface UploadProblem {
  filename: string;
  message: string;
}

const busyStatuses = new Set<DocumentSummary["status"]>(["queued", "parsing", "indexing"]);

function pollDelay(documents: DocumentSummary[]): number | null {
  if (documents.some((document) => busyStatuses.has(document.status))) return 1000;
  if (documents.some((document) => document.status === "ready" && document.chunk_count > 0 && document.vector_progress < 1)) return 3000;
  return null;
}

/** `collectionId`: the library collection listed and uploaded into (docs/architecture.md, "Collections and tags"). */
export function useDocuments(initial: DocumentSummary[], collectionId = "default") {
  const [documents, setDocuments] = useState(() => initial.filter((document) => (document.collection_id ?? "default") === collectionId));
  const [uploading, setUploading] = useState(0);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const [listError, setListError] = useState<string | null>(null);
  const mounted = useRef(true);
  // A list fetched for the collection just left must not replace the new one's.
  const collectionRef = useRef(collectionId);
  collectionRef.current = collectionId;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(`/api/documents?collection_id=${encodeURIComponent(collectionId)}`, {
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw await readApiError(response);
      const body = (await response.json()) as { documents: DocumentSummary[] };
      if (mounted.current && collectionRef.current === collectionId) {
        setDocuments(body.documents);
        setListError(null);
      }
    } catch (error) {
      if (mounted.current) setListError(error instanceof Error ? error.message : "The document list could not be loaded.");
    }
  }, [collectionId]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const delay = pollDelay(documents);
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => void refresh(), delay);
    return () => clearTimeout(timer);
  }, [delay, documents, refresh]);

  const upload = useCallback(
    async (files: File[]) => {
      if (files.length === 0) return;
      const form = new FormData();
      form.append("collection_id", collectionId);
      for (const file of files) form.append("files", file, file.name);
      setUploading((count) => count + files.length);
      try {
        const response = await fetch("/api/documents", { method: "POST", body: form });
        if (!response.ok) {
          const error = await readApiError(response);
          setProblems((current) => [...current, { filename: files.map((file) => file.name).join(", "), message: error.message }]);
          return;
        }
        const body = (await response.json()) as { documents: Array<{ filename: string; status: string; duplicate?: boolean }> };
        // Rejected files (wrong type…) are listed as failed documents with their reason; only
        // duplicates need a note here.
        const duplicates = body.documents.filter((document) => document.duplicate);
        setProblems((current) => [
          ...current,
          ...duplicates.map((document) => ({
            filename: document.filename,
            message: "Already in your library; the existing copy is used.",
          })),
        ]);
      } catch {
        setProblems((current) => [
          ...current,
          {
            filename: files.map((file) => file.name).join(", "),
            message: "The upload did not reach Docent. Check that the server is running.",
          },
        ]);
      } finally {
        setUploading((count) => count - files.length);
        await refresh();
      }
    },
    [refresh, collectionId],
  );

  const remove = useCallback(
    async (document: DocumentSummary) => {
      // Hide it at once; a failed delete brings it back with the reason.
      setDocuments((current) => current.filter((item) => item.id !== document.id));
      try {
        const response = await fetch(`/api/documents/${encodeURIComponent(document.id)}`, { method: "DELETE" });
        if (!response.ok && response.status !== 404) {
          const error = await readApiError(response);
          setProblems((current) => [...current, { filename: document.filename, message: `Could not delete: ${error.message}` }]);
        }
      } catch {
        setProblems((current) => [...current, { filename: document.filename, message: "Could not delete: the server did not answer." }]);
      } finally {
        await refresh();
      }
    },
    [refresh],
  );

  const dismissProblem = useCallback((index: number) => {
    setProblems((current) => current.filter((_, position) => position !== index));
  }, []);

  return { documents, uploading, problems, listError, upload, remove, dismissProblem, refresh };
}
