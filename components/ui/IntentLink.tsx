"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

/**
 * next/link that prefetches its page when the user reaches for it (the pointer rests on it, or it
 * takes the keyboard focus), not whenever it is on screen. The app's navigation sits on every
 * page: prefetching its links on screen sent six requests to the server on each page load, while
 * the page itself was still starting up, mostly for pages never opened next.
 */
export function IntentLink({ href, onMouseEnter, onFocus, ...props }: ComponentProps<typeof Link>) {
  const router = useRouter();
  const prefetch = () => {
    if (typeof href === "string" && href.startsWith("/")) router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
