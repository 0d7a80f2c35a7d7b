/**
 * The side panel on a phone, where it covers the chat: opening it moves focus into it (to its
 * Close button), and Escape closes it. From the `lg` breakpoint up it is always shown.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export function useSidebar() {
  const [open, setOpen] = useState(false);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [open]);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  return { open, show, hide, closeButtonRef };
}
