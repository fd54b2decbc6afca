export { FullScreenLoading as default } from "@/components/ui/FullScreenLoading";
