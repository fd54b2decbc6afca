/** Where the Compare picks are kept (sessionStorage) and the event a change fires in this tab. */
export const COMPARE_SELECTION_KEY = "compare-selection";
export const COMPARE_SELECTION_EVENT = "compare-selection-change";
