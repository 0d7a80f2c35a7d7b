/**
 * The fields of a fillable PDF form (an AcroForm), which its text layer does not say are fields:
 * pdflatex-forms.pdf's text is only "Name Check Submit". One sentence per form is added to the
 * page of its first field ("This form has the fields Name (a text field) and Check (a check
 * box)."), so "What fields are on the form?" finds them, with a filled-in value when there is one.
 * Only names that read as words count: a machine name ("topmostSubform[0].Page1[0].f1_01[0]", the
 * IRS 1040's) says nothing to a person, and a push button ("Submit") is no field to fill in.
 *
 * The values filled into machine-named fields live in the fields, not in the page text, so a filled
 * tax form would read as a blank one. Each is said on its page under the label printed beside it
 * (`filledValueLines`): "Firm’s address: 12 High Street." — what a person reading the page sees.
 */
import { z } from "zod";

// pdf.js's getFieldObjects(): field name → its widgets (page 0-based, type, value).
const FieldObjects = z.record(
  z.string(),
  z.array(
    z
      .object({
        page: z.number().int().nonnegative().catch(0),
        type: z.string().catch(""),
        value: z.unknown().optional(),
        rect: z.array(z.number()).length(4).optional().catch(undefined),
      })
      .passthrough(),
  ),
);

const readableName = /^\p{L}[\p{L}\p{N} '’-]{0,39}$/u;
const kinds: Record<string, string> = {
  text: "a text field",
  checkbox: "a check box",
  radiobutton: "a choice of options",
  combobox: "a drop-down list",
  listbox: "a list",
};

/** The sentence naming a form's fields and the 1-based page it belongs on; null when none reads as a word. */
export function formFieldsSentence(fieldObjects: unknown): { page: number; text: string } | null {
  const parsed = FieldObjects.safeParse(fieldObjects);
  if (!parsed.success) return null;
  const fields: { name: string; page: number; described: string }[] = [];
  for (const [name, widgets] of Object.entries(parsed.data)) {
    const widget = widgets[0];
    if (!widget || !readableName.test(name) || widget.type === "button") continue;
    const kind = kinds[widget.type] ?? "a field";
    const value =
      typeof widget.value === "string" && widget.value.trim() !== "" && widget.value !== "Off"
        ? `, filled in as "${widget.value.trim()}"`
        : "";
    fields.push({ name, page: widget.page + 1, described: `${name} (${kind}${value})` });
  }
  if (fields.length === 0) return null;
  const listed = fields.map((field) => field.described);
  const joined = listed.length === 1 ? listed[0]! : `${listed.slice(0, -1).join(", ")} and ${listed.at(-1)!}`;
  return {
    page: Math.min(...fields.map((field) => field.page)),
    text: `This form has the field${fields.length === 1 ? "" : "s"} ${joined}.`,
  };
}

/** A piece of a page's text layer with its place (pdf.js getTextContent items: x, y of the baseline). */
export type PlacedText = { text: string; x: number; y: number; width: number };

/** A filled-in value of a field no person could name, with the page (1-based) and box it sits in. */
export type UnnamedValue = { page: number; rect: [number, number, number, number]; value: string; box: boolean };

// A form's values are short; a field holding a page of text is read no further than this.
const maxValueLength = 200;

/** The filled-in values of machine-named fields, in page order; check boxes say "checked". */
export function unnamedFilledValues(fieldObjects: unknown): UnnamedValue[] {
  const parsed = FieldObjects.safeParse(fieldObjects);
  if (!parsed.success) return [];
  const values: UnnamedValue[] = [];
  for (const [name, widgets] of Object.entries(parsed.data)) {
    if (readableName.test(name)) continue; // said by formFieldsSentence
    for (const widget of widgets) {
      const box = widget.type === "checkbox" || widget.type === "radiobutton";
      const raw = typeof widget.value === "string" ? widget.value.trim() : "";
      if (!widget.rect || raw === "" || raw === "Off" || widget.type === "button") continue;
      const [x1, y1, x2, y2] = widget.rect as [number, number, number, number];
      values.push({ page: widget.page + 1, rect: [x1, y1, x2, y2], value: box ? "checked" : raw.slice(0, maxValueLength), box });
      if (!box) break; // a text field's widgets all show one value
    }
  }
  return values.sort((a, b) => a.page - b.page || b.rect[3] - a.rect[3] || a.rect[0] - b.rect[0]);
}

const wordy = /[\p{L}\p{N}]/u;
// Words of one label sit closer than this (points); a wider gap starts another column's text.
const labelGap = 24;
// A label may stand well left of its box (a column of labels, then a column of boxes), never further than this.
const labelReach = 160;

/**
 * The label printed beside a field: the run of text on its row ending just left of it (a text
 * field: "Firm’s name ▶ [      ]"), and for a check box also the words right of it and the line
 * just below starting where the label starts ("Check [x] if / self-employed").
 */
export function labelBeside(rect: UnnamedValue["rect"], texts: PlacedText[], box: boolean): string {
  const [x1, y1, x2, y2] = rect;
  // The one line whose baseline sits nearest the box's bottom: a tall box spans the lines of other labels too.
  const beside = (text: PlacedText) => text.x + text.width <= x1 + 3 || (box && text.x >= x2 - 1 && text.x - x2 <= labelGap);
  const near = texts.filter((text) => wordy.test(text.text) && text.y >= y1 - 3 && text.y <= y2 + 3 && beside(text));
  const target = y1 + Math.min(3, (y2 - y1) / 4);
  const baseline = near.reduce<number | null>(
    (best, text) => (best === null || Math.abs(text.y - target) < Math.abs(best - target) ? text.y : best),
    null,
  );
  const row = near.filter((text) => baseline !== null && Math.abs(text.y - baseline) <= 1.5);
  const chain: PlacedText[] = [];
  let edge = x1;
  for (const text of row.filter((candidate) => candidate.x + candidate.width <= x1 + 3).sort((a, b) => b.x - a.x)) {
    const gap = edge - (text.x + text.width);
    if (gap > (chain.length === 0 ? labelReach : labelGap)) break;
    chain.unshift(text);
    edge = text.x;
  }
  if (box) {
    let right = x2;
    for (const text of row.filter((candidate) => candidate.x >= x2 - 1).sort((a, b) => a.x - b.x)) {
      if (text.x - right > labelGap) break;
      chain.push(text);
      right = text.x + text.width;
    }
    const left = chain[0]?.x;
    const below =
      left === undefined
        ? []
        : texts.filter((text) => wordy.test(text.text) && Math.abs(text.x - left) <= 2 && text.y < y1 - 3 && text.y >= y1 - 14);
    chain.push(...below.slice(0, 1));
  }
  return chain
    .map((text) => text.text.trim())
    .join(" ")
    .replace(/\s+/gu, " ")
    .replace(/[\s:▶►.]+$/u, "")
    .trim();
}

/** One line per filled-in value, labelled by the text beside it: "Firm’s address: foobar." */
export function filledValueLines(values: UnnamedValue[], texts: PlacedText[]): string {
  const lines = values.map((value) => {
    const label = labelBeside(value.rect, texts, value.box);
    return label ? `${label}: ${value.value}.` : `A field with no printed label holds: ${value.value}.`;
  });
  return lines.length === 0 ? "" : ["Filled in on this page of the form:", ...lines].join("\n");
}
