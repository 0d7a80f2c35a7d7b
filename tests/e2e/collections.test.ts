/**
 * Collections and tags in Chromium against a real Docent (docs/architecture.md, "Collections and
 * tags"): create a collection, upload into it, chat there; switch collection, and the answer no
 * longer uses those documents; tag a document and a tag chip narrows the chat.
 */
import { describe, expect, it } from "vitest";
import { gardenGuide, harbourNotes, pierHistory } from "../integration/collections/fixtures";
import { suiteChatSession } from "./support/browser";

const textFile = (name: string, text: string) => ({ name, mimeType: "text/plain", buffer: Buffer.from(text) });

describe("collections and tags on the page", () => {
  const session = suiteChatSession();
  const chatBodies: { collection_id?: string; tags?: { any?: string[] } }[] = [];
  const starterUrls: string[] = [];
  const citedFiles = async () => (await session.chat.waitForLatestAnswer()).getByTestId("citation-filename").allTextContents();
  /** A new chat, empty before the next question (so the next answer read is that question's). */
  const newChat = async () => {
    await session.watched.page
      .getByRole("button", { name: /new (chat|conversation)/i })
      .first()
      .click();
    await expect.poll(() => session.chat.answers().count()).toBe(0);
  };

  it("creates a collection, uploads into it and chats there", async () => {
    const page = session.watched.page;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/chat") && request.method() === "POST") chatBodies.push(JSON.parse(request.postData() ?? "{}"));
      if (request.url().includes("/api/chat/starters")) starterUrls.push(request.url());
    });
    await page.getByRole("button", { name: "New collection" }).click();
    await page.getByLabel("New collection name").fill("Harbour");
    await page.getByRole("button", { name: "Create" }).click();
    await expect.poll(() => page.getByTestId("chat-collection").textContent()).toBe("Harbour");
    await page.getByTestId("file-input").setInputFiles([textFile("harbour-notes.txt", harbourNotes)]);
    await session.chat.waitForDocumentStatus("harbour-notes.txt", "ready");
    // The switcher counts the upload.
    await expect.poll(() => page.getByLabel("Collection", { exact: true }).locator("option:checked").textContent()).toBe("Harbour (1)");
    // The empty chat's starter questions come from this collection's documents.
    await expect.poll(() => starterUrls.some((url) => /collection_id=[0-9a-f-]{36}/.test(url))).toBe(true);

    await session.chat.ask("When will the pier open?");
    expect(await citedFiles()).toContain("harbour-notes.txt");
    expect(chatBodies.at(-1)?.collection_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("switches collection: the list and the answers leave the other collection's documents", async () => {
    const page = session.watched.page;
    await page.getByLabel("Collection", { exact: true }).selectOption({ label: "My documents (0)" });
    await expect.poll(() => page.getByTestId("chat-collection").textContent()).toBe("My documents");
    await expect.poll(() => session.chat.answers().count()).toBe(0);
    await session.chat.document("harbour-notes.txt").waitFor({ state: "detached" });
    await page
      .getByTestId("file-input")
      .setInputFiles([textFile("pier-history.txt", pierHistory), textFile("garden-guide.txt", gardenGuide)]);
    await session.chat.waitForDocumentStatus("pier-history.txt", "ready");
    await session.chat.waitForDocumentStatus("garden-guide.txt", "ready");
    await expect.poll(() => starterUrls.some((url) => url.includes("collection_id=default"))).toBe(true);

    await session.chat.ask("When will the pier open?");
    const cited = await citedFiles();
    expect(cited).not.toContain("harbour-notes.txt");
    expect(chatBodies.at(-1)?.collection_id).toBe("default");
  });

  it("opens a conversation of another collection in that collection", async () => {
    const page = session.watched.page;
    const harbourChat = (
      (await (await fetch(`${session.server.url}/api/conversations`)).json()) as {
        conversations: { id: string; collection_id: string }[];
      }
    ).conversations.find((conversation) => conversation.collection_id !== "default")!;
    await session.chat.goto(`/c/${harbourChat.id}`);
    await expect.poll(() => page.getByTestId("chat-collection").textContent()).toBe("Harbour");
    await session.chat.document("harbour-notes.txt").waitFor();
    await page.getByLabel("Collection", { exact: true }).selectOption({ value: "default" });
    await expect.poll(() => page.getByTestId("chat-collection").textContent()).toBe("My documents");
  });

  it("tags a document, and a tag chip narrows the chat to it", async () => {
    const page = session.watched.page;
    await session.chat.document("pier-history.txt").getByRole("button", { name: "Add tags" }).click();
    await page.getByLabel("Tags of pier-history.txt, separated by commas").fill("history, year=1998");
    await session.chat.document("pier-history.txt").getByRole("button", { name: "Save" }).click();
    await expect
      .poll(() => session.chat.document("pier-history.txt").getByTestId("document-tag").allTextContents())
      .toEqual(["history", "year=1998"]);
    // A new chat, narrowed to documents tagged "history": the garden guide is out of reach.
    await newChat();
    const chip = page.getByTestId("tag-chip").filter({ hasText: /^history$/ });
    await chip.click();
    await expect.poll(() => chip.getAttribute("aria-pressed")).toBe("true");
    await session.chat.ask("What does the garden shed hold?");
    expect(await citedFiles()).not.toContain("garden-guide.txt");
    expect(chatBodies.at(-1)?.tags).toEqual({ any: ["history"] });
    // Without the chip the same question finds the guide.
    await newChat();
    // The chip stayed pressed for the whole chat (the answer's own conversation loading did not reset it).
    expect(await chip.getAttribute("aria-pressed")).toBe("true");
    await chip.click();
    await expect.poll(() => chip.getAttribute("aria-pressed")).toBe("false");
    await session.chat.ask("What does the garden shed hold?");
    expect(await citedFiles()).toContain("garden-guide.txt");
    expect(session.watched.pageErrors).toEqual([]);
  });
});
