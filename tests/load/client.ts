/**
 * One simulated browser: its own cookies (session, CSRF, device), its own client address
 * (X-Forwarded-For; the app runs with TRUST_PROXY=1 as behind a proxy), the app's Origin on unsafe
 * calls and the CSRF token in X-CSRFToken, as the real client sends them. Every call is timed under
 * its name in the shared Recorder.
 */
import type { Recorder } from "./stats";

export interface Answer<T = Record<string, unknown>> {
  status: number;
  json: T;
  headers: Headers;
}

export class BrowserClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /** The Origin the app expects (its APP_URL): http://localhost:PORT. */
    private readonly origin: string,
    readonly address: string,
    private recorder: Recorder,
    private readonly timeoutMs = 60_000,
  ) {}

  /** Times the following calls in another recorder (the load test's login phase, then the mix). */
  useRecorder(recorder: Recorder): void {
    this.recorder = recorder;
  }

  get csrfToken(): string | undefined {
    return this.cookies.get("csrftoken");
  }

  /** A JSON call; `text` sends the body as text/plain (navigator.sendBeacon). */
  async call<T = Record<string, unknown>>(
    name: string,
    method: string,
    path: string,
    body?: unknown,
    opts: { text?: boolean; noCsrfHeader?: boolean; timeoutMs?: number } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      "x-forwarded-for": this.address,
      "x-requested-with": "XMLHttpRequest",
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 IdeaForgeLoad",
    };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (cookie) headers.cookie = cookie;
    if (method !== "GET") {
      headers.origin = this.origin;
      if (!opts.noCsrfHeader && this.csrfToken) headers["x-csrftoken"] = this.csrfToken;
    }
    if (body !== undefined) headers["content-type"] = opts.text ? "text/plain;charset=UTF-8" : "application/json";
    const started = performance.now();
    let res: Response;
    try {
      res = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
        signal: AbortSignal.timeout(opts.timeoutMs ?? this.timeoutMs),
      });
    } catch (error) {
      this.recorder.recordNetworkError(name, (error as Error).message);
      throw error;
    }
    const text = await res.text();
    this.recorder.record(name, performance.now() - started, res.status, text);
    this.keepCookies(res.headers);
    let json: T;
    try {
      json = (text ? JSON.parse(text) : {}) as T;
    } catch {
      json = { raw: text } as T;
    }
    return { status: res.status, json, headers: res.headers };
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
