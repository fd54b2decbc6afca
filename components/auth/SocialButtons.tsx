"use client";

import { useEffect, useState } from "react";
import { socialCallbackPath } from "@/lib/auth/social/callback-url";
import type { SocialProviderInfo } from "@/lib/auth/social/providers";

export const SOCIAL_START_ERROR = "Could not start the sign-in. Please try again.";

/**
 * 'Continue with GitHub / Google' on the login page: one button per configured provider (the
 * server passes them from `configuredSocialProviders()`), nothing at all when there is none.
 * A click fetches next-auth's CSRF token and posts the browser to /api/auth/signin/<id>, which
 * sends it on to the provider; it comes back to /auth/callback/<id>.
 */
export function SocialButtons({ providers }: { providers: SocialProviderInfo[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Back from the provider through the browser cache: un-stick the busy button.
    const onShow = (event: PageTransitionEvent) => event.persisted && setBusy(null);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  if (providers.length === 0) return null;

  async function start(id: string) {
    if (busy) return;
    setBusy(id);
    setError(null);
    try {
      const res = await fetch("/api/auth/csrf", { credentials: "same-origin", cache: "no-store" });
      const { csrfToken } = (await res.json()) as { csrfToken?: string };
      if (!res.ok || !csrfToken) throw new Error("no csrf token");
      const form = document.createElement("form");
      form.method = "POST";
      form.action = `/api/auth/signin/${encodeURIComponent(id)}`;
      for (const [name, value] of Object.entries({ csrfToken, callbackUrl: socialCallbackPath(id) })) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.appendChild(input);
      }
      document.body.appendChild(form);
      form.submit();
    } catch {
      setError(SOCIAL_START_ERROR);
      setBusy(null);
    }
  }

  return (
    <div className="mt-6 space-y-3">
      <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <ul className="space-y-2">
        {providers.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => void start(p.id)}
              disabled={busy !== null}
              aria-busy={busy === p.id}
              className="flex w-full items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {busy === p.id ? `Connecting to ${p.name}...` : `Continue with ${p.name}`}
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
