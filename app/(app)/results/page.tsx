import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Deep Search Results" };

export default function Page() {
  return <PagePlaceholder title="Deep Search Results">Your search results appear here.</PagePlaceholder>;
}
