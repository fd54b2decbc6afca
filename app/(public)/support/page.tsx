import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Support" };

export default function Page() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PagePlaceholder title="Support">Questions, billing or data removal: we answer within 24-48 business hours.</PagePlaceholder>
    </div>
  );
}
