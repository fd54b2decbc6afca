export { POST } from "@/app/accounts/logout/route";
