"use client";

import { useId } from "react";
import { TIERS, type Tier } from "@/lib/domain/billing/plans";
import { PLAN_OPTIONS, changeHint } from "./subscription-actions";
import { primaryButtonClass } from "@/components/ui/Button";
import { inputClass } from "@/components/ui/Input";
import { fieldHintClass, fieldLabelClass } from "@/components/ui/TextField";

/** The selector's id: focus returns here when the plan-change dialog closes without a change. */
export const PLAN_SELECT_ID = "plan-select";

interface Props {
  currentTier: Tier | null;
  isLifetime: boolean;
  busy: boolean;
  /** The plan chosen in the selector, or null for the current one (the dialog's Go Back resets it). */
  choice: Tier | null;
  onChoice: (tier: Tier) => void;
  /** Opens the password confirmation for the chosen plan. */
  onSave: (tier: Tier) => void;
}

/**
 * Plan selector with a Save button: the current plan does nothing (Save
 * disabled); a Lifetime plan cannot be changed (selector and Save disabled).
 */
export function PlanSelector({ currentTier, isLifetime, busy, choice, onChoice, onSave }: Props) {
  const id = useId();
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
      <label htmlFor={PLAN_SELECT_ID} className={fieldLabelClass}>
        Change plan
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <select
          id={PLAN_SELECT_ID}
          value={selected}
          disabled={isLifetime}
          onChange={(e) => onChoice(e.target.value as Tier)}
          aria-describedby={`${id}-hint`}
          className={`max-w-xs ${inputClass()} mt-0!`}
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
      <p id={`${id}-hint`} className={fieldHintClass}>
        {isLifetime ? "A Lifetime plan cannot be changed." : hint}
      </p>
    </form>
  );
}
