/** The 'No Results Found' page, with suggestions for widening the search. */
export function NoResults({ onNewSearch }: { onNewSearch: () => void }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-semibold text-slate-900">No Results Found</h2>
      <p className="mt-2 text-sm text-slate-600">Suggestions:</p>
      <ul className="mx-auto mt-2 max-w-sm list-disc space-y-1 text-left text-sm text-slate-700">
        <li>Check your spelling</li>
        <li>Try more general keywords</li>
        <li>Remove filters or category restrictions</li>
        <li>Try different search terms</li>
      </ul>
      <button
        type="button"
        onClick={onNewSearch}
        className="mt-6 rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Start a New Search
      </button>
    </div>
  );
}
