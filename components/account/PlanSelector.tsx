"use client";

import { useId, useState } from "react";
import { TIERS, type Tier } from "@/lib/domain/billing/plans";
import { PLAN_OPTIONS, changeHint } from "./subscription-actions";
import { hintClass, inputClass, labelClass, primaryButtonClass } from "./styles";

interface Props {
  currentTier: Tier | null;
  isLifetime: boolean;
  busy: boolean;
  /** Opens the password confirmation for the chosen plan. */
  onSave: (tier: Tier) => void;
}

/**
 * Plan selector with a Save button (spec sections 2 and 4): the current plan does nothing (Save
 * disabled); a Lifetime plan cannot be changed (selector and Save disabled).
 */
export function PlanSelector({ currentTier, isLifetime, busy, onSave }: Props) {
  const id = useId();
  const [choice, setChoice] = useState<Tier | null>(null);
  const selected: Tier = isLifetime ? "lifetime" : (choice ?? currentTier ?? "starter");
  const unchanged = selected === currentTier;
  const hint = isLifetime ? null : changeHint(currentTier, selected);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!isLifetime && !unchanged && !busy) onSave(selected);
      }}
      className="space-y-2"
    >
      <label htmlFor={`${id}-plan`} className={labelClass}>
        Change plan
      </label>
      <div className="flex flex-wrap items-start gap-3">
        <select
          id={`${id}-plan`}
          value={selected}
          disabled={isLifetime}
          onChange={(e) => setChoice(e.target.value as Tier)}
          aria-describedby={`${id}-hint`}
          className={`max-w-xs ${inputClass()} mt-0`}
        >
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {PLAN_OPTIONS[tier]}
            </option>
          ))}
        </select>
        <button type="submit" disabled={isLifetime || unchanged || busy} className={primaryButtonClass}>
          Save
        </button>
      </div>
      <p id={`${id}-hint`} className={hintClass}>
        {isLifetime ? "A Lifetime plan cannot be changed." : hint}
      </p>
    </form>
  );
}
