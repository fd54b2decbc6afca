import Link from "next/link";
import type { ComponentProps } from "react";

/**
 * next/link without prefetching, for every link to or on a public page (pages/, the Pages Router).
 * - On a public page, a Pages Router link fetches the linked page's scripts as soon as it is on
 *   screen: about 25 kB more on a visitor's first load, mostly for pages never opened, against a
 *   first-load budget of 120 kB. The page is still fetched ahead when the pointer rests on the link.
 * - On a logged-in page (app/), an App Router link would prefetch the public page's RSC payload; the
 *   public page answers HTML, which the App Router leaves unread, so the request never ends.
 */
export default function PublicLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
