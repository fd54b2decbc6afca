"use client";

/** Reloads the page the visitor asked for: the offline page stands in for it at its own address. */
export function RetryButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={className}>
      Try again
    </button>
  );
}
