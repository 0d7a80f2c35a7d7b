/** Today's date in every LLM prompt (docs/architecture.md, "Conversation"), so "last month" or "this year" mean something. */
import { monthNames, weekdayNames } from "../core/calendar";
import type { ChatMessage } from "../core/llm";

/** "Today's date is 2026-11-25 (Wednesday 25 November 2026, UTC)." */
export function todayLine(date: Date): string {
  const iso = date.toISOString().slice(0, 10);
  return `Today's date is ${iso} (${weekdayNames[date.getUTCDay()]} ${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()}, UTC). Read relative dates ("last month", "this year") against it.`;
}

/** The messages with today's date at the end of the system message (its opening words name the prompt, so they stay first). */
export function withToday(messages: ChatMessage[], date: Date): ChatMessage[] {
  const line = todayLine(date);
  const index = messages.findIndex((message) => message.role === "system");
  if (index < 0) return [{ role: "system", content: line }, ...messages];
  return messages.map((message, position) => (position === index ? { ...message, content: `${message.content}\n\n${line}` } : message));
}
