import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Thank You for Your Payment!" };

export default function Page() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PagePlaceholder title="Thank You for Your Payment!">An email with setup instructions is on its way.</PagePlaceholder>
    </div>
  );
}
