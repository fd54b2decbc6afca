"use client";

import { useId } from "react";
import { SLIDER_MAX, SLIDER_MIN } from "./preferences";

interface Props {
  label: string;
  hint: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * One 'Parameters' slider (1-100): the browser's own range input, so arrows, Page Up/Down, Home and
 * End work without a script library in the page's first load. The value is stated as ARIA
 * attributes too, as a scripted slider would.
 */
export function PrioritySlider({ label, hint, value, onChange }: Props) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <label id={`${id}-label`} htmlFor={`${id}-thumb`} className="font-medium text-slate-800">
          {label}
        </label>
        <output htmlFor={`${id}-thumb`} aria-hidden="true" className="tabular-nums font-semibold text-slate-900">
          {value}
        </output>
      </div>
      <input
        id={`${id}-thumb`}
        type="range"
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={1}
        value={value}
        aria-valuemin={SLIDER_MIN}
        aria-valuemax={SLIDER_MAX}
        aria-valuenow={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(Number(e.target.value))}
        className="mt-2 block h-5 w-full cursor-pointer accent-brand-600"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
