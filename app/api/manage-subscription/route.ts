export { POST } from "@/app/accounts/manage-subscription/route";
