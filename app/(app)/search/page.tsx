import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Deep Search" };

export default function Page() {
  return <PagePlaceholder title="Deep Search">Search thousands of scored ideas with filters.</PagePlaceholder>;
}
