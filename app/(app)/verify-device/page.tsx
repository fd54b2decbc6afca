import type { Metadata } from "next";
import { headers } from "next/headers";
import { VerifyDeviceForm } from "@/components/auth/VerifyDeviceForm";
import { safeReturnTo } from "@/lib/domain/access/routes";
import { deviceInfo } from "@/lib/server/accounts/devices";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Verify This Device" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /verify-device: approve this browser (spec section 2, "Verify device"); returnTo is made safe here. */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireSubscriberPage();
  const raw = (await searchParams).returnTo;
  const returnTo = Array.isArray(raw) ? raw[0] : raw;
  const info = await deviceInfo(session, (await headers()).get("user-agent"));
  return <VerifyDeviceForm info={info} returnTo={returnTo ? safeReturnTo(returnTo) : null} />;
}
