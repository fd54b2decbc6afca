/**
 * The OpenAI-compatible analyser against a fake server on loopback (node:http): valid answers,
 * the cache, bad JSON, timeouts, 429s, the concurrency limit and the token budget.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sharedRun, sharedWordShare } from "@/lib/domain/pipeline/overlap";
import { createAnalyser, createLocalAnalyser, createOpenAiAnalyser, llmConfig } from "./index";
import type { LlmConfig } from "./llm-client";

type Handler = (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: Record<string, unknown>[];
let inFlight = 0;
let maxInFlight = 0;

beforeEach(async () => {
  requests = [];
  inFlight = maxInFlight = 0;
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ ...body, authorization: req.headers.authorization, path: req.url });
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      res.on("close", () => inFlight--);
      handler(body, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const answer = (res: ServerResponse, content: unknown, tokens = 100) =>
  res.writeHead(200, { "content-type": "application/json" }).end(
    JSON.stringify({
      choices: [{ message: { content: typeof content === "string" ? content : JSON.stringify(content) } }],
      usage: { total_tokens: tokens },
    }),
  );

function config(extra: Partial<LlmConfig> = {}): LlmConfig {
  return {
    baseUrl,
    model: "test-model",
    apiKey: "sk-test",
    concurrency: 4,
    timeoutMs: 2000,
    maxRetries: 2,
    maxTokensPerRun: 1_000_000,
    cacheDir: mkdtempSync(path.join(tmpdir(), "llm-cache-")),
    backoffMs: 5,
    ...extra,
  };
}

const post = {
  title: "Is there a tool for chasing unpaid invoices?",
  body: "I waste hours every week chasing clients for unpaid invoices.",
};
const draft = {
  title: "Invoice reminders",
  description: "A tool that reminds clients to pay.",
  complaintSummary: "Clients pay late.",
  analysis: "Many freelancers ask for it.",
  category: "Finance",
  simplicityHint: 70,
};

describe("the OpenAI-compatible analyser", () => {
  it("asks the chat completions endpoint for JSON and uses its validated answers", async () => {
    handler = (body, _req, res) => {
      const prompt = JSON.stringify(body.messages);
      if (prompt.includes('Answer JSON {\\"kind\\"')) return answer(res, { kind: "need", confidence: 0.9 });
      if (prompt.includes("paraphrase"))
        return answer(res, { paraphrase: "They lose time pursuing customers who settle bills late." });
      return answer(res, draft);
    };
    const analyser = createOpenAiAnalyser(config(), createLocalAnalyser());
    expect(await analyser.classify(post)).toEqual({ kind: "need", confidence: 0.9 });
    expect(await analyser.paraphrase(post.body)).toBe("They lose time pursuing customers who settle bills late.");
    expect(await analyser.describe({ posts: [post], communities: ["freelance"] })).toEqual(draft);
    expect(requests[0]).toMatchObject({
      model: "test-model",
      response_format: { type: "json_object" },
      temperature: 0,
      authorization: "Bearer sk-test",
      path: "/v1/chat/completions",
    });
    expect(analyser.stats()).toMatchObject({ calls: 3, tokens: 300, fallbacks: 0 });
  });

  it("answers a repeated question from the cache, also in a later run", async () => {
    handler = (_b, _r, res) => answer(res, { kind: "launch" });
    const settings = config();
    const first = createOpenAiAnalyser(settings, createLocalAnalyser());
    await first.classify(post);
    await first.classify(post);
    const later = createOpenAiAnalyser(settings, createLocalAnalyser());
    expect(await later.classify(post)).toEqual({ kind: "launch" });
    expect(requests).toHaveLength(1);
    expect(later.stats()).toMatchObject({ calls: 0, cacheHits: 1 });
  });

  it("retries an answer that is not JSON or does not fit the schema, then falls back to the local analyser", async () => {
    let n = 0;
    handler = (_b, _r, res) =>
      n++ === 0 ? answer(res, "Sure! Here is the JSON: {kind: need") : answer(res, { kind: "maybe" });
    const analyser = createOpenAiAnalyser(config({ maxRetries: 2 }), createLocalAnalyser());
    expect(await analyser.classify(post)).toEqual(await createLocalAnalyser().classify(post));
    expect(requests).toHaveLength(3);
    expect(analyser.stats()).toMatchObject({ retries: 2, failures: 1, fallbacks: 1 });

    handler = (_b, _r, res) =>
      requests.length === 4 ? res.writeHead(200).end("<html>oops") : answer(res, { kind: "need" });
    expect(await createOpenAiAnalyser(config(), createLocalAnalyser()).classify(post)).toEqual({
      kind: "need",
      confidence: 0.8,
    });
  });

  it("gives up on a server that does not answer within the timeout, and retries first", async () => {
    handler = () => undefined;
    const analyser = createOpenAiAnalyser(config({ timeoutMs: 150, maxRetries: 1 }), createLocalAnalyser());
    const started = Date.now();
    expect(await analyser.paraphrase(post.body)).toBe(await createLocalAnalyser().paraphrase(post.body));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(requests).toHaveLength(2);
  });

  it("waits as a 429's Retry-After says, then succeeds", async () => {
    handler = (_b, _r, res) =>
      requests.length < 3
        ? res.writeHead(429, { "retry-after": "0" }).end("slow down")
        : answer(res, { kind: "need", confidence: 0.6 });
    const analyser = createOpenAiAnalyser(config({ maxRetries: 3 }), createLocalAnalyser());
    expect(await analyser.classify(post)).toEqual({ kind: "need", confidence: 0.6 });
    expect(requests).toHaveLength(3);
    expect(analyser.stats()).toMatchObject({ retries: 2, fallbacks: 0 });
  });

  it("keeps at most `concurrency` calls in flight", async () => {
    handler = (_b, _r, res) => setTimeout(() => answer(res, { kind: "need" }), 30);
    const analyser = createOpenAiAnalyser(config({ concurrency: 2 }), createLocalAnalyser());
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        analyser.classify({ title: null, body: `I hate chasing invoice number ${i}, is there a tool?` }),
      ),
    );
    expect(requests).toHaveLength(8);
    expect(maxInFlight).toBe(2);
  });

  it("stops calling once the run's token budget is spent, and answers locally", async () => {
    handler = (_b, _r, res) => answer(res, { kind: "need" }, 600);
    const analyser = createOpenAiAnalyser(config({ maxTokensPerRun: 1000, concurrency: 1 }), createLocalAnalyser());
    for (let i = 0; i < 5; i++)
      await analyser.classify({ title: null, body: `I hate chasing invoice number ${i}, is there a tool?` });
    expect(requests).toHaveLength(2);
    expect(analyser.stats()).toMatchObject({ tokens: 1200, fallbacks: 3 });
  });

  it("never shows a model's paraphrase that copies the post (the quote gate), nor personal data it writes", async () => {
    handler = (_b, _r, res) => answer(res, { paraphrase: "I waste hours every week chasing clients, they say." });
    const source = post.body;
    const quote = await createOpenAiAnalyser(config(), createLocalAnalyser()).paraphrase(source);
    expect(quote === null || sharedRun(quote, [source]) === null).toBe(true);

    handler = (_b, _r, res) =>
      answer(res, { ...draft, description: "Ask Priya Raman at priya@example.com or @priya_r." });
    const described = await createOpenAiAnalyser(config(), createLocalAnalyser()).describe({
      posts: [post],
      communities: ["x"],
    });
    expect(described.description).toBe("Ask [name] at [email] or [user].");
  });

  it("never keeps a model's description that claims paying, frequency or a workaround no post states", async () => {
    const quiet = { title: "Which recipe organiser do you use?", body: "Our family shares recipes in three places." };
    handler = (_b, _r, res) =>
      answer(res, {
        ...draft,
        title: "Recipe organiser",
        description: "Families would pay to stop copying recipes by hand every week.",
      });
    const analyser = createOpenAiAnalyser(config(), createLocalAnalyser());
    const described = await analyser.describe({ posts: [quiet], communities: ["r/cooking"] });
    expect(described.description).not.toMatch(/pay|by hand|every week/);
    expect(described).toEqual(await createLocalAnalyser().describe({ posts: [quiet], communities: ["r/cooking"] }));
    expect(analyser.stats().fallbacks).toBe(1);
  });

  it("never keeps a model's paraphrase that swaps a word or two (over 60% of its words from the post)", async () => {
    const source = "Looking for a substitute to my old recipe organiser, any ideas?";
    handler = (_b, _r, res) => answer(res, { paraphrase: "Looking for a replacement to their old recipe organiser." });
    const quote = await createOpenAiAnalyser(config(), createLocalAnalyser()).paraphrase(source);
    expect(quote).not.toBe("Looking for a replacement to their old recipe organiser.");
    expect(quote === null || sharedWordShare(quote, [source]) <= 0.6).toBe(true);
  });

  it("skips the paid call for a post with no sign of a need", async () => {
    handler = (_b, _r, res) => answer(res, { kind: "need" });
    const analyser = createOpenAiAnalyser(config(), createLocalAnalyser());
    expect(
      await analyser.classify({ title: "Photo of our garden", body: "The tomatoes came up nicely this year." }),
    ).toMatchObject({ kind: "skip", reason: "not_a_need" });
    expect(requests).toHaveLength(0);
  });

  it("obeys the same gates as the local analyser: a model's 'need' never keeps a sensitive post, an own launch or a link post asking nothing", async () => {
    handler = (_b, _r, res) => answer(res, { kind: "need", confidence: 0.95 });
    const analyser = createOpenAiAnalyser(config(), createLocalAnalyser());
    const sensitive = {
      title: "Is there an app for this?",
      body: "Since my brother passed away last month I cannot sleep, and I keep thinking about ending my life.",
    };
    expect(await analyser.classify(sensitive)).toMatchObject({ kind: "skip", reason: "sensitive" });
    expect(
      await analyser.classify({ title: "Show HN: Tallyho – a simple invoice tracker for freelancers", body: "" }),
    ).toMatchObject({ kind: "launch" });
    expect(
      await analyser.classify({
        title: "Pinecone – an open-source alternative to Trello for small teams",
        body: "Any feedback welcome.",
      }),
    ).toMatchObject({ kind: "launch" });
    expect(
      await analyser.classify({
        title: "Why office printers still jam in 2025",
        body: "",
        link: "https://example.com/printers",
      }),
    ).toMatchObject({ kind: "skip", reason: "not_a_need" });
    // None of them was sent to the model.
    expect(requests).toHaveLength(0);
    // A real request still goes to the model, and its verdict counts.
    expect(
      await analyser.classify({ title: "Any recommendations for a shared family calendar app?", body: "" }),
    ).toEqual({ kind: "need", confidence: 0.95 });
    expect(requests).toHaveLength(1);
  });

  it("passes a model's verdict through the gates when it answers for a post the rules let through", async () => {
    // The model says 'need' for a post whose text, read by the rules, is a launch pitch in the body.
    handler = (_b, _r, res) => answer(res, { kind: "need" });
    const analyser = createOpenAiAnalyser(config(), createLocalAnalyser());
    expect(
      await analyser.classify({
        title: "Looking for beta testers",
        body: "We are building Ledgerly, a bookkeeping tool for market stall owners. Is there anyone who wants to try it?",
      }),
    ).toMatchObject({ kind: "launch" });
  });

  it("embeds through the embeddings endpoint when LLM_EMBED_MODEL is set, validating the vectors; without it offers no embed", async () => {
    handler = (body, _req, res) => {
      const input = body.input as string[];
      if (requests.length === 1)
        return res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ data: [{ embedding: "not numbers" }, { embedding: [1] }] }));
      // One vector for two texts: as wrong as no vector.
      if (requests.length === 2)
        return res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ data: [{ embedding: [1, 2] }] }));
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ data: input.map((t) => ({ embedding: [t.length, 1] })), usage: { total_tokens: 5 } }));
    };
    expect(createOpenAiAnalyser(config(), createLocalAnalyser()).embed).toBeUndefined();
    const analyser = createOpenAiAnalyser(config({ embedModel: "embed-small" }), createLocalAnalyser());
    expect(await analyser.embed!(["abc", "hello"])).toEqual([
      [3, 1],
      [5, 1],
    ]);
    // The first two answers did not fit the schema and were asked again.
    expect(requests).toHaveLength(3);
    expect(requests[2]).toMatchObject({ model: "embed-small", input: ["abc", "hello"], path: "/v1/embeddings" });
  });

  it("is chosen only when LLM_BASE_URL and LLM_MODEL are set; settings are checked", () => {
    expect(createAnalyser({}).name).toBe("local");
    expect(createAnalyser({ LLM_BASE_URL: baseUrl }).name).toBe("local");
    expect(createAnalyser({ LLM_BASE_URL: baseUrl, LLM_MODEL: "llama3" }).name).toBe("openai-compatible:llama3");
    expect(
      llmConfig({ LLM_BASE_URL: baseUrl, LLM_MODEL: "m", LLM_CONCURRENCY: "3", DATA_DIR: "/tmp/d" }),
    ).toMatchObject({ concurrency: 3, cacheDir: "/tmp/d/llm-cache", maxTokensPerRun: 2_000_000 });
    expect(() => llmConfig({ LLM_BASE_URL: "not a url", LLM_MODEL: "m" })).toThrow(/LLM_BASE_URL must be a URL/);
  });
});
