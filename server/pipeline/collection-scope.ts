/**
 * One chat's view of the library (docs/architecture.md, "Collections and tags"): the pipeline's
 * services narrowed to one library collection and, optionally, to documents with some tags. Every
 * stage reads documents, passages, vectors, tables, summaries and the web memory through these
 * services, so a question in one collection never sees another's, whatever path it takes.
 */
import type { TagFilter } from "~/lib/collections";
import type { CollectionStore } from "../stores/collections";
import type { Search, SearchManyRequest, SearchRequest } from "../retrieval/hybrid-search";
import type { PipelineServices } from "./orchestrator";

/** A document id no document has: narrows a search to nothing (an empty list would mean "everything"). */
const noDocument = "00000000-0000-0000-0000-000000000000";

export interface ChatScope {
  collectionId: string;
  tags?: TagFilter;
}

const hasTags = (tags?: TagFilter) => (tags?.any?.length ?? 0) + (tags?.all?.length ?? 0) > 0;

/** The documents a search may use: the page's choice within the scope, the tagged ones, or the whole collection (undefined). */
export function narrowDocuments(allowed: Set<string>, requested: string[] | undefined, tagged: boolean): string[] | undefined {
  if (requested && requested.length > 0) {
    const kept = requested.filter((id) => allowed.has(id));
    return kept.length > 0 ? kept : [noDocument];
  }
  if (!tagged) return undefined;
  return allowed.size > 0 ? [...allowed] : [noDocument];
}

function scopedSearch(search: Search, scope: ChatScope, allowed: () => Promise<Set<string>>): Search {
  const tagged = hasTags(scope.tags);
  const narrow = async <T extends SearchRequest | SearchManyRequest>(request: T): Promise<T> => ({
    ...request,
    collectionId: scope.collectionId,
    documentIds: narrowDocuments(await allowed(), request.documentIds, tagged),
  });
  const scoped = async (request: SearchRequest) => search(await narrow(request));
  return Object.assign(scoped, { many: async (request: SearchManyRequest) => search.many(await narrow(request)) });
}

/** The pipeline's services as one chat in `scope` sees them. */
export function scopePipeline(services: PipelineServices, collections: CollectionStore, scope: ChatScope): PipelineServices {
  // Read once per question: the ready documents of the collection holding the tags asked for.
  let cached: Promise<Set<string>> | null = null;
  const allowed = () => (cached ??= collections.readyDocumentIds(scope.collectionId, scope.tags).then((ids) => new Set(ids)));
  const tagged = hasTags(scope.tags);
  // Tags narrow to the ready documents holding them; otherwise every document of the collection.
  const keep = async <T extends { id: string }>(rows: T[]) => {
    if (!tagged) return rows;
    const ids = await allowed();
    return rows.filter((document) => ids.has(document.id));
  };
  const documents = {
    ...services.documents,
    listDocuments: async () => keep(await services.documents.listDocumentsIn(scope.collectionId)),
    readyDocumentNames: async () => keep(await services.documents.readyDocumentNames(scope.collectionId)),
    countReadyDocuments: async () => (await allowed()).size,
  };
  const conversations = {
    ...services.conversations,
    createConversation: (input: { id: string; title: string }) =>
      services.conversations.createConversation({ ...input, collection_id: scope.collectionId }),
  };
  const tables = services.tables && {
    sql: services.tables.sql,
    tablesFor: async (documentIds?: string[]) => services.tables!.tablesFor(narrowDocuments(await allowed(), documentIds, true)),
  };
  const web = services.web && {
    ...services.web,
    store: {
      ...services.web.store,
      storeWebResult: (input: Parameters<typeof services.web.store.storeWebResult>[0]) =>
        services.web!.store.storeWebResult({ ...input, collectionId: scope.collectionId }),
      recallWebResults: (input: Parameters<typeof services.web.store.recallWebResults>[0]) =>
        services.web!.store.recallWebResults({ ...input, collectionId: scope.collectionId }),
    },
  };
  // The collection's own custom instructions win; without them the library's apply (docs/architecture.md, "Conversation").
  const instructions = async () =>
    (await collections.getCollection(scope.collectionId))?.instructions.trim() || (await services.instructions?.()) || null;
  const emptyScopeMessage = async () => emptyScopeText(collections, scope, await services.documents.countReadyDocuments());
  const search = scopedSearch(services.search, scope, allowed);
  return { ...services, documents, conversations, tables, web, instructions, emptyScopeMessage, search };
}

const tagList = (tags: string[]) => tags.map((tag) => `“${tag}”`).join(tags.length === 2 ? " and " : ", ");

/**
 * Why a chat in `scope` has nothing to search while the library has ready documents: its
 * collection is empty, or no document of it carries the tags asked for. Null when the library
 * itself is empty (the upload guidance says it) or the scope has documents.
 */
async function emptyScopeText(collections: CollectionStore, scope: ChatScope, libraryReady: number): Promise<string | null> {
  if (libraryReady === 0) return null;
  const name = (await collections.getCollection(scope.collectionId))?.name ?? "this collection";
  if ((await collections.readyDocumentIds(scope.collectionId)).length === 0)
    return `The collection “${name}” has no ready documents yet. Upload documents into it, or switch to another collection, and ask again.`;
  const wanted = [
    scope.tags?.all?.length ? `all of the tags ${tagList(scope.tags.all)}` : "",
    scope.tags?.any?.length ? `any of the tags ${tagList(scope.tags.any)}` : "",
  ].filter(Boolean);
  if (wanted.length === 0) return null;
  return `No ready document in “${name}” has ${wanted.join(" and ")}. Clear the tag filter, or tag a document, and ask again.`;
}
