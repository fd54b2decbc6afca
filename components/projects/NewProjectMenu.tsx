"use client";

import Link from "next/link";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { primaryButtonClass } from "@/components/ui/Button";
import { WAYS_IN } from "./ways-in";

export const NEW_PROJECT_MENU_LABEL = "Start a new project from";

/**
 * '+ New Project': a project starts from an idea, so the button opens the two ways to one (a
 * disclosure of two links). Enter or Space toggles it; Down and Up open it and move between the
 * links (wrapping); Escape closes it and focus returns to the button; a click or focus outside
 * closes it.
 */
export function NewProjectMenu() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  // The list opens under the button, its right edge on the button's; where the button sits near the
  // page's left edge (a phone's width wraps it under the export links) a list that wide would run
  // off the screen's left side: it then opens from the button's left edge instead.
  const [alignLeft, setAlignLeft] = useState(false);

  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const list = document.getElementById(id);
    const width = list?.offsetWidth ?? 0;
    setAlignLeft(button.current.getBoundingClientRect().right - width < 0);
  }, [open, id]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const count = WAYS_IN.length;
    const current = links.current.findIndex((link) => link === document.activeElement);
    const step = event.key === "ArrowDown" ? 1 : count - 1;
    const next = current === -1 ? (event.key === "ArrowDown" ? 0 : count - 1) : (current + step) % count;
    // The links exist once open: render them now, then move focus.
    flushSync(() => setOpen(true));
    links.current[next]?.focus();
  }

  function onBlur(event: React.FocusEvent) {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className={primaryButtonClass}
      >
        + New Project
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 fill-current transition-transform motion-reduce:transition-none ${open ? "rotate-180" : ""}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open ? (
        <ul
          id={id}
          aria-label={NEW_PROJECT_MENU_LABEL}
          className={`absolute ${alignLeft ? "left-0" : "right-0"} z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] space-y-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg`}
        >
          {WAYS_IN.map((way, i) => (
            <li key={way.href}>
              <Link
                ref={(el) => {
                  links.current[i] = el;
                }}
                href={way.href}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="block text-sm font-semibold text-slate-900">{way.label}</span>
                <span className="block text-sm text-slate-600">{way.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
