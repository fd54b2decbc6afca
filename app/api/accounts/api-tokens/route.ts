import { NextResponse } from "next/server";
import type { ApiTokensResponse, CreatedApiTokenResponse } from "@/lib/contracts/api-tokens";
import { route } from "@/lib/http/route";
import { throttleTokenCreation } from "@/lib/server/api-tokens/throttle";
import { ApiTokenCreateBody, MAX_API_TOKENS, createApiToken, listApiTokens } from "@/lib/server/api-tokens/tokens";

/** The user's API tokens (never the tokens themselves: only a hint, and when each was created and last used). */
export const GET = route({ access: "user" }, async ({ session }): Promise<ApiTokensResponse> => ({
  tokens: await listApiTokens(session.user.id),
  limit: MAX_API_TOKENS,
}));

/** Creates a token (name and scope): the answer holds the token, shown this once. */
export const POST = route({ access: "subscriber", body: ApiTokenCreateBody }, async ({ body, session }) => {
  await throttleTokenCreation(session.user.id);
  const { token, view } = await createApiToken(session.user.id, body.name, body.scope);
  return NextResponse.json<CreatedApiTokenResponse>({ token, api_token: view }, { status: 201 });
});
