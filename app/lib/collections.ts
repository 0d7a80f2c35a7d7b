/**
 * Library collections and document tags, shared by the server and the page
 * (docs/architecture.md, "Collections and tags"). A library collection is Docent's own grouping
 * of documents; it is not a Chroma collection (those hold vectors, server/stores/vector-store.ts).
 */
import { z } from "zod";

export const defaultCollectionId = "default";

/** `default`, or the UUID a new collection gets. */
export const CollectionId = z
  .string()
  .max(64)
  .regex(/^(default|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, "not a collection id");

export const CollectionName = z
  .string()
  .transform((name) => name.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "A collection needs a name.")
      .max(80, "A collection name is at most 80 characters.")
      // eslint-disable-next-line no-control-regex -- refusing control characters is the point here
      .regex(/^[^\u0000-\u001f\u007f<>]+$/, "A collection name may not hold control characters or < >."),
  );

const tagPart = "[\\p{L}\\p{N}][\\p{L}\\p{N} _.\\-/]*";
const tagPattern = new RegExp(`^${tagPart}(=${tagPart})?$`, "u");

/** A tag: a plain word (`policies`) or `key=value` (`year=2024`), lower-cased, spaces collapsed. */
export const Tag = z
  .string()
  .transform((tag) =>
    tag
      .normalize("NFKC")
      .toLowerCase()
      .replace(/\s+/g, " ")
      .replace(/\s*=\s*/, "=")
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(1, "A tag may not be empty.")
      .max(64, "A tag is at most 64 characters.")
      .regex(tagPattern, "A tag is a word or key=value: letters, digits, spaces, . _ - /."),
  );

export const Tags = z
  .array(Tag)
  .max(20, "A document has at most 20 tags.")
  .transform((tags) => [...new Set(tags)]);

/** `a, b,c` (an upload's form field) as tags. */
export const CommaTags = z
  .string()
  .max(2_000)
  .transform((text) =>
    text
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag.length > 0),
  )
  .pipe(Tags);

/** A chat narrowed by tags: documents holding any of `any` and all of `all`. */
export const TagFilter = z.object({ any: z.array(Tag).max(20).optional(), all: z.array(Tag).max(20).optional() }).strict();
export type TagFilter = z.infer<typeof TagFilter>;

export const CollectionRecord = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  document_count: z.number(),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CollectionRecord = z.infer<typeof CollectionRecord>;

export const CollectionDescription = z.string().max(2_000, "A description is at most 2,000 characters.");
export const CollectionInstructions = z.string().max(4_000, "Custom instructions are at most 4,000 characters.");

export const CreateCollectionBody = z
  .object({ name: CollectionName, description: CollectionDescription.optional(), instructions: CollectionInstructions.optional() })
  .strict();
export const UpdateCollectionBody = z
  .object({
    name: CollectionName.optional(),
    description: CollectionDescription.optional(),
    instructions: CollectionInstructions.optional(),
  })
  .strict();
export const DeleteCollectionQuery = z.object({ documents: z.enum(["move", "delete"]).default("move") });
export const UpdateDocumentBody = z.object({ collection_id: CollectionId.optional(), tags: Tags.optional() }).strict();
