import type { Metadata } from "next";
import { PagePlaceholder } from "@/components/layout/PagePlaceholder";

export const metadata: Metadata = { title: "Verify This Device" };

export default function Page() {
  return <PagePlaceholder title="Verify This Device">Approve this device to keep your account safe.</PagePlaceholder>;
}
