/**
 * The analyser a run uses: the OpenAI-compatible one when LLM_BASE_URL and LLM_MODEL are set,
 * otherwise the local one (the default, and what the tests use). The LLM_* variables are read
 * here, with zod, because only the pipeline uses them (lib/env.ts requires a database URL the
 * analyser does not need).
 */
import path from "node:path";
import { z } from "zod";
import type { Analyser } from "../types";
import { createLocalAnalyser } from "./local";
import { createOpenAiAnalyser } from "./openai";
import type { LlmConfig } from "./llm-client";

export { createLocalAnalyser } from "./local";
export { createOpenAiAnalyser, type OpenAiAnalyser } from "./openai";

const LlmEnv = z.object({
  LLM_BASE_URL: z.url("LLM_BASE_URL must be a URL (e.g. http://127.0.0.1:11434/v1)").optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_EMBED_MODEL: z.string().min(1).optional(),
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(4),
  LLM_MAX_TOKENS_PER_RUN: z.coerce.number().int().min(0).default(2_000_000),
  DATA_DIR: z.string().default(".data"),
});

/** The LLM settings, or null when no OpenAI-compatible server is configured. */
export function llmConfig(source: Record<string, string | undefined> = process.env): LlmConfig | null {
  const result = LlmEnv.safeParse(source);
  if (!result.success)
    throw new Error(
      `Invalid LLM settings: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  const e = result.data;
  if (!e.LLM_BASE_URL || !e.LLM_MODEL) return null;
  return {
    baseUrl: e.LLM_BASE_URL,
    model: e.LLM_MODEL,
    apiKey: e.LLM_API_KEY,
    embedModel: e.LLM_EMBED_MODEL,
    concurrency: e.LLM_CONCURRENCY,
    timeoutMs: e.LLM_TIMEOUT_MS,
    maxRetries: e.LLM_MAX_RETRIES,
    maxTokensPerRun: e.LLM_MAX_TOKENS_PER_RUN,
    cacheDir: path.resolve(e.DATA_DIR, "llm-cache"),
    backoffMs: 500,
  };
}

export function createAnalyser(source: Record<string, string | undefined> = process.env): Analyser {
  const local = createLocalAnalyser();
  const config = llmConfig(source);
  return config ? createOpenAiAnalyser(config, local) : local;
}
