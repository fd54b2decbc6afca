import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "My Projects" };

export default function Page() {
  return <PagePlaceholder title="My Projects">Your claimed ideas and their milestones appear here.</PagePlaceholder>;
}
