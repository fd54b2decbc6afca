import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Your Subscription Has Ended" };

export default function Page() {
  return <PagePlaceholder title="Your Subscription Has Ended">Choose a plan to continue exploring ideas and running your projects.</PagePlaceholder>;
}
