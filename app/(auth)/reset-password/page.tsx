import type { Metadata } from "next";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { isResetLinkValid } from "@/lib/server/auth/password-reset";

// The link carries a secret: never send it on in a Referer header.
export const metadata: Metadata = { title: "Reset Password", referrer: "no-referrer" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const uidb64 = first(params.uidb64);
  const token = first(params.token);
  const linkValid = uidb64 !== "" && token !== "" && (await isResetLinkValid(uidb64, token));
  return <ResetPasswordForm uidb64={uidb64} token={token} linkValid={linkValid} />;
}
