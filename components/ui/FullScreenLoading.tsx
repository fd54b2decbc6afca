/** The full-screen 'Loading...' shown until the first authentication check completes. */
export function FullScreenLoading() {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 flex items-center justify-center bg-slate-50">
      <div className="flex flex-col items-center gap-3">
        <span
          className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
          aria-hidden="true"
        />
        <p className="text-sm font-medium text-slate-600">Loading...</p>
      </div>
    </div>
  );
}
