/**
 * The OpenAI-compatible analyser: asks a chat model (JSON output) to classify, paraphrase and
 * describe, through LlmClient (validated, cached, retried, limited, budgeted). The local analyser
 * stays underneath: it screens out posts with no sign of a need before any call is paid for (and
 * sends no sensitive post, own launch or link post asking nothing to the model at all), and
 * answers whenever the model fails, runs out of budget, or gives a paraphrase the quote gate
 * rejects. Whatever the model writes is scrubbed of personal data before use.
 */
import { z } from "zod";
import { judgeNeed } from "@/lib/domain/pipeline/need-rules";
import { readPhrases } from "@/lib/domain/pipeline/phrases";
import { inventedClaims } from "@/lib/domain/pipeline/overlap";
import { scrubPersonalData } from "@/lib/domain/pipeline/pii";
import { gate } from "../detect";
import { acceptableQuote } from "../paraphrase";
import type { Analyser, Detection, IdeaDraft } from "../types";
import { LlmClient, type LlmConfig, type LlmStats } from "./llm-client";
import { IDEA_CATEGORIES } from "@/lib/domain/ideas/categories";

const MAX_POST_CHARS = 1500;
const MAX_GROUP_POSTS = 12;

const Classification = z.object({
  kind: z.enum(["need", "launch", "other"]),
  confidence: z.number().min(0).max(1).optional(),
});
const Paraphrase = z.object({ paraphrase: z.string().trim().min(1).max(400) });
const Draft = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(1200),
  complaintSummary: z.string().trim().min(10).max(800),
  analysis: z.string().trim().min(10).max(1500),
  category: z.enum(IDEA_CATEGORIES),
  simplicityHint: z.number().min(0).max(100).optional(),
  innovationHint: z.number().min(0).max(100).optional(),
  marketHint: z.number().min(0).max(100).optional(),
});
const Embeddings = z.array(z.array(z.number()).min(1)).min(1);

const CLASSIFY_PROMPT =
  'You read one public forum post. Answer JSON {"kind": "need" | "launch" | "other", "confidence": 0..1}. "need": the writer has a problem or an unmet need (pain, asking for a tool or a way, complaining about existing tools). "launch": the writer presents something they built or launched. Otherwise "other".';
const PARAPHRASE_PROMPT =
  'Rewrite the forum post\'s main complaint or request as one or two short sentences in the third person ("They ..."), in your own words. Say only what the post says; add nothing. Never reuse 5 or more consecutive words of the post. No names, handles, links or numbers that identify anyone. Answer JSON {"paraphrase": "..."}.';
const DESCRIBE_PROMPT =
  'These anonymised forum posts voice one need. Describe the product idea that would meet it. Answer JSON {"title", "description", "complaintSummary", "analysis", "category" (one of ' +
  IDEA_CATEGORIES.join(", ") +
  '), "simplicityHint", "innovationHint", "marketHint" (0-100)}. Use only what the posts say; quote nothing; name no person, handle, link or thread.';

export interface OpenAiAnalyser extends Analyser {
  stats(): LlmStats & { fallbacks: number };
}

export function createOpenAiAnalyser(config: LlmConfig, local: Analyser): OpenAiAnalyser {
  const client = new LlmClient(config);
  let fallbacks = 0;
  const orLocal = async <T>(ask: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await ask();
    } catch {
      fallbacks++;
      return fallback();
    }
  };
  const user = (content: string) => ({ role: "user" as const, content });
  const system = (content: string) => ({ role: "system" as const, content });

  return {
    name: `openai-compatible:${config.model}`,
    stats: () => ({ ...client.stats, fallbacks }),

    async classify(post) {
      // The rules no model overrides: a sensitive post, an own launch, a link post asking nothing.
      const ruled = gate(post, { kind: "need", confidence: 1 });
      if (ruled.kind !== "need") return ruled;
      // A post with no sign of a need at all is not worth a paid call.
      if (judgeNeed(post).cues.length === 0 && readPhrases(post.title, post.body).need <= 0)
        return local.classify(post);
      const text = `${post.title ?? ""}\n${post.body}`.slice(0, MAX_POST_CHARS);
      return orLocal(
        async () => {
          const answer = await client.chat([system(CLASSIFY_PROMPT), user(text)], Classification);
          const detection: Detection =
            answer.kind === "need"
              ? { kind: "need", confidence: answer.confidence ?? 0.8 }
              : answer.kind === "launch"
                ? { kind: "launch" }
                : { kind: "skip", reason: "not_a_need" };
          return gate(post, detection);
        },
        () => local.classify(post),
      );
    },

    async paraphrase(text) {
      const source = text.slice(0, MAX_POST_CHARS);
      return orLocal(
        async () => {
          const answer = await client.chat([system(PARAPHRASE_PROMPT), user(source)], Paraphrase);
          const quote = scrubPersonalData(answer.paraphrase);
          if (!acceptableQuote(quote, text)) throw new Error("the paraphrase fails the quote gate");
          return quote;
        },
        () => local.paraphrase(text),
      );
    },

    async describe(group) {
      const posts = group.posts
        .slice(0, MAX_GROUP_POSTS)
        .map((p, i) => `Post ${i + 1}: ${`${p.title ?? ""}\n${p.body}`.slice(0, MAX_POST_CHARS)}`);
      const prompt = `Communities: ${[...new Set(group.communities)].join(", ")}\n\n${posts.join("\n\n")}`;
      const sources = group.posts.map((p) => `${p.title ?? ""}\n${p.body}`);
      return orLocal(
        async () => {
          const draft = scrubDraft(await client.chat([system(DESCRIBE_PROMPT), user(prompt)], Draft));
          // The same gate as the local wording: no paying, frequency or workaround no post states.
          const invented = inventedClaims(`${draft.title}\n${draft.description}\n${draft.complaintSummary}`, sources);
          if (invented.length) throw new Error(`the description claims ${invented.join(", ")} no post states`);
          return draft;
        },
        () => local.describe(group),
      );
    },

    ...(config.embedModel ? { embed: (texts: string[]) => client.embed(texts, Embeddings.length(texts.length)) } : {}),
  };
}

function scrubDraft(draft: IdeaDraft): IdeaDraft {
  const scrub = (s: string) => scrubPersonalData(s);
  return {
    ...draft,
    title: scrub(draft.title),
    description: scrub(draft.description),
    complaintSummary: scrub(draft.complaintSummary),
    analysis: scrub(draft.analysis),
  };
}
