/**
 * The fields of a fillable PDF form (an AcroForm), which its text layer does not say are fields:
 * pdflatex-forms.pdf's text is only "Name Check Submit". One sentence per form is added to the
 * page of its first field ("This form has the fields Name (a text field) and Check (a check
 * box)."), so "What fields are on the form?" finds them, with a filled-in value when there is one.
 * Only names that read as words count: a machine name ("topmostSubform[0].Page1[0].f1_01[0]", the
 * IRS 1040's) says nothing to a person, and a push button ("Submit") is no field to fill in.
 */
import { z } from "zod";

// pdf.js's getFieldObjects(): field name → its widgets (page 0-based, type, value).
const FieldObjects = z.record(
  z.string(),
  z.array(z.object({ page: z.number().int().nonnegative().catch(0), type: z.string().catch(""), value: z.unknown() }).passthrough()),
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
