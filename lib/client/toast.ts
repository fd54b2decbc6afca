"use client";

import type { ComponentType } from "react";
import type { ExternalToast, ToasterProps } from "sonner";
import { ALERT_TOAST_MS, NOTICE_TOAST_MS } from "./toast-durations";

/**
 * Toasts with fixed durations: 3 s for notices (success, info), 4 s for error,
 * warning and the others. The <Toaster> (components/ui/ToastHost.tsx) defaults to 4 s; notices
 * must say 3 s themselves, which these helpers do. An explicit `duration` in the options still wins.
 *
 * sonner and its <Toaster> load with the first toast, so no page carries their JavaScript for a
 * toast it may never show. A toast asked for before then waits until the Toaster listens (sonner
 * drops toasts created while no Toaster is mounted).
 */
export { ALERT_TOAST_MS, NOTICE_TOAST_MS };

type Toast = typeof import("sonner").toast;
type Message = Parameters<Toast["success"]>[0];
/** Renders the Toaster and resolves once it listens for toasts. */
export type MountToaster = (toaster: ComponentType<ToasterProps>) => Promise<void>;

let hostRegistered: (mount: MountToaster) => void = () => undefined;
const host = new Promise<MountToaster>((resolve) => (hostRegistered = resolve));
let loading: Promise<Toast> | null = null;

/** Called once by the ToastHost of the root layout when it is mounted. */
export function registerToastHost(mount: MountToaster): void {
  hostRegistered(mount);
}

function sonner(): Promise<Toast> {
  loading ??= Promise.all([import("sonner"), host]).then(async ([{ Toaster, toast }, mount]) => {
    await mount(Toaster);
    return toast;
  });
  return loading;
}

const show =
  (type: "success" | "info" | "error" | "warning" | "message", duration: number) =>
  (message: Message, options?: ExternalToast) =>
    void sonner().then((toast) => toast[type](message, { duration, ...options }));

export const notify = {
  success: show("success", NOTICE_TOAST_MS),
  info: show("info", NOTICE_TOAST_MS),
  error: show("error", ALERT_TOAST_MS),
  warning: show("warning", ALERT_TOAST_MS),
  message: show("message", ALERT_TOAST_MS),
  /** Nothing to dismiss before the first toast. */
  dismiss: (id?: string | number) => void loading?.then((toast) => toast.dismiss(id)),
};
