import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Idea Board" };

export default function Page() {
  return <PagePlaceholder title="Idea Board">Shuffle a board of ideas matched to your priorities.</PagePlaceholder>;
}
