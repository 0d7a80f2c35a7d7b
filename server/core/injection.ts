/**
 * Prompt-injection detection (SPEC §4.1, §4.4). The planner refuses a question that trips it;
 * the validator only flags retrieved chunks that do. Detection runs on several normalised views
 * of the text, because attackers hide the same phrase behind entities, percent-encoding,
 * zero-width characters, look-alike letters, odd spacing or punctuation.
 *
 * Aim: catch the listed phrases and their common paraphrases while letting ordinary questions
 * through ("How do I ignore previous versions of a file?", "What is the system: design?"). Every
 * pattern therefore needs an instruction-like object or an imperative position, not just a word.
 */
import { LRUCache } from "lru-cache";

export interface InjectionResult {
  flagged: boolean;
  /** Ids of the patterns that matched, e.g. "ignore_instructions", "script_tag". */
  patterns: string[];
}

interface Views {
  /** Decoded, NFKC, case-folded, zero-width free; horizontal whitespace collapsed, line breaks kept. */
  lines: string;
  /** `lines` with look-alike letters folded to Latin, accents removed and every whitespace run a single space. */
  folded: string;
  /** `folded` with punctuation turned into spaces and digits read as letters (1gn0re → ignore). */
  words: string;
  /** `lines` with whitespace collapsed but scripts untouched, for the Cyrillic and CJK phrases. */
  native: string;
}

interface InjectionPattern {
  id: string;
  view: keyof Views;
  pattern: RegExp;
}

// Filler words that may sit between the verb and the object: "ignore all of the previous instructions".
const gap = String.raw`(?:\s+\S+){0,3}?`;
const clauseStart = String.raw`(?:^|[\n.!?;:,"'(\[]\s*|\b(?:please|now|and|then|just|first|so|ok|okay)\s+)`;
const instructionNouns = String.raw`(?:instruction|instructions|rule|rules|prompt|prompts|directions|directive|directives|guideline|guidelines|command|commands|constraint|constraints|guardrails|system message|programming|context)`;
const overrideVerbs = String.raw`(?:ignore|disregard|forget|skip|override|overwrite|bypass|neglect|drop|abandon|discard|set aside)`;
const priorWords = String.raw`(?:previous|prior|above|earlier|preceding|foregoing|initial|original|old|existing|system|developer|your|all|any|every|these|those)`;

