import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Create Your Account" };

export default function Page() {
  return <PagePlaceholder title="Create Your Account" />;
}
