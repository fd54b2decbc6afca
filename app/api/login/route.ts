export { POST } from "@/app/accounts/login/route";
