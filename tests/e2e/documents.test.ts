/**
 * The document panel against a real Docent: several files at once reach "Ready", a file Docent
 * cannot read says why in words, the chat can be limited to chosen documents, and delete works.
 */
import { describe, expect, it } from "vitest";
import { corpusFile } from "../helpers/docent-server";
import { suiteChatSession } from "./support/browser";

describe("document panel", () => {
  const session = suiteChatSession();

  it("uploads two files at once and shows both reaching Ready", async () => {
    await session.chat.upload(corpusFile("pdf/tracemonkey.pdf"), corpusFile("docx/tables.docx"));
    // Both appear at once, before they are ready.
    await session.chat.document("tracemonkey.pdf").waitFor();
    await session.chat.document("tables.docx").waitFor();
    await session.chat.waitForDocumentStatus("tracemonkey.pdf", "ready");
    await session.chat.waitForDocumentStatus("tables.docx", "ready");
    expect(await session.chat.document("tracemonkey.pdf").getByTestId("document-status").textContent()).toContain("Ready");
    expect(await session.chat.document("tracemonkey.pdf").textContent()).toContain("14 pages");
  });

  it("shows why a file cannot be read, in words", async () => {
    // Named .pdf but not a PDF: the type is checked by content, not by name.
    await session.watched.page.getByTestId("file-input").setInputFiles([
      {
        name: "quarterly-report.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("This is plain text pretending to be a PDF.\n".repeat(20)),
      },
      { name: "holiday.exe", mimeType: "application/octet-stream", buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) },
    ]);
    for (const filename of ["quarterly-report.pdf", "holiday.exe"]) {
      await session.chat.waitForDocumentStatus(filename, "failed");
      const message = (await session.chat.document(filename).getByTestId("document-error").textContent()) ?? "";
      // A sentence a person understands, not an error code.
      expect(message.length).toBeGreaterThan(20);
      expect(message).toMatch(/\s/);
      expect(message).not.toMatch(/^[a-z_]+:[a-z_]+$/);
    }
    expect(await session.chat.document("holiday.exe").getByTestId("document-error").textContent()).toMatch(/cannot read/i);
  });

  it("limits a question to the chosen documents", async () => {
    const requests: string[] = [];
    session.watched.page.on("request", (request) => {
      if (request.url().endsWith("/api/chat")) requests.push(request.postData() ?? "");
    });
    await session.chat.document("tracemonkey.pdf").getByRole("checkbox").check();
    expect(await session.watched.page.getByText("Only 1 selected document").count()).toBe(1);
    await session.chat.ask("How does the system solve the nested loop problem?");
    const answer = await session.chat.waitForLatestAnswer();
    expect(await answer.getAttribute("data-status")).toBe("complete");
    const body = JSON.parse(requests.at(-1) ?? "{}") as { document_ids?: string[] };
    expect(body.document_ids).toHaveLength(1);
    const filenames = await answer.getByTestId("citation-filename").allTextContents();
    expect(filenames.length).toBeGreaterThan(0);
    expect(new Set(filenames)).toEqual(new Set(["tracemonkey.pdf"]));
    await session.watched.page.getByRole("button", { name: "Use all" }).click();
  });

  it("deletes a document after an in-place confirmation", async () => {
    await session.chat.document("tables.docx").getByRole("button", { name: "Delete tables.docx" }).click();
    await session.chat.document("tables.docx").getByRole("button", { name: "Yes, delete tables.docx" }).click();
    await session.chat.document("tables.docx").waitFor({ state: "detached" });
    // The panel hides the row at once; the server's delete (vectors, rows, file) follows it.
    const listedNames = async () =>
      ((await (await fetch(`${session.server.url}/api/documents`)).json()) as { documents: { filename: string }[] }).documents.map(
        (document) => document.filename,
      );
    await expect.poll(listedNames, { timeout: 20_000, interval: 250 }).not.toContain("tables.docx");
    // And it stays gone after the panel's next refresh.
    await session.chat.document("tables.docx").waitFor({ state: "detached" });
    expect(session.watched.pageErrors).toEqual([]);
  });
});
