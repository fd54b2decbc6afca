import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Account" };

export default function Page() {
  return <PagePlaceholder title="Account">Your plan, invoices and settings.</PagePlaceholder>;
}
