/**
 * A small client for OpenAI-compatible servers (OpenAI, Ollama, vLLM, llama.cpp's server): chat
 * completions with JSON output and embeddings. Every answer is validated with a zod schema and
 * cached on disk by a hash of its request; calls are limited in concurrency, time out, are retried
 * with backoff (429, 5xx, timeouts, unparseable or invalid answers), and stop once the run's token
 * budget (counted from each answer's usage field) is spent.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  embedModel?: string;
  concurrency: number;
  timeoutMs: number;
  maxRetries: number;
  /** Tokens (prompt + completion) a run may spend; past it no call is made. */
  maxTokensPerRun: number;
  cacheDir: string;
  /** First retry delay; doubles each retry (a Retry-After header wins). */
  backoffMs: number;
}

export class LlmError extends Error {
  override name = "LlmError";
}
export class SpendLimitReached extends LlmError {
  override name = "SpendLimitReached";
}

export interface LlmStats {
  calls: number;
  cacheHits: number;
  retries: number;
  failures: number;
  tokens: number;
}

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

export class LlmClient {
  readonly stats: LlmStats = { calls: 0, cacheHits: 0, retries: 0, failures: 0, tokens: 0 };
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly config: LlmConfig) {}

  /** A chat answer parsed as JSON and validated by `schema`. */
  async chat<T>(messages: ChatMessage[], schema: z.ZodType<T>): Promise<T> {
    const body = { model: this.config.model, messages, temperature: 0, response_format: { type: "json_object" } };
    return this.cached(
      body,
      schema,
      async (json) => {
        const content = (json as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
        if (typeof content !== "string") throw new Retryable("the answer has no message content");
        let parsed: unknown;
        try {
          parsed = JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
        } catch {
          throw new Retryable("the answer is not JSON");
        }
        return parsed;
      },
      "chat/completions",
    );
  }

  /** One embedding per text, from the embeddings endpoint. */
  async embed(texts: string[], schema: z.ZodType<number[][]>): Promise<number[][]> {
    const body = { model: this.config.embedModel, input: texts };
    return this.cached(
      body,
      schema,
      async (json) => (json as { data?: { embedding?: unknown }[] }).data?.map((d) => d.embedding),
      "embeddings",
    );
  }

  private async cached<T>(
    body: object,
    schema: z.ZodType<T>,
    extract: (json: unknown) => Promise<unknown>,
    endpoint: string,
  ): Promise<T> {
    const key = createHash("sha256").update(JSON.stringify({ endpoint, body })).digest("hex");
    const file = path.join(this.config.cacheDir, key.slice(0, 2), `${key}.json`);
    const hit = readCache(file, schema);
    if (hit !== undefined) {
      this.stats.cacheHits++;
      return hit;
    }
    const value = await this.limited(() => this.call(endpoint, body, schema, extract));
    writeCache(file, value);
    return value;
  }

  private async call<T>(
    endpoint: string,
    body: object,
    schema: z.ZodType<T>,
    extract: (json: unknown) => Promise<unknown>,
  ): Promise<T> {
    let problem = "";
    for (let attempt = 0; attempt <= this.config.maxRetries; attempt++) {
      if (this.stats.tokens >= this.config.maxTokensPerRun)
        throw new SpendLimitReached(`the run's token budget (${this.config.maxTokensPerRun}) is spent`);
      if (attempt > 0) this.stats.retries++;
      this.stats.calls++;
      let wait = this.config.backoffMs * 2 ** attempt;
      try {
        const response = await fetch(`${this.config.baseUrl.replace(/\/$/, "")}/${endpoint}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(this.config.timeoutMs),
        });
        const text = await response.text();
        if (response.status === 429 || response.status >= 500) {
          const retryAfter = Number(response.headers.get("retry-after"));
          if (Number.isFinite(retryAfter) && retryAfter >= 0) wait = Math.min(retryAfter * 1000, 60_000);
          throw new Retryable(`HTTP ${response.status}`);
        }
        if (!response.ok) throw new LlmError(`${endpoint} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
        const json = parseJson(text);
        this.count(json);
        const result = schema.safeParse(await extract(json));
        if (!result.success)
          throw new Retryable(`the answer does not fit: ${result.error.issues[0]?.message ?? "invalid"}`);
        return result.data;
      } catch (error) {
        if (error instanceof LlmError) {
          this.stats.failures++;
          throw error;
        }
        problem =
          error instanceof Retryable
            ? error.message
            : (error as Error).name === "TimeoutError"
              ? "timed out"
              : (error as Error).message;
        if (attempt < this.config.maxRetries) await sleep(wait);
      }
    }
    this.stats.failures++;
    throw new LlmError(`${endpoint} failed after ${this.config.maxRetries + 1} attempts: ${problem}`);
  }

  /** Tokens from the answer's usage field (total, or prompt + completion). */
  private count(json: unknown): void {
    const usage = (json as { usage?: { total_tokens?: number; prompt_tokens?: number; completion_tokens?: number } })
      .usage;
    const tokens = usage?.total_tokens ?? (usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0);
    if (Number.isFinite(tokens) && tokens > 0) this.stats.tokens += tokens;
  }

  private async limited<T>(work: () => Promise<T>): Promise<T> {
    while (this.active >= this.config.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await work();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}

/** A failure worth another attempt. */
class Retryable extends Error {}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Retryable("the response body is not JSON");
  }
}

function readCache<T>(file: string, schema: z.ZodType<T>): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(readFileSync(file, "utf8")));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** Written aside and renamed into place, so a reader never sees half a file. */
function writeCache(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, JSON.stringify(value));
  renameSync(temp, file);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
