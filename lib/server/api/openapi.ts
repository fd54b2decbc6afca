import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { API_TOKEN_RATE } from "@/lib/server/api-tokens/bearer";
import type { TokenCall } from "./token-calls";

/**
 * The OpenAPI 3.1 document of the calls an API token may make, generated from the very zod
 * schemas their route exports parse with (routeInputs), so the document cannot drift from the
 * validation. Responses are described in words; errors share the `{ "error": "..." }` shape.
 */
export interface DocumentedCall {
  call: TokenCall;
  /** The schemas the route export parses (routeInputs of lib/http/route.ts). */
  inputs: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
}

const ErrorBody = z
  .object({ error: z.string() })
  .catchall(z.unknown())
  .meta({ id: "Error", description: "Every refusal: a message for people, plus the fields the call names." });

const SUCCESS_STATUS: Record<TokenCall["method"], string> = { GET: "200", POST: "200", PUT: "200", DELETE: "200" };
const CREATED_PATHS = new Set(["/api/projects/{id}/milestones", "/api/projects/{id}/notes"]);

/** A query or body schema that parses then transforms (z.object(...).transform): the object it reads. */
export function inputObjectOf(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (schema instanceof z.ZodPipe) return inputObjectOf(schema.in as z.ZodType);
  return schema;
}

function errorResponse(description: string) {
  return { description, content: { "application/json": { schema: ErrorBody } } };
}

function registerCall(registry: OpenAPIRegistry, { call, inputs }: DocumentedCall, bearer: { name: string }) {
  const query = inputObjectOf(inputs.query);
  const params = inputObjectOf(inputs.params);
  const body = inputObjectOf(inputs.body);
  const created = call.method === "POST" && CREATED_PATHS.has(call.path);
  registry.registerPath({
    method: call.method.toLowerCase() as "get" | "post" | "put" | "delete",
    path: call.path,
    summary: call.summary,
    description: call.spendsCredits ? "Spends credits as in the app: one per idea newly shown today." : undefined,
    tags: [call.tag],
    security: [{ [bearer.name]: [] }],
    request: {
      params: params as z.ZodObject | undefined,
      query: query as z.ZodObject | undefined,
      body: body ? { required: true, content: { "application/json": { schema: body } } } : undefined,
    },
    responses: {
      [created ? "201" : SUCCESS_STATUS[call.method]]: {
        description: "Success.",
        content: { "application/json": { schema: z.unknown() } },
      },
      "400": errorResponse("Invalid input: the message names the field."),
      "401": errorResponse("Missing, invalid or revoked token."),
      "403": errorResponse("Not allowed: no active subscription, a read-only token on a write, or a plan limit."),
      "404": errorResponse("Not found (or not yours)."),
      "429": errorResponse("Too many requests: wait for Retry-After seconds."),
    },
  });
}

export function openApiDocument(calls: readonly DocumentedCall[], serverUrl: string) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent("securitySchemes", "apiToken", {
    type: "http",
    scheme: "bearer",
    description: "A personal access token from the account page (ifk_...).",
  });
  for (const documented of calls) registerCall(registry, documented, bearer);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "IdeaForge API",
      version: "1.0.0",
      description:
        `Send \`Authorization: Bearer <token>\` with a token from your account page. A token acts as you, ` +
        `with your plan's credits and limits; a read-only token cannot change anything. ` +
        `At most ${API_TOKEN_RATE.limit} calls per token per minute.`,
    },
    servers: [{ url: serverUrl }],
  });
}
