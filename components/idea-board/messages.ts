/**
 * The board's own user-facing texts, word for word as the user reads them (the refusals the server also sends live
 * in lib/domain; the claim button's, which Deep Search results load too, in claim-messages.ts).
 */
export const OUT_OF_IDEAS_WARNING =
  "You've seen all available ideas matching your criteria. Try adjusting your filters or check back later.";
export const CREDITS_TOOLTIP = "Daily Idea Board credits remaining. Limit will reset at midnight.";
export const CREDITS_INFO_TITLE = "Idea Board Credits System";
export const BOARD_FAILED = "We couldn't load new ideas right now. Here are some sample ideas instead.";
export const WELCOME_TITLE = "Welcome to Your Idea Board!";
export const AGAIN_TITLE = "Ready to Explore More Ideas?";
export const SHUFFLE_LABEL = "Shuffle Ideas";
