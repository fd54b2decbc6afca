import { SEARCH_CACHE_PREFIX } from "@/lib/client/search-traces";
import { RESULTS_CACHE_MS } from "@/lib/domain/search/constants";

/**
 * A new search opened as a page (a link, a reload) starts in the page's HTML: a small inline script
 * sends it while the app's scripts still download, instead of once they have run. The browser alone
 * knows the user's date, the credits day the search is counted on, so the server cannot run it; the
 * script asks exactly what the results page would (the same query, the same local date) and leaves
 * the answer for the page's first search (search-client.ts), which reads it instead of sending its
 * own. It sends nothing when the page would not search: a fresh answer is in the 60 s cache.
 */
export interface EarlySearch {
  /** The search's query string, with the offset and the client date. */
  query: string;
  response: Promise<Response>;
  /** Cancels the request (a search given up must never hold back the ones after it). */
  abort: () => void;
}

declare global {
  interface Window {
    __ideaforgeEarlySearch?: EarlySearch;
  }
}

/** JSON that is safe inside a script element (no `</script>`, no line separators). */
function scriptLiteral(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The inline script for the search `key` (its parameters, sorted, no page) at `offset`. Its date is
 * localDate()'s (YYYY-MM-DD in the browser's time zone); its request is the one `api` sends for a
 * GET (same headers, credentials, no cache).
 */
export function earlySearchScript(key: string, offset: number): string {
  return [
    "(function(){try{",
    "var d=new Date(),p=function(n){return String(n).padStart(2,'0')};",
    `var q=${scriptLiteral(`${key}&offset=${offset}&client_date=`)}+d.getFullYear()+'-'+p(d.getMonth()+1)+'-'+p(d.getDate());`,
    `var c=sessionStorage.getItem(${scriptLiteral(SEARCH_CACHE_PREFIX)}+q);`,
    `if(c&&Date.now()-JSON.parse(c).at<${RESULTS_CACHE_MS})return;`,
    "var a=new AbortController(),r=fetch('/api/ideas/search?'+q,",
    "{credentials:'same-origin',cache:'no-store',signal:a.signal,headers:{'X-Requested-With':'XMLHttpRequest',Accept:'application/json'}});",
    // Handled here too: a failure nobody takes is no unhandled rejection.
    "r.catch(function(){});window.__ideaforgeEarlySearch={query:q,response:r,abort:function(){a.abort()}};",
    "}catch(e){}})();",
  ].join("");
}

/** The search the page's HTML sent, once: the first search of the page takes it, whichever it is. */
export function takeEarlySearch(): EarlySearch | null {
  if (typeof window === "undefined") return null;
  const early = window.__ideaforgeEarlySearch ?? null;
  delete window.__ideaforgeEarlySearch;
  return early;
}
