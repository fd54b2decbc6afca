/**
 * The first thing a keyboard user reaches on every page: a link past the header and navigation to
 * the page's <main id="main">. Hidden until focused, then shown above everything at the top left.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[60]"
    >
      Skip to main content
    </a>
  );
}
