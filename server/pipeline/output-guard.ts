/**
 * Output guard (docs/architecture.md, "Defences"): whatever the model was talked into, an answer
 * cannot make the page fetch or open an attacker's address. An answer never carries
 *
 * - a Markdown image (rendering one sends a request, and its URL can carry the conversation out),
 * - raw HTML tags (a script or style element with its body); a bare tag named as a topic ("a <script>
 *   tag") is kept as inline code, which renders as text, so a question about HTML keeps its answer,
 * - a link (Markdown or bare) whose URL does not appear in a cited passage or a web citation.
 *
 * Offending parts are removed (a link keeps its words), and the answer is flagged
 * `unsafe_output_removed`. Runs in the responder, after the validator, on every mode's answer.
 */
import type { WebCitation } from "~/lib/response";

export interface OutputGuardResult {
  answer: string;
  /** What was removed: "markdown_image", "html", "link". Empty when the answer was clean. */
  removed: string[];
}

const markdownImage = /!\[[^\]\n]*\]\([^)\n]*\)|!\[[^\]\n]*\]\[[^\]\n]*\]/g;
const referenceDefinition = /^\s{0,3}\[[^\]\n]+\]:\s*\S+.*$/gm;
const markdownLink = /\[([^\]\n]*)\]\(\s*<?([^)\s>]*)>?(?:\s+["'][^"'\n]*["'])?\s*\)/g;
// A script or style element goes whole: its body is code, not words.
const scriptElement = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// A tag without attributes, as text about HTML names it.
const tagMention = /<\/?[a-z][a-z0-9-]*>/gi;
const htmlTag = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--[\s\S]*?-->/gi;
const bareUrl = /\b(?:https?:\/\/|www\.)[^\s<>()[\]"'`]+/gi;

const trimUrl = (url: string) => url.replace(/[.,;:!?]+$/, "");

/** Every URL a cited passage or web citation holds: what an answer may link to. */
export function allowedUrls(citedTexts: string[], webCitations: WebCitation[]): Set<string> {
  const allowed = new Set<string>();
  for (const text of citedTexts) for (const [url] of text.matchAll(bareUrl)) allowed.add(trimUrl(url));
  for (const citation of webCitations) allowed.add(trimUrl(citation.url));
  return allowed;
}

export function guardOutput(answer: string, allowed: Set<string>): OutputGuardResult {
  const removed = new Set<string>();
  let text = answer.replace(markdownImage, () => {
    removed.add("markdown_image");
    return "";
  });
  text = text.replace(referenceDefinition, () => {
    removed.add("link");
    return "";
  });
  text = text.replace(markdownLink, (whole, words: string, url: string) => {
    if (allowed.has(trimUrl(url))) return whole;
    removed.add("link");
    return words;
  });
  text = text.replace(scriptElement, () => {
    removed.add("html");
    return "";
  });
  text = text.replace(tagMention, (tag: string, offset: number, whole: string) =>
    whole[offset - 1] === "`" && whole[offset + tag.length] === "`" ? tag : `\`${tag}\``,
  );
  text = text.replace(htmlTag, (tag: string, offset: number, whole: string) => {
    if (whole[offset - 1] === "`" && whole[offset + tag.length] === "`") return tag;
    removed.add("html");
    return "";
  });
  text = text.replace(bareUrl, (url: string) => {
    if (allowed.has(trimUrl(url))) return url;
    removed.add("link");
    return "[link removed]";
  });
  return {
    answer:
      removed.size > 0
        ? text
            .replace(/[ \t]{2,}/g, " ")
            .replace(/\n{3,}/g, "\n\n")
            .trim()
        : text,
    removed: [...removed],
  };
}
