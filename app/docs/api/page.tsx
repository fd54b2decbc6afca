import type { Metadata } from "next";
import Link from "@/components/ui/PublicLink";
import { apiDocument } from "@/app/api/openapi.json/document";
import { env } from "@/lib/env";
import { API_TOKEN_RATE } from "@/lib/server/api-tokens/bearer";
import { MAX_API_TOKENS } from "@/lib/server/api-tokens/tokens";
import { TOKEN_CALLS, type TokenCall } from "@/lib/server/api/token-calls";
import { MCP_TOOLS } from "@/lib/server/mcp/server";

export const metadata: Metadata = {
  title: "API reference",
  description: "The IdeaForge API and MCP server: personal access tokens, calls and tools.",
};

/** A parameter or body field as the OpenAPI document describes it. */
interface Field {
  name: string;
  where: string;
  required: boolean;
  type: string;
}

type Schema = { type?: string | string[]; maxLength?: number; minLength?: number; maximum?: number; pattern?: string };
type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, Schema>; required?: string[] } }> };
};

function describeSchema(schema: Schema | undefined): string {
  if (!schema) return "any";
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  const limits = [
    schema.minLength !== undefined ? `min ${schema.minLength} chars` : null,
    schema.maxLength !== undefined ? `max ${schema.maxLength} chars` : null,
    schema.maximum !== undefined ? `max ${schema.maximum}` : null,
  ].filter(Boolean);
  return limits.length ? `${type} (${limits.join(", ")})` : type;
}

function fieldsOf(operation: Operation): Field[] {
  const params = (operation.parameters ?? []).map((p) => ({
    name: p.name,
    where: p.in,
    required: Boolean(p.required),
    type: describeSchema(p.schema),
  }));
  const body = operation.requestBody?.content["application/json"]?.schema;
  const required = new Set(body?.required ?? []);
  const bodyFields = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
    name,
    where: "body",
    required: required.has(name),
    type: describeSchema(schema),
  }));
  return [...params, ...bodyFields];
}

const sectionClass = "mt-10";
const h2Class = "text-xl font-semibold tracking-tight text-slate-900";
const codeClass = "rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-900";
const preClass = "mt-3 overflow-x-auto rounded-lg bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100";

function CallEntry({ call, operation }: { call: TokenCall; operation: Operation }) {
  const fields = fieldsOf(operation);
  const id = `${call.method}-${call.path}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return (
    <article id={id} aria-labelledby={`${id}-title`} className="border-t border-slate-200 py-5">
      <h3 id={`${id}-title`} className="flex flex-wrap items-baseline gap-2 font-mono text-sm text-slate-900">
        <span className="rounded bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{call.method}</span>
        <span className="[overflow-wrap:anywhere]">{call.path}</span>
      </h3>
      <p className="mt-2 text-sm text-slate-700">
        {call.summary}.{call.spendsCredits ? " Spends credits as in the app." : ""}
        {call.method !== "GET" ? " Needs a read-and-write token." : ""}
      </p>
      {fields.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Parameters of {`${call.method} ${call.path}`}</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Name
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  In
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Type
                </th>
                <th scope="col" className="py-1 font-medium">
                  Required
                </th>
              </tr>
            </thead>
            <tbody className="text-slate-800">
              {fields.map((f) => (
                <tr key={`${f.where}-${f.name}`} className="border-t border-slate-100">
                  <td className="py-1 pr-4 font-mono text-xs">{f.name}</td>
                  <td className="py-1 pr-4">{f.where}</td>
                  <td className="py-1 pr-4">{f.type}</td>
                  <td className="py-1">{f.required ? "yes" : "no"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  );
}

/**
 * The API reference, rendered by the app from the same OpenAPI document it serves at
 * /api/openapi.json (no outside script or style), with the MCP tools and how to connect.
 */
export default function ApiReferencePage() {
  const document = apiDocument() as unknown as { paths: Record<string, Record<string, Operation>> };
  const tags = [...new Set(TOKEN_CALLS.map((c) => c.tag))];
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link href="/" className="text-brand-700 underline">
          IdeaForge
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">API reference</h1>
      <p className="mt-3 text-slate-700">
        Create a personal access token on your account page, then send it as{" "}
        <code className={codeClass}>Authorization: Bearer ifk_…</code>. A token acts as you, with your plan&apos;s
        credits and limits; when your subscription ends, so does the token. A read-only token cannot change anything.
        Each token may make {API_TOKEN_RATE.limit} calls a minute; you may have up to {MAX_API_TOKENS} tokens. The
        machine-readable OpenAPI 3.1 document is at{" "}
        <a href="/api/openapi.json" className="text-brand-700 underline">
          /api/openapi.json
        </a>
        .
      </p>
      <pre className={preClass}>{`curl -H "Authorization: Bearer $IDEAFORGE_TOKEN" \\
  "${env().appUrl}/api/ideas/search?main_search_text=invoices"`}</pre>
      <p className="mt-3 text-sm text-slate-700">
        Errors come as <code className={codeClass}>{`{ "error": "…" }`}</code> with a 4xx status: 401 for a missing or
        revoked token, 403 without an active subscription, at a plan limit or for a read-only token, 429 with
        Retry-After when you call too often.
      </p>

      {tags.map((tag) => (
        <section key={tag} className={sectionClass} aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`} className={h2Class}>
            {tag}
          </h2>
          {TOKEN_CALLS.filter((c) => c.tag === tag).map((call) => (
            <CallEntry
              key={`${call.method} ${call.path}`}
              call={call}
              operation={document.paths[call.path]?.[call.method.toLowerCase()] ?? {}}
            />
          ))}
        </section>
      ))}

      <section className={sectionClass} aria-labelledby="mcp">
        <h2 id="mcp" className={h2Class}>
          MCP server
        </h2>
        <p className="mt-3 text-slate-700">
          AI assistants can use IdeaForge through the Model Context Protocol at{" "}
          <code className={codeClass}>/api/mcp</code> (streamable HTTP, with your token as a bearer token), or over
          stdio with <code className={codeClass}>npm run mcp</code> and{" "}
          <code className={codeClass}>IDEAFORGE_TOKEN</code> set. Tools that change anything need a read-and-write
          token.
        </p>
        <ul className="mt-3 space-y-2 text-sm text-slate-800">
          {MCP_TOOLS.map((tool) => (
            <li key={tool.name}>
              <code className={codeClass}>{tool.name}</code>: {tool.description}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
