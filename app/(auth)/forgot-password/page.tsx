import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Forgot Password" };

export default function Page() {
  return <PagePlaceholder title="Forgot Password" />;
}
