/**
 * The settings page: the assistant's custom instructions (tone, answer language, length, a
 * glossary; docs/architecture.md, "Conversation"), read and saved through /api/settings/instructions.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { InstructionsSettings, MAX_INSTRUCTIONS_CHARS } from "~/lib/settings";

export const meta: MetaFunction = () => [{ title: "Settings · Docent" }];

const sourceWords: Record<InstructionsSettings["source"], string> = {
  settings: "Saved on this page.",
  environment: "From the ASSISTANT_INSTRUCTIONS setting; saving here overrides it.",
  none: "None set.",
};

export default function SettingsPage() {
  const [settings, setSettings] = useState<InstructionsSettings | null>(null);
  const [text, setText] = useState("");
  const [status, setStatus] = useState<string>("");
  const [hydrated, setHydrated] = useState(false);
  // Once the person types or saves, a slow first load must not put the old instructions back.
  const edited = useRef(false);

  useEffect(() => {
    setHydrated(true);
    fetch("/api/settings/instructions", { headers: { Accept: "application/json" } })
      .then(async (response) => InstructionsSettings.parse(await response.json()))
      .then((loaded) => {
        if (edited.current) return;
        setSettings(loaded);
        setText(loaded.text);
      })
      .catch(() => setStatus("Could not load the settings."));
  }, []);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    edited.current = true;
    setStatus("Saving…");
    try {
      const response = await fetch("/api/settings/instructions", {
        method: "PUT",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ text }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const saved = InstructionsSettings.parse(await response.json());
      setSettings(saved);
      setText(saved.text);
      setStatus("Saved.");
    } catch {
      setStatus("Could not save the instructions.");
    }
  }

  return (
    <main className="mx-auto max-w-2xl p-6" data-hydrated={hydrated ? "true" : "false"}>
      <p className="mb-4 text-sm">
        <Link to="/" className="text-blue-700 underline">
          ← Back to the chat
        </Link>
      </p>
      <h1 className="mb-2 text-lg font-semibold text-slate-800">Assistant instructions</h1>
      <p className="mb-4 text-sm text-slate-600">
        Tone, answer language, length and a glossary for every answer. They come after Docent&apos;s own rules: answers still come only from
        your documents, with citations, and a line asking to ignore the documents is left out.
        {settings?.mode === "offline" && " Docent is running offline, so only answers written by a language model use them."}
      </p>
      <form onSubmit={save}>
        <label htmlFor="instructions" className="mb-1 block text-sm font-medium text-slate-700">
          Instructions
        </label>
        <textarea
          id="instructions"
          data-testid="instructions-text"
          value={text}
          maxLength={MAX_INSTRUCTIONS_CHARS}
          rows={8}
          onChange={(event) => {
            edited.current = true;
            setText(event.target.value);
          }}
          placeholder={'Answer in a friendly tone, in French.\n"PTO" means paid time off.'}
          className="w-full rounded-md border border-slate-300 p-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        />
        <div className="mt-2 flex items-center gap-3">
          <button type="submit" className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800">
            Save
          </button>
          <span role="status" className="text-sm text-slate-600" data-testid="instructions-status">
            {status || (settings ? sourceWords[settings.source] : "")}
          </span>
        </div>
      </form>
      {settings && settings.ignored.length > 0 && (
        <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="instructions-ignored">
          <p className="font-medium">These lines are ignored: they would lift the rules that keep answers to your documents.</p>
          <ul className="mt-1 list-disc pl-5">
            {settings.ignored.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </main>
  );
}
