/**
 * A question about the chat itself (docs/architecture.md, "Answerers"): "what did I ask first?",
 * "what was my last question?", "remind me what I asked". Small talk, answered from the chat's own
 * earlier questions, never from the documents (which hold nothing about this chat). English only.
 */

export type Recall = "first" | "last" | "all";

// "What did I ask (you) first?", "What have I asked so far?", "What did I just say?"
const askedWhat =
  /^(?:(?:sorry|so|and|ok|okay|hey|remind me)[, ]+)?what (?:did|have|had) i (?:just )?(?:ask|asked|say|said|type|typed)(?: you| of you)?(?: (?<when>first|at first|at the (?:start|beginning)|to (?:start|begin) with|earlier|before|last|previously|just now|a minute ago|so far|until now|up to now))?$/u;
// "What was my first question?", "What was the last thing I asked?"
const myQuestion =
  /^what (?:was|were) (?:my|the) (?<when>first|very first|last|previous|earlier|original|opening|last few|earlier) (?:question|questions|message|messages|thing i asked|things i asked)(?: (?:i asked|to you|in this chat))?$/u;
// "Remind me what I asked", "Can you remind me what my first question was?"
const remindMe =
  /^(?:(?:can|could|would) you )?(?:please )?remind me (?:of )?(?:what (?:i (?:asked|said)(?: (?<when>first|earlier|before|last|at the start))?|my (?<when2>first|last|previous|earlier) question was)|my (?<when3>first|last|previous|earlier) question)(?: please)?$/u;
// "Which questions have I asked so far?", "What questions did I ask?"
const questionsSoFar =
  /^(?:what|which) questions (?:have|did) i (?:asked|ask)(?: you)?(?: (?:so far|until now|up to now|in this chat|today))?$/u;

/** Which earlier question the message asks to recall; null when it asks something else. */
export function recallAsked(folded: string): Recall | null {
  const text = folded.replace(/[?!.]+\s*$/u, "").trim();
  const match = askedWhat.exec(text) ?? myQuestion.exec(text) ?? remindMe.exec(text);
  if (!match) return questionsSoFar.test(text) ? "all" : null;
  const when = match.groups?.when ?? match.groups?.when2 ?? match.groups?.when3 ?? "";
  if (/first|start|beginning|begin|original|opening/u.test(when)) return "first";
  if (/^(?:last|previous|before|previously|just now|a minute ago)$/u.test(when) || /just (?:ask|asked|say|said|type|typed)/u.test(text))
    return "last";
  return "all";
}

const shownQuestions = 5;

/** The reply: the earlier questions the message asks for, quoted, or that there were none. */
export function recallReply(recall: Recall, earlier: string[]): string {
  const asked = earlier.filter((question) => recallAsked(question.toLowerCase()) === null);
  if (asked.length === 0) return "This is the first question of this chat, so there is no earlier one to recall.";
  const quote = (question: string) => `“${question.trim()}”`;
  if (recall === "first") return `Your first question in this chat was ${quote(asked[0]!)}.`;
  if (recall === "last") return `Your last question was ${quote(asked.at(-1)!)}.`;
  const shown = asked.slice(-shownQuestions);
  const earlierNote = asked.length > shown.length ? ` (the last ${shown.length} of ${asked.length})` : "";
  return `So far in this chat you asked${earlierNote}:\n${shown.map((question) => `- ${quote(question)}`).join("\n")}`;
}
