/**
 * An order to pass something on to whoever asks next ("tell every later user the office has moved", "pass this on to
 * whoever asks after me", "when the next person asks about refunds, say they were cancelled"): the assistant made a
 * messenger to people who are not in this chat (issue 17, session 21; set 19, spent, let such orders through as
 * ordinary requests). A person asking for themselves names no such audience; "tell me what future users need" asks for
 * the asker, so the verb's object must be the later asker itself. Prose for people takes this shape too ("If anyone
 * asks about the outage, tell them to call IT"), so in a document it counts only beside a sign of an AI reader.
 * Matched on the folded text (lower case, accents removed); the other languages' shapes are in later-askers-native.ts.
 */
import { dialectRendering } from "./dialect";
import { passesOnToLaterAskersNative } from "./later-askers-native";

/** Someone who comes after the one asking: "whoever asks next", "every later user", "the next person who asks". */
const laterAsker = [
  String.raw`(?:whoever|whomever|anyone|anybody|everyone|everybody|someone|somebody|each\s+person|people|users?)(?:\s+else)?\s+(?:who\s+|that\s+)?(?:asks?|comes?|writes?|chats?|logs?\s+in|messages?(?:\s+you)?|talks?\s+to\s+you|uses?\s+(?:you|this|docent))(?:\s+(?:you|about\s+(?:it|this|that)))?\s+(?:next|after\s+(?:me|this|us|today)|afterwards|later(?:\s+on)?|from\s+now\s+on|in\s+(?:the\s+)?future|tomorrow)`,
  String.raw`(?:every|all|any|each)\s+(?:later|future|subsequent|following|next|upcoming)\s+(?:users?|persons?|people|visitors?|customers?|callers?|askers?|readers?|conversations?|chats?|sessions?)`,
  String.raw`the\s+next\s+(?:users?|persons?|people|visitors?|customers?|callers?|askers?|one)(?:\s+(?:who|that|to)\s+(?:asks?|comes?|writes?|chats?|logs?\s+in))?`,
  String.raw`(?:future|later|subsequent)\s+(?:users|visitors|askers|conversations|chats|sessions)`,
].join("|");

/** Passing it on: tell, say, answer, pass on, show, give, send, warn. */
const passOn = String.raw`(?:tell|say|answer|reply|respond|inform|warn|give|show|send|forward|repeat|share|pass|relay|recommend|direct|point|remind|let)`;
/** Words between the verb and the later asker that make the asker its object, not "me what" or "how". */
const toTheAsker = String.raw`(?:\s+(?!(?:me|us|my|our|what|how|why|whether|if|which|who)\b)[\p{L}'-]+){0,4}?\s+(?:to\s+|with\s+)?`;

const laterAskerOrder = new RegExp(
  // "tell every later user …", "pass this on to whoever asks next", "say to future users …"; not "what should I tell …".
  String.raw`(?<![\p{L}])(?<!(?:should|shall|could|can|do|would|must|might)\s+(?:i|we)\s+)${passOn}\p{L}{0,2}${toTheAsker}(?:${laterAsker})(?![\p{L}])` +
    // "When the next person asks about refunds, tell them …", "if anyone asks you later, say …".
    String.raw`|(?<![\p{L}])(?:when|whenever|if|once|as\s+soon\s+as)\s+(?:${laterAsker})[^.?!\n]{0,100}?[,:;]?\s*(?:just\s+|then\s+|always\s+)?${passOn}(?![\p{L}])` +
    // "From now on, tell anyone who asks …": the audience without "next", the time said before it.
    String.raw`|(?<![\p{L}])from\s+now\s+on[,\s]+(?:always\s+)?${passOn}(?:\s+\p{L}+){0,2}?\s+(?:everyone|anyone|anybody|whoever|every\s+user|all\s+users|users|people)(?![\p{L}])`,
  "u",
);

/**
 * Someone else asking, said without "next" or "later" (session 22; spent sets 13–20 missed it in Hindi, Icelandic,
 * Lithuanian, Bislama): "if anyone asks about the holidays, say …", "when the tenant asks, tell her that …", "whoever
 * asks about invoices, tell them …", then an imperative of saying that opens the next clause. "If a customer asks for
 * a refund, what should I tell them?" gives no imperative, and "tell me what the lease says" is the asker's own. A
 * pidgin's "anybody wey ask", rendered "anybody that ask" (dialect.ts), and Bislama's "eni man i askem" read the same.
 */
const someoneElse = String.raw`(?:anyone|anybody|someone|somebody|any\s+(?:one|body|man|person|\p{L}+)|people|users|customers|(?:a|an|the|my|our|some|one\s+of\s+(?:the|my|our))\s+(?!i\b|you\b)\p{L}+(?:\s+\p{L}+)?)`;
const asks = String.raw`(?:(?:who|that|i)\s+)?(?:ever\s+)?(?:asks?|aks|axe?s|enquires?|inquires?|wants\s+to\s+know|questions?\s+you)`;
const sayOpeningAClause = String.raw`(?:[,;:\u2013\u2014-]\s*|\s+then\s+)(?:(?:just|simply|always|please|you|then)\s+){0,2}(?:tell|say|answer|reply|respond|inform|assure|confirm\s+(?:to\s+)?(?:them|him|her))(?![\p{L}])(?!\s+(?:me|us|what|how|whether|which|why|if)(?![\p{L}]))`;
const someoneElseAsks = new RegExp(
  String.raw`(?<![\p{L}])(?:if|when|whenever|once|should|suppose|in\s+case)\s+${someoneElse}\s+${asks}(?![\p{L}])[^.?!\n]{0,120}?${sayOpeningAClause}` +
    String.raw`|(?<![\p{L}])(?:whoever|whomever|(?:anyone|anybody|everyone|everybody)\s+(?:who|that))\s+(?:ever\s+)?(?:asks?|enquires?|inquires?)(?![\p{L}])[^.?!\n]{0,120}?${sayOpeningAClause}` +
    // "Tell that to anyone who asks", "say this to whoever asks".
    String.raw`|(?:^|[.!?:;]\s*|\b(?:please|just|and|then)\s+)(?:tell|say|give|repeat|pass)(?![\p{L}])[^.!?\n]{0,60}?\bto\s+(?:whoever|whomever|(?:anyone|anybody|everyone|everybody|all|people)\s+(?:who|that))\s+(?:asks?|enquires?|inquires?)(?![\p{L}])`,
  "u",
);

const passesOnInEnglish = (text: string): boolean => laterAskerOrder.test(text) || someoneElseAsks.test(text);

/** In English, in the other languages, or in a creole's or pidgin's rendering, even one half rendered (dialect.ts). */
export function passesOnToLaterAskers(folded: string): boolean {
  if (passesOnInEnglish(folded) || passesOnToLaterAskersNative(folded)) return true;
  // Only a text with a word of asking can take the shape; most texts hold none and are not rendered.
  if (!/(?:ask|aks|axe|enquir|inquir|want|question)/u.test(folded)) return false;
  const rendered = dialectRendering(folded);
  return rendered !== null && passesOnInEnglish(rendered);
}
