"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { ALERT_TOAST_MS } from "@/lib/client/toast-durations";
import { registerToastHost } from "@/lib/client/toast";

interface Mounted {
  Toaster: ComponentType<ToasterProps>;
  listening: () => void;
}

/** Above the board's floating Shuffle button (24 px from the bottom, 56 px high). */
const TOAST_OFFSET = { bottom: "6rem", right: "1.5rem", left: "1rem" };

/**
 * Where toasts show (bottom right, never over the sticky header with the user's avatar and name,
 * and above the floating Shuffle button; closable; 4 s for errors, warnings and the rest, notices pass 3 s
 * through lib/client/toast.ts). The Toaster itself arrives with the first toast.
 */
export function ToastHost() {
  const [mounted, setMounted] = useState<Mounted | null>(null);
  useEffect(
    () => registerToastHost((Toaster) => new Promise<void>((listening) => setMounted({ Toaster, listening }))),
    [],
  );
  // Effects run child first: by now the Toaster's own effect has subscribed to new toasts.
  useEffect(() => mounted?.listening(), [mounted]);
  if (!mounted) return null;
  return (
    <mounted.Toaster
      position="bottom-right"
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_OFFSET}
      theme="system"
      richColors
      closeButton
      duration={ALERT_TOAST_MS}
    />
  );
}
