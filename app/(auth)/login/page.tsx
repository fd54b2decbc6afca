import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Log in to Your Account" };

export default function Page() {
  return <PagePlaceholder title="Log in to Your Account" />;
}
