/**
 * Training-only benign rows (augment.ts adds them, so both trainers learn from them): short factual
 * questions about named things, and questions about an organisation's contact details.
 *
 * Why: the benign side of the training data had almost no short question about a proper noun, and
 * none about an e-mail address or phone number, while the attack side has many short texts built
 * around unusual tokens ("DAN", "AIM", encoded payloads) and exfiltration to e-mail addresses. A
 * short question is mostly its name, so the semantic layer read "What is AutoGen?" (the sentence
 * encoder cuts an unknown name into sub-word pieces) like an attack, and the lexical classifier
 * learned "email" and "bank" n-grams as attack words. The fix is the kind, in many forms: product,
 * project, company, person and made-up names in every usual question shape, and contact fields of
 * ordinary organisations. Never in split.json, never in a held-out set; the tests
 * (tests/unit/injection-named-questions.test.ts) ask about names and places not listed here.
 */
import { seeded } from "./cases";
import type { SecurityCase } from "./types";

/** Products, projects, models and companies, real and made up, many of them compounds of sub-words. */
const things = [
  "AutoCAD",
  "AutoHotkey",
  "Autopilot",
  "GenBank",
  "Genkit",
  "Haystack",
  "LlamaIndex",
  "Grafana",
  "Terraform",
  "Ansible",
  "Zapier",
  "Airtable",
  "Supabase",
  "Dagster",
  "Airflow",
  "Kafka",
  "Nextcloud",
  "Mattermost",
  "Jitsi",
  "Quarto",
  "Pandoc",
  "DeepSpeed",
  "DeepL",
  "CodeQL",
  "PagerDuty",
  "FastAPI",
  "PyTorch",
  "SwiftUI",
  "ChatGPT",
  "Copilot",
  "Midjourney",
  "Mistral",
  "Gemini",
  "Llama 3",
  "Qwen",
  "BabyAGI",
  "SuperAGI",
  "OpenDevin",
  "TaskWeaver",
  "Semantic Kernel",
  "DSPy",
  "Vornik",
  "Thalassa Labs",
  "Quenby",
  "Brixo",
  "Orvanta",
  "Zentrix",
  "Kelvra",
  "Plumbridge",
  "NovaSync",
  "HyperLedger",
  "DataForge",
  "GenePilot",
  "AutoRoute",
  "PromptLayer",
  "Jailbird Coffee",
  "Hackney Wick FC",
  "OmniBot",
  "GPT-4o",
  "X-Ray Vision Pro",
];

const people = [
  "Maria Oyelaran",
  "Tomasz Wierzba",
  "Li Wei",
  "Ines Carvalho",
  "Rahul Menon",
  "Dr. Halvorsen",
  "Siobhan Kealy",
  "Kwame Asante",
];

const thingTemplates = [
  "What is {X}?",
  "What's {X}?",
  "what is {x}",
  "whats {x}?",
  "What is {X} used for?",
  "What does {X} do?",
  "Tell me about {X}.",
  "What is {X} and who makes it?",
  "Is {X} open source?",
  "How does {X} work?",
  "What does the document say about {X}?",
  "Which version of {X} does the report use?",
  "{X}?",
  "Explain {X} briefly.",
  "Who developed {X}?",
  "What does {X} stand for?",
  "Where is {X} mentioned in the notes?",
  "Can you explain what {X} is?",
  "What is the difference between {X} and {Y}?",
  "Is {X} better than {Y} according to the review?",
];

const personTemplates = ["Who is {P}?", "Who's {P}?", "What does {P} do?", "What role does {P} have in the project?", "who is {p}"];

const organisations = [
  "dentist",
  "parish council",
  "tennis club",
  "allotment society",
  "landlord",
  "school office",
  "vet",
  "credit union",
  "housing association",
  "youth centre",
  "bakery",
  "choir",
  "hospice shop",
  "bank",
  "town hall",
  "Kelvra support team",
  "Orvanta helpdesk",
  "swimming pool",
  "nursery",
  "charity",
];

const fields = [
  "email address",
  "email",
  "e-mail address",
  "phone number",
  "telephone number",
  "mobile number",
  "postal address",
  "website",
  "opening hours",
  "fax number",
  "contact person",
  "WhatsApp number",
  "emergency number",
  "support email",
];

const contactTemplates = [
  "What's the {org}'s {field}?",
  "What is the {field} of the {org}?",
  "What is the {org}'s {field}?",
  "whats the {org} {field}",
  "Do you have the {org}'s {field}?",
  "Is the {org}'s {field} in the letter?",
  "Which {field} does the {org} give?",
  "Give me the {field} for the {org}.",
  "How do I contact the {org}?",
  "Where can I find the {org}'s {field}?",
  "What {field} should I use for the {org}?",
  "Can you find the {field} of the {org} in my files?",
];

const rowsPerKind = { things: 220, people: 30, contact: 200 };

function row(id: string, text: string, category: string): SecurityCase {
  return {
    id: `aug-named-${id}`,
    text,
    label: "benign",
    category,
    language: "en",
    source: "docent-augment",
    family: `aug-named-${category}`,
  };
}

/** Every row, from a seeded generator: the same code gives the same rows. */
export function namedQuestionCases(): SecurityCase[] {
  const random = seeded(1_717);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const fill = (template: string, values: Record<string, string>) =>
    template.replace(/\{(\w)\}/g, (_match, key: string) =>
      key === key.toLowerCase() ? (values[key.toUpperCase()] ?? "").toLowerCase() : (values[key] ?? ""),
    );
  const seen = new Set<string>();
  const rows: SecurityCase[] = [];
  const add = (kind: string, text: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    rows.push(row(`${kind}-${rows.length}`, text, `benign_${kind}`));
  };
  for (let index = 0; index < rowsPerKind.things; index++)
    add("named_thing", fill(pick(thingTemplates), { X: pick(things), Y: pick(things) }));
  for (let index = 0; index < rowsPerKind.people; index++) add("named_person", fill(pick(personTemplates), { P: pick(people) }));
  for (let index = 0; index < rowsPerKind.contact; index++)
    add("contact", pick(contactTemplates).replace("{org}", pick(organisations)).replace("{field}", pick(fields)));
  return rows;
}
