import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Signing you in..." };

export default function Page() {
  return <PagePlaceholder title="Signing you in..." />;
}
