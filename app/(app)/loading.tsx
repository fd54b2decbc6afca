import { FullScreenLoading } from "@/components/ui/FullScreenLoading";

export default function Loading() {
  return <FullScreenLoading />;
}
