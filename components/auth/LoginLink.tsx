import Link from "@/components/ui/PublicLink";

const linkClass = "font-medium text-brand-700 hover:text-brand-600 hover:underline";

/** The centred line under an auth form that leads back to /login, after an optional question ('Remembered it?'). */
export function LoginLink({ lead, label = "Back to sign in" }: { lead?: string; label?: string }) {
  return (
    <p className="text-center text-sm text-slate-600">
      {lead ? `${lead} ` : null}
      <Link href="/login" className={linkClass}>
        {label}
      </Link>
    </p>
  );
}
