import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Signing you in..." };

export default function Page() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PagePlaceholder title="Signing you in..." />
    </div>
  );
}
