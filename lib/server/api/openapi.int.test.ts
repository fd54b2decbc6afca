import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as openApiGet } from "@/app/api/openapi.json/route";
import { ROUTE_MODULES } from "@/app/api/openapi.json/document";
import { POST as notePost } from "@/app/api/projects/[id]/notes/route";
import { PUT as milestonePut } from "@/app/api/projects/[id]/milestones/[milestoneId]/route";
import { GET as searchGet } from "@/app/api/ideas/search/route";
import { routeInputs } from "@/lib/http/route";
import { inputObjectOf } from "./openapi";
import { TOKEN_CALLS } from "./token-calls";
import { newToken, withToken } from "@/tests/support/api-tokens";
import { createUserWithSession } from "@/tests/support/factories";
import { makeProject } from "@/tests/support/projects";
import { jsonRequest } from "@/tests/support/requests";

/**
 * The OpenAPI document against the routes: it must list every call a token may make, read from
 * the route files themselves, with the same parameters and body fields (and the same required
 * ones) as the schemas those routes validate with; real requests the routes take must be valid
 * by the document, and requests the document forbids must be refused by the routes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as plain JSON
type Doc = any;

async function documentOf(): Promise<Doc> {
  const res = await openApiGet(jsonRequest("GET", "/api/openapi.json"), { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  return res.json();
}

const fileOf = (template: string) => `@/app${template.replace(/\{(\w+)\}/g, "[$1]")}/route`;

/** Field name → required, as the zod object itself answers (a field that refuses `undefined` is required). */
function fieldsOf(schema: z.ZodType | undefined): Record<string, boolean> {
  const object = inputObjectOf(schema);
  if (!object) return {};
  const shape = (object as z.ZodObject).shape as Record<string, z.ZodType>;
  return Object.fromEntries(Object.entries(shape).map(([k, f]) => [k, !f.safeParse(undefined).success]));
}

function documentedParams(operation: Doc, where: "query" | "path"): Record<string, boolean> {
  const params = (operation.parameters ?? []).filter((p: Doc) => p.in === where);
  return Object.fromEntries(params.map((p: Doc) => [p.name, Boolean(p.required)]));
}

function documentedBody(operation: Doc): Record<string, boolean> {
  const schema = operation.requestBody?.content?.["application/json"]?.schema;
  if (!schema) return {};
  const required = new Set<string>(schema.required ?? []);
  return Object.fromEntries(Object.keys(schema.properties ?? {}).map((k) => [k, required.has(k)]));
}

/** The operation's body schema as a validator. */
function bodyValidator(doc: Doc, path: string, method: string) {
  return z.fromJSONSchema(doc.paths[path][method].requestBody.content["application/json"].schema);
}

describe("the OpenAPI document at /api/openapi.json", () => {
  it("is OpenAPI 3.1 with a bearer scheme, and lists exactly the calls a token may make", async () => {
    const doc = await documentOf();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: "http", scheme: "bearer" });
    const listed = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(listed.sort()).toEqual(TOKEN_CALLS.map((c) => `${c.method} ${c.path}`).sort());
  });

  it("is answered to a client that sends its token along", async () => {
    const { token: session } = await createUserWithSession();
    const res = await withToken(openApiGet, "GET", "/api/openapi.json", await newToken(session, "read"));
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.1.0");
  });

  it.each(TOKEN_CALLS.map((c) => [`${c.method} ${c.path}`, c] as const))(
    "%s: the route file's own schemas and the document agree",
    async (_, c) => {
      const mod = (await import(/* @vite-ignore */ fileOf(c.path))) as Record<string, unknown>;
      expect(mod[c.method], `${fileOf(c.path)} exports ${c.method}`).toBeTypeOf("function");
      expect(ROUTE_MODULES[c.path]?.[c.method]).toBe(mod[c.method]);
      const inputs = routeInputs(mod[c.method])!;
      const operation = (await documentOf()).paths[c.path][c.method.toLowerCase()];
      expect(documentedParams(operation, "query")).toEqual(fieldsOf(inputs.query));
      expect(documentedParams(operation, "path")).toEqual(fieldsOf(inputs.params));
      expect(documentedBody(operation)).toEqual(fieldsOf(inputs.body));
      const templateParams = [...c.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(fieldsOf(inputs.params)).sort()).toEqual(templateParams);
    },
  );

  it("real requests the routes take are valid by the document; what it forbids, the routes refuse", async () => {
    const doc = await documentOf();
    const { token: session, user } = await createUserWithSession();
    const token = await newToken(session);
    const project = await makeProject(user.id, { milestones: [{ title: "First" }] });
    const notes = `/api/projects/{id}/notes`;
    const good = { content: "A note", client_ref: "ref-1" };
    expect(bodyValidator(doc, notes, "post").safeParse(good).success).toBe(true);
    const made = await withToken(notePost, "POST", `/api/projects/${project.id}/notes/`, token, {
      params: { id: project.id },
      body: good,
    });
    expect(made.status).toBe(201);

    const maxLength = doc.paths[notes].post.requestBody.content["application/json"].schema.properties.content.maxLength;
    const tooLong = { content: "x".repeat(maxLength + 1) };
    expect(bodyValidator(doc, notes, "post").safeParse(tooLong).success).toBe(false);
    const refused = await withToken(notePost, "POST", `/api/projects/${project.id}/notes/`, token, {
      params: { id: project.id },
      body: tooLong,
    });
    expect(refused.status).toBe(400);
    expect(bodyValidator(doc, notes, "post").safeParse({}).success).toBe(false);
    expect(
      (
        await withToken(notePost, "POST", `/api/projects/${project.id}/notes/`, token, {
          params: { id: project.id },
          body: {},
        })
      ).status,
    ).toBe(400);

    const milestone = "/api/projects/{id}/milestones/{milestoneId}";
    const tick = { is_completed: true };
    expect(bodyValidator(doc, milestone, "put").safeParse(tick).success).toBe(true);
    const ticked = await withToken(
      milestonePut,
      "PUT",
      `/api/projects/${project.id}/milestones/${project.milestones[0]!.id}/`,
      token,
      {
        params: { id: project.id, milestoneId: project.milestones[0]!.id },
        body: tick,
      },
    );
    expect(ticked.status).toBe(200);

    const searchParams = doc.paths["/api/ideas/search"].get.parameters.map((p: Doc) => p.name);
    for (const name of ["main_search_text", "sort", "offset", "rising_only", "results_limit"])
      expect(searchParams).toContain(name);
    const search = await withToken(searchGet, "GET", "/api/ideas/search?main_search_text=zzqq&sort=&offset=0", token);
    expect(search.status).toBe(200);
    const unknown = await withToken(searchGet, "GET", "/api/ideas/search?main_search_text=zzqq&offset=-4", token);
    expect(unknown.status).toBe(400);
  });
});
