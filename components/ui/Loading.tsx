import { Spinner } from "./Spinner";

/** A spinner and what is loading, announced politely (role status). */
export function Loading({ label, className = "" }: { label: string; className?: string }) {
  return (
    <p role="status" className={`flex items-center gap-2 text-sm text-slate-600 ${className}`.trimEnd()}>
      <Spinner />
      {label}
    </p>
  );
}
