"use client";

import dynamic from "next/dynamic";
import { AvatarImage } from "./AvatarPicker";
import { useLazyDialog } from "@/components/ui/lazy-dialog";
import { secondaryButtonClass } from "@/components/ui/Button";

const loadEditProfile = () => import("./EditProfileDialog");
const EditProfileDialog = dynamic(() => loadEditProfile().then((m) => m.EditProfileDialog), { ssr: false });

/** The sections the tab strip scrolls to: Invoices, Billing, User Settings. */
export const ACCOUNT_SECTIONS = [
  { id: "invoices", label: "Invoices" },
  { id: "billing", label: "Billing" },
  { id: "settings", label: "User Settings" },
] as const;

/** Scrolls to a section and moves focus to its heading, so keyboard and screen reader users land there too. */
function goTo(sectionId: string) {
  const section = document.getElementById(sectionId);
  if (!section) return;
  section.scrollIntoView({ block: "start" });
  document.getElementById(`${sectionId}-title`)?.focus({ preventScroll: true });
}

/** Avatar, username and the Edit Profile popup, then the section tabs. */
export function AccountHeader({ username, avatarUrl }: { username: string; avatarUrl: string | null }) {
  const profile = useLazyDialog(loadEditProfile);
  return (
    <header className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        {/* Sized by the whole name: when it and Edit Profile do not fit on one line, the button moves
            below it rather than the name breaking mid-word; only a name wider than the screen wraps. */}
        <div className="flex min-w-0 flex-[1_1_auto] items-center gap-4">
          <AvatarImage src={avatarUrl} username={username || "G"} alt="Your avatar" size="sm" />
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-600">Account</p>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900 [overflow-wrap:anywhere]">
              {username}
            </h1>
          </div>
        </div>
        <button type="button" {...profile.triggerProps} disabled={!username} className={secondaryButtonClass}>
          Edit Profile
        </button>
        {profile.mounted ? (
          <EditProfileDialog
            open={profile.open}
            onOpenChange={profile.setOpen}
            username={username}
            avatarUrl={avatarUrl}
            returnFocus={profile.returnFocus}
          />
        ) : null}
      </div>
      <nav aria-label="Account sections">
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.id}>
              <button
                type="button"
                onClick={() => goTo(section.id)}
                aria-controls={section.id}
                className="focus-ring-inset -mb-px whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 transition-colors hover:border-slate-300 hover:text-slate-900 focus-visible:border-brand-600 focus-visible:text-brand-700"
              >
                {section.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
