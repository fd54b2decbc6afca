"use client";

import * as Slider from "@radix-ui/react-slider";
import { useId } from "react";
import { SLIDER_MAX, SLIDER_MIN } from "./preferences";

interface Props {
  label: string;
  hint: string;
  value: number;
  onChange: (value: number) => void;
}

/** One 'Parameters' slider (1-100): a Radix slider, so arrows, Page Up/Down, Home and End work. */
export function PrioritySlider({ label, hint, value, onChange }: Props) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={`${id}-label`} className="font-medium text-slate-800">
          {label}
        </span>
        <output htmlFor={`${id}-thumb`} aria-hidden="true" className="tabular-nums font-semibold text-slate-900">
          {value}
        </output>
      </div>
      <Slider.Root
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={1}
        value={[value]}
        onValueChange={([next]) => (next === undefined ? undefined : onChange(next))}
        className="relative mt-2 flex h-5 w-full touch-none select-none items-center"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb
          id={`${id}-thumb`}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          className="block h-5 w-5 rounded-full border-2 border-brand-600 bg-white shadow"
        />
      </Slider.Root>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
