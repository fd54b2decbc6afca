"use client";

import { activeCounterText } from "@/lib/domain/projects/display";
import { ExportLinks } from "@/components/watchlist/ExportLinks";
import { NewProjectMenu } from "./NewProjectMenu";

export type Tab = "active" | "completed";
export const TABS: { id: Tab; label: string }[] = [
  { id: "active", label: "Active Projects" },
  { id: "completed", label: "Completed Projects" },
];

interface Props {
  /** Undefined while the projects load. */
  activeCount: number | undefined;
  completedCount: number | undefined;
  /** The plan's active limit; undefined while loading. */
  limit: number | "unlimited" | undefined;
  tab: Tab;
  onTab: (tab: Tab) => void;
  /** False on the first-run welcome: there is nothing to sort into tabs yet. */
  showTabs: boolean;
}

/** Title, the counter (active against the limit, ∞ when unlimited, '...' while loading; completed), '+ New Project' (its two ways in), the tabs. */
export function ProjectsHeader({ activeCount, completedCount, limit, tab, onTab, showTabs }: Props) {
  const activeText = activeCounterText(activeCount, limit);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1
          id="projects-title"
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none"
        >
          My Projects
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportLinks data="projects" />
          <NewProjectMenu />
        </div>
      </div>
      <dl aria-label="Project counts" className="flex flex-wrap gap-3">
        <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Active</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900" data-testid="active-counter">
            {activeText}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Completed</dt>
          <dd className="mt-0.5 text-lg font-semibold text-slate-900" data-testid="completed-counter">
            {completedCount ?? "..."}
          </dd>
        </div>
      </dl>
      {showTabs ? <Tabs tab={tab} onTab={onTab} /> : null}
    </div>
  );
}

function Tabs({ tab, onTab }: Pick<Props, "tab" | "onTab">) {
  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next = TABS[(TABS.findIndex((t) => t.id === tab) + 1) % TABS.length]!.id;
    onTab(next);
    document.getElementById(`projects-tab-${next}`)?.focus();
  }

  return (
    <div role="tablist" aria-label="Projects" onKeyDown={onKeyDown} className="flex gap-1 border-b border-slate-200">
      {TABS.map((t) => (
        <button
          key={t.id}
          id={`projects-tab-${t.id}`}
          type="button"
          role="tab"
          aria-selected={tab === t.id}
          aria-controls="projects-panel"
          tabIndex={tab === t.id ? 0 : -1}
          onClick={() => onTab(t.id)}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold transition-colors ${
            tab === t.id ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
          }`}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
