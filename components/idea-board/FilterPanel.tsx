"use client";

import dynamic from "next/dynamic";
import { secondaryButtonClass } from "@/components/ui/Button";
import { useLazyDialog } from "@/components/ui/lazy-dialog";
import { BoardControls } from "./BoardControls";
import type { BoardPrefs } from "./preferences";

const load = () => import("./FilterSheet");
const FilterSheet = dynamic(() => load().then((m) => m.FilterSheet), { ssr: false });

interface Props {
  prefs: BoardPrefs;
  onChange: (patch: Partial<BoardPrefs>) => void;
}

/** The left sidebar, shown above 850 px; at 850 px or less the 'Sort & Filter' panel takes its place. */
export function FilterSidebar({ prefs, onChange }: Props) {
  return (
    <aside aria-label="Board filters" className="hidden w-60 shrink-0 mobile:block">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <BoardControls prefs={prefs} onChange={onChange} headingLevel={2} categoryColumns={1} />
      </div>
    </aside>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm3 5a1 1 0 0 1 1-1h6a1 1 0 1 1 0 2H7a1 1 0 0 1-1-1Zm3 4a1 1 0 1 0 0 2h2a1 1 0 1 0 0-2H9Z" />
    </svg>
  );
}

/** At 850 px or less: a 'Sort & Filter' button opening the same controls in a dialog (its code loads on first use). */
export function FilterPanelButton({ prefs, onChange }: Props) {
  const dialog = useLazyDialog(load);
  return (
    <>
      <button type="button" {...dialog.triggerProps} className={`${secondaryButtonClass} mobile:hidden`}>
        <FilterIcon />
        Sort &amp; Filter
      </button>
      {dialog.mounted ? (
        <FilterSheet
          prefs={prefs}
          onChange={onChange}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          returnFocus={dialog.returnFocus}
        />
      ) : null}
    </>
  );
}
