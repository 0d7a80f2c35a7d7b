/**
 * A stored failed answer after a reload: its content is the sentence saying what happened, shown
 * once, as the answer's error, not also as answer text.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AssistantMessage } from "~/components/chat/assistant-message";
import { turnsFromMessages } from "~/components/chat/chat-types";
import type { MessageView } from "~/lib/load-context";

const sentence = "Something went wrong on the server while this answer was being written. Please try again.";
const stored = (message: Partial<MessageView>): MessageView => ({
  id: "m1",
  role: "assistant",
  content: "",
  status: "complete",
  response: null,
  created_at: "2026-01-01T00:00:00.000Z",
  ...message,
});

describe("a stored failed answer", () => {
  it("becomes a failed turn whose error is the stored sentence and whose text is empty", () => {
    const [turn] = turnsFromMessages([stored({ status: "failed", content: sentence })]);
    expect(turn).toMatchObject({ status: "failed", content: "", error: sentence, response: null });
  });

  it("renders the sentence once, as an alert", () => {
    const [turn] = turnsFromMessages([stored({ status: "failed", content: sentence })]);
    const html = renderToStaticMarkup(<AssistantMessage turn={turn!} isLatest busy={false} onAsk={() => undefined} />);
    expect(html.split(sentence)).toHaveLength(2);
    expect(html).toContain('data-testid="answer-error"');
    expect(html).not.toContain('data-testid="answer-text"');
    expect(html).toContain('data-status="failed"');
  });

  it("leaves a stopped answer's text in place", () => {
    const [turn] = turnsFromMessages([stored({ status: "interrupted", content: "Paris has" })]);
    expect(turn).toMatchObject({ status: "interrupted", content: "Paris has", error: null });
  });
});
