import { clampScore, scoreColor } from "./score-color";

/** A horizontal bar gauge: label and "value/100" as text, the bar itself is decorative. */
export function ScoreBar({ value, label }: { value: number; label: string }) {
  const v = clampScore(value);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="tabular-nums text-slate-900">
          <span className="font-semibold">{Math.round(v)}</span>
          <span className="text-slate-600">/100</span>
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full" style={{ width: `${v}%`, backgroundColor: scoreColor(v) }} />
      </div>
    </div>
  );
}
