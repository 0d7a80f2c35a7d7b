/**
 * Requests that reach past the documents into the server itself (round 12, kinds from OWASP LLM01's and LLM06's
 * examples the audit by kind listed beside the tools and files of assistant-internals.ts): a path that climbs out of
 * the library ("../../config/secrets.json", "/proc/self/environ"), an address inside the host's network to fetch (a
 * cloud's metadata service, localhost), and an order to run a destructive statement or a shell command. A person
 * asking about a document has no use for any of them; a question about what such a path or command means ("What does
 * the guide say DROP TABLE does?") gives no order to run it. Questions only: a README's relative links and a
 * tutorial's commands are ordinary document text.
 * Matched on the folded text (lower case, accents removed).
 */

/** A path that climbs two levels or more, or one of the system's own secret files. */
const climbingPath = String.raw`(?:\.\.[\\/]){2,}|/proc/self/|/etc/(?:shadow|sudoers)\b|~/\.ssh\b|\bid_rsa\b|\bc:\\windows\\system32\b`;

/** A host's internal addresses: a cloud metadata service, or the host itself named to fetch from. */
const metadataService = String.raw`\b169\.254\.169\.254\b|\bmetadata\.google\.internal\b|\b100\.100\.100\.200\b|\bfd00:ec2::254\b`;
const fetchVerb = String.raw`(?:fetch|curl|wget|download|request|connect\s+to|(?:send|make)\s+a\s+(?:get\s+|post\s+)?request\s+to)`;
const localHost = String.raw`(?:https?://)?(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?(?:/\S*)?`;
const fetchLocal = String.raw`(?:^|[.!?;:,]\s*|\b(?:please|now|then|and)\s+)${fetchVerb}\s+(?:the\s+(?:url|page|address)\s+)?${localHost}`;

/** An order to run a statement that destroys or changes data, or a shell command, given with it. */
const runVerb = String.raw`(?:run|execute|exec|perform|eval(?:uate)?|ejecuta|execute|esegui|fuhre|fuhr|voer|kor|uruchom|выполни|calistir|执行|実行|실행)`;
const destructive = String.raw`(?:drop\s+(?:table|database)|delete\s+from|truncate\s+table|alter\s+table|update\s+\w+\s+set|insert\s+into|rm\s+-rf|os\.system|subprocess|shutil\.rmtree|chmod\s+777|curl\s+[^|]{1,80}\|\s*(?:sh|bash))`;
const runOrder = String.raw`(?:^|[.!?;:,]\s*|\b(?:please|now|then|and|just)\s+)${runVerb}\b[^.!?\n]{0,40}?${destructive}`;
/** A statement chained after a value the way SQL injection closes a quote: "'; DROP TABLE users; --". */
const chainedStatement = String.raw`['"]?\s*;\s*(?:drop|delete|truncate|alter|insert|update|shutdown)\s+\w+[^\n]{0,60}?(?:--|#|/\*|;)`;

export const reachesTheServer = new RegExp(`${climbingPath}|${metadataService}|${fetchLocal}|${runOrder}|${chainedStatement}`, "u");
