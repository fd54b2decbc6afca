/**
 * Toast durations: 3 s for notices (success, info), 4 s for error, warning and
 * the others. A plain module (no "use client") so the root layout, a server component, reads the
 * numbers themselves rather than client references.
 */
export const NOTICE_TOAST_MS = 3000;
export const ALERT_TOAST_MS = 4000;
