/**
 * A delete control that asks once in place ("Delete?" → Yes / No) instead of a browser dialog:
 * destructive, but not worth a modal, and it stays usable from the keyboard.
 */
import { useEffect, useRef, useState } from "react";

export function DeleteButton(props: { itemLabel: string; onConfirm: () => void; disabled?: boolean; className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) yesRef.current?.focus();
  }, [confirming]);
  const base = "rounded px-1.5 py-0.5 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";
  if (!confirming) {
    return (
      <button
        type="button"
        disabled={props.disabled}
        aria-label={`Delete ${props.itemLabel}`}
        onClick={() => setConfirming(true)}
        className={`${base} text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-40 ${props.className ?? ""}`}
      >
        Delete
      </button>
    );
  }
  return (
    <span className={`inline-flex items-center gap-1 ${props.className ?? ""}`}>
      <button
        ref={yesRef}
        type="button"
        aria-label={`Yes, delete ${props.itemLabel}`}
        onClick={() => {
          setConfirming(false);
          props.onConfirm();
        }}
        className={`${base} bg-red-600 text-white hover:bg-red-700`}
      >
        Delete
      </button>
      <button
        type="button"
        aria-label="Keep it"
        onClick={() => setConfirming(false)}
        className={`${base} text-slate-600 hover:bg-slate-100`}
      >
        Cancel
      </button>
    </span>
  );
}
