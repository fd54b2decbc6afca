/**
 * What the board's and the claim's refusals say, word for word: the server answers with them and
 * the browser shows them (lib/server/ideas/board.ts and claims.ts answer with these).
 */
export const OUT_OF_IDEAS = "Out of ideas matching your criteria.";
export const PROJECT_LIMIT_MESSAGE =
  "You've reached your active projects limit. Complete or delete existing projects to claim more ideas.";
