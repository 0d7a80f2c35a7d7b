/**
 * What a parser learns about a document beside its text, kept with the document record
 * (documents.parse_notes, JSON) so its description can say it whenever the summary is made again:
 * a PDF's metadata title ("2010 Form 1040"), a Word file's review comments (searched as its last
 * section, but a description that quoted only the body should say a file is mostly comments).
 */
import { z } from "zod";

/** The heading of the section a Word file's review comments are read into. */
export const reviewCommentsHeading = "Review comments";

export const ParseNotes = z.object({
  title: z.string().min(1).max(300).optional(),
  comments: z
    .object({
      count: z.number().int().positive(),
      authors: z.array(z.string().min(1).max(120)).max(20),
    })
    .optional(),
});
export type ParseNotes = z.infer<typeof ParseNotes>;

/** The stored JSON read back; anything unreadable is no notes (a description loses a detail, nothing more). */
export function readParseNotes(stored: string | null | undefined): ParseNotes {
  if (!stored) return {};
  try {
    const parsed = ParseNotes.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The notes as stored: null when there are none. */
export function storedParseNotes(notes: ParseNotes | undefined): string | null {
  return notes && (notes.title || notes.comments) ? JSON.stringify(notes) : null;
}
