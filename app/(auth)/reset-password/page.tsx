import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Reset Password" };

export default function Page() {
  return <PagePlaceholder title="Reset Password" />;
}
