import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Support" };

export default function Page() {
  return <PagePlaceholder title="Support">Questions, billing or data removal: we answer within 24-48 business hours.</PagePlaceholder>;
}
