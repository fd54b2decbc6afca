"use client";

import { toast as sonner, type ExternalToast } from "sonner";
import { ALERT_TOAST_MS, NOTICE_TOAST_MS } from "./toast-durations";

/**
 * Toasts with the spec's durations (section 9): 3 s for notices (success, info), 4 s for error,
 * warning and the others. The root layout's <Toaster> defaults to 4 s; notices must say 3 s
 * themselves, which these helpers do. An explicit `duration` in the options still wins.
 */
export { ALERT_TOAST_MS, NOTICE_TOAST_MS };

type Message = Parameters<typeof sonner.success>[0];

export const notify = {
  success: (message: Message, options?: ExternalToast) => sonner.success(message, { duration: NOTICE_TOAST_MS, ...options }),
  info: (message: Message, options?: ExternalToast) => sonner.info(message, { duration: NOTICE_TOAST_MS, ...options }),
  error: (message: Message, options?: ExternalToast) => sonner.error(message, { duration: ALERT_TOAST_MS, ...options }),
  warning: (message: Message, options?: ExternalToast) => sonner.warning(message, { duration: ALERT_TOAST_MS, ...options }),
  message: (message: Message, options?: ExternalToast) => sonner.message(message, { duration: ALERT_TOAST_MS, ...options }),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
