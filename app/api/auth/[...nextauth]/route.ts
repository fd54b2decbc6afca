import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/social/options";
import { notFoundRoute } from "@/lib/http/not-found-route";

/**
 * next-auth's OAuth endpoints (/api/auth/signin/<id>, /api/auth/callback/<id>, /api/auth/csrf, ...).
 * The usual `const handler = NextAuth(options)`, made at the first request rather than at import,
 * so `next build` needs no environment; a 404 when no provider is configured.
 */
type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  const options = authOptions();
  if (!options) return notFoundRoute();
  return (NextAuth(options) as (req: NextRequest, ctx: Context) => Promise<Response>)(req, ctx);
}

export { handler as GET, handler as POST };
