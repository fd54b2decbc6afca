import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Thank You for Your Payment!" };

export default function Page() {
  return <PagePlaceholder title="Thank You for Your Payment!">An email with setup instructions is on its way.</PagePlaceholder>;
}
