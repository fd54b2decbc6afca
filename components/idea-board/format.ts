function short(n: number): string {
  return n >= 100 ? String(Math.round(n)) : n.toFixed(1).replace(/\.0$/, "");
}

/** A market size given in millions of USD, written short: "$383M", "$1.9B", "$2.4T". */
export function formatMarketSize(millions: number): string {
  if (!Number.isFinite(millions) || millions <= 0) return "$0";
  if (millions >= 1_000_000) return `$${short(millions / 1_000_000)}T`;
  if (millions >= 1000) return `$${short(millions / 1000)}B`;
  if (millions >= 1) return `$${Math.round(millions)}M`;
  return `$${Math.round(millions * 1000)}K`;
}
