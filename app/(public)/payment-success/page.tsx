import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PaymentSuccess } from "@/components/billing/PaymentSuccess";

// The session id is the only key to the purchase: never send it on in a Referer header.
export const metadata: Metadata = { title: "Thank You for Your Payment!", referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /payment-success?session_id=...: without session_id the browser goes to /. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).session_id;
  const sessionId = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  if (!sessionId) redirect("/");
  return <PaymentSuccess key={sessionId} sessionId={sessionId} />;
}
