/** The account page's API-token calls (GET/POST /api/accounts/api-tokens/, DELETE .../{id}/). */
export type ApiTokenScope = "read" | "read_write";

export interface ApiTokenView {
  id: number;
  name: string;
  scope: ApiTokenScope;
  /** The token's first characters, so the user can tell tokens apart; never the whole token. */
  hint: string;
  created_at: string;
  last_used_at: string | null;
}

export interface ApiTokensResponse {
  tokens: ApiTokenView[];
  limit: number;
}

/** The one answer that holds the token itself: it is never shown again. */
export interface CreatedApiTokenResponse {
  token: string;
  api_token: ApiTokenView;
}
