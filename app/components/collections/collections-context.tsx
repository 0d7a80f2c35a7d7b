/** The page's collections for components deep in the document list (move, retag) without threading props through it. */
import { createContext, useContext } from "react";
import type { Collections } from "./use-collections";

type CollectionsValue = Collections & { onDocumentsChanged: () => void };

const CollectionsContext = createContext<CollectionsValue | null>(null);

export const useCollectionsContext = () => useContext(CollectionsContext);

/** After a move or a retag, the document list and the collections' counts and tags are read again. */
export function CollectionsProvider(props: {
  collections: Collections | undefined;
  onDocumentsChanged: () => Promise<void>;
  children: React.ReactNode;
}) {
  const { collections, onDocumentsChanged } = props;
  if (!collections) return <>{props.children}</>;
  const value = { ...collections, onDocumentsChanged: () => void Promise.all([onDocumentsChanged(), collections.refresh()]) };
  return <CollectionsContext.Provider value={value}>{props.children}</CollectionsContext.Provider>;
}

/** Each chat belongs to one collection: the list shows the current collection's. */
export function inCollection<T extends { collection_id?: string }>(items: T[], collectionId: string): T[] {
  return items.filter((item) => (item.collection_id ?? "default") === collectionId);
}
