/** Popups close with a 300 ms animation (spec section 9); the page unmounts them after it. */
export const POPUP_CLOSE_MS = 300;
