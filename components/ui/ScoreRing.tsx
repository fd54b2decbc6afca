import { clampScore, scoreColor } from "./score-color";

const RADIUS = 18;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface ScoreRingProps {
  value: number;
  label: string;
  /** Width and height in pixels; below 80 the number and label are set smaller. */
  size?: number;
  /** The label beside the ring instead of below it (in a line of text on narrow cards). */
  inline?: boolean;
  /**
   * With a name, the ring is one image of that name (its number and label hidden from assistive
   * technology); without, the number and the label are read as text.
   */
  accessibleName?: string;
}

/** A circular gauge coloured by the score, the whole number inside it and a visible label. */
export function ScoreRing({ value, label, size = 88, inline = false, accessibleName }: ScoreRingProps) {
  const v = clampScore(value);
  const small = size < 80;
  const hidden = accessibleName ? true : undefined;
  return (
    <div
      {...(accessibleName ? { role: "img", "aria-label": accessibleName } : {})}
      className={`flex shrink-0 items-center ${inline ? "flex-row-reverse gap-2" : "flex-col gap-1"}`}
    >
      <div className="relative" style={{ width: size, height: size }}>
        <svg viewBox="0 0 44 44" width={size} height={size} aria-hidden="true" className="-rotate-90">
          <circle cx="22" cy="22" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="5" />
          <circle
            data-testid="score-ring-arc"
            cx="22"
            cy="22"
            r={RADIUS}
            fill="none"
            stroke={scoreColor(v)}
            strokeWidth="5"
            strokeLinecap="round"
            strokeDasharray={`${(v / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          />
        </svg>
        <span
          aria-hidden={hidden}
          className={`absolute inset-0 flex items-center justify-center font-bold tabular-nums text-slate-900 ${small ? "text-lg" : "text-2xl"}`}
        >
          {Math.round(v)}
        </span>
      </div>
      <span
        aria-hidden={hidden}
        className={`font-semibold uppercase tracking-wide text-slate-600 ${small ? "text-[11px]" : "text-xs"}`}
      >
        {label}
      </span>
    </div>
  );
}
