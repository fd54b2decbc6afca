import type { Metadata } from "next";
import { headers } from "next/headers";
import { DeviceAlreadyVerified } from "@/components/auth/DeviceAlreadyVerified";
import { VerifyDeviceForm } from "@/components/auth/VerifyDeviceForm";
import { safeReturnTo } from "@/lib/domain/access/routes";
import { maskEmail } from "@/lib/domain/devices/verification-code";
import { afterVerification, deviceInfo } from "@/lib/server/accounts/devices";
import { requireSubscriberPage } from "@/lib/server/auth/page-guard";

export const metadata: Metadata = { title: "Verify This Device" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /verify-device: approve this browser with the emailed code;
 * returnTo is made safe here. A session that is through already only gets a way on.
 */
export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const session = await requireSubscriberPage();
  const raw = (await searchParams).returnTo;
  const returnTo = Array.isArray(raw) ? raw[0] : raw;
  if (!session.needsDeviceVerification) return <DeviceAlreadyVerified continueTo={afterVerification(returnTo)} />;
  const info = await deviceInfo(session, (await headers()).get("user-agent"));
  return (
    <VerifyDeviceForm
      info={info}
      returnTo={returnTo ? safeReturnTo(returnTo) : null}
      maskedEmail={maskEmail(session.user.email)}
    />
  );
}
