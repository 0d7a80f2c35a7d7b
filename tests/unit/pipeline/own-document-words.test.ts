/** Words that only name the document a table sits in are not words the table reading missed (own-document-words.ts). */
import { describe, expect, it } from "vitest";
import { unreadNotNamingDocument } from "../../../server/pipeline/own-document-words";

describe("words naming a table's own document", () => {
  it("takes out words whose initials the file name spells", () => {
    expect(unreadNotNamingDocument(["football", "club"], "hollins-vale-juniors-fc-handbook-2026.docx", null)).toEqual([]);
    expect(unreadNotNamingDocument(["mountain", "rescue", "team", "busiest"], "kestrel-mrt-report.pdf", null)).toEqual(["busiest"]);
  });

  it("takes out words of the file name and of a report's description, and keeps the rest", () => {
    const description = "Brackley Sailing Club: Members' Handbook 2026.";
    expect(unreadNotNamingDocument(["sailing", "club", "dinghy"], "handbook-2026.docx", description)).toEqual(["dinghy"]);
    expect(unreadNotNamingDocument(["allotments", "waiting"], "town-allotments-report.pdf", null)).toEqual(["waiting"]);
  });
});
