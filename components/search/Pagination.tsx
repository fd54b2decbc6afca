/**
 * Pagination of 10 a page: arrows and an x/y indicator over all the search's pages. Pages past
 * `openable` (what today's credits let the user view) cannot be reached, so Next stops before them.
 */
export function Pagination({
  page,
  pages,
  openable,
  onPage,
}: {
  page: number;
  pages: number;
  openable: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  const arrow =
    "rounded-lg bg-white px-3 py-1.5 text-lg font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-40";
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-4">
      <button
        type="button"
        aria-label="Previous page"
        className={arrow}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        ←
      </button>
      <span data-testid="page-indicator" className="text-sm font-medium text-slate-700">
        {page}/{pages}
      </span>
      <button
        type="button"
        aria-label="Next page"
        className={arrow}
        disabled={page >= Math.min(pages, openable)}
        onClick={() => onPage(page + 1)}
      >
        →
      </button>
    </nav>
  );
}
