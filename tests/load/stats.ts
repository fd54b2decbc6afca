/**
 * Timings and statuses of every call, by call name: requests per second and the 50th, 95th and
 * 99th percentiles, and each 5xx kept with its body (the load test fails on any).
 */
export interface CallStats {
  name: string;
  count: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
}

export interface ServerError {
  call: string;
  status: number;
  body: string;
}

export class Recorder {
  private readonly samples = new Map<string, number[]>();
  private readonly statuses = new Map<string, Record<string, number>>();
  readonly serverErrors: ServerError[] = [];
  /** Network failures (connection refused or reset): the app never answered. */
  readonly networkErrors: { call: string; message: string; at: number }[] = [];
  /** Every answer with its time, when kept (the fault drills read it). */
  readonly timeline: { at: number; call: string; status: number; body: string }[] = [];

  constructor(private readonly keepTimeline = false) {}

  record(call: string, ms: number, status: number, body?: string): void {
    const list = this.samples.get(call) ?? [];
    list.push(ms);
    this.samples.set(call, list);
    const counts = this.statuses.get(call) ?? {};
    counts[status] = (counts[status] ?? 0) + 1;
    this.statuses.set(call, counts);
    if (status >= 500) this.serverErrors.push({ call, status, body: (body ?? "").slice(0, 300) });
    if (this.keepTimeline) this.timeline.push({ at: Date.now(), call, status, body: (body ?? "").slice(0, 2000) });
  }

  recordNetworkError(call: string, message: string): void {
    this.networkErrors.push({ call, message, at: Date.now() });
  }

  total(): number {
    let n = 0;
    for (const list of this.samples.values()) n += list.length;
    return n;
  }

  summary(seconds: number): CallStats[] {
    return [...this.samples.entries()]
      .map(([name, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return {
          name,
          count: sorted.length,
          perSecond: sorted.length / seconds,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          statuses: this.statuses.get(name) ?? {},
        };
      })
      .sort((a, b) => b.count - a.count);
  }
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** A Markdown table: call, requests, requests/s, p50, p95, p99 (ms), statuses. */
export function statsTable(stats: CallStats[]): string {
  const rows = stats.map((s) => {
    const statuses = Object.entries(s.statuses)
      .map(([code, n]) => `${code}×${n}`)
      .join(" ");
    return `| ${s.name} | ${s.count} | ${s.perSecond.toFixed(1)} | ${Math.round(s.p50)} | ${Math.round(s.p95)} | ${Math.round(s.p99)} | ${statuses} |`;
  });
  return [
    "| call | requests | req/s | p50 ms | p95 ms | p99 ms | statuses |",
    "|---|---:|---:|---:|---:|---:|---|",
    ...rows,
  ].join("\n");
}
