/** Popups close with a 300 ms animation; the page unmounts them after it. */
export const POPUP_CLOSE_MS = 300;