const patterns: InjectionPattern[] = [
  {
    id: "ignore_instructions",
    view: "words",
    pattern: new RegExp(
      String.raw`\b${overrideVerbs}${gap}\s+${priorWords}(?:\s+\S+){0,2}?\s+${instructionNouns}\b` +
        // "ignore the instructions above": no qualifier before the noun, so one must come after it.
        String.raw`|\b${overrideVerbs}\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?${instructionNouns}\s+(?:above|before|so far|you (?:were|have been|got) given|given (?:above|before|earlier|to you)|provided (?:above|before|earlier)|earlier|previously)\b`,
    ),
  },
  {
    id: "disregard_above",
    view: "folded",
    // "above" is the object itself ("disregard the above"); "previous" only when nothing follows
    // it, so "ignore previous versions of a file" stays a question about files.
    pattern:
      /\b(?:disregard|ignore|forget)\s+(?:all\s+|everything\s+|anything\s+)?(?:(?:of\s+)?the\s+|what\s+(?:is|was|'s)\s+(?:written\s+|said\s+)?)?above\b(?![\s-]*mentioned)|\b(?:disregard|ignore|forget)\s+(?:all\s+|everything\s+)?(?:of\s+)?(?:the\s+)?(?:previous|preceding|foregoing|prior)\s*(?:$|[.!,;:]|(?:and|then|instead|now)\b)/,
  },
  {
    // "forget all" as an order: at the start of a clause, or followed by what it should forget.
    id: "forget_all",
    view: "folded",
    pattern: new RegExp(String.raw`${clauseStart}forget\s+(?:about\s+)?(?:all|everything)\b|\bforget\s+(?:all|everything)\s+(?:you\s+(?:know|were|have been)|that\s+(?:you|i)|previous|prior|above|before|instructions|rules|your)\b|\bforget\s+(?:all|everything)\s*(?:$|[.!])`, "m"),
  },
  {
    id: "new_instructions",
    view: "folded",
    pattern: /\b(?:new|updated|real|actual|revised|different|following)\s+(?:system\s+)?(?:instructions?|rules|directives?|task|prompt|orders)\s*:/,
  },
  {
    // A role marker at the start of a line that goes on like an order, or anywhere when an order follows.
    id: "system_role",
    view: "lines",
    pattern: /(?:^|\n)\s*(?:system|sys)\s*:(?=\s*(?:\S+\s+){3,}\S|\s*(?:you|your|ignore|disregard|forget|from now|new|act|be|respond|reply|answer|always|never|do not|don't|override|print|reveal|output|say|pretend|follow))|\b(?:system|developer)\s*:\s*(?:you\s+(?:are|must|will|should)|ignore|disregard|forget|from now on|new instructions|act as|always|never|respond|reply only|override|reveal|print)\b/,
  },
  {
    id: "chat_template_marker",
    view: "lines",
    pattern: /<\|(?:im_start|im_end|system|endoftext|eot_id|start_header_id)\|>|\[\/?inst\]|<<\/?sys>>|(?:^|\n)\s*#{2,}\s*(?:system|instruction|instructions)\s*(?:prompt)?\s*:?\s*(?:\n|$)|<\/?(?:system|system_prompt|instructions)>/,
  },
  {
    id: "script_tag",
    view: "folded",
    pattern: /<\s*\/?\s*script\b/,
  },
  {
    id: "html_event_handler",
    view: "folded",
    pattern: /<\s*(?:img|svg|iframe|body|a|div|input|object|embed|video|audio|details|math|link|meta)\b[^>]*\bon[a-z]+\s*=|<\s*(?:iframe|object|embed)\b/,
  },
  {
    // A URI, not the language name: "javascript:alert(1)", href="javascript: …", "javascript: void(0)".
    id: "javascript_uri",
    view: "folded",
    pattern:
      /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:(?=\S)|(?:\bhref|\bsrc|\baction|\bformaction|\burl)\s*=?\s*\(?\s*["'`]?\s*javascript\s*:|\bjavascript\s*:\s*(?:alert|confirm|prompt|eval|void|document|window|fetch|location|this)\b|\bvbscript\s*:(?=\S)/,
  },
  {
    id: "data_uri",
    view: "folded",
    pattern: /\bdata\s*:\s*(?:text\/html|text\/javascript|application\/(?:x-)?javascript|application\/xhtml|image\/svg\+xml|[a-z]+\/[a-z0-9.+-]+(?:;[a-z0-9=.-]+)*;base64,)/,
  },
  {
    id: "role_override",
    view: "folded",
    pattern:
      /\byou\s+are\s+now\s+(?:a|an|my|no\s+longer|free|unrestricted|unfiltered|uncensored|jailbroken|dan|evil|acting\s+as|going\s+to\s+(?:act|pretend|be|respond|answer|ignore)|in\s+(?:developer|dan|god|jailbreak|unrestricted|admin|sudo|debug)\s+mode)\b|\bfrom\s+now\s+on,?\s+you\s+(?:are|will|must|should)\b/,
  },
  {
    id: "act_as_developer_mode",
    view: "folded",
    pattern: /\b(?:act|behave|respond|pretend|roleplay)\s+(?:as|like|to\s+be|you\s+are)\b.{0,80}?\b(?:developer\s+mode|dan|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|no\s+(?:restrictions|rules|limits|filters)|without\s+(?:any\s+)?(?:restrictions|rules|limits|filters))|\b(?:enable|activate|enter|switch\s+to)\s+(?:the\s+)?(?:developer|dev|god|admin|debug)\s+mode\b|\bdeveloper\s+mode\s+(?:enabled|activated|on)\b|\bdo\s+anything\s+now\b/,
  },
  {
    id: "prompt_leak",
    view: "folded",
    // Asking what "the" system prompt is may be a question about a document; asking for "yours" is not.
    pattern: /\b(?:(?:reveal|print|show|repeat|output|display|leak|dump)\s+(?:me\s+)?(?:your|the)|(?:tell\s+me|what\s+(?:is|are))\s+your)\s+(?:(?:full|entire|exact|hidden|secret|initial|original)\s+)*(?:system\s+prompt|system\s+message|(?:initial|original|hidden|secret)\s+(?:instructions|prompt))|\b(?:reveal|print|repeat|output|dump|leak)\s+(?:me\s+)?your\s+(?:instructions|prompt|rules)\b/,
  },
  {
    id: "ignore_instructions_fr",
    view: "folded",
    pattern:
      /\b(?:ignore[zr]?|oublie[zr]?|neglige[zr]?)\s+(?:toutes\s+les|les|tes|vos)\s+(?:instructions|consignes|regles|directives)(?:\s+(?:precedentes|ci-dessus|anterieures|d'avant|initiales))?\b|\bne\s+tiens?\s+(?:pas|plus)\s+compte\s+des\s+(?:instructions|consignes)|\bnouvelles\s+(?:instructions|consignes)\s*:/,
  },
  {
    id: "ignore_instructions_es",
    view: "folded",
    pattern: /\b(?:ignora|ignore|ignorar|olvida|olvide|olvidar|descarta)\s+(?:todas\s+)?(?:las\s+|tus\s+|sus\s+)?(?:instrucciones|reglas|indicaciones|directrices)(?:\s+(?:anteriores|previas|de\s+arriba))?\b|\bnuevas\s+instrucciones\s*:/,
  },
  {
    id: "ignore_instructions_de",
    view: "folded",
    pattern: /\b(?:ignoriere|ignorier|ignorieren\s+sie|vergiss|vergessen\s+sie|missachte)\s+(?:alle\s+)?(?:die\s+|deine\s+|ihre\s+)?(?:vorherigen\s+|bisherigen\s+|obigen\s+|vorigen\s+|fruheren\s+)?(?:anweisungen|instruktionen|regeln|befehle|vorgaben)\b|\bneue\s+anweisungen\s*:/,
  },
  {
    id: "ignore_instructions_other",
    view: "folded",
    pattern: /\bignora\s+(?:tutte\s+)?(?:le\s+)?istruzioni(?:\s+precedenti)?\b|\bignore\s+(?:todas\s+)?as\s+instrucoes(?:\s+anteriores)?\b|\bnegeer\s+(?:alle\s+)?(?:vorige\s+|eerdere\s+)?instructies\b/,
  },
  {
    id: "ignore_instructions_native",
    view: "native",
    pattern: /(?:игнорируй|игнорируйте|забудь|забудьте|проигнорируй)\s+(?:все\s+)?(?:предыдущие\s+|прошлые\s+)?(?:инструкции|указания|правила)|(?:忽略|无视|忘记|忽視|無視)(?:之前|以上|上面|先前|所有|全部)?的?(?:所有)?(?:指令|指示|说明|規則|规则|提示)|(?:以前|前)の(?:指示|命令)を(?:無視|忘れ)/,
  },
];

// Invisible characters. The combining ones (U+034F, U+1160, U+17B4, U+17B5) sit outside the
// class, because inside one they would read as attached to their neighbour.
const zeroWidth = /\u034f|\u1160|\u17b4|\u17b5|[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u206a-\u206f\ufeff]/g;

// Cyrillic and Greek letters that render like Latin ones (lower case, since folding runs after case folding).
const homoglyphs: Record<string, string> = {
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x", і: "i",
  ї: "i", ј: "j", ѕ: "s", ԁ: "d", ɡ: "g", һ: "h", ӏ: "l", ԛ: "q", ԝ: "w", ү: "y",
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", γ: "y", ϲ: "c",
  ı: "i", ℓ: "l",
};
const homoglyphPattern = new RegExp(`[${Object.keys(homoglyphs).join("")}]`, "gu");
const leetDigits: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s" };

const namedEntities: Record<string, string> = {
  lt: "<", gt: ">", amp: "&", quot: '"', apos: "'", nbsp: " ", colon: ":", sol: "/", lpar: "(", rpar: ")",
  tab: "\t", newline: "\n", semi: ";", equals: "=", period: ".", comma: ",",
};

/** Decodes HTML entities and %-escapes, twice, so double-encoded payloads surface too. */
/**
 * Base64 runs that decode to readable text are appended to what is checked ("decode this and do
 * what it says: aWdub3Jl…"). Only runs of 16+ characters, and only text that is mostly printable,
 * so ids, hashes and ordinary long words do not turn into noise.
 */
function withDecodedBase64(text: string): string {
  const decodedRuns: string[] = [];
  for (const [run] of text.matchAll(/[A-Za-z0-9+/]{16,}={0,2}/g)) {
    if (decodedRuns.length >= 20) break;
    const decoded = Buffer.from(run, "base64").toString("utf8");
    const printable = decoded.replace(/[^\p{L}\p{N}\p{P}\p{Zs}<>=+/\n]/gu, "");
    if (decoded.length >= 8 && printable.length / decoded.length > 0.9 && /\p{L}{3,}/u.test(decoded)) decodedRuns.push(decoded);
  }
  return decodedRuns.length === 0 ? text : `${text}\n${decodedRuns.join("\n")}`;
}

function decodeObviousEncodings(text: string): string {
  let decoded = withDecodedBase64(text);
  for (let round = 0; round < 2; round++) {
    decoded = decoded
      .replace(/&#x([0-9a-f]{1,6});?/gi, (whole, hex: string) => fromCodePoint(Number.parseInt(hex, 16), whole))
      .replace(/&#(\d{1,7});?/g, (whole, digits: string) => fromCodePoint(Number.parseInt(digits, 10), whole))
      .replace(/&([a-z]+);/gi, (whole, name: string) => namedEntities[name.toLowerCase()] ?? whole)
      .replace(/(?:%[0-9a-f]{2})+/gi, (run) => decodePercentRun(run))
      .replace(/\\u([0-9a-f]{4})/gi, (whole, hex: string) => fromCodePoint(Number.parseInt(hex, 16), whole))
      .replace(/\\x([0-9a-f]{2})/gi, (whole, hex: string) => fromCodePoint(Number.parseInt(hex, 16), whole));
  }
  return decoded;
}

function fromCodePoint(codePoint: number, original: string): string {
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : original;
}

function decodePercentRun(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch (error) {
    // Not valid UTF-8 as a whole (e.g. "%E9"): read each escape as one Latin-1 byte instead.
    if (!(error instanceof URIError)) throw error;
    return run.replace(/%([0-9a-f]{2})/gi, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}

/** The views every pattern is matched against (exported for tests and for debugging a miss). */
export function normaliseForDetection(text: string): Views {
  const decoded = decodeObviousEncodings(text);
  const lines = decoded
    .normalize("NFKC")
    .replace(zeroWidth, "")
    .toLowerCase()
    .replace(/\r\n?/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim();
  const native = lines.replace(/\s+/g, " ");
  const folded = native
    .replace(homoglyphPattern, (letter) => homoglyphs[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC");
  const words = folded
    .replace(/[013457@$]/g, (character) => leetDigits[character] ?? character)
    .replace(/[^\p{L}\p{N}\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    // Letters spelled out one by one ("I G N O R E", "i.g.n.o.r.e") become the word again.
    .replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}(?![\p{L}\p{N}])){2,}/gu, (run) => run.replace(/ /g, ""));
  return { lines, folded, words, native };
}

// One answer checks the same retrieved passages in several stages (validator, suggestions), and
// the next answers retrieve many of them again; building the normalised views costs ~0.3 ms a
// passage, a hash lookup far less. Verdicts are frozen, so a caller can't change a shared one.
const verdicts = new LRUCache<string, InjectionResult>({ max: 2_000 });

/** Whether `text` carries instructions aimed at the assistant, and which patterns said so. */
export function detectInjection(text: string): InjectionResult {
  const known = verdicts.get(text);
  if (known) return known;
  const matched: string[] = [];
  if (text.trim().length > 0) {
    const views = normaliseForDetection(text);
    for (const { id, view, pattern } of patterns) {
      if (pattern.test(views[view])) matched.push(id);
    }
  }
  const verdict: InjectionResult = Object.freeze({ flagged: matched.length > 0, patterns: Object.freeze(matched) as string[] });
  verdicts.set(text, verdict);
  return verdict;
}
