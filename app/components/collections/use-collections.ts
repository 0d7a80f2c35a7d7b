/**
 * The page's library collections (docs/architecture.md, "Collections and tags"): the list from
 * GET /api/collections, the current one (kept in this browser), the tags narrowing the next
 * questions, and the calls that create, rename, delete, move and retag.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { defaultCollectionId, type CollectionRecord } from "~/lib/collections";
import { readApiError } from "~/lib/chat-stream";
import type { AnswerStyle } from "~/lib/response";
import type { DocumentSummary } from "~/lib/load-context";
import { useDocuments } from "~/components/documents/use-documents";

const storageKey = "docent.collection";

async function send(url: string, method: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await readApiError(response);
  return response.json() as Promise<unknown>;
}

export function useCollections() {
  const [collections, setCollections] = useState<CollectionRecord[]>([]);
  const [currentId, setCurrentId] = useState<string>(defaultCollectionId);
  const [tags, setTags] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const body = (await send("/api/collections", "GET")) as { collections: CollectionRecord[] };
      setCollections(body.collections);
      setError(null);
      return body.collections;
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "The collections could not be loaded.");
      return null;
    }
  }, []);

  useEffect(() => {
    void refresh().then((list) => {
      // Read once the list is here: an opened conversation may have chosen its collection meanwhile.
      const saved = window.localStorage.getItem(storageKey);
      if (saved && list?.some((collection) => collection.id === saved)) setCurrentId(saved);
    });
  }, [refresh]);

  const currentRef = useRef(currentId);
  currentRef.current = currentId;
  // Choosing the collection already current changes nothing (the tags chosen stay pressed).
  const choose = useCallback((id: string) => {
    if (id === currentRef.current) return;
    setCurrentId(id);
    setTags([]);
    window.localStorage.setItem(storageKey, id);
  }, []);

  /** Runs a change, then reloads the list; a refusal is shown, not thrown. */
  const change = useCallback(
    async <T>(work: () => Promise<T>): Promise<T | null> => {
      try {
        const result = await work();
        setError(null);
        await refresh();
        return result;
      } catch (caught) {
        setError(caught instanceof Error ? caught.message : "That did not work.");
        return null;
      }
    },
    [refresh],
  );

  return {
    collections,
    current: collections.find((collection) => collection.id === currentId) ?? null,
    currentId,
    tags,
    error,
    choose,
    refresh,
    toggleTag: (tag: string) => setTags((list) => (list.includes(tag) ? list.filter((each) => each !== tag) : [...list, tag])),
    clearTags: () => setTags([]),
    create: async (name: string) => {
      const created = (await change(() => send("/api/collections", "POST", { name }))) as CollectionRecord | null;
      if (created) choose(created.id);
      return created;
    },
    rename: (id: string, name: string) => change(() => send(`/api/collections/${id}`, "PATCH", { name })),
    remove: async (id: string, documents: "move" | "delete") => {
      const done = await change(() => send(`/api/collections/${id}?documents=${documents}`, "DELETE"));
      if (done && id === currentId) choose(defaultCollectionId);
      return done;
    },
    moveDocument: (docId: string, collectionId: string) =>
      change(() => send(`/api/documents/${docId}`, "PATCH", { collection_id: collectionId })),
    retagDocument: (docId: string, list: string[]) => change(() => send(`/api/documents/${docId}`, "PATCH", { tags: list })),
  };
}
export type Collections = ReturnType<typeof useCollections>;

/** What a question is asked of: the ticked documents (or all), in the current collection, narrowed by the chosen tags. */
export function askScope(style: AnswerStyle, chosenIds: string[], collections: Pick<Collections, "currentId" | "tags">) {
  return { style, documentIds: chosenIds.length > 0 ? chosenIds : undefined, collectionId: collections.currentId, tags: collections.tags };
}

/**
 * The collections and the current collection's documents, listed and uploaded into. An opened
 * conversation (`followCollection`) makes its collection the current one: it searches nothing else.
 */
export function useCollectionLibrary(initialDocuments: DocumentSummary[], followCollection?: string) {
  const collections = useCollections();
  const library = useDocuments(initialDocuments, collections.currentId);
  const { choose, refresh } = collections;
  useEffect(() => {
    if (followCollection) choose(followCollection);
  }, [followCollection, choose]);
  // The switcher's document counts follow uploads and deletions (they once stayed at "(0)" after an upload).
  const listed = library.documents.map((document) => document.id).join(",");
  const lastListed = useRef(listed);
  useEffect(() => {
    if (listed === lastListed.current) return;
    lastListed.current = listed;
    void refresh();
  }, [listed, refresh]);
  return { collections, library };
}
